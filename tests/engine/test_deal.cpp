// SPDX-License-Identifier: Apache-2.0
// The deal and the turn (RULES.md §3).
#include <gtest/gtest.h>

#include <numeric>

#include "engine/deck.h"
#include "engine/movegen.h"
#include "engine/position.h"

namespace bornes {
namespace {

std::vector<Card> numberedDeck(const Table& table) {
    Rng rng(42);
    return shuffledDeck(table, rng);
}

TEST(Deal, SixCardsEachOneAtATimeFromTheTopStartingLeftOfTheDealer) {
    const Table table = Table::of(Form::Four);
    const std::vector<Card> deck = numberedDeck(table);
    const int dealer = 2;
    const Position p = Position::deal(table, deck, dealer);
    // Card i from the top (deck.back() is the top) goes to seat dealer + 1 + i (mod 4).
    std::array<std::array<int, kHandKinds>, kMaxPlayers> expected{};
    for (int i = 0; i < 24; ++i) {
        const int seat = (dealer + 1 + i) % 4;
        ++expected[seat][index(deck[deck.size() - 1 - static_cast<std::size_t>(i)])];
    }
    // The player left of the dealer plays first and has drawn the next card (§3).
    ++expected[3][index(deck[deck.size() - 25])];
    for (int seat = 0; seat < 4; ++seat)
        for (int k = 0; k < kHandKinds; ++k)
            EXPECT_EQ(p.hand(seat).count(cardAt(k)), expected[seat][k])
                << "seat " << seat << " kind " << k;
    EXPECT_EQ(p.toMove(), 3);
    EXPECT_EQ(p.hand(3).size(), 7);
    for (int seat : {0, 1, 2}) EXPECT_EQ(p.hand(seat).size(), 6);
    EXPECT_EQ(p.pileSize(), 106 - 24 - 1);
    EXPECT_EQ(p.phase(), Phase::Turn);
}

TEST(Deal, PileSizeForEveryForm) {
    for (Form f : {Form::Two, Form::Three, Form::Four, Form::SixThreeTeams, Form::SixTwoTeams}) {
        const Table table = Table::of(f);
        Rng rng(1);
        const Position p = Position::deal(table, rng, 0);
        EXPECT_EQ(p.pileSize(), table.deckSize() - 6 * table.players - 1) << formName(f);
        EXPECT_EQ(p.toMove(), 1 % table.players);
    }
}

TEST(Deal, SameSeedSameDealDifferentSeedDifferentDeal) {
    const Table table = Table::of(Form::Four);
    Rng a(7), b(7), c(8);
    const Position pa = Position::deal(table, a, 0);
    EXPECT_EQ(pa, Position::deal(table, b, 0));
    EXPECT_NE(pa, Position::deal(table, c, 0));
}

TEST(Deal, ShuffleIsAPermutationOfTheDeck) {
    for (Form f : {Form::Two, Form::Four}) {
        const Table table = Table::of(f);
        Rng rng(3);
        const std::vector<Card> deck = shuffledDeck(table, rng);
        ASSERT_EQ(static_cast<int>(deck.size()), table.deckSize());
        CardCounts counts{};
        for (Card c : deck) ++counts[index(c)];
        EXPECT_EQ(counts, deckCounts(table));
    }
}

TEST(Deal, ShuffleIsUniformEnough) {
    // Where the Right of Way lands over many shuffles: every position about equally often.
    const Table table = Table::of(Form::Four);
    Rng rng(11);
    std::array<int, 106> where{};
    const int trials = 106 * 200;
    for (int t = 0; t < trials; ++t) {
        const std::vector<Card> deck = shuffledDeck(table, rng);
        for (std::size_t i = 0; i < deck.size(); ++i)
            if (deck[i] == Card::RightOfWay) ++where[i];
    }
    for (int n : where) {
        EXPECT_GT(n, 200 - 70);
        EXPECT_LT(n, 200 + 70);
    }
}

TEST(Turn, EachTurnDrawsOneAndPlaysOnePassingLeft) {
    const Table table = Table::of(Form::Three);
    Rng rng(5);
    Position p = Position::deal(table, rng, 0);
    const int pile = p.pileSize();
    ASSERT_EQ(p.toMove(), 1);
    // Discard something: the next player (left, seat 2) draws and holds 7; seat 1 keeps 6.
    const MoveList moves = legalMoves(p);
    Move discard;
    for (Move m : moves)
        if (m.action() == Action::Discard && !isSafety(m.card())) discard = m;
    p.apply(discard);
    EXPECT_EQ(p.toMove(), 2);
    EXPECT_EQ(p.hand(1).size(), 6);
    EXPECT_EQ(p.hand(2).size(), 7);
    EXPECT_EQ(p.pileSize(), pile - 1);
    EXPECT_EQ(p.discard()[index(discard.card())], 1);
}

}  // namespace
}  // namespace bornes
