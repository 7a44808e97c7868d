// SPDX-License-Identifier: Apache-2.0
// bornes-bench: speed of the engine on one core. Plays seeded hands of random self-play and
// prints moves and hands per second, with a deterministic move count and signature for the
// seed (Stockfish's "bench": a change of behaviour changes the count); the other runners
// (records, solver, pictures, annotator) are in benchmark.h. See man/bornes-bench.1.
#include <charconv>
#include <iostream>

#include "analysis/decision_judge.h"
#include "bornes-bench/benchmark.h"
#include "common/command.h"
#include "common/errors.h"
#include "common/game_options.h"
#include "common/help.h"
#include "common/language_options.h"
#include "common/option_values.h"
#include "common/search_options.h"
#include "engine/deck.h"

namespace {

using namespace bornes;
namespace po = boost::program_options;
using cli::say;
using cli::ToolMessage;
using namespace bornes::bench;

po::options_description optionsOf(formats::Language lang) {
    const auto h = [lang](cli::HelpId id) { return cli::helpText(id, lang); };
    const std::string n = h(cli::HelpId::ValueN), seconds = h(cli::HelpId::ValueSeconds),
                      record = h(cli::HelpId::ValueRecord);
    po::options_description options(h(cli::HelpId::Options));
    options.add_options()("help,h", h(cli::HelpId::Help))("version", h(cli::HelpId::Version))(
        "hands,n", po::value<long>()->default_value(100000)->value_name(n),
        h(cli::HelpId::BenchHands));
    cli::addSeedOption(options, h(cli::HelpId::BenchSeed));
    options.add_options()("all-forms", h(cli::HelpId::BenchAllForms))(
        "records", po::value<long>()->value_name(h(cli::HelpId::ValueGames)),
        h(cli::HelpId::BenchRecords));
    cli::addFormOptions(options, lang);
    options.add_options()("solve", po::value<std::string>()->value_name(h(cli::HelpId::ValueSets)),
                          h(cli::HelpId::BenchSolve))("positions", po::value<int>()->value_name(n),
                                                      h(cli::HelpId::BenchPositions))(
        "collection", h(cli::HelpId::BenchCollection))(
        "time-limit", po::value<double>()->default_value(60)->value_name(seconds),
        h(cli::HelpId::BenchTimeLimit))("max-nodes",
                                        po::value<std::string>()->default_value("0")->value_name(n),
                                        h(cli::HelpId::BenchMaxNodes))(
        "hash", po::value<int>()->default_value(256)->value_name(h(cli::HelpId::ValueMb)),
        h(cli::HelpId::BenchHash))(
        "without",
        po::value<std::vector<std::string>>()->value_name(h(cli::HelpId::ValueTechnique)),
        h(cli::HelpId::BenchWithout))(
        "with", po::value<std::vector<std::string>>()->value_name(h(cli::HelpId::ValueTechnique)),
        h(cli::HelpId::BenchWith))("render", po::value<std::string>()->value_name(record),
                                   h(cli::HelpId::BenchRender))(
        "tree-nodes", po::value<int>()->default_value(10000)->value_name(n),
        h(cli::HelpId::BenchTreeNodes))(
        "annotate", po::value<std::vector<std::string>>()->multitoken()->value_name(record),
        h(cli::HelpId::BenchAnnotate))(
        "question,q",
        po::value<std::string>()->default_value("reach")->value_name(h(cli::HelpId::ValueQ)),
        h(cli::HelpId::BenchQuestion))("budget", po::value<double>()->value_name(seconds),
                                       h(cli::HelpId::BenchBudget))("rollout",
                                                                    h(cli::HelpId::BenchRollout))(
        "policy",
        po::value<std::string>()
            ->default_value("random,heuristic,heuristic:10")
            ->value_name(h(cli::HelpId::ValueList)),
        h(cli::HelpId::BenchPolicy))(
        "engine",
        po::value<std::string>()->default_value("odds")->value_name(h(cli::HelpId::ValueEngine)),
        h(cli::HelpId::BenchEngine))("match", po::value<std::string>()->value_name("A,B"),
                                     h(cli::HelpId::BenchMatch));
    options.add_options()("growth", h(cli::HelpId::BenchGrowth));
    options.add_options()("calibrate", h(cli::HelpId::BenchCalibrate))("hidden",
                                                                       h(cli::HelpId::BenchHidden))(
        "pile",
        po::value<std::string>()->default_value("30,40")->value_name(h(cli::HelpId::ValueList)),
        h(cli::HelpId::BenchPile))(
        "horizon",
        po::value<std::string>()->default_value("-1")->value_name(h(cli::HelpId::ValueList)),
        h(cli::HelpId::BenchHorizon))(
        "samples",
        po::value<std::string>()->default_value("8000")->value_name(h(cli::HelpId::ValueList)),
        h(cli::HelpId::BenchSamples))(
        "odds-samples", po::value<int>()->default_value(100)->value_name(n),
        h(cli::HelpId::BenchOddsSamples))("noise",
                                          po::value<std::string>()
                                              ->default_value(std::to_string(kKnownCardsNoise))
                                              ->value_name(h(cli::HelpId::ValueList)),
                                          h(cli::HelpId::BenchNoise))(
        "leaf-nodes", po::value<std::string>()->default_value("20000")->value_name(n),
        h(cli::HelpId::BenchLeafNodes));
    return options;
}

// --annotate: the annotator's limits as bornes-annotate has them by default.
int benchAnnotateOptions(const po::variables_map& vm) {
    const std::string q = vm["question"].as<std::string>();
    // The questions the annotator estimates (bornes-annotate's), by their keywords.
    const std::optional<Question> question = questionOfKeyword(q);
    if (!question || !questionTraits(*question).estimated)
        throw cli::UsageError(say(ToolMessage::QuestionReachOrScore, q));
    SearchLimits limits;
    limits.seconds = vm["time-limit"].defaulted() ? 10 : cli::secondsFrom(vm, "time-limit");
    limits.maxNodes = cli::countFrom(vm, "max-nodes");
    const int hash = vm["hash"].defaulted() ? 64 : vm["hash"].as<int>();
    formats::AnnotateRequest request;
    request.question = *question;
    request.limits = limits;
    // A club's record hides cards: estimated, by the odds (as --odds does) unless --engine says
    // otherwise.
    const std::string engine = vm["engine"].as<std::string>();
    const std::optional<Engine> chosen = parseEngine(cli::lowered(engine));
    if (!chosen) throw cli::UsageError(say(ToolMessage::EngineValue, engine));
    request.engine = *chosen;
    request.odds = *chosen == Engine::Odds;
    request.rollout.policy = Policy{PolicyKind::Heuristic, 10};
    request.deadline = cli::deadlineFrom(vm);
    const Techniques on = techniquesFrom(vm);
    request.earlyStop = on.earlyStop;
    request.freshTable = !on.tableReuse;
    return benchAnnotate(vm["annotate"].as<std::vector<std::string>>(), request, hash, on.search);
}

// A comma-separated list, each item through `parse`; an item it refuses is `error`'s usage
// error naming that item.
template <typename T, typename Parse>
std::vector<T> listOf(const std::string& text, Parse parse, ToolMessage error) {
    std::vector<T> items;
    std::size_t start = 0;
    for (std::size_t end; start <= text.size(); start = end + 1) {
        end = std::min(text.find(',', start), text.size());
        const std::optional<T> item = parse(std::string_view(text).substr(start, end - start));
        if (!item) throw cli::UsageError(say(error, text.substr(start, end - start)));
        items.push_back(*item);
    }
    return items;
}

// A whole number written in `text`, within [low, high].
std::optional<int> numberIn(std::string_view text, int low, int high) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < low ||
        value > high)
        return std::nullopt;
    return value;
}

