#include "record_reader.h"

#include <charconv>
#include <sstream>

#include "card_names.h"
#include "game_tags.h"
#include "notation_lexer.h"
#include "numbers.h"
#include "suggest.h"
#include "utf8.h"

namespace bornes::formats {

using namespace notation;

// Turns the lines of one game into a Record.
class RecordReader::GameParser {
  public:
    GameParser(Record& record, std::vector<Diagnostic>& problems)
        : r_(record), problems_(problems) {
        // Before the roster is read (a comment opened among the tags), the [Seats] read so far.
        lexer_.setPlayerCheck([this](std::string_view name) {
            name = trimmedName(name);
            return rosterDone_ ? seatNamed(name) >= 0 : roster_.namesSeat(name);
        });
    }

    bool failed() const { return failed_; }
    // A failure, or a comment left open, is something to report.
    bool empty() const { return empty_ && !failed_ && !lexer_.inComment(); }

    void line(std::string_view text, long long number) {
        if (failed_) return;
        if (const std::size_t bad = invalidUtf8At(text); bad != std::string_view::npos) {
            empty_ = false;
            return fail(
                {number, columnOf(text, bad)},
                Message(looksLatin1(text) ? MessageId::Latin1Hint : MessageId::InvalidUtf8));
        }
        std::vector<Item>& items = items_;
        items.clear();
        if (const auto problem = lexer_.scan(text, number, items)) {
            empty_ = false;
            return fail(problem->where, problem->what);
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
            return fail(lexer_.commentStart(), Message(MessageId::CommentNeverClosed));
        finishRoster();
        if (failed_) return;
        if (actionPending()) return failPending();
        (void)end;
    }

  private:
    // --- errors --------------------------------------------------------------------------
    void fail(SourceLocation where, Message message) {
        if (failed_) return;
        failed_ = true;
        problems_.push_back({Severity::Error, where, std::move(message)});
    }
    void warn(SourceLocation where, Message message) {
        problems_.push_back({Severity::Warning, where, std::move(message)});
    }

    // A line that is not UTF-8 but reads as French in Latin-1: every byte above 127 a
    // French accented letter between plain ASCII, as "é" saved by an old editor
    // (not "\xFF\xFE", a UTF-16 mark, nor a UTF-8 sequence cut short).
    static bool looksLatin1(std::string_view text) {
        bool high = false;
        for (std::size_t i = 0; i < text.size(); ++i) {
            const auto c = static_cast<unsigned char>(text[i]);
            if (c < 0x80) continue;
            constexpr std::string_view kFrenchLetters =
                "\xC0\xC2\xC7\xC8\xC9\xCA\xCB\xCE\xCF\xD4\xD9\xDB\xDC"  // À Â Ç È É Ê Ë Î Ï Ô Ù Û Ü
                "\xE0\xE2\xE7\xE8\xE9\xEA\xEB\xEE\xEF\xF4\xF9\xFB\xFC\xFF";  // à â ç ...
            if (kFrenchLetters.find(static_cast<char>(c)) == std::string_view::npos ||
                (i > 0 && static_cast<unsigned char>(text[i - 1]) >= 0x80) ||
                (i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80))
                return false;
            high = true;
        }
        return high;
    }

    // The name of a seat nearest a misspelt one ("Lcu" -> "Luc"), or nothing.
    std::string nearestSeat(std::string_view name) const {
        std::vector<std::string> names;
        for (int s = 0; s < r_.rules.table.players; ++s) names.push_back(r_.seatName(s));
        return nearest(name, names);
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
        if (!read) return fail(problem.where, problem.what);
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
            if (name == "event") return fail(where, Message(MessageId::EventNotFirst));
            return fail(where, Message(MessageId::GameTagAfterHand, rawName));
        }
        if (const auto problem = roster_.add(name, rawName, value, where, valueWhere))
            return fail(problem->where, problem->what);
        if (name == "event") r_.where = where;
    }

