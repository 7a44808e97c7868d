// SPDX-License-Identifier: Apache-2.0
// The end of a hand (RULES.md §6): reaching the target exactly, the play-out once the draw
// pile is empty, exhaustion (R15), couronnement (R6) and safeties laid with the pile empty (R3,
// R7).
#include <gtest/gtest.h>

#include <ostream>

#include "engine/movegen.h"
#include "engine/position.h"
#include "engine/rules.h"
#include "printers.h"
#include "scene.h"
#include "steps.h"

namespace bornes {

namespace {

using test::applyLegal;

using test::Scene;

// --- the target reached exactly ---------------------------------------------------------

TEST(EndOfHand, ReachingTheTargetExactlyEndsTheHandAtOnce) {
    // Four players (1000): North-South at 900 play a 100 while the pile still has cards and
    // the opponents hold safeties.
    Position p = Scene(Form::Four)
                     .roll(0)
                     .distance(0, {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D100})
                     .roll(1)
                     .distance(1, {Card::D100})
                     .hand(0, {Card::D100})
                     .hand(1, {Card::RightOfWay})
                     .hand(3, {Card::DrivingAce})
                     .pile(20)
                     .build();
    ASSERT_EQ(p.phase(), Phase::Turn);
    ASSERT_EQ(p.tableau(0).distance, 900);
    applyLegal(p, Move::play(Card::D100));

    EXPECT_EQ(p.tableau(0).distance, 1000);
    EXPECT_EQ(p.phase(), Phase::Over);
    EXPECT_TRUE(p.over());
    EXPECT_EQ(p.winner(), 0);
    EXPECT_FALSE(p.crowned());
    // Nobody draws and nobody plays any further card, safeties included (§6).
    EXPECT_EQ(p.pileSize(), 20);
    EXPECT_EQ(p.hand(1).size(), 6);
    EXPECT_EQ(p.hand(1).count(Card::RightOfWay), 1);
    EXPECT_TRUE(legalMoves(p).empty());
    for (Move m : {Move::play(Card::RightOfWay), Move::play(Card::DrivingAce),
                   Move::discard(Card::D100), Move::declareAllonge(), Move::declineCoupFourre()}) {
        EXPECT_FALSE(isLegal(p, m));
        const auto why = whyIllegal(p, m);
        ASSERT_TRUE(why.has_value());
        EXPECT_EQ(why->violation, Violation::HandOver);
    }
}

TEST(EndOfHand, OneCardShortOfTheTargetTheHandGoesOn) {
    Position p = Scene(Form::Four)
                     .roll(0)
                     .distance(0, {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D100})
                     .hand(0, {Card::D75})
                     .pile(20)
                     .build();
    applyLegal(p, Move::play(Card::D75));
    EXPECT_EQ(p.tableau(0).distance, 975);
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.winner(), kNoSide);
    EXPECT_EQ(p.toMove(), 1);
    EXPECT_EQ(p.hand(1).size(), 7);  // seat 1 drew
    EXPECT_EQ(p.pileSize(), 19);
}

TEST(EndOfHand, ReachingTheTargetInThePlayOutEndsAtOnceWithSafetiesStillInHand) {
    // §6: "dès qu'un joueur ou une équipe a gagné la manche ... personne ne peut plus jouer
    // aucune carte. Tant pis pour ceux qui ont encore des bottes en main."
    Position p = Scene(Form::Four)
                     .roll(0)
                     .distance(0, {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D100, Card::D50})
                     .roll(1)
                     .hand(0, {Card::D50, Card::D25})
                     .hand(1, {Card::ExtraTank, Card::D25})
                     .hand(2, {Card::PunctureProof})
                     .hand(3, {Card::DrivingAce, Card::RightOfWay})
                     .pile(0)
                     .build();
    applyLegal(p, Move::play(Card::D50));
    EXPECT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), 0);
    EXPECT_TRUE(legalMoves(p).empty());
    EXPECT_EQ(p.hand(1).size(), 2);
    EXPECT_EQ(p.hand(3).size(), 2);
    EXPECT_EQ(p.tableau(1).safeties, 0);
    EXPECT_FALSE(isLegal(p, Move::play(Card::ExtraTank)));
}

