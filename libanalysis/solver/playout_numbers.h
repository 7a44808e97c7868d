// SPDX-License-Identifier: Apache-2.0
// Proof and disproof numbers of a new leaf of the proof-number search from a few playouts
// (Monte-Carlo proof-number search: Saito, Chaslot, Uiterwijk and van den Herik, 2007).
// Without them every leaf of a whole deal starts at {1, 1} and df-pn has nothing to choose
// its lines by: a leaf from which the side reaches in most playouts is likely proved soon,
// and gets a small proof number and a large disproof number; the other way round when it
// rarely reaches. The numbers only steer the search: a leaf is proved or disproved by the
// search alone, never by its playouts, so they cannot change an answer (tested).
//
// The playouts play the rule books' advice (players/advice.h) on the solver's own state,
// with a share of random moves so that they differ; their draws come from the leaf's key,
// so that a search and its node counts repeat exactly.
//
// Off by default (SearchOptions::playouts; bornes-bench --with playouts): measured on whole
// deals, they did not pay — 6 of 20 two-player deals solved at 20 M nodes each against 7
// without (README). A minute of search expands some 15 000 leaves, each after its 1 000
// nodes of alpha-beta: too thin a shell for where it looks to matter. Kept, tested, for
// the bounds that would thicken it.
#pragma once

#include <cstdint>

#include "solver/proof_table.h"
#include "solver/search_context.h"
#include "solver/search_state.h"

namespace bornes {

struct PlayoutSettings {
    int playouts = 8;  // playouts a leaf (0: the uninformed {1, 1})
    int noise = 20;    // the percentage of random moves in them
    // The numbers of a leaf range from 1 to 1 + scale: a leaf every playout proves gets
    // {1, 1 + scale}. Larger than the 1 of a settled child, so that the numbers still
    // count states as well as odds.
    std::uint32_t scale = 8;
};

// The numbers of `s` for "value >= gamma" of the context's question from its playouts;
// counts their moves in ctx.stats().playoutMoves. Precondition: s is not settled.
ProofNumbers playoutNumbers(SearchContext& ctx, const SearchState& s, int gamma, std::uint64_t seed,
                            const PlayoutSettings& settings = {});

}  // namespace bornes
