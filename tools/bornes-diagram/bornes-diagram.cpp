// SPDX-License-Identifier: Apache-2.0
// bornes-diagram: pictures of a recorded hand for a class — the table after any decision, a
// storyboard of every turn, or a self-contained HTML page that steps through the hand.
// See man/bornes-diagram.1.
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>

#include "common/command.h"
#include "common/errors.h"
#include "common/help.h"
#include "common/input_file.h"
#include "common/language_options.h"
#include "common/output_file.h"
#include "common/picture_options.h"
#include "messages/words.h"
#include "notation/record_reader.h"
#include "pictures/storyboard_page.h"
#include "pictures/table_diagram.h"
#include "replay/transcript.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;
using cli::say;
using cli::ToolMessage;

constexpr const char* kTool = "bornes-diagram";

// The name of the input in messages: <stdin> for '-'.
std::string shownName(const std::string& file) {
    return file == "-" ? "<stdin>" : file;
}

// The game-th record of the input (its syntax problems in `problems`); a FileError when the
// input holds fewer games, nothing when it could not be read to its end (`why` says so).
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
            throw cli::FileError(
                cli::toldOfFile(shown, Message(MessageId::InputHoldsFewerGames, n - 1, game)));
        }
        if (n == game) return record;
    }
}

po::options_description optionsOf(Language lang) {
    const auto h = [lang](cli::HelpId id) { return cli::helpText(id, lang); };
    const std::string n = h(cli::HelpId::ValueN);
    po::options_description options(h(cli::HelpId::Options));
    options.add_options()("help,h", h(cli::HelpId::Help))("version", h(cli::HelpId::Version))(
        "game", po::value<int>()->default_value(1)->value_name(n), h(cli::HelpId::DiagramGame))(
        "hand", po::value<int>()->default_value(1)->value_name(n), h(cli::HelpId::DiagramHand))(
        "turn", po::value<int>()->value_name(n), h(cli::HelpId::DiagramTurn))(
        "step", po::value<int>()->value_name(h(cli::HelpId::ValueK)), h(cli::HelpId::DiagramStep))(
        "storyboard", h(cli::HelpId::DiagramStoryboard))(
        "columns", po::value<int>()->default_value(3)->value_name(n),
        h(cli::HelpId::DiagramColumns))("per-page", po::value<int>()->value_name(n),
                                        h(cli::HelpId::DiagramPerPage))(
        "html", h(cli::HelpId::DiagramHtml));
    cli::addPictureOptions(options, h(cli::HelpId::DiagramOutput), lang);
    cli::addLanguageOption(options, lang);
    return options;
}

// The options that do not go together, or that name no picture, are usage errors.
void checkOptions(const po::variables_map& vm) {
    using M = ToolMessage;
    const int modes =
        static_cast<int>(vm.count("turn") + vm.count("storyboard") + vm.count("html"));
    if (modes == 0) throw cli::UsageError(say(M::SayWhatToDraw));
    if (modes > 1) throw cli::UsageError(say(M::OneDrawing));
    if (vm.count("step") && !vm.count("turn"))
        throw cli::UsageError(say(M::GoesWith, "--step", "--turn"));
    if (!vm["columns"].defaulted() && !vm.count("storyboard"))
        throw cli::UsageError(say(M::GoesWith, "--columns", "--storyboard"));
    if (vm.count("per-page") && !vm.count("storyboard"))
        throw cli::UsageError(say(M::GoesWith, "--per-page", "--storyboard"));
    if (!vm["type"].defaulted() && vm.count("html")) throw cli::UsageError(say(M::HtmlNoType));
}

// --per-page: from 1 to 100 turns; numbered files for the types other than PDF, so a file.
void checkPages(const po::variables_map& vm) {
    if (!vm.count("per-page")) return;
    const int perPage = vm["per-page"].as<int>();
    if (perPage < 1 || perPage > 100)
        throw cli::UsageError(
            say(ToolMessage::OptionRangeNot, "per-page", 1, 100, std::to_string(perPage)));
    if (cli::pictureTypeFrom(vm) != PictureType::Pdf && vm["output"].as<std::string>() == "-")
        throw cli::UsageError(say(ToolMessage::PagesToFiles));
}

