// SPDX-License-Identifier: Apache-2.0
// bornes-solve: exact answers to puzzles over perfect information — can this side still
// reach the target, win by a couronnement, and what is the hand worth under best play.
// See man/bornes-solve.1.
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "analysis/deal_sampler.h"
#include "bornes-solve/estimate_report.h"
#include "bornes-solve/odds_report.h"
#include "cluster/distributed_batch.h"
#include "common/command.h"
#include "common/distributed.h"
#include "common/errors.h"
#include "common/help.h"
#include "common/language_options.h"
#include "common/option_values.h"
#include "common/output_file.h"
#include "common/progress.h"
#include "common/puzzle_options.h"
#include "common/search_options.h"
#include "messages/words.h"
#include "notation/principal_line_record.h"
#include "notation/puzzle.h"
#include "notation/record_writer.h"
#include "solver/batch.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;
using cli::say;
using cli::ToolMessage;

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
    cli::EngineChoice engine;  // --engine: exact, and rollouts where it does not answer

    bool json() const { return format == "json" || format == "jsonl"; }
    JsonLayout jsonLayout() const {
        return format == "jsonl" ? JsonLayout::Lines : JsonLayout::Document;
    }
    // A document ends with a newline; JSON Lines end each of theirs.
    void endDocument() const {
        if (format == "json") std::cout << "\n";
    }
};

// The principal line as a record, with the question and the answer as its comment.
Record lineOf(const SolvedPuzzle& p, Language lang) {
    Record r = lineRecord(p.position, p.rules, p.solution.line, lineEvent(p, lang), p.names);
    r.comment = lineComment(p, lang);
    return r;
}

// The share of a puzzle's --time-limit the exact solver may take under --engine auto when
// the rollouts may follow it: they need about a second for a whole hand's 8 000 deals.
constexpr double kExactShare = 0.9;

// The puzzle's moves weighed by rollouts (rollout.h) until `deadline`, the deals drawn shown
// on a terminal.
void estimate(Solver& solver, SolvedPuzzle& p, const Settings& s,
              std::chrono::steady_clock::time_point deadline, bool afterExact) {
    if (!questionTraits(p.query.question).estimated)
        throw cli::UsageError(say(ToolMessage::CouronnementNotEstimated, puzzleTitle(p, s.lang)));
    PuzzleEstimate e;
    e.settings = settingsFor(p.position, s.engine.rollout);
    e.requested = s.engine.rolloutDeals;
    e.seed = s.seed;
    e.afterExact = afterExact;
    const DealSampler sampler(p.position);
    e.hidden = sampler.hidden();
    e.hiddenInPile = sampler.hiddenInPile();
    RolloutRequest request{p.query, e.settings, e.requested, s.seed, deadline, {}};
    cli::Progress progress("bornes-solve", s.lang);
    request.enough = [&](const RolloutEstimate& r) {
        progress.update(r.deals, e.requested,
                        formats::word(formats::WordId::ProgressDeals, s.lang));
        return false;  // every deal asked for: a puzzle has no move played to settle
    };
    e.rollouts = estimateByRollouts(&solver, p.position, request);
    progress.clear();
    if (!e.rollouts.limitHit.empty()) e.limitOption = "--time-limit";
    p.estimate = std::move(e);
}

