// SPDX-License-Identifier: Apache-2.0
// Cheap exact bounds on a state's value, tried before the table and before any move (the
// solver's "quick tricks", after DDS): when they settle a question the search below is not
// needed at all. Every bound here is proved, never guessed: a wrong bound is a wrong
// answer, so each is checked against a plain search in the tests.
#pragma once

#include <array>
#include <cstdint>

#include "solver/outlook.h"
#include "solver/question.h"
#include "solver/search_state.h"

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

// At a turn whose player cannot end the hand now: the side of the next player when that
// player is sure to end it on its turn, whatever this one does (the next player sits on
// another side, rolls, holds or draws a distance card that reaches the target exactly and
// may play it, and this player holds neither a hazard that could go on that side's table nor,
// while the pile lasts, a safety that would give it another turn); kNoSide otherwise.
int nextFinisher(const SearchState& s);

// Two players: whether `side` is sure to reach the target first, by playing the fewest
// distance cards of its hand that make the distance it lacks, one a turn — when the other
// player holds and may draw before then (the pile's next cards, its own draws, this side's,
// one more for each safety it could lay) no hazard that could stop it, and cannot end the
// hand in the turns it has (a turn per 200 km at least, one more to start rolling).
bool winsTheRace(const SearchState& s, int side);
bool winsTheRace(Outlook& outlook, int side);

// Whether `side` is sure to reach the target: it rolls, no opposing side holds or may draw
// a hazard that could stop it (a limit included, unless it has Right of Way), none may
// still reach its own target to end the hand first, and its players' hands alone make the
// distance it lacks. It then has all the turns it needs.
bool unstoppableFinish(const SearchState& s, int side);
bool unstoppableFinish(Outlook& outlook, int side);

// Bounds of S's score difference: what each side has for good (distance, safeties, coups-
// fourrés) and the most it may still add (distance it may still get within the target,
// safeties it may still lay, as coups-fourrés, the bonuses of a win if it may still reach,
// allonge, capot).
// (`tempo`: the outlook's tempo bound, outlook.h)
ValueBounds scoreBounds(const SearchState& s, const Query& q, bool tempo = true);
// The same, computing only what may settle whether the value is at least `gamma` (the
// other bound is left open): what the search needs, for less work.
ValueBounds scoreBounds(const SearchState& s, const Query& q, int gamma);
ValueBounds scoreBounds(Outlook& outlook, const Query& q, int gamma);

// What the reach question (R18) answered for each side: it can force its way to the target
// whatever the others do, it cannot, or it was not asked.
enum class Reach : std::uint8_t { Unknown, Yes, No };
using ReachAnswers = std::array<Reach, kMaxSides>;

// scoreBounds(s, q) tightened by the reach answers ("score from reach"): a side that cannot
// reach scores none of a winner's bonuses; a side that can force its way scores at least
// the target, its safeties and the 400, and then nobody else wins.
ValueBounds scoreBounds(const SearchState& s, const Query& q, const ReachAnswers& reach,
                        bool tempo = true);

// The race bounds of race.h that quickBounds tries beyond its own (each can be turned off
// to measure what it buys).
struct RaceBounds {
    bool draws = true;  // the race with the draws to come
    bool fire = true;   // the race under fire: the other's hazards spent on the racer
};

// Bounds of the value of `s` (not over) for `q`; only those that may settle whether the
// value is at least `gamma` are sure to be worked out.
ValueBounds quickBounds(const SearchState& s, const Query& q, int gamma = 0);
// The same, from the outlook the caller has already begun (one per state of the search).
ValueBounds quickBounds(Outlook& outlook, const Query& q, int gamma, RaceBounds races = {});

}  // namespace bornes
