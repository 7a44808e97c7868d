// SPDX-License-Identifier: Apache-2.0
// Allonge (RULES.md §7, R10): the decision at exactly 700, declining, declaring, one allonge
// per hand, and how an allonge won or failed is scored (§8, R13).
#include <gtest/gtest.h>

#include <ostream>

#include "engine/movegen.h"
#include "engine/position.h"
#include "engine/rules.h"
#include "engine/scoring.h"
#include "printers.h"
#include "scene.h"
#include "steps.h"

namespace bornes {
namespace {

using test::applyLegal;

using test::Scene;

constexpr Form kAllongeForms[] = {Form::Two, Form::Three, Form::SixThreeTeams};

// A seat of side 0 other than seat 0 where the form has one (seat 3 in three teams of
// two), so that "the seat that played the card" is told apart from "side 0's first seat".
int deciderOf(const Table& table) {
    return table.players - table.sides;
}

// Side 0 at 650 (no 200), `seat` to play holding a 50, the pile holding `pile` cards.
Position sixFifty(Form form, int seat, int pile) {
    return Scene(form)
        .roll(0)
        .distance(
            0, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100, Card::D100, Card::D50})
        .hand(seat, {Card::D50})
        .toMove(seat)
        .pile(pile)
        .build();
}

// --- where allonge exists ---------------------------------------------------------------

TEST(Allonge, OnlyInTwoAndThreePlayersAndSixAsThreeTeams) {
    EXPECT_TRUE(Table::of(Form::Two).allonge);
    EXPECT_TRUE(Table::of(Form::Three).allonge);
    EXPECT_TRUE(Table::of(Form::SixThreeTeams).allonge);
    EXPECT_TRUE(Table::forPlayers(6)->allonge);  // six players default to three teams of two
    EXPECT_FALSE(Table::of(Form::Four).allonge);
    EXPECT_FALSE(Table::of(Form::SixTwoTeams).allonge);
    for (Form f : kAllongeForms) EXPECT_EQ(Table::of(f).target, 700) << formName(f);
}

TEST(Allonge, FourPlayersReaching1000EndTheHandWithoutADecision) {
    Position p = Scene(Form::Four)
                     .roll(0)
                     .distance(0, {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D100})
                     .hand(0, {Card::D100})
                     .pile(10)
                     .build();
    applyLegal(p, Move::play(Card::D100));
    EXPECT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), 0);
    EXPECT_EQ(p.allongeSide(), kNoSide);
}

TEST(Allonge, FourPlayersPlayingTo700HaveNoAllongeEither) {
    // Even with the target lowered to 700, four players never extend (§7).
    const Table table = *Table::of(Form::Four).withTarget(700);
    EXPECT_FALSE(table.allonge);
    Position p = Scene(Form::Four, 700)
                     .roll(0)
                     .distance(0, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D50})
                     .hand(0, {Card::D50})
                     .pile(10)
                     .build();
    applyLegal(p, Move::play(Card::D50));
    EXPECT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), 0);
}

TEST(Allonge, SixPlayersAsTwoTeamsOfThreeHaveNoAllonge) {
    Position p = Scene(Form::SixTwoTeams)
                     .roll(1)
                     .distance(1, {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D100})
                     .hand(3, {Card::D100})
                     .toMove(3)
                     .pile(10)
                     .build();
    applyLegal(p, Move::play(Card::D100));
    EXPECT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), 1);
}

TEST(Allonge, TwoPlayersPlayingTo1000HaveNoAllonge) {
    // withTarget(1000): allonge is possible only below 1000.
    EXPECT_FALSE(Table::of(Form::Two).withTarget(1000)->allonge);
    EXPECT_TRUE(Table::of(Form::Two).withTarget(500)->allonge);
}

// --- the decision -------------------------------------------------------------------------

TEST(Allonge, ReachingExactly700GivesTheDecisionToTheSeatThatPlayedTheCard) {
    for (Form f : kAllongeForms) {
        SCOPED_TRACE(formName(f));
        const int seat = deciderOf(Table::of(f));
        Position p = sixFifty(f, seat, 10);
        applyLegal(p, Move::play(Card::D50));
        EXPECT_EQ(p.tableau(0).distance, 700);
        EXPECT_EQ(p.phase(), Phase::Allonge);
        EXPECT_FALSE(p.over());
        EXPECT_EQ(p.toMove(), seat);  // R10
        EXPECT_EQ(p.winner(), kNoSide);
        EXPECT_EQ(p.target(), 700);
        EXPECT_EQ(p.pileSize(), 10);  // nobody drew
        const MoveList moves = legalMoves(p);
        EXPECT_EQ(moves.size(), 2);
        EXPECT_TRUE(moves.contains(Move::declareAllonge()));
        EXPECT_TRUE(moves.contains(Move::declineAllonge()));
        // No card may be played while the decision is pending.
        EXPECT_FALSE(isLegal(p, Move::discard(Card::D75)));
        const auto why = whyIllegal(p, Move::discard(Card::D75));
        ASSERT_TRUE(why.has_value());
        EXPECT_EQ(why->violation, Violation::WrongDecision);
    }
}

