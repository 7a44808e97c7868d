// SPDX-License-Identifier: Apache-2.0
// Rollouts (analysis/rollout.h, issue 31): named by their seed, paired deal by deal, never a
// peek at a card the decider cannot see, the hybrid equal to the exact solver where its
// horizon covers the pile, and the means of random deals within their intervals of the means
// over every deal (an enumeration).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "analysis/deal_sampler.h"
#include "analysis/decision_judge.h"
#include "analysis/rollout.h"
#include "analysis/rollout_player.h"
#include "engine/movegen.h"
#include "engine/position_setup.h"
#include "players/heuristic_player.h"
#include "players/random_player.h"
#include "players/self_play.h"

namespace bornes {
namespace {

// A position of a hand between a heuristic and a random player, at the first decision of a
// turn with at most `pile` cards in the pile and at least two legal moves (the first hand
// of the seed's deals that gets there).
Position playedTo(Form form, std::uint64_t seed, int pile) {
    Rng shuffle(seed);
    HeuristicPlayer heuristic;
    RandomPlayer random(seed);
    for (int hand = 0; hand < 100; ++hand) {
        Position pos = Position::deal(Table::of(form), shuffle, hand % Table::of(form).players);
        while (!pos.over()) {
            const MoveList legal = legalMoves(pos);
            if (pos.pileSize() <= pile && pos.phase() == Phase::Turn && legal.size() >= 2)
                return pos;
            Player& p = pos.toMove() % 2 ? static_cast<Player&>(random) : heuristic;
            pos.apply(p.choose(pos, legal));
        }
    }
    ADD_FAILURE() << "no hand reached " << pile << " cards";
    return Position{};
}

// `pos` with the top `n` cards of its pile turned face down.
Position withPileHidden(const Position& pos, int n) {
    PositionSetup setup = describe(pos);
    for (int i = 0; i < n && i < static_cast<int>(setup.pile.size()); ++i)
        setup.pile[setup.pile.size() - 1 - static_cast<std::size_t>(i)] = Card::Unknown;
    const SetupResult r = buildPosition(setup);
    EXPECT_TRUE(r.position) << r.error;
    return r.position.value_or(pos);
}

RolloutRequest scoreRequest(const Position& pos, int deals, std::uint64_t seed) {
    RolloutRequest request;
    request.query = Query{Question::Score, pos.sideToMove(), ScoringRules{}};
    request.settings.policy = Policy{PolicyKind::Heuristic, 10};
    request.deals = deals;
    request.seed = seed;
    return request;
}

TEST(Rollout, TheSameSeedGivesTheSameValuesAnotherSeedOthers) {
    const Position pos = seenFrom(playedTo(Form::Four, 3, 60), 0);
    const RolloutEstimate a = estimateByRollouts(nullptr, pos, scoreRequest(pos, 50, 7));
    const RolloutEstimate b = estimateByRollouts(nullptr, pos, scoreRequest(pos, 50, 7));
    const RolloutEstimate c = estimateByRollouts(nullptr, pos, scoreRequest(pos, 50, 8));
    ASSERT_EQ(a.deals, 50);
    ASSERT_EQ(a.moves.size(), b.moves.size());
    bool differs = false;
    for (std::size_t m = 0; m < a.moves.size(); ++m) {
        EXPECT_EQ(a.moves[m].move, b.moves[m].move);
        for (int d = 0; d < a.deals; ++d) {
            const float x = a.moves[m].values[static_cast<std::size_t>(d)];
            const float y = b.moves[m].values[static_cast<std::size_t>(d)];
            EXPECT_TRUE(x == y || (std::isnan(x) && std::isnan(y))) << m << " " << d;
        }
        if (const MoveRollouts* other = c.find(a.moves[m].move))
            differs = differs || other->values != a.moves[m].values;
    }
    EXPECT_TRUE(differs);
}

// Paired: every move of a deal is played on with the deal's one playout seed, so that two
// moves differ by what they made, not by the luck of their playouts.
TEST(Rollout, EveryMoveOfADealIsPlayedOnWithTheDealsSeed) {
    const Position pos = seenFrom(playedTo(Form::Two, 5, 50), 0);
    const RolloutRequest request = scoreRequest(pos, 20, 11);
    const RolloutEstimate e = estimateByRollouts(nullptr, pos, request);
    const DealSampler sampler(pos);
    LeafCounts leaves;
    for (int d = 0; d < e.deals; ++d) {
        Rng dealRng(rolloutDealSeed(request.seed, d));
        const std::optional<Position> deal = sampler.sample(dealRng);
        ASSERT_TRUE(deal);
        for (Move m : legalMoves(*deal)) {
            Position next = *deal;
            next.apply(m);
            Rng play(rolloutPlaySeed(request.seed, d));
            const PlayoutValue v =
                playoutValue(next, request.query, request.settings, play, nullptr, leaves);
            EXPECT_EQ(e.find(m)->values[static_cast<std::size_t>(d)], static_cast<float>(v.score))
                << "deal " << d;
            EXPECT_EQ(e.find(m)->reached[static_cast<std::size_t>(d)], v.reached ? 1.0f : 0.0f);
        }
    }
}

// Never a peek: two positions that differ only in what the decider cannot see (the other
// hands and the pile) give the same estimates, and the rollout player the same move.
TEST(Rollout, NeverAPeekAtACardTheDeciderCannotSee) {
    for (std::uint64_t seed : {1, 2, 3}) {
        const Position a = playedTo(Form::Two, seed, 70);
        // The same table and hand to move, the other cards dealt anew.
        Rng redeal(seed + 100);
        const std::optional<Position> b = DealSampler(seenFrom(a, a.toMove())).sample(redeal);
        ASSERT_TRUE(b);
        ASSERT_NE(a.hash(), b->hash());
        RolloutPlayer first(64, 9), second(64, 9);
        EXPECT_EQ(first.choose(a, legalMoves(a)), second.choose(*b, legalMoves(*b)));
        const RolloutEstimate ea =
            estimateByRollouts(nullptr, seenFrom(a, a.toMove()), scoreRequest(a, 30, 4));
        const RolloutEstimate eb =
            estimateByRollouts(nullptr, seenFrom(*b, b->toMove()), scoreRequest(*b, 30, 4));
        ASSERT_EQ(ea.moves.size(), eb.moves.size());
        for (std::size_t m = 0; m < ea.moves.size(); ++m)
            EXPECT_EQ(ea.moves[m].sum, eb.moves[m].sum);
    }
}

// The hybrid with its horizon at or above the pile is the exact solver.
TEST(Rollout, AHorizonOverThePileIsTheExactSolver) {
    Solver solver(16 << 20);
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const Position pos = playedTo(seed % 2 ? Form::Two : Form::Three, seed, 14);
        for (Question q : {Question::Score, Question::Reach}) {
            const Query query{q, pos.sideToMove(), ScoringRules{}};
            SolveRequest exact;
            exact.query = query;
            exact.bestMoves = exact.line = false;
            const Solution s = solver.solve(pos, exact);
            ASSERT_TRUE(s.solved);
            RolloutSettings hybrid;
            hybrid.horizon = pos.pileSize();
            hybrid.leafNodes = 0;  // no budget: every leaf exact
            Rng rng(seed);
            LeafCounts leaves;
            const PlayoutValue v = playoutValue(pos, query, hybrid, rng, &solver, leaves);
            EXPECT_EQ(q == Question::Score ? v.score : v.reached ? 1 : 0, s.value) << seed;
            EXPECT_EQ(leaves.exact, 1u);
        }
    }
}

// Against an enumeration: with three cards of the pile hidden and a fixed continuation (the
// plain heuristic), every deal is one of the orders of the three cards; the mean of each
// move over 400 random deals lies within its 99.9 % interval of the mean over every order.
TEST(Rollout, RandomDealsWithinTheirIntervalOfTheEnumeration) {
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        const Position full = playedTo(Form::Two, seed, 30);
        const Position pos = withPileHidden(full, 3);
        const DealSampler sampler(pos);
        ASSERT_EQ(sampler.hidden(), 3);
        RolloutRequest request = scoreRequest(pos, 400, seed);
        request.settings.policy = Policy{PolicyKind::Heuristic, 0};
        const RolloutEstimate e = estimateByRollouts(nullptr, pos, request);
        std::vector<Card> order = sampler.unseen();
        std::sort(order.begin(), order.end());
        for (const MoveRollouts& r : e.moves) {
            double sum = 0;
            int deals = 0;
            std::vector<Card> o = order;
            do {
                const std::optional<Position> deal = sampler.dealt(o);
                if (!deal || !legalMoves(*deal).contains(r.move)) continue;
                Position next = *deal;
                next.apply(r.move);
                Rng unused(0);
                LeafCounts leaves;
                sum += playoutValue(next, request.query, request.settings, unused, nullptr, leaves)
                           .score;
                ++deals;
            } while (std::next_permutation(o.begin(), o.end()));
            ASSERT_GT(deals, 0);
            const double exact = sum / deals;
            // Each order of distinct cards is equally likely; repeated kinds repeat orders.
            EXPECT_LE(r.low(kZ999) - 1e-9, exact) << seed;
            EXPECT_GE(r.high(kZ999) + 1e-9, exact) << seed;
            ++checked;
        }
    }
    EXPECT_GT(checked, 20);
}

