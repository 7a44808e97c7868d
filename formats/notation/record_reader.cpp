// SPDX-License-Identifier: Apache-2.0
#include "notation/record_reader.h"

#include <charconv>
#include <sstream>

#include "messages/card_names.h"
#include "messages/suggest.h"
#include "notation/card_reader.h"
#include "notation/deal_tag.h"
#include "notation/game_tags.h"
#include "notation/misspelling_scan.h"
#include "notation/movetext_reader.h"
#include "notation/notation_lexer.h"
#include "notation/score_list.h"
#include "notation/seat_reader.h"
#include "text/numbers.h"
#include "text/utf8.h"

namespace bornes::formats {

using namespace notation;

// Turns the lines of one game into a Record.
class RecordReader::GameParser : private ActionSink {
  public:
    GameParser(Record& record, std::vector<Diagnostic>& problems, bool fast, long long& fastActions,
               std::vector<RecordedHand>& spareHands,
               const std::function<Reading(const Record&)>& tagsRead)
        : r_(record),
          problems_(problems),
          fast_(fast),
          fastActions_(fastActions),
          spareHands_(spareHands),
          tagsRead_(tagsRead) {
        r_.formKnown = r_.rulesetKnown = false;  // until the roster is applied
        // Before the roster is read (a comment opened among the tags), the [Seats] read so far.
        lexer_.setPlayerCheck([this](std::string_view name) {
            name = trimmedName(name);
            return rosterDone_ ? seats_.seat(name) >= 0 : roster_.namesSeat(name);
        });
    }

    bool failed() const { return failed_; }
    // A failure, or a comment left open, is something to report.
    bool empty() const { return empty_ && !failed_ && !lexer_.inComment(); }

    void line(std::string_view text, long long number) {
        if (failed_) return misspellings_.line(text, number, lexer_);
        if (r_.movetextSkipped) return;
        // A line the fast path may read (ASCII, no tag) is its own word by word; the lenient
        // path reads the words it leaves, and hands the line back at the next word.
        const bool plain = fast_ && MovetextReader::fastReadable(text);
        std::size_t from = 0;  // where the lenient path takes over
        while (!failed_ && !r_.movetextSkipped && from < text.size()) {
            if (plain && rosterDone_ && !lexer_.inComment()) {
                const FastLine fast = movetext_.fastLine(text, number, *this, from);
                empty_ = empty_ && !fast.read;
                from = fast.lenientFrom;
                if (from == text.size() || failed_) return;
            }
            from = lenientLine(text, number, from, plain);
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
    // The lenient path from byte `from` on: the lexer's items read in turn. Returns where
    // the fast path may read on (a plain line's next word, once the roster is read and no
    // comment is open), else the line's size.
    std::size_t lenientLine(std::string_view text, long long number, std::size_t from, bool plain) {
        if (const std::size_t bad = plain ? std::string_view::npos : invalidUtf8At(text);
            bad != std::string_view::npos) {
            empty_ = false;
            fail({number, columnOf(text, bad)},
                 Message(looksLatin1(text) ? MessageId::Latin1Hint : MessageId::InvalidUtf8));
            return text.size();
        }
        std::vector<Item>& items = items_;
        items.clear();
        if (const auto problem = lexer_.scan(text, number, items, from)) {
            empty_ = false;
            fail(problem->where, problem->what);
            return text.size();
        }
        for (std::size_t i = 0; i < items.size() && !failed_ && !r_.movetextSkipped; ++i) {
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
                    if (misspellings_.on()) misspellings_.words(items, i + 1, true);
                    break;
            }
            if (plain && rosterDone_ && !lexer_.inComment() && i + 1 < items.size() &&
                items[i + 1].kind == Item::Word)
                return static_cast<std::size_t>(items[i + 1].where.column - 1);  // ASCII
        }
        return text.size();
    }

    // --- errors --------------------------------------------------------------------------
    void fail(SourceLocation where, Message message) {
        if (failed_) return;
        failed_ = true;
        problems_.push_back({Severity::Error, where, std::move(message)});
    }
    void warn(SourceLocation where, Message message) {
        problems_.push_back({Severity::Warning, where, std::move(message)});
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
        seats_ = SeatMatcher(r_);  // actors and targets named from here on
        // The caller's say, now that the tags are known (the roster is read at the first word
        // or hand tag: the game's tags come before its hands).
        r_.movetextSkipped = tagsRead_ && tagsRead_(r_) == Reading::SkipMovetext;
    }

    // --- hands ---------------------------------------------------------------------------
    RecordedHand* currentHand(SourceLocation where) {
        finishRoster();
        if (!hand_ || handClosed_) {
            if (r_.hands.size() >= RecordReader::kMaxHands && hand_) {
                fail(where, Message(MessageId::TooManyHands, RecordReader::kMaxHands));
                return hand_;
            }
            // No room reserved ahead: a game of many one-action hands costs what it holds;
            // the room of the last game's hands is used again.
            if (spareHands_.empty()) {
                r_.hands.emplace_back();
            } else {
                r_.hands.push_back(std::move(spareHands_.back()));
                spareHands_.pop_back();
            }
            hand_ = &r_.hands.back();
            hand_->where = where;
            handClosed_ = false;
        }
        return hand_;
    }

    // An action begun (a number, a player, draws, a keyword) and not finished.
    bool actionPending() const { return movetext_.pending(); }
    void failPending() {
        const Diagnostic d = movetext_.pendingProblem();
        fail(d.where, d.what);
    }

    void handTag(const std::string& name, const std::string& value, SourceLocation where,
                 SourceLocation valueWhere) {
        finishRoster();
        if (failed_ || r_.movetextSkipped) return;
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
            h->dealer = seats_.seat(value);
            h->dealerWhere = where;
            if (h->dealer < 0)
                return fail(valueWhere,
                            Message(MessageId::UnknownDealer, value, seats_.nearest(value)));
        } else if (name == "deal") {
            if (!once(h->hasDeal)) return;
            h->hasDeal = true;
            h->dealWhere = where;
            deal(*h, value, valueWhere);
        } else if (name == "pile") {
            if (!once(h->pileWhere.line != 0)) return;
            h->pileWhere = where;
            if (const auto problem = readCardList(value, valueWhere, h->pile, 106, fast_))
                return fail(problem->where, problem->what);
        } else if (name == "position") {
            if (!once(h->positionWhere.line != 0)) return;
            if (value.empty()) return fail(where, Message(MessageId::EmptyPosition));
            h->position = value;
            h->positionWhere = valueWhere;
        }
    }

