// SPDX-License-Identifier: Apache-2.0
// Scores as people write them and as the replay prints them (notation/score_list.h): a list
// copied from `bornes-replay --lang fr` ("1 350" with narrow no-break spaces) or typed with
// plain spaces reads back as the numbers it shows, and a list that plain spaces make
// ambiguous is refused with a message that says how to write it.
#include <gtest/gtest.h>

#include "notation/score_list.h"

namespace bornes::formats {
namespace {

struct Read {
    std::vector<int> scores;
    std::string problem;  // the message's identifier, "" when read
};

Read read(const std::string& value, int sides) {
    Read r;
    if (const auto problem = readScores(value, sides, SourceLocation{}, r.scores))
        r.problem = std::string(messageCode(problem->what.id));
    return r;
}

TEST(ScoreList, PlainNumbersOnePerSide) {
    EXPECT_EQ(read("1350 1400", 2).scores, (std::vector<int>{1350, 1400}));
    EXPECT_EQ(read("0 25 3000", 3).scores, (std::vector<int>{0, 25, 3000}));
}

// The French replay's narrow no-break space (U+202F), a no-break space, a thin space.
TEST(ScoreList, GroupSpacesInsideANumber) {
    EXPECT_EQ(read("1\u202F350 1\u202F400", 2).scores, (std::vector<int>{1350, 1400}));
    EXPECT_EQ(read("1\u00A0350 12\u00A0400", 2).scores, (std::vector<int>{1350, 12400}));
    EXPECT_EQ(read("1\u2009350 700", 2).scores, (std::vector<int>{1350, 700}));
    EXPECT_EQ(read("1\u202F234\u202F567 0", 2).scores, (std::vector<int>{1234567, 0}));
}

// "1 350 1 400" as copied with plain spaces: one reading gives two scores.
TEST(ScoreList, PlainSpacesGroupWhenOneReadingFits) {
    EXPECT_EQ(read("1 350 1 400", 2).scores, (std::vector<int>{1350, 1400}));
    EXPECT_EQ(read("700 1 350", 2).scores, (std::vector<int>{700, 1350}));
    EXPECT_EQ(read("2 700 1 350 0", 3).scores, (std::vector<int>{2700, 1350, 0}));
    EXPECT_EQ(read("1,350, 1,400", 2).scores, (std::vector<int>{1350, 1400}));
}

TEST(ScoreList, AmbiguousSpacesRefused) {
    EXPECT_EQ(read("5 100 200", 2).problem, "scores-ambiguous");  // 5 100 | 200 or 5 | 100 200
    EXPECT_EQ(read("100 200 300", 2).problem, "scores-ambiguous");
    EXPECT_EQ(read("1 350 700", 2).problem, "scores-ambiguous");  // 1 350 | 700 or 1 | 350 700
    EXPECT_TRUE(read("5 100 200", 2).scores.empty());
}

TEST(ScoreList, WhatCannotBeAScoreOrACount) {
    EXPECT_EQ(read("1 35 1 400", 2).problem, "scores-count");  // 35 is no group of three
    EXPECT_EQ(read("1350", 2).problem, "scores-count");
    EXPECT_EQ(read("1350 1400 0", 2).problem, "scores-count");  // more words, none groups
    EXPECT_EQ(read("1\u202F35 0", 2).problem, "bad-score");
    EXPECT_EQ(read("1350\u202F000 0", 2).problem, "bad-score");  // a first group of four
    EXPECT_EQ(read("\u202F350 0", 2).problem, "bad-score");
    EXPECT_EQ(read("x 0", 2).problem, "bad-score");
    EXPECT_EQ(read("-5 0", 2).problem, "bad-score");
    EXPECT_EQ(read("1234567890 0", 2).problem, "bad-score");  // ten digits
}

TEST(ScoreList, TheAmbiguityToldInBothLanguages) {
    std::vector<int> out;
    const auto problem = readScores("5 100 200", 2, SourceLocation{}, out);
    ASSERT_TRUE(problem);
    EXPECT_EQ(problem->text(Language::English),
              "'5 100 200' reads as 2 scores in more than one way: write each score without "
              "spaces (1350, not 1 350) (notation)");
    EXPECT_EQ(problem->text(Language::French).substr(0, 44),
              "'5 100 200' se lit de plusieurs façons en 2");
}

}  // namespace
}  // namespace bornes::formats
