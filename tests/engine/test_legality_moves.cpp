// SPDX-License-Identifier: Apache-2.0
// Where each card may go (RULES.md §4, R1, R11, R12), part two: distance, safeties,
// discards (R12), the sides a hazard may go to (R11), and the move list against isLegal()
// (part one, test_legality.cpp: the battle and speed piles).
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
// --- Distance -----------------------------------------------------------------------------

TEST(LegalityDistance, AnyDistanceWhileRolling) {
    const Position p = Scene(Form::Four)
                           .pile(kPile)
                           .hand(0, {Card::D25, Card::D50, Card::D75, Card::D100, Card::D200})
                           .roll(0)
                           .build();
    for (Card d : kDistances) EXPECT_LEGAL(p, Move::play(d));
}

TEST(LegalityDistance, RightOfWayRollsWithoutRoll) {
    auto scene = [] {
        Scene s(Form::Four);
        s.pile(kPile).hand(0, {Card::D25, Card::D50, Card::D75, Card::D100, Card::D200});
        s.safeties(0, {Card::RightOfWay});
        return s;
    };
    const Position empty = scene().build();
    for (Card d : kDistances) EXPECT_LEGAL(empty, Move::play(d));
    const Position onRemedy =
        scene().battle(0, Card::SpareTire).buried(0, {Card::FlatTire}).build();
    for (Card d : kDistances) EXPECT_LEGAL(onRemedy, Move::play(d));
}

TEST(LegalityDistance, OnlyWhileRolling) {
    auto hand = [](Scene& s) -> Scene& {
        return s.pile(kPile).hand(0, {Card::D25, Card::D50, Card::D100});
    };
    {
        Scene s(Form::Four);
        const Position p = hand(s).build();
        for (Card d : {Card::D25, Card::D50, Card::D100})
            EXPECT_REFUSED(p, Move::play(d), Violation::DistanceNotRolling, "§4");
        EXPECT_EQ(expectRefused(p, Move::play(Card::D100), Violation::DistanceNotRolling, "§4"),
                  "100: your side has not opened: play Roll first (§4)");
    }
    for (Card hazard : kBattleHazards) {
        SCOPED_TRACE(englishName(hazard));
        Scene s(Form::Four);
        const Position p = hand(s).battle(0, hazard).build();
        EXPECT_EQ(expectRefused(p, Move::play(Card::D25), Violation::DistanceNotRolling, "§4"),
                  "25: your side is stopped by " + std::string(englishName(hazard)) + " (§4)");
    }
    {
        Scene s(Form::Four);
        const Position p =
            hand(s).battle(0, Card::Gasoline).buried(0, {Card::Roll, Card::OutOfGas}).build();
        EXPECT_EQ(expectRefused(p, Move::play(Card::D50), Violation::DistanceNotRolling, "§4"),
                  "50: your battle pile shows Gasoline: play Roll first (§4)");
    }
    {
        // Right of Way does not roll over a hazard.
        Scene s(Form::Four);
        const Position p =
            hand(s).safeties(0, {Card::RightOfWay}).battle(0, Card::Accident).build();
        EXPECT_REFUSED(p, Move::play(Card::D100), Violation::DistanceNotRolling, "§4");
    }
}

TEST(LegalityDistance, Only25And50UnderASpeedLimit) {
    const Position p = Scene(Form::Four)
                           .pile(kPile)
                           .hand(0, {Card::D25, Card::D50, Card::D75, Card::D100, Card::D200})
                           .roll(0)
                           .limited(0)
                           .build();
    EXPECT_LEGAL(p, Move::play(Card::D25));
    EXPECT_LEGAL(p, Move::play(Card::D50));
    for (Card d : {Card::D75, Card::D100, Card::D200})
        EXPECT_REFUSED(p, Move::play(d), Violation::DistanceLimited, "§4");
    EXPECT_EQ(expectRefused(p, Move::play(Card::D75), Violation::DistanceLimited, "§4"),
              "75: under a Speed Limit only 25 and 50 may be played (§4)");
}

