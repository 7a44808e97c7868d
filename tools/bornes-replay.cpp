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

int run(int argc, char** argv, Language helpLang) {
    const po::options_description options = optionsOf(helpLang);
    po::options_description hidden;
    hidden.add_options()("file", po::value<std::vector<std::string>>(), "record files");
    po::positional_options_description positional;
    positional.add("file", -1);
    const po::variables_map vm = cli::parse(argc, argv, options, hidden, positional);
    if (vm.count("help"))
        return cli::printHelp(cli::HelpId::ReplayUsage, cli::HelpId::ReplayAbout, helpLang,
                              options);
    if (vm.count("version")) return cli::printVersion("bornes-replay");
    if (!vm.count("file")) throw cli::UsageError(cli::say(ToolMessage::NoRecordFile));
    const std::vector<std::string> files = vm["file"].as<std::vector<std::string>>();
    const ReplayRequest request = requestOf(vm);
    const int only = request.game, hand = request.hand;

    // A file that cannot be read is reported and skipped, the others replayed (exit 2):
    // not a command-line mistake, so without the hint to --help.
    ReplaySession session(request, std::cout, std::cerr);
    bool inputError = false, invalid = false, shownTurn = false;
    for (const std::string& file : files) {
        std::ifstream stream;
        cli::Bilingual why;
        std::istream* in = cli::openInput(file, stream, why);
        if (!in) {
            std::cerr << renderToolMessage(
                kTool, Severity::Error, Message(MessageId::CannotOpen, file, why.in(request.lang)),
                request.lang);
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
    const bornes::formats::Language lang = bornes::cli::languageOf(argc, argv);
    return bornes::cli::run("bornes-replay", lang, [&] { return run(argc, argv, lang); });
}
