// SPDX-License-Identifier: Apache-2.0
// The short codes the writer prints ("VERT", "STOP", "25"), looked up in a small table: the
// reader's fast path for the cards that make up nearly all of a large file. Any other
// spelling (a long name, another case, accents) is the lenient reader's (card_names.h).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "engine/card.h"

namespace bornes::formats::notation {

struct ShortCode {
    Card card = Card::None;  // None: not a short code as the writer prints it
    // Whether a longer name begins with the code ("ROUE" of "Roue de secours"): the lenient
    // reader then looks at the word after it, and so must the fast path.
    bool mayGoOn = false;
};

// The codes by a small open-addressed table, built when the program starts
// (card_codes.cpp) from the codes the writer prints, each read by parseCardName.
struct ShortCodeTable {
    static constexpr std::size_t kLongest = 7;  // a key holds the word and its length
    std::array<std::uint64_t, 64> keys{};       // 0: an empty slot
    std::array<ShortCode, 64> codes{};
    // joins[a][b]: whether codes a and b, one after the other, make a name or its start.
    std::array<std::array<bool, kCardKinds>, kCardKinds> joins{};

    ShortCodeTable();
    // A word of up to kLongest bytes and its length in one integer.
    static std::uint64_t keyOf(std::string_view word) {
        std::uint64_t key = static_cast<std::uint64_t>(word.size()) << 56;
        for (std::size_t i = 0; i < word.size(); ++i)
            key |= static_cast<std::uint64_t>(static_cast<unsigned char>(word[i])) << (8 * i);
        return key;
    }
    static std::size_t slotOf(std::uint64_t key) {
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> 58);  // 64 slots
    }
};
extern const ShortCodeTable kShortCodes;

// The code `word` is exactly, read as parseCardName reads it. Inline: it is asked of nearly
// every word of a file.
inline ShortCode shortCodeOf(std::string_view word) {
    if (word.empty() || word.size() > ShortCodeTable::kLongest) return {};
    const std::uint64_t key = ShortCodeTable::keyOf(word);
    for (std::size_t slot = ShortCodeTable::slotOf(key); kShortCodes.keys[slot];
         slot = (slot + 1) % kShortCodes.keys.size())
        if (kShortCodes.keys[slot] == key) return kShortCodes.codes[slot];
    return {};
}

// Whether a code a longer name may go on from (mayGoOn) and the word after it make a name
// or the start of one, as the lenient reader joins them: "ROUE de", not "ROUE VERT" (a
// table for two codes, parseCardName and nameMayGoOn for any other word).
bool joinsNext(std::string_view code, std::string_view next);

}  // namespace bornes::formats::notation
