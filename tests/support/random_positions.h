// SPDX-License-Identifier: Apache-2.0
// Random positions for the solver's tests, all cards known, from seeded self-play: a fresh
// deal played by random players up to a chosen moment (the pile down to a given size, or
// the hands down to a given number of cards after the pile ran out), ending at any phase.
#pragma once

#include <cstdint>
#include <optional>

#include "engine/position.h"
#include "engine/rng.h"
#include "solver/question.h"

namespace bornes::test {

struct PositionShape {
    Table table = Table::of(Form::Four);
    int pileSize = 0;   // cards left in the pile (0: the play-out)
    int handCards = 0;  // with the pile empty: at most this many cards in all hands (0: any)
    Phase phase = Phase::Turn;  // the decision wanted (Turn, CoupFourre or Allonge)
};

// A position of that shape from `rng`, or nothing when the hand played from this deal never
// met it (the hand ended first, or never opened that kind of decision).
std::optional<Position> randomPosition(const PositionShape& shape, Rng& rng);

// A position built card by card rather than played: random tableaux (tops, hazards with
// what they cover, limits, safeties, coups-fourrés, distance near the target), hands drawn
// from a few kinds of card (so that exhaustive search stays small), a short pile, and the
// decision wanted. Covers states self-play rarely reaches.
struct ConstructedShape {
    Table table = Table::of(Form::Four);
    int pileSize = 0;
    int kindsPerHand = 2;  // while the pile lasts: each full hand holds at most this many kinds
    int maxHand = 3;       // with the pile empty: each hand holds 0..maxHand cards
    Phase phase = Phase::Turn;
    // A race: every side 25 to 100 km from the target, and full hands drawn mostly from
    // distance cards, safeties and hazards (the cards of a finish and of its defence).
    bool race = false;
};
std::optional<Position> constructedPosition(const ConstructedShape& shape, Rng& rng);

// A random question about a random side, under either ruleset, the no-100-no-200 bonus in
// force one time in three.
Query randomQuery(Rng& rng, const Position& p);

// A random table: each form, its target drawn among the small ones (to keep hands short)
// and the book's.
Table randomTable(Rng& rng);

}  // namespace bornes::test