// The hand of the record, checked whole; nothing when the record cannot be read (said on
// stderr, `exit` kUsage) or is not valid (`exit` kFailure).
std::optional<HandFrames> framesOfFile(const std::string& file, int game, int hand, Language lang,
                                       Record& record, int& exit) {
    exit = cli::kUsage;
    std::ifstream stream;
    cli::Told why;
    std::istream* in = cli::openInput(file, stream, why);
    if (!in) {
        std::cerr << renderToolMessage(kTool, Severity::Error,
                                       Message(MessageId::CannotOpen, file, why.in(lang)), lang);
        return std::nullopt;
    }
    const std::string shown = shownName(file);
    RecordReader reader(*in);
    std::vector<Diagnostic> problems;
    Message unread;
    std::optional<Record> read = readGame(reader, shown, game, problems, unread);
    if (!read) {
        std::cerr << renderToolMessage(kTool, Severity::Error, unread, lang);
        return std::nullopt;
    }
    record = std::move(*read);
    // A game that cannot be read is not played; one that can is checked whole.
    const bool readable = std::none_of(problems.begin(), problems.end(), [](const Diagnostic& d) {
        return d.severity == Severity::Error;
    });
    HandFrames frames = framesOf(record, hand - 1, PlayOptions{}, problems, readable);
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
        exit = cli::kFailure;
        return std::nullopt;
    }
    return frames;
}

