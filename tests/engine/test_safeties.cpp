// SPDX-License-Identifier: Apache-2.0
// What a safety does once laid (RULES.md §4 "Effects of a safety", R2, R4, R7, R12): it
// forbids its hazards for the rest of the hand, lifts its hazard off the battle top (Right
// of Way: a Stop and a Speed Limit together), lets Right of Way roll without Roll, and gives
// an extra turn while the draw pile has a card.
#include <gtest/gtest.h>

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/movegen.h"
#include "engine/position.h"
#include "engine/rules.h"
#include "printers.h"
#include "scene.h"
#include "steps.h"

namespace bornes {
namespace {

using test::Scene;

constexpr int kPile = 20;

using test::applyLegal;
using test::discarded;
using test::discardFiller;

// A refused move, seen the three ways.
void expectRefused(const Position& p, Move m, Violation v) {
    EXPECT_FALSE(isLegal(p, m));
    EXPECT_FALSE(legalMoves(p).contains(m));
    const std::optional<Refusal> r = whyIllegal(p, m);
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->violation, v) << r->message;
    EXPECT_TRUE(r->message.starts_with(std::string(englishName(m.card())) + ": ")) << r->message;
    EXPECT_TRUE(r->message.ends_with(" (" + std::string(ruleOf(v)) + ")")) << r->message;
}

void expectLegal(const Position& p, Move m) {
    EXPECT_TRUE(isLegal(p, m));
    EXPECT_TRUE(legalMoves(p).contains(m));
    EXPECT_FALSE(whyIllegal(p, m).has_value());
}

// The hazards a safety forbids.
std::vector<Card> forbiddenBy(Card safety) {
    if (safety == Card::RightOfWay) return {Card::Stop, Card::SpeedLimit};
    return {hazardStoppedBy(safety)};
}

constexpr Card kSafeties[] = {Card::RightOfWay, Card::ExtraTank, Card::PunctureProof,
                              Card::DrivingAce};

// --- A safety forbids its hazards for the rest of the hand ----------------------------------

TEST(SafetyForbids, ItsHazardsForTheRestOfTheHand) {
    for (Card safety : kSafeties) {
        SCOPED_TRACE(englishName(safety));
        // Seat 1 (side 1, rolling) lays the safety; seat 0 holds every hazard.
        Position p = Scene(Form::Four)
                         .pile(kPile)
                         .toMove(1)
                         .hand(1, {safety})
                         .hand(0, {Card::Stop, Card::SpeedLimit, Card::OutOfGas, Card::FlatTire,
                                   Card::Accident})
                         .roll(1)
                         .build();
        applyLegal(p, Move::play(safety));
        ASSERT_EQ(p.toMove(), 1);  // extra turn
        EXPECT_TRUE(p.tableau(1).has(safety));
        EXPECT_FALSE(p.tableau(1).hasCoupFourre(safety));
        // Two full rounds later the hazards are still refused, the others still allowed.
        for (int round = 0; round < 2; ++round) {
            while (p.toMove() != 0) discardFiller(p);
            for (Card hazard :
                 {Card::Stop, Card::SpeedLimit, Card::OutOfGas, Card::FlatTire, Card::Accident}) {
                SCOPED_TRACE(englishName(hazard));
                bool forbidden = false;
                for (Card f : forbiddenBy(safety)) forbidden = forbidden || f == hazard;
                if (forbidden)
                    expectRefused(p, Move::attack(hazard, 1), Violation::ProtectedBySafety);
                else
                    expectLegal(p, Move::attack(hazard, 1));
            }
            discardFiller(p);
        }
    }
}

// --- Right of Way ------------------------------------------------------------------------

TEST(SafetyRightOfWay, RemovesAStopAndASpeedLimitTogether) {
    Position p = Scene(Form::Four)
                     .pile(kPile)
                     .hand(0, {Card::RightOfWay})
                     .battle(0, Card::Stop)
                     .limited(0)
                     .build();
    ASSERT_EQ(p.tableau(0).count(Card::Stop), 1);
    ASSERT_EQ(p.tableau(0).count(Card::SpeedLimit), 1);
    ASSERT_EQ(p.tableau(0).count(Card::Roll), 1);
    const int stops = discarded(p, Card::Stop);
    const int limits = discarded(p, Card::SpeedLimit);
    applyLegal(p, Move::play(Card::RightOfWay));
    const Tableau& t = p.tableau(0);
    EXPECT_EQ(t.battleTop, Card::Roll);  // the Roll under the Stop
    EXPECT_EQ(t.battleUnder, Card::None);
    EXPECT_FALSE(t.limited);
    EXPECT_TRUE(t.rolling());
    EXPECT_TRUE(t.has(Card::RightOfWay));
    EXPECT_EQ(t.count(Card::Stop), 0);
    EXPECT_EQ(t.count(Card::SpeedLimit), 0);
    EXPECT_EQ(t.count(Card::Roll), 1);
    EXPECT_EQ(t.count(Card::RightOfWay), 1);
    EXPECT_EQ(discarded(p, Card::Stop), stops + 1);
    EXPECT_EQ(discarded(p, Card::SpeedLimit), limits + 1);
    EXPECT_EQ(p.hash(), p.computeHash());
}

TEST(SafetyRightOfWay, RemovesASpeedLimitAlone) {
    Position p =
        Scene(Form::Four).pile(kPile).hand(0, {Card::RightOfWay}).roll(0).limited(0).build();
    const int limits = discarded(p, Card::SpeedLimit);
    applyLegal(p, Move::play(Card::RightOfWay));
    EXPECT_FALSE(p.tableau(0).limited);
    EXPECT_EQ(p.tableau(0).count(Card::SpeedLimit), 0);
    EXPECT_EQ(discarded(p, Card::SpeedLimit), limits + 1);
    EXPECT_EQ(p.tableau(0).battleTop, Card::Roll);
}

TEST(SafetyRightOfWay, RemovesTheSpeedLimitButNotAnotherHazard) {
    // Accident on top and a Speed Limit: the limit goes, the Accident stays (R2: Right of Way
    // matches Stop only). Once repaired, the side rolls without Roll.
    Position p = Scene(Form::Four)
                     .pile(kPile)
                     .hand(0, {Card::RightOfWay, Card::Repairs, Card::D100})
                     .battle(0, Card::Accident)
                     .limited(0)
                     .build();
    const int accidents = discarded(p, Card::Accident);
    const int limits = discarded(p, Card::SpeedLimit);
    applyLegal(p, Move::play(Card::RightOfWay));
    EXPECT_FALSE(p.tableau(0).limited);
    EXPECT_EQ(discarded(p, Card::SpeedLimit), limits + 1);
    EXPECT_EQ(p.tableau(0).battleTop, Card::Accident);
    EXPECT_EQ(p.tableau(0).count(Card::Accident), 1);
    EXPECT_EQ(discarded(p, Card::Accident), accidents);
    EXPECT_FALSE(p.tableau(0).rolling());
    expectRefused(p, Move::play(Card::D100), Violation::DistanceNotRolling);
    ASSERT_EQ(p.toMove(), 0);
    applyLegal(p, Move::play(Card::Repairs));
    EXPECT_TRUE(p.tableau(0).rolling());
    EXPECT_EQ(p.tableau(0).battleTop, Card::Repairs);
}

TEST(SafetyOtherThanRightOfWay, LeavesTheSpeedLimitInPlace) {
    // Only Right of Way protects against the Speed Limit (§4): Extra Tank, Puncture-Proof and
    // Driving Ace laid on a limited side leave the limit, and the 25 and 50 the only distance.
    for (Card safety : {Card::ExtraTank, Card::PunctureProof, Card::DrivingAce}) {
        SCOPED_TRACE(englishName(safety));
        Position p = Scene(Form::Four)
                         .pile(kPile)
                         .hand(0, {safety, Card::D100, Card::D50})
                         .roll(0)
                         .limited(0)
                         .build();
        const int limits = discarded(p, Card::SpeedLimit);
        applyLegal(p, Move::play(safety));
        ASSERT_EQ(p.toMove(), 0);  // the extra turn
        EXPECT_TRUE(p.tableau(0).limited);
        EXPECT_EQ(p.tableau(0).count(Card::SpeedLimit), 1);
        EXPECT_EQ(discarded(p, Card::SpeedLimit), limits);
        EXPECT_EQ(p.hash(), p.computeHash());
        expectRefused(p, Move::play(Card::D100), Violation::DistanceLimited);
        expectLegal(p, Move::play(Card::D50));
    }
}

TEST(SafetyRightOfWay, LetsTheSideRollWithoutRoll) {
    Position p = Scene(Form::Four).pile(kPile).hand(0, {Card::RightOfWay, Card::D100}).build();
    expectRefused(p, Move::play(Card::D100), Violation::DistanceNotRolling);
    applyLegal(p, Move::play(Card::RightOfWay));
    ASSERT_EQ(p.toMove(), 0);  // extra turn
    EXPECT_EQ(p.tableau(0).battleTop, Card::None);
    EXPECT_TRUE(p.tableau(0).rolling());
    expectLegal(p, Move::play(Card::D100));
    applyLegal(p, Move::play(Card::D100));
    EXPECT_EQ(p.tableau(0).distance, 100);
    EXPECT_EQ(p.toMove(), 1);
}

// A real attack keeps what it covers: a Roll, or with Right of Way a remedy or nothing at
// all (the scenes above set what lies under a hazard; here the attack puts it there), and
// the coup-fourré that lifts the hazard uncovers exactly that (R2).
TEST(SafetyCancels, WhatARealAttackCoveredComesBackR2) {
    struct Case {
        Card top;
        bool rightOfWay;
    };
    for (const Case& c : {Case{Card::Roll, false}, Case{Card::Repairs, true},
                          Case{Card::None, true}, Case{Card::Roll, true}}) {
        SCOPED_TRACE(std::string(englishName(c.top)) + (c.rightOfWay ? " with" : " without") +
                     " Right of Way");
        Scene scene(Form::Two);
        scene.pile(kPile).hand(0, {Card::Accident}).hand(1, {Card::DrivingAce}).roll(0);
        if (c.rightOfWay) scene.safeties(1, {Card::RightOfWay});
        if (c.top != Card::None) scene.battle(1, c.top);
        if (c.top == Card::Repairs) scene.buried(1, {Card::Accident});  // what it repaired
        Position p = scene.build();
        ASSERT_TRUE(p.tableau(1).rolling());
        applyLegal(p, Move::attack(Card::Accident, 1));
        EXPECT_EQ(p.tableau(1).battleTop, Card::Accident);
        EXPECT_EQ(p.tableau(1).battleUnder, c.top);
        EXPECT_FALSE(p.tableau(1).rolling());
        EXPECT_EQ(p.hash(), p.computeHash());
        ASSERT_EQ(p.phase(), Phase::CoupFourre);
        applyLegal(p, Move::coupFourre(1, Card::DrivingAce));
        EXPECT_EQ(p.tableau(1).battleTop, c.top);
        EXPECT_EQ(p.tableau(1).battleUnder, Card::None);
        EXPECT_TRUE(p.tableau(1).rolling());
        EXPECT_EQ(p.hash(), p.computeHash());
    }
}

// --- R2: a safety lifts its matching hazard off the battle top --------------------------------

TEST(SafetyCancels, ItsHazardOnTheBattleTopUncoveringTheRollR2) {
    for (Card safety : kSafeties) {
        const Card hazard = safety == Card::RightOfWay ? Card::Stop : hazardStoppedBy(safety);
        SCOPED_TRACE(englishName(safety));
        Position p = Scene(Form::Four).pile(kPile).hand(0, {safety}).battle(0, hazard).build();
        ASSERT_FALSE(p.tableau(0).rolling());
        const int before = discarded(p, hazard);
        applyLegal(p, Move::play(safety));
        const Tableau& t = p.tableau(0);
        EXPECT_EQ(t.battleTop, Card::Roll);
        EXPECT_EQ(t.battleUnder, Card::None);
        EXPECT_TRUE(t.rolling());
        EXPECT_EQ(t.count(hazard), 0);
        EXPECT_EQ(t.count(Card::Roll), 1);
        EXPECT_EQ(discarded(p, hazard), before + 1);
        EXPECT_EQ(p.hash(), p.computeHash());
    }
}

TEST(SafetyCancels, RollThenAccidentThenDrivingAceRollsAgainR2) {
    // Played out from the start: seat 0 opens, seat 1 hits it with an Accident, seat 0 lays
    // the Driving Ace on its next turn: the Roll is the top again and the side rolls.
    Position p = Scene(Form::Four)
                     .pile(kPile)
                     .hand(0, {Card::Roll})
                     .hand(1, {Card::Accident})
                     .hand(2, {Card::DrivingAce})  // seat 0's partner
                     .build();
    applyLegal(p, Move::play(Card::Roll));
    ASSERT_EQ(p.toMove(), 1);
    applyLegal(p, Move::attack(Card::Accident, 0));
    // Seat 2 (side 0) holds the Driving Ace: a coup-fourré window; decline it (R8).
    ASSERT_EQ(p.phase(), Phase::CoupFourre);
    applyLegal(p, Move::declineCoupFourre());
    ASSERT_EQ(p.toMove(), 2);
    EXPECT_EQ(p.tableau(0).battleTop, Card::Accident);
    applyLegal(p, Move::play(Card::DrivingAce));
    EXPECT_EQ(p.tableau(0).battleTop, Card::Roll);
    EXPECT_TRUE(p.tableau(0).rolling());
    EXPECT_FALSE(p.tableau(0).hasCoupFourre(Card::DrivingAce));
    EXPECT_EQ(p.toMove(), 2);
}

TEST(SafetyCancels, UncoversTheRemedyUnderTheHazardWithRightOfWayR2) {
    // With Right of Way a hazard may lie on a remedy: cancelling it shows the remedy again.
    Position p = Scene(Form::Four)
                     .pile(kPile)
                     .hand(0, {Card::DrivingAce})
                     .safeties(0, {Card::RightOfWay})
                     .battle(0, Card::Accident, Card::Gasoline)
                     .buried(0, {Card::OutOfGas})
                     .build();
    applyLegal(p, Move::play(Card::DrivingAce));
    EXPECT_EQ(p.tableau(0).battleTop, Card::Gasoline);
    EXPECT_TRUE(p.tableau(0).rolling());
    EXPECT_EQ(p.tableau(0).count(Card::Accident), 0);
}

TEST(SafetyCancels, UncoversAnEmptyPileWithRightOfWayR2) {
    Position p = Scene(Form::Four)
                     .pile(kPile)
                     .hand(0, {Card::PunctureProof, Card::D200})
                     .safeties(0, {Card::RightOfWay})
                     .battle(0, Card::FlatTire)
                     .build();
    ASSERT_EQ(p.tableau(0).battleUnder, Card::None);
    applyLegal(p, Move::play(Card::PunctureProof));
    EXPECT_EQ(p.tableau(0).battleTop, Card::None);
    EXPECT_TRUE(p.tableau(0).rolling());
    expectLegal(p, Move::play(Card::D200));
}

TEST(SafetyCancels, NeverAHazardAlreadyCoveredByItsRemedyR2) {
    // Accident repaired: the Driving Ace leaves the Repairs on top and the Accident under it.
    Position p = Scene(Form::Four)
                     .pile(kPile)
                     .hand(0, {Card::DrivingAce})
                     .battle(0, Card::Repairs)
                     .buried(0, {Card::Roll, Card::Accident})
                     .build();
    const int accidents = discarded(p, Card::Accident);
    applyLegal(p, Move::play(Card::DrivingAce));
    EXPECT_EQ(p.tableau(0).battleTop, Card::Repairs);
    EXPECT_EQ(p.tableau(0).count(Card::Accident), 1);
    EXPECT_EQ(p.tableau(0).count(Card::Repairs), 1);
    EXPECT_EQ(discarded(p, Card::Accident), accidents);
    EXPECT_FALSE(p.tableau(0).rolling());  // Repairs on top, no Right of Way: Roll still needed

    // Stop covered by Roll: the Right of Way leaves the buried Stop alone.
    Position q = Scene(Form::Four)
                     .pile(kPile)
                     .hand(0, {Card::RightOfWay})
                     .roll(0)
                     .buried(0, {Card::Roll, Card::Stop})
                     .build();
    const int stops = discarded(q, Card::Stop);
    applyLegal(q, Move::play(Card::RightOfWay));
    EXPECT_EQ(q.tableau(0).battleTop, Card::Roll);
    EXPECT_EQ(q.tableau(0).count(Card::Stop), 1);
    EXPECT_EQ(discarded(q, Card::Stop), stops);
}

TEST(SafetyCancels, NothingThatDoesNotMatch) {
    for (Card safety : {Card::ExtraTank, Card::PunctureProof, Card::RightOfWay}) {
        SCOPED_TRACE(englishName(safety));
        Position p =
            Scene(Form::Four).pile(kPile).hand(0, {safety}).battle(0, Card::Accident).build();
        const int accidents = discarded(p, Card::Accident);
        applyLegal(p, Move::play(safety));
        EXPECT_EQ(p.tableau(0).battleTop, Card::Accident);
        EXPECT_EQ(p.tableau(0).battleUnder, Card::Roll);
        EXPECT_EQ(discarded(p, Card::Accident), accidents);
        EXPECT_FALSE(p.tableau(0).rolling());
        EXPECT_EQ(p.toMove(), 0);  // R12: the extra turn all the same
    }
}

// --- The extra turn (R4, R7, R12) ------------------------------------------------------------

TEST(SafetyExtraTurn, WithCardsInThePileTheSameSeatDrawsAndPlaysAgainR4) {
    Position p = Scene(Form::Four).pile(5).hand(0, {Card::ExtraTank}).build();
    ASSERT_EQ(p.hand(0).size(), 7);
    applyLegal(p, Move::play(Card::ExtraTank));
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.toMove(), 0);
    EXPECT_EQ(p.hand(0).size(), 7);  // 7 - 1 + the extra turn's draw
    EXPECT_EQ(p.pileSize(), 4);
    for (int seat : {1, 2, 3}) EXPECT_EQ(p.hand(seat).size(), 6);
    // The extra turn ends like any turn: play passes left.
    discardFiller(p);
    EXPECT_EQ(p.toMove(), 1);
    EXPECT_EQ(p.hand(0).size(), 6);
}

