// SPDX-License-Identifier: Apache-2.0
#include "notation/seat_names.h"

#include <array>
#include <vector>

#include "messages/card_names.h"
#include "notation/notation_lexer.h"
#include "text/name_folding.h"

namespace bornes::formats {

SeatNames::SeatNames(const Table& table) : table_(table) {
    for (int s = 0; s < kMaxPlayers; ++s) {
        std::string name(1, 'P');  // built in two steps: GCC 12 warns falsely on "P" + string
        name += std::to_string(s + 1);
        seats_[static_cast<std::size_t>(s)] = name;
    }
}

SeatNames::SeatNames(const Table& table, const std::array<std::string, kMaxPlayers>& names)
    : table_(table), seats_(names) {}

bool SeatNames::named() const {
    return seats_ != SeatNames(table_).seats_;
}

std::string SeatNames::written() const {
    std::string text;
    for (int s = 0; s < table_.players; ++s) text += (s ? " " : "") + seat(s);
    return text;
}

std::vector<std::pair<std::string, std::string>> SeatNames::operations() const {
    if (!named()) return {};
    return {{"seats", written()}};
}

std::optional<Message> readSeatNames(std::string_view text, const Table& table,
                                     std::array<std::string, kMaxPlayers>& names) {
    const std::vector<std::string_view> words = notation::splitWords(text);
    if (static_cast<int>(words.size()) != table.players)
        return Message(MessageId::SeatsCount, words.size(), table.players);
    std::array<std::string, kMaxPlayers> folded;  // each name folded once, not once a pair
    for (std::size_t s = 0; s < words.size(); ++s) {
        const std::string n(words[s]);
        if (!notation::isName(n)) return Message(MessageId::BadPlayerName, n);
        if (n.size() == 2 && (n[0] == 'p' || n[0] == 'P') && n[1] >= '1' && n[1] <= '6' &&
            n[1] != static_cast<char>('1' + s))
            return Message(MessageId::SeatCodeElsewhere, n);
        folded[s] = foldName(n);
        for (std::size_t o = 0; o < s; ++o)
            if (folded[o] == folded[s]) return Message(MessageId::PlayerTwice, n);
        names[s] = n;
    }
    return std::nullopt;
}

std::string SeatNames::side(int side) const {
    std::string name;
    for (int s = side; s < table_.players; s += table_.sides) {
        if (!name.empty()) name += '/';
        name += seat(s);
    }
    return name;
}

}  // namespace bornes::formats
