// SPDX-License-Identifier: Apache-2.0
#include "notation/score_list.h"

#include <array>
#include <string_view>

#include "notation/notation_lexer.h"

namespace bornes::formats {

namespace {

// Scores stay far below this: nine digits at most.
constexpr std::size_t kMostDigits = 9;
// Past this many words a list is not searched for its groupings (a tag is one line).
constexpr std::size_t kMostWords = 24;

// The spaces a number's digit groups are written with inside one word: no-break, narrow
// no-break (the French replay's), thin.
constexpr std::array<std::string_view, 3> kGroupSpaces = {"\xC2\xA0", "\xE2\x80\xAF",
                                                          "\xE2\x80\x89"};

bool allDigits(std::string_view w) {
    if (w.empty()) return false;
    for (const char c : w)
        if (c < '0' || c > '9') return false;
    return true;
}

// One word: its value, and whether plain spaces may group it with its neighbours.
struct Word {
    long long value = 0;
    bool lead = false;   // 1 to 3 plain digits: may start a number grouped by three
    bool group = false;  // exactly 3 plain digits: may continue one
};

// "1350", "1 350" with group spaces (the groups of three after the first): nothing for
// anything else.
std::optional<Word> readWord(std::string_view w) {
    std::string digits;
    std::size_t groups = 0, i = 0, groupStart = 0;
    while (i <= w.size()) {
        std::size_t spaceLength = 0;
        for (std::string_view space : kGroupSpaces)
            if (w.substr(i, space.size()) == space) spaceLength = space.size();
        if (i == w.size() || spaceLength) {
            const std::string_view group = w.substr(groupStart, i - groupStart);
            if (!allDigits(group) ||
                (groups == 0 ? group.size() > 3 && spaceLength : group.size() != 3))
                return std::nullopt;
            digits += group;
            ++groups;
            i += spaceLength ? spaceLength : 1;
            groupStart = i;
        } else {
            ++i;
        }
    }
    if (digits.empty() || digits.size() > kMostDigits) return std::nullopt;
    Word word{std::stoll(digits)};
    word.lead = groups == 1 && digits.size() <= 3;
    word.group = groups == 1 && digits.size() == 3;
    return word;
}

// The readings of words[from..] as `left` numbers, each a word or a lead followed by groups
// of three: how many there are (stopping at two), the first kept in `first`.
int readings(const std::vector<Word>& words, std::size_t from, int left, std::vector<int>& path,
             std::vector<int>& first) {
    if (from == words.size()) {
        if (left != 0) return 0;
        if (first.empty()) first = path;
        return 1;
    }
    if (left == 0) return 0;
    int found = 0;
    long long value = words[from].value;
    for (std::size_t end = from + 1; end <= words.size() && found < 2; ++end) {
        if (end > from + 1) {
            if (!words[from].lead || !words[end - 1].group) break;
            value = value * 1000 + words[end - 1].value;
            if (value > 999'999'999) break;
        }
        path.push_back(static_cast<int>(value));
        found += readings(words, end, left - 1, path, first);
        path.pop_back();
    }
    return found;
}

}  // namespace

std::optional<Diagnostic> readScores(const std::string& value, int sides, SourceLocation where,
                                     std::vector<int>& out) {
    out.clear();
    std::vector<Word> words;
    for (std::string_view w : notation::splitWords(value)) {
        const std::optional<Word> word = readWord(w);
        if (!word) return Diagnostic{Severity::Error, where, Message(MessageId::BadScore, w)};
        words.push_back(*word);
    }
    if (static_cast<int>(words.size()) == sides) {
        for (const Word& w : words) out.push_back(static_cast<int>(w.value));
        return std::nullopt;
    }
    std::vector<int> path, first;
    const int found = static_cast<int>(words.size()) > sides && words.size() <= kMostWords
                          ? readings(words, 0, sides, path, first)
                          : 0;
    if (found == 1) {
        out = first;
        return std::nullopt;
    }
    if (found > 1)
        return Diagnostic{Severity::Error, where,
                          Message(MessageId::ScoresAmbiguous, value, sides)};
    return Diagnostic{Severity::Error, where, Message(MessageId::ScoresCount, words.size(), sides)};
}

}  // namespace bornes::formats
