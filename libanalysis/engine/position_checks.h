// SPDX-License-Identifier: Apache-2.0
// The rules a position's description must keep before it becomes a Position (§1-§7 and
// the notation): the cards counted against the deck, each side's piles, the phase, the
// hands' sizes. Internal to position_setup.cpp, which builds the position; each check
// returns the refusal that names the rule, in English and as data.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "engine/card.h"
#include "engine/position_setup.h"

namespace bornes::setup_checks {

// A reason the description is refused, with its English.
struct Refused {
    SetupProblem problem;
    std::string english;
};
using Check = std::optional<Refused>;
Refused refused(std::string english, SetupProblem problem);

std::string sideName(int side);  // "side A"
std::string seatName(int seat);  // "seat 1"
std::string cardName(Card c);    // its English name

// How many cards of each kind (Unknown included) the description places anywhere.
using Counts = std::array<int, kHandKinds>;
Counts placedCards(const PositionSetup& s);

// Every rule a description can be checked against without the position built: the table,
// the sides, the cards' counts, each side's piles, the phase, the hands.
Check checkSetup(const PositionSetup& s);

}  // namespace bornes::setup_checks
