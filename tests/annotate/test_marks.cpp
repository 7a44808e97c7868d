// The "?!" rule of bornes-annotate --odds (issue 21: comparing the means instead of the
// intervals passed every test): a move is marked clearly below the best only when the two
// 95 % intervals do not meet. Wilson's intervals checked against their published values
// (6 of 10: 0.313-0.832; 4 of 10: 0.168-0.687).
#include <gtest/gtest.h>

#include "analysis/decision_judge.h"

namespace bornes::formats {
namespace {

MoveOdds reached(int yes, int deals) {
    MoveOdds m;
    m.deals = deals;
    m.sum = yes;
    m.squares = yes;  // values 0 or 1
    return m;
}

MoveOdds scores(std::initializer_list<int> values) {
    MoveOdds m;
    for (int v : values) {
        ++m.deals;
        m.sum += v;
        m.squares += static_cast<double>(v) * v;
    }
    return m;
}

TEST(Marks, WilsonIntervalsAreThePublishedOnes) {
    EXPECT_NEAR(reached(6, 10).low(true), 0.3127, 5e-4);
    EXPECT_NEAR(reached(6, 10).high(true), 0.8318, 5e-4);
    EXPECT_NEAR(reached(4, 10).low(true), 0.1682, 5e-4);
    EXPECT_NEAR(reached(4, 10).high(true), 0.6873, 5e-4);
}

TEST(Marks, ALowerMeanWithinTheNoiseIsNoVerdict) {
    // 60 % against 40 % over 10 deals: the means differ, the intervals meet.
    EXPECT_FALSE(clearlyBelow(reached(6, 10), reached(4, 10), true));
    // Scores: 500 against 300 with a spread of hundreds over 4 deals.
    EXPECT_FALSE(clearlyBelow(scores({900, 100, 800, 200}), scores({700, -100, 600, 0}), false));
}

TEST(Marks, IntervalsApartAreAVerdict) {
    // 60 % against 40 % over 1 000 deals: 0.569-0.630 against 0.370-0.431.
    EXPECT_TRUE(clearlyBelow(reached(600, 1000), reached(400, 1000), true));
    EXPECT_TRUE(clearlyBelow(scores({500, 510, 490, 505}), scores({300, 310, 290, 305}), false));
    // The same odds are never a verdict, nor a move without a deal.
    EXPECT_FALSE(clearlyBelow(reached(600, 1000), reached(600, 1000), true));
    EXPECT_FALSE(clearlyBelow(reached(600, 1000), MoveOdds{}, true));
}

}  // namespace
}  // namespace bornes::formats
