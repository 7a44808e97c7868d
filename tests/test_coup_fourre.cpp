// Coup-fourré (RULES.md §5, R3, R5, R7, R8, R9): the window after a hazard, taking it
// (hazard to the discard, safety sideways, replacement draw, extra turn), who plays next,
// declining it, and what happens once the draw pile is empty.
#include <gtest/gtest.h>

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "movegen.h"
#include "position.h"
#include "printers.h"
#include "rules.h"
#include "scene.h"
#include "steps.h"

namespace bornes {
namespace {

using test::Scene;

constexpr int kPile = 20;

using test::applyLegal;
using test::discarded;
using test::discardFiller;

// A refused move, seen the three ways; returns the message. The message ends with the rule
// ruleOf() gives for the violation, which must be `rule`.
std::string expectRefused(const Position& p, Move m, Violation v, std::string_view rule) {
    EXPECT_FALSE(isLegal(p, m));
    EXPECT_FALSE(legalMoves(p).contains(m));
    EXPECT_EQ(ruleOf(v), rule);
    const std::optional<Refusal> r = whyIllegal(p, m);
    if (!r) {
        ADD_FAILURE() << "whyIllegal() finds nothing wrong";
        return {};
    }
    EXPECT_EQ(r->violation, v) << r->message;
    EXPECT_TRUE(r->message.ends_with(" (" + std::string(rule) + ")")) << r->message;
    return r->message;
}

void expectNoWindow(const Position& p) {
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.attacker(), kNoSeat);
    EXPECT_EQ(p.pendingHazard(), Card::None);
    EXPECT_EQ(p.attackedSide(), kNoSide);
}

// Checks the coup-fourré window: `holder` decides, and may only take it or decline.
void expectWindow(const Position& p, int attacker, Card hazard, int side, int holder) {
    EXPECT_EQ(p.phase(), Phase::CoupFourre);
    EXPECT_EQ(p.toMove(), holder);
    EXPECT_EQ(p.attacker(), attacker);
    EXPECT_EQ(p.pendingHazard(), hazard);
    EXPECT_EQ(p.attackedSide(), side);
    const MoveList moves = legalMoves(p);
    EXPECT_EQ(moves.size(), 2);
    EXPECT_TRUE(moves.contains(Move::coupFourre(holder, safetyFor(hazard))));
    EXPECT_TRUE(moves.contains(Move::declineCoupFourre()));
    EXPECT_TRUE(isLegal(p, Move::coupFourre(holder, safetyFor(hazard))));
    EXPECT_TRUE(isLegal(p, Move::declineCoupFourre()));
    EXPECT_EQ(p.hash(), p.computeHash());
}

constexpr Card kHazards[] = {Card::Stop, Card::SpeedLimit, Card::OutOfGas, Card::FlatTire,
                             Card::Accident};

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
