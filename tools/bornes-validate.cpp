// bornes-validate: checks game records against the rules and reports every problem as
// "file:line:col: error: message (rule)" with a caret line. See man/bornes-validate.1.
#include <sys/resource.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli.h"
#include "validation.h"

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

int run(int argc, char** argv) {
    po::options_description options("Options");
    options.add_options()("help,h", "print this help and exit")("version",
                                                                "print the version and exit")(
        "strict",
        "irregularities (§10) are errors; every hand must be finished and scored, every game have "
        "a result")("quiet,q", "print nothing but errors")(
        "format", po::value<std::string>()->default_value("text")->value_name("FORMAT"),
        "output: text, json, or jsonl (a JSON line per game, then the totals)")(
        "stats", "print moves, games, time, speed and peak memory on standard error");
    cli::addLanguageOption(options);
    po::options_description hidden;
    hidden.add_options()("file", po::value<std::vector<std::string>>(), "record files");
    po::positional_options_description positional;
    positional.add("file", -1);
    const po::variables_map vm = cli::parse(argc, argv, options, hidden, positional);
    if (vm.count("help"))
        return cli::printHelp(
            "Usage: bornes-validate [OPTIONS] FILE...\n"
            "Check 1000 Bornes game records against the rules; '-' reads standard input.\n"
            "Exit status: 0 all valid, 1 a game is not, 2 usage error or unreadable file.\n\n",
            options);
    if (vm.count("version")) return cli::printVersion("bornes-validate");
    if (!vm.count("file"))
        throw cli::UsageError("no record file given (use '-' for standard input)");
    const std::string format = vm["format"].as<std::string>();
    if (format != "text" && format != "json" && format != "jsonl")
        throw cli::UsageError("--format must be text, json or jsonl, not '" + format + "'");
    const bool json = format != "text";
    const bool quiet = vm.count("quiet") > 0;
    const Language lang = cli::languageFrom(vm);
    PlayOptions play;
    play.strict = vm.count("strict") > 0;

    const auto start = std::chrono::steady_clock::now();
    std::optional<JsonValidationReport> report;
    if (json)
        report.emplace(std::cout, format == "json" ? JsonLayout::Document : JsonLayout::Lines);
    ValidationTotals totals;
    bool unreadable = false;
    bool emptyFile = false;  // a file without a game, under --strict
    for (const std::string& file : vm["file"].as<std::vector<std::string>>()) {
        std::ifstream stream;
        std::string why;
        std::istream* in = cli::openInput(file, stream, why);
        const std::string shown = file == "-" ? "<stdin>" : file;
        if (!in) {
            unreadable = true;
            std::cerr << renderToolMessage(kTool, Severity::Error,
                                           Message(MessageId::CannotOpen, file, why), lang);
            if (report) report->beginFile(shown), report->endFile(why);
            continue;
        }
        if (report) report->beginFile(shown);
        const ValidationTotals t =
            validateStream(*in, play, [&](const GameReport& game, const RecordReader& reader) {
                if (report)
                    report->game(game);
                else
                    writeTextReport(std::cout, shown, game, reader, !quiet, lang);
            });
        if (t.readError) {
            // What was read is not the whole file: no verdict on it can stand.
            unreadable = true;
            std::cerr << renderToolMessage(kTool, Severity::Error,
                                           Message(MessageId::ReadError, file), lang);
            if (report) report->endFile("read error: the file could not be read to its end");
        } else {
            if (report) report->endFile();
            if (t.games == 0) {
                // An empty file, or one of blanks, is most likely the wrong file.
                std::cerr << renderToolMessage(
                    kTool, play.strict ? Severity::Error : Severity::Warning,
                    Message(
                        play.strict ? MessageId::FileHoldsNoGameStrict : MessageId::FileHoldsNoGame,
                        file),
                    lang);
                if (play.strict) emptyFile = true;
            }
        }
        totals.games += t.games, totals.valid += t.valid, totals.invalid += t.invalid;
        totals.warnings += t.warnings, totals.moves += t.moves;
    }
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
    if (vm.count("stats")) {
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::fprintf(
            stderr,
            "games %ld, moves %ld, %.3f s, %.0f moves/s, %.0f games/s, peak memory %.1f MiB\n",
            totals.games, totals.moves, seconds, static_cast<double>(totals.moves) / seconds,
            static_cast<double>(totals.games) / seconds,
            static_cast<double>(peakMemoryKiB()) / 1024.0);
    }
    if (unreadable) return cli::kUsage;
    return totals.invalid || emptyFile ? cli::kFailure : cli::kSuccess;
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::run("bornes-validate", [&] { return run(argc, argv); });
}