// The regret of the engine's own choice is 0, and a move that throws the hand away has a
// regret whose interval is above zero.
TEST(Rollout, TheEnginesChoiceHasNoRegret) {
    const Position pos = seenFrom(playedTo(Form::Two, 12, 60), 0);
    const RolloutEstimate e = estimateByRollouts(nullptr, pos, scoreRequest(pos, 200, 3));
    const MoveRollouts* best = e.best();
    ASSERT_TRUE(best);
    const Regret none = regretOf(e, best->move);
    EXPECT_EQ(none.deals, e.deals);
    EXPECT_EQ(none.sum, 0);
    for (const MoveRollouts& r : e.moves) {
        const Regret regret = regretOf(e, r.move);
        EXPECT_GE(regret.mean(), 0);
        EXPECT_NEAR(regret.mean(), best->mean() - r.mean(), 1e-6);  // every move in every deal
    }
}

// The chance of reaching's interval is Wilson's, as the odds' and the annotator's: reached
// in all of 30 deals is not a certainty (the normal interval's [1, 1]); Wilson's numbers for
// 30 of 30 and 15 of 30, computed by hand from its formula.
TEST(Rollout, TheChanceOfReachingHasWilsonsInterval) {
    MoveRollouts all;
    all.deals = all.reaches = 30;
    EXPECT_NEAR(all.reachLow(1.96), 0.8865, 1e-4);
    EXPECT_EQ(all.reachHigh(1.96), 1.0);
    MoveRollouts half;
    half.deals = 30;
    half.reaches = 15;
    EXPECT_NEAR(half.reachLow(1.96), 0.3315, 1e-4);
    EXPECT_NEAR(half.reachHigh(1.96), 0.6685, 1e-4);
    MoveRollouts none;
    none.deals = 30;
    EXPECT_EQ(none.reachLow(1.96), 0.0);
    EXPECT_NEAR(none.reachHigh(1.96), 0.1135, 1e-4);
}

}  // namespace
}  // namespace bornes
