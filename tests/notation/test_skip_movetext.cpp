// SPDX-License-Identifier: Apache-2.0
// The reader told to skip a game's movetext once its tags are read (RecordReader::
// onTagsRead, python-chess's SKIP): the same games with the same tags as a whole read,
// no hands, no word of the moves looked at (not one action read, a misspelt word unseen),
// and the next game read as it would be.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "notation/record_reader.h"
#include "records.h"

namespace bornes::formats {
namespace {

namespace fs = std::filesystem;

// What a game holds before its hands: its tags, as a whole read gives them.
std::string tagsOf(const Record& r) {
    std::ostringstream out;
    out << r.event << "|" << r.site << "|" << r.date << "|" << r.rules.table.players << "|"
        << r.rules.table.target << "|" << r.result << "|" << r.comment << "|" << r.where.line;
    for (const int s : r.scores) out << " " << s;
    for (const std::string& s : r.seats) out << " " << s;
    for (const Tag& t : r.otherTags) out << " " << t.name << "=" << t.value;
    return out.str();
}

struct Read {
    std::vector<std::string> tags;
    std::vector<std::size_t> hands;
    std::vector<bool> skipped;
    std::vector<Diagnostic> problems;
    long long fastActions = 0;
};

Read readText(const std::string& text, std::function<Reading(const Record&)> ask) {
    std::istringstream in(text);
    RecordReader reader(in);
    if (ask) reader.onTagsRead(std::move(ask));
    Read out;
    Record record;
    while (reader.next(record, out.problems)) {
        out.tags.push_back(tagsOf(record));
        out.hands.push_back(record.hands.size());
        out.skipped.push_back(record.movetextSkipped);
    }
    out.fastActions = reader.fastActions();
    return out;
}

Reading skipAll(const Record&) {
    return Reading::SkipMovetext;
}

TEST(SkipMovetext, TheSamplesKeepTheirTagsAndLoseTheirHands) {
    const fs::path root(BORNES_SOURCE_DIR);
    int files = 0;
    for (const fs::path& dir : {root / "samples", root / "samples" / "games"})
        for (const auto& entry : fs::directory_iterator(dir)) {
            if (entry.path().extension() != ".mbn") continue;
            SCOPED_TRACE(entry.path().string());
            const std::string text = test::readFile(entry.path());
            const Read whole = readText(text, nullptr), skipped = readText(text, skipAll);
            ASSERT_TRUE(whole.problems.empty());
            EXPECT_TRUE(skipped.problems.empty());
            EXPECT_EQ(skipped.tags, whole.tags);
            for (std::size_t g = 0; g < whole.tags.size(); ++g) {
                EXPECT_GT(whole.hands[g], 0u);
                EXPECT_FALSE(whole.skipped[g]);
                EXPECT_EQ(skipped.hands[g], 0u) << "game " << g + 1;
                EXPECT_TRUE(skipped.skipped[g]);
            }
            EXPECT_EQ(skipped.fastActions, 0) << "a word of the moves was read";
            ++files;
        }
    EXPECT_GE(files, 10);
}

const std::string kTwoGames =
    "[Event \"first\"]\n[Players \"2\"]\n[Seats \"Anne Bruno\"]\n\n"
    "[Hand \"1\"]\n1. Anne: VERT 2. Bruno: VERTT\n\n"
    "[Event \"second skip\"]\n[Players \"2\"]\n[Seats \"Anne Bruno\"]\n\n"
    "[Hand \"1\"]\n1. Anne: VERT\n";

TEST(SkipMovetext, AMisspeltMoveIsNotSeenAndTheNextGameIsRead) {
    const Read whole = readText(kTwoGames, nullptr), skipped = readText(kTwoGames, skipAll);
    ASSERT_EQ(whole.tags.size(), 2u);
    EXPECT_FALSE(whole.problems.empty()) << "VERTT is an error when the moves are read";
    EXPECT_TRUE(skipped.problems.empty());
    EXPECT_EQ(skipped.tags, whole.tags);
}

TEST(SkipMovetext, EachGameAsItsTagsDecide) {
    const Read some = readText(kTwoGames, [](const Record& r) {
        return r.event.find("skip") != std::string::npos ? Reading::SkipMovetext
                                                         : Reading::Movetext;
    });
    ASSERT_EQ(some.tags.size(), 2u);
    EXPECT_EQ(some.skipped, (std::vector<bool>{false, true}));
    EXPECT_EQ(some.hands, (std::vector<std::size_t>{1, 0}));
    EXPECT_FALSE(some.problems.empty()) << "the first game's moves were read";
}

}  // namespace
}  // namespace bornes::formats
