// SPDX-License-Identifier: Apache-2.0
// Coup-fourré (RULES.md §5, R3, R5, R7, R8, R9), part two: who plays after it, declining it
// (R8), when it never happens, what happens once the draw pile is empty (R3, R7, R9), and
// the worked example's step 16 (R5). Part one, test_coup_fourre.cpp: the window and taking it.
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

// --- Who plays after the extra turn: left of the coup-fourré player ---------------------------

TEST(CoupFourreNextPlayer, ThreePlayersSeatOneLosesItsTurn) {
    // Seat 0 attacks seat 2; seat 2 lays the coup-fourré and plays its extra turn; then seat 0
    // plays: seat 1 has lost its turn (004's three-player example).
    Position p = Scene(Form::Three)
                     .pile(kPile)
                     .hand(0, {Card::Stop})
                     .hand(2, {Card::RightOfWay})
                     .roll(2)
                     .build();
    applyLegal(p, Move::attack(Card::Stop, 2));
    expectWindow(p, 0, Card::Stop, 2, 2);
    applyLegal(p, Move::coupFourre(2, Card::RightOfWay));
    ASSERT_EQ(p.toMove(), 2);
    EXPECT_EQ(p.hand(2).size(), 7);
    discardFiller(p);
    EXPECT_EQ(p.toMove(), 0);
    EXPECT_EQ(p.hand(0).size(), 7);
    EXPECT_EQ(p.hand(1).size(), 6);  // seat 1 never drew: it did not play
    EXPECT_EQ(p.pileSize(), kPile - 3);
    discardFiller(p);
    EXPECT_EQ(p.toMove(), 1);
}

TEST(CoupFourreNextPlayer, FourPlayersWestAndNorthLoseTheirTurn) {
    // 004: South attacks West–East, East coup-fourrés; then South, West, North play.
    constexpr int South = 0, West = 1, North = 2, East = 3;
    Position p = Scene(Form::Four)
                     .pile(kPile)
                     .hand(South, {Card::FlatTire})
                     .hand(East, {Card::PunctureProof})
                     .roll(1)
                     .build();
    applyLegal(p, Move::attack(Card::FlatTire, 1));
    expectWindow(p, South, Card::FlatTire, 1, East);
    applyLegal(p, Move::coupFourre(East, Card::PunctureProof));
    ASSERT_EQ(p.toMove(), East);
    discardFiller(p);  // East's extra turn
    EXPECT_EQ(p.toMove(), South);
    EXPECT_EQ(p.hand(West).size(), 6);
    EXPECT_EQ(p.hand(North).size(), 6);
    discardFiller(p);
    EXPECT_EQ(p.toMove(), West);
    discardFiller(p);
    EXPECT_EQ(p.toMove(), North);
    discardFiller(p);
    EXPECT_EQ(p.toMove(), East);
}

TEST(CoupFourreNextPlayer, SixPlayersInThreeTeams) {
    // Sides: {0,3}, {1,4}, {2,5}. Seat 0 attacks side 2.
    for (int holder : {2, 5}) {
        SCOPED_TRACE("holder " + std::to_string(holder));
        Position p = Scene(Form::SixThreeTeams)
                         .pile(kPile)
                         .hand(0, {Card::Accident})
                         .hand(holder, {Card::DrivingAce})
                         .roll(2)
                         .build();
        applyLegal(p, Move::attack(Card::Accident, 2));
        expectWindow(p, 0, Card::Accident, 2, holder);
        applyLegal(p, Move::coupFourre(holder, Card::DrivingAce));
        ASSERT_EQ(p.toMove(), holder);
        discardFiller(p);
        EXPECT_EQ(p.toMove(), (holder + 1) % 6);
        for (int seat = 1; seat < holder; ++seat)
            EXPECT_EQ(p.hand(seat).size(), 6) << "seat " << seat;
    }
}

