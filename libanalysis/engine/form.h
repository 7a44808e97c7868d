// SPDX-License-Identifier: Apache-2.0
// The forms of the game (RULES.md §2): how many players, how they form sides, the target.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace bornes {

enum class Form : std::uint8_t {
    Two,            // 2 individuals, 700, allonge, 101 cards
    Three,          // 3 individuals, 700, allonge, 101 cards
    Four,           // 2 teams of 2, 1000, 106 cards
    SixThreeTeams,  // 3 teams of 2 (A B C A' B' C'), 700, allonge, 106 cards
    SixTwoTeams,    // option six=2x3: 2 teams of 3 sitting alternately (R17), 1000, 106 cards
};

inline constexpr int kMaxPlayers = 6;
inline constexpr int kMaxSides = 3;
inline constexpr int kAllongeTarget = 1000;

// Seats are numbered 0..players-1 in playing order (play passes to the left, seat + 1).
// In every form, seat s belongs to side s % sides: partners alternate around the table.
struct Table {
    Form form = Form::Four;
    std::uint8_t players = 4;
    std::uint8_t sides = 2;
    std::uint16_t target = 1000;  // distance that ends the hand
    bool allonge = false;         // a side reaching exactly the target may extend to 1000 (§7)

    // The form as the books define it; `target` may be changed afterwards with withTarget().
    static Table of(Form form);
    // The form for a number of players (6 gives three teams of two, the books' default).
    static std::optional<Table> forPlayers(int players);
    // Same form with another target (a multiple of 25 from 25 to 1000). Allonge stays
    // possible only in the forms that have it and only below 1000.
    std::optional<Table> withTarget(int newTarget) const;

    // (Divided by a constant: the sides are 2 or 3, and a division by a number known only at
    // run time cost the heuristic's playouts a fifth of their time.)
    constexpr int sideOf(int seat) const {
        return sides == 2 ? seat % 2 : sides == 3 ? seat % 3 : seat % sides;
    }
    constexpr bool isTeamGame() const { return players != sides; }
    // Deck size: 101 for 2–3 players, 106 otherwise (§2).
    constexpr int deckSize() const { return players <= 3 ? 101 : 106; }

    friend bool operator==(const Table&, const Table&) = default;
};

// "2", "3", "4", "6" (three teams of two) and "6x2x3" style names used by the tools.
std::string_view formName(Form form);
std::optional<Form> parseForm(std::string_view name);

}  // namespace bornes
