// SPDX-License-Identifier: Apache-2.0
// A game's date read by its parts (notation/game_date.h, issue 30), against the calendar of
// the standard library (std::chrono::year_month_day::ok) for every month and day written
// every way people write them, and the notation's own form told apart.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <string>

#include "notation/game_date.h"

namespace bornes::formats {
namespace {

std::string twoDigits(int n) {
    char text[8];
    std::snprintf(text, sizeof text, "%02d", n);
    return text;
}

TEST(GameDate, EveryDayOfTheCalendarAndNoOther) {
    for (int year : {1900, 2000, 2024, 2026})
        for (int month = 0; month <= 13; ++month)
            for (int day = 0; day <= 32; ++day) {
                const std::chrono::year_month_day date{
                    std::chrono::year(year), std::chrono::month(static_cast<unsigned>(month)),
                    std::chrono::day(static_cast<unsigned>(day))};
                const std::string y = std::to_string(year);
                const std::string forms[] = {
                    y + "." + twoDigits(month) + "." + twoDigits(day),
                    y + "-" + twoDigits(month) + "-" + twoDigits(day),
                    y + "/" + std::to_string(month) + "/" + std::to_string(day),
                    y + "." + std::to_string(month) + "." + std::to_string(day)};
                for (const std::string& text : forms) {
                    SCOPED_TRACE(text);
                    const std::optional<DateReading> r = readGameDate(text);
                    ASSERT_EQ(r.has_value(), date.ok());
                    if (!r) continue;
                    EXPECT_EQ(r->date.year, year);
                    EXPECT_EQ(r->date.month, month);
                    EXPECT_EQ(r->date.day, day);
                    EXPECT_EQ(r->exact, text == forms[0]);
                }
            }
}

TEST(GameDate, PartsNotKnownAndPartsNotGiven) {
    const auto read = [](const char* text) {
        const std::optional<DateReading> r = readGameDate(text);
        if (!r) return std::string("none");
        return std::to_string(r->date.year) + " " + std::to_string(r->date.month) + " " +
               std::to_string(r->date.day) + (r->exact ? " exact" : "");
    };
    EXPECT_EQ(read("2026.??.??"), "2026 0 0 exact");
    EXPECT_EQ(read("????.??.??"), "0 0 0 exact");
    EXPECT_EQ(read("2026.03.??"), "2026 3 0 exact");
    EXPECT_EQ(read("2026.??.31"), "2026 0 31 exact");  // a day of some month
    EXPECT_EQ(read("????.02.29"), "0 2 29 exact");     // of a leap year, perhaps
    EXPECT_EQ(read("2026"), "2026 0 0");
    EXPECT_EQ(read("2026.3"), "2026 3 0");
    for (const char* none :
         {"", "26.03.15", "2026.03.15.1", "2026.03-15", "2026..15", "2026.003.15", "2026.0?.15",
          "20?6.03.15", "15/03/2026", "March 2026", "2026.03.15 "})
        EXPECT_EQ(read(none), "none") << none;
}

}  // namespace
}  // namespace bornes::formats
