// SPDX-License-Identifier: Apache-2.0
// The tempo bound (outlook.h, pileDraws): while nobody can lay a safety, the seats draw in
// turn, so each side may only ever draw one pile card in two (two sides) or three (three
// sides) down to the first safety (and any card below it); every form is checked. Checked three
// ways, each against an oracle that does not share the code: the cards each player really draws in
// random play to the end of the hand; a pile read off by hand; every "cannot reach" the bound adds,
// against the solver without it and the plain search; and the solver's answers, which read the
// bound in its bounds and abstraction, against the plain search. Each fails on a planted bug: the
// parities swapped, the card under the first safety given to one player only, a safety in a hand
// not looked for.
#include <gtest/gtest.h>

#include <array>
#include <iostream>

#include "engine/movegen.h"
#include "engine/position_setup.h"
#include "engine/rng.h"
#include "plain_search.h"
#include "random_positions.h"
#include "scene.h"
#include "solver/outlook.h"
#include "solver/search.h"
#include "solver/search_state.h"
#include "test_scale.h"

namespace bornes {
namespace {

// The cards each seat draws from `p` to the end of the hand, played at random: what one
// move takes from the pile goes to the player whose decision follows it (the next player,
// or the one who laid a safety or took a coup-fourré).
std::array<CardCounts, kMaxSides> drawnInPlay(Position p, Rng& rng) {
    std::array<CardCounts, kMaxSides> drawn{};
    while (!p.over()) {
        const MoveList moves = legalMoves(p);
        const int before = p.pileSize();
        p.apply(moves[static_cast<int>(rng.below(static_cast<std::uint32_t>(moves.size())))]);
        for (int i = p.pileSize(); i < before; ++i) {
            EXPECT_EQ(p.phase(), Phase::Turn) << "a draw opens a turn";
            ++drawn[static_cast<std::size_t>(p.sideToMove())]
                   [static_cast<std::size_t>(index(p.pile()[static_cast<std::size_t>(i)]))];
        }
    }
    return drawn;
}

TEST(Tempo, EveryCardDrawnInPlayIsAmongTheSidesDraws) {
    Rng rng(4242);
    int positions = 0, narrower = 0;
    constexpr Form kForms[] = {Form::Two, Form::Three, Form::Four, Form::SixThreeTeams,
                               Form::SixTwoTeams};
    for (int i = 0; i < 6000 && positions < 1000; ++i) {
        test::PositionShape shape;
        shape.table = Table::of(kForms[i % 5]);
        shape.pileSize = 4 + static_cast<int>(rng.below(40));
        const std::optional<Position> p = test::randomPosition(shape, rng);
        if (!p) continue;
        ++positions;
        const SearchDeal deal = SearchDeal::of(*p);
        const SearchState s(*p, deal);
        const int sides = p->table().sides;
        std::array<PileDraws, kMaxSides> draws{};
        for (int side = 0; side < sides; ++side)
            draws[static_cast<std::size_t>(side)] = pileDraws(s, side);
        for (int side = 0; side < sides; ++side) {
            const PileDraws& d = draws[static_cast<std::size_t>(side)];
            const PileDraws all = pileDraws(s, side, false);
            narrower += d.kinds != all.kinds || d.distance != all.distance;
        }
        for (int play = 0; play < 5; ++play) {
            const std::array<CardCounts, kMaxSides> drawn = drawnInPlay(*p, rng);
            for (int side = 0; side < sides; ++side) {
                const PileDraws& d = draws[static_cast<std::size_t>(side)];
                for (int k = 0; k < kCardKinds; ++k) {
                    const int n =
                        drawn[static_cast<std::size_t>(side)][static_cast<std::size_t>(k)];
                    if (n == 0) continue;
                    ASSERT_TRUE(d.kinds & (1u << k))
                        << "side " << side << " drew a " << englishName(cardAt(k)) << ", try " << i;
                    if (!isDistance(cardAt(k))) continue;
                    const auto most = (d.distance >> (4 * distanceSlot(cardAt(k)))) & 15u;
                    ASSERT_LE(n, static_cast<int>(most)) << "side " << side << ", try " << i;
                }
            }
        }
    }
    std::cout << positions << " positions, " << narrower
              << " sides with fewer draws than the pile\n";
    EXPECT_GE(positions, 1000);
    EXPECT_GE(narrower, 400) << "the bound should narrow the draws often";
}

// Two players, P1 to move, nobody holding a safety; the pile from the top: 100 (P2 draws
// it), 75 (P1), 50 (P2), Driving Ace (P1), then 25 and 200 below it. P1 may draw the 75, the
// Ace and, once the Ace may shift the turns, the 25 and the 200 — never the 100 or the 50;
// P2 the 100, the 50, the 25 and the 200.
TEST(Tempo, DrawsOfAPileReadOffByHand) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.hands[0] = {Card::Repairs,  Card::Repairs,  Card::Repairs, Card::Repairs,
                      Card::Gasoline, Card::Gasoline, Card::Gasoline};
    setup.hands[1] = {Card::SpareTire, Card::SpareTire, Card::SpareTire,
                      Card::SpareTire, Card::SpareTire, Card::SpareTire};
    setup.pile = {Card::D200, Card::D25, Card::DrivingAce, Card::D50, Card::D75, Card::D100};
    const Position p = test::builtPosition(setup);
    const SearchDeal deal = SearchDeal::of(p);
    const SearchState s(p, deal);
    const PileDraws first = pileDraws(s, 0), second = pileDraws(s, 1);
    EXPECT_EQ(first.kinds,
              bit(Card::D75) | bit(Card::DrivingAce) | bit(Card::D25) | bit(Card::D200));
    EXPECT_EQ(second.kinds, bit(Card::D100) | bit(Card::D50) | bit(Card::D25) | bit(Card::D200));
    const auto lane = [](Card c) { return 1u << (4 * distanceSlot(c)); };
    EXPECT_EQ(first.distance, lane(Card::D75) + lane(Card::D25) + lane(Card::D200));
    EXPECT_EQ(second.distance,
              lane(Card::D100) + lane(Card::D50) + lane(Card::D25) + lane(Card::D200));
    // A safety in a hand may shift the turns at once: every card is then possible.
    setup.hands[1].back() = Card::ExtraTank;
    const Position withSafety = test::builtPosition(setup);
    const SearchDeal deal2 = SearchDeal::of(withSafety);
    const SearchState s2(withSafety, deal2);
    EXPECT_EQ(pileDraws(s2, 0).kinds, deal2.pileKinds[6]);
}

// Races built so that the draws' order decides: two players near 700, hands of cards of no
// use, a short pile of distance cards, now and then a safety or a Roll.
std::optional<Position> tempoPosition(Rng& rng) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.toMove = static_cast<int>(rng.below(2));
    for (int side = 0; side < 2; ++side) {
        SideSetup& t = setup.sides[static_cast<std::size_t>(side)];
        t.distance = {Card::D200, Card::D200, Card::D100};
        const int more = static_cast<int>(rng.below(3));
        for (int n = 0; n < more; ++n) t.distance.push_back(Card::D50);
        t.battleTop = rng.below(5) == 0 ? Card::Stop : Card::Roll;
    }
    const int pile = 2 + static_cast<int>(rng.below(5));
    for (int n = 0; n < pile; ++n) {
        const int r = static_cast<int>(rng.below(16));
        setup.pile.push_back(r < 4    ? Card::D100
                             : r < 8  ? Card::D50
                             : r < 10 ? Card::D75
                             : r < 12 ? Card::Roll
                             : r < 14 ? Card::Gasoline
                             : r < 15 ? Card::D25
                                      : Card::PunctureProof);
    }
    for (int seat = 0; seat < 2; ++seat)
        if (rng.below(3) == 0)
            setup.hands[static_cast<std::size_t>(seat)].push_back(rng.below(2) ? Card::D50
                                                                               : Card::D25);
    return test::filledTwoPlayerPosition(setup, {Card::Repairs, Card::SpareTire});
}

