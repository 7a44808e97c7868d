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

// Checks the claim that `side` wins the race in `p`: for each side asked, the reach
// question's answer (yes for `side`, no for the other) by the solver `without` the bound
// (itself checked against the plain search) and, with `plainToo`, by the plain search within
// `budget` nodes. Returns whether the plain search answered; false on a failure too.
bool checkRaceClaim(const Position& p, int side, const SearchOptions& without, bool plainToo,
                    std::uint64_t budget) {
    bool plainAnswered = plainToo;
    for (int asked = 0; asked < 2; ++asked) {
        Query q;
        q.side = asked;
        const int want = asked == side ? 1 : 0;
        Solver solver(std::size_t{1} << 20, without);
        SolveRequest request;
        request.query = q;
        request.bestMoves = request.line = false;
        const Solution solved = solver.solve(p, request);
        EXPECT_TRUE(solved.solved);
        EXPECT_EQ(solved.value, want) << "side " << side << " asked " << asked;
        if (!solved.solved || solved.value != want) return false;
        if (!plainToo) continue;
        test::PlainSearch plain(q, budget);
        const std::optional<int> v = plain.settleEarly().value(p);
        plainAnswered = plainAnswered && v.has_value();
        EXPECT_TRUE(!v || *v == want) << "side " << side << " asked " << asked;
        if (v && *v != want) return false;
    }
    return plainAnswered;
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
            const bool plainToo = small && plainChecked < 40;
            const bool answered = checkRaceClaim(*p, side, withoutRace, plainToo, 200'000);
            ASSERT_FALSE(HasFailure()) << "try " << i;
            plainChecked += answered;
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

// A race under fire: as racePosition, with hazards in the hands and the pile for the other
// to spend, and remedies (a Roll, Gasoline, an End of Limit; the fillers are Repairs and
// Spare Tires) for the racer to answer them with.
std::optional<Position> firePosition(Rng& rng, bool small) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.toMove = static_cast<int>(rng.below(2));
    const Card hazards[] = {Card::Stop, Card::SpeedLimit, Card::OutOfGas, Card::FlatTire,
                            Card::Accident};
    const Card remedies[] = {Card::Roll, Card::Roll, Card::EndOfLimit, Card::Gasoline};
    for (int side = 0; side < 2; ++side) {
        SideSetup& t = setup.sides[static_cast<std::size_t>(side)];
        t.distance = {Card::D200, Card::D200};
        for (int n = static_cast<int>(rng.below(3)) + (small ? 3 : 1); n > 0; --n)
            t.distance.push_back(Card::D50);
        t.battleTop = rng.below(5) == 0 ? Card::Stop : Card::Roll;
        if (rng.below(8) == 0) t.limited = true;
    }
    const int pile =
        small ? 3 + static_cast<int>(rng.below(3)) : 5 + static_cast<int>(rng.below(6));
    for (int n = 0; n < pile; ++n) {
        const int r = static_cast<int>(rng.below(25));
        setup.pile.push_back(
            r < 6    ? Card::D100
            : r < 10 ? Card::D50
            : r < 12 ? Card::D75
            : r < 17 ? remedies[rng.below(4)]
            : r < 23 ? hazards[rng.below(5)]
                     : cardAt(index(Card::RightOfWay) + static_cast<int>(rng.below(4))));
    }
    for (int seat = 0; seat < 2; ++seat) {
        auto& hand = setup.hands[static_cast<std::size_t>(seat)];
        for (int n = static_cast<int>(rng.below(3)); n > 0; --n)
            hand.push_back(rng.below(2) ? Card::D100 : Card::D50);
        for (int n = static_cast<int>(rng.below(3)); n > 0; --n)
            hand.push_back(hazards[rng.below(5)]);
        for (int n = static_cast<int>(rng.below(3)); n > 0; --n)
            hand.push_back(remedies[rng.below(4)]);
        if (rng.below(10) == 0) hand.push_back(Card::RightOfWay);
    }
    // Hands filled up with cards of no use, or of use (to race or to answer a hit), so that
    // a racer may have none to spare.
    const Card fillers[] = {Card::Repairs, Card::SpareTire, Card::D25, Card::Roll, Card::D50};
    return test::filledTwoPlayerPosition(setup, {fillers[rng.below(5)], fillers[rng.below(5)]});
}

// Each claim of the race under fire against the solver without it (itself checked against
// the plain search) and, where small enough, the plain search. Planted bugs it catches: a
// heavy hit costing the racer one turn, the remedies not counted, the other's draws not read
// for hazards, a safety drawn meanwhile not looked for.
TEST(RaceUnderFire, EveryClaimHoldsThePlainValue) {
    Rng rng(1618);
    int claims = 0, others = 0, plainChecked = 0, tried = 0, built = 0;
    SearchOptions withoutFire;
    withoutFire.fire = false;
    for (int i = 0; i < 100000 && (claims < 150 || plainChecked < 30); ++i) {
        const bool small = i % 2 == 0;
        const std::optional<Position> p = firePosition(rng, small);
        if (!p) continue;
        ++built;
        const SearchDeal deal = SearchDeal::of(*p);
        const SearchState s(*p, deal);
        for (int side = 0; side < 2; ++side) {
            Outlook outlook(s);
            if (!winsTheRaceUnderFire(outlook, side)) continue;
            // Claims another race bound makes are checked with it.
            if (winsTheRace(outlook, side) || winsTheRaceWithDraws(outlook, side)) {
                ++others;
                continue;
            }
            if (claims >= 150 && (!small || plainChecked >= 30)) continue;
            ++claims;
            const bool plainToo = small && plainChecked < 30;
            tried += plainToo;
            const bool answered = checkRaceClaim(*p, side, withoutFire, plainToo, 2'000'000);
            ASSERT_FALSE(HasFailure()) << "try " << i;
            plainChecked += answered;
        }
    }
    std::cout << claims << " claims no other race bound makes (and " << others << " it does), "
              << plainChecked << " checked by the plain search (" << tried << " tried), of "
              << built << " races\n";
    EXPECT_GE(claims, 150);
    EXPECT_GE(plainChecked, 30);
}

}  // namespace
}  // namespace bornes
