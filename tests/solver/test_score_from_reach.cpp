// SPDX-License-Identifier: Apache-2.0
// Score from reach (bounds.h, probes.h): the score's bounds tightened by what the reach
// question answers for each side. On small random positions of every form, the reach
// answers are taken from the plain search (not the solver); the bounds must hold the score
// the plain search finds, and so must the solver's, with the technique and without. Fails
// on planted bugs: an opponent's "no" trusted with three sides (a third side need not help
// S), S's winning bonuses left out when its reach is not known, a forced win credited with
// 1 200 points rather than the 400 it is sure of.
#include <gtest/gtest.h>

#include <iostream>

#include "plain_search.h"
#include "random_positions.h"
#include "solver/bounds.h"
#include "solver/search.h"
#include "solver/search_state.h"
#include "test_scale.h"

namespace bornes {
namespace {

TEST(ScoreFromReach, TheBoundsAndTheSolverHoldThePlainScore) {
    Rng rng(31337);
    SearchOptions without;
    without.scoreFromReach = false;
    int checked = 0, tighter = 0, threeSides = 0;
    for (int i = 0;
         i < test::scaled(15000) && (checked < test::scaled(600) || threeSides < test::scaled(100));
         ++i) {
        test::ConstructedShape shape;
        shape.table = test::randomTable(rng);
        shape.maxHand = 3;
        shape.pileSize = static_cast<int>(rng.below(3));
        shape.kindsPerHand = 1;
        shape.race = rng.below(2) == 0;
        const std::optional<Position> p = test::constructedPosition(shape, rng);
        if (!p) continue;
        const SearchDeal deal = SearchDeal::of(*p);
        const SearchState s(*p, deal);
        const Query score = test::randomQuery(rng, *p);
        if (score.question != Question::Score) continue;
        ReachAnswers reach{};
        bool known = true;
        for (int side = 0; side < p->table().sides && known; ++side) {
            test::PlainSearch plain(Query{Question::Reach, side, score.rules}, 20'000);
            const std::optional<int> v = plain.value(*p);
            known = v.has_value();
            if (v) reach[static_cast<std::size_t>(side)] = *v ? Reach::Yes : Reach::No;
        }
        test::PlainSearch plain(score, 20'000);
        const std::optional<int> v = plain.value(*p);
        if (!known || !v) continue;
        ++checked;
        threeSides += p->table().sides == 3;
        const ValueBounds b = scoreBounds(s, score, reach), before = scoreBounds(s, score);
        ASSERT_LE(b.lower, *v) << "try " << i << ", side " << score.side;
        ASSERT_GE(b.upper, *v) << "try " << i << ", side " << score.side;
        tighter += b.lower > before.lower || b.upper < before.upper;
        // The solver, with the technique (its reach answers its own) and without.
        SolveRequest request;
        request.query = score;
        request.bestMoves = request.line = false;
        Solver with(std::size_t{1} << 20), plainer(std::size_t{1} << 20, without);
        const Solution a = with.solve(*p, request), c = plainer.solve(*p, request);
        ASSERT_TRUE(a.solved && c.solved);
        ASSERT_EQ(a.value, *v) << "try " << i;
        ASSERT_EQ(c.value, *v) << "try " << i;
    }
    std::cout << checked << " positions (" << threeSides << " with three sides), " << tighter
              << " with tighter bounds\n";
    EXPECT_GE(checked, test::scaled(600));
    EXPECT_GE(threeSides, test::scaled(100));
    EXPECT_GT(tighter, checked / 6) << "the reach answers should tighten the bounds often";
}

}  // namespace
}  // namespace bornes
