// bornes-replay: replays recorded games turn by turn with each side's tableau, the known
// hands and the score sheets; or shows the position at one moment. See man/bornes-replay.1.
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli.h"
#include "replay_session.h"
#include "text_wrap.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;

constexpr const char* kTool = "bornes-replay";

ReplayOutput outputOf(const std::string& format) {
    if (format == "text") return ReplayOutput::Text;
    if (format == "json") return ReplayOutput::Json;
    if (format == "jsonl") return ReplayOutput::JsonLines;
    if (format == "notation") return ReplayOutput::Notation;
    throw cli::UsageError("--format must be text, json, jsonl or notation, not '" + format + "'");
}

int run(int argc, char** argv) {
    po::options_description options("Options");
    options.add_options()("help,h", "print this help and exit")("version",
                                                                "print the version and exit")(
        "format", po::value<std::string>()->default_value("text")->value_name("FORMAT"),
        "output: text, json, jsonl (a JSON line per game), or notation (the records in "
        "canonical form)")("compact", "with json or jsonl: leave out the position after each step")(
        "game", po::value<int>()->default_value(0)->value_name("N"),
        "replay only the N-th game of each file (0: all)")(
        "hand", po::value<int>()->default_value(1)->value_name("N"),
        "replay only hand N (with --turn: the hand of the turn, default 1)")(
        "turn", po::value<int>()->value_name("N"),
        "show only turn N: what was played, then the position after it (0: the deal)")(
        "hands", "show every player's known hand after each decision")(
        "strict", "check as bornes-validate --strict does");
    cli::addLanguageOption(options);
    po::options_description hidden;
    hidden.add_options()("file", po::value<std::vector<std::string>>(), "record files");
    po::positional_options_description positional;
    positional.add("file", -1);
    const po::variables_map vm = cli::parse(argc, argv, options, hidden, positional);
    if (vm.count("help"))
        return cli::printHelp(
            "Usage: bornes-replay [OPTIONS] FILE...\n"
            "Replay 1000 Bornes game records turn by turn with the score sheets; '-' reads\n"
            "standard input. Exit status: 0 success, 1 an invalid record, 2 usage error or\n"
            "unreadable file.\n\n",
            options);
    if (vm.count("version")) return cli::printVersion("bornes-replay");
    if (!vm.count("file"))
        throw cli::UsageError("no record file given (use '-' for standard input)");
    const std::vector<std::string> files = vm["file"].as<std::vector<std::string>>();
    const std::string format = vm["format"].as<std::string>();
    ReplayRequest request;
    request.output = outputOf(format);
    const bool json =
        request.output == ReplayOutput::Json || request.output == ReplayOutput::JsonLines;
    request.compact = vm.count("compact") > 0;
    if (request.compact && !json)
        throw cli::UsageError("--compact goes with --format json or jsonl");
    if (request.compact && vm.count("turn"))
        throw cli::UsageError(
            "--compact leaves out the positions after each step: --turn shows one position");
    request.lang = cli::languageFrom(vm);
    const int only = vm["game"].as<int>();
    if (only < 0) throw cli::UsageError("--game must not be negative");
    const int hand = vm["hand"].as<int>();
    if (hand < 1) throw cli::UsageError("--hand starts at 1");
    const bool oneHand = !vm["hand"].defaulted();
    if (oneHand && !vm.count("turn") && format == "notation")
        throw cli::UsageError("--format notation writes whole records: --hand goes with --turn");
    if (vm.count("turn")) {
        request.turn = vm["turn"].as<int>();
        if (*request.turn < 0) throw cli::UsageError("--turn must not be negative");
    }
    request.play.strict = vm.count("strict") > 0;
    request.game = only;
    request.hand = hand;
    request.oneHand = oneHand;
    request.hands = vm.count("hands") > 0;
    request.nameFiles = files.size() > 1;
    request.width = terminalWidth();

    // A file that cannot be read is reported and skipped, the others replayed (exit 2):
    // not a command-line mistake, so without the hint to --help.
    ReplaySession session(request, std::cout, std::cerr);
    bool inputError = false, invalid = false, shownTurn = false;
    for (const std::string& file : files) {
        std::ifstream stream;
        std::string why;
        std::istream* in = cli::openInput(file, stream, why);
        if (!in) {
            std::cerr << renderToolMessage(kTool, Severity::Error,
                                           Message(MessageId::CannotOpen, file, why), request.lang);
            inputError = true;
            continue;
        }
        const ReplayOutcome outcome = session.replay(*in, file == "-" ? "<stdin>" : file);
        invalid = invalid || outcome.invalid;
        shownTurn = shownTurn || outcome.shownTurn;
        if (outcome.readError) {
            std::cerr << renderToolMessage(kTool, Severity::Error,
                                           Message(MessageId::ReadError, file), request.lang);
            inputError = true;
        } else if (outcome.games == 0 && !only) {
            std::cerr << renderToolMessage(kTool, Severity::Warning,
                                           Message(MessageId::FileHoldsNoGame, file), request.lang);
        } else if (only && outcome.games < only) {
            std::cerr << renderToolMessage(
                kTool, Severity::Error,
                Message(MessageId::FileHoldsFewerGames, file, outcome.games, only), request.lang);
            inputError = true;
        }
    }
    session.finish();
    if (request.turn && !shownTurn) {
        std::cerr << renderToolMessage(kTool, Severity::Error,
                                       Message(MessageId::NoSuchTurn, *request.turn, hand),
                                       request.lang);
        invalid = true;
    }
    return inputError ? cli::kUsage : invalid ? cli::kFailure : cli::kSuccess;
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::run("bornes-replay", [&] { return run(argc, argv); });
}
