// SPDX-License-Identifier: Apache-2.0
// Depth-first proof-number search (df-pn: Nagai, 2002; the 1+epsilon thresholds of
// Pawlewicz and Lew, 2007) for "is the value of this state at least gamma?". Where a
// depth-first alpha-beta spends its budget proving the first move it tries, a proof-number
// search widens every line a little at a time and follows the ones closest to a proof or
// a disproof: early in a hand, where a short race wins and most lines are long, it finds
// the narrow proof first. Each state it settles goes to the transposition table shared
// with alpha-beta (alpha_beta.h), which settles the small subtrees at its frontier.
#pragma once

#include <cstdint>

#include "solver/playout_numbers.h"
#include "solver/search_context.h"
#include "solver/search_state.h"

namespace bornes {

enum class ProofResult { Proved, Disproved, Unknown };

struct ProofSettings {
    // Nodes of alpha-beta tried on each new state before it joins the proof-number search
    // as a leaf (0: none): the frontier's small subtrees are settled faster depth first.
    std::uint64_t leafBudget = 1000;
    // Thresholds of the best child widened to (1 + epsilon) times the second best's.
    double epsilon = 0.25;
    // The numbers of a new leaf (playout_numbers.h); {1, 1} with no playouts.
    PlayoutSettings playouts;
};

// Whether value(s) >= gamma: proved, disproved, or unknown once the solve's limits stop it.
ProofResult proofNumberSearch(SearchContext& ctx, const SearchState& s, int gamma,
                              const ProofSettings& settings = {});

}  // namespace bornes
