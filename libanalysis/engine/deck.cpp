// SPDX-License-Identifier: Apache-2.0
#include "engine/deck.h"

namespace bornes {

CardCounts deckCounts(const Table& table) {
    // Stop, Speed Limit, Out of Gas, Flat Tire, Accident, Roll, End of Limit, Gasoline,
    // Spare Tire, Repairs, 4 safeties, 25, 50, 75, 100, 200 (§1).
    CardCounts counts{5, 4, 3, 3, 3, 14, 6, 6, 6, 6, 1, 1, 1, 1, 10, 10, 10, 12, 4};
    if (table.players <= 3)
        for (int h = index(Card::Stop); h <= index(Card::Accident); ++h) --counts[h];
    return counts;
}

std::vector<Card> shuffledDeck(const Table& table, Rng& rng) {
    std::vector<Card> deck;
    deck.reserve(kMaxDeck);
    const CardCounts counts = deckCounts(table);
    for (int k = 0; k < kCardKinds; ++k) deck.insert(deck.end(), counts[k], cardAt(k));
    for (std::size_t i = deck.size(); i > 1; --i)  // Fisher–Yates
        std::swap(deck[i - 1], deck[rng.below(static_cast<std::uint32_t>(i))]);
    return deck;
}

}  // namespace bornes
