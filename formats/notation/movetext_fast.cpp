// SPDX-License-Identifier: Apache-2.0
// The movetext reader's fast path: the words as the writer prints them, read without the
// lexer's items, folding or hashing. Both start from the same steps (movetext_words.h);
// each branch below follows the branch of word() (movetext_reader.cpp) that reads the same
// word, and gives up (Lenient, with nothing changed) wherever word() would look further: another
// spelling, a name of several words, a word glued to another, anything that is an error.
// tests/notation/test_fast_reader.cpp reads records through both paths and compares them.
#include <array>
#include <cstdint>
#include <cstring>

#include "messages/card_names.h"
#include "notation/card_codes.h"
#include "notation/movetext_reader.h"
#include "notation/movetext_words.h"
#include "text/name_folding.h"

namespace bornes::formats {

using namespace notation;

namespace {

bool digit(char c) {
    return c >= '0' && c <= '9';
}

// The first of '>', '!' or '?' (what ends a card's name), or npos.
std::size_t suffixAt(std::string_view w) {
    for (std::size_t i = 0; i < w.size(); ++i)
        if (w[i] == '>' || w[i] == '!' || w[i] == '?') return i;
    return std::string_view::npos;
}

// A line the fast path may read: ASCII (a byte a column), without a '[' (a tag may be
// left open, an error that stops the line before any of its words is read). Eight bytes
// at a time.
bool plainLine(std::string_view text) {
    constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
    constexpr std::uint64_t kBrackets = kOnes * '[';
    std::uint64_t high = 0, bracket = 0;
    std::size_t i = 0;
    for (; i + 8 <= text.size(); i += 8) {
        std::uint64_t word;
        std::memcpy(&word, text.data() + i, 8);
        const std::uint64_t x = word ^ kBrackets;  // a zero byte where a '[' was
        high |= word;
        bracket |= (x - kOnes) & ~x;
    }
    for (; i < text.size(); ++i) {
        high |= static_cast<unsigned char>(text[i]);
        bracket |= text[i] == '[' ? kHigh : 0;
    }
    return ((high | bracket) & kHigh) == 0;
}

// The first glyph character, '!' or '?', or npos.
std::size_t glyphAt(std::string_view w) {
    for (std::size_t i = 0; i < w.size(); ++i)
        if (w[i] == '!' || w[i] == '?') return i;
    return std::string_view::npos;
}

}  // namespace

// The word readers below are inlined into fastLine, which alone calls them: as calls they
// cost a file 8% more instructions (callgrind).
[[gnu::always_inline]] inline FastWord MovetextReader::fastWord(std::string_view w,
                                                                std::string_view next,
                                                                SourceLocation at) {
    using Kind = RecordedAction::Kind;
    // A word before one that starts with ':' may name a player ("Luc : 25"): word() reads
    // the two.
    if (colonAhead_ || next.starts_with(':')) return FastWord::Lenient;
    // The steps of movetext_words.h, as word() takes them; what is unusual at a step (a word
    // glued, another spelling, an error) is word()'s.
    switch (movetextWordOf(w, pendingKeyword_.has_value())) {
        case MovetextWord::KeywordCard:
            return fastCard(w, next, at, Kind::Play);
        case MovetextWord::TurnNumber: {
            // "12." or "12..." alone (not "12.Paul:").
            std::size_t digits = 1;
            while (digit(w[digits])) ++digits;
            for (std::size_t k = digits; k < w.size(); ++k)
                if (w[k] != '.') return FastWord::Lenient;
            if (digits > 9 || pendingTurn_) return FastWord::Lenient;
            int turn = 0;
            for (std::size_t k = 0; k < digits; ++k) turn = turn * 10 + (w[k] - '0');
            pendingTurn_ = turn;
            pendingTurnWhere_ = at;
            return FastWord::Read;
        }
        case MovetextWord::PlayerName:
            return w.back() == ':' ? fastName(w, at) : FastWord::Lenient;
        case MovetextWord::Annotation:
            return FastWord::Lenient;
        case MovetextWord::Draw:
            return fastDraw(w, next, at);
        case MovetextWord::Discard:
            return w.size() == 1 ? FastWord::Lenient
                                 : fastCard(w.substr(1), next, at, Kind::Discard);
        case MovetextWord::CardOrKeyword: {
            const char c = w.front();
            if (c == 'n' || c == 'a' || c == 'C' || c == 't')
                if (const FastWord keyword = fastKeyword(w, at); keyword != FastWord::Lenient)
                    return keyword;
            return fastCard(w, next, at, Kind::Play);
        }
    }
    return FastWord::Lenient;
}

// "Paul:" alone, naming a seat as printed or folded.
[[gnu::always_inline]] inline FastWord MovetextReader::fastName(std::string_view w,
                                                                SourceLocation at) {
    const std::string_view name = w.substr(0, w.size() - 1);
    if (name.empty() || pendingActor_ >= 0) return FastWord::Lenient;
    for (const char c : name)
        if (c == ':') return FastWord::Lenient;
    const int seat = seats_.seat(name);
    if (seat < 0) return FastWord::Lenient;
    pendingActor_ = seat;
    if (!pendingDraws_ && !pendingNoDraw_) pendingWhere_ = at;
    return FastWord::Read;
}

// "+VERT", "+?", "+-", as draw() reads them.
[[gnu::always_inline]] inline FastWord MovetextReader::fastDraw(std::string_view w,
                                                                std::string_view next,
                                                                SourceLocation at) {
    const bool noDraw = w.size() == 2 && w[1] == '-';
    Card card = Card::Unknown;
    if (!noDraw) {
        if (pendingDraws_ == RecordedAction::kMaxDraws) return FastWord::Lenient;
        if (w.size() != 2 || w[1] != '?') {
            const ShortCode code = shortCodeOf(w.substr(1));
            if (code.card == Card::None) return FastWord::Lenient;
            // cardWords() reads the next word with it when they may make a longer name.
            if (code.mayGoOn && startsWithLetter(next) && joinsNext(w.substr(1), next))
                return FastWord::Lenient;
            card = code.card;
        }
    }
    if (!pendingDraws_ && !pendingNoDraw_ && pendingActor_ < 0) pendingWhere_ = at;
    if (!pendingDraws_ && !pendingNoDraw_) drawWhere_ = at;
    if (noDraw)
        pendingNoDraw_ = true;
    else
        draws_[static_cast<std::size_t>(pendingDraws_++)] = card;
    return FastWord::Read;
}

// A card played, attacked with or discarded ("VERT", "STOP>B!", "-25"), or the card of a
// pending keyword ("CF PRIO"), as cardAction() reads it.
[[gnu::always_inline]] inline FastWord MovetextReader::fastCard(std::string_view w,
                                                                std::string_view next,
                                                                SourceLocation at,
                                                                RecordedAction::Kind kind) {
    using Kind = RecordedAction::Kind;
    const std::size_t cut = suffixAt(w);
    const ShortCode code = shortCodeOf(w.substr(0, cut));
    if (code.card == Card::None) return FastWord::Lenient;
    std::string_view suffix = cut == std::string_view::npos ? std::string_view() : w.substr(cut);
    if (suffix.empty()) {
        // cardAction() looks at the next word: a longer name ("ROUE de secours"), a side
        // apart ("STOP >B", "Feu rouge sur B"), a misspelt longer name ("As du volan"). A
        // next word that is itself a code is none of them.
        if (next.starts_with('>')) return FastWord::Lenient;
        if (startsWithLetter(next)) {
            if ((next[0] == 's' || next[0] == 'S') && foldName(next) == "sur")
                return FastWord::Lenient;
            if (code.mayGoOn && (shortCodeOf(next).card == Card::None ||
                                 joinsNext(w.substr(0, cut), next.substr(0, suffixAt(next)))))
                return FastWord::Lenient;
        }
    }
    FastAction& a = fastAction_;
    a.kind = kind;
    a.card = code.card;
    a.side = -1;
    a.nag = 0;
    a.where = at;
    if (!suffix.empty() && suffix.front() == '>') {
        const std::size_t glyph = glyphAt(suffix.substr(1));
        const std::string_view target = suffix.substr(1, glyph);
        if (kind != Kind::Play || target.empty()) return FastWord::Lenient;
        a.kind = Kind::Attack;
        a.side = seats_.side(target);
        if (a.side < 0) return FastWord::Lenient;
        suffix = glyph == std::string_view::npos ? std::string_view() : suffix.substr(glyph + 1);
    } else if (kind == Kind::Play && isHazard(code.card)) {
        a.kind = Kind::Attack;  // the side attacked is left implied
    }
    if (!suffix.empty()) {
        a.nag = static_cast<std::uint8_t>(annotationOf(suffix));
        if (!a.nag) return FastWord::Lenient;
    }
    if (!pendingKeyword_) return fastEmit();
    if (a.kind == Kind::Attack && a.side >= 0) return FastWord::Lenient;
    if (fastEmit() == FastWord::Lenient) return FastWord::Lenient;
    a.kind = *pendingKeyword_;
    a.side = -1;
    a.where = keywordWhere_;
    pendingKeyword_.reset();
    return FastWord::Action;
}

// The keywords as the writer prints them: "noCF", "allonge", "noallonge" (with a glyph
// glued, "noCF?"), "CF" and "takeback" before their card.
[[gnu::always_inline]] inline FastWord MovetextReader::fastKeyword(std::string_view w,
                                                                   SourceLocation at) {
    using Kind = RecordedAction::Kind;
    if (w == "CF" || w == "takeback") {
        pendingKeyword_ = w == "CF" ? Kind::CoupFourre : Kind::TakeBack;
        keyword_ = w;
        keywordWhere_ = at;
        return FastWord::Read;
    }
    const std::size_t cut = suffixAt(w);
    const std::string_view bare = w.substr(0, cut);
    Kind kind;
    if (bare == "noCF")
        kind = Kind::DeclineCoupFourre;
    else if (bare == "allonge")
        kind = Kind::DeclareAllonge;
    else if (bare == "noallonge")
        kind = Kind::DeclineAllonge;
    else
        return FastWord::Lenient;
    FastAction& a = fastAction_;
    a.kind = kind;
    a.card = Card::None;
    a.side = -1;
    a.nag = 0;
    a.where = at;
    if (cut != std::string_view::npos) {
        a.nag = static_cast<std::uint8_t>(annotationOf(w.substr(cut)));
        if (!a.nag) return FastWord::Lenient;
    }
    return fastEmit();
}

// What emit() adds to the action read: what was read before it. Lenient, with nothing
// changed, where emit() reports an error.
[[gnu::always_inline]] inline FastWord MovetextReader::fastEmit() {
    if (pendingNoDraw_ && pendingDraws_) return FastWord::Lenient;
    FastAction& a = fastAction_;
    a.at = a.where;
    a.actor = pendingActor_;
    a.turn = pendingTurn_;
    a.turnWhere = pendingTurnWhere_;
    a.drawCount = static_cast<std::uint8_t>(pendingDraws_);
    a.draws = draws_;
    a.noDraw = pendingNoDraw_;
    a.drawWhere = a.drawCount || a.noDraw ? drawWhere_ : a.where;
    pendingActor_ = -1;
    pendingTurn_ = 0;
    pendingDraws_ = 0;
    pendingNoDraw_ = false;
    return FastWord::Action;
}

bool MovetextReader::fastReadable(std::string_view text) {
    return !text.empty() && text[0] != '[' && plainLine(text);
}

FastLine MovetextReader::fastLine(std::string_view text, long long number, ActionSink& sink,
                                  std::size_t from) {
    FastLine line;
    // Words as the lexer cuts them: at blanks, and before a comment.
    enum Class : std::uint8_t { Word, Blank, Stop };
    static constexpr std::array<std::uint8_t, 128> kClass = [] {
        std::array<std::uint8_t, 128> classes{};
        for (char c : {' ', '\t', '\r', '\f', '\v'}) classes[static_cast<std::size_t>(c)] = Blank;
        classes['{'] = classes[';'] = classes['['] = Stop;
        return classes;
    }();
    const char* const begin = text.data();
    const char* const end = begin + text.size();
    auto classOf = [](const char* p) { return kClass[static_cast<unsigned char>(*p)]; };
    auto blanksFrom = [&](const char* p) {
        while (p < end && classOf(p) == Blank) ++p;
        return p;
    };
    auto wordFrom = [&](const char* p) {
        while (p < end && classOf(p) == Word) ++p;
        return p;
    };
    const char* word = blanksFrom(begin + from);
    const char* wordEnd = wordFrom(word);
    while (word < end) {
        line.lenientFrom = static_cast<std::size_t>(word - begin);
        if (wordEnd == word) return line;  // a comment
        const char* next = blanksFrom(wordEnd);
        const char* nextEnd = wordFrom(next);
        const SourceLocation at{number, static_cast<int>(word - begin) + 1};  // a byte a column
        const FastWord read =
            fastWord(std::string_view(word, static_cast<std::size_t>(wordEnd - word)),
                     std::string_view(next, static_cast<std::size_t>(nextEnd - next)), at);
        if (read == FastWord::Lenient) return line;
        line.read = true;
        if (read == FastWord::Action && !sink.file(fastAction_)) break;
        word = next;
        wordEnd = nextEnd;
    }
    line.lenientFrom = text.size();
    return line;
}

void FastAction::fill(RecordedAction& a) const {
    a.kind = kind;
    a.card = card;
    a.side = side;
    a.actor = actor;
    a.turn = turn;
    a.drawCount = drawCount;
    a.draws = draws;
    a.noDraw = noDraw;
    a.nag = nag;
    a.where = where;
    a.turnWhere = turnWhere;
    a.drawWhere = drawWhere;
}

}  // namespace bornes::formats
