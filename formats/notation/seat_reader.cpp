// SPDX-License-Identifier: Apache-2.0
#include "notation/seat_reader.h"

#include "messages/card_names.h"
#include "messages/suggest.h"
#include "notation/notation_lexer.h"
#include "text/name_folding.h"

namespace bornes::formats {

SeatMatcher::SeatMatcher(const Record& record)
    : table_(record.rules.table), players_(record.rules.table.players) {
    for (int s = 0; s < players_; ++s) {
        names_.push_back(record.seatName(s));
        keys_[static_cast<std::size_t>(s)] = keyOf(names_.back());
        folded_[static_cast<std::size_t>(s)] = foldName(record.seatName(s));
        codes_[static_cast<std::size_t>(s)] = "p" + std::to_string(s + 1);
    }
}

int SeatMatcher::otherSeat(std::string_view name) const {
    // As printed, no folding (seat() compared the short names).
    if (keyOf(name) == kLong)
        for (int s = 0; s < players_; ++s)
            if (name == names_[static_cast<std::size_t>(s)]) return s;
    const std::string f = foldName(name);
    for (int s = 0; s < players_; ++s)
        if (f == folded_[static_cast<std::size_t>(s)] || f == codes_[static_cast<std::size_t>(s)])
            return s;
    return -1;
}

int SeatMatcher::side(std::string_view name) const {
    if (name.size() == 1) {
        const char c =
            static_cast<char>(name[0] >= 'a' && name[0] <= 'z' ? name[0] - 'a' + 'A' : name[0]);
        if (c >= 'A' && c < 'A' + table_.sides) return c - 'A';
    }
    const int s = seat(name);
    return s < 0 ? -1 : table_.sideOf(s);
}

std::string SeatMatcher::nearest(std::string_view name) const {
    return formats::nearest(name, names_);
}

std::string_view trimmedName(std::string_view name) {
    for (;;) {
        if (!name.empty() && notation::blank(name.back()))
            name.remove_suffix(1);
        else if (name.ends_with("\u00A0"))
            name.remove_suffix(2);
        else if (name.ends_with("\u202F"))
            name.remove_suffix(3);
        else
            return name;
    }
}

}  // namespace bornes::formats
