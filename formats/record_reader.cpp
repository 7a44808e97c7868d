#include "record_reader.h"

#include <charconv>
#include <sstream>

#include "card_names.h"
#include "game_tags.h"
#include "notation_lexer.h"
#include "numbers.h"
#include "utf8.h"

namespace bornes::formats {

using namespace notation;

// Turns the lines of one game into a Record.
class RecordReader::GameParser {
  public:
    GameParser(Record& record, std::vector<Diagnostic>& problems)
        : r_(record), problems_(problems) {}

    bool failed() const { return failed_; }
    // A failure, or a comment left open, is something to report.
    bool empty() const { return empty_ && !failed_ && !lexer_.inComment(); }

    void line(std::string_view text, long long number) {
        if (failed_) return;
        if (const std::size_t bad = invalidUtf8At(text); bad != std::string_view::npos) {
            empty_ = false;
            return fail({number, columnOf(text, bad)},
                        "invalid UTF-8: the notation is UTF-8 text (notation)");
        }
        std::vector<Item>& items = items_;
        items.clear();
        if (const auto problem = lexer_.scan(text, number, items)) {
            empty_ = false;
            return fail(problem->where, problem->message);
        }
        for (std::size_t i = 0; i < items.size() && !failed_; ++i) {
            const Item& item = items[i];
            empty_ = false;
            switch (item.kind) {
                case Item::Comment:
                    comment(item);
                    break;
                case Item::Tag:
                    tag(item);
                    break;
                case Item::Word:
                    i = word(items, i);
                    break;
            }
        }
    }

    void finish(SourceLocation end) {
        if (failed_) return;
        if (lexer_.inComment())
            return fail(lexer_.commentStart(), "comment '{' is never closed (notation)");
        finishRoster();
        if (failed_) return;
        if (actionPending()) return failPending();
        (void)end;
    }

  private:
    // --- errors --------------------------------------------------------------------------
    void fail(SourceLocation where, std::string message) {
        if (failed_) return;
        failed_ = true;
        problems_.push_back({Severity::Error, where, std::move(message)});
    }

    // --- comments ------------------------------------------------------------------------
    void comment(const Item& item) {
        const SourceLocation commentWhere = item.where;
        // Trimmed; blanks inside collapsed: comments are prose, and the canonical form must
        // not depend on how the text was wrapped.
        std::string text;
        for (char c : item.text) {
            if (blank(c) || c == '\n') {
                if (!text.empty() && text.back() != ' ') text += ' ';
            } else {
                text += c;
            }
        }
        while (!text.empty() && text.back() == ' ') text.pop_back();
        if (text.empty()) return;
        std::string* target = &r_.comment;
        if (hand_ && !hand_->actions.empty())
            target = &hand_->actions.back().comment;
        else if (hand_ || rosterDone_)
            target = &currentHand(commentWhere)->openingComment;
        if (!target->empty()) *target += ' ';
        *target += text;
    }

    // --- tags ----------------------------------------------------------------------------
    void tag(const Item& item) {
        Diagnostic problem;
        const std::optional<TagText> read = readTag(item, problem);
        if (!read) return fail(problem.where, problem.message);
        const std::string_view rawName = read->name;
        const std::string& value = read->value;
        const SourceLocation valueWhere = read->valueWhere;
        const std::string name = lower(rawName);
        if (isGameTag(name)) return rosterTag(name, rawName, value, item.where, valueWhere);
        if (isHandTag(name)) return handTag(name, value, item.where, valueWhere);
        Tag other{std::string(rawName), value, item.where};
        if (hand_ || rosterDone_)
            currentHand(item.where)->otherTags.push_back(other);
        else
            r_.otherTags.push_back(other);
    }

    void rosterTag(const std::string& name, std::string_view rawName, const std::string& value,
                   SourceLocation where, SourceLocation valueWhere) {
        if (rosterDone_) {
            if (name == "event")
                return fail(
                    where,
                    "[Event] begins a game: put it at the start of a line, first (notation)");
            return fail(where, "game tag [" + std::string(rawName) +
                                   "] after the first hand; write it before (notation)");
        }
        if (const auto problem = roster_.add(name, rawName, value, where, valueWhere))
            return fail(problem->where, problem->message);
        if (name == "event") r_.where = where;
    }

