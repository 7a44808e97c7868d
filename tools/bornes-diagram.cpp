// bornes-diagram: pictures of a recorded hand for a class — the table after any decision, a
// storyboard of every turn, or a self-contained HTML page that steps through the hand.
// See man/bornes-diagram.1.
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <optional>

#include "cli.h"
#include "record_reader.h"
#include "storyboard_page.h"
#include "table_diagram.h"
#include "transcript.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;

constexpr const char* kTool = "bornes-diagram";

// The game-th record of the input (its syntax problems in `problems`); a usage error when
// the input holds fewer games, nothing when it could not be read to its end (`why` says so:
// not a command-line mistake).
std::optional<Record> readGame(RecordReader& reader, const std::string& shown, int game,
                               std::vector<Diagnostic>& problems, Message& why) {
    Record record;
    for (int n = 1;; ++n) {
        problems.clear();
        if (!reader.next(record, problems)) {
            if (reader.readFailed()) {
                why = Message(MessageId::ReadError, shown);
                return std::nullopt;
            }
            throw cli::UsageError("'" + shown + "' holds " + std::to_string(n - 1) +
                                  (n - 1 == 1 ? " game" : " games") + ", not " +
                                  std::to_string(game));
        }
        if (n == game) return record;
    }
}

int run(int argc, char** argv) {
    po::options_description options("Options");
    options.add_options()("help,h", "print this help and exit")("version",
                                                                "print the version and exit")(
        "game", po::value<int>()->default_value(1)->value_name("N"), "the N-th game of the file")(
        "hand", po::value<int>()->default_value(1)->value_name("N"), "the hand")(
        "turn", po::value<int>()->value_name("N"), "the table after turn N (0: the deal)")(
        "step", po::value<int>()->value_name("K"),
        "with --turn: after the K-th decision of the turn (default: after the whole turn)")(
        "storyboard", "every turn of the hand in one picture")(
        "columns", po::value<int>()->default_value(3)->value_name("N"),
        "with --storyboard: N pictures to a row")(
        "html", "a self-contained HTML page that steps through the hand, decision by decision");
    cli::addPictureOptions(options, "write to FILE ('-': standard output)");
    cli::addLanguageOption(options);
    po::options_description hidden;
    hidden.add_options()("file", po::value<std::string>(), "record file");
    po::positional_options_description positional;
    positional.add("file", 1);
    const po::variables_map vm = cli::parse(argc, argv, options, hidden, positional);
    if (vm.count("help"))
        return cli::printHelp(
            "Usage: bornes-diagram [OPTIONS] --turn N [--step K] FILE\n"
            "       bornes-diagram [OPTIONS] --storyboard FILE\n"
            "       bornes-diagram [OPTIONS] --html FILE\n"
            "Draw the table of a recorded 1000 Bornes hand for a class, with Graphviz: after\n"
            "a turn or a decision, every turn as a storyboard, or an HTML page to step\n"
            "through. Exit status: 0 drawn, 1 the record does not validate, 2 usage error,\n"
            "a file that cannot be read or written, or a moment the record does not hold.\n\n",
            options);
    if (vm.count("version")) return cli::printVersion("bornes-diagram");
    if (!vm.count("file"))
        throw cli::UsageError("no record file given (use '-' for standard input)");
    const int modes =
        static_cast<int>(vm.count("turn") + vm.count("storyboard") + vm.count("html"));
    if (modes == 0) throw cli::UsageError("say what to draw: --turn N, --storyboard or --html");
    if (modes > 1) throw cli::UsageError("give one of --turn, --storyboard and --html");
    if (vm.count("step") && !vm.count("turn")) throw cli::UsageError("--step goes with --turn");
    if (!vm["columns"].defaulted() && !vm.count("storyboard"))
        throw cli::UsageError("--columns goes with --storyboard");
    if (!vm["type"].defaulted() && vm.count("html"))
        throw cli::UsageError(
            "--html writes an HTML page: --type goes with --turn or --storyboard");
    const PictureType type = cli::pictureTypeFrom(vm);
    const Language lang = cli::languageFrom(vm);
    const int game = vm["game"].as<int>(), hand = vm["hand"].as<int>();
    if (game < 1 || hand < 1) throw cli::UsageError("--game and --hand start at 1");
    const int columns = vm["columns"].as<int>();
    if (columns < 1 || columns > 10)
        throw cli::UsageError("--columns must be from 1 to 10, not " + std::to_string(columns));

    const std::string file = vm["file"].as<std::string>();
    std::ifstream stream;
    std::string why;
    std::istream* in = cli::openInput(file, stream, why);
    if (!in) {
        std::cerr << renderToolMessage(kTool, Severity::Error,
                                       Message(MessageId::CannotOpen, file, why), lang);
        return cli::kUsage;
    }
    const std::string shown = file == "-" ? "<stdin>" : file;
    RecordReader reader(*in);
    std::vector<Diagnostic> problems;
    Message unread;
    const std::optional<Record> read = readGame(reader, shown, game, problems, unread);
    if (!read) {
        std::cerr << renderToolMessage(kTool, Severity::Error, unread, lang);
        return cli::kUsage;
    }
    const Record& record = *read;
    // A game that cannot be read is not played; one that can is checked whole.
    const bool readable = std::none_of(problems.begin(), problems.end(), [](const Diagnostic& d) {
        return d.severity == Severity::Error;
    });
    const HandFrames frames = framesOf(record, hand - 1, PlayOptions{}, problems, readable);
    upToFirstError(problems);
    bool invalid = !readable;
    for (const Diagnostic& d : problems)
        if (d.severity == Severity::Error) {
            std::cerr << renderDiagnostic(shown, d, reader.line(d.where.line), lang);
            invalid = true;
        }
    if (invalid) {
        std::cerr << renderToolMessage(kTool, Severity::Error,
                                       Message(MessageId::NotValidNothingDrawn), lang);
        return cli::kFailure;
    }
    if (!frames.found)
        throw cli::UsageError("game " + std::to_string(game) + " has no hand " +
                              std::to_string(hand));
    const SeatNames names = seatNamesOf(record);
    const std::string title = record.event +
                              (lang == Language::French ? " — manche " : " — hand ") +
                              std::to_string(hand);

    std::string bytes;
    if (vm.count("html")) {
        bytes = storyboardPage(frames, record, names, lang);
        if (bytes.empty()) {
            std::cerr << "bornes-diagram: error: Graphviz could not draw the pictures\n";
            return cli::kFailure;
        }
    } else {
        Graph graph("table");
        if (vm.count("storyboard")) {
            drawStoryboard(graph, frames, title, names, lang, columns);
        } else {
            const int turn = vm["turn"].as<int>();
            std::vector<const Frame*> inTurn;
            for (const Frame& f : frames.frames)
                if (f.turn == turn) inTurn.push_back(&f);
            const int last = frames.frames.back().turn;
            if (inTurn.empty())
                throw cli::UsageError("no turn " + std::to_string(turn) + " in hand " +
                                      std::to_string(hand) + " (its turns are 0 to " +
                                      std::to_string(last) + ")");
            std::size_t pick = inTurn.size() - 1;
            if (vm.count("step")) {
                const int step = vm["step"].as<int>();
                const int steps = turn == 0 ? 0 : static_cast<int>(inTurn.size());
                if (step < 1 || step > steps)
                    throw cli::UsageError("turn " + std::to_string(turn) + " has " +
                                          std::to_string(steps) +
                                          (steps == 1 ? " decision" : " decisions") +
                                          ": --step must be from 1 to " + std::to_string(steps));
                pick = static_cast<std::size_t>(step - 1);
            }
            const Frame& f = *inTurn[pick];
            DiagramText text = frameText(f, record.event, frames, names, lang);
            if (!vm.count("step") && turn > 0) {
                // The whole turn: every decision and every comment.
                text.caption = turnSentence(frames, turn, names, lang);
                text.comment = turnComments(frames, turn);
            }
            drawTable(graph, f, text, names, lang);
        }
        const Picture picture = render(graph, type);
        if (!picture.error.empty()) {
            std::cerr << "bornes-diagram: error: Graphviz: " << picture.error << "\n";
            return cli::kFailure;
        }
        bytes = picture.bytes;
    }
    return cli::writeOutputOption(vm, "bornes-diagram", bytes);
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::run("bornes-diagram", [&] { return run(argc, argv); });
}
