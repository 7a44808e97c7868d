// SPDX-License-Identifier: Apache-2.0
// The line reader (text/line_reader.h) against a plain split of the same text: every line,
// its number, its end ("\n", "\r\n", a lone '\r' at the end, nothing) and whether it was
// cut, for texts of several buffers (lines handed out where they lie in the buffer, and
// lines across two fills), with byte order marks, blank lines, lines of the limit with
// either end, and lines past it.
#include <gtest/gtest.h>

#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "text/line_reader.h"

namespace bornes::formats {
namespace {

struct Line {
    std::string text, ending;
    long long number = 0;
    bool cut = false;
    friend bool operator==(const Line&, const Line&) = default;
};

std::ostream& operator<<(std::ostream& out, const Line& l) {
    return out << l.number << ": [" << l.text.size() << " bytes] ending " << l.ending.size()
               << (l.cut ? " cut" : "");
}

// What the reader must give: the text split at each '\n'; each line's '\r' before the '\n'
// (or at the end of the input) is its end, not its text; a byte order mark taken off the
// start of any line (files laid end to end); the text then cut to `maxLine` bytes (neither
// its end nor its mark counted, so that a line of the limit reads the same with "\n" and
// "\r\n", with a mark or without).
std::vector<Line> split(const std::string& text, std::size_t maxLine) {
    std::vector<Line> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t newline = text.find('\n', start);
        const std::size_t end = newline == std::string::npos ? text.size() : newline;
        std::string content = text.substr(start, end - start);
        const bool cr = !content.empty() && content.back() == '\r';
        if (cr) content.pop_back();
        if (content.starts_with(LineReader::kByteOrderMark))
            content.erase(0, LineReader::kByteOrderMark.size());
        Line line;
        line.cut = content.size() > maxLine;
        line.text = content.substr(0, maxLine);
        line.number = static_cast<long long>(lines.size()) + 1;
        line.ending = newline == std::string::npos ? (cr ? "\r" : "") : (cr ? "\r\n" : "\n");
        lines.push_back(line);
        start = end + 1;
    }
    return lines;
}

std::vector<Line> read(const std::string& text, std::size_t maxLine) {
    std::istringstream in(text);
    LineReader reader(in, maxLine);
    std::vector<Line> lines;
    std::string_view line;
    while (reader.next(line))
        lines.push_back(
            {std::string(line), std::string(reader.ending()), reader.lineNumber(), reader.cut()});
    return lines;
}

// Lines of every length from empty to past the buffer (and of the limits tested, give or
// take one), ends of every kind, some after a byte order mark.
std::string randomText(std::mt19937& pick, std::size_t bytes, bool byteOrderMark) {
    std::string text = byteOrderMark ? std::string(LineReader::kByteOrderMark) : "";
    while (text.size() < bytes) {
        const auto roll = pick() % 100;
        const std::size_t nearLimit[] = {LineReader::kMaxLine, 1000, 7};
        const std::size_t length = roll < 5    ? 0
                                   : roll < 88 ? pick() % 120
                                   : roll < 92 ? nearLimit[pick() % 3] - 1 + pick() % 3
                                   : roll < 98 ? pick() % 3000
                                               : 60000 + pick() % 20000;
        if (pick() % 20 == 0) text += LineReader::kByteOrderMark;
        for (std::size_t k = 0; k < length; ++k)
            text += static_cast<char>(pick() % 50 == 0 ? '\r' : 'a' + pick() % 26);
        text += pick() % 4 == 0 ? "\r\n" : "\n";
    }
    if (pick() % 2) text.pop_back();  // no end of line at the end, or a lone '\r'
    return text;
}

TEST(LineReader, ReadsAsAPlainSplitDoes) {
    std::mt19937 pick(5);
    for (int round = 0; round < 12; ++round) {
        const std::string text = randomText(pick, 300000, round % 3 == 0);
        for (std::size_t maxLine : {LineReader::kMaxLine, std::size_t{1000}, std::size_t{7}}) {
            const std::vector<Line> expected = split(text, maxLine);
            const std::vector<Line> got = read(text, maxLine);
            ASSERT_EQ(got.size(), expected.size()) << "round " << round << " limit " << maxLine;
            for (std::size_t i = 0; i < got.size(); ++i)
                ASSERT_EQ(got[i], expected[i]) << "round " << round << " limit " << maxLine;
        }
    }
}

TEST(LineReader, EdgesOfTheInput) {
    for (const std::string text : {"", "\n", "\r", "\r\n", "a", "a\r", "a\n\n", "\xEF\xBB\xBF",
                                   "\xEF\xBB\xBF\r\n", "x\r\r\n", "a\n\xEF\xBB\xBF[Event\n",
                                   "a\r\n\xEF\xBB\xBF\xEF\xBB\xBF"
                                   "b"}) {
        SCOPED_TRACE(text);
        EXPECT_EQ(read(text, LineReader::kMaxLine), split(text, LineReader::kMaxLine));
    }
}

TEST(LineReader, ALineOfTheLimitWithItsEndAndItsMark) {
    const std::string text(LineReader::kMaxLine, 'x');
    const std::string mark(LineReader::kByteOrderMark);
    // (the input, whether its line is past the limit)
    const std::pair<std::string, bool> inputs[] = {{text + "\r\n", false},
                                                   {mark + text + "\r\n", false},
                                                   {mark + text + "\n", false},
                                                   {mark + text + "\r", false},
                                                   {mark + text + "y\r\n", true}};
    for (const auto& [input, past] : inputs) {
        const std::vector<Line> got = read(input, LineReader::kMaxLine);
        ASSERT_EQ(got.size(), 1u);
        EXPECT_EQ(got[0], split(input, LineReader::kMaxLine).front());
        EXPECT_EQ(got[0].text, text);
        EXPECT_EQ(got[0].cut, past);
    }
}

}  // namespace
}  // namespace bornes::formats
