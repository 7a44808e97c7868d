// SPDX-License-Identifier: Apache-2.0
#include "notation/card_codes.h"

#include <array>
#include <cstdint>
#include <stdexcept>

#include "messages/card_names.h"

namespace bornes::formats::notation {

namespace {

constexpr std::size_t kLongestCode = 7;  // the key below holds the word and its length

// A word of up to seven bytes and its length in one integer: one comparison per lookup.
std::uint64_t keyOf(std::string_view word) {
    std::uint64_t key = static_cast<std::uint64_t>(word.size()) << 56;
    for (std::size_t i = 0; i < word.size(); ++i)
        key |= static_cast<std::uint64_t>(static_cast<unsigned char>(word[i])) << (8 * i);
    return key;
}

bool joinedIsLonger(std::string_view code, std::string_view next) {
    std::string joined(code);
    joined += ' ';
    joined.append(next);
    return parseCardName(joined) || nameMayGoOn(joined);
}

std::size_t slotOf(std::uint64_t key) {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> 58);  // 64 slots
}

struct Table {
    std::array<std::uint64_t, 64> keys{};  // 0: an empty slot (a key holds its length)
    std::array<ShortCode, 64> codes{};
    // joins[a][b]: whether codes a and b, one after the other, make a name or its start.
    std::array<std::array<bool, kCardKinds>, kCardKinds> joins{};

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
            for (int n = 0; n < kCardKinds; ++n)
                joins[static_cast<std::size_t>(k)][static_cast<std::size_t>(n)] =
                    joinedIsLonger(code, shortCode(cardAt(n)));
        }
    }
};

// Built when the program starts (from constant tables only): no guard on each lookup.
const Table kTable;

const Table& table() {
    return kTable;
}

}  // namespace

bool joinsNext(std::string_view code, std::string_view next) {
    const ShortCode first = shortCodeOf(code), second = shortCodeOf(next);
    if (first.card == Card::None || second.card == Card::None) return joinedIsLonger(code, next);
    return table().joins[static_cast<std::size_t>(index(first.card))]
                        [static_cast<std::size_t>(index(second.card))];
}

ShortCode shortCodeOf(std::string_view word) {
    const Table& table = notation::table();
    if (word.empty() || word.size() > kLongestCode) return {};
    const std::uint64_t key = keyOf(word);
    for (std::size_t slot = slotOf(key); table.keys[slot]; slot = (slot + 1) % table.keys.size())
        if (table.keys[slot] == key) return table.codes[slot];
    return {};
}

}  // namespace bornes::formats::notation
