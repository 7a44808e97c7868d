// SPDX-License-Identifier: Apache-2.0
#include "notation/card_codes.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <stdexcept>

#include "messages/card_names.h"

namespace bornes::formats::notation {

namespace {

constexpr std::size_t kLongestCode = 7;  // the key below holds the word and its length

// A word of up to seven bytes and its length in one integer: one comparison per lookup.
std::uint64_t keyOf(std::string_view word) {
    std::uint64_t key = 0;
    std::memcpy(&key, word.data(), word.size());
    return key | static_cast<std::uint64_t>(word.size()) << 56;
}

std::size_t slotOf(std::uint64_t key) {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> 58);  // 64 slots
}

struct Table {
    std::array<std::uint64_t, 64> keys{};  // 0: an empty slot (a key holds its length)
    std::array<ShortCode, 64> codes{};

    // Built from the codes the writer prints, each read by the lenient reader's functions:
    // the fast path cannot read a code otherwise than they do.
    Table() {
        for (int k = 0; k < kCardKinds; ++k) {
            const Card card = cardAt(k);
            const std::string_view code = shortCode(card);
            if (code.size() > kLongestCode || parseCardName(code) != card)
                throw std::logic_error("a short code the card names do not read back");
            std::size_t slot = slotOf(keyOf(code));
            while (keys[slot]) slot = (slot + 1) % keys.size();
            keys[slot] = keyOf(code);
            codes[slot] = {card, nameMayGoOn(code)};
        }
    }
};

}  // namespace

ShortCode shortCodeOf(std::string_view word) {
    static const Table table;
    if (word.empty() || word.size() > kLongestCode) return {};
    const std::uint64_t key = keyOf(word);
    for (std::size_t slot = slotOf(key); table.keys[slot]; slot = (slot + 1) % table.keys.size())
        if (table.keys[slot] == key) return table.codes[slot];
    return {};
}

}  // namespace bornes::formats::notation