TEST(LegalityDistance, NeverAThird200) {
    const Position one = Scene(Form::Four)
                             .pile(kPile)
                             .hand(0, {Card::D200})
                             .roll(0)
                             .distance(0, {Card::D200})
                             .build();
    EXPECT_LEGAL(one, Move::play(Card::D200));
    const Position two = Scene(Form::Four)
                             .pile(kPile)
                             .hand(0, {Card::D200, Card::D100})
                             .roll(0)
                             .distance(0, {Card::D200, Card::D200})
                             .build();
    EXPECT_EQ(expectRefused(two, Move::play(Card::D200), Violation::ThirdTwoHundred, "§4"),
              "200: your side already has two 200s on the table (§4)");
    EXPECT_LEGAL(two, Move::play(Card::D100));
}

TEST(LegalityDistance, NeverPastTheTargetExactFinish) {
    // 950 of 1000, without any 200 on the table: only 25 or 50.
    const Position p = Scene(Form::Four)
                           .pile(kPile)
                           .hand(0, {Card::D25, Card::D50, Card::D75, Card::D100, Card::D200})
                           .roll(0)
                           .distance(0, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
                                         Card::D100, Card::D100, Card::D100, Card::D100, Card::D50})
                           .build();
    ASSERT_EQ(p.tableau(0).distance, 950);
    EXPECT_LEGAL(p, Move::play(Card::D25));
    EXPECT_LEGAL(p, Move::play(Card::D50));
    for (Card d : {Card::D75, Card::D100, Card::D200})
        EXPECT_REFUSED(p, Move::play(d), Violation::PastTarget, "§4");
    EXPECT_EQ(expectRefused(p, Move::play(Card::D75), Violation::PastTarget, "§4"),
              "75: 950 + 75 would pass the target of 1000 (§4)");
    EXPECT_EQ(expectRefused(p, Move::play(Card::D200), Violation::PastTarget, "§4"),
              "200: 950 + 200 would pass the target of 1000 (§4)");

    // 975 under a Speed Limit: only 25.
    const Position q = Scene(Form::Four)
                           .pile(kPile)
                           .hand(0, {Card::D25, Card::D50})
                           .roll(0)
                           .limited(0)
                           .distance(0, {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100,
                                         Card::D100, Card::D100, Card::D75})
                           .build();
    ASSERT_EQ(q.tableau(0).distance, 975);
    EXPECT_LEGAL(q, Move::play(Card::D25));
    EXPECT_REFUSED(q, Move::play(Card::D50), Violation::PastTarget, "§4");

    // Two players play to 700: at 650 only 25 or 50.
    const Position two =
        Scene(Form::Two)
            .pile(kPile)
            .hand(0, {Card::D25, Card::D50, Card::D75, Card::D100})
            .roll(0)
            .distance(0, {Card::D200, Card::D200, Card::D100, Card::D100, Card::D50})
            .build();
    ASSERT_EQ(two.tableau(0).distance, 650);
    EXPECT_LEGAL(two, Move::play(Card::D25));
    EXPECT_LEGAL(two, Move::play(Card::D50));
    EXPECT_EQ(expectRefused(two, Move::play(Card::D75), Violation::PastTarget, "§4"),
              "75: 650 + 75 would pass the target of 700 (§4)");
    EXPECT_REFUSED(two, Move::play(Card::D100), Violation::PastTarget, "§4");
}

// --- Safeties -----------------------------------------------------------------------------

TEST(LegalitySafety, EvenAsTheFirstCardOfTheHand) {
    // A real deal whose first player (left of the dealer) was dealt the Right of Way.
    const Table table = Table::of(Form::Four);
    Rng rng(17);
    std::vector<Card> deck = shuffledDeck(table, rng);
    for (auto& c : deck)
        if (c == Card::RightOfWay) std::swap(c, deck.back());  // the top card goes to seat 1 first
    const Position p = Position::deal(table, deck, 0);
    ASSERT_EQ(p.toMove(), 1);
    ASSERT_EQ(p.hand(1).count(Card::RightOfWay), 1);
    ASSERT_EQ(p.tableau(1).battleTop, Card::None);
    EXPECT_LEGAL(p, Move::play(Card::RightOfWay));
}

