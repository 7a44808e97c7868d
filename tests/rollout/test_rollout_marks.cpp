// SPDX-License-Identifier: Apache-2.0
// The marks of a decision judged by rollouts (analysis/decision_judge.h, issue 31): a move
// that throws the hand's win away is marked, the engine's own choice never is, and the
// expected regret does not blame a player for a card it may not have held, where the rule of
// the best alternative (each move's mean over the deals in which it was legal) does.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "analysis/decision_judge.h"
#include "analysis/rollout.h"
#include "engine/movegen.h"
#include "scene.h"

namespace bornes {
namespace {

using test::Scene;

JudgeRequest byRollouts() {
    JudgeRequest r;
    r.question = Question::Score;
    r.engine = Engine::Rollout;
    r.rollout.policy = Policy{PolicyKind::Heuristic, 10};
    r.rolloutDeals = 400;
    r.seed = 3;
    return r;
}

// Two players racing to 1000, both rolling: 950 km with the 50 that ends the hand in hand and
// nothing else of use; the opponent at 975 with a 25. Playing the 50 wins the hand at once;
// any other move lets the opponent win at its turn.
Position winInHand() {
    Scene scene(Form::Two, 1000);
    scene.roll(0).roll(1);
    scene.distance(0, {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100, Card::D100,
                       Card::D100, Card::D50});  // 950
    scene.distance(1, {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100, Card::D100,
                       Card::D100, Card::D75});  // 975
    return scene
        .exactHand(0, {Card::D50, Card::D100, Card::D100, Card::D75, Card::D75, Card::Repairs,
                       Card::Repairs})
        .exactHand(1, {Card::D25, Card::D75, Card::D75, Card::D75, Card::D75, Card::D50})
        .pile(40)
        .build();
}

TEST(RolloutMarks, ThrowingTheWinAwayIsMarkedTheEnginesChoiceNever) {
    Solver solver(16 << 20);
    const Position pos = winInHand();
    const Query query{Question::Score, 0, ScoringRules{}};
    const Judgement thrown =
        judgeDecision(solver, pos, Move::discard(Card::D50), query, byRollouts());
    ASSERT_EQ(thrown.status, Judgement::Status::Estimated);
    EXPECT_EQ(thrown.engine, Engine::Rollout);
    EXPECT_EQ(thrown.mark, Mark::Blunder);
    ASSERT_TRUE(thrown.rollouts);
    EXPECT_GT(thrown.rollouts->points.low(kZ999), kRolloutBlunder);
    EXPECT_EQ(thrown.best.front(), Move::play(Card::D50));
    // Every legal move judged: only the engine's choice is never marked, and it is the win.
    for (Move m : legalMoves(pos)) {
        const Judgement j = judgeDecision(solver, pos, m, query, byRollouts());
        if (m == j.best.front()) {
            EXPECT_EQ(j.mark, Mark::None) << static_cast<int>(m.raw());
            EXPECT_EQ(j.rollouts->points.sum, 0);
        }
    }
}

// The deals settle the verdict early: the engine's choice (no regret in any deal) stops at the
// fewest deals a verdict needs.
TEST(RolloutMarks, ANoRegretVerdictIsSettledAtTheFewestDeals) {
    Solver solver(16 << 20);
    const Position pos = winInHand();
    const Query query{Question::Score, 0, ScoringRules{}};
    const Judgement j = judgeDecision(solver, pos, Move::play(Card::D50), query, byRollouts());
    EXPECT_EQ(j.deals, kFewestRolloutDeals);
    JudgeRequest every = byRollouts();
    every.earlyStop = false;
    EXPECT_EQ(judgeDecision(solver, pos, Move::play(Card::D50), query, every).deals, 400);
}

// A built estimate: the player held X; in one deal in ten its hidden hand also held Y, worth
// 1 000 points more there, and X and Y are otherwise alike. The best alternative's rule
// compares Y's mean over its own deals with X's: 1 000 points, a "??". The expected regret
// weighs it by the chance that the player held Y: 100 points, a "?!" at most.
TEST(RolloutMarks, TheRegretDoesNotBlameACardThePlayerMayNotHaveHeld) {
    const Move x = Move::play(Card::D25), y = Move::play(Card::D200);
    RolloutEstimate e;
    e.deals = 300;
    e.moves.resize(2);
    MoveRollouts &played = e.moves[0], &other = e.moves[1];
    played.move = x, other.move = y;
    const float nan = std::numeric_limits<float>::quiet_NaN();
    for (int d = 0; d < e.deals; ++d) {
        const float base = static_cast<float>((d * 37) % 200);
        const bool held = d % 10 == 0;
        for (MoveRollouts* m : {&played, &other}) {
            const bool legal = m == &played || held;
            const float v = m == &other ? base + 1000 : base;
            m->values.push_back(legal ? v : nan);
            m->reached.push_back(legal ? 0.0f : nan);
            if (!legal) continue;
            ++m->deals;
            m->sum += v;
            m->squares += static_cast<double>(v) * v;
        }
    }
    // The best alternative's rule: Y's mean, over the deals where Y was legal, far above X's.
    EXPECT_GT(other.mean() - played.mean(), 900);
    const Regret points = regretOf(e, x), reach = regretOf(e, x, true);
    EXPECT_EQ(points.deals, 300);
    EXPECT_NEAR(points.mean(), 100, 1e-9);
    EXPECT_NE(rolloutMark(points, reach), Mark::Mistake);
    EXPECT_NE(rolloutMark(points, reach), Mark::Blunder);
}

TEST(RolloutMarks, TheBandsAndTheirInterval) {
    const auto regret = [](double mean, double spread, int deals) {
        Regret r;
        for (int d = 0; d < deals; ++d) {
            const double v = mean + (d % 2 ? spread : -spread);
            ++r.deals, r.sum += v, r.squares += v * v;
        }
        return r;
    };
    const Regret none = regret(0, 0, 100);
    EXPECT_EQ(rolloutMark(regret(150, 10, 100), none), Mark::Dubious);
    EXPECT_EQ(rolloutMark(regret(250, 10, 100), none), Mark::Mistake);
    EXPECT_EQ(rolloutMark(regret(450, 10, 100), none), Mark::Blunder);
    EXPECT_EQ(rolloutMark(regret(450, 10, 20), none), Mark::None);     // too few deals
    EXPECT_EQ(rolloutMark(regret(150, 3000, 100), none), Mark::None);  // within the noise
    EXPECT_EQ(rolloutMark(regret(50, 10, 100), regret(0.4, 0.1, 100)), Mark::Blunder);  // reach
    EXPECT_TRUE(rolloutSettled(regret(250, 10, 100), none));
    EXPECT_FALSE(rolloutSettled(regret(200, 10, 100), none));  // astride a band's edge
    EXPECT_TRUE(rolloutSettled(regret(20, 10, 100), none));
}

}  // namespace
}  // namespace bornes
