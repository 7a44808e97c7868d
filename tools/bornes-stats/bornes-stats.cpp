// SPDX-License-Identifier: Apache-2.0
// bornes-stats: the summary of a collection of game records, for people (text) or programs
// (JSON). See man/bornes-stats.1.
#include <iostream>
#include <set>

#include "bornes-stats/collection_stats.h"
#include "common/command.h"
#include "common/errors.h"
#include "common/help.h"
#include "common/language_options.h"
#include "common/option_values.h"
#include "common/output_file.h"
#include "common/picture_options.h"
#include "common/record_files.h"
#include "notation/record_reader.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;

constexpr const char* kTool = "bornes-stats";

po::options_description optionsOf(Language lang) {
    const auto h = [lang](cli::HelpId id) { return cli::helpText(id, lang); };
    po::options_description options(h(cli::HelpId::Options));
    options.add_options()("help,h", h(cli::HelpId::Help))("version", h(cli::HelpId::Version))(
        "format",
        po::value<std::string>()->default_value("text")->value_name(h(cli::HelpId::ValueFormat)),
        h(cli::HelpId::StatsFormat))(
        "type,T", po::value<std::string>()->value_name(h(cli::HelpId::ValueType)),
        h(cli::HelpId::StatsType))(
        "form", po::value<std::vector<std::string>>()->value_name(h(cli::HelpId::ValueForm)),
        h(cli::HelpId::StatsForm));
    cli::addOutputOption(options, lang);
    cli::addLanguageOption(options, lang);
    return options;
}

const cli::Command kCommand{.name = kTool,
                            .usage = cli::HelpId::StatsUsage,
                            .about = cli::HelpId::StatsAbout,
                            .options = optionsOf,
                            .arguments = cli::recordFileArguments,
                            .filesRequired = true};

int run(const po::variables_map& vm, Language /*helpLang*/) {
    const std::string format =
        cli::formatFrom(vm, {"text", "json", "jsonl"}, cli::ToolMessage::FormatsTextJsonJsonl);
    const Language lang = cli::languageFrom(vm);
    // -T: the distribution of the hand scores as a picture, instead of the summary.
    std::optional<PictureType> picture;
    if (vm.count("type")) {
        picture = parsePictureType(vm["type"].as<std::string>());
        if (!picture || *picture == PictureType::Dot)
            throw cli::UsageError(
                cli::say(cli::ToolMessage::ChartTypeValue, vm["type"].as<std::string>()));
        cli::refuseBinaryToTerminal(vm, *picture);
    }
    // --form: only the games of the forms asked are counted.
    std::set<std::string> forms;
    if (vm.count("form"))
        for (const std::string& form : vm["form"].as<std::vector<std::string>>()) {
            if (!parseForm(form))
                throw cli::UsageError(cli::say(cli::ToolMessage::StatsFormValue, form));
            forms.insert(form);
        }
    std::optional<cli::OutputFile> output;
    if (vm["output"].as<std::string>() != "-") output.emplace(vm["output"].as<std::string>());

    // Each game read, played, tallied and forgotten: the memory of one game.
    CollectionStats stats;
    cli::RecordFiles how{kTool, lang, {}, {}, {}};
    how.read = [&](std::istream& in, const std::string& file) {
        RecordReader reader(in);
        Record record;
        std::vector<Diagnostic> problems;
        long long games = 0;
        while (reader.next(record, problems)) {
            ++games;  // its number in the file, counted or not
            if (!forms.empty() && !forms.contains(formOf(record))) {
                problems.clear();
                continue;
            }
            const CollectionStats::Game game = stats.add(record, problems);
            // An invalid game is counted, and its error said at its place, as bornes-validate
            // says it (exit 1).
            cli::sayGameErrors(file, problems, reader, lang);
            // JSON Lines: each game as soon as it is played.
            if (format == "jsonl" && !picture)
                writeStatsGameLine(std::cout, cli::shownName(file), games, record, game);
            problems.clear();
        }
        return cli::FileRead{reader.readFailed(), games, false};
    };
    const cli::FilesOutcome outcome =
        cli::readRecordFiles(vm["file"].as<std::vector<std::string>>(), how);
    if (stats.byPlayer.grouped || stats.byPolicy.grouped)
        std::cerr << cli::toolLine(
            kTool, Severity::Warning,
            cli::say(cli::ToolMessage::StatsNamesGrouped, kMostNames, kMostNameBytes >> 20)
                .in(lang),
            lang);
    // Nothing read, and said why: no summary of nothing.
    if (outcome.unreadable && stats.games == 0) return cli::kUsage;
    if (picture) {
        const Picture drawn = scoreDistribution(stats, *picture, lang);
        if (drawn.bytes.empty())
            throw cli::FileError(cli::say(cli::ToolMessage::ChartNotDrawn, drawn.error));
        std::cout << drawn.bytes;
    } else if (format != "text") {
        writeStatsJson(std::cout, stats,
                       format == "json" ? JsonLayout::Document : JsonLayout::Lines);
    } else {
        writeStatsText(std::cout, stats, lang);
    }
    if (output) output->finish();
    if (outcome.unreadable) return cli::kUsage;
    return stats.invalid ? cli::kFailure : cli::kSuccess;
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::runCommand(argc, argv, kCommand, run);
}