TEST(Tempo, EveryNoItAddsHoldsThePlainValue) {
    Rng rng(1618);
    int claims = 0, plainChecked = 0;
    SearchOptions withoutTempo;
    withoutTempo.tempo = false;
    for (int i = 0;
         i < test::scaled(20000) && (claims < test::scaled(300) || plainChecked < test::scaled(60));
         ++i) {
        const std::optional<Position> p = tempoPosition(rng);
        if (!p) continue;
        const SearchDeal deal = SearchDeal::of(*p);
        const SearchState s(*p, deal);
        for (int side = 0; side < 2; ++side) {
            Outlook tempo(s), whole(s, false);
            if (tempo.of(side).mayReach || !whole.of(side).mayReach) continue;
            ++claims;
            Query q;
            q.side = side;
            Solver solver(std::size_t{1} << 20, withoutTempo);
            SolveRequest request;
            request.query = q;
            request.bestMoves = request.line = false;
            const Solution solved = solver.solve(*p, request);
            ASSERT_TRUE(solved.solved);
            ASSERT_EQ(solved.value, 0) << "side " << side << ", try " << i;
            if (plainChecked >= 60) continue;
            test::PlainSearch plain(q, 300'000);
            const std::optional<int> v = plain.value(*p);
            if (!v) continue;
            ASSERT_EQ(*v, 0) << "side " << side << ", try " << i;
            ++plainChecked;
        }
    }
    std::cout << claims << " sides the bound says cannot reach, " << plainChecked
              << " checked by the plain search\n";
    EXPECT_GE(claims, test::scaled(300));
    EXPECT_GE(plainChecked, test::scaled(60));
}

// The solver with the bound (the draws, and the hazards each side may still be dealt by its
// opponent: relevance.h, bounds.h) against the plain search, every question, on small
// two-player positions built around the pile's order: hazards, remedies and safeties in
// the pile and the hands.
TEST(Tempo, TheSolverAgreesWithThePlainSearch) {
    Rng rng(2024);
    int checked = 0, narrower = 0;
    for (int i = 0; i < test::scaled(20000) && checked < test::scaled(200); ++i) {
        test::ConstructedShape shape;
        shape.table = Table::of(Form::Two);
        shape.pileSize = 2 + static_cast<int>(rng.below(3));
        shape.kindsPerHand = 1;
        shape.race = rng.below(2) == 0;
        const std::optional<Position> p = test::constructedPosition(shape, rng);
        if (!p) continue;
        const SearchDeal deal = SearchDeal::of(*p);
        const SearchState s(*p, deal);
        const bool tempo = pileDraws(s, 0).kinds != pileDraws(s, 0, false).kinds ||
                           pileDraws(s, 1).kinds != pileDraws(s, 1, false).kinds;
        if (!tempo && rng.below(4) != 0) continue;  // mostly where the bound reads the draws
        const Query q = test::randomQuery(rng, *p);
        test::PlainSearch plain(q, 50'000);
        const std::optional<int> v = plain.value(*p);
        if (!v) continue;
        Solver solver(std::size_t{1} << 20);
        SolveRequest request;
        request.query = q;
        request.bestMoves = request.line = false;
        const Solution solved = solver.solve(*p, request);
        ASSERT_TRUE(solved.solved);
        ASSERT_EQ(solved.value, *v)
            << "try " << i << ", question " << static_cast<int>(q.question) << ", side " << q.side;
        ++checked;
        narrower += tempo;
    }
    std::cout << checked << " positions, " << narrower << " where each side's draws are read\n";
    EXPECT_GE(checked, test::scaled(200));
    EXPECT_GE(narrower, test::scaled(120));
}

}  // namespace
}  // namespace bornes
