// SPDX-License-Identifier: Apache-2.0
// A game's date, the value of [Date] (NOTATION.md §3.2): YYYY.MM.DD as PGN writes it, the
// parts not known written ?? ("2026.??.??"). bornes-select compares dates by these parts,
// never as text.
#pragma once

#include <optional>
#include <string_view>

namespace bornes::formats {

struct GameDate {
    int year = 0, month = 0, day = 0;  // 0: not known (or, in a condition, not asked)
};

struct DateReading {
    GameDate date;
    bool exact = false;  // written as the notation writes it: YYYY.MM.DD, ?? where not known
};

// Reads a date by its parts: the notation's form, or the forms people write ('-' or '/'
// between the parts, one-digit months and days: "2026-03-15", "2026.3.5"), or the first
// parts only ("2026", "2026.03"). Nothing when it is no date: a month past 12, a day past
// the month's last, a year of other than four digits, other text.
std::optional<DateReading> readGameDate(std::string_view text);

}  // namespace bornes::formats
