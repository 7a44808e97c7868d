// SPDX-License-Identifier: Apache-2.0
#include "notation/card_reader.h"

#include "messages/card_names.h"
#include "messages/suggest.h"
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

std::optional<Diagnostic> readCardList(std::string_view text, SourceLocation where,
                                       std::vector<Card>& out, std::size_t limit) {
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
