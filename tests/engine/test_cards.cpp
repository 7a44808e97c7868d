// SPDX-License-Identifier: Apache-2.0
// The cards (RULES.md §1) and the encoding of moves.
#include <gtest/gtest.h>

#include <numeric>

#include "engine/card.h"
#include "engine/deck.h"
#include "engine/move.h"

namespace bornes {
namespace {

int total(const CardCounts& counts) {
    return std::accumulate(counts.begin(), counts.end(), 0);
}

TEST(Cards, TheFullDeckHas106CardsInTheBooksCounts) {
    const CardCounts d = deckCounts(Table::of(Form::Four));
    EXPECT_EQ(total(d), 106);
    EXPECT_EQ(d[index(Card::Stop)], 5);
    EXPECT_EQ(d[index(Card::SpeedLimit)], 4);
    for (Card h : {Card::OutOfGas, Card::FlatTire, Card::Accident}) EXPECT_EQ(d[index(h)], 3);
    EXPECT_EQ(d[index(Card::Roll)], 14);
    for (Card r : {Card::EndOfLimit, Card::Gasoline, Card::SpareTire, Card::Repairs})
        EXPECT_EQ(d[index(r)], 6);
    for (Card s : {Card::RightOfWay, Card::ExtraTank, Card::PunctureProof, Card::DrivingAce})
        EXPECT_EQ(d[index(s)], 1);
    for (Card k : {Card::D25, Card::D50, Card::D75}) EXPECT_EQ(d[index(k)], 10);
    EXPECT_EQ(d[index(Card::D100)], 12);
    EXPECT_EQ(d[index(Card::D200)], 4);
}

TEST(Cards, TwoAndThreePlayersRemoveOneOfEachHazard) {
    for (Form f : {Form::Two, Form::Three}) {
        const CardCounts d = deckCounts(Table::of(f));
        const CardCounts full = deckCounts(Table::of(Form::Four));
        EXPECT_EQ(total(d), 101);
        for (int k = 0; k < kCardKinds; ++k)
            EXPECT_EQ(d[k], full[k] - (isHazard(cardAt(k)) ? 1 : 0));
    }
    EXPECT_EQ(total(deckCounts(Table::of(Form::SixThreeTeams))), 106);
    EXPECT_EQ(total(deckCounts(Table::of(Form::SixTwoTeams))), 106);
}

TEST(Cards, Families) {
    int hazards = 0, remedies = 0, safeties = 0, distances = 0;
    for (int k = 0; k < kCardKinds; ++k) {
        const Card c = cardAt(k);
        EXPECT_EQ(isHazard(c) + isRemedy(c) + isSafety(c) + isDistance(c), 1) << englishName(c);
        hazards += isHazard(c), remedies += isRemedy(c), safeties += isSafety(c),
            distances += isDistance(c);
    }
    EXPECT_EQ(hazards, 5);
    EXPECT_EQ(remedies, 5);
    EXPECT_EQ(safeties, 4);
    EXPECT_EQ(distances, 5);
    EXPECT_FALSE(isReal(Card::Unknown));
}

TEST(Cards, CorrespondencesOfRulesSection1) {
    // Stop <-> Roll <-> Right of Way; Speed Limit <-> End of Limit <-> Right of Way; ...
    struct Row {
        Card hazard, remedy, safety;
    };
    for (Row r : {Row{Card::Stop, Card::Roll, Card::RightOfWay},
                  Row{Card::SpeedLimit, Card::EndOfLimit, Card::RightOfWay},
                  Row{Card::OutOfGas, Card::Gasoline, Card::ExtraTank},
                  Row{Card::FlatTire, Card::SpareTire, Card::PunctureProof},
                  Row{Card::Accident, Card::Repairs, Card::DrivingAce}}) {
        EXPECT_EQ(remedyFor(r.hazard), r.remedy);
        EXPECT_EQ(hazardCoveredBy(r.remedy), r.hazard);
        EXPECT_EQ(safetyFor(r.hazard), r.safety);
        if (r.safety != Card::RightOfWay) {
            EXPECT_EQ(hazardStoppedBy(r.safety), r.hazard);
        }
    }
}

TEST(Cards, KilometresAndNames) {
    EXPECT_EQ(kilometres(Card::D25), 25);
    EXPECT_EQ(kilometres(Card::D200), 200);
    EXPECT_EQ(englishName(Card::SpeedLimit), "Speed Limit");
    EXPECT_EQ(shortCode(Card::Roll), "VERT");
    EXPECT_EQ(shortCode(Card::D100), "100");
}

TEST(Moves, SixteenBitEncodingRoundTrips) {
    for (int k = 0; k < kCardKinds; ++k) {
        const Card c = cardAt(k);
        EXPECT_EQ(Move::play(c).card(), c);
        EXPECT_EQ(Move::play(c).action(), Action::Play);
        EXPECT_EQ(Move::discard(c).action(), Action::Discard);
        for (int side = 0; side < kMaxSides; ++side) {
            const Move m = Move::attack(c, side);
            EXPECT_EQ(m.card(), c);
            EXPECT_EQ(m.side(), side);
            EXPECT_EQ(m.action(), Action::Attack);
        }
        for (int seat = 0; seat < kMaxPlayers; ++seat) {
            const Move m = Move::coupFourre(seat, c);
            EXPECT_EQ(m.seat(), seat);
            EXPECT_EQ(m.card(), c);
        }
    }
    EXPECT_NE(Move::play(Card::D25), Move::discard(Card::D25));
    EXPECT_NE(Move::attack(Card::Stop, 0), Move::attack(Card::Stop, 1));
    EXPECT_FALSE(Move::declareAllonge().usesCard());
}

}  // namespace
}  // namespace bornes
