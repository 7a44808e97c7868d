// SPDX-License-Identifier: Apache-2.0
// Where each card may go (RULES.md §4, R1, R11, R12), part one: the battle and speed piles
// (Roll, hazards, Speed Limit, remedies). Part two, test_legality_moves.cpp: distance,
// safeties, discards, sides, and the move list. For every move the three views of legality
// must agree: isLegal(), legalMoves() and whyIllegal(); every refusal names the card, gives
// the right Violation and cites the rule that ruleOf() gives for it.
#include <gtest/gtest.h>

#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/deck.h"
#include "engine/movegen.h"
#include "engine/position.h"
#include "engine/rules.h"
#include "legality_checks.h"
#include "printers.h"
#include "scene.h"

namespace bornes {

namespace {

using test::expectRefused;
using test::kBattleHazards;
using test::kDistances;
using test::kRemedies;
using test::kSafeties;
using test::Scene;
using test::show;

constexpr int kPile = 20;  // a draw pile that lasts: hands are full (6, the mover 7)

// Seat 0 (side 0) is to move in a four-player game; side 1 is the opponent.

// --- Roll ---------------------------------------------------------------------------------

TEST(LegalityRoll, OnAnEmptyBattlePile) {
    const Position p = Scene(Form::Four).pile(kPile).hand(0, {Card::Roll}).build();
    EXPECT_LEGAL(p, Move::play(Card::Roll));
}

TEST(LegalityRoll, OnAStop) {
    const Position p =
        Scene(Form::Four).pile(kPile).hand(0, {Card::Roll}).battle(0, Card::Stop).build();
    EXPECT_LEGAL(p, Move::play(Card::Roll));
}

TEST(LegalityRoll, OnEachRemedy) {
    for (Card remedy : kRemedies) {
        SCOPED_TRACE(englishName(remedy));
        const Position p = Scene(Form::Four)
                               .pile(kPile)
                               .hand(0, {Card::Roll})
                               .battle(0, remedy)
                               .buried(0, {Card::Roll, hazardCoveredBy(remedy)})
                               .build();
        EXPECT_LEGAL(p, Move::play(Card::Roll));
    }
}

TEST(LegalityRoll, UnderASpeedLimitOnlyTheBattlePileMatters) {
    // 004 step 13: Paul plays Roll on his Repairs while still under a Speed Limit.
    const Position p = Scene(Form::Four)
                           .pile(kPile)
                           .hand(0, {Card::Roll})
                           .battle(0, Card::Repairs)
                           .buried(0, {Card::Roll, Card::Accident})
                           .limited(0)
                           .build();
    EXPECT_LEGAL(p, Move::play(Card::Roll));
}

TEST(LegalityRoll, LegalThoughUselessWithRightOfWayR1) {
    const Position empty =
        Scene(Form::Four).pile(kPile).hand(0, {Card::Roll}).safeties(0, {Card::RightOfWay}).build();
    ASSERT_TRUE(empty.tableau(0).rolling());
    EXPECT_LEGAL(empty, Move::play(Card::Roll));
    const Position onRemedy = Scene(Form::Four)
                                  .pile(kPile)
                                  .hand(0, {Card::Roll})
                                  .safeties(0, {Card::RightOfWay})
                                  .battle(0, Card::Repairs)
                                  .buried(0, {Card::Accident})
                                  .build();
    EXPECT_LEGAL(onRemedy, Move::play(Card::Roll));
}

TEST(LegalityRoll, NeverOnARoll) {
    const Position p = Scene(Form::Four).pile(kPile).hand(0, {Card::Roll}).roll(0).build();
    EXPECT_EQ(expectRefused(p, Move::play(Card::Roll), Violation::RollOnRoll, "§4"),
              "Roll: your battle pile already shows Roll (§4)");
    // Not with Right of Way either.
    const Position withRoW = Scene(Form::Four)
                                 .pile(kPile)
                                 .hand(0, {Card::Roll})
                                 .safeties(0, {Card::RightOfWay})
                                 .roll(0)
                                 .build();
    EXPECT_REFUSED(withRoW, Move::play(Card::Roll), Violation::RollOnRoll, "§4");
}

TEST(LegalityRoll, NeverOnOutOfGasFlatTireOrAccident) {
    for (Card hazard : {Card::OutOfGas, Card::FlatTire, Card::Accident}) {
        SCOPED_TRACE(englishName(hazard));
        const Position p =
            Scene(Form::Four).pile(kPile).hand(0, {Card::Roll}).battle(0, hazard).build();
        const std::string msg =
            expectRefused(p, Move::play(Card::Roll), Violation::RollOnHazard, "§4");
        EXPECT_EQ(msg, "Roll: your battle pile shows " + std::string(englishName(hazard)) +
                           ": cover it with " + std::string(englishName(remedyFor(hazard))) +
                           " first (§4)");
        // The remedy is what goes there.
        const Position q =
            Scene(Form::Four).pile(kPile).hand(0, {remedyFor(hazard)}).battle(0, hazard).build();
        EXPECT_LEGAL(q, Move::play(remedyFor(hazard)));
    }
    // Right of Way does not change it: a hazard on top still needs its remedy.
    const Position withRoW = Scene(Form::Four)
                                 .pile(kPile)
                                 .hand(0, {Card::Roll})
                                 .safeties(0, {Card::RightOfWay})
                                 .battle(0, Card::FlatTire)
                                 .build();
    EXPECT_EQ(expectRefused(withRoW, Move::play(Card::Roll), Violation::RollOnHazard, "§4"),
              "Roll: your battle pile shows Flat Tire: cover it with Spare Tire first (§4)");
}

// --- Stop, Out of Gas, Flat Tire, Accident --------------------------------------------------

TEST(LegalityHazard, EachBattleHazardOnARollingOpponent) {
    const Position p = Scene(Form::Four)
                           .pile(kPile)
                           .hand(0, {Card::Stop, Card::OutOfGas, Card::FlatTire, Card::Accident})
                           .roll(1)
                           .build();
    for (Card hazard : kBattleHazards) EXPECT_LEGAL(p, Move::attack(hazard, 1));
}

TEST(LegalityHazard, WithRightOfWayOnARemedyARollOrAnEmptyPile) {
    // 004: "votre attaque pourra être placée sur la dernière parade"; 000: the attack may
    // start the battle pile. Stop stays forbidden by the Right of Way itself.
    auto scene = [] {
        Scene s(Form::Four);
        s.pile(kPile).hand(0, {Card::Stop, Card::OutOfGas, Card::FlatTire, Card::Accident});
        s.safeties(1, {Card::RightOfWay});
        return s;
    };
    std::vector<std::pair<const char*, Position>> cases;
    cases.emplace_back("empty pile", scene().build());
    cases.emplace_back("Roll", scene().roll(1).build());
    cases.emplace_back(
        "Gasoline",
        scene().battle(1, Card::Gasoline).buried(1, {Card::Roll, Card::OutOfGas}).build());
    cases.emplace_back("Repairs",
                       scene().battle(1, Card::Repairs).buried(1, {Card::Accident}).build());
    for (const auto& [what, p] : cases) {
        SCOPED_TRACE(what);
        ASSERT_TRUE(p.tableau(1).rolling());
        for (Card hazard : {Card::OutOfGas, Card::FlatTire, Card::Accident})
            EXPECT_LEGAL(p, Move::attack(hazard, 1));
        EXPECT_REFUSED(p, Move::attack(Card::Stop, 1), Violation::ProtectedBySafety, "§4");
    }
}

TEST(LegalityHazard, NeverOnAnotherHazard) {
    for (Card top : kBattleHazards) {
        SCOPED_TRACE(englishName(top));
        const Position p =
            Scene(Form::Four)
                .pile(kPile)
                .hand(0, {Card::Stop, Card::OutOfGas, Card::FlatTire, Card::Accident})
                .battle(1, top)
                .build();
        for (Card hazard : kBattleHazards)
            EXPECT_REFUSED(p, Move::attack(hazard, 1), Violation::HazardOnHazard, "§4");
    }
    const Position p =
        Scene(Form::Four).pile(kPile).hand(0, {Card::Stop}).battle(1, Card::Accident).build();
    EXPECT_EQ(
        expectRefused(p, Move::attack(Card::Stop, 1), Violation::HazardOnHazard, "§4"),
        "Stop: that side's battle pile shows Accident, and a hazard never goes on a hazard (§4)");
    // Also on a side with Right of Way whose battle top is a hazard.
    const Position withRoW = Scene(Form::Four)
                                 .pile(kPile)
                                 .hand(0, {Card::FlatTire})
                                 .safeties(1, {Card::RightOfWay})
                                 .battle(1, Card::OutOfGas)
                                 .build();
    EXPECT_REFUSED(withRoW, Move::attack(Card::FlatTire, 1), Violation::HazardOnHazard, "§4");
}

TEST(LegalityHazard, NeverAgainstTheMatchingSafety) {
    for (Card hazard : kBattleHazards) {
        SCOPED_TRACE(englishName(hazard));
        const Card safety = safetyFor(hazard);
        const Position p =
            Scene(Form::Four)
                .pile(kPile)
                .hand(0, {Card::Stop, Card::OutOfGas, Card::FlatTire, Card::Accident})
                .safeties(1, {safety})
                .roll(1)
                .build();
        const std::string msg =
            expectRefused(p, Move::attack(hazard, 1), Violation::ProtectedBySafety, "§4");
        EXPECT_EQ(msg, std::string(englishName(hazard)) + ": " + std::string(englishName(safety)) +
                           " is on that side's table (§4)");
        // The other hazards stay possible against that rolling side.
        for (Card other : kBattleHazards)
            if (safetyFor(other) != safety) EXPECT_LEGAL(p, Move::attack(other, 1));
    }
}

TEST(LegalityHazard, RefusedAgainstASideThatHasNotOpened) {
    const Position p = Scene(Form::Four)
                           .pile(kPile)
                           .hand(0, {Card::Stop, Card::OutOfGas, Card::FlatTire, Card::Accident})
                           .build();
    for (Card hazard : kBattleHazards)
        EXPECT_REFUSED(p, Move::attack(hazard, 1), Violation::NotRolling, "§4");
    EXPECT_EQ(expectRefused(p, Move::attack(Card::FlatTire, 1), Violation::NotRolling, "§4"),
              "Flat Tire: that side is not rolling (it has not opened) (§4)");
}

TEST(LegalityHazard, RefusedAgainstARemedyWithoutRightOfWay) {
    // 004 step 12: Jean cannot play Flat Tire, the other team shows Repairs and is not rolling.
    for (Card remedy : kRemedies) {
        SCOPED_TRACE(englishName(remedy));
        const Position p =
            Scene(Form::Four)
                .pile(kPile)
                .hand(0, {Card::Stop, Card::OutOfGas, Card::FlatTire, Card::Accident})
                .battle(1, remedy)
                .buried(1, {Card::Roll, hazardCoveredBy(remedy)})
                .build();
        ASSERT_FALSE(p.tableau(1).rolling());
        for (Card hazard : kBattleHazards)
            EXPECT_REFUSED(p, Move::attack(hazard, 1), Violation::NotRolling, "§4");
    }
    const Position p = Scene(Form::Four)
                           .pile(kPile)
                           .hand(0, {Card::FlatTire})
                           .battle(1, Card::Repairs)
                           .buried(1, {Card::Roll, Card::Accident})
                           .build();
    EXPECT_EQ(expectRefused(p, Move::attack(Card::FlatTire, 1), Violation::NotRolling, "§4"),
              "Flat Tire: that side is not rolling (its battle pile shows Repairs) (§4)");
}

TEST(LegalityHazard, NeverOnOnesOwnTable) {
    const Position p =
        Scene(Form::Four)
            .pile(kPile)
            .hand(0, {Card::Stop, Card::SpeedLimit, Card::OutOfGas, Card::FlatTire, Card::Accident})
            .roll(0)
            .build();
    for (Card hazard :
         {Card::Stop, Card::SpeedLimit, Card::OutOfGas, Card::FlatTire, Card::Accident})
        EXPECT_REFUSED(p, Move::play(hazard), Violation::HazardOnOwnTable, "§4");
    EXPECT_EQ(expectRefused(p, Move::play(Card::Accident), Violation::HazardOnOwnTable, "§4"),
              "Accident: a hazard is played on an opponent, never on your own side (§4)");
}

// --- Speed Limit --------------------------------------------------------------------------

TEST(LegalitySpeedLimit, OnAnEmptySpeedPileEvenBeforeTheSideOpened) {
    const Position p = Scene(Form::Four).pile(kPile).hand(0, {Card::SpeedLimit}).build();
    ASSERT_EQ(p.tableau(1).battleTop, Card::None);
    EXPECT_LEGAL(p, Move::attack(Card::SpeedLimit, 1));
    const Position rolling =
        Scene(Form::Four).pile(kPile).hand(0, {Card::SpeedLimit}).roll(1).build();
    EXPECT_LEGAL(rolling, Move::attack(Card::SpeedLimit, 1));
}

TEST(LegalitySpeedLimit, OnAnEndOfLimit) {
    const Position p = Scene(Form::Four)
                           .pile(kPile)
                           .hand(0, {Card::SpeedLimit})
                           .roll(1)
                           .buried(1, {Card::SpeedLimit, Card::EndOfLimit})
                           .build();
    ASSERT_FALSE(p.tableau(1).limited);
    EXPECT_LEGAL(p, Move::attack(Card::SpeedLimit, 1));
}

TEST(LegalitySpeedLimit, EvenWhenTheSideIsStoppedByAHazard) {
    for (Card hazard : kBattleHazards) {
        SCOPED_TRACE(englishName(hazard));
        const Position p =
            Scene(Form::Four).pile(kPile).hand(0, {Card::SpeedLimit}).battle(1, hazard).build();
        EXPECT_LEGAL(p, Move::attack(Card::SpeedLimit, 1));
    }
    // And on a remedy (not rolling) too.
    const Position onRemedy = Scene(Form::Four)
                                  .pile(kPile)
                                  .hand(0, {Card::SpeedLimit})
                                  .battle(1, Card::Gasoline)
                                  .buried(1, {Card::Roll, Card::OutOfGas})
                                  .build();
    EXPECT_LEGAL(onRemedy, Move::attack(Card::SpeedLimit, 1));
}

TEST(LegalitySpeedLimit, NeverAgainstRightOfWay) {
    const Position p = Scene(Form::Four)
                           .pile(kPile)
                           .hand(0, {Card::SpeedLimit})
                           .safeties(1, {Card::RightOfWay})
                           .build();
    EXPECT_EQ(
        expectRefused(p, Move::attack(Card::SpeedLimit, 1), Violation::ProtectedBySafety, "§4"),
        "Speed Limit: Right of Way is on that side's table (§4)");
}

TEST(LegalitySpeedLimit, NeverOnASpeedLimit) {
    const Position p =
        Scene(Form::Four).pile(kPile).hand(0, {Card::SpeedLimit}).roll(1).limited(1).build();
    EXPECT_EQ(expectRefused(p, Move::attack(Card::SpeedLimit, 1), Violation::AlreadyLimited, "§4"),
              "Speed Limit: that side's speed pile already shows a Speed Limit (§4)");
    const Position stopped = Scene(Form::Four)
                                 .pile(kPile)
                                 .hand(0, {Card::SpeedLimit})
                                 .battle(1, Card::Stop)
                                 .limited(1)
                                 .build();
    EXPECT_REFUSED(stopped, Move::attack(Card::SpeedLimit, 1), Violation::AlreadyLimited, "§4");
}

// --- Gasoline, Spare Tire, Repairs, End of Limit --------------------------------------------

TEST(LegalityRemedy, EachOnItsHazard) {
    for (Card remedy : kRemedies) {
        SCOPED_TRACE(englishName(remedy));
        const Position p = Scene(Form::Four)
                               .pile(kPile)
                               .hand(0, {remedy})
                               .battle(0, hazardCoveredBy(remedy))
                               .build();
        EXPECT_LEGAL(p, Move::play(remedy));
    }
    // Also under a Speed Limit, and on a hazard lying on an empty pile (Right of Way).
    const Position limited = Scene(Form::Four)
                                 .pile(kPile)
                                 .hand(0, {Card::Repairs})
                                 .battle(0, Card::Accident)
                                 .limited(0)
                                 .build();
    EXPECT_LEGAL(limited, Move::play(Card::Repairs));
    const Position withRoW = Scene(Form::Four)
                                 .pile(kPile)
                                 .hand(0, {Card::SpareTire})
                                 .safeties(0, {Card::RightOfWay})
                                 .battle(0, Card::FlatTire)
                                 .build();
    EXPECT_LEGAL(withRoW, Move::play(Card::SpareTire));
}

TEST(LegalityRemedy, OnlyOnTheMatchingHazard) {
    const Card tops[] = {Card::None,     Card::Roll,      Card::Stop,
                         Card::OutOfGas, Card::FlatTire,  Card::Accident,
                         Card::Gasoline, Card::SpareTire, Card::Repairs};
    for (Card top : tops) {
        Scene s(Form::Four);
        s.pile(kPile).hand(0, {Card::Gasoline, Card::SpareTire, Card::Repairs});
        if (top != Card::None) s.battle(0, top);
        if (isRemedy(top) && top != Card::Roll) s.buried(0, {Card::Roll, hazardCoveredBy(top)});
        const Position p = s.build();
        for (Card remedy : kRemedies) {
            if (isHazard(top) && remedyFor(top) == remedy) continue;
            SCOPED_TRACE(std::string(englishName(remedy)) + " on " + std::string(englishName(top)));
            EXPECT_REFUSED(p, Move::play(remedy), Violation::RemedyMismatch, "§4");
        }
    }
    const Position onFlat =
        Scene(Form::Four).pile(kPile).hand(0, {Card::Gasoline}).battle(0, Card::FlatTire).build();
    EXPECT_EQ(expectRefused(onFlat, Move::play(Card::Gasoline), Violation::RemedyMismatch, "§4"),
              "Gasoline: it goes only on Out of Gas and your battle pile shows Flat Tire (§4)");
    const Position empty = Scene(Form::Four).pile(kPile).hand(0, {Card::Repairs}).build();
    EXPECT_EQ(expectRefused(empty, Move::play(Card::Repairs), Violation::RemedyMismatch, "§4"),
              "Repairs: it goes only on Accident and your battle pile shows nothing (§4)");
}

TEST(LegalityEndOfLimit, OnASpeedLimit) {
    const Position rolling =
        Scene(Form::Four).pile(kPile).hand(0, {Card::EndOfLimit}).roll(0).limited(0).build();
    EXPECT_LEGAL(rolling, Move::play(Card::EndOfLimit));
    // The speed pile is separate from the battle pile: also when stopped or not yet opened.
    const Position stopped = Scene(Form::Four)
                                 .pile(kPile)
                                 .hand(0, {Card::EndOfLimit})
                                 .battle(0, Card::Accident)
                                 .limited(0)
                                 .build();
    EXPECT_LEGAL(stopped, Move::play(Card::EndOfLimit));
    const Position unopened =
        Scene(Form::Four).pile(kPile).hand(0, {Card::EndOfLimit}).limited(0).build();
    EXPECT_LEGAL(unopened, Move::play(Card::EndOfLimit));
}

TEST(LegalityEndOfLimit, OnlyOnASpeedLimit) {
    const Position empty =
        Scene(Form::Four).pile(kPile).hand(0, {Card::EndOfLimit}).roll(0).build();
    EXPECT_EQ(expectRefused(empty, Move::play(Card::EndOfLimit), Violation::NotLimited, "§4"),
              "End of Limit: your speed pile shows no Speed Limit (§4)");
    const Position onEnd = Scene(Form::Four)
                               .pile(kPile)
                               .hand(0, {Card::EndOfLimit})
                               .roll(0)
                               .buried(0, {Card::SpeedLimit, Card::EndOfLimit})
                               .build();
    EXPECT_REFUSED(onEnd, Move::play(Card::EndOfLimit), Violation::NotLimited, "§4");
    // Never on the battle pile: End of Limit does not cover a Stop.
    const Position stop =
        Scene(Form::Four).pile(kPile).hand(0, {Card::EndOfLimit}).battle(0, Card::Stop).build();
    EXPECT_REFUSED(stop, Move::play(Card::EndOfLimit), Violation::NotLimited, "§4");
}

}  // namespace
}  // namespace bornes
