// SPDX-License-Identifier: Apache-2.0
// The solver's quick bounds and merged moves are proofs, not guesses: on thousands of small
// random positions, every bound holds the value the plain search finds, for every
// question and every side; and a card called dead never becomes playable later in any of
// thousands of hands.
#include <gtest/gtest.h>

#include "engine/movegen.h"
#include "engine/position_setup.h"
#include "plain_search.h"
#include "players/heuristic_player.h"
#include "players/random_player.h"
#include "players/self_play.h"
#include "random_positions.h"
#include "solver/bounds.h"
#include "solver/move_order.h"
#include "solver/search_state.h"
#include "test_scale.h"

namespace bornes {
namespace {

TEST(QuickBounds, HoldThePlainValue) {
    Rng rng(77);
    int checked = 0, cutting = 0;
    for (int i = 0; i < test::scaled(20000) && checked < test::scaled(3000); ++i) {
        test::ConstructedShape shape;
        shape.table = test::randomTable(rng);
        shape.maxHand = 3;
        shape.pileSize = rng.below(5) == 0 ? 1 : 0;
        shape.kindsPerHand = 1;
        shape.phase = static_cast<Phase>(rng.below(3));
        const std::optional<Position> p = test::constructedPosition(shape, rng);
        if (!p) continue;
        const SearchDeal deal = SearchDeal::of(*p);
        const SearchState s(*p, deal);
        for (int side = 0; side < p->table().sides; ++side)
            for (int question = 0; question < kQuestions; ++question) {
                Query q;
                q.question = static_cast<Question>(question);
                q.side = side;
                q.rules.ruleset = rng.below(2) ? Ruleset::Parker : Ruleset::Dujardin;
                q.rules.bonusNoHundredNoTwoHundred = rng.below(2) ? 0 : 500;
                test::PlainSearch plain(q, 50'000);
                const std::optional<int> v = plain.value(*p);
                if (!v) continue;
                ++checked;
                const ValueBounds b = quickBounds(s, q, rng.below(2) ? -kNoBound : kNoBound);
                ASSERT_LE(b.lower, *v) << "question " << question << ", side " << side;
                ASSERT_GE(b.upper, *v) << "question " << question << ", side " << side;
                cutting += q.boolean() ? b.lower == b.upper : b.upper - b.lower < 500;
                if (!mayStillReach(s, side) && q.question == Question::Reach) {
                    ASSERT_EQ(*v, 0);
                }
                if (unstoppableFinish(s, side) && q.question == Question::Reach) {
                    ASSERT_EQ(*v, 1);
                }
            }
    }
    EXPECT_GE(checked, test::scaled(3000));
    EXPECT_GT(cutting, checked / 4) << "the bounds settle many positions";
}

// Races: two or four players near the target with the pile not yet empty, hands full of
// distance cards, safeties and hazards — where the race bound, the next finisher and the
// unstoppable finish decide, and where a turn gained by a safety or lost to a hazard counts.
TEST(QuickBounds, HoldThePlainValueInRaces) {
    Rng rng(1789);
    int checked = 0, cutting = 0;
    for (int i = 0; i < test::scaled(30000) && checked < test::scaled(1000); ++i) {
        test::ConstructedShape shape;
        shape.table = Table::of(rng.below(5) ? Form::Two : Form::Four);
        shape.pileSize = 1 + static_cast<int>(rng.below(2));
        shape.kindsPerHand = 2 + static_cast<int>(rng.below(2));
        shape.race = true;
        shape.phase = rng.below(5) ? Phase::Turn : Phase::CoupFourre;
        const std::optional<Position> p = test::constructedPosition(shape, rng);
        if (!p) continue;
        const SearchDeal deal = SearchDeal::of(*p);
        const SearchState s(*p, deal);
        bool small = true;
        for (int side = 0; side < p->table().sides && small; ++side)
            for (Question question : {Question::Reach, Question::Couronnement}) {
                Query q;
                q.question = question;
                q.side = side;
                test::PlainSearch plain(q, 30'000);
                const std::optional<int> v = plain.value(*p);
                if (!v) {
                    small = false;  // too big for the plain search: on to another position
                    break;
                }
                ++checked;
                const ValueBounds b = quickBounds(s, q);
                ASSERT_LE(b.lower, *v) << "question " << static_cast<int>(question) << ", side "
                                       << side << ", try " << i;
                ASSERT_GE(b.upper, *v) << "question " << static_cast<int>(question) << ", side "
                                       << side << ", try " << i;
                cutting += b.lower == b.upper;
                if (p->table().players == 2 && winsTheRace(s, side)) {
                    ASSERT_EQ(*v, q.question == Question::Reach ? 1 : *v) << "try " << i;
                }
            }
    }
    EXPECT_GE(checked, test::scaled(1000));
    EXPECT_GT(cutting, checked / 4);
}

// Found by a bundled puzzle (row-lift-stop): P1, stopped by a Stop 50 km from the target,
// lays Right of Way with a card left in the pile — the Stop goes, the extra turn comes, and
// the 50 goes down before P2, 25 km away, plays again. A safety starts a side rolling without
// costing it a turn: P2 does not win the race.
TEST(QuickBounds, ASafetyStartsARaceWithoutCostingATurn) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.hands[0] = {Card::RightOfWay, Card::D50,      Card::Roll,    Card::Gasoline,
                      Card::Gasoline,   Card::Gasoline, Card::Gasoline};
    setup.hands[1] = {Card::D25,       Card::SpareTire, Card::SpareTire,
                      Card::SpareTire, Card::SpareTire, Card::SpareTire};
    setup.pile = {Card::EndOfLimit};
    setup.sides[0].battleTop = Card::Stop;
    setup.sides[0].battleUnder = Card::Roll;
    setup.sides[0].distance = {Card::D200, Card::D200, Card::D100, Card::D100, Card::D50};
    setup.sides[1].battleTop = Card::Roll;
    setup.sides[1].distance = {Card::D200, Card::D200, Card::D100, Card::D100, Card::D75};
    setup.discardTheRest();
    const SetupResult built = buildPosition(setup);
    ASSERT_TRUE(built.position) << built.error;
    const SearchDeal deal = SearchDeal::of(*built.position);
    const SearchState s(*built.position, deal);
    EXPECT_FALSE(winsTheRace(s, 1));
    Query reach;
    test::PlainSearch plain(reach, 1'000'000);
    EXPECT_EQ(plain.value(*built.position), 1);
    EXPECT_GE(quickBounds(s, reach).upper, 1);
}

// The race bound on races built on purpose, two players 25 to 100 km from the target: the
// side to move stopped or not, with or without the safety that would start it rolling, the
// finishing card in hand or in the pile, a hazard or not; the other side likewise. Each
// claim that a side wins the race is checked with the plain search.
TEST(QuickBounds, TheRaceBoundOnRacesBuiltOnPurpose) {
    Rng rng(2024);
    int claims = 0, built = 0;
    const Card distances[] = {Card::D25, Card::D50, Card::D75, Card::D100};
    const Card hazards[] = {Card::Stop, Card::OutOfGas, Card::FlatTire, Card::Accident};
    for (int i = 0; i < test::scaled(4000); ++i) {
        PositionSetup setup;
        setup.table = Table::of(Form::Two);
        for (int side = 0; side < 2; ++side) {
            SideSetup& t = setup.sides[static_cast<std::size_t>(side)];
            const Card lacking = distances[rng.below(4)];
            t.distance = {Card::D200, Card::D200, Card::D100};
            int km = 500;
            while (km + 50 <= 700 - kilometres(lacking)) t.distance.push_back(Card::D50), km += 50;
            if (km + 25 == 700 - kilometres(lacking)) t.distance.push_back(Card::D25);
            const Card hazard = hazards[rng.below(4)];
            const bool stopped = rng.below(2);
            t.battleTop = stopped ? hazard : Card::Roll;
            t.battleUnder = stopped ? Card::Roll : Card::None;
            auto& hand = setup.hands[static_cast<std::size_t>(side)];
            if (rng.below(3)) hand.push_back(lacking);
            if (stopped && rng.below(2)) hand.push_back(safetyFor(hazard));
            if (rng.below(3) == 0) hand.push_back(hazards[rng.below(4)]);
        }
        // Hands filled with remedies and Ends of Limit (of use only against a hazard on top),
        // the pile of one to three cards drawn from the useful ones.
        const int pile = 1 + static_cast<int>(rng.below(3));
        const Card useful[] = {Card::D25,  Card::D50,  Card::D75,
                               Card::Stop, Card::Roll, Card::Accident};
        for (int n = 0; n < pile; ++n) setup.pile.push_back(useful[rng.below(6)]);
        setup.toMove = static_cast<int>(rng.below(2));
        const Card fillers[] = {Card::EndOfLimit, Card::Gasoline, Card::SpareTire, Card::Repairs};
        std::array<int, 4> used{};
        for (int seat = 0; seat < 2; ++seat) {
            auto& hand = setup.hands[static_cast<std::size_t>(seat)];
            const std::size_t full = seat == setup.toMove ? 7 : 6;
            for (std::size_t f = 0; hand.size() < full && f < 4; used[f] < 5 ? 0 : ++f)
                if (used[f] < 5) hand.push_back(fillers[f]), ++used[f];
        }
        setup.discardTheRest();
        const SetupResult r = buildPosition(setup);
        if (!r.position) continue;
        ++built;
        const SearchDeal deal = SearchDeal::of(*r.position);
        const SearchState s(*r.position, deal);
        for (int side = 0; side < 2; ++side) {
            if (!winsTheRace(s, side)) continue;
            Query q;
            q.side = side;
            test::PlainSearch plain(q, 300'000);
            const std::optional<int> v = plain.value(*r.position);
            if (!v) continue;  // too big for the plain search
            ++claims;
            ASSERT_EQ(*v, 1) << "side " << side << " does not win the race, try " << i;
        }
    }
    EXPECT_GT(built, test::scaled(1000));
    EXPECT_GT(claims, test::scaled(200));
}

// The next player ends the hand on its turn, whatever the player to move does: a
// couronnement when the pile is empty once it has drawn (R6), so with 0 or 1 card in the
// pile and not with 2. P2 to move holds only junk; P1, rolling at 650 km, holds a 50 and no
// Roll, and the last card of the pile is a Stop that P2 would draw if P1 waited. Mutant:
// `pileSize() <= 2` in quickBounds — it claims a couronnement with two cards in the pile.
TEST(QuickBounds, TheNextPlayersCouronnementWithZeroOneAndTwoCardsInThePile) {
    for (int pile = 0; pile <= 2; ++pile) {
        PositionSetup setup;
        setup.table = Table::of(Form::Two);
        setup.toMove = 1;
        setup.hands[0] = {Card::D50,      Card::Gasoline, Card::Gasoline,
                          Card::Gasoline, Card::Gasoline, Card::Gasoline};
        setup.hands[1] = {Card::EndOfLimit, Card::SpareTire, Card::SpareTire, Card::SpareTire,
                          Card::SpareTire,  Card::SpareTire, Card::SpareTire};
        if (pile == 0) setup.hands[0].resize(1), setup.hands[1].resize(1);
        if (pile >= 1) setup.pile.push_back(Card::Stop);  // bottom to top
        if (pile >= 2) setup.pile.push_back(Card::EndOfLimit);
        setup.sides[0].battleTop = Card::Roll;
        setup.sides[0].distance = {Card::D200, Card::D200, Card::D100, Card::D100, Card::D50};
        setup.discardTheRest();
        const SetupResult r = buildPosition(setup);
        ASSERT_TRUE(r.position) << r.error;
        const SearchDeal deal = SearchDeal::of(*r.position);
        const SearchState s(*r.position, deal);
        ASSERT_EQ(nextFinisher(s), 0) << "pile " << pile;
        const Query crown{Question::Couronnement, 0, {}};
        test::PlainSearch plain(crown, 10'000'000);
        const int want = pile <= 1 ? 1 : 0;
        ASSERT_EQ(plain.value(*r.position), want) << "pile " << pile;
        const ValueBounds b = quickBounds(s, crown);
        EXPECT_LE(b.lower, want) << "pile " << pile;
        EXPECT_GE(b.upper, want) << "pile " << pile;
        if (pile <= 1) {
            EXPECT_EQ(b.lower, 1) << "the bound settles it, pile " << pile;
        }
    }
}

// A kind called dead for a side is never again playable or usable to attack by its players,
// in hands played on to the end: the premise of merging their discards. (Called dead once,
// a kind may be called live later: with two players the tempo bound reads each side's
// draws only while nobody holds a safety, the whole pile otherwise. It must stay unplayable
// all the same.)
TEST(DeadCards, StayDeadToTheEndOfTheHand) {
    RandomPlayer random(5);
    HeuristicPlayer heuristic;
    Rng shuffle(6);
    long deadSeen = 0;
    for (int hand = 0; hand < 3000; ++hand) {
        constexpr Form kForms[] = {Form::Two, Form::Three, Form::Four, Form::SixThreeTeams,
                                   Form::SixTwoTeams};
        const Table table = Table::of(kForms[hand % 5]);
        Seating seats{};
        for (int seat = 0; seat < table.players; ++seat)
            seats[static_cast<std::size_t>(seat)] =
                (hand + seat) % 2 ? static_cast<Player*>(&random) : &heuristic;
        Position p = Position::deal(table, shuffle, hand % table.players);
        const SearchDeal deal = SearchDeal::of(p);
        std::array<std::uint32_t, kMaxSides> dead{};
        while (!p.over()) {
            const SearchState s(p, deal);
            for (int side = 0; side < table.sides; ++side) {
                dead[static_cast<std::size_t>(side)] |= deadKinds(s, side);
            }
            const MoveList moves = legalMoves(p);
            if (p.phase() == Phase::Turn) {
                const std::uint32_t mine = dead[static_cast<std::size_t>(p.sideToMove())];
                for (Move m : moves) {
                    if (!(mine & bit(m.card()))) continue;
                    ++deadSeen;
                    // Only a discard, or the Roll that Right of Way makes useless (R1).
                    const bool uselessRoll = m.card() == Card::Roll && m.action() == Action::Play &&
                                             p.tableau(p.sideToMove()).has(Card::RightOfWay);
                    ASSERT_TRUE(m.action() == Action::Discard || uselessRoll) << "hand " << hand;
                }
            }
            p.apply(seats[static_cast<std::size_t>(p.toMove())]->choose(p, moves));
        }
    }
    EXPECT_GT(deadSeen, 10000);
}

}  // namespace
}  // namespace bornes
