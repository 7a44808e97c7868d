// SPDX-License-Identifier: Apache-2.0
// The position hash separates positions that differ in any feature the future of the hand
// depends on. The solver's transposition table trusts it: a hash that left out, say, the
// seat to move would give wrong answers there and pass every other test.
//
// Each case builds two possible positions that differ in one feature (or, where the rules
// never let that feature differ alone, in the fewest features they allow) and checks that
// their hashes differ. Discards are the one thing deliberately left out (zobrist.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>

#include "engine/position.h"
#include "engine/position_setup.h"

namespace bornes {
namespace {

using Edit = std::function<void(PositionSetup&)>;

// A three-team table (three sides, allonge possible) with the draw pile empty, so that hand
// sizes are free: every feature can be varied on its own.
PositionSetup base() {
    PositionSetup s;
    s.table = Table::of(Form::SixThreeTeams);
    s.hands[0] = {Card::D25, Card::Roll};
    s.hands[1] = {Card::Stop};
    s.hands[3] = {Card::D50};
    s.hands[4] = {Card::Gasoline};
    s.sides[0].battleTop = Card::Roll;
    s.sides[0].distance = {Card::D100};
    s.sides[1].battleTop = Card::Stop;
    s.sides[1].battleUnder = Card::Roll;
    s.toMove = 0;
    return s;
}

Position build(PositionSetup s) {
    s.discard.clear();
    s.discardTheRest();
    // A face-down card stands for one of the cards left over: take one out of the discards.
    for (const auto& hand : s.hands)
        for (Card c : hand)
            if (c == Card::Unknown)
                s.discard.erase(std::find(s.discard.begin(), s.discard.end(), Card::D75));
    const SetupResult r = buildPosition(s);
    if (!r.position) throw std::runtime_error("test position refused: " + r.error);
    EXPECT_EQ(r.position->hash(), r.position->computeHash());
    return *r.position;
}

void expectDifferent(const PositionSetup& from, const Edit& edit, const std::string& what) {
    PositionSetup changed = from;
    edit(changed);
    const Position a = build(from);
    const Position b = build(changed);
    EXPECT_FALSE(a == b) << what << ": the edit changed nothing";
    EXPECT_NE(a.hash(), b.hash()) << what << " is left out of the hash";
}

TEST(Hash, SeatAndSideToMove) {
    expectDifferent(
        base(), [](PositionSetup& s) { s.toMove = 1; }, "the side to move");
    // Seats 0 and 3 play for the same side: the seat matters too (who holds which cards).
    expectDifferent(
        base(), [](PositionSetup& s) { s.toMove = 3; }, "the seat to move within a side");
}

TEST(Hash, EveryCardOfEveryHand) {
    for (int seat = 0; seat < 6; ++seat)
        for (int k = 0; k < kHandKinds; ++k) {
            const Card c = cardAt(k);
            // A hazard in a hand could open no window here; a safety could not either (pile
            // empty, turn phase). Unknown stands for a face-down card.
            expectDifferent(
                base(),
                [&](PositionSetup& s) { s.hands[static_cast<std::size_t>(seat)].push_back(c); },
                "card " + std::string(englishName(c)) + " in seat " + std::to_string(seat + 1) +
                    "'s hand");
        }
    // The same card in another seat's hand.
    expectDifferent(
        base(),
        [](PositionSetup& s) {
            s.hands[3].clear();
            s.hands[5] = {Card::D50};
        },
        "which seat holds a card");
}

TEST(Hash, PileSize) {
    // While the pile lasts everyone holds 6 (7 for the player to move): the pile varies alone.
    PositionSetup s;
    s.table = Table::of(Form::Two);
    s.hands[0] = {Card::D25, Card::D25, Card::D25, Card::D50, Card::D50, Card::D50, Card::Roll};
    s.hands[1] = {Card::D75, Card::D75, Card::D75, Card::D100, Card::D100, Card::D100};
    s.pile = {Card::Repairs, Card::Gasoline};
    expectDifferent(
        s, [](PositionSetup& p) { p.pile.insert(p.pile.begin(), Card::SpareTire); },
        "the pile size");
}

TEST(Hash, EveryTableauFeature) {
    for (int side = 0; side < 3; ++side) {
        const auto at = [side](PositionSetup& s) -> SideSetup& {
            return s.sides[static_cast<std::size_t>(side)];
        };
        const std::string who = "side " + std::string(1, static_cast<char>('A' + side)) + ": ";
        PositionSetup open = base();
        at(open) = SideSetup{};
        at(open).battleTop = Card::Roll;
        expectDifferent(
            open, [&](PositionSetup& s) { at(s).battleTop = Card::None; }, who + "battle top");
        expectDifferent(
            open,
            [&](PositionSetup& s) {
                at(s).battleTop = Card::Gasoline;
                at(s).buried = {Card::Roll, Card::OutOfGas};
            },
            who + "battle top (a remedy)");
        expectDifferent(
            open, [&](PositionSetup& s) { at(s).limited = true; }, who + "speed limit");
        for (Card d : {Card::D25, Card::D50, Card::D75, Card::D100, Card::D200})
            expectDifferent(
                open, [&](PositionSetup& s) { at(s).distance.push_back(d); },
                who + "distance card " + std::string(englishName(d)));
        // 50 + 50 and 100 are the same kilometres: the cards themselves count (the no-100 bonus).
        PositionSetup fifties = open;
        at(fifties).distance = {Card::D50, Card::D50};
        expectDifferent(
            fifties, [&](PositionSetup& s) { at(s).distance = {Card::D100}; },
            who + "which distance cards");
        for (Card safety :
             {Card::RightOfWay, Card::ExtraTank, Card::PunctureProof, Card::DrivingAce}) {
            expectDifferent(
                open, [&](PositionSetup& s) { at(s).safeties.push_back(safety); },
                who + "safety " + std::string(englishName(safety)));
            PositionSetup laid = open;
            at(laid).safeties.push_back(safety);
            expectDifferent(
                laid, [&](PositionSetup& s) { at(s).coupsFourres.push_back(safety); },
                who + "coup-fourré mark of " + std::string(englishName(safety)));
        }
        // What lies under a hazard: with Right of Way a hazard may lie on an empty pile, on
        // Roll or on a remedy, and a safety would uncover it (R2).
        PositionSetup hit = open;
        at(hit).safeties = {Card::RightOfWay};
        at(hit).battleTop = Card::Accident;
        at(hit).battleUnder = Card::Roll;
        expectDifferent(
            hit, [&](PositionSetup& s) { at(s).battleUnder = Card::None; },
            who + "card under a hazard");
        expectDifferent(
            hit,
            [&](PositionSetup& s) {
                at(s).battleUnder = Card::Gasoline;
                at(s).buried = {Card::OutOfGas};
            },
            who + "card under a hazard (a remedy)");
    }
}

TEST(Hash, PendingHazard) {
    // Seat 1 (side B, rolling, holding Extra Tank) was attacked with Out of Gas.
    PositionSetup s = base();
    s.sides[1] = SideSetup{};
    s.sides[1].battleTop = Card::OutOfGas;
    s.sides[1].battleUnder = Card::Roll;
    s.hands[1] = {Card::ExtraTank};
    s.phase = Phase::CoupFourre;
    s.toMove = 1;
    s.attacker = 0;
    s.pendingHazard = Card::OutOfGas;
    s.attackedSide = 1;
    expectDifferent(
        s, [](PositionSetup& p) { p.attacker = 2; }, "the attacker");
    expectDifferent(
        s, [](PositionSetup& p) { p.attacker = 3; }, "the attacker within a side");
    // The window against the other hazard: what is pending and what lies on top change together.
    PositionSetup limit = s;
    limit.sides[1].battleTop = Card::Roll;
    limit.sides[1].battleUnder = Card::None;
    limit.sides[1].limited = true;
    limit.hands[1] = {Card::RightOfWay};
    limit.pendingHazard = Card::SpeedLimit;
    expectDifferent(
        limit,
        [](PositionSetup& p) {
            p.phase = Phase::Turn;
            p.attacker = kNoSeat;
            p.pendingHazard = Card::None;
            p.attackedSide = kNoSide;
        },
        "the coup-fourré window (phase and pending hazard)");
}

TEST(Hash, AllongeAndTheEnd) {
    // Sides A and C both at 700 after an allonge: who declared it decides who scores its 200.
    PositionSetup s = base();
    s.sides[0].distance = {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100};
    s.sides[2].battleTop = Card::Roll;
    s.sides[2].distance = {Card::D200, Card::D200, Card::D100, Card::D100, Card::D50, Card::D50};
    s.allongeSide = 0;
    s.allongeSeat = 0;
    expectDifferent(
        s,
        [](PositionSetup& p) {
            p.allongeSide = 2;
            p.allongeSeat = 2;
        },
        "the side that declared allonge");
    // Side A at exactly 700 deciding on allonge, and the same table after it declined.
    PositionSetup deciding = base();
    deciding.sides[0].distance = {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100};
    deciding.phase = Phase::Allonge;
    expectDifferent(
        deciding,
        [](PositionSetup& p) {
            p.phase = Phase::Over;
            p.winner = 0;
        },
        "the phase (allonge decision or over)");
}

TEST(Hash, DiscardsAreLeftOutOnPurpose) {
    // Discarded cards are dead for the hand (§3), and so are the cards buried in a battle
    // pile: positions that differ only there have the same future and share a table entry.
    PositionSetup buried = base();
    buried.sides[0].buried = {Card::Roll, Card::Stop};  // Roll, Stop, then the Roll on top
    const Position a = build(base()), b = build(buried);
    EXPECT_FALSE(a == b);
    EXPECT_EQ(a.hash(), b.hash());
}

}  // namespace
}  // namespace bornes
