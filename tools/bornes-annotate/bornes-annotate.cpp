// SPDX-License-Identifier: Apache-2.0
// bornes-annotate: where was a hand won or thrown away? Every decision of a recorded game
// solved before the move played, the moves that change the value marked. See
// man/bornes-annotate.1.
#include <charconv>
#include <iostream>
#include <string_view>

#include "bornes-annotate/annotate_files.h"
#include "bornes-annotate/annotate_session.h"
#include "common/command.h"
#include "common/distributed.h"
#include "common/errors.h"
#include "common/help.h"
#include "common/language_options.h"
#include "common/option_values.h"
#include "common/output_file.h"
#include "common/progress.h"
#include "common/search_options.h"
#include "messages/words.h"
#include "notation/puzzle.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;
using cli::say;
using cli::ToolMessage;

constexpr const char* kTool = "bornes-annotate";

AnnotateOutput outputOf(const std::string& format) {
    if (format == "notation") return AnnotateOutput::Notation;
    if (format == "text") return AnnotateOutput::Text;
    if (format == "json") return AnnotateOutput::Json;
    if (format == "jsonl") return AnnotateOutput::JsonLines;
    throw cli::UsageError(
        say(ToolMessage::FormatValue, say(ToolMessage::FormatsNotationTextJsonJsonl), format));
}

po::options_description optionsOf(Language lang) {
    const auto h = [lang](cli::HelpId id) { return cli::helpText(id, lang); };
    const std::string n = h(cli::HelpId::ValueN);
    po::options_description options(h(cli::HelpId::Options));
    options.add_options()("help,h", h(cli::HelpId::Help))("version", h(cli::HelpId::Version))(
        "format",
        po::value<std::string>()
            ->default_value("notation")
            ->value_name(h(cli::HelpId::ValueFormat)),
        h(cli::HelpId::AnnotateFormat))(
        "question,q",
        po::value<std::string>()->default_value("reach")->value_name(h(cli::HelpId::ValueQ)),
        h(cli::HelpId::AnnotateQuestion))("game", po::value<int>()->default_value(0)->value_name(n),
                                          h(cli::HelpId::AnnotateGame))(
        "hand", po::value<int>()->default_value(0)->value_name(n), h(cli::HelpId::AnnotateHand))(
        "turn", po::value<std::string>()->value_name(h(cli::HelpId::ValueTurns)),
        h(cli::HelpId::AnnotateTurn))(
        "view",
        po::value<std::string>()->default_value("all")->value_name(h(cli::HelpId::ValueView)),
        h(cli::HelpId::AnnotateView))(
        "chart", po::value<std::string>()->value_name(h(cli::HelpId::ValueFile)),
        h(cli::HelpId::AnnotateChart))(
        "page", po::value<std::string>()->value_name(h(cli::HelpId::ValueFile)),
        h(cli::HelpId::AnnotatePage));
    cli::addLimitOptions(
        options,
        {cli::HelpId::AnnotateMaxNodes, cli::HelpId::AnnotateTimeLimit, cli::HelpId::Hash, 10, 64},
        lang);
    options.add_options()("budget", po::value<double>()->value_name(h(cli::HelpId::ValueSeconds)),
                          h(cli::HelpId::AnnotateBudget));
    cli::addEngineOptions(options, cli::HelpId::AnnotateEngine, cli::HelpId::AnnotateOdds,
                          cli::HelpId::AnnotateSeed, lang);
    options.add_options()("luck", po::value<std::string>()->implicit_value("2000")->value_name(n),
                          h(cli::HelpId::AnnotateLuck));
    cli::addOutputOption(options, lang);
    cli::addLanguageOption(options, lang);
    return options;
}

// --engine, --odds (--engine odds), --samples, --seed, --horizon: what judges the decisions.
void engineFrom(const po::variables_map& vm, AnnotateRequest& analysis) {
    // What the player could not see is dealt at random: with the exact engine, --view player
    // means the odds.
    const cli::EngineChoice choice = cli::engineFrom(vm, analysis.fromSeat);
    analysis.engine = choice.engine;
    analysis.odds = choice.engine == Engine::Odds;
    analysis.samples = choice.samples;
    analysis.seed = choice.seed;
    analysis.rolloutDeals = choice.rolloutDeals;
    analysis.rollout = choice.rollout;
}

// --turn N or N-M (turns from 1, N <= M): the decisions of those turns only.
void turnsFrom(const std::string& text, AnnotateRequest& analysis) {
    const std::size_t dash = text.find('-');
    const auto number = [&](std::string_view digits) {
        int n = 0;
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
        if (digits.empty() || error != std::errc() || end != digits.data() + digits.size() || n < 1)
            throw cli::UsageError(say(ToolMessage::TurnRange, text));
        return n;
    };
    const std::string_view all(text);
    analysis.firstTurn = number(all.substr(0, dash));
    analysis.lastTurn =
        dash == std::string::npos ? analysis.firstTurn : number(all.substr(dash + 1));
    if (analysis.lastTurn < analysis.firstTurn)
        throw cli::UsageError(say(ToolMessage::TurnRange, text));
}

// --chart FILE: the picture's type by FILE's extension.
PictureType chartTypeOf(const std::string& file) {
    const std::size_t dot = file.rfind('.');
    const std::optional<PictureType> type =
        dot == std::string::npos ? std::nullopt : parsePictureType(file.substr(dot + 1));
    if (!type || *type == PictureType::Dot)
        throw cli::UsageError(say(ToolMessage::ChartType, file));
    return *type;
}

