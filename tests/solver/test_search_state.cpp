// SPDX-License-Identifier: Apache-2.0
// The solver's compact state plays by the engine's rules: thousands of hands of every form
// are played in a Position and in a SearchState side by side, and at every decision both
// offer the same moves in the same order, and after every move hold the same hands,
// tableaux, phase, seat to move, target and hash. The end of each hand scores the same. The
// rule books' advice (players/advice.h), which the proof-number search's playouts read off
// the solver's state, values every move there as the heuristic player does off the position.
#include <gtest/gtest.h>

#include "engine/movegen.h"
#include "engine/position_setup.h"
#include "engine/scoring.h"
#include "players/advice.h"
#include "players/heuristic_player.h"
#include "players/random_player.h"
#include "players/self_play.h"
#include "solver/search_state.h"

namespace bornes {
namespace {

void expectSame(const SearchState& s, const Position& p, const std::string& where) {
    ASSERT_EQ(s.hash(), p.hash()) << where;
    ASSERT_EQ(s.phase(), p.phase()) << where;
    ASSERT_EQ(s.toMove(), p.toMove()) << where;
    ASSERT_EQ(s.pileSize(), p.pileSize()) << where;
    ASSERT_EQ(s.target(), p.target()) << where;
    ASSERT_EQ(s.attacker(), p.attacker()) << where;
    ASSERT_EQ(s.attackedSide(), p.attackedSide()) << where;
    ASSERT_EQ(s.pendingHazard(), p.pendingHazard()) << where;
    ASSERT_EQ(s.allongeSide(), p.allongeSide()) << where;
    ASSERT_EQ(s.winner(), p.winner()) << where;
    ASSERT_EQ(s.crowned(), p.crowned()) << where;
    for (int side = 0; side < p.table().sides; ++side) {
        ASSERT_EQ(s.tableau(side), p.tableau(side)) << where << ", side " << side;
        ASSERT_EQ(s.reached(side), p.reached(side)) << where;
    }
    for (int seat = 0; seat < p.table().players; ++seat) {
        ASSERT_EQ(s.handSize(seat), p.hand(seat).size()) << where << ", seat " << seat;
        for (int k = 0; k < kCardKinds; ++k)
            ASSERT_EQ(s.count(seat, cardAt(k)), p.hand(seat).count(cardAt(k)))
                << where << ", seat " << seat;
        ASSERT_EQ(s.kinds(seat), p.hand(seat).kinds()) << where << ", seat " << seat;
    }
    for (int side = 0; side < p.table().sides; ++side)
        for (Card d : {Card::D25, Card::D50, Card::D75, Card::D100, Card::D200}) {
            int held = 0;
            for (int seat = side; seat < p.table().players; seat += p.table().sides)
                held += p.hand(seat).count(d);
            ASSERT_EQ((s.sideDistance(side) >> (4 * distanceSlot(d))) & 15u,
                      static_cast<unsigned>(held))
                << where;
        }
}

class SearchStateVersusPosition : public ::testing::TestWithParam<Form> {};

TEST_P(SearchStateVersusPosition, PlayMoveByMove) {
    const Table table = Table::of(GetParam());
    RandomPlayer random(17);
    HeuristicPlayer heuristic;
    Rng shuffle(4242);
    long moves = 0;
    for (int hand = 0; hand < 2000; ++hand) {
        Seating seats{};
        for (int seat = 0; seat < table.players; ++seat)
            seats[static_cast<std::size_t>(seat)] =
                (hand + seat) % 3 ? static_cast<Player*>(&random) : &heuristic;
        Position p = Position::deal(table, shuffle, hand % table.players);
        const SearchDeal deal = SearchDeal::of(p);
        SearchState s(p, deal);
        const std::string where = "hand " + std::to_string(hand);
        while (!p.over()) {
            const MoveList expected = legalMoves(p);
            const MoveList got = legalMoves(s);
            ASSERT_EQ(got.size(), expected.size()) << where;
            for (int i = 0; i < got.size(); ++i)
                ASSERT_EQ(got[i], expected[i]) << where << ", move " << i;
            const AdviceSeat<SearchState> advice(s);
            for (int i = 0; i < got.size(); ++i)
                ASSERT_EQ(advice.value(got[i]), HeuristicPlayer::value(p, expected[i]))
                    << where << ", move " << i;
            const Move m = seats[static_cast<std::size_t>(p.toMove())]->choose(p, expected);
            p.apply(m);
            s.apply(m);
            ++moves;
            expectSame(s, p, where + ", after move " + std::to_string(moves));
            // A state made afresh from the position is the same state.
            expectSame(SearchState(p, deal), p, where + ", rebuilt");
        }
        ASSERT_TRUE(legalMoves(s).empty());
        for (const ScoringRules rules : {ScoringRules{}, ScoringRules{Ruleset::Parker, 0},
                                         ScoringRules{Ruleset::Dujardin, 500}}) {
            const HandScore a = scoreHand(p, rules);
            const HandScore b = scoreHand(
                HandEnd{table.sides, &s.tableau(0), s.winner(), s.crowned(), s.allongeSide()},
                rules);
            for (int side = 0; side < table.sides; ++side)
                ASSERT_EQ(a.total(side), b.total(side)) << where;
        }
    }
    EXPECT_GT(moves, 2000 * 40);
}

INSTANTIATE_TEST_SUITE_P(EveryForm, SearchStateVersusPosition,
                         ::testing::Values(Form::Two, Form::Three, Form::Four, Form::SixThreeTeams,
                                           Form::SixTwoTeams),
                         [](const ::testing::TestParamInfo<Form>& form) {
                             std::string name = "players_" + std::string(formName(form.param));
                             return name == "players_6x2x3" ? std::string("players_6_two_teams")
                                                            : name;
                         });

TEST(SearchDeal, PileKeysFollowThePileInItsOrder) {
    Rng rng(9);
    const Position p = Position::deal(Table::of(Form::Four), rng, 0);
    const SearchDeal deal = SearchDeal::of(p);
    // Every prefix of the pile has its own key.
    for (int n = 1; n <= p.pileSize(); ++n)
        EXPECT_NE(deal.pileKey[static_cast<std::size_t>(n)],
                  deal.pileKey[static_cast<std::size_t>(n - 1)]);
    // The same cards in another order give other keys from the first difference on.
    PositionSetup s = describe(p);
    std::size_t i = 0;
    while (s.pile[i] == s.pile[i + 1]) ++i;
    std::swap(s.pile[i], s.pile[i + 1]);
    const Position swapped = *buildPosition(s).position;
    const SearchDeal other = SearchDeal::of(swapped);
    EXPECT_EQ(other.pileKey[i], deal.pileKey[i]);
    for (std::size_t n = i + 1; n <= static_cast<std::size_t>(p.pileSize()); ++n)
        EXPECT_NE(other.pileKey[n], deal.pileKey[n]) << n;
    // And the counts of what is left to draw follow the pile.
    for (std::size_t n = 0; n <= static_cast<std::size_t>(p.pileSize()); ++n) {
        std::array<int, 5> counted{};
        std::uint32_t kinds = 0;
        for (std::size_t k = 0; k < n; ++k) {
            kinds |= bit(p.pile()[k]);
            if (isDistance(p.pile()[k]))
                ++counted[static_cast<std::size_t>(distanceSlot(p.pile()[k]))];
        }
        EXPECT_EQ(deal.pileKinds[n], kinds);
        for (std::size_t slot = 0; slot < 5; ++slot)
            EXPECT_EQ((deal.pileDistance[n] >> (4 * slot)) & 15u,
                      static_cast<unsigned>(counted[slot]));
    }
}

}  // namespace
}  // namespace bornes
