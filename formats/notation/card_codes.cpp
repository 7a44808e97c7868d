// SPDX-License-Identifier: Apache-2.0
#include "notation/card_codes.h"

#include <array>
#include <cstdint>
#include <stdexcept>

#include "messages/card_names.h"

namespace bornes::formats::notation {

namespace {

bool joinedIsLonger(std::string_view code, std::string_view next) {
    std::string joined(code);
    joined += ' ';
    joined.append(next);
    return parseCardName(joined) || nameMayGoOn(joined);
}

}  // namespace

// Built from the codes the writer prints, each read by the lenient reader's functions: the
// fast path cannot read a code otherwise than they do.
ShortCodeTable::ShortCodeTable() {
    for (int k = 0; k < kCardKinds; ++k) {
        const Card card = cardAt(k);
        const std::string_view code = shortCode(card);
        if (code.size() > kLongest || parseCardName(code) != card)
            throw std::logic_error("a short code the card names do not read back");
        std::size_t slot = slotOf(keyOf(code));
        while (keys[slot]) slot = (slot + 1) % keys.size();
        keys[slot] = keyOf(code);
        codes[slot] = {card, nameMayGoOn(code)};
        for (int n = 0; n < kCardKinds; ++n)
            joins[static_cast<std::size_t>(k)][static_cast<std::size_t>(n)] =
                joinedIsLonger(code, shortCode(cardAt(n)));
    }
}

// Built when the program starts (from constant tables only): no guard on each lookup.
const ShortCodeTable kShortCodes;

bool joinsNext(std::string_view code, std::string_view next) {
    const ShortCode first = shortCodeOf(code), second = shortCodeOf(next);
    if (first.card == Card::None || second.card == Card::None) return joinedIsLonger(code, next);
    return kShortCodes.joins[static_cast<std::size_t>(index(first.card))]
                            [static_cast<std::size_t>(index(second.card))];
}

}  // namespace bornes::formats::notation