// Every puzzle in full; exit 0 when each is solved (or, estimated only, worked out within
// the limits) and agrees with its expected answer.
int solveEach(std::vector<SolvedPuzzle>& puzzles, const Settings& s) {
    Solver solver(s.tableBytes);
    bool allGood = true;
    std::optional<JsonSolveReport> json;
    if (s.json()) json.emplace(std::cout, s.jsonLayout());
    const Engine engine = s.engine.engine;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        SolvedPuzzle& p = puzzles[i];
        SolveRequest request = s.request;
        request.query = p.query;
        const auto end = deadlineOf(request.limits);
        const bool known = perfectInformation(p.position);
        const bool exact = engine == Engine::Exact || (engine == Engine::Auto && known);
        const bool mayEstimate =
            engine != Engine::Exact && !p.position.over() && s.format != "notation";
        if (exact && mayEstimate && request.limits.seconds > 0)
            request.limits.seconds *= kExactShare;
        if (exact) {
            p.solution = solver.solve(p.position, request);
        } else if (p.position.over()) {  // cards hidden, the hand over: its value is known
            p.solution.solved = p.solution.bestComplete = p.solution.lineComplete = true;
            p.solution.value = endValue(p.position, p.query);
        }
        if (mayEstimate && (!exact || !p.solution.solved)) estimate(solver, p, s, end, exact);
        const Verdict v = verdictOf(p);
        // A limit reached after the answer (best moves, line, every move) is a limit hit.
        const bool good =
            p.solution.limitHit.empty() && (!p.estimate || (estimateWorkedOut(*p.estimate) &&
                                                            p.estimate->rollouts.limitHit.empty()));
        allGood = allGood && (!exact || v == Verdict::Agree || v == Verdict::Unchecked) && good;
        if (json) {
            json->puzzle(p, s.stats);
        } else if (s.format == "notation") {
            if (i) std::cout << "\n";
            writeRecord(std::cout, lineOf(p, s.lang));
        } else {
            if (i) std::cout << "\n";
            writeSolutionText(std::cout, p, s.lang, s.stats);
        }
    }
    if (json) {
        json->finish(nullptr);
        s.endDocument();
    }
    return allGood ? cli::kSuccess : cli::kFailure;
}

// Each puzzle's decision with its hidden cards dealt --samples times, each deal solved
// exactly (odds.h); exit 0 when every deal drawn was consistent and solved.
// What the limits left undone, for the words every tool says of it (README, "Exit status").
struct LimitsHit {
    int unknown = 0;              // answers unknown
    int unfinished = 0;           // answered, but without every move, value, line or deal asked
    std::set<std::string> kinds;  // the solver's "nodes", "time"

    void add(const std::string& kind, bool answered) {
        if (kind.empty()) return;
        kinds.insert(kind);
        ++(answered ? unfinished : unknown);
    }
    void say(const po::variables_map& vm, Language lang, std::size_t puzzles) const {
        const std::string limits = cli::searchLimitsGiven(vm, kinds);
        if (unknown)
            cli::sayLimitReached("bornes-solve", lang, limits,
                                 cli::say(ToolMessage::LimitAnswersUnknown, unknown, puzzles));
        if (unfinished)
            cli::sayLimitReached(
                "bornes-solve", lang, limits,
                cli::say(ToolMessage::LimitPuzzlesUnfinished, unfinished, puzzles));
    }
};