TEST(LegalitySafety, AtAnyTimeWhateverTheTableShows) {
    std::vector<std::pair<const char*, Position>> cases;
    auto scene = [] {
        Scene s(Form::Four);
        s.pile(kPile).hand(
            0, {Card::RightOfWay, Card::ExtraTank, Card::PunctureProof, Card::DrivingAce});
        return s;
    };
    cases.emplace_back("not opened", scene().build());
    cases.emplace_back("rolling", scene().roll(0).build());
    cases.emplace_back("stopped and limited", scene().battle(0, Card::Stop).limited(0).build());
    cases.emplace_back("accident", scene().battle(0, Card::Accident).build());
    cases.emplace_back(
        "on a remedy",
        scene().battle(0, Card::Gasoline).buried(0, {Card::Roll, Card::OutOfGas}).build());
    for (const auto& [what, p] : cases) {
        SCOPED_TRACE(what);
        for (Card safety : kSafeties) EXPECT_LEGAL(p, Move::play(safety));
    }
    // With the other safeties already on the table.
    const Position three =
        Scene(Form::Four)
            .pile(kPile)
            .hand(0, {Card::DrivingAce})
            .safeties(0, {Card::RightOfWay, Card::ExtraTank, Card::PunctureProof})
            .build();
    EXPECT_LEGAL(three, Move::play(Card::DrivingAce));
}

TEST(LegalitySafety, NeverOnAnOpponent) {
    const Position p =
        Scene(Form::Four).pile(kPile).hand(0, {Card::RightOfWay, Card::DrivingAce}).roll(1).build();
    EXPECT_EQ(expectRefused(p, Move::attack(Card::RightOfWay, 1), Violation::NotAHazard, "§3"),
              "Right of Way: only a hazard may be played on an opponent's side (§3)");
    EXPECT_REFUSED(p, Move::attack(Card::DrivingAce, 1), Violation::NotAHazard, "§3");
}

// --- Discards (R12) -------------------------------------------------------------------------

TEST(LegalityDiscard, AnyCardMayBeDiscardedR12) {
    for (int k = 0; k < kCardKinds; ++k) {
        const Card c = cardAt(k);
        SCOPED_TRACE(englishName(c));
        // Even a card that could be played usefully: a Roll on an empty pile, a 200 while rolling.
        const Position p = Scene(Form::Four).pile(kPile).hand(0, {c}).roll(1).build();
        EXPECT_LEGAL(p, Move::discard(c));
    }
    // And while stopped, limited, with nothing else to do.
    const Position stuck = Scene(Form::Four)
                               .pile(kPile)
                               .exactHand(0, {Card::D200, Card::D200, Card::D100, Card::D100,
                                              Card::D75, Card::D75, Card::RightOfWay})
                               .battle(0, Card::Accident)
                               .limited(0)
                               .build();
    for (Card c : {Card::D200, Card::D100, Card::D75, Card::RightOfWay})
        EXPECT_LEGAL(stuck, Move::discard(c));
}

TEST(LegalityDiscard, OnlyACardThePlayerHolds) {
    const Position p = Scene(Form::Four)
                           .pile(kPile)
                           .exactHand(0, {Card::D25, Card::D25, Card::D25, Card::D50, Card::D50,
                                          Card::D50, Card::D75})
                           .roll(0)
                           .roll(1)
                           .build();
    EXPECT_EQ(expectRefused(p, Move::discard(Card::RightOfWay), Violation::NotInHand, "§3"),
              "Right of Way: the player does not hold it (§3)");
    EXPECT_REFUSED(p, Move::play(Card::D100), Violation::NotInHand, "§3");
    EXPECT_REFUSED(p, Move::attack(Card::Stop, 1), Violation::NotInHand, "§3");
}

// --- Sides (R11) ----------------------------------------------------------------------------