// --- the play-out: the draw pile is empty -------------------------------------------------

TEST(EndOfHand, EmptyPilePlayersPlayOrDiscardOneCardPerTurnWithoutDrawing) {
    Position p = Scene(Form::Four)
                     .roll(0)
                     .distance(0, {Card::D100})
                     .roll(1)
                     .hand(0, {Card::D25, Card::D50})
                     .hand(1, {Card::Roll})
                     .hand(2, {Card::D75})
                     .hand(3, {Card::Gasoline})
                     .pile(0)
                     .build();
    ASSERT_EQ(p.pileSize(), 0);

    applyLegal(p, Move::play(Card::D25));  // a card played onto the table
    EXPECT_EQ(p.tableau(0).distance, 125);
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.toMove(), 1);
    EXPECT_EQ(p.hand(0).size(), 1);
    EXPECT_EQ(p.hand(1).size(), 1);  // no draw
    EXPECT_EQ(p.pileSize(), 0);

    applyLegal(p, Move::discard(Card::Roll));  // a discard
    EXPECT_EQ(p.toMove(), 2);
    EXPECT_EQ(p.hand(1).size(), 0);
    EXPECT_EQ(p.hand(2).size(), 1);

    applyLegal(p, Move::play(Card::D75));  // the partner plays onto the same tableau
    EXPECT_EQ(p.tableau(0).distance, 200);
    EXPECT_EQ(p.toMove(), 3);

    applyLegal(p, Move::discard(Card::Gasoline));
    EXPECT_EQ(p.toMove(), 0);  // seat 1 holds nothing
    EXPECT_EQ(p.phase(), Phase::Turn);

    applyLegal(p, Move::play(Card::D50));  // the last card anywhere
    EXPECT_EQ(p.tableau(0).distance, 250);
    EXPECT_EQ(p.phase(), Phase::Over);
}

TEST(EndOfHand, PlayersWithNoCardArePassedOver) {
    Position p =
        Scene(Form::Four).hand(0, {Card::D25, Card::D50}).hand(2, {Card::D75}).pile(0).build();
    applyLegal(p, Move::discard(Card::D25));
    EXPECT_EQ(p.toMove(), 2);  // seat 1 has no card
    EXPECT_EQ(p.phase(), Phase::Turn);
    applyLegal(p, Move::discard(Card::D75));
    EXPECT_EQ(p.toMove(), 0);  // seats 3 and 1 have no card
    EXPECT_EQ(p.phase(), Phase::Turn);
    applyLegal(p, Move::discard(Card::D50));
    EXPECT_EQ(p.phase(), Phase::Over);
}

TEST(EndOfHand, TheOnlyPlayerWithCardsPlaysThemOneTurnAfterAnother) {
    // R9: in the play-out, if only the player who just played still holds cards, that
    // player plays again.
    Position p = Scene(Form::Three)
                     .roll(1)
                     .hand(1, {Card::D25, Card::D50, Card::D75})
                     .toMove(1)
                     .pile(0)
                     .build();
    applyLegal(p, Move::play(Card::D25));
    EXPECT_EQ(p.toMove(), 1);
    EXPECT_EQ(p.phase(), Phase::Turn);
    applyLegal(p, Move::discard(Card::D75));
    EXPECT_EQ(p.toMove(), 1);
    applyLegal(p, Move::play(Card::D50));
    EXPECT_EQ(p.tableau(1).distance, 75);
    EXPECT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), kNoSide);
}

TEST(EndOfHand, ExhaustionHasNoWinnerHoweverFarASideWent) {
    // R15: the hand ends when nobody holds a card; nobody reached the target, nobody won.
    Position p = Scene(Form::Four)
                     .roll(0)
                     .distance(0, {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D100, Card::D50})
                     .roll(1)
                     .distance(1, {Card::D25})
                     .hand(0, {Card::D75})  // cannot be played: 950 + 75 passes 1000
                     .pile(0)
                     .build();
    EXPECT_FALSE(isLegal(p, Move::play(Card::D75)));
    applyLegal(p, Move::discard(Card::D75));
    EXPECT_EQ(p.phase(), Phase::Over);
    EXPECT_TRUE(p.over());
    EXPECT_EQ(p.winner(), kNoSide);
    EXPECT_FALSE(p.crowned());
    EXPECT_TRUE(legalMoves(p).empty());
    EXPECT_EQ(p.tableau(0).distance, 950);
}

