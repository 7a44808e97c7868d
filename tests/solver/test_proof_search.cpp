// SPDX-License-Identifier: Apache-2.0
// The proof-number search (proof_search.h) against the plain minimax: the solver hands it
// only what alpha-beta leaves after 20 000 nodes, which no position small enough for the
// plain search reaches, so it is called here directly, on random small positions, for the
// yes/no questions and for "score at least g?" at random bounds, twice on the same tables — with
// alpha-beta at its leaves and without (every state then goes through its own numbers).
#include <gtest/gtest.h>

#include "plain_search.h"
#include "random_positions.h"
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

}  // namespace
}  // namespace bornes
