// SPDX-License-Identifier: Apache-2.0
// No input crashes or hangs the reader or the validator: truncated files, binary junk, a
// 10 MB line, invalid UTF-8, a card used twenty times, absurd numbers. Each gets a clear
// error at a real place, and the games after it are still read.
#include <gtest/gtest.h>

#include <filesystem>

#include "engine/rng.h"
#include "records.h"

namespace bornes::formats {
namespace {

using test::errorsOf;
using test::readFile;
using test::validateText;

const std::filesystem::path kSamples = std::filesystem::path(BORNES_SOURCE_DIR) / "samples";

// Every diagnostic points into the text: a line that exists, a column on it (or just after).
void expectPlacesInside(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::size_t> lengths;
    for (std::string line; std::getline(in, line);) lengths.push_back(line.size());
    for (const std::string& d : validateText(text)) {
        const int line = std::stoi(d);
        const int column = std::stoi(d.substr(d.find(':') + 1));
        ASSERT_GE(line, 1) << d;
        ASSERT_LE(line, static_cast<int>(lengths.size()) + 1) << d;
        ASSERT_GE(column, 1) << d;
        if (line <= static_cast<int>(lengths.size())) {
            ASSERT_LE(column, static_cast<int>(lengths[static_cast<std::size_t>(line - 1)]) + 1)
                << d;
        }
    }
}

TEST(Robustness, EveryTruncationOfTheSamples) {
    for (const char* name : {"worked-example.mbn", "irregular.mbn", "scoring/5100.mbn"}) {
        const std::string text = readFile(kSamples / name);
        for (std::size_t n = 0; n <= text.size(); ++n) {
            SCOPED_TRACE(std::string(name) + " cut at " + std::to_string(n));
            expectPlacesInside(text.substr(0, n));
        }
    }
}

TEST(Robustness, BinaryJunk) {
    Rng rng(99);
    for (int trial = 0; trial < 50; ++trial) {
        std::string junk(4096, '\0');
        for (char& c : junk) c = static_cast<char>(rng.below(256));
        if (trial % 2) junk = "[Event \"junk\"]\n" + junk;
        expectPlacesInside(junk);
    }
    // An unclosed tag on the first line is a game with an error, not an empty file.
    EXPECT_EQ(errorsOf("\x7f"
                       "ELF\x02 [ junk")
                  .size(),
              1u);
    // Junk made of the notation's own characters, the likeliest to reach deep.
    const std::string alphabet = "[]{}\";:+-><!?$.x0123456789 \nVERTSOPACIFN";
    for (int trial = 0; trial < 300; ++trial) {
        std::string junk = "[Event \"x\"]\n";
        for (int i = 0; i < 300; ++i)
            junk += alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))];
        expectPlacesInside(junk);
    }
}

TEST(Robustness, ATenMegabyteLineIsCutAndTheNextGameStillRead) {
    std::string text = "[Event \"long\"]\n[Players \"2\"]\n\n1. P2: VERT ";
    text.reserve(11 << 20);
    while (text.size() < (10u << 20)) text += "{ filler } ";
    text += "\n\n[Event \"after\"]\n[Players \"2\"]\n\n1. P2: VERT\n";
    std::istringstream in(text);
    std::vector<std::string> events;
    std::vector<bool> valid;
    validateStream(in, {}, [&](const GameReport& r, const RecordReader&) {
        events.push_back(r.record->event);
        valid.push_back(r.valid);
        if (!r.diagnostics.empty()) {
            EXPECT_EQ(r.diagnostics.front().message,
                      "a line longer than 64 KiB: it is cut (notation: limits)");
        }
    });
    ASSERT_EQ(events.size(), 2u);
    EXPECT_FALSE(valid[0]);
    EXPECT_EQ(events[1], "after");
    EXPECT_TRUE(valid[1]);
}

TEST(Robustness, InvalidUtf8) {
    const std::string bad = "\xff\xfe\xc3";
    // Anywhere, at its column: in a move, a tag value, a comment.
    EXPECT_EQ(errorsOf("[Event \"x\"]\n[Players \"2\"]\n1. P2: VE" + bad + "RT\n").at(0),
              "3:10: error: invalid UTF-8: the notation is UTF-8 text (notation)");
    EXPECT_EQ(errorsOf("[Event \"" + bad + "\"]\n").at(0),
              "1:9: error: invalid UTF-8: the notation is UTF-8 text (notation)");
    EXPECT_EQ(errorsOf("[Event \"x\"]\n1. P2: VERT { caf\xc3 }\n").at(0),
              "2:18: error: invalid UTF-8: the notation is UTF-8 text (notation)");
    // Valid UTF-8 everywhere is fine.
    EXPECT_TRUE(
        errorsOf("[Event \"Café\"]\n[Seats \"Zoé Bruno\"]\n1. Bruno: VERT { été }\n").empty());
}

