// The solver's quick bounds and merged moves are proofs, not guesses: on thousands of small
// random positions, every bound holds the value the plain search finds, for every
// question and every side; and a card called dead never becomes playable later in any of
// thousands of hands.
#include <gtest/gtest.h>

#include "bounds.h"
#include "heuristic_player.h"
#include "move_order.h"
#include "movegen.h"
#include "plain_search.h"
#include "random_player.h"
#include "random_positions.h"
#include "search_state.h"
#include "self_play.h"

namespace bornes {
namespace {

TEST(QuickBounds, HoldThePlainValue) {
    Rng rng(77);
    int checked = 0, cutting = 0;
    for (int i = 0; i < 20000 && checked < 3000; ++i) {
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
    EXPECT_GE(checked, 3000);
    EXPECT_GT(cutting, checked / 4) << "the bounds settle many positions";
}

// A kind called dead for a side is never again playable or usable to attack by its players,
// in hands played on to the end: the premise of merging their discards.
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
                const std::uint32_t now = deadKinds(s, side);
                ASSERT_EQ(now & dead[static_cast<std::size_t>(side)],
                          dead[static_cast<std::size_t>(side)])
                    << "a dead card came back to life, hand " << hand;
                dead[static_cast<std::size_t>(side)] = now;
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
