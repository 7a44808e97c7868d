// SPDX-License-Identifier: Apache-2.0
// bornes-replay: replays recorded games turn by turn with each side's tableau, the known
// hands and the score sheets; or shows the position at one moment. See man/bornes-replay.1.
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <streambuf>
#include <string_view>

#include "bornes-replay/replay_session.h"
#include "common/command.h"
#include "common/errors.h"
#include "common/help.h"
#include "common/language_options.h"
#include "common/record_files.h"
#include "text/text_wrap.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;
using cli::ToolMessage;

constexpr const char* kTool = "bornes-replay";

ReplayOutput outputOf(const std::string& format) {
    if (format == "text") return ReplayOutput::Text;
    if (format == "json") return ReplayOutput::Json;
    if (format == "jsonl") return ReplayOutput::JsonLines;
    if (format == "notation") return ReplayOutput::Notation;
    throw cli::UsageError(
        cli::say(ToolMessage::FormatValue, cli::say(ToolMessage::FormatsReplay), format));
}

po::options_description optionsOf(Language lang) {
    const auto h = [lang](cli::HelpId id) { return cli::helpText(id, lang); };
    const std::string n = h(cli::HelpId::ValueN);
    po::options_description options(h(cli::HelpId::Options));
    options.add_options()("help,h", h(cli::HelpId::Help))("version", h(cli::HelpId::Version))(
        "format",
        po::value<std::string>()->default_value("text")->value_name(h(cli::HelpId::ValueFormat)),
        h(cli::HelpId::ReplayFormat))("compact", h(cli::HelpId::Compact))(
        "game", po::value<int>()->default_value(0)->value_name(n), h(cli::HelpId::ReplayGame))(
        "hand", po::value<int>()->default_value(1)->value_name(n), h(cli::HelpId::ReplayHand))(
        "turn", po::value<int>()->value_name(n), h(cli::HelpId::ReplayTurn))(
        "hands", h(cli::HelpId::ReplayHands))("strict", h(cli::HelpId::ReplayStrict));
    cli::addLanguageOption(options, lang);
    return options;
}

// Standard error as the session writes to it, passed on as it comes. The session writes each
// message whole: its diagnostics begin with their place in a record ("game.mbn:21:10: "),
// and its one message of its own, a game without the hand asked for, with the tool's name
// ("bornes-replay: error: game 1 has 1 hand, not 9"): what the input does not have, exit 2.
class SessionErrors : public std::streambuf {
  public:
    explicit SessionErrors(std::streambuf* to) : to_(to) {}
    bool lackedHand = false;  // since the last reset: a game without the hand asked for

  protected:
    int overflow(int c) override {
        if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
        return to_->sputc(traits_type::to_char_type(c));
    }
    std::streamsize xsputn(const char* text, std::streamsize n) override {
        if (std::string_view(text, static_cast<std::size_t>(n)).starts_with(ownPrefix_))
            lackedHand = true;
        return to_->sputn(text, n);
    }
    int sync() override { return to_->pubsync(); }

  private:
    std::streambuf* to_;
    const std::string ownPrefix_ = std::string(kTool) + ": ";
};

// What is said of a file after its games, when --turn was not shown: the turn asked for is
// not in the games replayed. Nothing when something else was said of them already (the file
// could not be read, holds fewer games than --game, a game is invalid or lacks the hand): a
// second error would be wrong. Whether it was said.
bool reportNoTurn(const std::string& file, const ReplayRequest& request,
                  const ReplayOutcome& outcome, bool lackedHand) {
    if (!request.turn || outcome.shownTurn || outcome.readError || outcome.invalid || lackedHand)
        return false;
    if (outcome.games == 0 || (request.game && outcome.games < request.game))
        return false;  // said already
    const std::string shown = file == "-" ? "<stdin>" : file;
    const Language lang = request.lang;
    const int replayed = request.game ? 1 : outcome.games;
    if (replayed == 1) {
        // In the words of bornes-solve, bornes-tree and bornes-diagram.
        const int game = request.game ? request.game : 1;
        std::cerr << cli::errorLine(
            kTool,
            cli::toldOfFile(shown,
                            Message(MessageId::NoSuchTurnInGame, *request.turn, request.hand, game))
                .in(lang),
            lang);
    } else {
        std::cerr << cli::errorLine(
            kTool,
            cli::say(ToolMessage::NoTurnInAnyGame, shown, *request.turn, request.hand, replayed)
                .in(lang),
            lang);
    }
    return true;
}