    // The roster is read as a whole, once: tags may come in any order.
    void finishRoster() {
        if (rosterDone_ || failed_) return;
        rosterDone_ = true;
        if (const auto problem = roster_.apply(r_)) return fail(problem->where, problem->message);
        // Folded names for matching actors and targets.
        for (int s = 0; s < r_.rules.table.players; ++s) {
            shown_[static_cast<std::size_t>(s)] = r_.seatName(s);
            folded_[static_cast<std::size_t>(s)] = foldName(r_.seatName(s));
            seatCode_[static_cast<std::size_t>(s)] = "p" + std::to_string(s + 1);
        }
    }

    // --- hands ---------------------------------------------------------------------------
    RecordedHand* currentHand(SourceLocation where) {
        finishRoster();
        if (!hand_ || handClosed_) {
            if (r_.hands.size() >= RecordReader::kMaxHands && hand_) {
                fail(where, "more than " + std::to_string(RecordReader::kMaxHands) +
                                " hands in one game (notation: limits)");
                return hand_;
            }
            r_.hands.emplace_back();
            hand_ = &r_.hands.back();
            // No room reserved ahead: a game of many one-action hands costs what it holds.
            hand_->where = where;
            handClosed_ = false;
        }
        return hand_;
    }

    // An action begun (a number, a player, draws, a keyword) and not finished.
    bool actionPending() const {
        return pendingKeyword_ || pendingDraws_ || pendingNoDraw_ || pendingActor_ >= 0 ||
               pendingTurn_;
    }
    void failPending() {
        if (pendingKeyword_)
            return fail(keywordWhere_, "'" + keyword_ + "' needs a card after it (notation)");
        if (pendingDraws_ || pendingNoDraw_ || pendingActor_ >= 0)
            return fail(pendingWhere_,
                        "draws or a player name with no action after them (notation)");
        fail(pendingTurnWhere_, "a turn number with no action after it (notation)");
    }

    void handTag(const std::string& name, const std::string& value, SourceLocation where,
                 SourceLocation valueWhere) {
        finishRoster();
        if (failed_) return;
        if (actionPending()) return failPending();
        readHandTag(name, value, where, valueWhere);
        if (failed_ && hand_) hand_->broken = true;  // half a deal or a score is worse than none
    }

    void readHandTag(const std::string& name, const std::string& value, SourceLocation where,
                     SourceLocation valueWhere) {
        if (name == "score") {
            if (!hand_ || handClosed_)
                return fail(where, "[Score] with no hand before it (notation)");
            hand_->scoreWhere = where;
            if (const auto problem = readScores(value, r_.rules.table.sides, where, hand_->score))
                return fail(problem->where, problem->message);
            handClosed_ = true;
            return;
        }
        // A hand tag after the moves of a hand begins the next hand.
        if (hand_ && !hand_->actions.empty()) handClosed_ = true;
        RecordedHand* h = currentHand(where);
        auto once = [&](bool given) {
            if (given) fail(where, "tag [" + name + "] given twice in one hand (notation)");
            return !given;
        };
        if (name == "hand") {
            if (!once(h->number != 0)) return;
            const auto n = parseNumber(value);
            if (!n || *n < 1) return fail(where, "[Hand] is a hand number from 1 (notation)");
            h->number = *n;
        } else if (name == "dealer") {
            if (!once(h->dealer >= 0)) return;
            h->dealer = seatNamed(value);
            h->dealerWhere = where;
            if (h->dealer < 0)
                return fail(valueWhere,
                            "no player '" + value + "' at this table for [Dealer] (notation)");
        } else if (name == "deal") {
            if (!once(h->hasDeal)) return;
            h->hasDeal = true;
            h->dealWhere = where;
            deal(*h, value, valueWhere);
        } else if (name == "pile") {
            if (!once(h->pileWhere.line != 0)) return;
            h->pileWhere = where;
            cardList(value, valueWhere, h->pile, 106);
        } else if (name == "position") {
            if (!once(h->positionWhere.line != 0)) return;
            if (value.empty()) return fail(where, "[Position] needs a position line (notation)");
            h->position = value;
            h->positionWhere = valueWhere;
        }
    }

