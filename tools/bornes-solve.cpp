// bornes-solve: exact answers to puzzles over perfect information — can this side still
// reach the target, win by a couronnement, and what is the hand worth under best play.
// See man/bornes-solve.1.
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "batch.h"
#include "cli.h"
#include "deal_sampler.h"
#include "distributed.h"
#include "distributed_batch.h"
#include "line_record.h"
#include "odds_report.h"
#include "puzzle.h"
#include "puzzle_source.h"
#include "record_writer.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;

struct Settings {
    std::string format = "text";
    Language lang = Language::English;
    SolveRequest request;
    std::size_t tableBytes = std::size_t{16} << 20;
    int jobs = 1;
    bool stats = false;
    bool odds = false;  // --odds: hidden cards dealt at random, each deal solved (PIMC)
    int samples = 100;
    std::uint64_t seed = 1;
};

// The principal line as a record, with the question and the answer as its comment.
Record lineOf(const SolvedPuzzle& p) {
    const std::string side(1, static_cast<char>('A' + p.query.side));
    Record r = lineRecord(p.position, p.rules, p.solution.line,
                          "bornes-solve: " + p.id + ", " +
                              std::string(questionName(p.query.question)) + " for side " + side,
                          p.names);
    r.comment =
        std::string(questionName(p.query.question)) + " for side " + side + ": " +
        (p.solution.solved ? answerText(p.query.question, p.solution.value)
                           : "unknown (" + p.solution.limitHit + " limit reached), no line");
    return r;
}

// Every puzzle in full; exit 0 when each is solved and agrees with its expected answer.
int solveEach(std::vector<SolvedPuzzle>& puzzles, const Settings& s) {
    Solver solver(s.tableBytes);
    bool allGood = true;
    std::optional<JsonSolveReport> json;
    if (s.format == "json") json.emplace(std::cout);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        SolvedPuzzle& p = puzzles[i];
        SolveRequest request = s.request;
        request.query = p.query;
        p.solution = solver.solve(p.position, request);
        const Verdict v = verdictOf(p);
        // A limit reached after the answer (best moves, line, every move) is a limit hit.
        allGood = allGood && (v == Verdict::Agree || v == Verdict::Unchecked) &&
                  p.solution.limitHit.empty();
        if (json) {
            json->puzzle(p, s.stats);
        } else if (s.format == "notation") {
            if (i) std::cout << "\n";
            writeRecord(std::cout, lineOf(p));
        } else {
            if (i) std::cout << "\n";
            writeSolutionText(std::cout, p, s.lang, s.stats);
        }
    }
    if (json) {
        json->finish(nullptr);
        std::cout << "\n";
    }
    return allGood ? cli::kSuccess : cli::kFailure;
}

// Each puzzle's decision with its hidden cards dealt --samples times, each deal solved
// exactly (odds.h); exit 0 when every deal drawn was consistent and solved.
int solveOdds(std::vector<SolvedPuzzle>& puzzles, const Settings& s) {
    Solver solver(s.tableBytes);
    bool allSolved = true;
    std::optional<JsonOddsReport> json;
    if (s.format == "json") json.emplace(std::cout);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const SolvedPuzzle& p = puzzles[i];
        const DealSampler sampler(p.position);
        OddsRequest request{p.query, s.samples, s.seed, s.request.limits};
        if (sampler.hidden() == 0) request.samples = 1;  // every deal the same: exact
        Odds odds;
        if (!p.position.over()) odds = estimateOdds(solver, p.position, request);
        allSolved = allSolved && odds.solved == odds.samples;
        const OddsReport report{p, odds, sampler.hidden(), sampler.hiddenInPile(), s.seed};
        if (json) {
            json->puzzle(report, s.stats);
        } else {
            if (i) std::cout << "\n";
            writeOddsText(std::cout, report, s.lang, s.stats);
        }
    }
    if (json) {
        json->finish();
        std::cout << "\n";
    }
    return allSolved ? cli::kSuccess : cli::kFailure;
}