TEST(SafetyExtraTurn, EvenWhenItCancelsNothingR12) {
    Position p = Scene(Form::Four).pile(kPile).hand(0, {Card::PunctureProof}).roll(0).build();
    applyLegal(p, Move::play(Card::PunctureProof));
    EXPECT_EQ(p.toMove(), 0);
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.hand(0).size(), 7);
    EXPECT_EQ(p.pileSize(), kPile - 1);
    EXPECT_TRUE(p.tableau(0).has(Card::PunctureProof));
}

TEST(SafetyExtraTurn, TheLastCardOfThePileIsDrawnForTheExtraTurnR4) {
    Position p = Scene(Form::Four).pile(1).hand(0, {Card::DrivingAce}).build();
    applyLegal(p, Move::play(Card::DrivingAce));
    EXPECT_EQ(p.toMove(), 0);
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.hand(0).size(), 7);
    EXPECT_EQ(p.pileSize(), 0);
}

TEST(SafetyExtraTurn, NoneWhenLaidWithThePileEmptyR3) {
    Position p = Scene(Form::Four)
                     .exactHand(0, {Card::RightOfWay, Card::D75})
                     .exactHand(1, {Card::D50})
                     .exactHand(2, {Card::D25})
                     .exactHand(3, {Card::D100})
                     .build();
    ASSERT_EQ(p.pileSize(), 0);
    applyLegal(p, Move::play(Card::RightOfWay));
    EXPECT_TRUE(p.tableau(0).has(Card::RightOfWay));
    EXPECT_EQ(p.toMove(), 1);
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.hand(0).size(), 1);
}

