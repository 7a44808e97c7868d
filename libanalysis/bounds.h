// Cheap exact bounds on a state's value, tried before the table and before any move (the
// solver's "quick tricks", after DDS): when they settle a question the search below is not
// needed at all. Every bound here is proved, never guessed: a wrong bound is a wrong
// answer, so each is checked against a plain search in the tests.
#pragma once

#include "question.h"
#include "search_state.h"

namespace bornes {

struct ValueBounds {
    int lower = -kNoBound;
    int upper = kNoBound;
};

// Whether `side` may still reach the target exactly: whether the distance cards it can
// still get (its players' hands and every card left in the pile; only 25s and 50s under a
// Speed Limit it can no longer lift; no more than two 200s) make exactly the distance it
// lacks — for the target now, or 1000 if an allonge may still be declared — and whether it
// can roll again at all. False is a proof that it never will.
bool mayStillReach(const SearchState& s, int side);

// Whether the player to move (at a turn) holds a distance card that reaches the target
// now, and may play it.
bool canFinishNow(const SearchState& s);

// Bounds of the value of `s` (not over) for `q`.
ValueBounds quickBounds(const SearchState& s, const Query& q);

}  // namespace bornes