TEST(LegalitySides, HazardsGoOnlyToOpposingSidesR11) {
    // Own side, with the own side rolling (so only R11 stands in the way).
    const Position p =
        Scene(Form::Four).pile(kPile).hand(0, {Card::Stop, Card::SpeedLimit}).roll(0).build();
    EXPECT_EQ(expectRefused(p, Move::attack(Card::Stop, 0), Violation::HazardOnOwnSide, "R11"),
              "Stop: hazards go only to opposing sides (R11)");
    EXPECT_REFUSED(p, Move::attack(Card::SpeedLimit, 0), Violation::HazardOnOwnSide, "R11");
    // A partner's turn: seat 2 plays for side 0 too.
    const Position partner =
        Scene(Form::Four).pile(kPile).toMove(2).hand(2, {Card::Accident}).roll(0).roll(1).build();
    EXPECT_REFUSED(partner, Move::attack(Card::Accident, 0), Violation::HazardOnOwnSide, "R11");
    EXPECT_LEGAL(partner, Move::attack(Card::Accident, 1));
    // Three individuals: seat 1 cannot attack its own side 1.
    const Position three =
        Scene(Form::Three).pile(kPile).toMove(1).hand(1, {Card::FlatTire}).roll(1).build();
    EXPECT_REFUSED(three, Move::attack(Card::FlatTire, 1), Violation::HazardOnOwnSide, "R11");
}

TEST(LegalitySides, WithTwoOpposingSidesTheAttackerChoosesR11) {
    for (Form form : {Form::Three, Form::SixThreeTeams}) {
        SCOPED_TRACE(formName(form));
        Scene s(form);
        s.pile(kPile).hand(0, {Card::Stop, Card::SpeedLimit}).roll(1).roll(2);
        const Position p = s.build();
        for (int side : {1, 2}) {
            EXPECT_LEGAL(p, Move::attack(Card::Stop, side));
            EXPECT_LEGAL(p, Move::attack(Card::SpeedLimit, side));
        }
        // The hazard lands where the attacker chose, and only there.
        ASSERT_TRUE(isLegal(p, Move::attack(Card::Stop, 2)));
        ASSERT_TRUE(isLegal(p, Move::attack(Card::SpeedLimit, 1)));
        Position q = p;
        q.apply(Move::attack(Card::Stop, 2));
        EXPECT_EQ(q.tableau(2).battleTop, Card::Stop);
        EXPECT_EQ(q.tableau(1).battleTop, Card::Roll);
        EXPECT_EQ(q.tableau(2).count(Card::Stop), 1);
        EXPECT_EQ(q.tableau(1).count(Card::Stop), 0);
        Position r = p;
        r.apply(Move::attack(Card::SpeedLimit, 1));
        EXPECT_TRUE(r.tableau(1).limited);
        EXPECT_FALSE(r.tableau(2).limited);
    }
}

TEST(LegalitySides, EachOpposingSideIsJudgedOnItsOwnTable) {
    // Three individuals: side 1 rolls under a Speed Limit, side 2 has not opened.
    const Position p = Scene(Form::Three)
                           .pile(kPile)
                           .hand(0, {Card::Accident, Card::SpeedLimit})
                           .roll(1)
                           .limited(1)
                           .build();
    EXPECT_LEGAL(p, Move::attack(Card::Accident, 1));
    EXPECT_REFUSED(p, Move::attack(Card::Accident, 2), Violation::NotRolling, "§4");
    EXPECT_REFUSED(p, Move::attack(Card::SpeedLimit, 1), Violation::AlreadyLimited, "§4");
    EXPECT_LEGAL(p, Move::attack(Card::SpeedLimit, 2));
}

TEST(LegalitySides, NoSuchSide) {
    const Position p = Scene(Form::Four).pile(kPile).hand(0, {Card::Stop}).roll(1).build();
    EXPECT_EQ(expectRefused(p, Move::attack(Card::Stop, 2), Violation::NoSuchSide, "§2"),
              "Stop: there is no side 3 (§2)");
    EXPECT_REFUSED(p, Move::attack(Card::Stop, 3), Violation::NoSuchSide, "§2");
}

TEST(LegalitySides, OnlyAHazardMayBePlayedOnAnOpponent) {
    const Position p = Scene(Form::Four)
                           .pile(kPile)
                           .hand(0, {Card::Roll, Card::EndOfLimit, Card::Repairs, Card::D100})
                           .roll(1)
                           .build();
    for (Card c : {Card::Roll, Card::EndOfLimit, Card::Repairs, Card::D100})
        EXPECT_REFUSED(p, Move::attack(c, 1), Violation::NotAHazard, "§3");
    EXPECT_EQ(expectRefused(p, Move::attack(Card::Roll, 1), Violation::NotAHazard, "§3"),
              "Roll: only a hazard may be played on an opponent's side (§3)");
}