TEST(CoupFourreNextPlayer, SixPlayersInTwoTeams) {
    // Option six=2x3 (R17): sides {0,2,4} and {1,3,5}. Seat 0 attacks side 1.
    for (int holder : {1, 3, 5}) {
        SCOPED_TRACE("holder " + std::to_string(holder));
        Position p = Scene(Form::SixTwoTeams)
                         .pile(kPile)
                         .hand(0, {Card::OutOfGas})
                         .hand(holder, {Card::ExtraTank})
                         .roll(1)
                         .build();
        applyLegal(p, Move::attack(Card::OutOfGas, 1));
        expectWindow(p, 0, Card::OutOfGas, 1, holder);
        applyLegal(p, Move::coupFourre(holder, Card::ExtraTank));
        ASSERT_EQ(p.toMove(), holder);
        discardFiller(p);
        EXPECT_EQ(p.toMove(), (holder + 1) % 6);
    }
}

// --- Declining it (R8) ----------------------------------------------------------------------

TEST(CoupFourreDeclined, PlayPassesLeftOfTheAttackerAndTheSafetyMayBeLaidLaterR8) {
    Position p = Scene(Form::Four)
                     .pile(kPile)
                     .hand(0, {Card::Accident})
                     .hand(3, {Card::DrivingAce})
                     .roll(1)
                     .build();
    const int accidents = discarded(p, Card::Accident);
    applyLegal(p, Move::attack(Card::Accident, 1));
    ASSERT_EQ(p.phase(), Phase::CoupFourre);
    applyLegal(p, Move::declineCoupFourre());
    expectNoWindow(p);
    EXPECT_EQ(p.toMove(), 1);
    EXPECT_EQ(p.hand(1).size(), 7);
    EXPECT_EQ(p.pileSize(), kPile - 1);
    EXPECT_EQ(p.tableau(1).battleTop, Card::Accident);
    EXPECT_EQ(p.hand(3).count(Card::DrivingAce), 1);
    EXPECT_EQ(discarded(p, Card::Accident), accidents);
    discardFiller(p);  // seat 1
    discardFiller(p);  // seat 2
    ASSERT_EQ(p.toMove(), 3);
    // No longer a coup-fourré: it is laid as an ordinary safety on seat 3's turn.
    expectRefused(p, Move::coupFourre(3, Card::DrivingAce), Violation::WrongDecision, "§3");
    ASSERT_TRUE(isLegal(p, Move::play(Card::DrivingAce)));
    applyLegal(p, Move::play(Card::DrivingAce));
    const Tableau& t = p.tableau(1);
    EXPECT_TRUE(t.has(Card::DrivingAce));
    EXPECT_FALSE(t.hasCoupFourre(Card::DrivingAce));  // R8: no coup-fourré mark
    EXPECT_EQ(t.coupFourreCount(), 0);
    EXPECT_EQ(t.battleTop, Card::Roll);  // R2: still on top, so cancelled
    EXPECT_TRUE(t.rolling());
    EXPECT_EQ(discarded(p, Card::Accident), accidents + 1);
    EXPECT_EQ(p.toMove(), 3);  // the ordinary extra turn
    EXPECT_EQ(p.hand(3).size(), 7);
}

TEST(CoupFourreDeclined, ASafetyLaidAfterTheRemedyCancelsNothingR8) {
    Position p = Scene(Form::Four)
                     .pile(kPile)
                     .hand(0, {Card::Accident})
                     .hand(1, {Card::Repairs})
                     .hand(3, {Card::DrivingAce})
                     .roll(1)
                     .build();
    const int accidents = discarded(p, Card::Accident);
    applyLegal(p, Move::attack(Card::Accident, 1));
    applyLegal(p, Move::declineCoupFourre());
    ASSERT_EQ(p.toMove(), 1);
    applyLegal(p, Move::play(Card::Repairs));
    discardFiller(p);  // seat 2
    ASSERT_EQ(p.toMove(), 3);
    applyLegal(p, Move::play(Card::DrivingAce));
    EXPECT_EQ(p.tableau(1).battleTop, Card::Repairs);
    EXPECT_EQ(p.tableau(1).count(Card::Accident), 1);
    EXPECT_EQ(discarded(p, Card::Accident), accidents);
    EXPECT_FALSE(p.tableau(1).hasCoupFourre(Card::DrivingAce));
}