TEST(SafetyExtraTurn, NoneEvenIfItsPlayerDrewTheLastCardThatTurnR7) {
    // Seat 3 ends its turn with one card left in the pile; seat 0 draws it (the Extra Tank)
    // and lays it at once: the pile is empty when it is laid, so no extra turn.
    Position p = Scene(Form::Four).pile(1, {Card::ExtraTank}).toMove(3).build();
    discardFiller(p);
    ASSERT_EQ(p.toMove(), 0);
    ASSERT_EQ(p.pileSize(), 0);
    ASSERT_EQ(p.hand(0).size(), 7);
    ASSERT_EQ(p.hand(0).count(Card::ExtraTank), 1);
    applyLegal(p, Move::play(Card::ExtraTank));
    EXPECT_TRUE(p.tableau(0).has(Card::ExtraTank));
    EXPECT_EQ(p.toMove(), 1);
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.hand(0).size(), 6);
    EXPECT_EQ(p.hand(1).size(), 6);  // nothing left to draw
}

TEST(SafetyExtraTurn, SeveralSafetiesInARowKeepThePlayerPlaying) {
    Position p =
        Scene(Form::Four)
            .pile(10)
            .hand(0, {Card::RightOfWay, Card::ExtraTank, Card::PunctureProof, Card::DrivingAce})
            .build();
    int pile = 10;
    for (Card safety : kSafeties) {
        SCOPED_TRACE(englishName(safety));
        ASSERT_EQ(p.toMove(), 0);
        applyLegal(p, Move::play(safety));
        --pile;
        EXPECT_EQ(p.toMove(), 0);
        EXPECT_EQ(p.phase(), Phase::Turn);
        EXPECT_EQ(p.hand(0).size(), 7);
        EXPECT_EQ(p.pileSize(), pile);
    }
    EXPECT_EQ(p.tableau(0).safetyCount(), 4);
    EXPECT_EQ(p.tableau(0).coupFourreCount(), 0);
    discardFiller(p);
    EXPECT_EQ(p.toMove(), 1);
}