// One line per puzzle and a summary; exit 0 when every given answer agrees. Under mpirun
// the ranks share the puzzles, hardest first (doc/cluster.md), and rank 0 prints the same.
int solveBatch(std::vector<SolvedPuzzle>& puzzles, const Settings& s,
               const cluster::MpiSession& session) {
    std::vector<BatchJob> jobs;
    for (const SolvedPuzzle& p : puzzles) {
        BatchJob job{p.position, s.request};
        job.request.query = p.query;
        job.request.bestMoves = job.request.line = job.request.allMoves = false;
        jobs.push_back(job);
    }
    const auto start = std::chrono::steady_clock::now();
    BatchTotals totals;
    std::optional<JsonSolveReport> json;
    if (s.format == "json")
        json.emplace(std::cout);
    else
        writeBatchHeader(std::cout, s.lang);
    const auto done = [&](std::size_t i, const Solution& solution) {
        SolvedPuzzle& p = puzzles[i];
        p.solution = solution;
        totals.add(p);
        if (json)
            json->puzzle(p, s.stats);
        else
            writeBatchLine(std::cout, p, s.lang);
        std::cout.flush();
    };
    if (!session.distributed()) {
        solveAll(jobs, s.jobs, s.tableBytes, SearchOptions{}, done);
    } else {
        try {
            cluster::solveAllDistributed(session, jobs, cluster::hardestFirst(jobs), s.jobs,
                                         s.tableBytes, SearchOptions{}, done);
        } catch (const cluster::ClusterError& e) {
            const std::size_t job = e.job().value_or(0);
            throw cli::FileError(cli::clusterFailure(
                e, job < puzzles.size() ? "puzzle " + puzzles[job].id : "a puzzle"));
        }
        if (!session.root()) return cli::kSuccess;  // rank 0 prints and says how it went
    }
    totals.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (json) {
        json->finish(&totals);
        std::cout << "\n";
    } else {
        writeBatchSummary(std::cout, totals, s.lang);
    }
    return totals.allAgree() ? cli::kSuccess : cli::kFailure;
}

