// SPDX-License-Identifier: Apache-2.0
// The solver's depth-first search: a null-window alpha-beta to the end of the hand that
// answers "is the value of this state at least gamma?" with a bound (fail-soft), as DDS
// does for bridge. Each state it settles goes to the transposition table; cheap exact
// bounds (bounds.h) settle many states before any move is tried, moves of the same effect
// are merged and the likely best tried first (move_order.h).
#pragma once

#include <cstdint>
#include <optional>

#include "solver/search_context.h"
#include "solver/search_state.h"

namespace bornes {

// The fail-soft result of "value(s) >= gamma?": a result >= gamma is a lower bound of the
// value, a result < gamma an upper bound. Nothing when stopped first: by the solve's limits
// (ctx.aborted()) or, without them, after `budget` nodes of this search (0: no budget).
std::optional<int> alphaBeta(SearchContext& ctx, const SearchState& s, int gamma,
                             std::uint64_t budget = 0);

}  // namespace bornes