TEST(Allonge, ReachingLessThan700GivesNoDecision) {
    Position p = Scene(Form::Two)
                     .roll(0)
                     .distance(0, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D50})
                     .hand(0, {Card::D25})
                     .pile(10)
                     .build();
    applyLegal(p, Move::play(Card::D25));
    EXPECT_EQ(p.tableau(0).distance, 675);
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.toMove(), 1);
}

TEST(Allonge, DecliningEndsTheHandWithThatSideTheWinner) {
    for (Form f : kAllongeForms) {
        SCOPED_TRACE(formName(f));
        const int seat = deciderOf(Table::of(f));
        Position p = sixFifty(f, seat, 10);
        applyLegal(p, Move::play(Card::D50));
        ASSERT_EQ(p.phase(), Phase::Allonge);
        applyLegal(p, Move::declineAllonge());
        EXPECT_EQ(p.phase(), Phase::Over);
        EXPECT_EQ(p.winner(), 0);
        EXPECT_EQ(p.allongeSide(), kNoSide);
        EXPECT_EQ(p.target(), 700);
        EXPECT_TRUE(legalMoves(p).empty());
    }
}

TEST(Allonge, DeclaringSetsTheTargetTo1000AndPlayContinuesLeftOfTheDeclarer) {
    for (Form f : kAllongeForms) {
        SCOPED_TRACE(formName(f));
        const Table table = Table::of(f);
        const int seat = deciderOf(table);
        const int next = (seat + 1) % table.players;
        Position p = sixFifty(f, seat, 10);
        applyLegal(p, Move::play(Card::D50));
        ASSERT_EQ(p.phase(), Phase::Allonge);
        applyLegal(p, Move::declareAllonge());
        EXPECT_EQ(p.phase(), Phase::Turn);
        EXPECT_EQ(p.target(), 1000);
        EXPECT_EQ(p.allongeSide(), 0);
        EXPECT_EQ(p.allongeSeat(), seat);
        EXPECT_EQ(p.winner(), kNoSide);
        EXPECT_EQ(p.toMove(), next);        // R10
        EXPECT_EQ(p.hand(next).size(), 7);  // the next player drew
        EXPECT_EQ(p.pileSize(), 9);
    }
}

TEST(Allonge, AfterTheDeclarationAnotherSideMayPassTheOldTarget) {
    // Two players: side 1 at 650 holds a 100, which would pass 700 before the allonge.
    Position p =
        Scene(Form::Two)
            .roll(0)
            .distance(0, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
                          Card::D50})
            .roll(1)
            .distance(1, {Card::D200, Card::D200, Card::D75, Card::D75, Card::D50, Card::D50})
            .hand(0, {Card::D50})
            .hand(1, {Card::D100})
            .pile(10)
            .build();
    EXPECT_FALSE(playableOnOwnSide(p, 1) & bit(Card::D100));  // 650 + 100 > 700
    applyLegal(p, Move::play(Card::D50));
    applyLegal(p, Move::declareAllonge());
    ASSERT_EQ(p.toMove(), 1);
    EXPECT_TRUE(playableOnOwnSide(p, 1) & bit(Card::D100));
    EXPECT_TRUE(isLegal(p, Move::play(Card::D100)));
    EXPECT_TRUE(legalMoves(p).contains(Move::play(Card::D100)));
    applyLegal(p, Move::play(Card::D100));
    EXPECT_EQ(p.tableau(1).distance, 750);
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.toMove(), 0);
}

TEST(Allonge, AfterTheDeclarationTheDeclarerMayGoPast700) {
    Position p = Scene(Form::Three)
                     .roll(0)
                     .distance(0, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D50})
                     .hand(0, {Card::D50, Card::D200})
                     .hand(1, {Card::Gasoline})
                     .hand(2, {Card::Gasoline})
                     .pile(10)
                     .build();
    applyLegal(p, Move::play(Card::D50));
    applyLegal(p, Move::declareAllonge());
    applyLegal(p, Move::discard(Card::Gasoline));
    applyLegal(p, Move::discard(Card::Gasoline));
    ASSERT_EQ(p.toMove(), 0);
    EXPECT_TRUE(isLegal(p, Move::play(Card::D200)));
    applyLegal(p, Move::play(Card::D200));
    EXPECT_EQ(p.tableau(0).distance, 900);
    EXPECT_EQ(p.phase(), Phase::Turn);
}