int run(int argc, char** argv, const cluster::MpiSession& session) {
    po::options_description options("Options");
    options.add_options()("help,h", "print this help and exit")("version",
                                                                "print the version and exit");
    cli::addPuzzleOptions(options, true);
    options.add_options()("all-moves", "the value of every legal move")(
        "format", po::value<std::string>()->default_value("text")->value_name("FORMAT"),
        "output: text, json, or notation (the principal line as a record)")(
        "max-nodes", po::value<std::string>()->default_value("0")->value_name("N"),
        "give up (answer unknown) after N nodes per puzzle (0: no limit)")(
        "time-limit", po::value<double>()->default_value(60)->value_name("SECONDS"),
        "give up (answer unknown) after SECONDS per puzzle (0: no limit)")(
        "hash", po::value<int>()->default_value(16)->value_name("MB"),
        "the solver's tables (transposition and proof numbers) in MiB, shared by the "
        "threads")("jobs,j", po::value<int>()->default_value(1)->value_name("N"),
                   "with --batch: solve with N threads")(
        "stats", "the search's figures: nodes, time, nodes per second, table, cut-offs")(
        "odds",
        "hidden cards ('?', or a record's unknown cards) dealt at random --samples "
        "times, each deal solved: the odds of every move (Perfect-Information Monte "
        "Carlo)")("samples", po::value<std::string>()->default_value("100")->value_name("N"),
                  "with --odds: deals drawn per decision (1 to 1000000)");
    cli::addSeedOption(options,
                       "with --odds: the seed of the deals (the same deals for the same seed)");
    cli::addLanguageOption(options);
    po::options_description hidden;
    po::positional_options_description positional;
    cli::addPositionArgument(hidden, positional);
    const po::variables_map vm = cli::parse(argc, argv, options, hidden, positional);
    if (vm.count("help"))
        return cli::printHelp(
            "Usage: bornes-solve [OPTIONS] 'POSITION'\n"
            "       bornes-solve [OPTIONS] --file FILE | --batch FILE | --record FILE --turn N\n"
            "       bornes-solve --odds [--samples N] [--seed S] 'POSITION' | --record FILE --turn "
            "N\n"
            "Solve 1000 Bornes puzzles exactly, every card known: can a side still reach the\n"
            "target, win by a couronnement, and what is the hand worth under best play. With\n"
            "--odds, cards may be hidden: each move's odds over random deals of them.\n"
            "Exit status: 0 solved whole (and every expected answer agrees), 1 an answer\n"
            "disagrees or a limit was hit (before the answer, or after it: best moves, line,\n"
            "--all-moves), 2 usage error or an input that is not a valid puzzle.\n\n",
            options);
    if (vm.count("version")) return cli::printVersion("bornes-solve");
    Settings s;
    s.format = vm["format"].as<std::string>();
    if (s.format != "text" && s.format != "json" && s.format != "notation")
        throw cli::UsageError("--format must be text, json or notation, not '" + s.format + "'");
    if (s.format == "notation" && vm.count("batch"))
        throw cli::UsageError("--batch prints text or json, not notation");
    if (s.format == "notation" && (vm.count("all-moves") || vm.count("stats")))
        throw cli::UsageError("--all-moves and --stats print text or json, not notation");
    if (vm.count("all-moves") && vm.count("batch"))
        throw cli::UsageError(
            "--all-moves goes with a position, --file or --record: --batch gives answers only");
    if (!vm["jobs"].defaulted() && !vm.count("batch"))
        throw cli::UsageError("--jobs goes with --batch");
    s.odds = vm.count("odds") > 0;
    if (s.odds && vm.count("batch"))
        throw cli::UsageError("--odds goes with a position, --file or --record, not --batch");
    if (s.odds && s.format == "notation")
        throw cli::UsageError("--odds prints text or json, not notation");
    if (s.odds && vm.count("all-moves"))
        throw cli::UsageError("--odds already gives every move: leave out --all-moves");
    if (!s.odds && (!vm["samples"].defaulted() || !vm["seed"].defaulted()))
        throw cli::UsageError("--samples and --seed go with --odds");
    const std::uint64_t samples = cli::countFrom(vm, "samples");
    if (samples < 1 || samples > 1000000)
        throw cli::UsageError("--samples must be from 1 to 1000000, not " +
                              vm["samples"].as<std::string>());
    s.samples = static_cast<int>(samples);
    s.seed = cli::seedFrom(vm);
    s.lang = cli::languageFrom(vm);
    s.stats = vm.count("stats") > 0;
    s.request.allMoves = vm.count("all-moves") > 0;
    s.request.limits.maxNodes = cli::countFrom(vm, "max-nodes");
    s.request.limits.seconds = cli::secondsFrom(vm, "time-limit");
    s.tableBytes = cli::tableBytesFrom(vm);
    s.jobs = vm["jobs"].as<int>();
    if (s.jobs < 1 || s.jobs > 256)
        throw cli::UsageError("--jobs must be from 1 to 256, not " + std::to_string(s.jobs));
    // Under mpirun rank 0 reads the collection and sends it: the other machines may not
    // see the file. Every rank then reads the same puzzles, with the same outcome.
    std::istringstream collection;
    if (session.distributed()) {
        if (!vm.count("batch") || s.odds)
            throw cli::UsageError(
                "under mpirun, bornes-solve solves a --batch collection only: run a "
                "position, --file, --record or --odds without mpirun");
        collection.str(cli::readOnRoot(session, vm["batch"].as<std::string>(), s.lang));
    }
    std::optional<cli::PuzzleSource> source = cli::puzzlesFrom(
        vm, "bornes-solve", true, s.odds, session.distributed() ? &collection : nullptr);
    if (!source) return cli::kUsage;
    try {
        if (s.odds) return solveOdds(source->puzzles, s);
        return vm.count("batch") ? solveBatch(source->puzzles, s, session)
                                 : solveEach(source->puzzles, s);
    } catch (const std::bad_alloc&) {
        throw cli::UsageError("cannot allocate a table of " + std::to_string(s.tableBytes >> 20) +
                              " MiB: try a smaller --hash");
    }
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::runDistributed(
        "bornes-solve",
        [&](const bornes::cluster::MpiSession& session) { return run(argc, argv, session); });
}