    void deal(RecordedHand& h, std::string_view text, SourceLocation where) {
        if (auto problem = readDeal(text, where, r_, seats_, fast_, h, problems_))
            fail(problem->where, std::move(problem->what));
    }

    // --- movetext (movetext_reader.h) ------------------------------------------------------

    std::size_t word(const std::vector<Item>& items, std::size_t i) {
        finishRoster();
        if (failed_ || r_.movetextSkipped) return i;
        events_.clear();
        std::optional<Diagnostic> problem;
        const std::size_t last = movetext_.word(items, i, events_, problem);
        for (MovetextEvent& e : events_) {
            if (failed_) break;
            if (e.kind == MovetextEvent::Kind::Action)
                push(std::move(e.action), e.at);
            else
                annotate(e.at, e.nag);
        }
        if (problem) {
            fail(problem->where, problem->what);
            misspellings_.begin(problem->what.id);
        }
        return last;
    }

    // An action of the fast path, filed as word() files the lenient path's.
    bool file(const FastAction& action) override {
        ++fastActions_;
        // The hand being read, as currentHand() gives it (the roster is read by then).
        RecordedHand* h = hand_ && !handClosed_ ? hand_ : currentHand(action.at);
        if (h->actions.size() >= kMaxActions) {
            fail(action.at, Message(MessageId::TooManyActions));
            return false;
        }
        action.fill(h->actions.emplace_back());
        return !failed_;
    }

    void annotate(SourceLocation at, int nag) {
        if (!hand_ || hand_->actions.empty() || handClosed_)
            return fail(at, Message(MessageId::AnnotationAlone));
        hand_->actions.back().nag = static_cast<std::uint8_t>(nag);
    }

    // Files an action in the hand being read (`at`: where it was read).
    void push(RecordedAction a, SourceLocation at) {
        RecordedHand* h = currentHand(at);
        if (h->actions.size() >= kMaxActions) return fail(at, Message(MessageId::TooManyActions));
        h->actions.push_back(std::move(a));
    }

