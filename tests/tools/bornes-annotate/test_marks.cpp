// SPDX-License-Identifier: Apache-2.0
// The "?!" rule of bornes-annotate --odds (issue 21: comparing the means instead of the
// intervals passed every test): a move is marked clearly below the best only when the two
// 95 % intervals do not meet. Wilson's intervals checked against their published values
// (6 of 10: 0.313-0.832; 4 of 10: 0.168-0.687).
#include <gtest/gtest.h>

#include "analysis/deal_sampler.h"
#include "analysis/decision_judge.h"
#include "bornes-annotate/decision_marks.h"

#include <cstdint>
#include <utility>
#include <vector>

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
    EXPECT_TRUE(clearlyBelow(scores({500, 510, 490, 505, 500, 510, 490, 505, 500, 510}),
                             scores({300, 310, 290, 305, 300, 310, 290, 305, 300, 310}), false));
    // The same odds are never a verdict, nor a move without a deal.
    EXPECT_FALSE(clearlyBelow(reached(600, 1000), reached(600, 1000), true));
    EXPECT_FALSE(clearlyBelow(reached(600, 1000), MoveOdds{}, true));
}

TEST(Marks, AFewDealsAreNoVerdict) {
    // Three deals whose scores agree: an interval of width 0, yet three deals say nothing
    // (bornes-annotate marked "?!" over 1 deal before issue 22).
    EXPECT_FALSE(clearlyBelow(scores({310, 310, 310}), scores({200, 200, 200}), false));
    EXPECT_FALSE(clearlyBelow(reached(9, 9), reached(0, 9), true));
    EXPECT_TRUE(clearlyBelow(reached(10, 10), reached(0, 10), true));
}

// A 2-player position, P1 to move with 7 cards, P2 with 6, two cards in the pile.
SetupResult twoPlayersEveryCardKnown() {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.hands[0] = {Card::D100, Card::Roll, Card::Stop, Card::D25,
                      Card::D25,  Card::D50,  Card::D75};
    setup.hands[1] = {Card::D25, Card::D50, Card::Accident, Card::D100, Card::D200, Card::Roll};
    setup.pile = {Card::D75, Card::Repairs};
    setup.discardTheRest();
    return buildPosition(setup);
}

// --view player (issue 22): what a seat could see of a complete position.
TEST(SeenFrom, HidesTheOtherHandsAndThePileOnly) {
    const SetupResult built = twoPlayersEveryCardKnown();
    ASSERT_TRUE(built.position) << built.error;
    const Position seen = seenFrom(*built.position, 0);
    EXPECT_EQ(seen.hand(0).count(Card::D100), 1);  // its own hand as it is
    EXPECT_EQ(seen.hand(0).count(Card::Unknown), 0);
    EXPECT_EQ(seen.hand(1).count(Card::Unknown), 6);  // the other's face down
    EXPECT_EQ(seen.hand(1).count(Card::D25), 0);
    EXPECT_EQ(DealSampler(seen).hiddenInPile(), 2);  // the pile too
    EXPECT_EQ(DealSampler(seen).hidden(), 8);
    EXPECT_TRUE(perfectInformation(*built.position));
    // From the other seat, the other way round.
    EXPECT_EQ(seenFrom(*built.position, 1).hand(0).count(Card::Unknown), 7);
    EXPECT_EQ(seenFrom(*built.position, 1).hand(1).count(Card::Accident), 1);
}

// The comment of a dubious move names the better move and what it would have changed, in
// both languages (issue 22).
TEST(Marks, ADubiousMoveSaysWhatTheBetterOneWouldHaveChanged) {
    const SetupResult built = twoPlayersEveryCardKnown();
    ASSERT_TRUE(built.position) << built.error;
    HandAnnotation hand{
        0,           {}, SeatNames(built.position->table()), Question::Reach, 700, std::nullopt,
        std::nullopt};
    Decision d;
    d.status = Judgement::Status::Estimated;
    d.mark = Mark::Dubious;
    d.played = Move::discard(Card::D25);
    d.best = {Move::play(Card::Roll)};
    d.playedOdds = reached(6, 30);
    d.bestOdds = reached(19, 30);
    d.deals = 30;
    d.before = *built.position;
    EXPECT_EQ(decisionComment(hand, d, Language::English),
              "VERT (plays Roll) reaches 700 in 63 % of 30 deals, -25 (discards 25) in 20 %");
    EXPECT_EQ(decisionComment(hand, d, Language::French),
              "VERT (joue Feu vert) atteint 700 dans 63\u00A0% des 30 donnes, -25 (défausse 25) "
              "dans 20\u00A0%");
}

// Sequential sampling (issue 22): the odds of two moves after some deals.
Odds drawn(Move best, MoveOdds bestOdds, Move played, MoveOdds playedOdds) {
    Odds o;
    bestOdds.move = best;
    playedOdds.move = played;
    o.moves = {bestOdds, playedOdds};
    o.samples = o.solved = playedOdds.deals;
    return o;
}

const Move kBest = Move::play(Card::D100), kPlayed = Move::discard(Card::D100);

TEST(EarlyStop, ApartAtTheStricterBarSettlesADubiousMark) {
    // 30 of 30 against 5 of 30: apart even at 99.9 %.
    EXPECT_TRUE(
        settled(drawn(kBest, reached(30, 30), kPlayed, reached(5, 30)), kPlayed, true, 100, true));
    // 22 of 30 against 8 of 30: apart at 95 % (a mark now), not at 99.9 %: draw on.
    ASSERT_TRUE(clearlyBelow(reached(22, 30), reached(8, 30), true));
    EXPECT_FALSE(
        settled(drawn(kBest, reached(22, 30), kPlayed, reached(8, 30)), kPlayed, true, 100, true));
}