// The request the options make; a mistake is a usage error.
ReplayRequest requestOf(const po::variables_map& vm) {
    const std::string format = vm["format"].as<std::string>();
    ReplayRequest request;
    request.output = outputOf(format);
    const bool json =
        request.output == ReplayOutput::Json || request.output == ReplayOutput::JsonLines;
    request.compact = vm.count("compact") > 0;
    if (request.compact && !json)
        throw cli::UsageError(
            cli::say(ToolMessage::GoesWith, "--compact", cli::say(ToolMessage::CompactWithJson)));
    if (request.compact && vm.count("turn"))
        throw cli::UsageError(cli::say(ToolMessage::CompactNotWithTurn));
    request.lang = cli::languageFrom(vm);
    const int only = vm["game"].as<int>();
    if (only < 0) throw cli::UsageError(cli::say(ToolMessage::NotNegative, "game"));
    const int hand = vm["hand"].as<int>();
    if (hand < 1) throw cli::UsageError(cli::say(ToolMessage::HandStartsAt1));
    const bool oneHand = !vm["hand"].defaulted();
    if (oneHand && !vm.count("turn") && format == "notation")
        throw cli::UsageError(cli::say(ToolMessage::NotationHandWithTurn));
    if (vm.count("turn")) {
        request.turn = vm["turn"].as<int>();
        if (*request.turn < 0) throw cli::UsageError(cli::say(ToolMessage::NotNegative, "turn"));
    }
    request.play.strict = vm.count("strict") > 0;
    request.game = only;
    request.hand = hand;
    request.oneHand = oneHand;
    request.hands = vm.count("hands") > 0;
    request.nameFiles = vm["file"].as<std::vector<std::string>>().size() > 1;
    request.width = terminalWidth();
    return request;
}

const cli::Command kCommand{.name = kTool,
                            .usage = cli::HelpId::ReplayUsage,
                            .about = cli::HelpId::ReplayAbout,
                            .options = optionsOf,
                            .arguments = cli::recordFileArguments,
                            .filesRequired = true};

int run(const po::variables_map& vm, Language /*helpLang*/) {
    const std::vector<std::string> files = vm["file"].as<std::vector<std::string>>();
    const ReplayRequest request = requestOf(vm);
    const int only = request.game;

    // A file that cannot be read, or that does not hold what is asked for (a game, a hand, a
    // turn), is reported and skipped, the others replayed (exit 2): not a command-line
    // mistake, so without the hint to --help.
    SessionErrors errors(std::cerr.rdbuf());
    std::ostream err(&errors);
    err.tie(&std::cout);  // as std::cerr is: the output so far before each message
    err.setf(std::ios::unitbuf);
    ReplaySession session(request, std::cout, err);
    bool inputError = false, invalid = false;
    cli::RecordFiles how{kTool, request.lang, {}, {}, {}};
    if (request.turn || request.oneHand)  // a hand or a moment of a game was asked for
        how.empty.severity = Severity::Error;
    how.read = [&](std::istream& in, const std::string& file) {
        errors.lackedHand = false;
        const ReplayOutcome outcome = session.replay(in, cli::shownName(file));
        err.flush();
        // A game without the hand asked for makes the outcome invalid too: the exit status
        // says what the input lacks (2) before what is wrong in it (1).
        invalid = invalid || outcome.invalid;
        inputError = inputError || errors.lackedHand;
        cli::FileRead read{outcome.readError, outcome.games, false};
        if (!outcome.readError && only && outcome.games < only) {
            cli::FilesOutcome told;
            cli::sayFewerGames(how, file, outcome.games, only, told);
            inputError = true;
            read.said = true;
        }
        if (reportNoTurn(file, request, outcome, errors.lackedHand)) inputError = true;
        return read;
    };
    const cli::FilesOutcome read = cli::readRecordFiles(files, how);
    inputError = inputError || read.unreadable || read.emptyError;
    session.finish();
    return inputError ? cli::kUsage : invalid ? cli::kFailure : cli::kSuccess;
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::runCommand(argc, argv, kCommand, run);
}
