// SPDX-License-Identifier: Apache-2.0
// bornes-validate: checks game records against the rules and reports every problem as
// "file:line:col: error: message (rule)" with a caret line. See man/bornes-validate.1.
#include <sys/resource.h>

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "bornes-validate/validation.h"
#include "common/command.h"
#include "common/errors.h"
#include "common/help.h"
#include "common/language_options.h"
#include "common/option_values.h"
#include "common/record_files.h"
#include "text/numbers.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;

constexpr const char* kTool = "bornes-validate";

long peakMemoryKiB() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

po::options_description optionsOf(Language lang) {
    const auto h = [lang](cli::HelpId id) { return cli::helpText(id, lang); };
    po::options_description options(h(cli::HelpId::Options));
    options.add_options()("help,h", h(cli::HelpId::Help))("version", h(cli::HelpId::Version))(
        "strict", h(cli::HelpId::ValidateStrict))("quiet,q", h(cli::HelpId::ValidateQuiet))(
        "format",
        po::value<std::string>()->default_value("text")->value_name(h(cli::HelpId::ValueFormat)),
        h(cli::HelpId::ValidateFormat))("stats", h(cli::HelpId::ValidateStats));
    cli::addLanguageOption(options, lang);
    return options;
}

// The --stats line on standard error: grouped numbers and a decimal comma in French.
void printStats(const ValidationTotals& totals, double seconds, Language lang) {
    const double moveRate = static_cast<double>(totals.moves) / seconds;
    const double gameRate = static_cast<double>(totals.games) / seconds;
    const double mib = static_cast<double>(peakMemoryKiB()) / 1024.0;
    // A rate in each language: English's plain digits (as scripts read them), grouped digits
    // elsewhere; infinite when no time could be measured, printed as printf prints it.
    const auto rate = [](double r) {
        return cli::Told::each([r](Language each) {
            if (!std::isfinite(r) || each == Language::English) return formatDecimal(r, 0, each);
            return formatNumber(std::lround(r), each);
        });
    };
    const auto decimal = [](double value, int digits) {
        return cli::Told::each([=](Language each) { return formatDecimal(value, digits, each); });
    };
    const cli::Told line =
        cli::say(cli::ToolMessage::ValidateStats, totals.games, totals.moves, decimal(seconds, 3),
                 rate(moveRate), rate(gameRate), decimal(mib, 1));
    std::cerr << line.in(lang) << "\n";
}

// Validates the files in turn, their games reported as text or into `report`.
cli::FilesOutcome validateFiles(const std::vector<std::string>& files, const PlayOptions& play,
                                bool quiet, Language lang, JsonValidationReport* report,
                                ValidationTotals& totals) {
    cli::RecordFiles how{kTool, lang, {}, {}, {}};
    if (play.strict)  // an empty file, or one of blanks, is most likely the wrong file
        how.empty = {Severity::Error, MessageId::FileHoldsNoGameStrict};
    how.read = [&](std::istream& in, const std::string& file) {
        const std::string shown = cli::shownName(file);
        if (report) report->beginFile(shown);
        const ValidationTotals t =
            validateStream(in, play, [&](const GameReport& game, const RecordReader& reader) {
                if (report)
                    report->game(game);
                else
                    writeTextReport(std::cout, shown, game, reader, !quiet, lang);
            });
        if (report) {
            if (t.readError)
                report->endFile("read error: the file could not be read to its end");
            else
                report->endFile();
        }
        totals.games += t.games, totals.valid += t.valid, totals.invalid += t.invalid;
        totals.warnings += t.warnings, totals.moves += t.moves;
        return cli::FileRead{t.readError, t.games, false};
    };
    how.unopened = [&](const std::string& shown, const cli::Told& why) {
        if (report) report->beginFile(shown), report->endFile(why.english());  // JSON: English
    };
    return cli::readRecordFiles(files, how);
}

const cli::Command kCommand{.name = kTool,
                            .usage = cli::HelpId::ValidateUsage,
                            .about = cli::HelpId::ValidateAbout,
                            .options = optionsOf,
                            .arguments = cli::recordFileArguments,
                            .filesRequired = true};

int run(const po::variables_map& vm, Language /*helpLang*/) {
    const std::string format =
        cli::formatFrom(vm, {"text", "json", "jsonl"}, cli::ToolMessage::FormatsTextJsonJsonl);
    const bool quiet = vm.count("quiet") > 0;
    const Language lang = cli::languageFrom(vm);
    PlayOptions play;
    play.strict = vm.count("strict") > 0;

    const auto start = std::chrono::steady_clock::now();
    std::optional<JsonValidationReport> report;
    if (format != "text")
        report.emplace(std::cout, format == "json" ? JsonLayout::Document : JsonLayout::Lines);
    ValidationTotals totals;
    const cli::FilesOutcome outcome =
        validateFiles(vm["file"].as<std::vector<std::string>>(), play, quiet, lang,
                      report ? &*report : nullptr, totals);
    if (report) {
        report->finish(totals);
        if (format == "json") std::cout << "\n";
        report.reset();
    } else if (!quiet) {
        std::cout << messageText(Message(MessageId::ValidationSummary, totals.games, totals.valid,
                                         totals.invalid, totals.warnings),
                                 lang)
                  << "\n";
    }
    if (vm.count("stats"))
        printStats(totals,
                   std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
                   lang);
    if (outcome.unreadable) return cli::kUsage;
    return totals.invalid || outcome.emptyError ? cli::kFailure : cli::kSuccess;
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::runCommand(argc, argv, kCommand, run);
}