TEST(Robustness, ACardUsedTwentyTimes) {
    std::string deal = "[Event \"x\"]\n[Players \"4\"]\n[Deal \"";
    for (int seat = 0; seat < 4; ++seat)
        deal += std::string(seat ? "; " : "") + "P" + std::to_string(seat + 1) +
                ": VERT VERT VERT VERT VERT";
    EXPECT_EQ(errorsOf(deal + "\"]\n1. P2: VERT\n").at(0),
              "3:1: error: 20 × Roll, but the 106-card deck has 14 (§1)");
    std::string plays = "[Event \"x\"]\n[Players \"2\"]\n";
    for (int i = 0; i < 20; ++i) plays += "-VERT ";
    EXPECT_EQ(
        errorsOf(plays + "\n").at(0),
        "3:85: error: P1: Roll: every Roll of the 101-card deck is already accounted for (§1)");
}

TEST(Robustness, AbsurdNumbers) {
    EXPECT_EQ(errorsOf("[Event \"x\"]\n99999999999999999999. P2: VERT\n").at(0),
              "2:1: error: turn number too large (notation)");
    EXPECT_EQ(errorsOf("[Event \"x\"]\n[Deal \"P1: 25x99999999999\"]\n").at(0),
              "2:12: error: a count must be from 1 to 106 (notation)");
    EXPECT_EQ(errorsOf("[Event \"x\"]\n[Deal \"P1: BANANA\"]\n").at(0),
              "2:12: error: unknown card 'BANANA' (notation)");
    EXPECT_EQ(errorsOf("[Event \"x\"]\n[Hand \"-3\"]\n").at(0),
              "2:1: error: [Hand] is a hand number from 1 (notation)");
    EXPECT_EQ(errorsOf("[Event \"x\"]\n[Target \"1e9\"]\n").at(0),
              "2:10: error: [Target] must be a multiple of 25 up to 1000, not '1e9' (§2)");
    EXPECT_EQ(errorsOf("[Event \"x\"]\n[Scores \"99999999999 0\"]\n").at(0),
              "2:10: error: a score is a number, not '99999999999' (notation)");
}

TEST(Robustness, WindowsLineEndsNulBytesAndBlankLines) {
    std::string text = readFile(kSamples / "worked-example.mbn");
    std::string crlf;
    for (char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    EXPECT_TRUE(errorsOf(crlf).empty());
    EXPECT_EQ(errorsOf(std::string("[Event \"x\"]\n1. P2: VE\0RT\n", 24)).size(), 1u);
    EXPECT_TRUE(errorsOf("\n\n \t \n" + text + "\n\n\t\n").empty());
}

TEST(Robustness, TenThousandTinyGames) {
    std::string text;
    for (int i = 0; i < 10000; ++i)
        text += "[Event \"g" + std::to_string(i) + "\"]\n[Players \"2\"]\n1. P2: VERT 2. P1: -25\n";
    std::istringstream in(text);
    const ValidationTotals totals =
        validateStream(in, {}, [](const GameReport&, const RecordReader&) {});
    EXPECT_EQ(totals.games, 10000);
    EXPECT_EQ(totals.valid, 10000);
    EXPECT_EQ(totals.moves, 20000);
}

}  // namespace
}  // namespace bornes::formats

namespace bornes::formats {
namespace {

TEST(Robustness, GluedTurnNumbersWithoutEnd) {
    std::string glued = "[Event \"x\"]\n";
    for (int i = 0; i < 30000; ++i) glued += "1.";  // 60 KB: under the line limit
    glued += "P1:VERT\n";
    EXPECT_EQ(errorsOf(glued).at(0), "2:3: error: two turn numbers in a row (notation)");
}

// Every error has a place, even one found where the reader had to invent a hand.
TEST(Robustness, AnEmptyHandThenACommentKeepsItsPlace) {
    const std::string text =
        "[Event \"x\"]\n[Players \"2\"]\n[Hand \"1\"]\n[Position \"2 700 dujardin 100/- - * "
        "VERT:-:100x6:-:-/VERT:-:-:-:- turn:1\"]\n1. P1: 100 noallonge\n[Score \"2200 0\"]\n"
        "{ between hands }\n[Hand \"3\"]\n";
    EXPECT_EQ(errorsOf(text).at(0), "8:1: error: this is hand 2, not 3 (notation)");
    expectPlacesInside(text);
}

}  // namespace
}  // namespace bornes::formats