// The table after --turn (and --step), drawn into `graph`. A turn or a step the hand does
// not have is a FileError, in the words of bornes-solve and bornes-tree.
void drawTurn(Graph& graph, const po::variables_map& vm, const HandFrames& frames,
              const Record& record, const SeatNames& names, Language lang) {
    const int turn = vm["turn"].as<int>(), hand = vm["hand"].as<int>();
    std::vector<const Frame*> inTurn;
    for (const Frame& f : frames.frames)
        if (f.turn == turn) inTurn.push_back(&f);
    if (inTurn.empty())
        throw cli::FileError(cli::toldOfFile(
            shownName(vm["file"].as<std::string>()),
            Message(MessageId::NoSuchTurnInGame, turn, hand, vm["game"].as<int>())));
    std::size_t pick = inTurn.size() - 1;
    if (vm.count("step")) {
        const int step = vm["step"].as<int>();
        const int steps = turn == 0 ? 0 : static_cast<int>(inTurn.size());
        if (step < 1 || step > steps)
            throw cli::FileError(say(ToolMessage::StepRange, turn, steps));
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

// The name of page k of -o: "story.svg" makes "story-1.svg", "story-2.svg"...
std::string pageFile(const std::string& output, std::size_t k) {
    const std::filesystem::path path(output);
    std::filesystem::path page = path;
    page.replace_filename(path.stem().string() + "-" + std::to_string(k) +
                          path.extension().string());
    return page.string();
}

// The storyboard in pages of --per-page turns: one PDF of as many pages, or a numbered file
// a page for the other types. Its exit status.
int writePages(const po::variables_map& vm, const HandFrames& frames, const Record& record,
               Language lang) {
    const SeatNames names = seatNamesOf(record);
    const PictureType type = cli::pictureTypeFrom(vm);
    const std::string title = record.event + formats::word(formats::WordId::HandDash, lang) +
                              std::to_string(vm["hand"].as<int>());
    // A page is nearer a sheet's or a slide's proportions with 2 pictures to a row.
    const int columns = vm["columns"].defaulted() ? 2 : vm["columns"].as<int>();
    std::vector<std::unique_ptr<Graph>> graphs;
    for (const StoryboardPage& page : storyboardPages(frames, vm["per-page"].as<int>(), lang)) {
        graphs.push_back(std::make_unique<Graph>("table"));
        drawStoryboard(*graphs.back(), frames, title, names, lang, columns, page);
    }
    std::vector<Picture> pictures;
    if (type == PictureType::Pdf) {
        std::vector<Graph*> pages;
        for (const auto& g : graphs) pages.push_back(g.get());
        pictures.push_back(renderPdfPages(pages));
    } else {
        for (const auto& g : graphs) pictures.push_back(render(*g, type));
    }
    for (const Picture& picture : pictures)
        if (!picture.error.empty()) {
            std::cerr << cli::errorLine(kTool, say(ToolMessage::Graphviz, picture.error).in(lang),
                                        lang);
            return cli::kFailure;
        }
    if (type == PictureType::Pdf) return cli::writeOutputOption(vm, kTool, pictures[0].bytes, lang);
    const std::string output = vm["output"].as<std::string>();
    for (std::size_t k = 0; k < pictures.size(); ++k) {
        const std::string file = pageFile(output, k + 1);
        cli::Told why;
        if (!cli::writeOutput(file, pictures[k].bytes, why)) {
            std::cerr << cli::errorLine(kTool, say(ToolMessage::FileWhy, file, why).in(lang), lang);
            return cli::kUsage;
        }
    }
    return cli::kSuccess;
}

// The picture or the page asked for, as bytes; nothing when Graphviz failed (said).
std::optional<std::string> draw(const po::variables_map& vm, const HandFrames& frames,
                                const Record& record, Language lang) {
    const SeatNames names = seatNamesOf(record);
    if (vm.count("html")) {
        std::string bytes = storyboardPage(frames, record, names, lang);
        if (bytes.empty()) {
            std::cerr << cli::errorLine(kTool, say(ToolMessage::GraphvizNoPictures).in(lang), lang);
            return std::nullopt;
        }
        return bytes;
    }
    Graph graph("table");
    if (vm.count("storyboard")) {
        const std::string title = record.event + formats::word(formats::WordId::HandDash, lang) +
                                  std::to_string(vm["hand"].as<int>());
        drawStoryboard(graph, frames, title, names, lang, vm["columns"].as<int>());
    } else {
        drawTurn(graph, vm, frames, record, names, lang);
    }
    const Picture picture = render(graph, cli::pictureTypeFrom(vm));
    if (!picture.error.empty()) {
        std::cerr << cli::errorLine(kTool, say(ToolMessage::Graphviz, picture.error).in(lang),
                                    lang);
        return std::nullopt;
    }
    return picture.bytes;
}

// One argument: the record file.
void recordFileArgument(po::options_description& hidden,
                        po::positional_options_description& positional) {
    hidden.add_options()("file", po::value<std::string>(), "record file");
    positional.add("file", 1);
}

const cli::Command kCommand{.name = kTool,
                            .usage = cli::HelpId::DiagramUsage,
                            .about = cli::HelpId::DiagramAbout,
                            .options = optionsOf,
                            .arguments = recordFileArgument,
                            .filesRequired = true};

int run(const po::variables_map& vm, Language /*helpLang*/) {
    checkOptions(vm);
    // A wrong --type, or a PNG or PDF for a terminal, is a usage error before the file is read.
    if (!vm.count("html")) cli::refuseBinaryToTerminal(vm, cli::pictureTypeFrom(vm));
    const Language lang = cli::languageFrom(vm);
    const int game = vm["game"].as<int>(), hand = vm["hand"].as<int>();
    if (game < 1 || hand < 1) throw cli::UsageError(say(ToolMessage::GameAndHandStartAt1));
    const int columns = vm["columns"].as<int>();
    if (columns < 1 || columns > 10)
        throw cli::UsageError(
            say(ToolMessage::OptionRangeNot, "columns", 1, 10, std::to_string(columns)));
    checkPages(vm);

    Record record;
    int exit = cli::kSuccess;
    const std::optional<HandFrames> frames =
        framesOfFile(vm["file"].as<std::string>(), game, hand, lang, record, exit);
    if (!frames) return exit;
    if (!frames->found)
        throw cli::FileError(
            cli::told(Message(MessageId::GameHasFewerHands, shownName(vm["file"].as<std::string>()),
                              game, record.hands.size(), hand)));
    if (vm.count("per-page")) return writePages(vm, *frames, record, lang);
    const std::optional<std::string> bytes = draw(vm, *frames, record, lang);
    if (!bytes) return cli::kFailure;
    return cli::writeOutputOption(vm, "bornes-diagram", *bytes, lang);
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::runCommand(argc, argv, kCommand, run);
}