    void deal(RecordedHand& h, const std::string& value, SourceLocation where) {
        std::string text = value;
        for (char& c : text)
            if (c == ';') c = '/';
        const int players = r_.rules.table.players;
        int position = 0;
        std::size_t start = 0;
        for (std::size_t i = 0; i <= text.size() && !failed_; ++i) {
            if (i < text.size() && text[i] != '/') continue;
            std::string part = text.substr(start, i - start);
            SourceLocation at = where;
            at.column += columnOf(text, start) - 1;
            start = i + 1;
            if (part.find_first_not_of(" \t") == std::string::npos)
                continue;  // "a; b;" ends with an empty part
            int seat = position++;
            const std::size_t colon = part.find(':');
            if (colon != std::string::npos) {
                seat = seatNamed(part.substr(0, colon));
                if (seat < 0)
                    return fail(at, "no player '" + part.substr(0, colon) +
                                        "' at this table for [Deal] (notation)");
                at.column += columnOf(part, colon + 1) - 1;
                part = part.substr(colon + 1);
            }
            if (seat >= players) return fail(at, "[Deal] lists more hands than players (notation)");
            auto& cards = h.deal[static_cast<std::size_t>(seat)];
            if (!cards.empty())
                return fail(at, "[Deal] gives " + r_.seatName(seat) + "'s hand twice (notation)");
            cardList(part, at, cards, 6);
            if (failed_) return;
            cards.resize(6, Card::Unknown);  // cardList refused more than six
        }
        for (int seat = 0; seat < players; ++seat) {
            auto& cards = h.deal[static_cast<std::size_t>(seat)];
            if (cards.empty()) cards.assign(6, Card::Unknown);
        }
    }