// --- The three views agree ------------------------------------------------------------------

TEST(LegalityMoveList, ExactlyTheLegalMovesOfAHand) {
    // Side 0 has not opened; side 1 rolls. Seat 0 may open with Roll, lay its safety, attack
    // with Stop or Speed Limit, or discard any of its seven kinds: 11 moves, each once.
    const Position p = Scene(Form::Four)
                           .pile(kPile)
                           .exactHand(0, {Card::Roll, Card::Stop, Card::Gasoline, Card::D100,
                                          Card::RightOfWay, Card::SpeedLimit, Card::D25})
                           .roll(1)
                           .build();
    const MoveList moves = legalMoves(p);
    std::vector<Move> expected = {Move::play(Card::Roll), Move::play(Card::RightOfWay),
                                  Move::attack(Card::Stop, 1), Move::attack(Card::SpeedLimit, 1)};
    for (Card c : {Card::Roll, Card::Stop, Card::Gasoline, Card::D100, Card::RightOfWay,
                   Card::SpeedLimit, Card::D25})
        expected.push_back(Move::discard(c));
    EXPECT_EQ(moves.size(), static_cast<int>(expected.size()));
    for (Move m : expected) EXPECT_TRUE(moves.contains(m)) << show(m);
    for (int i = 0; i < moves.size(); ++i)
        for (int j = i + 1; j < moves.size(); ++j)
            EXPECT_NE(moves[i], moves[j]) << show(moves[i]) << " twice";
}

TEST(LegalityMoveList, IsLegalAndLegalMovesAgreeAndEveryRefusalCitesItsRule) {
    std::vector<Position> positions;
    positions.push_back(Scene(Form::Four).pile(kPile).build());
    positions.push_back(Scene(Form::Four)
                            .pile(kPile)
                            .hand(0, {Card::Stop, Card::SpeedLimit, Card::Roll, Card::D200,
                                      Card::Accident, Card::EndOfLimit})
                            .roll(0)
                            .limited(0)
                            .roll(1)
                            .build());
    positions.push_back(Scene(Form::Three)
                            .pile(kPile)
                            .toMove(2)
                            .hand(2, {Card::FlatTire, Card::SpeedLimit, Card::Repairs, Card::D50,
                                      Card::PunctureProof})
                            .battle(2, Card::Accident)
                            .roll(0)
                            .safeties(1, {Card::ExtraTank})
                            .roll(1)
                            .build());
    positions.push_back(Scene(Form::SixThreeTeams)
                            .pile(kPile)
                            .toMove(4)
                            .hand(4, {Card::Stop, Card::OutOfGas, Card::D75, Card::D200})
                            .roll(1)
                            .distance(1, {Card::D200, Card::D200})
                            .safeties(0, {Card::RightOfWay})
                            .roll(2)
                            .build());
    for (std::size_t i = 0; i < positions.size(); ++i) {
        SCOPED_TRACE("position " + std::to_string(i));
        const Position& p = positions[i];
        const MoveList moves = legalMoves(p);
        EXPECT_FALSE(moves.empty());
        for (int k = 0; k < kCardKinds; ++k) {
            const Card c = cardAt(k);
            std::vector<Move> candidates = {Move::play(c), Move::discard(c)};
            for (int side = 0; side < 4; ++side) candidates.push_back(Move::attack(c, side));
            for (Move m : candidates) {
                const bool legal = isLegal(p, m);
                EXPECT_EQ(legal, moves.contains(m)) << show(m);
                if (legal) continue;
                // whyIllegal() starts from isLegal(): what is worth checking is its reason.
                const std::optional<Refusal> why = whyIllegal(p, m);
                ASSERT_TRUE(why.has_value()) << show(m);
                EXPECT_TRUE(
                    why->message.ends_with(" (" + std::string(ruleOf(why->violation)) + ")"))
                    << show(m) << ": " << why->message;
            }
        }
        for (Move m : moves) EXPECT_TRUE(isLegal(p, m)) << show(m);
    }
}

}  // namespace
}  // namespace bornes
