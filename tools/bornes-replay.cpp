// bornes-replay: replays recorded games turn by turn with each side's tableau, the known
// hands and the score sheets; or shows the position at one moment. See man/bornes-replay.1.
#include <fstream>
#include <iostream>

#include "cli.h"
#include "replay_session.h"
#include "text_wrap.h"

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
    po::positional_options_description positional;
    positional.add("file", 1);
    const po::variables_map vm = cli::parse(argc, argv, options, hidden, positional);
    if (vm.count("help"))
        return cli::printHelp(
            "Usage: bornes-replay [OPTIONS] FILE\n"
            "Replay 1000 Bornes game records turn by turn with the score sheets; '-' reads\n"
            "standard input. Exit status: 0 success, 1 an invalid record, 2 usage error.\n\n",
            options);
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
    ReplayRequest request;
    request.output = format == "json"       ? ReplayOutput::Json
                     : format == "notation" ? ReplayOutput::Notation
                                            : ReplayOutput::Text;
    request.lang = lang;
    request.play.strict = vm.count("strict") > 0;
    request.game = only;
    request.hand = hand;
    request.oneHand = oneHand;
    request.turn = turn;
    request.hands = vm.count("hands") > 0;
    request.width = terminalWidth();

    const std::string file = vm["file"].as<std::string>();
    std::ifstream stream;
    std::string why;
    std::istream* in = cli::openInput(file, stream, why);
    if (!in) throw cli::UsageError("'" + file + "': " + why);
    const ReplayOutcome outcome =
        replayStream(*in, file == "-" ? "<stdin>" : file, request, std::cout, std::cerr);
    if (outcome.readError) {
        std::cerr << "bornes-replay: error: '" << file
                  << "': read error: the file could not be read to its end\n";
        return cli::kUsage;
    }
    if (outcome.games == 0 && !only)
        std::cerr << "bornes-replay: warning: '" << file << "' holds no game\n";
    if (only && outcome.games < only)
        throw cli::UsageError("'" + file + "' holds " + std::to_string(outcome.games) +
                              " games, not " + std::to_string(only));
    if (turn && !outcome.shownTurn) {
        std::cerr << "bornes-replay: error: no turn " << *turn << " in hand " << hand << "\n";
        return cli::kFailure;
    }
    return outcome.invalid ? cli::kFailure : cli::kSuccess;
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::run("bornes-replay", [&] { return run(argc, argv); });
}
