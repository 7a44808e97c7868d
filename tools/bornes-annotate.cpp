// bornes-annotate: where was a hand won or thrown away? Every decision of a recorded game
// solved before the move played, the moves that change the value marked. See
// man/bornes-annotate.1.
#include <iostream>

#include "annotate_files.h"
#include "annotation_report.h"
#include "cli.h"
#include "distributed.h"
#include "puzzle.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;

constexpr const char* kTool = "bornes-annotate";

AnnotateOutput outputOf(const std::string& format) {
    if (format == "notation") return AnnotateOutput::Notation;
    if (format == "text") return AnnotateOutput::Text;
    if (format == "json") return AnnotateOutput::Json;
    throw cli::UsageError("--format must be notation, text or json, not '" + format + "'");
}

int run(int argc, char** argv, const cluster::MpiSession& mpi) {
    po::options_description options("Options");
    options.add_options()("help,h", "print this help and exit")("version",
                                                                "print the version and exit")(
        "format", po::value<std::string>()->default_value("notation")->value_name("FORMAT"),
        "output: notation (the records with the marks and comments), text (a summary per "
        "hand) or json")(
        "question,q", po::value<std::string>()->default_value("reach")->value_name("Q"),
        "reach (can the side that decides still reach the target?) or score (its hand score "
        "minus the best opposing side's)")("game",
                                           po::value<int>()->default_value(0)->value_name("N"),
                                           "only the N-th game of each file (0: all)")(
        "hand", po::value<int>()->default_value(0)->value_name("N"),
        "only the decisions of hand N (0: all)")(
        "max-nodes", po::value<std::string>()->default_value("0")->value_name("N"),
        "leave a decision unsolved after N nodes (0: no limit)")(
        "time-limit", po::value<double>()->default_value(10)->value_name("SECONDS"),
        "leave a decision unsolved after SECONDS (0: no limit)")(
        "hash", po::value<int>()->default_value(64)->value_name("MB"),
        "the solver's tables (transposition and proof numbers) in MiB")(
        "odds",
        "decisions with hidden cards: deal them at random --samples times and compare "
        "the odds of the moves (else they are left out)")(
        "samples", po::value<std::string>()->default_value("100")->value_name("N"),
        "with --odds: deals drawn per decision (1 to 1000000)");
    cli::addSeedOption(options, "with --odds: the seed of the deals");
    cli::addLanguageOption(options);
    po::options_description hidden;
    hidden.add_options()("file", po::value<std::vector<std::string>>(), "record files");
    po::positional_options_description positional;
    positional.add("file", -1);
    const po::variables_map vm = cli::parse(argc, argv, options, hidden, positional);
    if (vm.count("help"))
        return cli::printHelp(
            "Usage: bornes-annotate [OPTIONS] FILE...\n"
            "Annotate 1000 Bornes game records: every decision solved before the move played;\n"
            "?? a move that turns a won position into a lost one, ? one that loses points\n"
            "(with -q score), ! the only move that keeps the win, ?! (with --odds) a move\n"
            "whose odds are clearly below the best's. '-' reads standard input.\n"
            "Exit status: 0 every decision judged, 1 an invalid record or a decision left\n"
            "unsolved (a limit, or hidden cards without --odds), 2 usage error or unreadable\n"
            "file.\n\n",
            options);
    if (vm.count("version")) return cli::printVersion(kTool);
    if (!vm.count("file"))
        throw cli::UsageError("no record file given (use '-' for standard input)");
    AnnotateSessionRequest request;
    request.output = outputOf(vm["format"].as<std::string>());
    request.lang = cli::languageFrom(vm);
    const std::optional<Question> question = parseQuestion(vm["question"].as<std::string>());
    if (!question || *question == Question::Couronnement)
        throw cli::UsageError("--question must be reach or score, not '" +
                              vm["question"].as<std::string>() + "'");
    AnnotateRequest& analysis = request.analysis;
    analysis.question = *question;
    analysis.limits.maxNodes = cli::countFrom(vm, "max-nodes");
    analysis.limits.seconds = cli::secondsFrom(vm, "time-limit");
    analysis.odds = vm.count("odds") > 0;
    if (!analysis.odds && (!vm["samples"].defaulted() || !vm["seed"].defaulted()))
        throw cli::UsageError("--samples and --seed go with --odds");
    const std::uint64_t samples = cli::countFrom(vm, "samples");
    if (samples < 1 || samples > 1000000)
        throw cli::UsageError("--samples must be from 1 to 1000000, not " +
                              vm["samples"].as<std::string>());
    analysis.samples = static_cast<int>(samples);
    analysis.seed = cli::seedFrom(vm);
    request.game = vm["game"].as<int>();
    if (request.game < 0) throw cli::UsageError("--game must not be negative");
    const int hand = vm["hand"].as<int>();
    if (hand < 0) throw cli::UsageError("--hand must not be negative");
    analysis.onlyHand = hand - 1;

    AnnotateSession session(request, std::cout, std::cerr);
    const cli::AnnotateRunOutcome outcome = cli::annotateFiles(
        mpi, vm["file"].as<std::vector<std::string>>(), request, cli::tableBytesFrom(vm), session);
    if (!mpi.root()) return cli::kSuccess;  // rank 0 writes the summary and says how it went
    const AnnotateTotals& totals = outcome.totals;
    session.finish(totals);
    if (totals.hidden)
        std::cerr << renderToolMessage(kTool, Severity::Warning,
                                       Message(MessageId::HiddenDecisionsLeftOut, totals.hidden),
                                       request.lang);
    if (outcome.inputError) return cli::kUsage;
    return outcome.invalid || totals.unsolved || totals.hidden ? cli::kFailure : cli::kSuccess;
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::runDistributed(
        kTool, [&](const bornes::cluster::MpiSession& mpi) { return run(argc, argv, mpi); });
}
