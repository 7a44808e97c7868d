// bornes-replay: replays recorded games turn by turn with each side's tableau, the known
// hands and the score sheets; or shows the position at one moment. See man/bornes-replay.1.
#include <fstream>
#include <iostream>

#include "cli.h"
#include "position_text.h"
#include "record_moment.h"
#include "record_reader.h"
#include "record_writer.h"
#include "replay_json.h"
#include "text_wrap.h"
#include "transcript.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;

int run(int argc, char** argv) {
    po::options_description options("Options");
    options.add_options()("help,h", "print this help and exit")("version",
                                                                "print the version and exit")(
        "format", po::value<std::string>()->default_value("text")->value_name("FORMAT"),
        "output: text, json, or notation (the record in canonical form)")(
        "game", po::value<int>()->default_value(0)->value_name("N"),
        "replay only the N-th game of the file (0: all)")(
        "hand", po::value<int>()->default_value(1)->value_name("N"),
        "replay only hand N (with --turn: the hand of the turn, default 1)")(
        "turn", po::value<int>()->value_name("N"),
        "show only turn N: what was played, then the position after it (0: the deal)")(
        "hands", "show every player's known hand after each decision")(
        "strict", "check as bornes-validate --strict does");
    cli::addLanguageOption(options);
    po::options_description hidden;
    hidden.add_options()("file", po::value<std::string>(), "record file");
    po::options_description all;
    all.add(options).add(hidden);
    po::positional_options_description positional;
    positional.add("file", 1);
    const po::variables_map vm = cli::parse(argc, argv, all, &positional);
    if (vm.count("help")) {
        std::cout
            << "Usage: bornes-replay [OPTIONS] FILE\n"
               "Replay 1000 Bornes game records turn by turn with the score sheets; '-' reads\n"
               "standard input. Exit status: 0 success, 1 an invalid record, 2 usage error.\n\n"
            << options << "\n";
        return cli::kSuccess;
    }
    if (vm.count("version")) return cli::printVersion("bornes-replay");
    if (!vm.count("file"))
        throw cli::UsageError("no record file given (use '-' for standard input)");
    const std::string format = vm["format"].as<std::string>();
    if (format != "text" && format != "json" && format != "notation")
        throw cli::UsageError("--format must be text, json or notation, not '" + format + "'");
    const Language lang = cli::languageFrom(vm);
    const int only = vm["game"].as<int>();
    if (only < 0) throw cli::UsageError("--game must not be negative");
    const int hand = vm["hand"].as<int>();
    if (hand < 1) throw cli::UsageError("--hand starts at 1");
    std::optional<int> turn;
    const bool oneHand = !vm["hand"].defaulted();
    if (oneHand && !vm.count("turn") && format == "notation")
        throw cli::UsageError("--format notation writes whole records: --hand goes with --turn");
    if (vm.count("turn")) {
        turn = vm["turn"].as<int>();
        if (*turn < 0) throw cli::UsageError("--turn must not be negative");
    }
    PlayOptions play;
    play.strict = vm.count("strict") > 0;

    const std::string file = vm["file"].as<std::string>();
    std::ifstream stream;
    std::string why;
    std::istream* in = cli::openInput(file, stream, why);
    if (!in) throw cli::UsageError("'" + file + "': " + why);
    const std::string shown = file == "-" ? "<stdin>" : file;
    RecordReader reader(*in);
    Record record;
    std::optional<JsonReplay> json;
    if (format == "json" && !turn) json.emplace(std::cout);
    bool invalid = false;
    int number = 0;
    int printed = 0;
    bool shownTurn = false;
    std::vector<Diagnostic> problems;
    while (true) {
        problems.clear();
        if (!reader.next(record, problems)) break;
        if (only && ++number != only) continue;
        if (!only) ++number;
        const bool complete =
            std::none_of(problems.begin(), problems.end(),
                         [](const Diagnostic& d) { return d.severity == Severity::Error; });
        std::vector<Diagnostic> found = problems;
        PlayResult result;
        if (oneHand && hand > static_cast<int>(record.hands.size())) {
            std::cerr << "bornes-replay: error: game " << number << " has " << record.hands.size()
                      << (record.hands.size() == 1 ? " hand" : " hands") << ", not " << hand
                      << "\n";
            invalid = true;
            if (only) break;
            continue;
        }
        if (turn) {
            const Moment moment = momentOf(record, hand - 1, *turn, play, found, complete);
            result = moment.result;
            if (moment.position) {
                shownTurn = true;
                const SeatNames names = seatNamesOf(record);
                if (format == "json") {
                    JsonWriter j(std::cout);
                    j->StartObject();
                    j.key("game"), j->Int(number);
                    j.key("hand"), j->Int(hand);
                    j.key("turn"), j->Int(*turn);
                    j.key("position"), j.position(*moment.position, names, record.rules.scoring);
                    j->EndObject();
                    std::cout << "\n";
                } else if (format == "notation") {
                    std::cout << writePosition(*moment.position, record.rules.scoring) << "\n";
                } else {
                    // What was played in the turn, then the table after it.
                    const bool french = lang == Language::French;
                    std::cout << record.event << (french ? " — manche " : " — hand ") << hand
                              << (french ? ", tour " : ", turn ") << *turn << "\n";
                    TranscriptOptions told{lang, true, true, vm.count("hands") > 0};
                    told.width = terminalWidth();
                    told.hand = hand - 1;
                    told.turn = *turn;
                    Transcript transcript(std::cout, record, told);
                    std::vector<Diagnostic> again;
                    playRecord(record, play, again, &transcript, complete);
                    std::cout << (french ? "Après le tour " : "After turn ") << *turn
                              << (french ? " :\n" : ":\n")
                              << describePosition(*moment.position, names, lang);
                }
            }
        } else if (json) {
            result = json->game(record, play, found, complete, oneHand ? hand - 1 : -1);
        } else if (format == "notation") {
            result = playRecord(record, play, found, nullptr, complete);
            Record canonical = record;
            completeRecord(canonical);
            if (printed++) std::cout << "\n";
            writeRecord(std::cout, canonical);
        } else {
            const Table& t = record.rules.table;
            const std::size_t width = terminalWidth();
            std::cout << wrapLine(
                record.event + " — " + (lang == Language::French ? "joueurs " : "players ") +
                    std::string(formName(t.form)) + ", " +
                    std::string(rulesetName(record.rules.scoring.ruleset)) + ", " +
                    (lang == Language::French ? "but " : "target ") + std::to_string(t.target),
                width, 2);
            if (!record.comment.empty())
                std::cout << wrapLine("{" + oneLine(record.comment) + "}", width, 1);
            TranscriptOptions told{lang, true, true, vm.count("hands") > 0};
            told.width = width;
            if (oneHand) told.hand = hand - 1;
            Transcript transcript(std::cout, record, told);
            result = playRecord(record, play, found, &transcript, complete);
        }
        upToFirstError(found);
        for (const Diagnostic& d : found)
            if (d.severity == Severity::Error || format == "text") {
                std::cerr << renderDiagnostic(shown, d, reader.line(d.where.line));
                invalid = invalid || d.severity == Severity::Error;
            }
        if (only) break;
    }
    json.reset();
    if (format == "json" && !turn) std::cout << "\n";
    if (reader.readFailed()) {
        std::cerr << "bornes-replay: error: '" << file
                  << "': read error: the file could not be read to its end\n";
        return cli::kUsage;
    }
    if (number == 0 && !only)
        std::cerr << "bornes-replay: warning: '" << file << "' holds no game\n";
    if (only && number < only)
        throw cli::UsageError("'" + file + "' holds " + std::to_string(number) + " games, not " +
                              std::to_string(only));
    if (turn && !shownTurn) {
        std::cerr << "bornes-replay: error: no turn " << *turn << " in hand " << hand << "\n";
        return cli::kFailure;
    }
    return invalid ? cli::kFailure : cli::kSuccess;
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::run("bornes-replay", [&] { return run(argc, argv); });
}