int benchMatchOptions(const po::variables_map& vm, long deals, std::uint64_t seed) {
    const std::string text = vm["match"].as<std::string>();
    const std::vector<SeatKind> seats =
        listOf<SeatKind>(text, parseSeatKind, ToolMessage::MatchValue);
    if (seats.size() != 2) throw cli::UsageError(say(ToolMessage::MatchValue, text));
    return benchMatch(cli::tableFrom(vm), seats[0], seats[1], deals, seed, text);
}

// A comma-separated list of whole numbers within [low, high], else a usage error naming the
// option and the item.
std::vector<int> numbersIn(const po::variables_map& vm, const char* option, int low, int high) {
    const std::string text = vm[option].as<std::string>();
    std::vector<int> numbers;
    for (std::size_t start = 0, end; start <= text.size(); start = end + 1) {
        end = std::min(text.find(',', start), text.size());
        const std::string item = text.substr(start, end - start);
        const std::optional<int> n = numberIn(item, low, high);
        if (!n) throw cli::UsageError(say(ToolMessage::ListValue, option, low, high, item));
        numbers.push_back(*n);
    }
    return numbers;
}

// --calibrate: the sets at each --pile size, a line for each --horizon, --noise and
// --samples.
int benchCalibrateOptions(const po::variables_map& vm, std::uint64_t seed) {
    CalibrateRequest c;
    c.table = vm["players"].defaulted() ? Table::of(Form::Two) : cli::tableFrom(vm);
    c.seed = seed;
    c.hidden = vm.count("hidden") > 0;
    if (vm.count("positions")) c.positions = cli::intIn(vm, "positions", 1, 100000);
    c.samples = cli::intIn(vm, "odds-samples", kFewestDeals, 1000000);
    c.leafNodes = cli::countFrom(vm, "leaf-nodes");
    c.hash = cli::intIn(vm, "hash", 1, 65536);
    // The oracle answers within a node budget, never a time limit: the figures must not
    // depend on the machine.
    c.maxNodes = vm["max-nodes"].defaulted() ? kCalibrateNodes : cli::countFrom(vm, "max-nodes");
    const Techniques on = techniquesFrom(vm);
    c.earlyStop = on.earlyStop;
    c.search = on.search;
    Rng any(seed);
    const int fullPile = Position::deal(c.table, any, 0).pileSize();
    c.piles = numbersIn(vm, "pile", 0, fullPile - 1);
    c.horizons = numbersIn(vm, "horizon", -1, kMaxDeck);
    c.noises = numbersIn(vm, "noise", 0, 100);
    c.deals = numbersIn(vm, "samples", kFewestRolloutDeals, 1000000);
    return benchCalibrate(c);
}

