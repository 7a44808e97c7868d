// SPDX-License-Identifier: Apache-2.0
#include "notation/notation_lexer.h"

#include "messages/card_names.h"

namespace bornes::formats::notation {

// The first of a few characters in `s` from `from` on (npos if none). The library's
// find_first_of calls memchr once per character, which shows in a profile of large files.
std::size_t findAny(std::string_view s, std::size_t from, std::string_view chars) {
    for (std::size_t i = from; i < s.size(); ++i)
        for (char c : chars)
            if (s[i] == c) return i;
    return std::string_view::npos;
}

bool isBlankLine(std::string_view line) {
    for (char c : line)
        if (!blank(c)) return false;
    return true;
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

// Character column of a byte offset in a line (1-based).
int columnOf(std::string_view line, std::size_t offset) {
    int column = 1;
    for (std::size_t i = 0; i < offset && i < line.size(); ++i)
        column += (static_cast<unsigned char>(line[i]) & 0xC0) != 0x80;
    return column;
}

// The words of a tag value, separated by blanks or commas (no iostreams: this runs for
// every game of a file).
std::vector<std::string_view> splitWords(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (blank(text[i]) || text[i] == ',')) ++i;
        std::size_t j = i;
        while (j < text.size() && !blank(text[j]) && text[j] != ',') ++j;
        if (j > i) words.push_back(text.substr(i, j - i));
        i = j;
    }
    return words;
}

// A player's name: a letter, then letters, digits, '-', '_', apostrophes or '.' (any
// non-ASCII character counts as a letter), so that a name never reads as a number, a card
// or a tag.
bool isName(std::string_view n) {
    auto letter = [](unsigned char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
    };
    if (n.empty() || !letter(static_cast<unsigned char>(n[0]))) return false;
    for (char ch : n) {
        const auto c = static_cast<unsigned char>(ch);
        if (!letter(c) && !(c >= '0' && c <= '9') && c != '-' && c != '_' && c != 0x27 && c != '.')
            return false;
    }
    return true;
}

bool isEventLine(std::string_view line) {
    std::size_t i = 0;
    while (i < line.size() && blank(line[i])) ++i;
    if (i + 6 > line.size() || line[i] != '[') return false;
    return lower(line.substr(i + 1, 5)) == "event" &&
           (i + 6 == line.size() || blank(line[i + 6]) || line[i + 6] == '"');
}

bool looksLikeMovetextOrTag(std::string_view line,
                            const std::function<bool(std::string_view)>& isPlayer) {
    std::size_t i = 0;
    while (i < line.size() && blank(line[i])) ++i;
    if (i < line.size() && line[i] == '[')
        return i + 1 < line.size() && startsWithLetter(line.substr(i + 1)) &&
               line.find(']', i) != std::string_view::npos;
    std::size_t digits = i;
    while (digits < line.size() && line[digits] >= '0' && line[digits] <= '9') ++digits;
    // "12. Paul: VERT", "12.VERT", "12. +ESS": a number, a dot, then a player's name with its
    // colon, a card or a draw (not "1. Then Paul ...", a numbered remark, nor "2200. East-West:"
    // when no player is called East-West).
    if (digits == i || digits >= line.size() || line[digits] != '.') return false;
    std::size_t k = digits;
    while (k < line.size() && line[k] == '.') ++k;
    while (k < line.size() && blank(line[k])) ++k;
    std::size_t end = k;
    while (end < line.size() && !blank(line[end])) ++end;
    const std::string_view next = line.substr(k, end - k);
    if (next.empty()) return false;
    if (next[0] == '+' || next[0] == '-') return next.size() > 1;
    const std::size_t colon = next.find(':');
    if (colon != std::string_view::npos)
        return colon > 0 && isPlayer && isPlayer(next.substr(0, colon));
    return parseCardName(next.substr(0, next.find_first_of(">!?"))).has_value();
}

bool Words::continues(std::size_t k) const {
    if (k >= size() || items_[begin_ + k].kind != Item::Word || items_[begin_ + k].text.empty())
        return false;
    return startsWithLetter(items_[begin_ + k].text);
}

