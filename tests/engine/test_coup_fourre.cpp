// SPDX-License-Identifier: Apache-2.0
// Coup-fourré (RULES.md §5, R3, R5, R7, R8, R9), part one: the window after a hazard, and
// taking it (hazard to the discard, safety sideways, replacement draw, extra turn). Part two,
// test_coup_fourre_turns.cpp: who plays next, declining it, and the empty draw pile.
#include <gtest/gtest.h>

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "coup_fourre_checks.h"
#include "engine/movegen.h"
#include "engine/position.h"
#include "engine/rules.h"
#include "printers.h"
#include "scene.h"
#include "steps.h"

namespace bornes {
namespace {

using test::applyLegal;
using test::discarded;
using test::discardFiller;
using test::expectNoWindow;
using test::expectRefused;
using test::expectWindow;
using test::kHazards;
using test::Scene;

constexpr int kPile = 20;

// --- The window -------------------------------------------------------------------------

TEST(CoupFourreWindow, OpensForThePlayerOfTheAttackedSideWhoHoldsTheSafety) {
    // Four players: seat 0 attacks side 1 (seats 1 and 3); either of them may hold the safety.
    for (Card hazard : kHazards) {
        for (int holder : {1, 3}) {
            SCOPED_TRACE(std::string(englishName(hazard)) + ", held by seat " +
                         std::to_string(holder));
            const Card safety = safetyFor(hazard);
            Position p = Scene(Form::Four)
                             .pile(kPile)
                             .hand(0, {hazard})
                             .hand(holder, {safety})
                             .roll(1)
                             .build();
            applyLegal(p, Move::attack(hazard, 1));
            expectWindow(p, 0, hazard, 1, holder);
            // The hazard is in place during the window, and nobody has drawn (§5).
            if (hazard == Card::SpeedLimit)
                EXPECT_TRUE(p.tableau(1).limited);
            else
                EXPECT_EQ(p.tableau(1).battleTop, hazard);
            EXPECT_EQ(p.pileSize(), kPile);
            EXPECT_EQ(p.hand(0).size(), 6);
            for (int seat : {1, 2, 3}) EXPECT_EQ(p.hand(seat).size(), 6);
        }
    }
}

TEST(CoupFourreWindow, NoWindowWhenNobodyOfThatSideHoldsTheSafety) {
    // The Driving Ace is in the draw pile (not the top card).
    Position p = Scene(Form::Four)
                     .pile(kPile, {Card::DrivingAce, Card::D75})
                     .hand(0, {Card::Accident})
                     .roll(1)
                     .build();
    applyLegal(p, Move::attack(Card::Accident, 1));
    expectNoWindow(p);
    EXPECT_EQ(p.toMove(), 1);
    EXPECT_EQ(p.hand(1).size(), 7);
    EXPECT_EQ(p.pileSize(), kPile - 1);
    EXPECT_EQ(p.tableau(1).battleTop, Card::Accident);
}

TEST(CoupFourreWindow, NoWindowWhenOnlyTheAttackersSideHoldsIt) {
    // Seat 2 is seat 0's partner: its Driving Ace is no answer to an attack on side 1.
    Position p = Scene(Form::Four)
                     .pile(kPile)
                     .hand(0, {Card::Accident})
                     .hand(2, {Card::DrivingAce})
                     .roll(1)
                     .build();
    applyLegal(p, Move::attack(Card::Accident, 1));
    expectNoWindow(p);
    EXPECT_EQ(p.toMove(), 1);
    // Three individuals: the third side's safety is no answer either.
    Position q = Scene(Form::Three)
                     .pile(kPile)
                     .hand(0, {Card::Stop})
                     .hand(2, {Card::RightOfWay})
                     .roll(1)
                     .build();
    applyLegal(q, Move::attack(Card::Stop, 1));
    expectNoWindow(q);
    EXPECT_EQ(q.toMove(), 1);
}

TEST(CoupFourreWindow, NoWindowForASafetyThatDoesNotMatch) {
    Position p = Scene(Form::Four)
                     .pile(kPile)
                     .hand(0, {Card::Accident})
                     .hand(1, {Card::ExtraTank, Card::PunctureProof, Card::RightOfWay})
                     .roll(1)
                     .build();
    applyLegal(p, Move::attack(Card::Accident, 1));
    expectNoWindow(p);
    EXPECT_EQ(p.toMove(), 1);
}

TEST(CoupFourreWindow, OnlyTakeOrDecline) {
    Position p = Scene(Form::Four)
                     .pile(kPile)
                     .hand(0, {Card::Accident})
                     .hand(3, {Card::DrivingAce, Card::ExtraTank})
                     .roll(1)
                     .build();
    applyLegal(p, Move::attack(Card::Accident, 1));
    ASSERT_EQ(p.phase(), Phase::CoupFourre);
    // An ordinary move is not an answer to the pending decision.
    EXPECT_EQ(expectRefused(p, Move::discard(Card::DrivingAce), Violation::WrongDecision, "§3"),
              "the attacked side must first take or decline the coup-fourré against Accident (§3)");
    expectRefused(p, Move::play(Card::DrivingAce), Violation::WrongDecision, "§3");
    // The attacker's side may not lay it.
    EXPECT_EQ(expectRefused(p, Move::coupFourre(0, Card::DrivingAce),
                            Violation::CoupFourreWrongSide, "§5"),
              "Driving Ace: only a player of the attacked side may lay a coup-fourré (§5)");
    expectRefused(p, Move::coupFourre(2, Card::DrivingAce), Violation::CoupFourreWrongSide, "§5");
    // Only the matching safety, even if held.
    EXPECT_EQ(expectRefused(p, Move::coupFourre(3, Card::ExtraTank), Violation::CoupFourreWrongCard,
                            "§5"),
              "Extra Tank: a coup-fourré against Accident needs Driving Ace (§5)");
    // Only by the partner who holds it.
    EXPECT_EQ(expectRefused(p, Move::coupFourre(1, Card::DrivingAce), Violation::NotInHand, "§3"),
              "Driving Ace: the player does not hold it (§3)");
}

TEST(CoupFourreWindow, NoCoupFourreWithoutAHazardJustPlayed) {
    const Position p =
        Scene(Form::Four).pile(kPile).hand(0, {Card::DrivingAce}).battle(0, Card::Accident).build();
    EXPECT_EQ(
        expectRefused(p, Move::coupFourre(0, Card::DrivingAce), Violation::WrongDecision, "§3"),
        "no coup-fourré now: no hazard was just played (§3)");
    expectRefused(p, Move::declineCoupFourre(), Violation::WrongDecision, "§3");
}

// --- Taking it ----------------------------------------------------------------------------

TEST(CoupFourreTaken, HazardDiscardedSafetySidewaysReplacementAndExtraTurn) {
    // Seat 3 holds the Driving Ace; the pile's top cards are a Roll, then a 200.
    Position p =
        Scene(Form::Four)
            .pile(kPile, {Card::D200, Card::Roll})
            .hand(0, {Card::Accident})
            .exactHand(3, {Card::DrivingAce, Card::D75, Card::D75, Card::D75, Card::D75, Card::D75})
            .roll(1)
            .build();
    const int accidents = discarded(p, Card::Accident);
    applyLegal(p, Move::attack(Card::Accident, 1));
    expectWindow(p, 0, Card::Accident, 1, 3);
    applyLegal(p, Move::coupFourre(3, Card::DrivingAce));

    const Tableau& t = p.tableau(1);
    EXPECT_EQ(t.battleTop, Card::Roll);  // the Accident is lifted off the Roll
    EXPECT_TRUE(t.rolling());
    EXPECT_EQ(t.count(Card::Accident), 0);
    EXPECT_EQ(discarded(p, Card::Accident), accidents + 1);
    EXPECT_TRUE(t.has(Card::DrivingAce));
    EXPECT_TRUE(t.hasCoupFourre(Card::DrivingAce));
    EXPECT_EQ(t.count(Card::DrivingAce), 1);
    EXPECT_EQ(t.coupFourreCount(), 1);
    // Replacement (the Roll), then the extra turn's draw (the 200): 6 - 1 + 1 + 1.
    expectNoWindow(p);
    EXPECT_EQ(p.toMove(), 3);
    EXPECT_EQ(p.hand(3).size(), 7);
    EXPECT_EQ(p.hand(3).count(Card::DrivingAce), 0);
    EXPECT_EQ(p.hand(3).count(Card::Roll), 1);
    EXPECT_EQ(p.hand(3).count(Card::D200), 1);
    EXPECT_EQ(p.pileSize(), kPile - 2);
    EXPECT_EQ(p.hand(0).size(), 6);
    EXPECT_EQ(p.hand(1).size(), 6);
    EXPECT_EQ(p.hand(2).size(), 6);
    EXPECT_EQ(p.hash(), p.computeHash());
}

TEST(CoupFourreTaken, OneCardLeftReplacementDrawnExtraTurnWithoutDrawR7) {
    Position p = Scene(Form::Four)
                     .pile(1)
                     .hand(0, {Card::FlatTire})
                     .hand(1, {Card::PunctureProof})
                     .roll(1)
                     .build();
    applyLegal(p, Move::attack(Card::FlatTire, 1));
    expectWindow(p, 0, Card::FlatTire, 1, 1);
    applyLegal(p, Move::coupFourre(1, Card::PunctureProof));
    EXPECT_TRUE(p.tableau(1).hasCoupFourre(Card::PunctureProof));
    EXPECT_EQ(p.pileSize(), 0);
    EXPECT_EQ(p.toMove(), 1);  // the extra turn is taken anyway
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.hand(1).size(), 6);  // 6 - 1 + the replacement; nothing left for the extra turn
    // After the extra turn play goes left of seat 1.
    discardFiller(p);
    EXPECT_EQ(p.toMove(), 2);
    EXPECT_EQ(p.hand(2).size(), 6);
}

TEST(CoupFourreTaken, TwoCardsLeftBothDrawsHappen) {
    Position p = Scene(Form::Four)
                     .pile(2)
                     .hand(0, {Card::OutOfGas})
                     .hand(3, {Card::ExtraTank})
                     .roll(1)
                     .build();
    applyLegal(p, Move::attack(Card::OutOfGas, 1));
    applyLegal(p, Move::coupFourre(3, Card::ExtraTank));
    EXPECT_EQ(p.pileSize(), 0);
    EXPECT_EQ(p.toMove(), 3);
    EXPECT_EQ(p.hand(3).size(), 7);
}

TEST(CoupFourreTaken, RightOfWayAgainstStopAlsoLiftsTheSpeedLimit) {
    Position p = Scene(Form::Four)
                     .pile(kPile)
                     .hand(0, {Card::Stop})
                     .hand(3, {Card::RightOfWay})
                     .roll(1)
                     .limited(1)
                     .build();
    const int stops = discarded(p, Card::Stop);
    const int limits = discarded(p, Card::SpeedLimit);
    applyLegal(p, Move::attack(Card::Stop, 1));
    expectWindow(p, 0, Card::Stop, 1, 3);
    applyLegal(p, Move::coupFourre(3, Card::RightOfWay));
    const Tableau& t = p.tableau(1);
    EXPECT_EQ(t.battleTop, Card::Roll);
    EXPECT_FALSE(t.limited);
    EXPECT_EQ(t.count(Card::Stop), 0);
    EXPECT_EQ(t.count(Card::SpeedLimit), 0);
    EXPECT_EQ(discarded(p, Card::Stop), stops + 1);
    EXPECT_EQ(discarded(p, Card::SpeedLimit), limits + 1);
    EXPECT_TRUE(t.hasCoupFourre(Card::RightOfWay));
    EXPECT_EQ(p.toMove(), 3);
}

TEST(CoupFourreTaken, RightOfWayAgainstSpeedLimitAlsoLiftsTheStop) {
    // Side 1 is stopped by a Stop; a Speed Limit may still be played on it (§4).
    Position p = Scene(Form::Four)
                     .pile(kPile)
                     .hand(0, {Card::SpeedLimit})
                     .hand(1, {Card::RightOfWay})
                     .battle(1, Card::Stop)
                     .build();
    const int stops = discarded(p, Card::Stop);
    const int limits = discarded(p, Card::SpeedLimit);
    applyLegal(p, Move::attack(Card::SpeedLimit, 1));
    expectWindow(p, 0, Card::SpeedLimit, 1, 1);
    applyLegal(p, Move::coupFourre(1, Card::RightOfWay));
    const Tableau& t = p.tableau(1);
    EXPECT_FALSE(t.limited);
    EXPECT_EQ(t.battleTop, Card::Roll);
    EXPECT_TRUE(t.rolling());
    EXPECT_EQ(t.count(Card::Stop), 0);
    EXPECT_EQ(t.count(Card::SpeedLimit), 0);
    EXPECT_EQ(discarded(p, Card::Stop), stops + 1);
    EXPECT_EQ(discarded(p, Card::SpeedLimit), limits + 1);
    EXPECT_TRUE(t.hasCoupFourre(Card::RightOfWay));
}

TEST(CoupFourreTaken, RightOfWayAgainstASpeedLimitBeforeOpeningLetsTheSideRoll) {
    Position p = Scene(Form::Four)
                     .pile(kPile)
                     .hand(0, {Card::SpeedLimit})
                     .hand(1, {Card::RightOfWay, Card::D200})
                     .build();
    applyLegal(p, Move::attack(Card::SpeedLimit, 1));
    expectWindow(p, 0, Card::SpeedLimit, 1, 1);
    applyLegal(p, Move::coupFourre(1, Card::RightOfWay));
    EXPECT_FALSE(p.tableau(1).limited);
    EXPECT_TRUE(p.tableau(1).rolling());
    ASSERT_EQ(p.toMove(), 1);
    EXPECT_TRUE(isLegal(p, Move::play(Card::D200)));
    EXPECT_TRUE(legalMoves(p).contains(Move::play(Card::D200)));
}

}  // namespace
}  // namespace bornes