// --- Never a coup-fourré ----------------------------------------------------------------------

TEST(CoupFourreNever, WithASafetyDrawnAfterTheAttack) {
    // Nobody of side 1 holds the Driving Ace; seat 1 draws it at the start of its turn.
    Position p =
        Scene(Form::Four).pile(kPile, {Card::DrivingAce}).hand(0, {Card::Accident}).roll(1).build();
    ASSERT_EQ(p.hand(1).count(Card::DrivingAce), 0);
    ASSERT_EQ(p.hand(3).count(Card::DrivingAce), 0);
    applyLegal(p, Move::attack(Card::Accident, 1));
    expectNoWindow(p);
    ASSERT_EQ(p.toMove(), 1);
    ASSERT_EQ(p.hand(1).count(Card::DrivingAce), 1);
    expectRefused(p, Move::coupFourre(1, Card::DrivingAce), Violation::WrongDecision, "§3");
    applyLegal(p, Move::play(Card::DrivingAce));
    EXPECT_TRUE(p.tableau(1).has(Card::DrivingAce));
    EXPECT_FALSE(p.tableau(1).hasCoupFourre(Card::DrivingAce));
    EXPECT_EQ(p.tableau(1).battleTop, Card::Roll);  // R2
    EXPECT_EQ(p.toMove(), 1);
}

TEST(CoupFourreNever, AgainstASafetyAlreadyOnTheTableTheHazardIsIllegal) {
    for (Card hazard : kHazards) {
        SCOPED_TRACE(englishName(hazard));
        const Card safety = safetyFor(hazard);
        const Position p =
            Scene(Form::Four).pile(kPile).hand(0, {hazard}).safeties(1, {safety}).roll(1).build();
        const std::string msg =
            expectRefused(p, Move::attack(hazard, 1), Violation::ProtectedBySafety, "§4");
        EXPECT_EQ(msg, std::string(englishName(hazard)) + ": " + std::string(englishName(safety)) +
                           " is on that side's table (§4)");
    }
}

// --- With the draw pile empty (R3, R7, R9) -----------------------------------------------------

TEST(CoupFourreEmptyPile, AllowedAndMarkedButNoExtraTurnR3) {
    Position p = Scene(Form::Four)
                     .exactHand(0, {Card::Accident, Card::D75})
                     .exactHand(1, {Card::D50})
                     .exactHand(2, {Card::D25})
                     .exactHand(3, {Card::DrivingAce, Card::D100})
                     .roll(1)
                     .build();
    ASSERT_EQ(p.pileSize(), 0);
    const int accidents = discarded(p, Card::Accident);
    applyLegal(p, Move::attack(Card::Accident, 1));
    expectWindow(p, 0, Card::Accident, 1, 3);
    applyLegal(p, Move::coupFourre(3, Card::DrivingAce));
    EXPECT_TRUE(p.tableau(1).hasCoupFourre(Card::DrivingAce));
    EXPECT_EQ(p.tableau(1).battleTop, Card::Roll);
    EXPECT_EQ(discarded(p, Card::Accident), accidents + 1);
    EXPECT_EQ(p.hand(3).size(), 1);
    // R9: the first player left of seat 3 holding a card — here the attacker.
    expectNoWindow(p);
    EXPECT_EQ(p.toMove(), 0);
    EXPECT_EQ(p.hand(0).size(), 1);
}