TEST(EndOfHand, TheHandIsNotOverWhileSomebodyStillHoldsACard) {
    Position p = Scene(Form::Two).hand(0, {Card::D25}).hand(1, {Card::D50}).pile(0).build();
    applyLegal(p, Move::discard(Card::D25));
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.toMove(), 1);
    EXPECT_FALSE(legalMoves(p).empty());
    applyLegal(p, Move::discard(Card::D50));
    EXPECT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), kNoSide);
}

TEST(EndOfHand, ASafetyMayStillBeLaidInThePlayOut) {
    // 004: "Le joueur qui a conservé des bottes en main a donc encore la possibilité de les
    // exposer."
    Position p = Scene(Form::Two).hand(0, {Card::DrivingAce}).hand(1, {Card::D50}).pile(0).build();
    EXPECT_TRUE(legalMoves(p).contains(Move::play(Card::DrivingAce)));
    applyLegal(p, Move::play(Card::DrivingAce));
    EXPECT_TRUE(p.tableau(0).has(Card::DrivingAce));
    EXPECT_FALSE(p.tableau(0).hasCoupFourre(Card::DrivingAce));
    EXPECT_EQ(p.toMove(), 1);
}

// --- couronnement (R6) ------------------------------------------------------------------

TEST(EndOfHand, CrownedWhenTheWinningCardIsPlayedWithThePileEmpty) {
    Position p = Scene(Form::Four)
                     .roll(0)
                     .distance(0, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D100, Card::D100, Card::D100, Card::D75})
                     .hand(0, {Card::D25})
                     .hand(1, {Card::D50})
                     .pile(0)
                     .build();
    applyLegal(p, Move::play(Card::D25));
    EXPECT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), 0);
    EXPECT_TRUE(p.crowned());
}

TEST(EndOfHand, CrownedWhenTheWinnerDrewTheLastCardAtTheStartOfThatTurn) {
    // R6: the last card of the pile is drawn by seat 0, who wins with it.
    Position p = Scene(Form::Four)
                     .roll(0)
                     .distance(0, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D100, Card::D100, Card::D100, Card::D75})
                     .hand(3, {Card::Gasoline})
                     .toMove(3)
                     .pile(1, {Card::D25})
                     .build();
    ASSERT_EQ(p.pileSize(), 1);
    const int d25Before = p.hand(0).count(Card::D25);
    applyLegal(p, Move::discard(Card::Gasoline));
    ASSERT_EQ(p.toMove(), 0);
    ASSERT_EQ(p.pileSize(), 0);
    ASSERT_EQ(p.hand(0).count(Card::D25), d25Before + 1);
    applyLegal(p, Move::play(Card::D25));
    EXPECT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), 0);
    EXPECT_TRUE(p.crowned());
}

TEST(EndOfHand, CrownedWhenTheWinnerDrewTheLastCardAndWonWithAnotherCard) {
    // R6 again, the winning card being one held before the last draw.
    Position p = Scene(Form::Two)
                     .roll(1)
                     .distance(1, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D50})
                     .hand(1, {Card::D50})
                     .hand(0, {Card::D75})
                     .pile(1, {Card::Roll})
                     .build();
    applyLegal(p, Move::discard(Card::D75));
    ASSERT_EQ(p.pileSize(), 0);
    ASSERT_EQ(p.toMove(), 1);
    applyLegal(p, Move::play(Card::D50));
    ASSERT_EQ(p.phase(), Phase::Allonge);  // 700 in two players: the allonge decision first
    applyLegal(p, Move::declineAllonge());
    EXPECT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), 1);
    EXPECT_TRUE(p.crowned());
}

