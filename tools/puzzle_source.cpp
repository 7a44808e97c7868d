#include "puzzle_source.h"

#include <iostream>

#include "puzzle.h"
#include "solve_input.h"

namespace bornes::cli {

namespace po = boost::program_options;

using namespace formats;

namespace {

void printProblems(const char* tool, const std::string& file, const SolveInputs& in, Language lang,
                   bool oddsHint) {
    bool hidden = false;
    for (const Problem& p : in.problems) {
        hidden = hidden || p.diagnostic.what.id == MessageId::UnknownCardsForSolver;
        if (p.usage)
            std::cerr << tool << ": error: " << p.diagnostic.message << "\n";
        else if (p.diagnostic.where.line > 0)
            std::cerr << renderDiagnostic(file, p.diagnostic, p.line, lang);
        else
            std::cerr << renderToolMessage(
                tool, p.diagnostic.severity,
                Message(MessageId::CannotOpen, file, p.diagnostic.text(lang)), lang);
    }
    if (hidden && oddsHint) std::cerr << messageText(Message(MessageId::OddsHint), lang) << "\n";
}

}  // namespace

void addPuzzleOptions(po::options_description& options, bool batch) {
    options.add_options()("file,f", po::value<std::string>()->value_name("FILE"),
                          batch ? "solve the puzzles of FILE, one position per line ('-': "
                                  "standard input)"
                                : "the puzzle of FILE, one position per line ('-': standard "
                                  "input): the first, or --id");
    if (batch)
        options.add_options()("batch", po::value<std::string>()->value_name("FILE"),
                              "solve a collection and check its answers: one line per puzzle "
                              "and a summary ('-': standard input)");
    options.add_options()("id", po::value<std::string>()->value_name("NAME"),
                          batch ? "with --file or --batch: only the puzzle id=NAME"
                                : "with --file: the puzzle id=NAME")(
        "record", po::value<std::string>()->value_name("FILE"),
        batch ? "solve the position of a game record after --turn"
              : "the position of a game record after --turn")(
        "game", po::value<int>()->default_value(1)->value_name("N"),
        "with --record: the N-th game of the file")(
        "hand", po::value<int>()->default_value(1)->value_name("N"), "with --record: the hand")(
        "turn", po::value<int>()->value_name("N"),
        "with --record: after turn N (0: the start of the hand)")(
        "question,q", po::value<std::string>()->value_name("Q"),
        "reach, couronnement or score (default: the puzzle's q=, else reach)")(
        "side", po::value<std::string>()->value_name("SIDE"),
        "the side asked about: A, B, C or a player (default: the puzzle's side=, else the side to "
        "move)");
}

void addPositionArgument(po::options_description& hidden,
                         po::positional_options_description& positional) {
    hidden.add_options()("position", po::value<std::vector<std::string>>(), "position line");
    positional.add("position", -1);
}

std::optional<PuzzleSource> puzzlesFrom(const po::variables_map& vm, const char* tool, bool batch,
                                        bool hiddenCards, std::istream* collection) {
    const Language lang = languageFrom(vm);
    if (vm.count("position") && vm["position"].as<std::vector<std::string>>().size() > 1)
        throw UsageError(std::string("a position is one argument: quote it, as in ") + tool +
                         " '2 700 dujardin ...'");
    const int sources = static_cast<int>(vm.count("position") + vm.count("file") +
                                         vm.count("batch") + vm.count("record"));
    const std::string sources3 =
        batch ? "a position line, --file, --batch " : "a position line, --file ";
    if (sources == 0) throw UsageError("nothing to solve: give " + sources3 + "or --record");
    if (sources > 1) throw UsageError("give one of " + sources3 + "and --record");
    if (vm.count("id") && !vm.count("file") && !vm.count("batch"))
        throw UsageError(batch ? "--id goes with --file or --batch" : "--id goes with --file");
    if ((vm.count("turn") || !vm["hand"].defaulted() || !vm["game"].defaulted()) &&
        !vm.count("record"))
        throw UsageError("--turn, --hand and --game go with --record");
    if (vm.count("record") && !vm.count("turn"))
        throw UsageError("--record needs --turn N (0: the start of the hand)");

    SolveOverrides overrides;
    if (vm.count("question")) {
        overrides.question = parseQuestion(vm["question"].as<std::string>());
        if (!overrides.question)
            throw UsageError("--question must be reach, couronnement or score, not '" +
                             vm["question"].as<std::string>() + "'");
    }
    if (vm.count("side")) overrides.side = vm["side"].as<std::string>();
    overrides.hiddenCards = hiddenCards;

    SolveInputs in;
    std::string shown = "position";
    if (vm.count("position")) {
        const std::string line = vm["position"].as<std::vector<std::string>>().front();
        in = puzzlesFromLine(line, overrides);
        if (!in.problems.empty() && !in.problems.back().usage &&
            line.find(' ') == std::string::npos) {
            formats::Diagnostic& d = in.problems.back().diagnostic;
            d = formats::Diagnostic(
                d.severity, d.where,
                d.message + (batch ? " (to read puzzles from a file, use --file or --batch)"
                                   : " (to read puzzles from a file, use --file)"));
        }
    } else {
        const std::string file = vm.count("file")    ? vm["file"].as<std::string>()
                                 : vm.count("batch") ? vm["batch"].as<std::string>()
                                                     : vm["record"].as<std::string>();
        std::ifstream stream;
        std::string why;
        std::istream* input =
            collection && !vm.count("record") ? collection : openInput(file, stream, why);
        if (!input) throw FileError("'" + file + "': " + why);
        shown = file == "-" ? "<stdin>" : file;
        if (vm.count("record")) {
            const int game = vm["game"].as<int>(), hand = vm["hand"].as<int>(),
                      turn = vm["turn"].as<int>();
            if (game < 1 || hand < 1 || turn < 0)
                throw UsageError("--game and --hand start at 1, --turn at 0");
            in = puzzleFromRecord(*input, game, hand, turn, overrides);
        } else {
            in = puzzlesFromCollection(*input, overrides,
                                       vm.count("id") ? vm["id"].as<std::string>() : std::string());
        }
        if (!in.readError.empty()) {
            std::cerr << renderToolMessage(tool, Severity::Error,
                                           Message(MessageId::ReadError, file), lang);
            return std::nullopt;
        }
    }
    if (!in.problems.empty()) {
        printProblems(tool, shown, in, lang, batch);
        return std::nullopt;
    }
    if (in.puzzles.empty()) {
        if (vm.count("id"))
            throw UsageError("no puzzle id=" + vm["id"].as<std::string>() + " in '" + shown + "'");
        throw UsageError("'" + shown + "' holds no puzzle");
    }
    return PuzzleSource{std::move(in.puzzles), vm.count("file") + vm.count("batch") > 0};
}

}  // namespace bornes::cli
