// SPDX-License-Identifier: Apache-2.0
// The moves the search tries at a state, best first, with moves of the same effect merged.
//
// Merging (exact): a card that can never again be played — a hazard every opponent is immune
// to, a third 200, a distance card longer than any target left, a remedy whose hazard can no
// longer come, End of Limit or Roll beside Right of Way (R1: such a Roll changes nothing) —
// can only be discarded for the rest of the hand, so discarding one dead card or another
// leads to the same game: only one of those discards is tried.
// For reach and couronnement, an opposing side that can never reach its target has no use
// for its distance cards, Rolls and remedies either (they change only its own tableau): its
// plays of them are one discard too.
//
// Ordering (a guess, never a proof): the table's best move, then a finishing card, coups-
// fourrés, safeties, attacks (on the side nearest its target first), remedies, long
// distance before short, discards of dead cards before live ones.
#pragma once

#include <cstdint>

#include "engine/move.h"
#include "solver/outlook.h"
#include "solver/question.h"
#include "solver/search_state.h"

namespace bornes {

// Kinds (bit per Card) that a player of `side` can never play again this hand.
std::uint32_t deadKinds(const SearchState& s, int side);
std::uint32_t deadKinds(Outlook& outlook, int side);

struct OrderOptions {
    bool merge = true;  // merge dead-card discards (and useless Rolls)
    bool order = true;  // order the moves (else: as generated, the table's move first)
};

// The moves of `s` (not over) for the search, best first; `tableMove` (Move() if none)
// goes first when legal.
MoveList orderedMoves(const SearchState& s, const Query& q, Move tableMove,
                      const OrderOptions& options);
// The same, from the outlook of the state the caller has already begun, and the relevance
// of the mover's hand when the caller has worked it out (relevance.h).
struct HandRelevance;
MoveList orderedMoves(Outlook& outlook, const Query& q, Move tableMove, const OrderOptions& options,
                      const HandRelevance* mover);

}  // namespace bornes