TEST(SafetyExtraTurn, InARowUntilThePileRunsOutR7) {
    // One card left: the first safety draws it for the extra turn; the second is laid with
    // the pile empty and gives no extra turn.
    Position p = Scene(Form::Four).pile(1).hand(0, {Card::ExtraTank, Card::DrivingAce}).build();
    applyLegal(p, Move::play(Card::ExtraTank));
    ASSERT_EQ(p.toMove(), 0);
    ASSERT_EQ(p.pileSize(), 0);
    EXPECT_EQ(p.hand(0).size(), 7);
    applyLegal(p, Move::play(Card::DrivingAce));
    EXPECT_EQ(p.toMove(), 1);
    EXPECT_EQ(p.hand(0).size(), 6);
    EXPECT_TRUE(p.tableau(0).has(Card::DrivingAce));
}

TEST(SafetyExtraTurn, ADiscardedSafetyIsNotLaidAndGivesNoExtraTurnR12) {
    Position p =
        Scene(Form::Four).pile(kPile).hand(0, {Card::RightOfWay}).battle(0, Card::Stop).build();
    const int before = discarded(p, Card::RightOfWay);
    applyLegal(p, Move::discard(Card::RightOfWay));
    EXPECT_EQ(discarded(p, Card::RightOfWay), before + 1);
    EXPECT_FALSE(p.tableau(0).has(Card::RightOfWay));
    EXPECT_EQ(p.tableau(0).battleTop, Card::Stop);
    EXPECT_EQ(p.toMove(), 1);
}

}  // namespace
}  // namespace bornes