// --growth: the sets at each --pile size (40,50,60,70 unless given), `reach` only.
int benchGrowthOptions(const po::variables_map& vm, std::uint64_t seed) {
    GrowthRequest g;
    g.table = vm["players"].defaulted() ? Table::of(Form::Two) : cli::tableFrom(vm);
    g.seed = seed;
    if (vm.count("positions")) g.positions = cli::intIn(vm, "positions", 1, 100000);
    g.hash = cli::intIn(vm, "hash", 1, 65536);
    g.limits.seconds = cli::secondsFrom(vm, "time-limit");
    g.limits.maxNodes = cli::countFrom(vm, "max-nodes");
    g.search = solverTechniquesFrom(vm);
    Rng any(seed);
    const int fullPile = Position::deal(g.table, any, 0).pileSize();
    if (!vm["pile"].defaulted()) {
        g.piles = numbersIn(vm, "pile", 0, fullPile - 1);
    } else {  // six players deal 36 cards: a pile of 70 is beyond a fresh deal's
        std::erase_if(g.piles, [fullPile](int pile) { return pile >= fullPile; });
    }
    return benchGrowth(g);
}

const cli::Command kCommand{.name = "bornes-bench",
                            .usage = cli::HelpId::BenchUsage,
                            .about = cli::HelpId::BenchAbout,
                            .options = optionsOf,
                            .langOption = false};  // no --lang: the environment's language

int run(const po::variables_map& vm, formats::Language lang) {
    const long hands = vm["hands"].as<long>();
    if (hands <= 0) throw cli::UsageError(say(ToolMessage::Positive, "hands"));
    const std::uint64_t seed = cli::seedFrom(vm);
    // One bench a run: which one the others' options would silently answer is no choice.
    const char* given = nullptr;
    for (const char* bench :
         {"solve", "growth", "calibrate", "annotate", "render", "match", "rollout", "records"})
        if (vm.count(bench)) {
            if (given) throw cli::UsageError(say(ToolMessage::OneBench, given, bench));
            given = bench;
        }
    if (vm.count("collection") && !vm.count("solve"))
        throw cli::UsageError(say(ToolMessage::GoesWith, "--collection", "--solve"));
    if (!vm["pile"].defaulted() && !vm.count("calibrate") && !vm.count("growth"))
        throw cli::UsageError(say(ToolMessage::GoesWith, "--pile", "--calibrate, --growth"));
    if (vm.count("hidden") && !vm.count("calibrate"))
        throw cli::UsageError(say(ToolMessage::GoesWith, "--hidden", "--calibrate"));
    // The techniques change the solver's work only: elsewhere they would be ignored silently.
    for (const char* option : {"without", "with"})
        if (vm.count(option) && !vm.count("solve") && !vm.count("annotate") &&
            !vm.count("calibrate") && !vm.count("growth"))
            throw cli::UsageError(
                say(ToolMessage::GoesWith, std::string("--") + option, "--solve, --annotate"));
    if (vm.count("solve")) return benchSolver(vm, seed);
    if (vm.count("calibrate")) return benchCalibrateOptions(vm, seed);
    if (vm.count("growth")) return benchGrowthOptions(vm, seed);
    if (vm.count("annotate")) return benchAnnotateOptions(vm);
    if (vm.count("render")) {
        const int nodes = vm["tree-nodes"].as<int>();
        if (nodes < 1 || nodes > 1'000'000)
            throw cli::UsageError(say(ToolMessage::OptionRange, "tree-nodes", 1, 1000000));
        return benchRender(vm["render"].as<std::string>(), nodes);
    }
    std::vector<Table> tables;
    if (vm.count("all-forms")) {
        for (Form f : {Form::Two, Form::Three, Form::Four, Form::SixThreeTeams, Form::SixTwoTeams})
            tables.push_back(Table::of(f));
    } else {
        tables.push_back(cli::tableFrom(vm));
    }
    if (vm.count("match")) return benchMatchOptions(vm, hands, seed);
    if (vm.count("rollout"))
        return benchRollout(
            tables,
            listOf<Policy>(vm["policy"].as<std::string>(), parsePolicy, ToolMessage::PolicyValue),
            hands, seed);
    if (vm.count("records")) {
        const long games = vm["records"].as<long>();
        if (games <= 0) throw cli::UsageError(say(ToolMessage::Positive, "records"));
        return benchValidation(tables, games, seed, lang);
    }
    return benchPlay(tables, hands, seed);
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::runCommand(argc, argv, kCommand, run);
}
