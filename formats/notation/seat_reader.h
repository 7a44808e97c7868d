// SPDX-License-Identifier: Apache-2.0
// The seats of a record's roster as its movetext and hand tags name them (NOTATION.md §3):
// a player's name as printed, folded (case, accents: "anais" for "Anaïs") or as its code
// ("p2"); a side by its letter or by one of its players.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "notation/record.h"

namespace bornes::formats {

class SeatMatcher {
  public:
    SeatMatcher() = default;                     // no seat yet: the roster is not read
    explicit SeatMatcher(const Record& record);  // the roster applied to the record

    // -1 when no seat has that name. Inline for a name as printed, which nearly every move
    // of a file gives.
    int seat(std::string_view name) const {
        if (const std::uint64_t key = keyOf(name); key != kLong)
            for (int s = 0; s < players_; ++s)
                if (key == keys_[static_cast<std::size_t>(s)]) return s;
        return otherSeat(name);
    }
    int side(std::string_view name) const;  // -1 when no side
    // The seat name nearest a misspelt one ("Lcu" -> "Luc"), or "".
    std::string nearest(std::string_view name) const;

  private:
    // A name of up to seven bytes and its length in one integer (kLong if longer).
    static std::uint64_t keyOf(std::string_view name) {
        if (name.size() > 7) return kLong;
        std::uint64_t key = static_cast<std::uint64_t>(name.size()) << 56;
        for (std::size_t i = 0; i < name.size(); ++i)
            key |= static_cast<std::uint64_t>(static_cast<unsigned char>(name[i])) << (8 * i);
        return key;
    }
    int otherSeat(std::string_view name) const;  // a long name as printed, or folded

    Table table_ = Table::of(Form::Two);
    int players_ = 0;
    std::vector<std::string> names_;
    std::array<std::string, kMaxPlayers> folded_, codes_;
    // Each name as printed packed in an integer when it has at most seven bytes (kLong when
    // longer): the names of a file's every move compared in one instruction each.
    static constexpr std::uint64_t kLong = ~std::uint64_t{0};
    std::array<std::uint64_t, kMaxPlayers> keys_{};
};

// A player's name before ':' without the blanks French typography puts there ("Luc : ",
// "Luc\u00A0:", "Luc\u202F:").
std::string_view trimmedName(std::string_view name);

}  // namespace bornes::formats
