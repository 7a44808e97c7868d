// SPDX-License-Identifier: Apache-2.0
#include "analysis/decision_judge.h"

#include <algorithm>

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
        if (mv.known) j.candidates.push_back({mv.move, static_cast<double>(mv.value), 0});
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
        j.candidates.push_back({m.move, m.mean(), m.deals});
    }
    sortCandidates(j);
    if (j.bestOdds) j.best = {j.bestOdds->move};
    if (j.playedOdds && j.bestOdds && j.bestOdds->move != played &&
        clearlyBelow(*j.bestOdds, *j.playedOdds, query.boolean()))
        j.mark = Mark::Dubious;
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
    return pos;
}

Judgement judgeDecision(Solver& solver, const Position& shown, Move played, const Query& query,
                        const JudgeRequest& request) {
    const Position before = withPlayedCardShown(shown, played);
    Judgement j;
    if (!perfectInformation(before)) {
        j.status = request.odds ? Judgement::Status::Estimated : Judgement::Status::Hidden;
        if (request.odds) estimate(j, solver, before, played, query, request);
    } else if (legalMoves(before).size() < 2) {
        j.status = Judgement::Status::Forced;
    } else {
        solveExactly(j, solver, before, played, query, request);
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