int solveOdds(std::vector<SolvedPuzzle>& puzzles, const Settings& s, LimitsHit& hit) {
    Solver solver(s.tableBytes);
    bool allSolved = true;
    cli::Progress progress("bornes-solve", s.lang);  // the deals drawn, on a terminal
    std::optional<JsonOddsReport> json;
    if (s.json()) json.emplace(std::cout, s.jsonLayout());
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const SolvedPuzzle& p = puzzles[i];
        const DealSampler sampler(p.position);
        OddsRequest request{p.query, s.samples, s.seed, s.request.limits, {}};
        if (sampler.hidden() == 0) request.samples = 1;  // every deal the same: exact
        progress.restart();
        request.enough = [&](const Odds& o) {
            progress.update(o.samples, o.requested,
                            formats::word(formats::WordId::ProgressDeals, s.lang));
            return false;  // every deal asked for
        };
        Odds odds;
        if (!p.position.over()) odds = estimateOdds(solver, p.position, request);
        progress.clear();
        // Every deal asked for drawn, and each solved: else a limit was hit (exit 1).
        const bool solved = odds.solved == odds.samples && odds.samples == odds.requested;
        allSolved = allSolved && solved;
        if (!solved) hit.add(odds.limitHit, true);  // (a deal inconsistent is no limit)
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
        s.endDocument();
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
        // The answer and the moves that keep it (issue 20: a setter checks the key move);
        // the principal line in JSON, which a program reads (issue 32), as the full solve
        // gives it; not on a text line, which has no room for it, nor move values.
        job.request.line = s.json();
        job.request.allMoves = false;
        jobs.push_back(job);
    }
    const auto start = std::chrono::steady_clock::now();
    BatchTotals totals;
    std::optional<JsonSolveReport> json;
    if (s.json())
        json.emplace(std::cout, s.jsonLayout());
    else
        writeBatchHeader(std::cout, s.lang);
    // The puzzles solved, on a terminal, cleared before each line the batch prints.
    cli::Progress progress("bornes-solve", s.lang,
                           session.size() == 1 && ::isatty(STDERR_FILENO) == 1);
    const auto done = [&](std::size_t i, const Solution& solution) {
        SolvedPuzzle& p = puzzles[i];
        p.solution = solution;
        totals.add(p);
        progress.clear();
        if (json)
            json->puzzle(p, s.stats);
        else
            writeBatchLine(std::cout, p, s.lang);
        std::cout.flush();
        progress.update(static_cast<long long>(i + 1), static_cast<long long>(puzzles.size()),
                        formats::word(formats::WordId::ProgressPuzzles, s.lang));
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
                e, job < puzzles.size() ? say(ToolMessage::PuzzleNamed, puzzles[job].id)
                                        : say(ToolMessage::APuzzle)));
        }
        if (!session.root()) return cli::kSuccess;  // rank 0 prints and says how it went
    }
    totals.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (json) {
        json->finish(&totals);
        s.endDocument();
    } else {
        writeBatchSummary(std::cout, totals, s.lang);
    }
    return totals.allAgree() ? cli::kSuccess : cli::kFailure;
}

po::options_description optionsOf(Language lang) {
    const auto h = [lang](cli::HelpId id) { return cli::helpText(id, lang); };
    const std::string n = h(cli::HelpId::ValueN);
    po::options_description options(h(cli::HelpId::Options));
    options.add_options()("help,h", h(cli::HelpId::Help))("version", h(cli::HelpId::Version));
    cli::addPuzzleOptions(options, true, lang);
    options.add_options()("all-moves", h(cli::HelpId::SolveAllMoves))(
        "format",
        po::value<std::string>()->default_value("text")->value_name(h(cli::HelpId::ValueFormat)),
        h(cli::HelpId::SolveFormat));
    cli::addLimitOptions(
        options,
        {cli::HelpId::SolveMaxNodes, cli::HelpId::SolveTimeLimit, cli::HelpId::SolveHash, 60, 16},
        lang);
    options.add_options()("jobs,j", po::value<int>()->default_value(1)->value_name(n),
                          h(cli::HelpId::SolveJobs))("stats", h(cli::HelpId::SolveStats));
    cli::addEngineOptions(options, cli::HelpId::SolveEngine, cli::HelpId::SolveOdds,
                          cli::HelpId::SolveSeed, lang);
    cli::addOutputOption(options, lang);
    cli::addLanguageOption(options, lang);
    return options;
}