    // Cards separated by blanks or commas, each a name (possibly of several words), "?" for
    // an unknown card, or NAMExN for N of them.
    void cardList(const std::string& text, SourceLocation where, std::vector<Card>& out,
                  std::size_t limit) {
        std::vector<Item>& words = listWords_;
        words.clear();
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
            words.push_back({Item::Word, std::string_view(text).substr(i, j - i), at});
            advance(j);
        }
        for (std::size_t w = 0; w < words.size() && !failed_; ++w) {
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
                    return fail(words[w].where, "a count must be from 1 to 106 (notation)");
                count = *n;
                word = word.substr(0, x);
            }
            Card c = Card::Unknown;
            if (word != "?") {
                const auto [card, used] = cardWords(Words(words, w, word));
                if (card == Card::None)
                    return fail(words[w].where,
                                "unknown card '" + std::string(word) + "' (notation)");
                c = card;
                w += used - 1;
            }
            if (out.size() + static_cast<std::size_t>(count) > limit)
                return fail(words[w].where,
                            "more than " + std::to_string(limit) + " cards (notation)");
            out.insert(out.end(), static_cast<std::size_t>(count), c);
        }
    }

    int seatNamed(std::string_view name) const {
        for (int s = 0; s < r_.rules.table.players; ++s)  // as printed: no folding
            if (name == shown_[static_cast<std::size_t>(s)]) return s;
        const std::string f = foldName(name);
        for (int s = 0; s < r_.rules.table.players; ++s)
            if (f == folded_[static_cast<std::size_t>(s)] ||
                f == seatCode_[static_cast<std::size_t>(s)])
                return s;
        return -1;
    }

    // --- movetext ------------------------------------------------------------------------

    // The card named by words starting at items[i] (the first word already stripped of its
    // prefix), longest name first. Returns the card (None if none) and the words used.
    struct CardWords {
        Card card;
        std::size_t used;
    };
    static CardWords cardWords(const Words& words) {
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

    static bool isGlyph(std::string_view w) { return annotationOf(w) != 0; }

    // Processes the word at items[i]; returns the index of the last item it used.
    std::size_t word(const std::vector<Item>& items, std::size_t i) {
        finishRoster();
        if (failed_) return i;
        std::string_view w = items[i].text;
        SourceLocation at = items[i].where;
        // What a word may glue in front of an action is peeled off in turn, without
        // recursion however many there are: "12.Paul:VERT".
        auto peel = [&](std::size_t n) {
            at.column += columnOf(w, n) - 1;
            w = w.substr(n);
        };
        for (;;) {
            if (pendingKeyword_) return keywordCard(items, i, w, at);
            // Turn number "12." (lenient: "12...").
            std::size_t digits = 0;
            while (digits < w.size() && w[digits] >= '0' && w[digits] <= '9') ++digits;
            if (digits > 0 && digits < w.size() && w[digits] == '.') {
                std::size_t dots = digits;
                while (dots < w.size() && w[dots] == '.') ++dots;
                const auto turn = parseNumber(w.substr(0, digits));
                if (!turn) return fail(at, "turn number too large (notation)"), i;
                if (pendingTurn_) return fail(at, "two turn numbers in a row (notation)"), i;
                pendingTurn_ = *turn;
                pendingTurnWhere_ = at;
                if (dots == w.size()) return i;
                peel(dots);
                continue;
            }
            // "Paul:" names who acts.
            const std::size_t colon = w.find(':');
            if (colon != std::string_view::npos && colon > 0 && w.front() != '+' &&
                w.front() != '-') {
                if (pendingActor_ >= 0) return fail(at, "two player names in a row (notation)"), i;
                const int seat = seatNamed(w.substr(0, colon));
                if (seat < 0)
                    return fail(at, "no player '" + std::string(w.substr(0, colon)) +
                                        "' at this table (notation)"),
                           i;
                pendingActor_ = seat;
                if (!pendingDraws_ && !pendingNoDraw_) pendingWhere_ = at;
                if (colon + 1 == w.size()) return i;
                peel(colon + 1);
                continue;
            }
            break;
        }
        // Annotations after an action: "$12", "!", "?!".
        if (w.front() == '$') {
            const auto n = parseNumber(w.substr(1));
            if (!n || *n < 1 || *n > 255)
                return fail(at, "an annotation is $1 to $255 (notation)"), i;
            return annotate(at, *n), i;
        }
        if (isGlyph(w)) return annotate(at, annotationOf(w)), i;
        if (w.front() == '+') return draw(items, i, w, at);
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
        const std::string folded = bare == "CF" ? std::string("cf")
                                   : startsWithLetter(bare) && !parseCardName(bare) ? foldName(bare)
                                                                                    : std::string();
        auto decision = [&](RecordedAction::Kind kind) {
            simple(kind, at);
            if (glued) annotate(at, glued);
            return i;
        };
        if (folded.empty()) {
            // not a keyword
        } else if (glued && (folded == "cf" || folded == "takeback")) {
            return fail(at, "an annotation goes after the card: " + std::string(bare) +
                                " CARD! (notation)"),
                   i;
        } else if (folded == "cf" || folded == "coup fourre" || folded == "coupfourre") {
            pendingKeyword_ = RecordedAction::Kind::CoupFourre;
            keyword_ = std::string(w);
            keywordWhere_ = at;
            return i;
        } else if (folded == "takeback") {
            pendingKeyword_ = RecordedAction::Kind::TakeBack;
            keyword_ = std::string(w);
            keywordWhere_ = at;
            return i;
        } else if (folded == "nocf" || folded == "no cf") {
            return decision(RecordedAction::Kind::DeclineCoupFourre);
        } else if (folded == "allonge") {
            return decision(RecordedAction::Kind::DeclareAllonge);
        } else if (folded == "noallonge" || folded == "no allonge") {
            return decision(RecordedAction::Kind::DeclineAllonge);
        }
        if (w.front() == '-') {
            if (w.size() == 1) return fail(at, "'-' needs the card discarded: -25 (notation)"), i;
            return cardAction(items, i, w.substr(1), at, RecordedAction::Kind::Discard);
        }
        return cardAction(items, i, w, at, RecordedAction::Kind::Play);
    }

    std::size_t draw(const std::vector<Item>& items, std::size_t i, std::string_view w,
                     SourceLocation at) {
        if (!pendingDraws_ && !pendingNoDraw_ && pendingActor_ < 0) pendingWhere_ = at;
        if (!pendingDraws_ && !pendingNoDraw_) drawWhere_ = at;
        if (w == "+-") {
            pendingNoDraw_ = true;
            return i;
        }
        if (pendingDraws_ == RecordedAction::kMaxDraws)
            return fail(at, "more than " + std::to_string(RecordedAction::kMaxDraws) +
                                " draws before one action (notation)"),
                   i;
        if (w == "+?") {
            draws_[pendingDraws_++] = Card::Unknown;
            return i;
        }
        if (w.size() == 1) return fail(at, "'+' needs the card drawn: +VERT, or +? (notation)"), i;
        const auto [card, used] = cardWords(Words(items, i, w.substr(1)));
        if (card == Card::None)
            return fail(at, "unknown card '" + std::string(w.substr(1)) + "' drawn (notation)"), i;
        draws_[pendingDraws_++] = card;
        return i + used - 1;
    }

    // An action naming a card: "VERT", "STOP>B!", "-25", "feu vert", "Roue de secours?".
    std::size_t cardAction(const std::vector<Item>& items, std::size_t i, std::string_view first,
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
            const std::string_view core =
                cut == std::string_view::npos ? last : last.substr(0, cut);
            joined.append(core);
            if (const auto c = parseCardName(joined)) {
                card = *c;
                used = n;
                suffix = cut == std::string_view::npos ? std::string_view() : last.substr(cut);
            }
            if (cut != std::string_view::npos || !span.continues(n) || !nameMayGoOn(joined)) break;
        }
        if (card == Card::None) {
            std::string_view shown = span.text(0);
            const std::size_t cut = findAny(shown, 0, ">!?");
            if (cut != std::string_view::npos) shown = shown.substr(0, cut);
            return fail(at, "unknown card or word '" + std::string(shown) + "' (notation)"), i;
        }
        RecordedAction a;
        a.kind = kind;
        a.card = card;
        a.where = at;
        if (!suffix.empty() && suffix.front() == '>') {
            const std::size_t glyph = findAny(suffix, 0, "!?");
            const std::string_view target = suffix.substr(
                1, glyph == std::string_view::npos ? std::string_view::npos : glyph - 1);
            if (kind != RecordedAction::Kind::Play)
                return fail(at,
                            "only a card played may name a side: '>' after a discard (notation)"),
                       i;
            a.kind = RecordedAction::Kind::Attack;
            a.side = sideNamed(target);
            if (a.side < 0)
                return fail(at,
                            "no side or player '" + std::string(target) + "' to attack (notation)"),
                       i;
            suffix = glyph == std::string_view::npos ? std::string_view() : suffix.substr(glyph);
        } else if (kind == RecordedAction::Kind::Play && isHazard(card)) {
            a.kind = RecordedAction::Kind::Attack;  // the side attacked is left implied
        }
        if (!suffix.empty()) {
            a.nag = static_cast<std::uint8_t>(annotationOf(suffix));
            if (!a.nag)
                return fail(at, "unknown annotation '" + std::string(suffix) + "' (notation)"), i;
        }
        push(std::move(a));
        return i + used - 1;
    }

    std::size_t keywordCard(const std::vector<Item>& items, std::size_t i, std::string_view w,
                            SourceLocation at) {
        const auto kind = *pendingKeyword_;
        pendingKeyword_.reset();
        const std::size_t last = cardAction(items, i, w, at, RecordedAction::Kind::Play);
        if (failed_) return last;
        RecordedAction& a = hand_->actions.back();
        if (a.kind == RecordedAction::Kind::Attack && a.side >= 0)
            return fail(keywordWhere_, "'" + keyword_ + "' takes a card, not a side (notation)"),
                   last;
        a.kind = kind;
        a.side = -1;
        a.where = keywordWhere_;
        return last;
    }

    int sideNamed(std::string_view name) const {
        if (name.size() == 1) {
            const char c =
                static_cast<char>(name[0] >= 'a' && name[0] <= 'z' ? name[0] - 'a' + 'A' : name[0]);
            if (c >= 'A' && c < 'A' + r_.rules.table.sides) return c - 'A';
        }
        const int seat = seatNamed(name);
        return seat < 0 ? -1 : r_.rules.table.sideOf(seat);
    }

    void simple(RecordedAction::Kind kind, SourceLocation at) {
        RecordedAction a;
        a.kind = kind;
        a.where = at;
        push(std::move(a));
    }

    void annotate(SourceLocation at, int nag) {
        if (!hand_ || hand_->actions.empty() || handClosed_)
            return fail(at, "an annotation needs an action before it (notation)");
        hand_->actions.back().nag = static_cast<std::uint8_t>(nag);
    }

    void push(RecordedAction a) {
        RecordedHand* h = currentHand(a.where);
        if (h->actions.size() >= kMaxActions)
            return fail(a.where, "more than 100000 actions in one hand (notation)");
        a.actor = pendingActor_;
        a.turn = pendingTurn_;
        a.turnWhere = pendingTurnWhere_;
        a.drawCount = static_cast<std::uint8_t>(pendingDraws_);
        a.draws = draws_;
        a.noDraw = pendingNoDraw_;
        a.drawWhere = a.drawCount || a.noDraw ? drawWhere_ : a.where;
        if (a.noDraw && a.drawCount)
            return fail(pendingWhere_, "'+-' (no draw) with cards drawn (notation)");
        h->actions.push_back(std::move(a));
        pendingActor_ = -1;
        pendingTurn_ = 0;
        pendingDraws_ = 0;
        pendingNoDraw_ = false;
    }

    Record& r_;
    std::vector<Diagnostic>& problems_;
    std::vector<Item> items_;      // the items of the line being read, reused line after line
    std::vector<Item> listWords_;  // the words of a card list, reused likewise
    bool failed_ = false;
    bool empty_ = true;
    bool rosterDone_ = false;
    GameTags roster_;
    std::array<std::string, kMaxPlayers> shown_, folded_, seatCode_;
    RecordedHand* hand_ = nullptr;
    bool handClosed_ = false;
    // The lexer, which carries a comment being read over several lines.
    Lexer lexer_;
    // What has been read of the next action.
    int pendingActor_ = -1;
    int pendingTurn_ = 0;
    SourceLocation pendingTurnWhere_, pendingWhere_, drawWhere_;
    int pendingDraws_ = 0;
    std::array<Card, RecordedAction::kMaxDraws> draws_{};
    bool pendingNoDraw_ = false;
    std::optional<RecordedAction::Kind> pendingKeyword_;
    std::string keyword_;
    SourceLocation keywordWhere_;
};

