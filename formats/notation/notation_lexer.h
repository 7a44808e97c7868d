// SPDX-License-Identifier: Apache-2.0
// The lexer of the notation's records (formats/notation/NOTATION.md §3): a line cut into items —
// words, comments and tags — with a comment '{' that spans lines carried from one line to
// the next; and the small text helpers the rest of the reader shares. It knows nothing of
// what tags mean or of the movetext; each part is tested and fuzzed through the reader.
#pragma once
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "messages/diagnostic.h"

namespace bornes::formats::notation {

// Inline: it is asked of every byte of a file.
constexpr bool blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}
// A line of blanks only (or empty).
bool isBlankLine(std::string_view line);
std::string lower(std::string_view s);
// Character column of a byte offset in a line (1-based).
int columnOf(std::string_view line, std::size_t offset);
// The first of a few characters in `s` from `from` on (npos if none).
std::size_t findAny(std::string_view s, std::size_t from, std::string_view chars);
// The words of a tag value, separated by blanks or commas.
std::vector<std::string_view> splitWords(std::string_view text);
// A player's name: a letter, then letters, digits, '-', '_', apostrophes or '.'.
bool isName(std::string_view n);
// Whether a line begins a game: "[Event" at its start.
bool isEventLine(std::string_view line);
inline bool startsWithLetter(std::string_view w) {
    if (w.empty()) return false;
    const auto c = static_cast<unsigned char>(w[0]);
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
}
// A line that starts as movetext ("12. Paul: VERT", where isPlayer("Paul")) or as a tag
// ("[Hand \"2\"]").
bool looksLikeMovetextOrTag(std::string_view line,
                            const std::function<bool(std::string_view)>& isPlayer);

// One item of a line: a word, a comment or a tag.
struct Item {
    enum Kind { Word, Comment, Tag } kind;
    std::string_view text;  // the word, the comment's text, or the tag's inside
    SourceLocation where;
};

// The words from items[begin] on, the first one possibly shortened (a prefix or a count
// taken off): what a card name of several words is read from, without copying the line.
class Words {
  public:
    Words(const std::vector<Item>& items, std::size_t begin, std::string_view first)
        : items_(items), begin_(begin), first_(first) {}
    std::size_t size() const { return items_.size() - begin_; }
    std::string_view text(std::size_t k) const { return k == 0 ? first_ : items_[begin_ + k].text; }
    // Whether word k may carry on a card name begun before it: a word, starting with a letter.
    bool continues(std::size_t k) const;

  private:
    const std::vector<Item>& items_;
    std::size_t begin_;
    std::string_view first_;
};

// A tag's inside ("Name \"value\"") read: its name as written, its value unquoted.
struct TagText {
    std::string_view name;
    std::string value;
    SourceLocation valueWhere;
};
// The tag of an item, or the problem with it (no name, no closing quote, text after it).
std::optional<TagText> readTag(const Item& item, Diagnostic& problem);

class Lexer {
  public:
    // Cuts line `number` into items (appended to `items`, which may point into `text` and
    // into the lexer: valid until the next call), from byte `from` on (where the fast path
    // left the line: the start of a word, outside any comment). A problem (a '[' not closed
    // on its line) stops the line, with the items before it kept.
    std::optional<Diagnostic> scan(std::string_view text, long long number,
                                   std::vector<Item>& items, std::size_t from = 0);
    // A comment '{' open at the end of the last line, and where it opened.
    bool inComment() const { return inComment_; }
    // Who the players are, for telling a comment left open from one that quotes moves.
    void setPlayerCheck(std::function<bool(std::string_view)> isPlayer) {
        isPlayer_ = std::move(isPlayer);
    }
    SourceLocation commentStart() const { return commentStart_; }

  private:
    void appendComment(std::string_view text);

    bool inComment_ = false;
    std::function<bool(std::string_view)> isPlayer_;
    SourceLocation commentStart_;
    std::string comment_;        // the text so far of a comment spanning lines
    std::string closedComment_;  // such a comment once closed, until its item is read
};

}  // namespace bornes::formats::notation