TEST(EarlyStop, NoMarkLeftToFindSettlesAYesNoQuestion) {
    // 10 of 10 each, one deal left: 11 of 11 against 10 of 11 at best still meet (Wilson's
    // 0.741-1 and 0.623-0.984), so no mark can come: settled.
    EXPECT_TRUE(
        settled(drawn(kBest, reached(10, 10), kPlayed, reached(10, 10)), kPlayed, true, 11, true));
    // With 90 deals left they could part: draw on.
    EXPECT_FALSE(
        settled(drawn(kBest, reached(10, 10), kPlayed, reached(10, 10)), kPlayed, true, 100, true));
    // When the deals offer different moves, one not met yet could part: draw on.
    EXPECT_FALSE(
        settled(drawn(kBest, reached(10, 10), kPlayed, reached(10, 10)), kPlayed, true, 11, false));
    // Too few deals say nothing.
    EXPECT_FALSE(
        settled(drawn(kBest, reached(9, 9), kPlayed, reached(0, 9)), kPlayed, true, 100, true));
}

// The judge draws deals sequentially: P1 at 675 km, rolling, holds a 25 that reaches 700 now;
// discarding it instead is clearly worse. With the early stop the mark is the same as over
// all 100 deals, and comes from fewer of them.
TEST(EarlyStop, TheJudgeStopsDrawingOnceTheMarkIsSettled) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.sides[0].battleTop = Card::Roll;
    setup.sides[0].distance = {Card::D200, Card::D200, Card::D100, Card::D100, Card::D75};
    setup.sides[1].battleTop = Card::Roll;
    setup.sides[1].distance = {Card::D200, Card::D200, Card::D100, Card::D100, Card::D50};
    setup.hands[0] = {Card::D25,        Card::Stop,       Card::Stop,    Card::Stop,
                      Card::SpeedLimit, Card::SpeedLimit, Card::Accident};
    setup.hands[1] = {Card::D25, Card::D25, Card::D50, Card::Roll, Card::Roll, Card::Roll};
    setup.pile = {Card::D75, Card::Repairs, Card::D25, Card::Gasoline};
    setup.discardTheRest();
    const SetupResult built = buildPosition(setup);
    ASSERT_TRUE(built.position) << built.error;
    const Position seen = seenFrom(*built.position, 0);
    Solver solver(std::size_t{16} << 20);
    JudgeRequest request;
    request.odds = true;
    request.samples = 100;
    const Query reach{Question::Reach, 0, {}};
    const Judgement early = judgeDecision(solver, seen, Move::discard(Card::D25), reach, request);
    request.earlyStop = false;
    const Judgement full = judgeDecision(solver, seen, Move::discard(Card::D25), reach, request);
    EXPECT_EQ(full.deals, 100);
    EXPECT_EQ(early.mark, full.mark);
    EXPECT_EQ(early.mark, Mark::Dubious);
    EXPECT_LT(early.deals, full.deals);
}

// The early stop against the full count, its oracle: for moves whose chances of reaching
// range over a grid, deals drawn one by one (a seeded generator); the mark at the stop
// (clearlyBelow then) against the mark after all 100 deals. They may differ only when the
// early look crossed the 99.9 % bar and the full count fell back inside the 95 % one: rare
// by design (none of these 2 420; looking at the 95 % bar instead changes 42). Stated
// error: at most 1 % of decisions.
TEST(EarlyStop, ChangesTheFullCountsMarkInAtMostOnePercent) {
    std::uint64_t state = 42;
    const auto uniform = [&] {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<double>(state >> 11) / 9007199254740992.0;
    };
    int decisions = 0, changed = 0, stoppedEarly = 0;
    constexpr int kSamples = 100;
    for (int b = 0; b <= 10; ++b)
        for (int p = 0; p <= 10; ++p)
            for (int trial = 0; trial < 20; ++trial) {
                std::vector<int> best, played;
                for (int i = 0; i < kSamples; ++i) {
                    best.push_back(uniform() < b / 10.0);
                    played.push_back(uniform() < p / 10.0);
                }
                const auto after = [&](int n) {
                    MoveOdds x, y;
                    for (int i = 0; i < n; ++i) {
                        x.deals++, x.sum += best[i], x.squares += best[i];
                        y.deals++, y.sum += played[i], y.squares += played[i];
                    }
                    return std::pair{clearlyBelow(x, y, true), drawn(kBest, x, kPlayed, y)};
                };
                int stop = kSamples;
                for (int n = 1; n < kSamples; ++n)
                    if (settled(after(n).second, kPlayed, true, kSamples, true)) {
                        stop = n;
                        break;
                    }
                ++decisions;
                stoppedEarly += stop < kSamples;
                changed += after(stop).first != after(kSamples).first;
            }
    EXPECT_LE(changed * 100, decisions) << changed << " of " << decisions;
    // And it does stop early: most decisions on this grid (2 202 of 2 420) are clear long
    // before 100 deals.
    EXPECT_GT(stoppedEarly * 2, decisions) << stoppedEarly << " of " << decisions;
}

}  // namespace
}  // namespace bornes::formats