TEST(EndOfHand, NotCrownedWhileCardsRemainInThePile) {
    Position p = Scene(Form::Four)
                     .roll(0)
                     .distance(0, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D100, Card::D100, Card::D100, Card::D75})
                     .hand(3, {Card::Gasoline})
                     .toMove(3)
                     .pile(2, {Card::D25})
                     .build();
    applyLegal(p, Move::discard(Card::Gasoline));
    ASSERT_EQ(p.toMove(), 0);
    ASSERT_EQ(p.pileSize(), 1);
    applyLegal(p, Move::play(Card::D25));
    EXPECT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), 0);
    EXPECT_FALSE(p.crowned());
    EXPECT_EQ(p.pileSize(), 1);
}

// --- safeties laid with the pile empty (R3, R7) -------------------------------------------

TEST(EndOfHand, ASafetyLaidWithThePileEmptyGivesNoExtraTurn) {
    Position p = Scene(Form::Four)
                     .hand(0, {Card::ExtraTank, Card::D25})
                     .hand(1, {Card::D50})
                     .pile(0)
                     .build();
    applyLegal(p, Move::play(Card::ExtraTank));
    EXPECT_TRUE(p.tableau(0).has(Card::ExtraTank));
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.toMove(), 1);  // R3: play passes left
    EXPECT_EQ(p.hand(0).size(), 1);
}

TEST(EndOfHand, ASafetyLaidWhileCardsRemainGivesTheExtraTurn) {
    // The contrast with R3 (R4): the same safety with cards left to draw.
    Position p = Scene(Form::Four).hand(0, {Card::ExtraTank, Card::D25}).pile(5).build();
    applyLegal(p, Move::play(Card::ExtraTank));
    EXPECT_EQ(p.toMove(), 0);
    EXPECT_EQ(p.hand(0).size(), 7);  // drew again
    EXPECT_EQ(p.pileSize(), 4);
}

TEST(EndOfHand, ASafetyLaidAfterDrawingTheLastCardGivesNoExtraTurn) {
    // R7: judged when the safety is laid, even if its player drew the last card that turn.
    Position p = Scene(Form::Four)
                     .hand(0, {Card::ExtraTank})
                     .hand(3, {Card::Gasoline})
                     .toMove(3)
                     .pile(1)
                     .build();
    applyLegal(p, Move::discard(Card::Gasoline));
    ASSERT_EQ(p.toMove(), 0);
    ASSERT_EQ(p.pileSize(), 0);
    ASSERT_EQ(p.hand(0).size(), 7);
    applyLegal(p, Move::play(Card::ExtraTank));
    EXPECT_TRUE(p.tableau(0).has(Card::ExtraTank));
    EXPECT_EQ(p.toMove(), 1);
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.hand(0).size(), 6);
}

TEST(EndOfHand, ASafetyLaidAsTheLastCardEndsTheHandByExhaustion) {
    Position p = Scene(Form::Two).hand(0, {Card::RightOfWay}).pile(0).build();
    applyLegal(p, Move::play(Card::RightOfWay));
    EXPECT_TRUE(p.tableau(0).has(Card::RightOfWay));
    EXPECT_EQ(p.phase(), Phase::Over);
    EXPECT_EQ(p.winner(), kNoSide);
}

TEST(EndOfHand, ACoupFourreWithThePileEmptyScoresButGivesNoExtraTurn) {
    // R3: the coup-fourré is still allowed with the pile empty; play goes on left of its player.
    Position p = Scene(Form::Four)
                     .roll(1)
                     .hand(0, {Card::FlatTire})
                     .hand(1, {Card::PunctureProof, Card::D25})
                     .hand(2, {Card::D50})
                     .pile(0)
                     .build();
    applyLegal(p, Move::attack(Card::FlatTire, 1));
    ASSERT_EQ(p.phase(), Phase::CoupFourre);
    ASSERT_EQ(p.toMove(), 1);
    applyLegal(p, Move::coupFourre(1, Card::PunctureProof));
    EXPECT_TRUE(p.tableau(1).hasCoupFourre(Card::PunctureProof));
    EXPECT_EQ(p.tableau(1).battleTop, Card::Roll);
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.toMove(), 2);
    EXPECT_EQ(p.hand(1).size(), 1);
}

}  // namespace
}  // namespace bornes
