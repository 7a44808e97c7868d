// SPDX-License-Identifier: Apache-2.0
#include "notation/movetext_reader.h"

#include <unordered_map>

#include "messages/card_names.h"
#include "messages/suggest.h"
#include "notation/card_reader.h"
#include "notation/movetext_words.h"
#include "text/name_folding.h"
#include "text/numbers.h"

namespace bornes::formats {

using namespace notation;

namespace {

// Whether a phrase is near a card name (suggest.h), remembered: the check for a misspelt
// longer name runs at every "AS" followed by an attack ("AS STOP>B"), and its answer
// depends on the phrase alone.
bool nearACardName(const std::string& phrase) {
    thread_local std::unordered_map<std::string, bool> known;
    if (const auto it = known.find(phrase); it != known.end()) return it->second;
    if (known.size() >= 4096) known.clear();  // bounded, whatever the input
    return known[phrase] = !nearestCardName(phrase).empty();
}

// Whether items[k] is a word on the same line as `at` (a name or keyword going on).
bool sameLineWord(const std::vector<Item>& items, std::size_t k, SourceLocation at) {
    return k < items.size() && items[k].kind == Item::Word && items[k].where.line == at.line;
}

}  // namespace

std::size_t MovetextReader::word(const Items& items, std::size_t i,
                                 std::vector<MovetextEvent>& events,
                                 std::optional<Diagnostic>& problem) {
    events_ = &events;
    problem_ = &problem;
    std::string_view w = items[i].text;
    SourceLocation at = items[i].where;
    // What a word may glue in front of an action is peeled off in turn, without
    // recursion however many there are: "12.Paul:VERT".
    auto peel = [&](std::size_t n) {
        at.column += columnOf(w, n) - 1;
        w = w.substr(n);
    };
    // The ':' of "Luc : 25" (French typography), after the name read at the last word.
    if (colonAhead_) {
        colonAhead_ = false;
        if (w.starts_with(':')) {
            if (w.size() == 1) return i;
            peel(1);
        }
    }
    // The steps of movetext_words.h, in turn. A turn number and a name may be glued to what
    // follows them ("12.Paul:VERT"): peeled off, without recursion however many there are.
    for (;;) {
        switch (movetextWordOf(w, pendingKeyword_.has_value())) {
            case MovetextWord::KeywordCard:
                return keywordCard(items, i, w, at);
            case MovetextWord::TurnNumber: {
                // "12." (lenient: "12...").
                std::size_t digits = 0;
                while (digits < w.size() && w[digits] >= '0' && w[digits] <= '9') ++digits;
                std::size_t dots = digits;
                while (dots < w.size() && w[dots] == '.') ++dots;
                const auto turn = parseNumber(w.substr(0, digits));
                if (!turn) return fail(at, Message(MessageId::TurnTooLarge)), i;
                if (pendingTurn_) return fail(at, Message(MessageId::TwoTurnNumbers)), i;
                pendingTurn_ = *turn;
                pendingTurnWhere_ = at;
                if (dots == w.size()) return i;
                peel(dots);
                continue;
            }
            case MovetextWord::PlayerName: {
                // "Paul:" names who acts.
                const std::size_t colon = w.find(':');
                if (pendingActor_ >= 0) return fail(at, Message(MessageId::TwoPlayerNames)), i;
                const std::string_view name = trimmedName(w.substr(0, colon));
                const int seat = seats_.seat(name);
                if (seat < 0)
                    return fail(at, Message(MessageId::UnknownPlayer, name, seats_.nearest(name))),
                           i;
                pendingActor_ = seat;
                if (!pendingDraws_ && !pendingNoDraw_) pendingWhere_ = at;
                if (colon + 1 == w.size()) return i;
                peel(colon + 1);
                continue;
            }
            case MovetextWord::Annotation: {
                // After an action: "$12", "!", "?!".
                if (w.front() != '$') return annotate(at, annotationOf(w)), i;
                const auto n = parseNumber(w.substr(1));
                if (!n || *n < 1 || *n > 255) return fail(at, Message(MessageId::BadNag)), i;
                return annotate(at, *n), i;
            }
            case MovetextWord::Draw:
                return draw(items, i, w, at);
            case MovetextWord::Discard:
                if (w.size() == 1) return fail(at, Message(MessageId::DiscardNeedsCard)), i;
                return cardAction(items, i, w.substr(1), at, RecordedAction::Kind::Discard);
            case MovetextWord::CardOrKeyword:
                return cardOrKeyword(items, i, w, at);
        }
        return i;
    }
}

// Step 7: a card played or attacked with, a keyword, or a name spaced from its colon.
std::size_t MovetextReader::cardOrKeyword(const Items& items, std::size_t i, std::string_view w,
                                          SourceLocation at) {
    // "Luc : 25": a name, then a word that starts with ':'.
    if (pendingActor_ < 0 && startsWithLetter(w) && sameLineWord(items, i + 1, at) &&
        items[i + 1].text.starts_with(':')) {
        const int seat = seats_.seat(w);
        if (seat < 0 && !parseCardName(w))
            return fail(at, Message(MessageId::UnknownPlayer, w, seats_.nearest(w))), i;
        if (seat >= 0) {
            pendingActor_ = seat;
            if (!pendingDraws_ && !pendingNoDraw_) pendingWhere_ = at;
            colonAhead_ = true;
            return i;
        }
    }
    // Keywords, as the writer spells them or in any case and accent (only words that
    // start with a letter and are not a card code need folding).
    // A keyword action may carry its annotation glued, as a card does: "noCF?",
    // "allonge!" (what the writer prints for an annotated decision).
    std::string_view bare = w;
    int glued = 0;
    if (const std::size_t g = findAny(w, 0, "!?"); g != std::string_view::npos && g > 0) {
        glued = annotationOf(w.substr(g));
        if (glued) bare = w.substr(0, g);
    }
    std::string folded = bare == "CF"                                     ? std::string("cf")
                         : startsWithLetter(bare) && !parseCardName(bare) ? foldName(bare)
                                                                          : std::string();
    std::string spelt(w);  // the keyword as written, for messages
    // Two-word keywords: "coup fourré" as the books write it, "no cf", "no allonge".
    if ((folded == "coup" || folded == "no") && sameLineWord(items, i + 1, at)) {
        std::string_view second = items[i + 1].text;
        int secondGlued = 0;
        if (const std::size_t g = findAny(second, 0, "!?"); g != std::string_view::npos && g > 0) {
            secondGlued = annotationOf(second.substr(g));
            if (secondGlued) second = second.substr(0, g);
        }
        const std::string both = folded + " " + foldName(second);
        if (both == "coup fourre" || both == "no cf" || both == "no allonge") {
            folded = both;
            glued = secondGlued;
            spelt = std::string(w) + " " + std::string(second);
            ++i;  // the second word is used
        }
    }
    auto decision = [&](RecordedAction::Kind kind) {
        simple(kind, at);
        if (glued) annotate(at, glued);
        return i;
    };
    if (folded.empty()) {
        // not a keyword
    } else if (glued && (folded == "cf" || folded == "takeback")) {
        return fail(at, Message(MessageId::AnnotationOnKeyword, bare)), i;
    } else if (folded == "cf" || folded == "coup fourre" || folded == "coupfourre") {
        pendingKeyword_ = RecordedAction::Kind::CoupFourre;
        keyword_ = spelt;
        keywordWhere_ = at;
        return i;
    } else if (folded == "takeback") {
        pendingKeyword_ = RecordedAction::Kind::TakeBack;
        keyword_ = spelt;
        keywordWhere_ = at;
        return i;
    } else if (folded == "nocf" || folded == "no cf") {
        return decision(RecordedAction::Kind::DeclineCoupFourre);
    } else if (folded == "allonge") {
        return decision(RecordedAction::Kind::DeclareAllonge);
    } else if (folded == "noallonge" || folded == "no allonge") {
        return decision(RecordedAction::Kind::DeclineAllonge);
    }
    return cardAction(items, i, w, at, RecordedAction::Kind::Play);
}

std::size_t MovetextReader::draw(const Items& items, std::size_t i, std::string_view w,
                                 SourceLocation at) {
    if (!pendingDraws_ && !pendingNoDraw_ && pendingActor_ < 0) pendingWhere_ = at;
    if (!pendingDraws_ && !pendingNoDraw_) drawWhere_ = at;
    if (w == "+-") {
        pendingNoDraw_ = true;
        return i;
    }
    if (pendingDraws_ == RecordedAction::kMaxDraws)
        return fail(at, Message(MessageId::TooManyDraws, RecordedAction::kMaxDraws)), i;
    if (w == "+?") {
        draws_[pendingDraws_++] = Card::Unknown;
        return i;
    }
    if (w.size() == 1) return fail(at, Message(MessageId::DrawNeedsCard)), i;
    const auto [card, used] = cardWords(Words(items, i, w.substr(1)));
    if (card == Card::None)
        return fail(at, Message(MessageId::UnknownDrawnCard, w.substr(1),
                                nearestCardName(w.substr(1)))),
               i;
    draws_[pendingDraws_++] = card;
    return i + used - 1;
}

// An action naming a card: "VERT", "STOP>B!", "-25", "feu vert", "Roue de secours?".
std::size_t MovetextReader::cardAction(const Items& items, std::size_t i, std::string_view first,
                                       SourceLocation at, RecordedAction::Kind kind) {
    // Glue up to six words for a long name; the suffix (">B", "!?") ends the name.
    const Words span(items, i, first);
    std::size_t used = 1;
    Card card = Card::None;
    std::string_view suffix;
    std::string joined;
    for (std::size_t n = 1; n <= 6 && n <= span.size(); ++n) {
        if (n > 1) joined += ' ';
        std::string_view last = span.text(n - 1);
        const std::size_t cut = findAny(last, 0, ">!?");
        const std::string_view core = cut == std::string_view::npos ? last : last.substr(0, cut);
        joined.append(core);
        if (const auto c = parseCardName(joined)) {
            card = *c;
            used = n;
            suffix = cut == std::string_view::npos ? std::string_view() : last.substr(cut);
        }
        if (cut != std::string_view::npos || !span.continues(n) || !nameMayGoOn(joined)) break;
    }
    // "Feu rouge > Marie", "STOP >B", "STOP> B": blanks around '>' as people type them;
    // "Feu rouge sur Marie", as a French player writes it (and bornes-replay prints it).
    std::string spacedTarget;  // ">" and the word after it, joined
    if (card != Card::None) {
        auto word = [&](std::size_t k) -> std::optional<std::string_view> {
            if (k >= span.size() || items[i + k].kind != Item::Word) return std::nullopt;
            if (items[i + k].where.line != at.line) return std::nullopt;
            return span.text(k);
        };
        if (suffix.empty()) {
            if (const auto next = word(used); next && next->starts_with('>')) {
                suffix = *next;
                ++used;
            } else if (next && foldName(*next) == "sur" && word(used + 1)) {
                suffix = ">";
                ++used;
            }
        }
        if (suffix.empty())
            if (const std::size_t misspelt = misspeltLongerName(span, used); misspelt)
                return unknownWord(span, at, misspelt), i;
        if (suffix == ">") {
            if (const auto next = word(used); next && !next->empty()) {
                spacedTarget = ">" + std::string(*next);
                suffix = spacedTarget;
                ++used;
            }
        }
    }
    if (card == Card::None) return unknownWord(span, at), i;
    RecordedAction a;
    a.kind = kind;
    a.card = card;
    a.where = at;
    if (!suffix.empty() && suffix.front() == '>') {
        const std::size_t glyph = findAny(suffix, 0, "!?");
        const std::string_view target =
            suffix.substr(1, glyph == std::string_view::npos ? std::string_view::npos : glyph - 1);
        if (kind != RecordedAction::Kind::Play)
            return fail(at, Message(MessageId::SideAfterDiscard)), i;
        a.kind = RecordedAction::Kind::Attack;
        a.side = seats_.side(target);
        if (a.side < 0)
            return fail(at, Message(MessageId::UnknownTarget, target, seats_.nearest(target))), i;
        suffix = glyph == std::string_view::npos ? std::string_view() : suffix.substr(glyph);
    } else if (kind == RecordedAction::Kind::Play && isHazard(card)) {
        a.kind = RecordedAction::Kind::Attack;  // the side attacked is left implied
    }
    if (!suffix.empty()) {
        a.nag = static_cast<std::uint8_t>(annotationOf(suffix));
        if (!a.nag) return fail(at, Message(MessageId::UnknownAnnotation, suffix)), i;
    }
    emit(std::move(a));
    return i + used - 1;
}

// After a card read from its first `used` words, words that make with them a misspelt
// longer name: "As du volan" ("As" is the Driving Ace, but the player meant its whole
// name), "Panne dessence". The number of words of the misspelt name, or 0: the words after
// it are something else (a card, a keyword, a player, "sur").
std::size_t MovetextReader::misspeltLongerName(const Words& span, std::size_t used) const {
    if (!span.continues(used)) return 0;
    const std::string_view next = span.text(used);
    const std::string folded = foldName(next);
    if (parseCardName(next) || seats_.seat(next) >= 0 || seats_.side(next) >= 0 ||
        folded == "sur" || folded == "cf" || folded == "nocf" || folded == "coup" ||
        folded == "no" || folded == "takeback" || folded == "allonge" || folded == "noallonge")
        return 0;
    std::string phrase;
    for (std::size_t n = 0; n < used; ++n) phrase += (n ? " " : "") + std::string(span.text(n));
    if (!nameMayGoOn(phrase)) return 0;  // no longer name begins with the card's words
    for (std::size_t n = used; n < used + 3 && span.continues(n); ++n) {
        phrase += " " + std::string(span.text(n));
        if (nearACardName(phrase)) return n + 1;
    }
    return 0;
}

// An unknown card or word, quoted whole ("Feu rouje", not "Feu"), with the card name
// nearest it: the longest run of words (up to four) that is near a name, else the word;
// `atLeast`: the words a shorter run may not stop before (a misspelt longer name).
void MovetextReader::unknownWord(const Words& span, SourceLocation at, std::size_t atLeast) {
    auto core = [](std::string_view w) {
        const std::size_t cut = findAny(w, 0, ">!?");
        return cut == std::string_view::npos || cut == 0 ? w : w.substr(0, cut);
    };
    std::string shown(core(span.text(0))), phrase = shown, suggestion;
    std::size_t best = std::string::npos;
    for (std::size_t n = 1; n <= 4 && n <= span.size(); ++n) {
        if (n > 1) {
            if (!span.continues(n - 1) || span.text(n - 1).find(':') != std::string_view::npos)
                break;
            phrase += ' ';
            phrase += core(span.text(n - 1));
        }
        const std::string near = nearestCardName(phrase);
        if (near.empty() || n < atLeast) continue;
        const std::size_t d = editDistance(foldName(phrase), foldName(near));
        if (d < best) best = d, shown = phrase, suggestion = near;
    }
    fail(at, Message(MessageId::UnknownWord, shown, suggestion));
}

// The card after a keyword ("cf PRIO", "takeback 100"): the action becomes the keyword's.
std::size_t MovetextReader::keywordCard(const Items& items, std::size_t i, std::string_view w,
                                        SourceLocation at) {
    keywordOfCard_ = *pendingKeyword_;
    pendingKeyword_.reset();
    const std::size_t last = cardAction(items, i, w, at, RecordedAction::Kind::Play);
    keywordOfCard_.reset();
    return last;
}

void MovetextReader::simple(RecordedAction::Kind kind, SourceLocation at) {
    RecordedAction a;
    a.kind = kind;
    a.where = at;
    emit(std::move(a));
}

void MovetextReader::annotate(SourceLocation at, int nag) {
    MovetextEvent e;
    e.kind = MovetextEvent::Kind::Annotation;
    e.at = at;
    e.nag = nag;
    events_->push_back(std::move(e));
}

void MovetextReader::emit(RecordedAction a) {
    a.actor = pendingActor_;
    a.turn = pendingTurn_;
    a.turnWhere = pendingTurnWhere_;
    a.drawCount = static_cast<std::uint8_t>(pendingDraws_);
    a.draws = draws_;
    a.noDraw = pendingNoDraw_;
    a.drawWhere = a.drawCount || a.noDraw ? drawWhere_ : a.where;
    if (a.noDraw && a.drawCount) return fail(pendingWhere_, Message(MessageId::NoDrawWithDraws));
    pendingActor_ = -1;
    pendingTurn_ = 0;
    pendingDraws_ = 0;
    pendingNoDraw_ = false;
    MovetextEvent e;
    e.at = a.where;
    if (keywordOfCard_) {
        // Filed as read, then refused: "cf STOP>B" names a side no keyword takes.
        if (a.kind == RecordedAction::Kind::Attack && a.side >= 0) {
            e.action = a;
            events_->push_back(std::move(e));
            return fail(keywordWhere_, Message(MessageId::KeywordTakesCard, keyword_));
        }
        a.kind = *keywordOfCard_;
        a.side = -1;
        a.where = keywordWhere_;
    }
    e.action = std::move(a);
    events_->push_back(std::move(e));
}

void MovetextReader::fail(SourceLocation where, Message message) {
    if (failed()) return;
    problem_->emplace(Severity::Error, where, std::move(message));
}

bool MovetextReader::pending() const {
    return pendingKeyword_ || pendingDraws_ || pendingNoDraw_ || pendingActor_ >= 0 || pendingTurn_;
}

Diagnostic MovetextReader::pendingProblem() const {
    if (pendingKeyword_)
        return {Severity::Error, keywordWhere_, Message(MessageId::KeywordNeedsCard, keyword_)};
    if (pendingDraws_ || pendingNoDraw_ || pendingActor_ >= 0)
        return {Severity::Error, pendingWhere_, Message(MessageId::DrawsWithoutAction)};
    return {Severity::Error, pendingTurnWhere_, Message(MessageId::TurnWithoutAction)};
}

}  // namespace bornes::formats
