// SPDX-License-Identifier: Apache-2.0
// What one side has on the table (RULES.md §2): battle pile, speed pile, distance, safeties.
#pragma once

#include <bit>
#include <cstdint>

#include "engine/card.h"
#include "engine/deck.h"

namespace bornes {

struct Tableau {
    // Every card of this side on the table, by kind: both piles, distance cards, safeties.
    // Only the tops of the piles matter to the rules; the counts keep every card accounted for.
    CardCounts cards{};
    Card battleTop = Card::None;
    // The card under a hazard on top: a safety that cancels the hazard uncovers it (R2).
    // Hazards never lie on hazards, so one level is all the rules can ever uncover.
    Card battleUnder = Card::None;
    bool limited = false;           // the speed pile shows a Speed Limit
    std::uint8_t safeties = 0;      // safetyBit() of each safety on the table
    std::uint8_t coupsFourres = 0;  // the subset of them laid as coup-fourré (sideways)
    std::uint16_t distance = 0;     // kilometres of the distance cards

    bool has(Card safety) const { return safeties & safetyBit(safety); }
    bool hasCoupFourre(Card safety) const { return coupsFourres & safetyBit(safety); }
    int count(Card c) const { return cards[static_cast<std::size_t>(index(c))]; }
    int twoHundreds() const { return count(Card::D200); }
    // Rolling (§4): Roll on top, or Right of Way and no hazard on top.
    bool rolling() const {
        return battleTop == Card::Roll || (has(Card::RightOfWay) && !isHazard(battleTop));
    }
    // A side is capot when it played no distance card (§8).
    bool capot() const { return distance == 0; }
    int safetyCount() const { return std::popcount(safeties); }
    int coupFourreCount() const { return std::popcount(coupsFourres); }

    friend bool operator==(const Tableau&, const Tableau&) = default;
};

}  // namespace bornes