TEST(Allonge, OnlyOneAllongePerHandAnotherSideAt700PlaysOn) {
    // Three players: side 0 declared; side 1 then reaches exactly 700: no decision, no end.
    Position p =
        Scene(Form::Three)
            .roll(0)
            .distance(0, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
                          Card::D50})
            .roll(1)
            .distance(1, {Card::D200, Card::D200, Card::D75, Card::D75, Card::D50, Card::D50})
            .hand(0, {Card::D50})
            .hand(1, {Card::D50})
            .pile(10)
            .build();
    applyLegal(p, Move::play(Card::D50));
    applyLegal(p, Move::declareAllonge());
    ASSERT_EQ(p.toMove(), 1);
    applyLegal(p, Move::play(Card::D50));
    EXPECT_EQ(p.tableau(1).distance, 700);
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.toMove(), 2);
    EXPECT_EQ(p.allongeSide(), 0);
    EXPECT_EQ(p.target(), 1000);
}

TEST(Allonge, OnlyOneAllongePerHandReaching1000EndsTheHand) {
    // A position after the declaration: the declarer at 900 plays a 100.
    Position p = Scene(Form::Two)
                     .roll(0)
                     .distance(0, {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D100})
                     .allongeDeclared(0, 0)
                     .hand(0, {Card::D100})
                     .pile(10)
                     .build();
    ASSERT_EQ(p.target(), 1000);
    applyLegal(p, Move::play(Card::D100));
    EXPECT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), 0);
    EXPECT_TRUE(legalMoves(p).empty());
}

// --- allonge won and failed, played through the engine, and scored ------------------------

TEST(Allonge, WonWhenTheDeclarerReaches1000) {
    // Two players, the pile empty: side 0 reaches 700, declares and goes on to 1000.
    Position p = Scene(Form::Two)
                     .roll(0)
                     .distance(0, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D50})
                     .roll(1)
                     .distance(1, {Card::D200, Card::D75, Card::D25})
                     .hand(0, {Card::D50, Card::D100, Card::D100, Card::D100})
                     .hand(1, {Card::D25, Card::D50})
                     .pile(0)
                     .build();
    applyLegal(p, Move::play(Card::D50));
    ASSERT_EQ(p.phase(), Phase::Allonge);
    applyLegal(p, Move::declareAllonge());
    ASSERT_EQ(p.toMove(), 1);
    applyLegal(p, Move::play(Card::D25));
    applyLegal(p, Move::play(Card::D100));
    applyLegal(p, Move::play(Card::D50));
    ASSERT_EQ(p.toMove(), 0);
    applyLegal(p, Move::play(Card::D100));
    ASSERT_EQ(p.toMove(), 0);  // seat 1 has no card left
    ASSERT_EQ(p.phase(), Phase::Turn);
    applyLegal(p, Move::play(Card::D100));
    ASSERT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), 0);
    EXPECT_EQ(p.allongeSide(), 0);
    EXPECT_TRUE(p.crowned());

    const HandScore s = scoreHand(p, {});
    EXPECT_EQ(s.side[0].distance, 1000);
    EXPECT_EQ(s.side[0].handWon, 400);
    EXPECT_EQ(s.side[0].couronnement, 300);
    EXPECT_EQ(s.side[0].noTwoHundred, 300);
    EXPECT_EQ(s.side[0].allonge, 200);
    EXPECT_EQ(s.total(0), 2200);
    EXPECT_EQ(s.side[1].distance, 375);
    EXPECT_EQ(s.side[1].allonge, 0);
    EXPECT_EQ(s.side[1].handWon, 0);
    EXPECT_EQ(s.total(1), 375);
}

