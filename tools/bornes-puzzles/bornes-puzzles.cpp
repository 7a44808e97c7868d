// SPDX-License-Identifier: Apache-2.0
// bornes-puzzles: puzzles mined from game records or from games played here, written as a
// collection bornes-solve --batch checks. See man/bornes-puzzles.1.
#include <filesystem>
#include <iostream>
#include <sstream>

#include "bornes-puzzles/puzzle_mining.h"
#include "common/command.h"
#include "common/errors.h"
#include "common/game_options.h"
#include "common/help.h"
#include "common/language_options.h"
#include "common/option_values.h"
#include "common/output_file.h"
#include "common/progress.h"
#include "common/record_files.h"
#include "common/search_options.h"
#include "messages/words.h"
#include "notation/game_recorder.h"
#include "notation/puzzle.h"
#include "notation/record_reader.h"
#include "players/player.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;
using cli::HelpId;

constexpr const char* kTool = "bornes-puzzles";
// The whole run's default bound (issue 32): a run forgotten in a pipe ends on its own. Ten
// minutes mine a few hundred self-played games at the default --max-pile, a collection to
// choose from; a longer run is asked for (--time-limit 0: none).
constexpr double kDefaultTimeLimit = 600;

po::options_description optionsOf(Language lang) {
    const auto h = [lang](HelpId id) { return cli::helpText(id, lang); };
    po::options_description options(h(HelpId::Options));
    options.add_options()("help,h", h(HelpId::Help))("version", h(HelpId::Version))(
        "play", po::value<long>()->value_name(h(HelpId::ValueN)), h(HelpId::PuzzlesPlay))(
        "players,p", po::value<int>()->default_value(2)->value_name(h(HelpId::ValueN)),
        h(HelpId::PuzzlesPlayers))(
        "six", po::value<std::string>()->default_value("3x2")->value_name(h(HelpId::ValueForm)),
        h(HelpId::Six));
    cli::addSeedOption(options, h(HelpId::PuzzlesSeed));
    options.add_options()("question,q",
                          po::value<std::string>()
                              ->default_value("reach,couronnement,score")
                              ->value_name(h(HelpId::ValueList)),
                          h(HelpId::PuzzlesQuestion))(
        "margin", po::value<int>()->default_value(100)->value_name(h(HelpId::ValueN)),
        h(HelpId::PuzzlesMargin))("theme",
                                  po::value<std::string>()->value_name(h(HelpId::ValueList)),
                                  h(HelpId::PuzzlesTheme))(
        "max", po::value<std::string>()->default_value("0")->value_name(h(HelpId::ValueN)),
        h(HelpId::PuzzlesMax))("min-difficulty",
                               po::value<int>()->default_value(1)->value_name(h(HelpId::ValueN)),
                               h(HelpId::PuzzlesMinDifficulty))(
        "max-pile", po::value<int>()->default_value(5)->value_name(h(HelpId::ValueN)),
        h(HelpId::PuzzlesMaxPile))(
        "max-line", po::value<int>()->default_value(6)->value_name(h(HelpId::ValueN)),
        h(HelpId::PuzzlesMaxLine))(
        "max-nodes",
        po::value<std::string>()->default_value("1000000")->value_name(h(HelpId::ValueN)),
        h(HelpId::PuzzlesMaxNodes))(
        "time-limit",
        po::value<double>()->default_value(kDefaultTimeLimit)->value_name(h(HelpId::ValueSeconds)),
        h(HelpId::PuzzlesTimeLimit))(
        "hash", po::value<int>()->default_value(64)->value_name(h(HelpId::ValueMb)),
        h(HelpId::PuzzlesHash));
    cli::addOutputOption(options, lang);
    cli::addLanguageOption(options, lang);
    return options;
}

