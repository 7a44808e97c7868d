// SPDX-License-Identifier: Apache-2.0
// The primitives a validator uses to follow records of irregular play (RULES.md §10) and of
// hidden cards: drawExtra, undoDraw, playPastTarget, takeBack, reveal, unaccounted. None is a
// legal move, so self-play never runs them: each is checked here for what it does to the
// position and to its incremental hash (a primitive that forgot the hash would let the
// solver's table and the validator's transpositions go wrong unseen).
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/movegen.h"
#include "engine/position.h"
#include "engine/position_setup.h"
#include "engine/rules.h"
#include "scene.h"
#include "steps.h"

namespace bornes {
namespace {

using test::applyLegal;
using test::discarded;
using test::Scene;

TEST(IrregularPlay, DrawExtraThenUndoDrawGivesBackThePosition) {
    Position p = Scene(Form::Two).pile(12, {Card::RightOfWay}).roll(0).build();
    const Position before = p;
    const int held = p.hand(1).size();
    p.drawExtra(1);
    EXPECT_EQ(p.hand(1).size(), held + 1);
    EXPECT_EQ(p.hand(1).count(Card::RightOfWay), 1);
    EXPECT_EQ(p.pileSize(), 11);
    EXPECT_EQ(p.hash(), p.computeHash());
    EXPECT_NE(p.hash(), before.hash());
    p.undoDraw(1);
    EXPECT_TRUE(p == before);
    EXPECT_EQ(p.hash(), before.hash());
    EXPECT_EQ(p.hash(), p.computeHash());
    // The card is back on top: the next draw takes it again.
    p.drawExtra(0);
    EXPECT_EQ(p.hand(0).count(Card::RightOfWay), 1);
    EXPECT_EQ(p.hash(), p.computeHash());
}

TEST(IrregularPlay, PlayPastTheTargetThenTakeTheCardBack) {
    // Side A at 650 km of 700 plays a 100 (§10: the hand goes on, the card must come back),
    // then, at its next turn, takes it back and discards it, losing the turn.
    Position p = Scene(Form::Two)
                     .pile(12)
                     .hand(0, {Card::D100})
                     .roll(0)
                     .distance(0, {Card::D200, Card::D200, Card::D100, Card::D75, Card::D75})
                     .roll(1)
                     .build();
    ASSERT_EQ(p.tableau(0).distance, 650);
    const int hundredsOnTable = p.tableau(0).count(Card::D100);
    p.playPastTarget(Card::D100);
    EXPECT_EQ(p.tableau(0).distance, 750);
    EXPECT_TRUE(p.pastTarget(0));
    EXPECT_EQ(p.tableau(0).count(Card::D100), hundredsOnTable + 1);
    EXPECT_EQ(p.hand(0).count(Card::D100), 0);
    EXPECT_EQ(p.phase(), Phase::Turn);  // not a win
    EXPECT_EQ(p.toMove(), 1);
    EXPECT_EQ(p.hash(), p.computeHash());

    test::discardFiller(p);
    ASSERT_EQ(p.toMove(), 0);
    const int hundredsDiscarded = discarded(p, Card::D100);
    const int held = p.hand(0).size();
    p.undoDraw(0);  // a lost turn draws nothing
    EXPECT_EQ(p.hand(0).size(), held - 1);
    EXPECT_EQ(p.hash(), p.computeHash());
    p.takeBack(Card::D100);
    EXPECT_EQ(p.tableau(0).distance, 650);
    EXPECT_FALSE(p.pastTarget(0));
    EXPECT_EQ(p.tableau(0).count(Card::D100), hundredsOnTable);
    EXPECT_EQ(discarded(p, Card::D100), hundredsDiscarded + 1);
    EXPECT_EQ(p.toMove(), 1);  // the turn is lost
    EXPECT_EQ(p.hash(), p.computeHash());
}

// Two players, the pile's cards known, P2's six cards face down: they stand for the six
// 75s taken out of the discards. Right of Way, the deck's only one, is on top of the pile.
Position hiddenHandOverKnownPile() {
    PositionSetup s;
    s.table = Table::of(Form::Two);
    s.hands[0] = {Card::D25, Card::D25, Card::D50, Card::D50, Card::D100, Card::Stop, Card::Roll};
    s.hands[1] = std::vector<Card>(6, Card::Unknown);
    s.pile = {Card::D200, Card::Gasoline, Card::RightOfWay};
    s.sides[0].battleTop = Card::Roll;
    s.toMove = 0;
    s.discardTheRest();
    for (int i = 0; i < 6; ++i)
        s.discard.erase(std::find(s.discard.begin(), s.discard.end(), Card::D75));
    const SetupResult r = buildPosition(s);
    if (!r.position) throw std::runtime_error("test position refused: " + r.error);
    return *r.position;
}

TEST(HiddenCards, AFaceDownCardIsNeverOfferedAsAMove) {
    Position p = hiddenHandOverKnownPile();
    applyLegal(p, Move::discard(Card::D25));
    ASSERT_EQ(p.toMove(), 1);  // P2, whose hand is face down, decides
    const MoveList moves = legalMoves(p);
    EXPECT_FALSE(moves.empty());
    for (Move m : moves) EXPECT_NE(m.card(), Card::Unknown);
    EXPECT_FALSE(isLegal(p, Move::discard(Card::Unknown)));
    EXPECT_FALSE(isLegal(p, Move::play(Card::Unknown)));
    EXPECT_FALSE(isLegal(p, Move::attack(Card::Unknown, 0)));
    ASSERT_TRUE(whyIllegal(p, Move::discard(Card::Unknown)).has_value());
    // What may hide there: a 75 (six unseen), never the Right of Way P2 just drew face up.
    EXPECT_TRUE(moves.contains(Move::discard(Card::D75)));
    EXPECT_TRUE(moves.contains(Move::discard(Card::RightOfWay)));
    EXPECT_FALSE(moves.contains(Move::discard(Card::D200)));  // the 200 is still in the pile
}

TEST(HiddenCards, ACardDrawnFromAKnownPileIsCountedOnce) {
    // Counted by hand: before the draw the Right of Way is in the pile, after it in P2's
    // hand; either way no Right of Way is unseen. The six 75s stay unseen throughout.
    Position p = hiddenHandOverKnownPile();
    EXPECT_EQ(p.unaccounted(Card::RightOfWay), 0);
    EXPECT_EQ(p.unaccounted(Card::D75), 6);
    EXPECT_EQ(p.unaccounted(Card::D200), 0);
    applyLegal(p, Move::discard(Card::D25));  // P2 draws the Right of Way
    ASSERT_EQ(p.hand(1).count(Card::RightOfWay), 1);
    EXPECT_EQ(p.unaccounted(Card::RightOfWay), 0);
    EXPECT_EQ(p.unaccounted(Card::D75), 6);
    EXPECT_EQ(p.unaccounted(Card::D200), 0);
    EXPECT_TRUE(p.mayHold(1, Card::D75));
    EXPECT_FALSE(p.mayHold(1, Card::D200));
    // The record then says a face-down card was a 75: one fewer unseen.
    p.reveal(1, Card::D75);
    EXPECT_EQ(p.unaccounted(Card::D75), 5);
    EXPECT_EQ(p.hash(), p.computeHash());
}

}  // namespace
}  // namespace bornes
