// SPDX-License-Identifier: Apache-2.0
// Which cards of each hand can still matter to the question: the solver's exact
// abstraction of a state, in the manner of partition search (Ginsberg) and DDS's
// winning-rank table entries. Two states that differ only in what cannot matter have the
// same value; keyed alike in the tables, each proof serves both.
//
// A copy of a card is junk when it can never again be played, only discarded:
//   - a dead card (move_order.h: a hazard every opponent is immune to, a third 200, ...);
//   - a copy beyond what may still be played: remedies beyond the hazards that may still
//     come (in the opponents' hands or the pile) plus the one on top, Rolls beyond one per
//     hazard that may still come (plus one if the side is not rolling yet), Ends of Limit
//     beyond the Speed Limits, distance cards of a value beyond what the room left takes;
//   - for the yes/no questions, distance cards of a value no exact finish of the side uses
//     (of the target, or 1000 for S's couronnement when an allonge may come): an opponent
//     reaching the target declines the allonge, and S has lost (R18, R6);
//   - for the yes/no questions, once an opposing side can never reach its target: its
//     distance cards, Rolls and remedies (they change only its own tableau, which then no
//     longer matters), and, when every opposing side is so, S's hazards (an attack on a
//     side that cannot reach is worth a discard: the coup-fourré it may open is the
//     opponents' choice).
// Why it is exact: junk copies can only be discarded (or, the distance no finish uses,
// played for nothing a discard would not do: S gives up reaching, an opponent gives up
// ending the hand), and discarding one or another has the same effect; every other copy gives its
// holder's side options and never takes one away, so a live copy is worth at least a junk one.
// Hence a hand is keyed as its live copies and a count of junk, and a player holding junk never
// needs to discard a live copy (the junk discard dominates it). For the yes/no questions the
// tableau of an opposing side that can never reach is left out of the key as well (only its
// safeties' extra turns matter, and those are its hand's), and so are the coups-fourrés marks
// (points only).
#pragma once

#include <array>
#include <cstdint>

#include "solver/outlook.h"
#include "solver/question.h"
#include "solver/search_state.h"

namespace bornes {

struct HandRelevance {
    std::uint32_t live = 0;  // kinds of which the seat holds a copy that may still be played
    std::uint32_t junk = 0;  // kinds of which it holds copies that never can (bit per Card)
};

class Relevance {
  public:
    // `finishing`: the distance no exact finish uses counted as junk (SearchOptions::finishing).
    Relevance(Outlook& outlook, const Query& q, bool finishing = true);

    const HandRelevance& hand(int seat) const { return hands_[static_cast<std::size_t>(seat)]; }
    // The state's futureKey() with each hand's junk keyed as so many junk cards, and what no
    // longer matters of the tableaux left out (see above).
    std::uint64_t key() const { return key_; }

  private:
    // Sets hand `seat`'s live and junk kinds for its side's `limits`, and keys its junk.
    void keyJunk(int seat, std::uint64_t counts, std::uint32_t kinds, std::uint64_t limits);

    std::array<HandRelevance, kMaxPlayers> hands_{};
    std::uint64_t key_ = 0;
};

// How many more copies of each kind a player of `side` may still play, at most, three bits
// per kind as SearchState::counts() (7: no limit to speak of; 0: the kind is dead, whatever
// the question).
std::uint64_t copyLimits(Outlook& outlook, int side);
// The same for question `q`: with, for the yes/no questions, the cards of no use against or
// by an opposing side that can never reach (see above).
std::uint64_t copyLimits(Outlook& outlook, int side, const Query& q, bool finishing = true);
// The kinds whose limit is 0.
std::uint32_t kindsNeverPlayable(std::uint64_t limits);
// copyLimits(outlook, side, q) one count per kind, for the tests.
std::array<int, kCardKinds> playableCopies(Outlook& outlook, int side, const Query& q);

}  // namespace bornes
