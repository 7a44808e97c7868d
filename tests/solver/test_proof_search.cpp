// SPDX-License-Identifier: Apache-2.0
// The proof-number search (proof_search.h) against the plain minimax: the solver hands it
// only what alpha-beta leaves after 20 000 nodes, which no position small enough for the
// plain search reaches, so it is called here directly, on random small positions, for the
// yes/no questions and for "score at least g?" at random bounds, twice on the same tables — with
// alpha-beta at its leaves and without (every state then goes through its own numbers), with
// leaves numbered by playouts (playout_numbers.h) and without. The playouts only steer: on
// deeper positions the answers with and without them are the same. Their numbers follow
// the playouts: with no random move a playout is the heuristic player's own hand, played
// on the engine's Position.
#include <gtest/gtest.h>

#include "engine/movegen.h"
#include "plain_search.h"
#include "players/heuristic_player.h"
#include "random_positions.h"
#include "solver/bench_positions.h"
#include "solver/playout_numbers.h"
#include "solver/proof_search.h"
#include "solver/search_context.h"
#include "test_scale.h"

namespace bornes {
namespace {

TEST(ProofSearch, AgreesWithThePlainSearch) {
    Rng rng(1618);
    int checked = 0, proved = 0, disproved = 0;
    const SearchOptions options;
    for (int i = 0; i < test::scaled(20000) && checked < test::scaled(600); ++i) {
        test::ConstructedShape shape;
        shape.table = test::randomTable(rng);
        shape.maxHand = shape.table.players == 2 ? 4 : 3;
        shape.pileSize = static_cast<int>(rng.below(3));
        shape.kindsPerHand = 1 + static_cast<int>(rng.below(2));
        shape.phase = rng.below(6) ? Phase::Turn : Phase::CoupFourre;
        const std::optional<Position> p = test::constructedPosition(shape, rng);
        if (!p || p->over()) continue;
        Query q;
        q.question = static_cast<Question>(rng.below(kQuestions));
        q.side = static_cast<int>(rng.below(static_cast<std::uint32_t>(p->table().sides)));
        test::PlainSearch plain(q, 100'000);
        const std::optional<int> v = plain.value(*p);
        if (!v) continue;
        // A bound at, just above or just below the value, or anywhere.
        const int gamma = q.boolean()         ? 1
                          : rng.below(4) == 0 ? *v + static_cast<int>(rng.below(2001)) - 1000
                                              : *v + static_cast<int>(rng.below(3)) - 1;
        ProofSettings settings;
        settings.leafBudget = rng.below(2) ? 0 : 50;
        settings.playouts.playouts = rng.below(3) == 0 ? 0 : 1 + static_cast<int>(rng.below(8));
        settings.playouts.noise = static_cast<int>(rng.below(101));
        settings.playouts.scale = 1 + rng.below(32);
        TranspositionTable table(std::size_t{1} << 20);
        ProofTable proofs(std::size_t{1} << 18);
        SearchContext ctx(table, proofs, options, q, p->table(), {});
        const SearchDeal deal = SearchDeal::of(*p);
        const SearchState s(*p, deal);
        const ProofResult r = proofNumberSearch(ctx, s, gamma, settings);
        ASSERT_NE(r, ProofResult::Unknown);
        ASSERT_EQ(r == ProofResult::Proved, *v >= gamma)
            << "try " << i << ", question " << static_cast<int>(q.question) << ", gamma " << gamma
            << ", value " << *v;
        ++checked;
        (r == ProofResult::Proved ? proved : disproved) += 1;
        // Asked again at a bound just above (just below) with the same tables: what the first
        // search settled must stand as a bound, never as more.
        if (q.boolean()) continue;
        for (int next : {gamma + 1, gamma - 1}) {
            const ProofResult again = proofNumberSearch(ctx, s, next, settings);
            ASSERT_NE(again, ProofResult::Unknown);
            ASSERT_EQ(again == ProofResult::Proved, *v >= next)
                << "try " << i << ", gamma " << gamma << " then " << next << ", value " << *v;
        }
    }
    EXPECT_GE(checked, test::scaled(600));
    EXPECT_GT(proved, test::scaled(100));
    EXPECT_GT(disproved, test::scaled(100));
}

// Whether the side reaches when the heuristic player plays every seat of the position on to
// where the question's value is known: the engine's own play, not the solver's state.
bool heuristicHandReaches(Position p, const Query& q) {
    int v = 0;
    while (!p.over() && !settledEarly(p, q, v)) p.apply(HeuristicPlayer::best(p, legalMoves(p)));
    if (p.over()) v = endValue(p, q);
    return v >= 1;
}

TEST(PlayoutNumbers, FollowTheHeuristicPlayersHands) {
    const SearchOptions options;
    int reached = 0, missed = 0;
    for (BenchSet set : {BenchSet::TwoPile40, BenchSet::TwoDeals, BenchSet::FourDeals})
        for (const BenchPosition& bp : benchPositions(set, 30, 7)) {
            const Position& p = bp.position;
            for (int side = 0; side < p.table().sides; ++side) {
                const Query q{Question::Reach, side, {}};
                TranspositionTable table(std::size_t{1} << 16);
                ProofTable proofs(std::size_t{1} << 16);
                SearchContext ctx(table, proofs, options, q, p.table(), {});
                const SearchDeal deal = SearchDeal::of(p);
                const SearchState s(p, deal);
                // One playout without random moves, the bench's state: {1, 1 + scale} if
                // the heuristic player's hand reaches, {1 + scale, 1} if not.
                const PlayoutSettings one{1, 0, 10};
                const ProofNumbers n = playoutNumbers(ctx, s, 1, 99, one);
                const bool reaches = heuristicHandReaches(p, q);
                ASSERT_EQ(n.proof, reaches ? 1u : 11u) << benchSetName(set) << ", side " << side;
                ASSERT_EQ(n.disproof, reaches ? 11u : 1u);
                (reaches ? reached : missed) += 1;
                EXPECT_GT(ctx.stats().playoutMoves, 0u);
                // Several playouts with random moves: the share that reach, the same from the
                // same seed.
                const PlayoutSettings many{16, 30, 16};
                const ProofNumbers a = playoutNumbers(ctx, s, 1, 5, many);
                const ProofNumbers b = playoutNumbers(ctx, s, 1, 5, many);
                ASSERT_EQ(a.proof, b.proof);
                ASSERT_EQ(a.disproof, b.disproof);
                ASSERT_GE(a.proof, 1u);
                ASSERT_LE(a.proof, 17u);
                ASSERT_EQ(a.proof + a.disproof, 18u);  // 16 playouts on a scale of 16
            }
        }
    EXPECT_GT(reached, 20);
    EXPECT_GT(missed, 20);
}

// Deeper positions than the plain search can take (two players, 40 cards in the pile), the
// whole question left to the proof-number search: the same answers with the playouts as
// without, and as the solver's.
TEST(PlayoutNumbers, NeverChangeAnAnswer) {
    const SearchOptions options;
    int compared = 0;
    for (const BenchPosition& bp : benchPositions(BenchSet::TwoPile40, test::scaled(30), 3)) {
        const Position& p = bp.position;
        const Query q{Question::Reach, bp.side, {}};
        SolveRequest request;
        request.query = q;
        request.bestMoves = request.line = false;
        SearchOptions plain;
        plain.playouts = false;
        Solver solver(std::size_t{16} << 20, plain);
        const Solution exact = solver.solve(p, request);
        ASSERT_TRUE(exact.solved);
        for (int playouts : {0, 4, 16}) {
            ProofSettings settings;
            settings.leafBudget = 0;
            settings.playouts.playouts = playouts;
            TranspositionTable table(std::size_t{1} << 22);
            ProofTable proofs(std::size_t{1} << 20);
            SearchLimits limits;
            limits.maxNodes = 300'000;
            SearchContext ctx(table, proofs, options, q, p.table(), limits);
            const SearchDeal deal = SearchDeal::of(p);
            const ProofResult r = proofNumberSearch(ctx, SearchState(p, deal), 1, settings);
            if (r == ProofResult::Unknown) continue;
            ASSERT_EQ(r == ProofResult::Proved, exact.value >= 1) << "playouts " << playouts;
            ++compared;
        }
    }
    EXPECT_GT(compared, test::scaled(30) * 2);
}

}  // namespace
}  // namespace bornes