// The settings the options make; a mistake (options that do not go together) is a usage
// error.
Settings settingsOf(const po::variables_map& vm) {
    using M = ToolMessage;
    Settings s;
    s.format =
        cli::formatFrom(vm, {"text", "json", "jsonl", "notation"}, M::FormatsTextJsonJsonlNotation);
    if (s.format == "notation" && vm.count("batch"))
        throw cli::UsageError(say(M::BatchNotNotation));
    if (s.format == "notation" && (vm.count("all-moves") || vm.count("stats")))
        throw cli::UsageError(say(M::AllMovesStatsNotNotation));
    if (vm.count("all-moves") && vm.count("batch")) throw cli::UsageError(say(M::AllMovesNotBatch));
    if (!vm["jobs"].defaulted() && !vm.count("batch"))
        throw cli::UsageError(say(M::GoesWith, "--jobs", "--batch"));
    s.engine = cli::engineFrom(vm);
    const Engine engine = s.engine.engine;
    s.odds = engine == Engine::Odds;
    if (s.odds && vm.count("batch")) throw cli::UsageError(say(M::OddsNotBatch));
    if (s.odds && s.format == "notation") throw cli::UsageError(say(M::OddsNotNotation));
    if (s.odds && vm.count("all-moves")) throw cli::UsageError(say(M::OddsNotAllMoves));
    // A batch checks exact answers, and a line in notation is the solver's: under auto,
    // the exact solver alone; rollouts asked for by name, refused.
    if (engine == Engine::Rollout && vm.count("batch"))
        throw cli::UsageError(say(M::EngineNotBatch, "rollout"));
    if (engine == Engine::Rollout && s.format == "notation")
        throw cli::UsageError(say(M::EngineNotNotation));
    if (vm.count("batch") && (!vm["samples"].defaulted() || !vm["seed"].defaulted()))
        throw cli::UsageError(say(M::EngineNotBatch, "auto"));
    if (vm.count("batch")) s.engine.engine = Engine::Exact;
    s.samples = s.engine.samples;
    s.seed = s.engine.seed;
    s.lang = cli::languageFrom(vm);
    s.stats = vm.count("stats") > 0;
    s.request.allMoves = vm.count("all-moves") > 0;
    s.request.limits = cli::searchLimitsFrom(vm);
    s.tableBytes = cli::tableBytesFrom(vm);
    s.jobs = vm["jobs"].as<int>();
    if (s.jobs < 1 || s.jobs > 256)
        throw cli::UsageError(say(M::OptionRangeNot, "jobs", 1, 256, std::to_string(s.jobs)));
    return s;
}

const cli::Command kCommand{.name = "bornes-solve",
                            .usage = cli::HelpId::SolveUsage,
                            .about = cli::HelpId::SolveAbout,
                            .options = optionsOf,
                            .arguments = cli::addPositionArgument};

int run(const po::variables_map& vm, Language /*helpLang*/, const cluster::MpiSession& session) {
    Settings s = settingsOf(vm);
    // Under mpirun rank 0 reads the collection and sends it: the other machines may not
    // see the file. Every rank then reads the same puzzles, with the same outcome.
    std::istringstream collection;
    if (session.distributed()) {
        if (!vm.count("batch") || s.odds) throw cli::UsageError(say(ToolMessage::MpiBatchOnly));
        collection.str(cli::readOnRoot(session, vm["batch"].as<std::string>(), s.lang));
    }
    // -o FILE: rank 0 writes it itself, checked (output_file.h).
    std::optional<cli::OutputFile> output;
    if (session.root() && vm["output"].as<std::string>() != "-")
        output.emplace(vm["output"].as<std::string>());
    // Hidden cards are dealt by the odds and the rollouts; the exact solver refuses them.
    const bool hiddenCards = s.engine.engine != Engine::Exact;
    std::optional<cli::PuzzleSource> source = cli::puzzlesFrom(
        vm, "bornes-solve", true, hiddenCards, session.distributed() ? &collection : nullptr);
    if (!source) return cli::kUsage;
    int status = cli::kSuccess;
    LimitsHit hit;
    try {
        if (s.odds)
            status = solveOdds(source->puzzles, s, hit);
        else
            status = vm.count("batch") ? solveBatch(source->puzzles, s, session)
                                       : solveEach(source->puzzles, s);
    } catch (const std::bad_alloc&) {
        throw cli::UsageError(say(ToolMessage::CannotAllocate, s.tableBytes >> 20));
    }
    if (output) output->finish();
    if (!s.odds)
        for (const SolvedPuzzle& p : source->puzzles) {
            hit.add(p.solution.limitHit, p.solution.solved);
            // Rollouts cut short by the time: answered when they still had their deals.
            if (p.estimate && !p.estimate->afterExact)
                hit.add(p.estimate->rollouts.limitHit, estimateWorkedOut(*p.estimate));
        }
    if (session.root()) hit.say(vm, s.lang, source->puzzles.size());
    return status;
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::runDistributedCommand(argc, argv, kCommand, run);
}
