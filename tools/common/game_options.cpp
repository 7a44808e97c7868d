// SPDX-License-Identifier: Apache-2.0
#include "common/game_options.h"

#include <optional>
#include <string>

#include "common/errors.h"
#include "common/help.h"
#include "common/option_values.h"

namespace bornes::cli {

namespace po = boost::program_options;
using formats::Language;

void addFormOptions(po::options_description& options, Language lang) {
    const auto h = [lang](HelpId id) { return helpText(id, lang); };
    options.add_options()("players,p",
                          po::value<int>()->default_value(4)->value_name(h(HelpId::ValueN)),
                          h(HelpId::Players))(
        "six", po::value<std::string>()->default_value("3x2")->value_name(h(HelpId::ValueForm)),
        h(HelpId::Six));
}

Table tableFrom(const po::variables_map& vm) {
    const int players = vm["players"].as<int>();
    auto table = Table::forPlayers(players);
    if (!table) throw UsageError(say(ToolMessage::PlayersValue, std::to_string(players)));
    const std::string six = vm["six"].as<std::string>();
    if (six != "3x2" && six != "2x3") throw UsageError(say(ToolMessage::SixValue, six));
    if (players == 6 && six == "2x3") table = Table::of(Form::SixTwoTeams);
    return *table;
}

void addSeedOption(po::options_description& options, const char* help) {
    options.add_options()("seed,s", po::value<std::string>()->default_value("1")->value_name("N"),
                          help);
}

std::uint64_t seedFrom(const po::variables_map& vm) {
    return countFrom(vm, "seed");
}

void addGameOptions(po::options_description& options, Language lang) {
    addFormOptions(options, lang);
    const auto h = [lang](HelpId id) { return helpText(id, lang); };
    const std::string n = h(HelpId::ValueN);
    options.add_options()("target", po::value<int>()->value_name(h(HelpId::ValueKm)),
                          h(HelpId::Target))(
        "ruleset",
        po::value<std::string>()->default_value("dujardin")->value_name(h(HelpId::ValueName)),
        h(HelpId::Ruleset))("bonus-no-100-no-200",
                            po::value<int>()->default_value(0)->value_name(n), h(HelpId::Bonus))(
        "game-target", po::value<int>()->default_value(5000)->value_name(h(HelpId::ValuePoints)),
        h(HelpId::GameTarget))("fixed-hands", po::value<int>()->default_value(0)->value_name(n),
                               h(HelpId::FixedHands));
}

GameRules gameRulesFrom(const po::variables_map& vm) {
    GameRules rules;
    std::optional<Table> table = tableFrom(vm);
    if (vm.count("target")) {
        const int target = vm["target"].as<int>();
        table = table->withTarget(target);
        if (!table) throw UsageError(say(ToolMessage::TargetValue, std::to_string(target)));
    }
    rules.table = *table;
    const auto ruleset = parseRuleset(lowered(vm["ruleset"].as<std::string>()));
    if (!ruleset) throw UsageError(say(ToolMessage::RulesetValue, vm["ruleset"].as<std::string>()));
    rules.scoring.ruleset = *ruleset;
    rules.scoring.bonusNoHundredNoTwoHundred = vm["bonus-no-100-no-200"].as<int>();
    if (rules.scoring.bonusNoHundredNoTwoHundred < 0 ||
        rules.scoring.bonusNoHundredNoTwoHundred > kMaxBonus)
        throw UsageError(say(ToolMessage::OptionRange, "bonus-no-100-no-200", 0, kMaxBonus));
    rules.gameTarget = vm["game-target"].as<int>();
    if (rules.gameTarget <= 0 || rules.gameTarget > kMaxGameTarget)
        throw UsageError(say(ToolMessage::OptionRange, "game-target", 1, kMaxGameTarget));
    rules.fixedHands = vm["fixed-hands"].as<int>();
    if (rules.fixedHands < 0 || rules.fixedHands > kMaxFixedHands)
        throw UsageError(say(ToolMessage::OptionRange, "fixed-hands", 0, kMaxFixedHands));
    return rules;
}

}  // namespace bornes::cli
