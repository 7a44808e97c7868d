// SPDX-License-Identifier: Apache-2.0
// The principal line of a solved position, one rule for every tool (bornes-solve,
// bornes-tree, bornes-annotate): at each decision the player keeps the value, and among the
// moves that keep it, the side that wins the question settles it in the fewest moves of S
// and the side that loses holds out for the most — the shortest mate and the longest
// defence of chess solvers. Ties go to the first move in the generator's order, so that
// the line does not depend on how the search found the value.
//
// Who wins the question: S when the answer is yes, its opponents when it is no; for score
// S when the value is above 0, its opponents otherwise. It is settled when S reaches (R18),
// or, otherwise, when the hand ends. "In n moves of S" is found by iterative deepening: a
// search in which S has n decisions left, pruned by what S still needs to reach.
#pragma once

#include <vector>

#include "engine/move.h"
#include "solver/probes.h"
#include "solver/search_context.h"
#include "solver/search_state.h"

namespace bornes {

struct PrincipalLine {
    std::vector<Move> moves;
    bool complete = false;  // it reaches the settling moment (false: a limit stopped it)
    // Every step followed the rule above; false when the length of a step's choices could
    // not be worked out within the line's share of the limits (the step then keeps the
    // value only).
    bool quickest = false;
    int movesOfS = 0;  // decisions of S's side on the line before the question is settled
};

// The line from `root`, whose value for the query is `value`: its first `moves` moves only
// when not 0 (the first is the best move to name).
PrincipalLine principalLine(SearchContext& ctx, Probes& probes, const SearchState& root, int value,
                            int moves = 0);

}  // namespace bornes
