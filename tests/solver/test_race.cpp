// SPDX-License-Identifier: Apache-2.0
// The race bound with the draws to come (race.h) on races built on purpose: two players
// near the target, a pile of a few cards whose order decides who gets what, hands of
// distance cards and cards of no use, now and then a hazard, a safety or a Roll to find.
// Each claim that a side wins the race is checked with the plain search; each fails on a
// mutant of the bound (the other's draws not read for hazards, a safety drawn meanwhile
// not looked for, the other's last turn not counted).
#include <gtest/gtest.h>

#include <iostream>

#include "engine/position_setup.h"
#include "plain_search.h"
#include "scene.h"
#include "solver/bounds.h"
#include "solver/race.h"
#include "solver/search.h"
#include "solver/search_state.h"

namespace bornes {
namespace {

std::optional<Position> racePosition(Rng& rng, bool small) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.toMove = static_cast<int>(rng.below(2));
    const Card hazards[] = {Card::Stop, Card::FlatTire, Card::SpeedLimit};
    for (int side = 0; side < 2; ++side) {
        SideSetup& t = setup.sides[static_cast<std::size_t>(side)];
        t.distance = {Card::D200, Card::D200};
        for (int n = static_cast<int>(rng.below(3)) + (small ? 3 : 0); n > 0; --n)
            t.distance.push_back(Card::D50);
        const bool stopped = rng.below(4) == 0;
        t.battleTop = stopped ? Card::Stop : Card::Roll;
        if (rng.below(6) == 0) t.limited = true;
    }
    // The pile: distance, Rolls, Ends of Limit, now and then a hazard or a safety.
    const int pile =
        small ? 2 + static_cast<int>(rng.below(2)) : 3 + static_cast<int>(rng.below(4));
    for (int n = 0; n < pile; ++n) {
        const int r = static_cast<int>(rng.below(20));
        setup.pile.push_back(r < 5    ? Card::D100
                             : r < 9  ? Card::D50
                             : r < 11 ? Card::D75
                             : r < 13 ? Card::Roll
                             : r < 15 ? Card::EndOfLimit
                             : r < 17 ? Card::Gasoline
                             : r < 19 ? hazards[rng.below(3)]
                                      : Card::PunctureProof);
    }
    // Hands: a few distance cards, the rest of no use to anybody here.
    for (int seat = 0; seat < 2; ++seat) {
        auto& hand = setup.hands[static_cast<std::size_t>(seat)];
        for (int n = static_cast<int>(rng.below(small ? 2 : 3)); n > 0; --n)
            hand.push_back(rng.below(2) ? Card::D100 : Card::D50);
        if (rng.below(8) == 0) hand.push_back(hazards[rng.below(3)]);
        if (rng.below(6) == 0) hand.push_back(seat ? Card::DrivingAce : Card::ExtraTank);
    }
    return test::filledTwoPlayerPosition(setup, {Card::Repairs, Card::SpareTire});
}

TEST(RaceWithDraws, EveryClaimHoldsThePlainValue) {
    Rng rng(2718);
    int claims = 0, plainChecked = 0, built = 0, decidedByDraws = 0;
    SearchOptions withoutRace;
    withoutRace.race = false;
    for (int i = 0; i < 20000 && (claims < 400 || plainChecked < 40); ++i) {
        const bool small = i % 2 == 0;  // small enough for the plain search
        const std::optional<Position> p = racePosition(rng, small);
        if (!p) continue;
        ++built;
        const SearchDeal deal = SearchDeal::of(*p);
        const SearchState s(*p, deal);
        for (int side = 0; side < 2; ++side) {
            Outlook outlook(s);
            if (!winsTheRaceWithDraws(outlook, side)) continue;
            decidedByDraws += !winsTheRace(outlook, side);
            ++claims;
            for (int asked = 0; asked < 2; ++asked) {
                Query q;
                q.side = asked;
                const int want = asked == side ? 1 : 0;
                // The solver without this bound (itself checked against the plain search),
                // and the plain search where the position is small enough for it.
                Solver solver(std::size_t{1} << 20, withoutRace);
                SolveRequest request;
                request.query = q;
                request.bestMoves = request.line = false;
                const Solution solved = solver.solve(*p, request);
                ASSERT_TRUE(solved.solved);
                ASSERT_EQ(solved.value, want) << "side " << side << ", try " << i;
                if (!small || plainChecked >= 40) continue;
                test::PlainSearch plain(q, 200'000);
                const std::optional<int> v = plain.value(*p);
                if (!v) continue;
                ASSERT_EQ(*v, want) << "side " << side << ", try " << i;
                plainChecked += asked;
            }
        }
    }
    std::cout << claims << " claims (" << decidedByDraws << " the bound without the draws "
              << "cannot make), " << plainChecked << " checked by the plain search, of " << built
              << " races\n";
    EXPECT_GE(claims, 400);
    EXPECT_GE(plainChecked, 40);
    EXPECT_GT(decidedByDraws, 200);
}

// The fewest turns to reach, on a race read off by hand: P1 to move at 500 km, holding a
// 100, draws (pile top first, P2 drawing first) 50, 100, 25, 100: the 100 now, the second
// 100 at its second turn — 2 turns; limited, it would wait for an End of Limit.
TEST(RaceWithDraws, TurnsToReachByHand) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.hands[0] = {Card::D100,    Card::Repairs, Card::Repairs, Card::Repairs,
                      Card::Repairs, Card::Repairs, Card::Repairs};
    setup.hands[1] = {Card::SpareTire, Card::SpareTire, Card::SpareTire,
                      Card::SpareTire, Card::SpareTire, Card::SpareTire};
    setup.pile = {Card::D100, Card::D25, Card::D100, Card::D50};  // bottom to top
    setup.sides[0].battleTop = Card::Roll;
    setup.sides[0].distance = {Card::D200, Card::D200, Card::D100};
    setup.sides[1].battleTop = Card::Roll;
    setup.discardTheRest();
    const SetupResult r = buildPosition(setup);
    ASSERT_TRUE(r.position) << r.error;
    const SearchDeal deal = SearchDeal::of(*r.position);
    const SearchState s(*r.position, deal);
    EXPECT_EQ(turnsToReach(s, 0, 10), 2);
    Outlook outlook(s);
    EXPECT_TRUE(winsTheRaceWithDraws(outlook, 0));
    EXPECT_FALSE(winsTheRace(outlook, 0)) << "the hand alone does not make it";
}

}  // namespace
}  // namespace bornes
