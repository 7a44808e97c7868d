// SPDX-License-Identifier: Apache-2.0
// The race bound with the draws to come (two players): while nobody can lay a safety, the
// two players draw the pile's cards turn about, so each one's cards to come are known
// exactly. A side whose own cards — its hand and its draws, one card a turn — make the
// distance it lacks before the other can make its own, and that the other can never hit
// meanwhile, wins the race: a proof for the reach question, yes for that side and no for
// the other.
#pragma once

#include <array>

#include "solver/outlook.h"
#include "solver/search_state.h"

namespace bornes {

// The fewest turns of `side` (the present one first if it is to move, else its next), at
// most `most`, in which it can reach the target exactly playing one card a turn from its
// hand and its draws as they come — a Roll first if it is not rolling, an End of Limit
// before any card over 50 under a Speed Limit (or only 25s and 50s), two 200s at most — if
// nobody hinders it and the draws keep their order (no safety laid, the pile long enough);
// `most + 1` when it cannot. Two players only; its battle pile must show a Roll, nothing,
// a Stop or a remedy.
int turnsToReach(const SearchState& s, int side, int most);

// Each side's turnsToReach (at most 10 turns), worked out at most once for a state: both
// race bounds below ask for it.
class RacePlans {
  public:
    int turns(const SearchState& s, int side);

  private:
    std::array<int, 2> turns_{-1, -1};
};

// Two players, at a turn: `side` reaches the target before the other player can, whatever
// it does: nobody holds a safety, and none is drawn before `side` finishes (the draws keep
// their order); `side` makes the distance with its hand and its draws in turnsToReach turns;
// the other holds and draws meanwhile no hazard that could go on its table; and the other
// cannot reach sooner even unhindered.
bool winsTheRaceWithDraws(Outlook& outlook, int side);
bool winsTheRaceWithDraws(Outlook& outlook, int side, RacePlans& plans);

// Two players, at a turn: `side` reaches the target before the other player can, though
// the other spends on it every hazard it holds or draws meanwhile ("the race under fire").
// Each hit costs the other one turn of its own and `side` one turn (a Stop: a Roll; a Speed
// Limit: an End of Limit) or two (a remedy and a Roll; one with Right of Way): the other's
// hits can gain it turns, and `side` must still finish first against every number of them.
// `side` holds the remedies for all of them; nobody holds a safety, none is drawn before
// `side` finishes, and the pile lasts until then (the draws keep their order); `side` always
// has a card to spare on a turn it waits for a draw; and the other cannot reach sooner,
// even unhindered, with the turns its hits cost it.
bool winsTheRaceUnderFire(Outlook& outlook, int side);
bool winsTheRaceUnderFire(Outlook& outlook, int side, RacePlans& plans);

}  // namespace bornes