bool RecordReader::next(Record& record, std::vector<Diagnostic>& problems) {
    record.clear();
    text_.clear();
    lineStart_.clear();
    GameParser parser(record, problems);
    bool sawAny = false;
    bool cutGame = false;
    long long lastLine = 0;
    auto take = [&](std::string_view line, long long number) {
        // Blank lines before a game are no part of it: a file of a billion of them keeps
        // nothing.
        if (parser.empty() && isBlankLine(line)) {
            lastLine = number;
            return;
        }
        if (lineStart_.empty()) firstLine_ = number;
        if (!cutGame && text_.size() + line.size() + 1 > kMaxGameText) {
            cutGame = true;
            if (!parser.failed())
                problems.push_back(
                    {Severity::Error,
                     {number, 1},
                     "a game longer than 4 MiB: the rest of it is skipped (notation)"});
        }
        // Past the limit nothing of the game is kept, not even where its lines start: a
        // gigabyte of text after an unclosed comment costs nothing more.
        if (!cutGame) {
            lineStart_.push_back(static_cast<std::uint32_t>(text_.size()));
            text_.append(line);
            text_ += '\n';
        }
        lastLine = number;
        if (lines_.cut() && !parser.failed())
            problems.push_back(
                {Severity::Error, {number, 1}, "a line longer than 64 KiB: it is cut (notation)"});
        if (!cutGame) parser.line(line, number);
    };
    if (hasPending_) {
        hasPending_ = false;
        sawAny = true;
        take(pending_, pendingNumber_);
    }
    std::string_view line;
    while (lines_.next(line)) {
        // "[Event" at the start of a line always begins a game, even after a comment left
        // open: a broken game never swallows the next ones.
        if (isEventLine(line) && !parser.empty()) {
            pending_.assign(line);
            pendingNumber_ = lines_.lineNumber();
            hasPending_ = true;
            break;
        }
        sawAny = true;
        take(line, lines_.lineNumber());
    }
    if (!sawAny || parser.empty()) return false;
    parser.finish({lastLine + 1, 1});
    // A game without [Event] starts at its first line: blank lines before it are not kept.
    if (record.where.line == 0) record.where = {firstLine_, 1};
    return true;
}

std::string_view RecordReader::line(long long number) const {
    const long long i = number - firstLine_;
    if (i < 0 || i >= static_cast<long long>(lineStart_.size())) return {};
    const std::size_t start = lineStart_[static_cast<std::size_t>(i)];
    std::size_t end = text_.find('\n', start);
    if (end == std::string::npos) end = text_.size();
    return std::string_view(text_).substr(start, end - start);
}

std::vector<Record> readRecords(std::string_view text, std::vector<Diagnostic>& problems) {
    std::istringstream in{std::string(text)};
    RecordReader reader(in);
    std::vector<Record> records;
    Record r;
    while (reader.next(r, problems)) records.push_back(r);
    return records;
}

}  // namespace bornes::formats
