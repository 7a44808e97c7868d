// SPDX-License-Identifier: Apache-2.0
#include "notation/game_date.h"

#include <array>
#include <vector>

namespace bornes::formats {

namespace {

int daysIn(int year, int month) {
    static constexpr std::array<int, 12> kDays = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    if (month == 2 && (leap || year == 0)) return 29;  // a year not known may be a leap year
    return kDays[static_cast<std::size_t>(month - 1)];
}

// A part: its number, 0 when it is all '?' (not known), -1 when it is neither (or 0).
int partOf(std::string_view part) {
    if (part.find_first_not_of('?') == std::string_view::npos) return 0;
    int value = 0;
    for (char c : part) {
        if (c < '0' || c > '9') return -1;
        value = value * 10 + (c - '0');
    }
    return value > 0 ? value : -1;
}

}  // namespace

std::optional<DateReading> readGameDate(std::string_view text) {
    std::vector<std::string_view> parts;
    char separator = 0;
    for (std::size_t start = 0;;) {
        const std::size_t end = text.find_first_of(".-/", start);
        parts.push_back(text.substr(start, end - start));
        if (end == std::string_view::npos) break;
        if (separator && text[end] != separator) return std::nullopt;  // "2026.03-15"
        separator = text[end];
        start = end + 1;
    }
    if (parts.size() > 3 || parts[0].size() != 4) return std::nullopt;
    for (std::size_t i = 1; i < parts.size(); ++i)
        if (parts[i].empty() || parts[i].size() > 2) return std::nullopt;
    DateReading r;
    int* fields[] = {&r.date.year, &r.date.month, &r.date.day};
    for (std::size_t i = 0; i < parts.size(); ++i)
        if ((*fields[i] = partOf(parts[i])) < 0) return std::nullopt;
    // A day checked against its month when the month is known, else against the longest.
    if (r.date.month > 12) return std::nullopt;
    const int lastDay = r.date.month ? daysIn(r.date.year, r.date.month) : 31;
    if (r.date.day > lastDay) return std::nullopt;
    r.exact = parts.size() == 3 && separator == '.' && parts[1].size() == 2 && parts[2].size() == 2;
    return r;
}

}  // namespace bornes::formats