TEST(CoupFourreEmptyPile, NextIsTheFirstPlayerLeftHoldingACardTheAttackerIncludedR9) {
    // Seat 2 attacks side 1; seat 3 coup-fourrés; seats 0 and 1 hold nothing: seat 2 plays.
    Position p = Scene(Form::Four)
                     .toMove(2)
                     .exactHand(2, {Card::Accident, Card::D75})
                     .exactHand(3, {Card::DrivingAce, Card::D100})
                     .roll(1)
                     .build();
    applyLegal(p, Move::attack(Card::Accident, 1));
    expectWindow(p, 2, Card::Accident, 1, 3);
    applyLegal(p, Move::coupFourre(3, Card::DrivingAce));
    EXPECT_TRUE(p.tableau(1).hasCoupFourre(Card::DrivingAce));
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.toMove(), 2);
}

TEST(CoupFourreEmptyPile, SkipsPlayersWithoutCardsR9) {
    // Seat 0 attacks with its last card; seat 1 holds nothing; seat 2 holds a card.
    Position p = Scene(Form::Four)
                     .exactHand(0, {Card::Stop})
                     .exactHand(2, {Card::D25})
                     .exactHand(3, {Card::RightOfWay, Card::D100})
                     .roll(1)
                     .build();
    applyLegal(p, Move::attack(Card::Stop, 1));
    expectWindow(p, 0, Card::Stop, 1, 3);
    applyLegal(p, Move::coupFourre(3, Card::RightOfWay));
    EXPECT_EQ(p.toMove(), 2);
}

TEST(CoupFourreEmptyPile, TheCoupFourrePlayerAloneWithCardsPlaysAgainR9) {
    Position p = Scene(Form::Four)
                     .exactHand(0, {Card::FlatTire})
                     .exactHand(1, {Card::PunctureProof, Card::D100, Card::D50})
                     .roll(1)
                     .build();
    applyLegal(p, Move::attack(Card::FlatTire, 1));
    expectWindow(p, 0, Card::FlatTire, 1, 1);
    applyLegal(p, Move::coupFourre(1, Card::PunctureProof));
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.toMove(), 1);
    EXPECT_EQ(p.hand(1).size(), 2);
    applyLegal(p, Move::play(Card::D100));
    EXPECT_EQ(p.toMove(), 1);  // still the only one with a card
    EXPECT_EQ(p.tableau(1).distance, 100);
}

TEST(CoupFourreEmptyPile, NobodyLeftWithACardEndsTheHand) {
    Position p = Scene(Form::Four)
                     .exactHand(0, {Card::Accident})
                     .exactHand(3, {Card::DrivingAce})
                     .roll(1)
                     .build();
    applyLegal(p, Move::attack(Card::Accident, 1));
    expectWindow(p, 0, Card::Accident, 1, 3);
    applyLegal(p, Move::coupFourre(3, Card::DrivingAce));
    EXPECT_TRUE(p.tableau(1).hasCoupFourre(Card::DrivingAce));
    EXPECT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), kNoSide);
}

TEST(CoupFourreEmptyPile, DeclinedPassesLeftOfTheAttackerToAPlayerWithCardsR8) {
    Position p = Scene(Form::Four)
                     .exactHand(0, {Card::Accident, Card::D75})
                     .exactHand(2, {Card::D25})
                     .exactHand(3, {Card::DrivingAce})
                     .roll(1)
                     .build();
    applyLegal(p, Move::attack(Card::Accident, 1));
    applyLegal(p, Move::declineCoupFourre());
    EXPECT_EQ(p.toMove(), 2);  // seat 1 holds nothing
    EXPECT_EQ(p.tableau(1).battleTop, Card::Accident);
}

TEST(CoupFourrePlayOut, OnlyThePlayerWhoJustPlayedHoldsCardsAndPlaysAgainR9) {
    Position p = Scene(Form::Four).toMove(1).exactHand(1, {Card::D75, Card::D50}).build();
    applyLegal(p, Move::discard(Card::D75));
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.toMove(), 1);
    applyLegal(p, Move::discard(Card::D50));
    EXPECT_EQ(p.phase(), Phase::Over);  // nobody holds a card
}