// A comma-separated list, each item through `parse`; an unknown item is `error`'s usage error.
template <typename T, typename Parse>
std::vector<T> listOf(const std::string& text, Parse parse, cli::ToolMessage error) {
    std::vector<T> items;
    std::istringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        const std::optional<T> v = parse(item);
        if (!v) throw cli::UsageError(cli::say(error, item));
        items.push_back(*v);
    }
    if (items.empty()) throw cli::UsageError(cli::say(error, text));
    return items;
}

MiningOptions miningOptionsFrom(const po::variables_map& vm) {
    MiningOptions o;
    o.questions = listOf<Question>(vm["question"].as<std::string>(), parseQuestion,
                                   cli::ToolMessage::PuzzlesQuestionValue);
    o.margin = cli::intIn(vm, "margin", 1, 100000);
    if (vm.count("theme"))
        for (Theme t : listOf<Theme>(vm["theme"].as<std::string>(), parseTheme,
                                     cli::ToolMessage::PuzzlesThemeValue))
            o.themes |= themeBit(t);
    o.minDifficulty = cli::intIn(vm, "min-difficulty", 1, 5);
    o.maxPile = cli::intIn(vm, "max-pile", 0, kMaxDeck);
    o.maxLine = cli::intIn(vm, "max-line", 0, 1000);
    o.max = static_cast<long long>(cli::countFrom(vm, "max"));
    o.limits.maxNodes = cli::countFrom(vm, "max-nodes");
    // --time-limit bounds the whole run, each search included (it stops at the deadline).
    const double seconds = cli::secondsFrom(vm, "time-limit");
    if (seconds > 0) {
        o.deadline = std::chrono::steady_clock::now() +
                     std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                         std::chrono::duration<double>(seconds));
        o.limits.deadline = *o.deadline;
    }
    return o;
}

// What a run that has become long says of its end: the deadline, or none.
std::string longRunWords(const po::variables_map& vm, Language lang) {
    const double seconds = vm["time-limit"].as<double>();
    if (seconds <= 0) return cli::say(cli::ToolMessage::PuzzlesLongRunNoLimit).in(lang);
    const std::string given = cli::limitGiven(vm, "time-limit");  // "--time-limit 600"
    return cli::say(cli::ToolMessage::PuzzlesLongRun, cli::clockDuration(seconds),
                    given.substr(given.find(' ') + 1))
        .in(lang);
}

// The command that mines the collection again, for its first line (without -o and --lang).
std::string commandOf(int argc, char** argv) {
    std::string command = kTool;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "-o" || arg == "--output" || arg == "--lang") {
            ++i;
            continue;
        }
        if (arg.starts_with("--output=") || arg.starts_with("--lang=")) continue;
        command += " " + arg;
    }
    return command;
}

// --play N: games between heuristic players, dealt from --seed as bornes-play deals them.
void mineSelfPlay(PuzzleMining& mining, const po::variables_map& vm, bool& invalid) {
    const GameRules rules{cli::tableFrom(vm)};
    const std::uint64_t seed = cli::seedFrom(vm);
    std::vector<std::unique_ptr<Player>> players;
    Seating seats{};
    for (int seat = 0; seat < rules.table.players; ++seat) {
        players.push_back(makePlayer(PlayerKind::Heuristic, seed * 1000 + seat));
        seats[static_cast<std::size_t>(seat)] = players.back().get();
    }
    Rng shuffle(seed);
    const long games = vm["play"].as<long>();
    for (long g = 1; g <= games && !mining.done(); ++g) {
        Game game(rules, 0);
        const Record record = playAndRecord(game, seats, shuffle, 100, Hidden::Nothing, "");
        std::vector<Diagnostic> problems;
        invalid |=
            !mining.mine(record, "s" + std::to_string(seed) + "-g" + std::to_string(g), problems);
    }
}

const cli::Command kCommand{.name = kTool,
                            .usage = cli::HelpId::PuzzlesUsage,
                            .about = cli::HelpId::PuzzlesAbout,
                            .options = optionsOf,
                            .arguments = cli::recordFileArguments};

