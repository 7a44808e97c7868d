// SPDX-License-Identifier: Apache-2.0
// bornes-bench --calibrate (issue 31): the rollouts measured against an oracle. Every card
// known, against the exact solver's value of every move (does the rollouts' choice keep the
// best score, and are their marks the moves that exactly lose points?); cards hidden, against
// the odds (exact solutions of random deals): do the two engines tell the same moves apart?
// The figures depend only on the seed and the options, never on the machine (no time limit):
// the last line's signature is a change detector.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "analysis/decision_judge.h"
#include "bornes-bench/benchmark.h"
#include "common/errors.h"
#include "engine/mix64.h"
#include "engine/movegen.h"
#include "solver/bench_positions.h"

namespace bornes::bench {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

std::uint64_t mixed(std::uint64_t signature, std::uint64_t value) {
    return mix64(signature * 1099511628211ULL + value);
}

// Rollouts of every move of a decision, each move's mark the one the annotator's judge gives
// when that move is the one played: its deals drawn until that move's mark is settled (the
// judge's early stop, checked as the judge checks it), then rolloutMark. The judge's deals
// for one move are the first deals of this run (the same seed, the same deals in the same
// order), so one run up to the last move settled gives every move's judgement.
struct EveryMove {
    RolloutEstimate estimate;
    std::vector<Mark> marks;  // by estimate.moves' index
};

Mark markAt(const RolloutEstimate& e, Move m) {
    return rolloutMark(regretOf(e, m), regretOf(e, m, true));
}

EveryMove rollOutEveryMove(Solver& solver, const Position& pos, RolloutRequest r, bool earlyStop) {
    EveryMove out;
    std::vector<bool> settled;
    if (earlyStop)
        r.enough = [&](const RolloutEstimate& e) {
            if (e.deals < kFewestRolloutDeals || e.deals % 10 != 0) return false;
            out.marks.resize(e.moves.size(), Mark::None);
            settled.resize(e.moves.size(), false);
            bool all = true;
            for (std::size_t i = 0; i < e.moves.size(); ++i) {
                if (settled[i]) continue;
                const Regret points = regretOf(e, e.moves[i].move);
                const Regret reach = regretOf(e, e.moves[i].move, true);
                settled[i] = rolloutSettled(points, reach);
                if (settled[i]) out.marks[i] = rolloutMark(points, reach);
                all = all && settled[i];
            }
            return all;
        };
    out.estimate = estimateByRollouts(&solver, pos, r);
    const RolloutEstimate& e = out.estimate;
    out.marks.resize(e.moves.size(), Mark::None);
    settled.resize(e.moves.size(), false);
    for (std::size_t i = 0; i < e.moves.size(); ++i)
        if (!settled[i]) out.marks[i] = markAt(e, e.moves[i].move);
    return out;
}

// The settings of one line of figures: the levers of the rollouts.
struct Line {
    int horizon = -1, noise = 0, deals = 0;
};

std::vector<Line> linesOf(const CalibrateRequest& c) {
    std::vector<Line> lines;
    for (int horizon : c.horizons)
        for (int noise : c.noises)
            for (int deals : c.deals) lines.push_back({horizon, noise, deals});
    return lines;
}

// The request the annotator's judge makes for a decision (decision_judge.cpp, rollOut):
// random moves in the playouts only where every card is known.
RolloutRequest judgeRequest(const Position& pos, const CalibrateRequest& c, const Line& line) {
    RolloutRequest r;
    r.query = Query{Question::Score, pos.sideToMove(), {}};
    r.settings.policy = Policy{PolicyKind::Heuristic, perfectInformation(pos) ? line.noise : 0};
    r.settings.horizon = line.horizon;
    r.settings.leafNodes = c.leafNodes;
    r.deals = line.deals;
    r.seed = mix64(c.seed ^ pos.hash());
    return r;
}

// A position kept for the calibration: its exact value for every legal move.
struct Solved {
    Position position;
    std::vector<MoveValue> moves;
    int best = 0;
};

struct Skipped {
    int forced = 0, unsolved = 0;
    double seconds = 0;  // the exact solver's (or the odds'), on every position drawn
};

// Positions at `pile` cards, drawn in order from the set's stream until `count` are kept:
// those with one legal move, or that the solver does not answer within `maxNodes`, left out.
std::vector<Solved> solvedPositions(const CalibrateRequest& c, int pile, Skipped& skipped) {
    Solver oracle(static_cast<std::size_t>(c.hash) << 20, c.search);
    std::vector<Solved> kept;
    const auto start = Clock::now();
    std::size_t next = 0;
    std::vector<BenchPosition> drawn;
    while (static_cast<int>(kept.size()) < c.positions) {
        if (next == drawn.size()) {  // the same stream, longer
            drawn = positionsAtPile(c.table, pile, static_cast<int>(drawn.size()) * 2 + 16, c.seed);
            if (next > 4 * static_cast<std::size_t>(c.positions) + 64) break;
        }
        const Position& pos = drawn[next++].position;
        if (legalMoves(pos).size() < 2) {
            ++skipped.forced;
            continue;
        }
        SolveRequest request;
        request.query = Query{Question::Score, pos.sideToMove(), {}};
        request.allMoves = true;
        request.bestMoves = request.line = false;
        request.limits.maxNodes = c.maxNodes;
        const Solution s = oracle.solve(pos, request);
        const bool known = s.solved && std::all_of(s.moves.begin(), s.moves.end(),
                                                   [](const MoveValue& m) { return m.known; });
        if (!known) {
            ++skipped.unsolved;
            continue;
        }
        kept.push_back({pos, s.moves, s.value});
    }
    skipped.seconds = secondsSince(start);
    return kept;
}

// One line of figures: a pile size and a Line.
struct KnownTally {
    int positions = 0, kept = 0;
    double regret = 0;
    int marked = 0, markedWorse = 0, markedLosing = 0, worse = 0, worseMarked = 0;
    long long deals = 0;
    std::uint64_t playouts = 0, exactLeaves = 0, playedOn = 0;
    double seconds = 0;
};

void tallyKnown(KnownTally& t, const Solved& p, const EveryMove& all, std::uint64_t& signature) {
    const RolloutEstimate& e = all.estimate;
    const MoveRollouts* choice = e.best();
    const auto exactOf = [&](Move m) {
        for (const MoveValue& v : p.moves)
            if (v.move == m) return v.value;
        return p.best;  // never: the rollouts weigh the legal moves the solver valued
    };
    ++t.positions;
    const int chosen = choice ? exactOf(choice->move) : p.best;
    t.kept += chosen == p.best;
    t.regret += p.best - chosen;
    for (std::size_t i = 0; i < e.moves.size(); ++i) {
        const int loss = p.best - exactOf(e.moves[i].move);
        const bool marked = all.marks[i] != Mark::None;
        t.marked += marked;
        t.markedWorse += marked && loss >= kRolloutDubious;
        t.markedLosing += marked && loss >= 1;
        t.worse += loss >= kRolloutDubious;
        t.worseMarked += marked && loss >= kRolloutDubious;
        signature = mixed(signature, static_cast<std::uint64_t>(all.marks[i]) * 1000003u +
                                         static_cast<std::uint64_t>(loss));
    }
    t.deals += e.deals;
    t.playouts += e.playouts;
    t.exactLeaves += e.leaves.exact;
    t.playedOn += e.leaves.playedOn;
    signature = mixed(signature, p.position.hash() ^ static_cast<std::uint64_t>(e.deals) ^
                                     (choice ? static_cast<std::uint64_t>(chosen) << 32 : 0));
}

double percent(int part, int whole) {
    return whole ? 100.0 * part / whole : 0.0;
}

void printKnown(int pile, const Line& line, const KnownTally& t, const Skipped& s) {
    const std::uint64_t leaves = t.exactLeaves + t.playedOn;
    std::printf(
        "%-4d %7d %5d %7d %9d %6d %8d %7.1f %8.1f %7d %6.1f %6.1f %7.1f %6d %9.0f %10llu "
        "%7.1f %9.1f\n",
        pile, line.horizon, line.noise, line.deals, t.positions, s.forced, s.unsolved,
        percent(t.kept, t.positions), t.positions ? t.regret / t.positions : 0.0, t.marked,
        percent(t.markedWorse, t.marked), percent(t.worseMarked, t.worse),
        percent(t.markedLosing, t.marked), t.worse,
        t.positions ? static_cast<double>(t.deals) / t.positions : 0.0,
        static_cast<unsigned long long>(t.playouts),
        leaves ? 100.0 * static_cast<double>(t.exactLeaves) / static_cast<double>(leaves) : 0.0,
        t.seconds);
    std::fflush(stdout);
}

int calibrateKnown(const CalibrateRequest& c) {
    std::printf(
        "rollouts against the exact solver, %d players, every card known: the heuristic "
        "with noise %% of random moves, at most samples deals%s, leaves %llu nodes; exact "
        "within %llu nodes a position\n",
        c.table.players, c.earlyStop ? " (the judge's early stop)" : "",
        static_cast<unsigned long long>(c.leafNodes), static_cast<unsigned long long>(c.maxNodes));
    std::printf("%-4s %7s %5s %7s %9s %6s %8s %7s %8s %7s %6s %6s %7s %6s %9s %10s %7s %9s\n",
                "pile", "horizon", "noise", "samples", "positions", "forced", "unsolved", "kept %",
                "regret", "marked", "prec %", "rec %", "prec1 %", "worse", "deals", "playouts",
                "exact %", "seconds");
    std::uint64_t signature = 0;
    for (int pile : c.piles) {
        Skipped skipped;
        const std::vector<Solved> positions = solvedPositions(c, pile, skipped);
        for (const Line& line : linesOf(c)) {
            // A fresh table for each line, so that its figures do not depend on the others'.
            Solver leaves(std::size_t{64} << 20, c.search);
            KnownTally t;
            const auto start = Clock::now();
            for (const Solved& p : positions) {
                const EveryMove all = rollOutEveryMove(
                    leaves, p.position, judgeRequest(p.position, c, line), c.earlyStop);
                tallyKnown(t, p, all, signature);
            }
            t.seconds = secondsSince(start);
            printKnown(pile, line, t, skipped);
        }
        std::printf("  pile %d: the exact solver %.1f s\n", pile, skipped.seconds);
    }
    std::printf("Calibration: signature %016llx\n", static_cast<unsigned long long>(signature));
    return cli::kSuccess;
}

// The sign of a's value less b's by the odds: clear when their 95 % intervals do not meet
// (clearlyBelow, the rule of the odds' "?!"); 0 when they meet.
int oddsSign(const MoveOdds& a, const MoveOdds& b) {
    // clearlyBelow(x, y): y lies clearly below x.
    return clearlyBelow(a, b, false) ? 1 : clearlyBelow(b, a, false) ? -1 : 0;
}

// The same by the rollouts: the paired difference over the deals where both were legal,
// clear when its 99.9 % interval leaves out 0 (the marks' bar) over kFewestRolloutDeals.
int rolloutSign(const MoveRollouts& a, const MoveRollouts& b) {
    Regret d;
    for (std::size_t i = 0; i < std::min(a.values.size(), b.values.size()); ++i) {
        if (std::isnan(a.values[i]) || std::isnan(b.values[i])) continue;
        const double x = static_cast<double>(a.values[i]) - b.values[i];
        ++d.deals;
        d.sum += x;
        d.squares += x * x;
    }
    if (d.deals < kFewestRolloutDeals) return 0;
    return d.low(kZ999) > 0 ? 1 : d.high(kZ999) < 0 ? -1 : 0;
}

struct PairTally {
    int pairs = 0, clear = 0, agree = 0;  // clear: both engines; agree: in sign
    void add(int odds, int rollouts) {
        ++pairs;
        clear += odds != 0 && rollouts != 0;
        agree += odds != 0 && odds == rollouts;
    }
};

struct HiddenTally {
    int decisions = 0;
    PairTally best, all;  // against the odds' best move; every pair of moves
    int oddsMarked = 0, rolloutMarked = 0, bothMarked = 0;
};

// One decision seen from its player's seat, judged by both engines: every pair of moves.
void compareEngines(HiddenTally& t, const Position& seen, const Odds& odds, const EveryMove& rolled,
                    std::uint64_t& signature) {
    const MoveOdds* best = nullptr;
    for (const MoveOdds& m : odds.moves)
        if (m.deals && (!best || m.mean() > best->mean())) best = &m;
    const RolloutEstimate& e = rolled.estimate;
    for (std::size_t i = 0; i < odds.moves.size(); ++i) {
        const MoveOdds& a = odds.moves[i];
        const MoveRollouts* ra = e.find(a.move);
        if (!ra || !a.deals) continue;
        if (&a != best) {
            const bool oddsMark = best && clearlyBelow(*best, a, false);
            const auto at = static_cast<std::size_t>(ra - e.moves.data());
            const bool rolloutMark = rolled.marks[at] != Mark::None;
            t.oddsMarked += oddsMark;
            t.rolloutMarked += rolloutMark;
            t.bothMarked += oddsMark && rolloutMark;
        }
        for (std::size_t j = i + 1; j < odds.moves.size(); ++j) {
            const MoveOdds& b = odds.moves[j];
            const MoveRollouts* rb = e.find(b.move);
            if (!rb || !b.deals) continue;
            const int o = oddsSign(a, b), r = rolloutSign(*ra, *rb);
            t.all.add(o, r);
            if (&a == best || &b == best) t.best.add(o, r);
            signature = mixed(signature, static_cast<std::uint64_t>((o + 1) * 3 + r + 1));
        }
    }
    signature = mixed(signature, seen.hash() ^ static_cast<std::uint64_t>(e.deals));
}

// A decision seen from its player's seat, and its odds.
struct Estimated {
    Position seen;
    Odds odds;
};

// The decisions of `positions` drawn at `pile` cards, each seen from its player's seat and
// estimated by the odds within `maxNodes` for all its deals: those with one legal move, or
// not solved on every deal, left out and counted.
std::vector<Estimated> estimatedDecisions(const CalibrateRequest& c, int pile, Skipped& skipped) {
    Solver solver(static_cast<std::size_t>(c.hash) << 20, c.search);
    std::vector<Estimated> kept;
    const auto start = Clock::now();
    for (const BenchPosition& bp : positionsAtPile(c.table, pile, c.positions, c.seed)) {
        const Position seen = seenFrom(bp.position, bp.position.toMove());
        if (legalMoves(seen).size() < 2) {
            ++skipped.forced;
            continue;
        }
        OddsRequest request{
            Query{Question::Score, seen.sideToMove(), {}}, c.samples, c.seed, {}, {}};
        request.limits.maxNodes = c.maxNodes;
        Odds odds = estimateOdds(solver, seen, request);
        if (odds.solved < c.samples)
            ++skipped.unsolved;
        else
            kept.push_back({seen, std::move(odds)});
    }
    skipped.seconds = secondsSince(start);
    return kept;
}

int calibrateHidden(const CalibrateRequest& c) {
    std::printf(
        "rollouts against the odds, %d players, cards hidden (the player's view): odds "
        "over %d deals within %llu nodes; rollouts by the heuristic, at most samples "
        "deals%s\n",
        c.table.players, c.samples, static_cast<unsigned long long>(c.maxNodes),
        c.earlyStop ? " (the judge's early stop)" : "");
    std::printf("%-4s %7s %7s %9s %6s %8s %10s %7s %9s %7s %7s %7s %6s %9s\n", "pile", "horizon",
                "samples", "decisions", "forced", "unsolved", "best pairs", "agree %", "all pairs",
                "agree %", "?! odds", "rollout", "both", "seconds");
    std::uint64_t signature = 0;
    for (int pile : c.piles) {
        Skipped skipped;
        const std::vector<Estimated> decisions = estimatedDecisions(c, pile, skipped);
        for (const Line& line : linesOf(c)) {
            if (line.noise != c.noises.front()) continue;  // no random moves with hidden cards
            Solver leaves(std::size_t{64} << 20, c.search);
            HiddenTally t;
            const auto start = Clock::now();
            for (const Estimated& d : decisions) {
                const EveryMove rolled =
                    rollOutEveryMove(leaves, d.seen, judgeRequest(d.seen, c, line), c.earlyStop);
                ++t.decisions;
                compareEngines(t, d.seen, d.odds, rolled, signature);
            }
            std::printf("%-4d %7d %7d %9d %6d %8d %10d %7.1f %9d %7.1f %7d %7d %6d %9.1f\n", pile,
                        line.horizon, line.deals, t.decisions, skipped.forced, skipped.unsolved,
                        t.best.clear, percent(t.best.agree, t.best.clear), t.all.clear,
                        percent(t.all.agree, t.all.clear), t.oddsMarked, t.rolloutMarked,
                        t.bothMarked, secondsSince(start));
            std::fflush(stdout);
        }
        std::printf("  pile %d: the odds %.1f s\n", pile, skipped.seconds);
    }
    std::printf("Calibration: signature %016llx\n", static_cast<unsigned long long>(signature));
    return cli::kSuccess;
}

}  // namespace

int benchCalibrate(const CalibrateRequest& c) {
    return c.hidden ? calibrateHidden(c) : calibrateKnown(c);
}

}  // namespace bornes::bench
