// SPDX-License-Identifier: Apache-2.0
// The deck for each form (RULES.md §1–§2) and a seeded shuffle.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/card.h"
#include "engine/form.h"
#include "engine/rng.h"

namespace bornes {

inline constexpr int kMaxDeck = 106;

using CardCounts = std::array<std::uint8_t, kCardKinds>;

// How many cards of each kind the deck of this table holds (106, or 101 for 2–3 players).
CardCounts deckCounts(const Table& table);

// The deck in a uniformly random order decided by the seed; the last card is the top.
std::vector<Card> shuffledDeck(const Table& table, Rng& rng);

}  // namespace bornes