// `command`: the command line as run, written at the head of the collection.
int run(const po::variables_map& vm, const std::string& command) {
    const Language lang = cli::languageFrom(vm);
    const bool play = vm.count("play") > 0;
    if (play == (vm.count("file") > 0))
        throw cli::UsageError(cli::say(play ? cli::ToolMessage::PuzzlesFilesOrPlay
                                            : cli::ToolMessage::PuzzlesNoSource));
    if (play && vm["play"].as<long>() < 1)
        throw cli::UsageError(cli::say(cli::ToolMessage::Positive, "play"));
    MiningOptions o = miningOptionsFrom(vm);
    const Table table = cli::tableFrom(vm);
    if (!play && !vm["players"].defaulted()) o.players = table.players;
    const int hash = cli::intIn(vm, "hash", 1, 65536);
    std::optional<cli::OutputFile> output;
    if (vm["output"].as<std::string>() != "-") output.emplace(vm["output"].as<std::string>());

    std::cout << say(WordId::MinedHeader, lang, command) << "\n";
    PuzzleMining mining(o, static_cast<std::size_t>(hash) << 20, [](const std::string& line) {
        std::cout << line << "\n" << std::flush;
    });
    cli::Progress progress(kTool, lang);
    cli::LongRun longRun(kTool);
    const long long gamesToPlay = play ? vm["play"].as<long>() : 0;
    mining.progress = [&](const MiningCounts& c) {
        if (longRun.becameLong()) {
            progress.clear();
            longRun.say(longRunWords(vm, lang));
        }
        progress.update(c.games, gamesToPlay, say(WordId::MiningProgress, lang, c.puzzles));
    };
    bool invalid = false;
    cli::FilesOutcome outcome;
    if (play) {
        mineSelfPlay(mining, vm, invalid);
    } else {
        cli::RecordFiles how{kTool, lang, {}, {}, {}};
        how.read = [&](std::istream& in, const std::string& file) {
            // A file after the run was stopped is not read: nothing to say of it.
            if (mining.done()) return cli::FileRead{false, 0, true};
            RecordReader reader(in);
            Record record;
            std::vector<Diagnostic> problems;
            long long games = 0;
            const std::string stem =
                file == "-" ? "stdin" : std::filesystem::path(file).stem().string();
            while (!mining.done() && reader.next(record, problems)) {
                ++games;
                mining.mine(record, stem + "-g" + std::to_string(games), problems);
                if (upToFirstError(problems)) {
                    invalid = true;
                    cli::sayGameErrors(file, problems, reader, lang);
                }
                problems.clear();
            }
            return cli::FileRead{reader.readFailed(), games, false};
        };
        outcome = cli::readRecordFiles(vm["file"].as<std::vector<std::string>>(), how);
    }
    progress.clear();
    // A run long past its last decision (a big game file read to its end) is long too.
    if (longRun.becameLong()) longRun.say(longRunWords(vm, lang));
    if (longRun.wasLong())
        longRun.say(cli::say(cli::ToolMessage::PuzzlesRunEnded,
                             cli::clockDuration(longRun.seconds()), mining.counts().puzzles,
                             mining.counts().tried)
                        .in(lang));
    const bool stopped = mining.timeUp();  // the deadline passed before the work was done
    std::cout << say(WordId::MinedSummary, lang, mining.counts().puzzles, mining.counts().tried)
              << "\n";
    if (output) output->finish();
    if (stopped)
        cli::sayLimitReached(kTool, lang, cli::limitGiven(vm, "time-limit"),
                             cli::say(cli::ToolMessage::LimitRunStopped));
    if (outcome.unreadable) return cli::kUsage;
    return invalid || stopped ? cli::kFailure : cli::kSuccess;
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::runCommand(argc, argv, kCommand,
                                   [&](const po::variables_map& vm, bornes::formats::Language) {
                                       return run(vm, commandOf(argc, argv));
                                   });
}
