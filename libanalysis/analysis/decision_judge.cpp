// SPDX-License-Identifier: Apache-2.0
#include "analysis/decision_judge.h"

#include <algorithm>
#include <chrono>

#include "engine/mix64.h"
#include "engine/movegen.h"

namespace bornes {

namespace {

// Best first; among equals, in the order the search or the deals met them.
void sortCandidates(Judgement& j) {
    std::stable_sort(j.candidates.begin(), j.candidates.end(),
                     [](const Judgement::Candidate& a, const Judgement::Candidate& b) {
                         return a.value > b.value;
                     });
}

// Exact values: the played move's against the best; a limit hit leaves it unsolved.
void solveExactly(Judgement& j, Solver& solver, const Position& before, Move played,
                  const Query& query, const JudgeRequest& request) {
    SolveRequest r;
    r.query = query;
    r.allMoves = true;
    r.bestMoves = true;
    r.line = false;
    r.limits = request.limits;
    const Solution s = solver.solve(before, r);
    const auto playedValue = std::find_if(s.moves.begin(), s.moves.end(),
                                          [&](const MoveValue& mv) { return mv.move == played; });
    if (!s.solved || playedValue == s.moves.end() || !playedValue->known) {
        j.status = Judgement::Status::Unsolved;
        j.limitHit = s.limitHit.empty() ? "nodes" : s.limitHit;
        return;
    }
    j.valueBefore = s.value;
    j.valueAfter = playedValue->value;
    for (const MoveValue& mv : s.moves) {
        if (mv.known && mv.value == s.value) j.best.push_back(mv.move);
        if (mv.known) {
            const auto v = static_cast<double>(mv.value);
            j.candidates.push_back({mv.move, v, 0, v, v});
        }
    }
    sortCandidates(j);
    const bool others = std::any_of(s.moves.begin(), s.moves.end(), [&](const MoveValue& mv) {
        return mv.known && mv.value < s.value;
    });
    if (j.valueAfter < j.valueBefore) {
        j.mark = query.boolean() ? Mark::Blunder : Mark::Mistake;
        // The best move a comment names: the principal line's first (principal_line.h).
        r.allMoves = r.bestMoves = false;
        r.line = true;
        r.lineMoves = 1;
        const Solution first = solver.solve(before, r);
        const auto named = first.line.empty()
                               ? j.best.end()
                               : std::find(j.best.begin(), j.best.end(), first.line.front());
        if (named != j.best.end()) std::rotate(j.best.begin(), named, named + 1);
    } else if (j.best.size() == 1 && others && (!query.boolean() || j.valueBefore == 1)) {
        j.mark = Mark::Good;
    }
}

// Odds over random deals of the hidden cards: "?!" only when clearly below the best.
void estimate(Judgement& j, Solver& solver, const Position& before, Move played, const Query& query,
              const JudgeRequest& request) {
    OddsRequest oddsRequest{query, request.samples, request.seed, request.limits, {}};
    oddsRequest.freshTable = request.freshTable;
    const bool sameMoves =
        before.phase() == Phase::Turn && before.hand(before.toMove()).count(Card::Unknown) == 0;
    if (request.earlyStop)
        oddsRequest.enough = [&](const Odds& o) {
            return settled(o, played, query.boolean(), request.samples, sameMoves);
        };
    const Odds odds = estimateOdds(solver, before, oddsRequest);
    j.deals = odds.solved;
    for (const MoveOdds& m : odds.moves) {
        if (m.deals == 0) continue;
        if (m.move == played) j.playedOdds = m;
        if (!j.bestOdds || m.mean() > j.bestOdds->mean()) j.bestOdds = m;
        j.candidates.push_back(
            {m.move, m.mean(), m.deals, m.low(query.boolean()), m.high(query.boolean())});
    }
    sortCandidates(j);
    if (j.bestOdds) j.best = {j.bestOdds->move};
    if (j.playedOdds && j.bestOdds && j.bestOdds->move != played &&
        clearlyBelow(*j.bestOdds, *j.playedOdds, query.boolean()))
        j.mark = Mark::Dubious;
}

int band(double points) {
    return points >= kRolloutBlunder   ? 3
           : points >= kRolloutMistake ? 2
           : points >= kRolloutDubious ? 1
                                       : 0;
}

// Rollouts (rollout.h): every move weighed over random deals of what the record does not
// show; the mark from the expected regret of the move played (rolloutMark), settled early
// when more deals cannot change it.
void rollOut(Judgement& j, Solver& solver, const Position& before, Move played, const Query& query,
             const JudgeRequest& request) {
    j.engine = Engine::Rollout;
    RolloutRequest r;
    r.query = query;
    r.settings = settingsFor(before, request.rollout);
    r.deals = request.rolloutDeals;
    // Named by --seed and by the decision, so that two decisions do not share their deals.
    r.seed = mix64(request.seed ^ before.hash());
    r.deadline = deadlineOf(request.limits);
    if (request.earlyStop)
        r.enough = [&](const RolloutEstimate& e) {
            return e.deals >= kFewestRolloutDeals && e.deals % 10 == 0 &&
                   rolloutSettled(regretOf(e, played), regretOf(e, played, true));
        };
    const RolloutEstimate e = estimateByRollouts(&solver, before, r);
    const MoveRollouts* mine = e.find(played);
    const MoveRollouts* best = e.best();
    if (e.deals < kFewestRolloutDeals || !mine || !best) {
        // Below the fewest deals a verdict needs, nothing is said: not worked out (over
        // `deals`, which the pages say).
        j.status = Judgement::Status::Unsolved;
        j.limitHit = "time";
        j.deals = e.deals;
        return;
    }
    j.status = e.moves.size() < 2 ? Judgement::Status::Forced : Judgement::Status::Estimated;
    j.deals = e.deals;
    // Shown in the question's terms (the chance of reaching, or the mean score), as the odds
    // are; the engine's choice and the marks are the score's (rolloutMark).
    const bool yesNo = query.boolean();
    const auto odds = [&](const MoveRollouts& m) {
        return yesNo ? MoveOdds{m.move, m.deals, static_cast<double>(m.reaches),
                                static_cast<double>(m.reaches)}
                     : MoveOdds{m.move, m.deals, m.sum, m.squares};
    };
    for (const MoveRollouts& m : e.moves) {
        const MoveOdds o = odds(m);
        j.candidates.push_back({m.move, o.mean(), m.deals, o.low(yesNo), o.high(yesNo)});
    }
    sortCandidates(j);
    Judgement::Rollouts found;
    found.points = regretOf(e, played);
    // The move a comment names: the engine's choice in most of the deals (a move that only
    // some deals gave the player is its choice only there).
    const MoveRollouts* choice = e.find(found.points.choice);
    if (choice) best = choice;
    j.best = {best->move};
    j.playedOdds = odds(*mine);
    j.bestOdds = odds(*best);
    found.reach = regretOf(e, played, true);
    found.reachPlayed = mine->reach();
    found.reachBest = best->reach();
    found.meanPlayed = mine->mean();
    found.meanBest = best->mean();
    found.playouts = e.playouts;
    j.rollouts = found;
    if (j.status == Judgement::Status::Estimated) j.mark = rolloutMark(found.points, found.reach);
}

// The exact solver, then rollouts where it does not answer within Auto's nodes.
void judgeKnown(Judgement& j, Solver& solver, const Position& before, Move played,
                const Query& query, const JudgeRequest& request) {
    if (request.engine == Engine::Rollout)
        return rollOut(j, solver, before, played, query, request);
    JudgeRequest exact = request;
    if (request.engine == Engine::Auto && !exact.limits.maxNodes)
        exact.limits.maxNodes = kAutoExactNodes;
    solveExactly(j, solver, before, played, query, exact);
    if (request.engine == Engine::Auto && j.status == Judgement::Status::Unsolved) {
        j = Judgement{};
        rollOut(j, solver, before, played, query, request);
    }
}

}  // namespace

Position seenFrom(const Position& pos, int seat) {
    PositionSetup setup = describe(pos);
    for (int other = 0; other < pos.table().players; ++other)
        if (other != seat) {
            std::vector<Card>& hand = setup.hands[static_cast<std::size_t>(other)];
            hand.assign(hand.size(), Card::Unknown);
        }
    setup.pile.assign(setup.pile.size(), Card::Unknown);
    const SetupResult seen = buildPosition(setup);
    return seen.position ? *seen.position : pos;
}

Position withPlayedCardShown(Position pos, Move played) {
    if (!played.usesCard()) return pos;
    const int seat = played.action() == Action::CoupFourre ? played.seat() : pos.toMove();
    const Hand& hand = pos.hand(seat);
    if (hand.count(played.card()) == 0 && hand.count(Card::Unknown) > 0)
        pos.reveal(seat, played.card());
    // The seat that called the coup-fourré decides the window (the deals then give it the
    // safety it showed, not to the seat the window was opened for).
    if (played.action() == Action::CoupFourre && pos.phase() == Phase::CoupFourre)
        pos.coupFourreDecidedBy(seat);
    return pos;
}

std::optional<Engine> parseEngine(std::string_view name) {
    for (Engine e : {Engine::Auto, Engine::Exact, Engine::Odds, Engine::Rollout})
        if (engineName(e) == name) return e;
    return std::nullopt;
}

std::string_view engineName(Engine engine) {
    switch (engine) {
        case Engine::Auto:
            return "auto";
        case Engine::Exact:
            return "exact";
        case Engine::Odds:
            return "odds";
        case Engine::Rollout:
            return "rollout";
    }
    return "";
}

Mark rolloutMark(const Regret& points, const Regret& reach) {
    if (points.deals < kFewestRolloutDeals) return Mark::None;
    if (reach.low(kZ999) > 0 && reach.mean() >= kRolloutBlunderReach) return Mark::Blunder;
    if (points.low(kZ999) <= 0) return Mark::None;
    static constexpr Mark kByBand[] = {Mark::None, Mark::Dubious, Mark::Mistake, Mark::Blunder};
    return kByBand[band(points.mean())];
}

bool rolloutSettled(const Regret& points, const Regret& reach) {
    if (points.deals < kFewestRolloutDeals) return false;
    // A drop of reaching chance that makes "??" whatever comes.
    if (reach.low(kZ999) >= kRolloutBlunderReach) return true;
    const bool noReachDrop = reach.high(kZ999) < kRolloutBlunderReach;
    const double low = points.low(kZ999), high = points.high(kZ999);
    const bool pointsSettled = high < kRolloutDubious || (low > 0 && band(low) == band(high));
    return noReachDrop && pointsSettled;
}

Judgement judgeDecision(Solver& solver, const Position& shown, Move played, const Query& query,
                        const JudgeRequest& request) {
    const Position before = withPlayedCardShown(shown, played);
    Judgement j;
    if (perfectInformation(before)) {
        if (legalMoves(before).size() < 2)
            j.status = Judgement::Status::Forced;
        else
            judgeKnown(j, solver, before, played, query, request);
    } else if (request.engine == Engine::Auto || request.engine == Engine::Rollout) {
        rollOut(j, solver, before, played, query, request);
    } else if (request.odds || request.engine == Engine::Odds) {
        j.status = Judgement::Status::Estimated;
        j.engine = Engine::Odds;
        estimate(j, solver, before, played, query, request);
    } else {
        j.status = Judgement::Status::Hidden;
    }
    return j;
}

bool clearlyBelow(const MoveOdds& best, const MoveOdds& played, bool yesNo) {
    // Dubious only when the intervals do not meet: sampling noise is not a verdict.
    return best.deals >= kFewestDeals && played.deals >= kFewestDeals &&
           best.low(yesNo) > played.high(yesNo);
}

bool settled(const Odds& odds, Move played, bool yesNo, int samples, bool sameMoves) {
    const auto p = std::find_if(odds.moves.begin(), odds.moves.end(),
                                [&](const MoveOdds& m) { return m.move == played; });
    if (p == odds.moves.end() || p->deals < kFewestDeals) return false;
    bool couldSeparate = false;
    const int left = std::max(0, samples - odds.samples);
    for (const MoveOdds& m : odds.moves) {
        if (m.move == played) continue;
        if (m.deals >= kFewestDeals && m.low(yesNo, kZ999) > p->high(yesNo, kZ999)) return true;
        if (!yesNo) continue;
        MoveOdds best = m, worst = *p;  // every deal left for m (1) and against played (0)
        best.deals += left, best.sum += left, best.squares += left;
        worst.deals += left;
        couldSeparate = couldSeparate || clearlyBelow(best, worst, true);
    }
    return yesNo && sameMoves && !couldSeparate;
}

}  // namespace bornes