// --- The worked example, step 16 (RULES.md §11, R5) -------------------------------------------

TEST(CoupFourreWorkedExample, Step16JeanFlatTirePauletteCoupFourreThenJeanThenPaulR5) {
    constexpr int Paul = 0, Janine = 1, Paulette = 2, Jean = 3;
    // The table before step 16: Paul & Paulette (side 0) roll at 225 km, their battle pile
    // Roll / Accident / Repairs / Roll, their speed pile Speed Limit / End of Limit; Janine &
    // Jean (side 1) have the Driving Ace on the table and are stopped by a Stop.
    Position p = Scene(Form::Four)
                     .pile(kPile, {Card::D75, Card::Roll})
                     .toMove(Jean)
                     .hand(Jean, {Card::D50, Card::SpareTire, Card::FlatTire})
                     .hand(Paulette, {Card::Gasoline, Card::PunctureProof})
                     .hand(Paul, {Card::SpareTire, Card::Gasoline})
                     .roll(0)
                     .buried(0, {Card::Roll, Card::Accident, Card::Repairs, Card::SpeedLimit,
                                 Card::EndOfLimit})
                     .distance(0, {Card::D200, Card::D25})
                     .safeties(1, {Card::DrivingAce})
                     .battle(1, Card::Stop)
                     .build();
    ASSERT_EQ(p.tableau(0).distance, 225);
    ASSERT_TRUE(p.tableau(0).rolling());
    const int flats = discarded(p, Card::FlatTire);

    // 16. Jean plays Flat Tire on Paul's Roll — Paulette: "Coup fourré!"
    ASSERT_TRUE(isLegal(p, Move::attack(Card::FlatTire, 0)));
    applyLegal(p, Move::attack(Card::FlatTire, 0));
    expectWindow(p, Jean, Card::FlatTire, 0, Paulette);
    applyLegal(p, Move::coupFourre(Paulette, Card::PunctureProof));
    EXPECT_EQ(discarded(p, Card::FlatTire), flats + 1);
    EXPECT_EQ(p.tableau(0).battleTop, Card::Roll);
    EXPECT_TRUE(p.tableau(0).hasCoupFourre(Card::PunctureProof));
    // She draws a replacement, then draws again and discards a Roll.
    ASSERT_EQ(p.toMove(), Paulette);
    EXPECT_EQ(p.hand(Paulette).size(), 7);
    EXPECT_EQ(p.pileSize(), kPile - 2);
    ASSERT_GE(p.hand(Paulette).count(Card::Roll), 1);
    applyLegal(p, Move::discard(Card::Roll));

    // R5: then Jean (left of Paulette), then Paul; Paul and Janine lost their turn.
    EXPECT_EQ(p.toMove(), Jean);
    EXPECT_EQ(p.hand(Janine).size(), 6);
    EXPECT_EQ(p.hand(Paul).size(), 6);
    applyLegal(p, Move::discard(Card::D50));  // 17. Jean discards 50
    EXPECT_EQ(p.toMove(), Paul);
    // 18. Paul discards his Spare Tire (useless now).
    EXPECT_FALSE(isLegal(p, Move::play(Card::SpareTire)));
    applyLegal(p, Move::discard(Card::SpareTire));
    EXPECT_EQ(p.toMove(), Janine);

    // The position the booklet describes.
    EXPECT_TRUE(p.tableau(0).rolling());
    EXPECT_EQ(p.tableau(0).distance, 225);
    EXPECT_TRUE(p.tableau(0).hasCoupFourre(Card::PunctureProof));
    EXPECT_EQ(p.tableau(1).battleTop, Card::Stop);
    EXPECT_FALSE(p.tableau(1).rolling());
    EXPECT_TRUE(p.tableau(1).has(Card::DrivingAce));
    EXPECT_FALSE(p.tableau(1).hasCoupFourre(Card::DrivingAce));
    EXPECT_EQ(p.hash(), p.computeHash());
}

}  // namespace
}  // namespace bornes
