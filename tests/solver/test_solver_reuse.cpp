// SPDX-License-Identifier: Apache-2.0
// One solver kept across positions, sides, questions and rulesets — as a batch, the
// annotator and the odds keep theirs — answers as a fresh solver does. Its tables are
// tiny here, so that entries of different positions and questions land in the same
// clusters all the time: a key that forgets the side, the question or the ruleset, or a
// check that does not tell two keys of one cluster apart, gives wrong answers here.
#include <gtest/gtest.h>

#include "random_positions.h"
#include "solver/search.h"
#include "test_scale.h"

namespace bornes {
namespace {

TEST(SolverReuse, ASolverKeptAcrossQuestionsAnswersAsAFreshOne) {
    Rng rng(404);
    Solver kept(std::size_t{16} << 10);  // 16 KiB: 192 clusters of transpositions
    int compared = 0, searched = 0;
    for (int i = 0; i < test::scaled(4000) && compared < test::scaled(600); ++i) {
        test::ConstructedShape shape;
        shape.table = test::randomTable(rng);
        shape.maxHand = shape.table.players == 2 ? 5 : 3;
        shape.pileSize = static_cast<int>(rng.below(4));
        shape.kindsPerHand = 1 + static_cast<int>(rng.below(2));
        shape.phase = rng.below(5) ? Phase::Turn : Phase::CoupFourre;
        const std::optional<Position> p = test::constructedPosition(shape, rng);
        if (!p) continue;
        // The same position asked several questions in a row, as a tool asks them.
        for (int k = 0; k < 3; ++k) {
            SolveRequest request;
            request.query = test::randomQuery(rng, *p);
            request.bestMoves = request.line = false;
            request.limits.maxNodes = 200'000;
            Solver fresh(std::size_t{4} << 20);
            const Solution want = fresh.solve(*p, request);
            if (!want.solved) continue;
            request.limits.maxNodes = 0;  // the tiny table makes it slower, not wrong
            const Solution got = kept.solve(*p, request);
            ASSERT_TRUE(got.solved) << "try " << i;
            ASSERT_EQ(got.value, want.value)
                << "try " << i << ", question " << static_cast<int>(request.query.question)
                << ", side " << request.query.side;
            ++compared;
            searched += want.stats.nodes > 20;
        }
    }
    EXPECT_GE(compared, test::scaled(600));
    EXPECT_GT(searched, test::scaled(150)) << "many answers take a search, not a bound";
}

}  // namespace
}  // namespace bornes