    // The roster is read as a whole, once: tags may come in any order.
    void finishRoster() {
        if (rosterDone_ || failed_) return;
        rosterDone_ = true;
        if (const auto problem = roster_.apply(r_)) return fail(problem->where, problem->what);
        if (auto warning = roster_.dateWarning()) problems_.push_back(std::move(*warning));
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
                fail(where, Message(MessageId::TooManyHands, RecordReader::kMaxHands));
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
            return fail(keywordWhere_, Message(MessageId::KeywordNeedsCard, keyword_));
        if (pendingDraws_ || pendingNoDraw_ || pendingActor_ >= 0)
            return fail(pendingWhere_, Message(MessageId::DrawsWithoutAction));
        fail(pendingTurnWhere_, Message(MessageId::TurnWithoutAction));
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
            if (!hand_ || handClosed_) return fail(where, Message(MessageId::ScoreWithoutHand));
            hand_->scoreWhere = where;
            if (const auto problem = readScores(value, r_.rules.table.sides, where, hand_->score))
                return fail(problem->where, problem->what);
            handClosed_ = true;
            return;
        }
        // A hand tag after the moves of a hand begins the next hand.
        if (hand_ && !hand_->actions.empty()) handClosed_ = true;
        RecordedHand* h = currentHand(where);
        auto once = [&](bool given) {
            if (given) fail(where, Message(MessageId::HandTagTwice, name));
            return !given;
        };
        if (name == "hand") {
            if (!once(h->number != 0)) return;
            const auto n = parseNumber(value);
            if (!n || *n < 1) return fail(where, Message(MessageId::BadHandNumber));
            h->number = *n;
        } else if (name == "dealer") {
            if (!once(h->dealer >= 0)) return;
            h->dealer = seatNamed(value);
            h->dealerWhere = where;
            if (h->dealer < 0)
                return fail(valueWhere,
                            Message(MessageId::UnknownDealer, value, nearestSeat(value)));
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
            if (value.empty()) return fail(where, Message(MessageId::EmptyPosition));
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
                // "Luc: ...", or "Luc : ..." as French typography writes it.
                const std::string name(trimmedName(std::string_view(part).substr(0, colon)));
                seat = seatNamed(name);
                if (seat < 0)
                    return fail(at, Message(MessageId::UnknownDealPlayer, name, nearestSeat(name)));
                at.column += columnOf(part, colon + 1) - 1;
                part = part.substr(colon + 1);
            }
            if (seat >= players) return fail(at, Message(MessageId::DealTooManyHands));
            auto& cards = h.deal[static_cast<std::size_t>(seat)];
            if (!cards.empty())
                return fail(at, Message(MessageId::DealHandTwice, r_.seatName(seat)));
            cardList(part, at, cards, 6);
            if (failed_) return;
            // Six cards are dealt (§3): fewer is a slip of the pen ('?' writes an unknown card).
            if (cards.size() < 6)
                warn(at, Message(MessageId::DealShortHand, r_.seatName(seat), cards.size()));
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
                    return fail(words[w].where, Message(MessageId::BadCount));
                count = *n;
                word = word.substr(0, x);
            }
            Card c = Card::Unknown;
            if (word != "?") {
                const auto [card, used] = cardWords(Words(words, w, word));
                if (card == Card::None)
                    return fail(words[w].where,
                                Message(MessageId::UnknownCard, word, nearestCardName(word)));
                c = card;
                w += used - 1;
            }
            if (out.size() + static_cast<std::size_t>(count) > limit)
                return fail(words[w].where, Message(MessageId::TooManyCards, limit));
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

    // A player's name before ':' without the blanks French typography puts there ("Luc : ",
    // "Luc\u00A0:", "Luc\u202F:").
    static std::string_view trimmedName(std::string_view name) {
        for (;;) {
            if (!name.empty() && blank(name.back()))
                name.remove_suffix(1);
            else if (name.ends_with("\u00A0"))
                name.remove_suffix(2);
            else if (name.ends_with("\u202F"))
                name.remove_suffix(3);
            else
                return name;
        }
    }