// The request the options make; a mistake is a usage error.
AnnotateSessionRequest requestOf(const po::variables_map& vm) {
    AnnotateSessionRequest request;
    request.output = outputOf(vm["format"].as<std::string>());
    request.lang = cli::languageFrom(vm);
    const std::optional<Question> question = parseQuestion(vm["question"].as<std::string>());
    if (!question || !questionTraits(*question).estimated)
        throw cli::UsageError(
            say(ToolMessage::QuestionReachOrScore, vm["question"].as<std::string>()));
    AnnotateRequest& analysis = request.analysis;
    analysis.question = *question;
    analysis.limits = cli::searchLimitsFrom(vm);
    const std::string view = vm["view"].as<std::string>();
    if (view != "all" && view != "player") throw cli::UsageError(say(ToolMessage::ViewValue, view));
    analysis.fromSeat = view == "player";
    engineFrom(vm, analysis);
    if (vm.count("luck")) analysis.luckDeals = cli::countIn(vm, "luck", 1, 1000000);
    request.game = vm["game"].as<int>();
    if (request.game < 0) throw cli::UsageError(say(ToolMessage::NotNegative, "game"));
    const int hand = vm["hand"].as<int>();
    if (hand < 0) throw cli::UsageError(say(ToolMessage::NotNegative, "hand"));
    analysis.onlyHand = hand - 1;
    if (vm.count("turn")) turnsFrom(vm["turn"].as<std::string>(), analysis);
    analysis.deadline = cli::deadlineFrom(vm);
    for (const char* option : {"chart", "page"})
        if (vm.count(option) && vm[option].as<std::string>() == "-")
            throw cli::UsageError(say(ToolMessage::PicturesToFiles));
    if (vm.count("chart")) request.chart = chartTypeOf(vm["chart"].as<std::string>());
    request.page = vm.count("page") > 0;
    return request;
}

// The pictures of the first game annotated, written whole or not at all (cli::writeOutput);
// kUsage when one could not be drawn or written.
int writePictures(const po::variables_map& vm, const AnnotateSession& session, Language lang) {
    const AnnotatedGame& drawn = session.pictures();
    int status = cli::kSuccess;
    const auto fail = [&](const cli::Told& why) {
        std::cerr << cli::errorLine(kTool, why.in(lang), lang);
        status = cli::kUsage;
    };
    if (!drawn.pictureError.empty()) fail(say(ToolMessage::ChartNotDrawn, drawn.pictureError));
    for (const auto& [option, bytes] : {std::pair{"chart", &drawn.chart}, {"page", &drawn.page}}) {
        if (!vm.count(option) || status != cli::kSuccess) continue;
        const std::string file = vm[option].as<std::string>();
        cli::Told why;
        if (!drawn.totals.games)
            fail(say(ToolMessage::NothingToDraw, file));
        else if (!cli::writeOutput(file, *bytes, why))
            fail(say(ToolMessage::FileWhy, file, why));
    }
    return status;
}

// The decisions a limit left unsolved, in the words every tool uses (README, "Exit status").
void sayLimitsReached(const po::variables_map& vm, const AnnotateTotals& totals, Language lang) {
    if (totals.overBudget)
        cli::sayLimitReached(kTool, lang, cli::limitGiven(vm, "budget"),
                             say(ToolMessage::LimitDecisionsLeftOut, totals.overBudget));
    const int unsolved = totals.unsolved - totals.overBudget;
    if (!unsolved) return;
    // With a budget a decision's time is also its share of what is left: both limits said.
    std::string limits = cli::searchLimitsGiven(vm);
    if (vm.count("budget")) limits += ", " + cli::limitGiven(vm, "budget");
    cli::sayLimitReached(kTool, lang, limits, say(ToolMessage::LimitDecisionsUnsolved, unsolved));
}

const cli::Command kCommand{.name = kTool,
                            .usage = cli::HelpId::AnnotateUsage,
                            .about = cli::HelpId::AnnotateAbout,
                            .options = optionsOf,
                            .arguments = cli::recordFileArguments,
                            .filesRequired = true};

int run(const po::variables_map& vm, Language /*helpLang*/, const cluster::MpiSession& mpi) {
    AnnotateSessionRequest request = requestOf(vm);
    // Progress on a terminal, run alone (under mpirun the ranks share the games).
    cli::Progress progress(kTool, request.lang);
    int game = 0;
    if (mpi.size() == 1)
        request.analysis.progress = [&](int done, int total) {
            if (done == 1) ++game, progress.restart();
            progress.update(done, total, say(WordId::ProgressDecisions, request.lang, game));
        };

    // -o FILE: rank 0 writes it itself, checked (output_file.h).
    std::optional<cli::OutputFile> output;
    if (mpi.root() && vm["output"].as<std::string>() != "-")
        output.emplace(vm["output"].as<std::string>());
    AnnotateSession session(request, std::cout, std::cerr);
    const cli::AnnotateRunOutcome outcome = cli::annotateFiles(
        mpi, vm["file"].as<std::vector<std::string>>(), request, cli::tableBytesFrom(vm), session);
    progress.clear();
    if (!mpi.root()) return cli::kSuccess;  // rank 0 writes the summary and says how it went
    const AnnotateTotals& totals = outcome.totals;
    session.finish(totals);
    if (output) output->finish();
    const int drawn = writePictures(vm, session, request.lang);
    sayLimitsReached(vm, totals, request.lang);
    if (totals.hidden)
        std::cerr << renderToolMessage(kTool, Severity::Warning,
                                       Message(MessageId::HiddenDecisionsLeftOut, totals.hidden),
                                       request.lang);
    if (outcome.inputError || drawn != cli::kSuccess) return cli::kUsage;
    return outcome.invalid || totals.unsolved || totals.hidden ? cli::kFailure : cli::kSuccess;
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::runDistributedCommand(argc, argv, kCommand, run);
}