std::optional<TagText> readTag(const Item& item, Diagnostic& problem) {
    auto fail = [&](Message message) {
        problem = {Severity::Error, item.where, std::move(message)};
        return std::nullopt;
    };
    const std::string_view inside = item.text;
    std::size_t i = 0;
    while (i < inside.size() && blank(inside[i])) ++i;
    std::size_t j = i;
    while (j < inside.size() && !blank(inside[j]) && inside[j] != '"') ++j;
    TagText tag;
    tag.name = inside.substr(i, j - i);
    if (tag.name.empty()) return fail(Message(MessageId::TagNoName));
    while (j < inside.size() && blank(inside[j])) ++j;
    tag.valueWhere = item.where;  // of the '['; inside[0] is one column further
    tag.valueWhere.column += columnOf(inside, j);
    if (j < inside.size() && inside[j] == '"') {
        // Copied a run at a time: [Pile] values are long.
        std::size_t k = j + 1;
        while (k < inside.size()) {
            std::size_t stop = k;
            while (stop < inside.size() && inside[stop] != '"' && inside[stop] != '\\') ++stop;
            if (stop == inside.size()) {
                k = inside.size();
                break;
            }
            tag.value.append(inside.substr(k, stop - k));
            k = stop;
            if (inside[stop] == '"') break;
            if (stop + 1 < inside.size()) tag.value += inside[stop + 1];
            k = stop + 2;
        }
        if (k >= inside.size()) return fail(Message(MessageId::TagValueNotClosed, tag.name));
        for (++k; k < inside.size(); ++k)
            if (!blank(inside[k])) return fail(Message(MessageId::TagTextAfterValue, tag.name));
        ++tag.valueWhere.column;
    } else {
        tag.value.assign(inside.substr(j));  // lenient: an unquoted value
        while (!tag.value.empty() && blank(tag.value.back())) tag.value.pop_back();
    }
    return tag;
}

std::optional<Diagnostic> Lexer::scan(std::string_view text, long long number,
                                      std::vector<Item>& items, std::size_t from) {
    std::size_t i = from;
    if (inComment_) {
        // A comment left open swallows the moves after it: a line of the comment that starts
        // as movetext ("12. Paul: ...") or a tag ("[Hand ...") is such a slip, reported
        // where the comment was opened.
        if (looksLikeMovetextOrTag(text, isPlayer_))
            return Diagnostic{Severity::Error, commentStart_,
                              Message(MessageId::CommentSwallows, number)};
        const std::size_t close = text.find('}');
        if (close == std::string_view::npos) {
            appendComment(text);
            return std::nullopt;
        }
        appendComment(text.substr(0, close));
        inComment_ = false;
        closedComment_.swap(comment_);
        comment_.clear();
        items.push_back({Item::Comment, closedComment_, commentStart_});
        i = close + 1;
    }
    int column = columnOf(text, i);
    auto advance = [&](std::size_t to) {
        for (; i < to; ++i) column += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
    };
    while (i < text.size()) {
        const char c = text[i];
        if (blank(c)) {
            advance(i + 1);
            continue;
        }
        const SourceLocation at{number, column};
        if (c == ';') {  // a comment to the end of the line
            items.push_back({Item::Comment, text.substr(i + 1), at});
            return std::nullopt;
        }
        if (c == '{') {
            const std::size_t close = text.find('}', i + 1);
            if (close == std::string_view::npos) {
                inComment_ = true;
                commentStart_ = at;
                comment_.clear();
                appendComment(text.substr(i + 1));
                return std::nullopt;
            }
            items.push_back({Item::Comment, text.substr(i + 1, close - i - 1), at});
            advance(close + 1);
            continue;
        }
        if (c == '[') {
            // To the closing ']', outside quotes (a value runs to its '"', past a '\\' and the
            // character it escapes); then its columns.
            std::size_t j = i + 1;
            while (j < text.size() && text[j] != ']') {
                if (text[j++] != '"') continue;
                while (j < text.size() && text[j] != '"')
                    j += text[j] == '\\' && j + 1 < text.size() ? 2 : 1;
                if (j < text.size()) ++j;  // the closing '"'
            }
            if (j >= text.size())
                return Diagnostic{Severity::Error, at, Message(MessageId::TagNotClosed)};
            items.push_back({Item::Tag, text.substr(i + 1, j - i - 1), at});
            advance(j + 1);
            continue;
        }
        std::size_t j = i;
        while (j < text.size() && !blank(text[j]) && text[j] != '{' && text[j] != ';' &&
               text[j] != '[')
            ++j;
        items.push_back({Item::Word, text.substr(i, j - i), at});
        advance(j);
    }
    return std::nullopt;
}

void Lexer::appendComment(std::string_view text) {
    if (!comment_.empty()) comment_ += ' ';
    comment_.append(text);
}

}  // namespace bornes::formats::notation