TEST(Allonge, FailedWhenAnotherSideReaches1000) {
    // Three players: side 0 declares at 700, side 1 reaches 1000; side 2 is capot.
    Position p =
        Scene(Form::Three)
            .roll(0)
            .distance(0, {Card::D200, Card::D200, Card::D75, Card::D75, Card::D50, Card::D50})
            .roll(1)
            .distance(1, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D75, Card::D75,
                          Card::D75, Card::D50})
            .hand(0, {Card::D50})
            .hand(1, {Card::D100, Card::D100, Card::D100, Card::D25})
            .pile(0)
            .build();
    applyLegal(p, Move::play(Card::D50));
    ASSERT_EQ(p.phase(), Phase::Allonge);
    applyLegal(p, Move::declareAllonge());
    ASSERT_EQ(p.toMove(), 1);
    ASSERT_TRUE(isLegal(p, Move::play(Card::D100)));  // 675 + 100 passes the old 700
    applyLegal(p, Move::play(Card::D100));
    applyLegal(p, Move::play(Card::D100));
    applyLegal(p, Move::play(Card::D100));
    ASSERT_EQ(p.phase(), Phase::Turn);
    applyLegal(p, Move::play(Card::D25));
    ASSERT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), 1);
    EXPECT_EQ(p.allongeSide(), 0);

    const HandScore s = scoreHand(p, {});
    // The declarer: its 700 km, no 400, no allonge; 500 for the capot side 2.
    EXPECT_EQ(s.side[0].distance, 700);
    EXPECT_EQ(s.side[0].handWon, 0);
    EXPECT_EQ(s.side[0].allonge, 0);
    EXPECT_EQ(s.side[0].capot, 500);
    EXPECT_EQ(s.total(0), 1200);
    // The winner: 1000 + 400 + couronnement + no 200 + the declarer's 200 + capot.
    EXPECT_EQ(s.side[1].handWon, 400);
    EXPECT_EQ(s.side[1].couronnement, 300);
    EXPECT_EQ(s.side[1].noTwoHundred, 300);
    EXPECT_EQ(s.side[1].allonge, 200);
    EXPECT_EQ(s.side[1].capot, 500);
    EXPECT_EQ(s.total(1), 2700);
    // The capot side gets the 200 too (R13).
    EXPECT_EQ(s.side[2].allonge, 200);
    EXPECT_EQ(s.side[2].capot, 0);
    EXPECT_EQ(s.total(2), 200);
}

TEST(Allonge, FailedByExhaustionNobodyScoresTheHand) {
    // Two players: side 0 declares at 700, the cards run out before anybody reaches 1000.
    Position p = Scene(Form::Two)
                     .roll(0)
                     .distance(0, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D50})
                     .roll(1)
                     .distance(1, {Card::D100})
                     .hand(0, {Card::D50, Card::D25})
                     .hand(1, {Card::D75})
                     .pile(0)
                     .build();
    applyLegal(p, Move::play(Card::D50));
    applyLegal(p, Move::declareAllonge());
    ASSERT_EQ(p.toMove(), 1);
    applyLegal(p, Move::discard(Card::D75));
    applyLegal(p, Move::play(Card::D25));
    ASSERT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), kNoSide);
    EXPECT_FALSE(p.crowned());

    const HandScore s = scoreHand(p, {});
    EXPECT_EQ(s.side[0].distance, 725);
    EXPECT_EQ(s.side[0].handWon, 0);  // the 400 it would have had at 700 is lost
    EXPECT_EQ(s.side[0].noTwoHundred, 0);
    EXPECT_EQ(s.side[0].allonge, 0);
    EXPECT_EQ(s.total(0), 725);
    EXPECT_EQ(s.side[1].handWon, 0);
    EXPECT_EQ(s.side[1].allonge, 200);
    EXPECT_EQ(s.total(1), 300);
}

TEST(Allonge, DeclinedTheSideScoresTheHandAndNoAllonge) {
    Position p = sixFifty(Form::Three, 0, 10);
    applyLegal(p, Move::play(Card::D50));
    applyLegal(p, Move::declineAllonge());
    const HandScore s = scoreHand(p, {});
    EXPECT_EQ(s.side[0].handWon, 400);
    EXPECT_EQ(s.side[0].noTwoHundred, 300);
    EXPECT_EQ(s.side[0].couronnement, 0);
    for (int side = 0; side < 3; ++side)
        EXPECT_EQ(s.side[static_cast<std::size_t>(side)].allonge, 0);
    EXPECT_EQ(s.side[0].capot, 1000);  // sides 1 and 2 are capot
    EXPECT_EQ(s.total(0), 700 + 400 + 300 + 1000);
}

}  // namespace
}  // namespace bornes

namespace bornes {
namespace {

// R18: a side has reached the target at the moment it does, even while its allonge
// decision is pending; declaring moves the target, so it has not reached 1000 yet.
TEST(Allonge, ReachedCountsAtTheMomentOfTheDecision) {
    for (Form f : kAllongeForms) {
        SCOPED_TRACE(formName(f));
        const int seat = deciderOf(Table::of(f));
        Position p = sixFifty(f, seat, 10);
        EXPECT_FALSE(p.reached(0));
        applyLegal(p, Move::play(Card::D50));
        ASSERT_EQ(p.phase(), Phase::Allonge);
        EXPECT_TRUE(p.reached(0));
        EXPECT_FALSE(p.reached(1));
        Position declined = p;
        applyLegal(declined, Move::declineAllonge());
        EXPECT_TRUE(declined.reached(0));
        applyLegal(p, Move::declareAllonge());
        EXPECT_FALSE(p.reached(0));
    }
}

}  // namespace
}  // namespace bornes
