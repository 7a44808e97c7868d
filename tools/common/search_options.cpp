// SPDX-License-Identifier: Apache-2.0
#include "common/search_options.h"
#include "common/errors.h"
#include "common/game_options.h"
#include "common/help.h"
#include "common/option_values.h"

#include <cstdio>
#include <iostream>
#include <sstream>

namespace bornes::cli {

namespace po = boost::program_options;

void addLimitOptions(po::options_description& options, const LimitOptions& group,
                     formats::Language lang) {
    const auto h = [lang](HelpId id) { return helpText(id, lang); };
    options.add_options()(
        "max-nodes", po::value<std::string>()->default_value("0")->value_name(h(HelpId::ValueN)),
        h(group.maxNodesHelp))(
        "time-limit",
        po::value<double>()->default_value(group.seconds)->value_name(h(HelpId::ValueSeconds)),
        h(group.timeLimitHelp))(
        "hash", po::value<int>()->default_value(group.hashMb)->value_name(h(HelpId::ValueMb)),
        h(group.hashHelp));
}

SearchLimits searchLimitsFrom(const po::variables_map& vm) {
    SearchLimits limits;
    limits.maxNodes = countFrom(vm, "max-nodes");
    limits.seconds = secondsFrom(vm, "time-limit");
    return limits;
}

std::optional<std::chrono::steady_clock::time_point> deadlineFrom(const po::variables_map& vm) {
    if (!vm.count("budget")) return std::nullopt;
    // A budget of no time is no run (issue 31): refused, not taken for "no budget".
    const double budget = secondsFrom(vm, "budget");
    if (budget <= 0) throw UsageError(say(ToolMessage::BudgetPositive, "budget"));
    return std::chrono::steady_clock::now() +
           std::chrono::duration_cast<std::chrono::steady_clock::duration>(
               std::chrono::duration<double>(budget));
}

std::string limitGiven(const po::variables_map& vm, const char* option) {
    std::ostringstream text;
    text << "--" << option << " ";
    const po::variable_value& value = vm[option];
    if (const auto* seconds = boost::any_cast<double>(&value.value())) {
        char number[32];  // as given: 1234567, 0.001, not 1.23457e+06
        std::snprintf(number, sizeof number, "%.15g", *seconds);
        text << number;
    } else if (const auto* count = boost::any_cast<std::string>(&value.value()))
        text << *count;
    else if (const auto* number = boost::any_cast<int>(&value.value()))
        text << *number;
    return text.str();
}

std::string searchLimitsGiven(const po::variables_map& vm, const std::set<std::string>& hit) {
    const SearchLimits given = searchLimitsFrom(vm);
    const auto named = [&](const char* kind) { return hit.empty() || hit.count(kind); };
    std::string limits;
    if (given.maxNodes && named("nodes")) limits = limitGiven(vm, "max-nodes");
    if (given.seconds > 0 && named("time"))
        limits += (limits.empty() ? "" : ", ") + limitGiven(vm, "time-limit");
    return limits.empty() ? limitGiven(vm, "time-limit") : limits;
}

void sayLimitReached(const char* tool, formats::Language lang, const std::string& limit,
                     const Told& undone, formats::Severity severity) {
    std::cerr << toolLine(tool, severity, say(ToolMessage::LimitReached, limit, undone).in(lang),
                          lang);
}

void addOddsOptions(po::options_description& options, HelpId oddsHelp, HelpId seedHelp,
                    formats::Language lang) {
    const auto h = [lang](HelpId id) { return helpText(id, lang); };
    options.add_options()("odds", h(oddsHelp))(
        "samples", po::value<std::string>()->default_value("100")->value_name(h(HelpId::ValueN)),
        h(HelpId::Samples));
    addSeedOption(options, h(seedHelp));
}

OddsChoice oddsFrom(const po::variables_map& vm, bool implied) {
    OddsChoice choice;
    choice.odds = vm.count("odds") > 0 || implied;
    if (!choice.odds && (!vm["samples"].defaulted() || !vm["seed"].defaulted()))
        throw UsageError(say(ToolMessage::SamplesAndSeedWithOdds));
    choice.samples = countIn(vm, "samples", 1, 1000000);
    choice.seed = seedFrom(vm);
    return choice;
}

void addEngineOptions(po::options_description& options, HelpId engineHelp, HelpId oddsHelp,
                      HelpId seedHelp, formats::Language lang) {
    const auto h = [lang](HelpId id) { return helpText(id, lang); };
    options.add_options()(
        "engine",
        po::value<std::string>()->default_value("auto")->value_name(h(HelpId::ValueEngine)),
        h(engineHelp))(
        "horizon", po::value<int>()->default_value(kDefaultHorizon)->value_name(h(HelpId::ValueN)),
        h(HelpId::EngineHorizon));
    addOddsOptions(options, oddsHelp, seedHelp, lang);
}

EngineChoice engineFrom(const po::variables_map& vm, bool exactMeansOdds) {
    EngineChoice choice;
    const std::string name = vm["engine"].as<std::string>();
    const std::optional<Engine> engine = parseEngine(lowered(name));
    if (!engine) throw UsageError(say(ToolMessage::EngineValue, name));
    choice.engine = *engine;
    if (vm.count("odds")) {
        if (!vm["engine"].defaulted() && *engine != Engine::Odds)
            throw UsageError(say(ToolMessage::OddsAndEngine, name));
        choice.engine = Engine::Odds;
    }
    if (exactMeansOdds && choice.engine == Engine::Exact) choice.engine = Engine::Odds;
    if (choice.engine == Engine::Exact && (!vm["samples"].defaulted() || !vm["seed"].defaulted()))
        throw UsageError(say(ToolMessage::SamplesWithExact));
    const OddsChoice odds = oddsFrom(vm, choice.engine != Engine::Exact);
    choice.samples = odds.samples;
    choice.seed = odds.seed;
    // Rollouts weigh a decision over up to kRolloutDeals deals (fewer once settled), the
    // odds over 100: --samples sets either.
    choice.rolloutDeals = vm["samples"].defaulted() ? kRolloutDeals : odds.samples;
    choice.rollout.policy = Policy{PolicyKind::Heuristic, kRolloutNoise};
    const int horizon = vm["horizon"].as<int>();
    if (horizon < -1 || horizon > kMaxDeck)
        throw UsageError(say(ToolMessage::HorizonValue, horizon));
    choice.rollout.horizon = horizon;
    return choice;
}

}  // namespace bornes::cli