    Record& r_;
    std::vector<Diagnostic>& problems_;
    bool fast_;
    long long& fastActions_;
    std::vector<RecordedHand>& spareHands_;
    const std::function<Reading(const Record&)>& tagsRead_;
    std::vector<Item> items_;            // the items of the line being read, reused line after line
    std::vector<MovetextEvent> events_;  // what a word completed, reused likewise
    bool failed_ = false;
    bool empty_ = true;
    bool rosterDone_ = false;
    GameTags roster_;
    SeatMatcher seats_;
    MovetextReader movetext_{seats_};
    // After a first error that is a misspelling: the words read on for more.
    MisspellingScan misspellings_{seats_, problems_};
    RecordedHand* hand_ = nullptr;
    bool handClosed_ = false;
    // The lexer, which carries a comment being read over several lines.
    Lexer lexer_;
};

namespace {

// A hand as new with the room of `old`'s lists (its deal, pile, scores and actions).
RecordedHand recycled(RecordedHand&& old) {
    RecordedHand hand;
    hand.deal = std::move(old.deal);
    for (std::vector<Card>& cards : hand.deal) cards.clear();
    hand.pile = std::move(old.pile);
    hand.pile.clear();
    hand.score = std::move(old.score);
    hand.score.clear();
    hand.actions = std::move(old.actions);
    hand.actions.clear();
    return hand;
}

}  // namespace

bool RecordReader::next(Record& record, std::vector<Diagnostic>& problems) {
    for (RecordedHand& hand : record.hands) spareHands_.push_back(recycled(std::move(hand)));
    record.clear();
    text_.clear();
    lineStart_.clear();
    exact_.clear();
    GameParser parser(record, problems, fast_, fastActions_, spareHands_, tagsRead_);
    bool sawAny = false;
    bool cutGame = false;
    long long lastLine = 0;
    // The exact text is the game's lines with their endings (at most twice text_, a "\r\n"
    // for a '\n'), after at most kMaxLeadingBlanks of blank lines before the first game.
    // Blank lines before the input's first game past kMaxLeadingBlanks: not kept, and said.
    long long blanksDropped = 0, firstDropped = 0;
    auto keepExact = [&](std::string_view line, long long number, std::string_view mark,
                         std::string_view ending) {
        if (!keepExact_ || cutGame) return;
        if (parser.empty() && isBlankLine(line) &&
            exact_.size() + mark.size() + line.size() + ending.size() > kMaxLeadingBlanks) {
            if (blanksDropped++ == 0) firstDropped = number;
            return;
        }
        exact_.append(mark);
        exact_.append(line);
        exact_.append(ending);
    };
    // `mark`: the byte order mark the line began with, if any.
    auto take = [&](std::string_view line, long long number, std::string_view mark,
                    std::string_view ending) {
        keepExact(line, number, mark, ending);
        // Blank lines before a game are no part of it: a file of a billion of them keeps
        // nothing.
        if (parser.empty() && isBlankLine(line)) {
            lastLine = number;
            return;
        }
        if (lineStart_.empty()) firstLine_ = number;
        if (!cutGame && text_.size() + line.size() + 1 > kMaxGameText) {
            cutGame = true;
            exact_.clear();
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
        take(pending_, pendingNumber_, pendingMark_, pendingEnding_);
    }
    std::string_view line;
    while (lines_.next(line)) {
        // "[Event" at the start of a line always begins a game, even after a comment left
        // open: a broken game never swallows the next ones.
        if (isEventLine(line) && !parser.empty()) {
            pending_.assign(line);
            pendingEnding_.assign(lines_.ending());
            pendingMark_.assign(lines_.byteOrderMark());
            pendingNumber_ = lines_.lineNumber();
            hasPending_ = true;
            break;
        }
        sawAny = true;
        take(line, lines_.lineNumber(), lines_.byteOrderMark(), lines_.ending());
    }
    if (!sawAny || parser.empty()) return false;
    if (blanksDropped)
        problems.push_back({Severity::Warning,
                            {firstDropped, 1},
                            Message(MessageId::LeadingBlanksNotKept, blanksDropped)});
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
