// SPDX-License-Identifier: Apache-2.0
#include "notation/card_reader.h"

#include <algorithm>
#include <array>

#include "messages/card_names.h"
#include "messages/suggest.h"
#include "notation/card_codes.h"
#include "text/numbers.h"

namespace bornes::formats {

using namespace notation;

CardWords cardWords(const Words& words) {
    CardWords best{Card::None, 1};
    if (const auto c = parseCardName(words.text(0));
        c && (!words.continues(1) || !nameMayGoOn(words.text(0))))
        return {*c, 1};  // one word: nearly always
    std::string joined(words.text(0));
    for (std::size_t span = 1; span <= 6; ++span) {
        if (const auto c = parseCardName(joined)) best = {*c, span};
        if (!words.continues(span) || !nameMayGoOn(joined)) break;
        joined += ' ';
        joined.append(words.text(span));
    }
    return best;
}

namespace {

// Blanks and commas, by a table: asked of every byte of every [Deal] and [Pile].
bool separator(char c) {
    static constexpr std::array<bool, 256> kSeparator = [] {
        std::array<bool, 256> table{};
        for (int b = 0; b < 256; ++b)
            table[static_cast<std::size_t>(b)] = blank(static_cast<char>(b)) || b == ',';
        return table;
    }();
    return kSeparator[static_cast<unsigned char>(c)];
}

// The fast path of readCardList: a list as the writer prints it, short codes, "?" and counts
// ("VERTx2"), read into `out`. False when a word needs the lenient path (another spelling, a
// name of several words, an error): `out` is then as it was.
bool readCodes(std::string_view text, std::vector<Card>& out, std::size_t limit) {
    const std::size_t before = out.size();
    out.reserve(before + std::min(limit, text.size()));  // a card a byte at most: one allocation
    auto lenient = [&] {
        out.resize(before);
        return false;
    };
    std::size_t i = 0;
    while (i < text.size() && separator(text[i])) ++i;
    while (i < text.size()) {
        std::size_t j = i;
        while (j < text.size() && !separator(text[j])) ++j;
        std::size_t next = j;  // the next word, as the lenient path's Words::continues sees it
        while (next < text.size() && separator(text[next])) ++next;
        std::string_view word = text.substr(i, j - i);
        std::size_t count = 1;
        // A count: 'x' or 'X' and one to three digits after a code ("VERTx2", "?x40").
        std::size_t x = word.size();
        while (x > 0 && word[x - 1] >= '0' && word[x - 1] <= '9') --x;
        if (x > 1 && x < word.size() && (word[x - 1] == 'x' || word[x - 1] == 'X')) {
            if (word.size() - x > 3) return lenient();
            count = 0;
            for (std::size_t k = x; k < word.size(); ++k)
                count = count * 10 + static_cast<std::size_t>(word[k] - '0');
            if (count < 1 || count > 106) return lenient();
            word = word.substr(0, x - 1);
        }
        Card card = Card::Unknown;
        if (word != "?") {
            const ShortCode code = shortCodeOf(word);
            if (code.card == Card::None) return lenient();
            // cardWords() reads the next word with it when they may make a longer name.
            if (code.mayGoOn && next < text.size() && startsWithLetter(text.substr(next))) {
                std::size_t end = next;
                while (end < text.size() && !separator(text[end])) ++end;
                if (joinsNext(word, text.substr(next, end - next))) return lenient();
            }
            card = code.card;
        }
        if (out.size() + count > limit) return lenient();
        if (count == 1)
            out.push_back(card);
        else
            out.insert(out.end(), count, card);
        i = next;
    }
    return true;
}

}  // namespace

std::optional<Diagnostic> readCardList(std::string_view text, SourceLocation where,
                                       std::vector<Card>& out, std::size_t limit, bool fast) {
    if (fast && readCodes(text, out, limit)) return std::nullopt;
    auto problem = [](SourceLocation at, Message m) {
        return std::optional<Diagnostic>(Diagnostic{Severity::Error, at, std::move(m)});
    };
    std::vector<Item> words;
    std::size_t i = 0;
    SourceLocation at = where;  // of text[i], kept in step with i
    auto advance = [&](std::size_t to) {
        for (; i < to; ++i) at.column += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
    };
    while (i < text.size()) {
        if (blank(text[i]) || text[i] == ',') {
            advance(i + 1);
            continue;
        }
        std::size_t j = i;
        while (j < text.size() && !blank(text[j]) && text[j] != ',') ++j;
        words.push_back({Item::Word, text.substr(i, j - i), at});
        advance(j);
    }
    for (std::size_t w = 0; w < words.size(); ++w) {
        std::string_view word = words[w].text;
        int count = 1;
        std::size_t x = word.size();  // a count: the last 'x' followed by digits
        while (x > 0 && word[x - 1] >= '0' && word[x - 1] <= '9') --x;
        x = x > 1 && x < word.size() && (word[x - 1] == 'x' || word[x - 1] == 'X')
                ? x - 1
                : std::string_view::npos;
        if (x != std::string_view::npos && x > 0 && x + 1 < word.size()) {
            // Digits only: a number too large to read is a count out of range too.
            const auto n = parseNumber(word.substr(x + 1));
            if (!n || *n < 1 || *n > 106)
                return problem(words[w].where, Message(MessageId::BadCount));
            count = *n;
            word = word.substr(0, x);
        }
        Card c = Card::Unknown;
        if (word != "?") {
            const auto [card, used] = cardWords(Words(words, w, word));
            if (card == Card::None)
                return problem(words[w].where,
                               Message(MessageId::UnknownCard, word, nearestCardName(word)));
            c = card;
            w += used - 1;
        }
        if (out.size() + static_cast<std::size_t>(count) > limit)
            return problem(words[w].where, Message(MessageId::TooManyCards, limit));
        out.insert(out.end(), static_cast<std::size_t>(count), c);
    }
    return std::nullopt;
}

}  // namespace bornes::formats