    // Whether items[k] is a word on the same line as `at` (a name or keyword going on).
    static bool sameLineWord(const std::vector<Item>& items, std::size_t k, SourceLocation at) {
        return k < items.size() && items[k].kind == Item::Word && items[k].where.line == at.line;
    }

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
        // The ':' of "Luc : 25" (French typography), after the name read at the last word.
        if (colonAhead_) {
            colonAhead_ = false;
            if (w.starts_with(':')) {
                if (w.size() == 1) return i;
                peel(1);
            }
        }
        for (;;) {
            if (pendingKeyword_) return keywordCard(items, i, w, at);
            // Turn number "12." (lenient: "12...").
            std::size_t digits = 0;
            while (digits < w.size() && w[digits] >= '0' && w[digits] <= '9') ++digits;
            if (digits > 0 && digits < w.size() && w[digits] == '.') {
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
            // "Paul:" names who acts.
            const std::size_t colon = w.find(':');
            if (colon != std::string_view::npos && colon > 0 && w.front() != '+' &&
                w.front() != '-') {
                if (pendingActor_ >= 0) return fail(at, Message(MessageId::TwoPlayerNames)), i;
                const std::string_view name = trimmedName(w.substr(0, colon));
                const int seat = seatNamed(name);
                if (seat < 0)
                    return fail(at, Message(MessageId::UnknownPlayer, name, nearestSeat(name))), i;
                pendingActor_ = seat;
                if (!pendingDraws_ && !pendingNoDraw_) pendingWhere_ = at;
                if (colon + 1 == w.size()) return i;
                peel(colon + 1);
                continue;
            }
            // "Luc : 25": a name, then a word that starts with ':'.
            if (colon == std::string_view::npos && pendingActor_ < 0 && startsWithLetter(w) &&
                sameLineWord(items, i + 1, at) && items[i + 1].text.starts_with(':')) {
                const int seat = seatNamed(w);
                if (seat < 0 && !parseCardName(w))
                    return fail(at, Message(MessageId::UnknownPlayer, w, nearestSeat(w))), i;
                if (seat >= 0) {
                    pendingActor_ = seat;
                    if (!pendingDraws_ && !pendingNoDraw_) pendingWhere_ = at;
                    colonAhead_ = true;
                    return i;
                }
            }
            break;
        }
        // Annotations after an action: "$12", "!", "?!".
        if (w.front() == '$') {
            const auto n = parseNumber(w.substr(1));
            if (!n || *n < 1 || *n > 255) return fail(at, Message(MessageId::BadNag)), i;
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
        std::string folded = bare == "CF"                                     ? std::string("cf")
                             : startsWithLetter(bare) && !parseCardName(bare) ? foldName(bare)
                                                                              : std::string();
        std::string spelt(w);  // the keyword as written, for messages
        // Two-word keywords: "coup fourré" as the books write it, "no cf", "no allonge".
        if ((folded == "coup" || folded == "no") && sameLineWord(items, i + 1, at)) {
            std::string_view second = items[i + 1].text;
            int secondGlued = 0;
            if (const std::size_t g = findAny(second, 0, "!?");
                g != std::string_view::npos && g > 0) {
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
        if (w.front() == '-') {
            if (w.size() == 1) return fail(at, Message(MessageId::DiscardNeedsCard)), i;
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
        // "Feu rouge > Marie", "STOP >B", "STOP> B": blanks around '>' as people type them.
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
                }
            }
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
            const std::string_view target = suffix.substr(
                1, glyph == std::string_view::npos ? std::string_view::npos : glyph - 1);
            if (kind != RecordedAction::Kind::Play)
                return fail(at, Message(MessageId::SideAfterDiscard)), i;
            a.kind = RecordedAction::Kind::Attack;
            a.side = sideNamed(target);
            if (a.side < 0)
                return fail(at, Message(MessageId::UnknownTarget, target, nearestSeat(target))), i;
            suffix = glyph == std::string_view::npos ? std::string_view() : suffix.substr(glyph);
        } else if (kind == RecordedAction::Kind::Play && isHazard(card)) {
            a.kind = RecordedAction::Kind::Attack;  // the side attacked is left implied
        }
        if (!suffix.empty()) {
            a.nag = static_cast<std::uint8_t>(annotationOf(suffix));
            if (!a.nag) return fail(at, Message(MessageId::UnknownAnnotation, suffix)), i;
        }
        push(std::move(a));
        return i + used - 1;
    }

    // An unknown card or word, quoted whole ("Feu rouje", not "Feu"), with the card name
    // nearest it: the longest run of words (up to four) that is near a name, else the word.
    void unknownWord(const Words& span, SourceLocation at) {
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
            if (near.empty()) continue;
            const std::size_t d = editDistance(foldName(phrase), foldName(near));
            if (d < best) best = d, shown = phrase, suggestion = near;
        }
        fail(at, Message(MessageId::UnknownWord, shown, suggestion));
    }

    bool colonAhead_ = false;  // the next word's leading ':' ends a name ("Luc : 25")

    std::size_t keywordCard(const std::vector<Item>& items, std::size_t i, std::string_view w,
                            SourceLocation at) {
        const auto kind = *pendingKeyword_;
        pendingKeyword_.reset();
        const std::size_t last = cardAction(items, i, w, at, RecordedAction::Kind::Play);
        if (failed_) return last;
        RecordedAction& a = hand_->actions.back();
        if (a.kind == RecordedAction::Kind::Attack && a.side >= 0)
            return fail(keywordWhere_, Message(MessageId::KeywordTakesCard, keyword_)), last;
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
            return fail(at, Message(MessageId::AnnotationAlone));
        hand_->actions.back().nag = static_cast<std::uint8_t>(nag);
    }

    void push(RecordedAction a) {
        RecordedHand* h = currentHand(a.where);
        if (h->actions.size() >= kMaxActions)
            return fail(a.where, Message(MessageId::TooManyActions));
        a.actor = pendingActor_;
        a.turn = pendingTurn_;
        a.turnWhere = pendingTurnWhere_;
        a.drawCount = static_cast<std::uint8_t>(pendingDraws_);
        a.draws = draws_;
        a.noDraw = pendingNoDraw_;
        a.drawWhere = a.drawCount || a.noDraw ? drawWhere_ : a.where;
        if (a.noDraw && a.drawCount)
            return fail(pendingWhere_, Message(MessageId::NoDrawWithDraws));
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
                problems.push_back({Severity::Error, {number, 1}, Message(MessageId::GameTooLong)});
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
            problems.push_back({Severity::Error, {number, 1}, Message(MessageId::LineTooLong)});
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
