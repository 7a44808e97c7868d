// bornes-annotate: where was a hand won or thrown away? Every decision of a recorded game
// solved before the move played, the moves that change the value marked. See
// man/bornes-annotate.1.
#include <iostream>

#include "annotate_files.h"
#include "cli.h"
#include "distributed.h"
#include "notation/puzzle.h"
#include "reports/annotate_session.h"

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
        "max-nodes", po::value<std::string>()->default_value("0")->value_name(n),
        h(cli::HelpId::AnnotateMaxNodes))(
        "time-limit",
        po::value<double>()->default_value(10)->value_name(h(cli::HelpId::ValueSeconds)),
        h(cli::HelpId::AnnotateTimeLimit))(
        "hash", po::value<int>()->default_value(64)->value_name(h(cli::HelpId::ValueMb)),
        h(cli::HelpId::Hash))("odds", h(cli::HelpId::AnnotateOdds))(
        "samples", po::value<std::string>()->default_value("100")->value_name(n),
        h(cli::HelpId::Samples));
    cli::addSeedOption(options, h(cli::HelpId::AnnotateSeed));
    cli::addLanguageOption(options, lang);
    return options;
}

// The request the options make; a mistake is a usage error.
AnnotateSessionRequest requestOf(const po::variables_map& vm) {
    AnnotateSessionRequest request;
    request.output = outputOf(vm["format"].as<std::string>());
    request.lang = cli::languageFrom(vm);
    const std::optional<Question> question = parseQuestion(vm["question"].as<std::string>());
    if (!question || *question == Question::Couronnement)
        throw cli::UsageError(
            say(ToolMessage::QuestionReachOrScore, vm["question"].as<std::string>()));
    AnnotateRequest& analysis = request.analysis;
    analysis.question = *question;
    analysis.limits.maxNodes = cli::countFrom(vm, "max-nodes");
    analysis.limits.seconds = cli::secondsFrom(vm, "time-limit");
    analysis.odds = vm.count("odds") > 0;
    if (!analysis.odds && (!vm["samples"].defaulted() || !vm["seed"].defaulted()))
        throw cli::UsageError(say(ToolMessage::SamplesAndSeedWithOdds));
    const std::uint64_t samples = cli::countFrom(vm, "samples");
    if (samples < 1 || samples > 1000000)
        throw cli::UsageError(say(ToolMessage::OptionRangeNot, "samples", 1, 1000000,
                                  vm["samples"].as<std::string>()));
    analysis.samples = static_cast<int>(samples);
    analysis.seed = cli::seedFrom(vm);
    request.game = vm["game"].as<int>();
    if (request.game < 0) throw cli::UsageError(say(ToolMessage::NotNegative, "game"));
    const int hand = vm["hand"].as<int>();
    if (hand < 0) throw cli::UsageError(say(ToolMessage::NotNegative, "hand"));
    analysis.onlyHand = hand - 1;
    return request;
}

int run(int argc, char** argv, const cluster::MpiSession& mpi, Language helpLang) {
    const po::options_description options = optionsOf(helpLang);
    po::options_description hidden;
    hidden.add_options()("file", po::value<std::vector<std::string>>(), "record files");
    po::positional_options_description positional;
    positional.add("file", -1);
    const po::variables_map vm = cli::parse(argc, argv, options, hidden, positional);
    if (vm.count("help"))
        return cli::printHelp(cli::HelpId::AnnotateUsage, cli::HelpId::AnnotateAbout, helpLang,
                              options);
    if (vm.count("version")) return cli::printVersion(kTool);
    if (!vm.count("file")) throw cli::UsageError(say(ToolMessage::NoRecordFile));
    const AnnotateSessionRequest request = requestOf(vm);

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
    const bornes::formats::Language lang = bornes::cli::languageOf(argc, argv);
    return bornes::cli::runDistributed(kTool, lang, [&](const bornes::cluster::MpiSession& mpi) {
        return run(argc, argv, mpi, lang);
    });
}
