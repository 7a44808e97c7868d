#include "record_reader.h"

#include <charconv>
#include <sstream>

#include "card_names.h"
#include "numbers.h"
#include "utf8.h"

namespace bornes::formats {

namespace {

bool blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
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

// The first of a few characters in `s` from `from` on (npos if none). The library's
// find_first_of calls memchr once per character, which shows in a profile of large files.
std::size_t findAny(std::string_view s, std::size_t from, std::string_view chars) {
    for (std::size_t i = from; i < s.size(); ++i)
        for (char c : chars)
            if (s[i] == c) return i;
    return std::string_view::npos;
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

// One item of a movetext line: a word, a comment or a tag.
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
    bool continues(std::size_t k) const {
        if (k >= size() || items_[begin_ + k].kind != Item::Word || items_[begin_ + k].text.empty())
            return false;
        const auto c = static_cast<unsigned char>(items_[begin_ + k].text[0]);
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
    }

  private:
    const std::vector<Item>& items_;
    std::size_t begin_;
    std::string_view first_;
};

bool startsWithLetter(std::string_view w) {
    if (w.empty()) return false;
    const auto c = static_cast<unsigned char>(w[0]);
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
}

constexpr std::string_view kRosterTags[] = {"event",   "site",   "date",    "players",
                                            "seats",   "sides",  "ruleset", "target",
                                            "options", "result", "scores"};
constexpr std::string_view kHandTags[] = {"hand", "dealer", "deal", "pile", "position", "score"};

template <std::size_t N>
bool among(const std::string_view (&set)[N], std::string_view name) {
    for (std::string_view s : set)
        if (s == name) return true;
    return false;
}

}  // namespace

// Turns the lines of one game into a Record.
class RecordReader::GameParser {
  public:
    GameParser(Record& record, std::vector<Diagnostic>& problems)
        : r_(record), problems_(problems) {}

    bool failed() const { return failed_; }
    // A failure, or a comment left open, is something to report.
    bool empty() const { return empty_ && !failed_ && !inComment_; }
    bool inCommentNow() const { return inComment_; }

    void line(std::string_view text, long long number) {
        if (failed_) return;
        if (const std::size_t bad = invalidUtf8At(text); bad != std::string_view::npos) {
            empty_ = false;
            return fail({number, columnOf(text, bad)},
                        "invalid UTF-8: the notation is UTF-8 text (notation)");
        }
        std::vector<Item>& items = items_;
        items.clear();
        scan(text, number, items);
        // A game without [Event] starts at its first line that holds something.
        if (empty_ && !items.empty() && r_.where.line == 0) r_.where = {number, 1};
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
        if (inComment_) return fail(commentStart_, "comment '{' is never closed (notation)");
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

    // --- scanning a line into items --------------------------------------------------------
    void scan(std::string_view text, long long number, std::vector<Item>& items) {
        std::size_t i = 0;
        if (inComment_) {
            const std::size_t close = text.find('}');
            if (close == std::string_view::npos) {
                appendComment(text);
                return;
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
                return;
            }
            if (c == '{') {
                const std::size_t close = text.find('}', i + 1);
                if (close == std::string_view::npos) {
                    inComment_ = true;
                    commentStart_ = at;
                    comment_.clear();
                    appendComment(text.substr(i + 1));
                    return;
                }
                items.push_back({Item::Comment, text.substr(i + 1, close - i - 1), at});
                advance(close + 1);
                continue;
            }
            if (c == '[') {
                // To the closing ']', outside quotes; columns counted on the way.
                bool quoted = false;
                std::size_t j = i + 1;
                int endColumn = column + 1;
                for (; j < text.size(); ++j) {
                    const char t = text[j];
                    if (quoted && t == '\\' && j + 1 < text.size()) {
                        ++j, ++endColumn;
                    } else if (t == '"') {
                        quoted = !quoted;
                    } else if (!quoted && t == ']') {
                        break;
                    }
                    endColumn += (static_cast<unsigned char>(text[j]) & 0xC0) != 0x80;
                }
                if (j >= text.size())
                    return fail(at, "tag '[' is never closed on its line (notation)");
                items.push_back({Item::Tag, text.substr(i + 1, j - i - 1), at});
                i = j + 1;
                column = endColumn + 1;
                continue;
            }
            std::size_t j = i;
            while (j < text.size() && !blank(text[j]) && text[j] != '{' && text[j] != ';' &&
                   text[j] != '[')
                ++j;
            items.push_back({Item::Word, text.substr(i, j - i), at});
            advance(j);
        }
    }

    void appendComment(std::string_view text) {
        if (!comment_.empty()) comment_ += ' ';
        comment_.append(text);
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
        std::string_view inside = item.text;
        std::size_t i = 0;
        while (i < inside.size() && blank(inside[i])) ++i;
        std::size_t j = i;
        while (j < inside.size() && !blank(inside[j]) && inside[j] != '"') ++j;
        const std::string_view rawName = inside.substr(i, j - i);
        if (rawName.empty())
            return fail(item.where, "a tag needs a name: [Name \"value\"] (notation)");
        while (j < inside.size() && blank(inside[j])) ++j;
        std::string value;
        SourceLocation valueWhere = item.where;  // of the '['; inside[0] is one column further
        valueWhere.column += columnOf(inside, j);
        if (j < inside.size() && inside[j] == '"') {
            // Copied a run at a time: [Pile] values are long.
            std::size_t k = j + 1;
            while (k < inside.size()) {
                const std::size_t stop = findAny(inside, k, "\"\\");
                if (stop == std::string_view::npos) {
                    k = inside.size();
                    break;
                }
                value.append(inside.substr(k, stop - k));
                k = stop;
                if (inside[stop] == '"') break;
                if (stop + 1 < inside.size()) value += inside[stop + 1];
                k = stop + 2;
            }
            if (k >= inside.size())
                return fail(item.where, "the value of tag " + std::string(rawName) +
                                            " has no closing '\"' (notation)");
            for (++k; k < inside.size(); ++k)
                if (!blank(inside[k]))
                    return fail(item.where, "text after the value of tag " + std::string(rawName) +
                                                " (notation)");
            ++valueWhere.column;
        } else {
            value.assign(inside.substr(j));  // lenient: an unquoted value
            while (!value.empty() && blank(value.back())) value.pop_back();
        }
        const std::string name = lower(rawName);
        if (among(kRosterTags, name))
            return rosterTag(name, rawName, value, item.where, valueWhere);
        if (among(kHandTags, name)) return handTag(name, value, item.where, valueWhere);
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
        for (const Tag& t : roster_)
            if (lower(t.name) == name)
                return fail(where, "tag [" + std::string(rawName) + "] given twice (notation)");
        roster_.push_back({name, value, valueWhere});
        if (name == "event") r_.where = where;
    }

    const Tag* rosterValue(std::string_view name) const {
        for (const Tag& t : roster_)
            if (t.name == name) return &t;
        return nullptr;
    }

    // The roster is read as a whole, once: tags may come in any order.
    void finishRoster() {
        if (rosterDone_ || failed_) return;
        rosterDone_ = true;
        if (const Tag* t = rosterValue("event")) r_.event = t->value;
        if (const Tag* t = rosterValue("site")) r_.site = t->value;
        if (const Tag* t = rosterValue("date")) r_.date = t->value;
        std::vector<std::string> names;
        if (const Tag* t = rosterValue("seats")) {
            r_.seatsWhere = t->where;
            for (std::string_view w : splitWords(t->value)) names.emplace_back(w);
        }
        Table table = Table::of(Form::Four);
        if (const Tag* t = rosterValue("players")) {
            const auto form = parseForm(lower(t->value));
            if (!form)
                return fail(t->where,
                            "[Players] must be 2, 3, 4, 6 or 6x2x3, not '" + t->value + "' (§2)");
            table = Table::of(*form);
        } else if (!names.empty()) {
            const auto inferred = Table::forPlayers(static_cast<int>(names.size()));
            if (inferred) table = *inferred;
        }
        if (!names.empty() && static_cast<int>(names.size()) != table.players)
            return fail(r_.seatsWhere, std::to_string(names.size()) + " names in [Seats] for " +
                                           std::to_string(table.players) + " players (§2)");
        for (std::size_t s = 0; s < names.size(); ++s) {
            const std::string& n = names[s];
            if (!isName(n))
                return fail(r_.seatsWhere,
                            "a player's name starts with a letter and holds only letters, digits, "
                            "'-', '_', apostrophes and '.' ('" +
                                n + "') (notation)");
            const std::string code = lower(n);
            if (code.size() == 2 && code[0] == 'p' && code[1] >= '1' && code[1] <= '6' &&
                code[1] != static_cast<char>('1' + s))
                return fail(
                    r_.seatsWhere,
                    "'" + n +
                        "' names another seat: P1 to P6 may name only their own seat (notation)");
            for (std::size_t o = 0; o < s; ++o)
                if (foldName(names[o]) == foldName(n))
                    return fail(r_.seatsWhere, "two players named '" + n + "' (notation)");
            r_.seats[s] = n;
        }
        if (const Tag* t = rosterValue("target")) {
            const auto km = parseNumber(t->value);
            const auto withTarget = km ? table.withTarget(*km) : std::nullopt;
            if (!withTarget)
                return fail(t->where, "[Target] must be a multiple of 25 up to 1000, not '" +
                                          t->value + "' (§2)");
            table = *withTarget;
        }
        r_.rules.table = table;
        r_.rulesWhere = r_.where;
        if (const Tag* t = rosterValue("ruleset")) {
            const auto rs = parseRuleset(lower(t->value));
            if (!rs)
                return fail(t->where,
                            "[Ruleset] must be dujardin or parker, not '" + t->value + "' (§8)");
            r_.rules.scoring.ruleset = *rs;
        }
        if (const Tag* t = rosterValue("options")) {
            for (std::string_view word : splitWords(t->value)) {
                const std::string option(word);
                const std::size_t eq = option.find('=');
                const std::string key = lower(option.substr(0, eq));
                const auto n = eq == std::string::npos
                                   ? std::nullopt
                                   : parseNumber(std::string_view(option).substr(eq + 1));
                if (!n || *n < 0)
                    return fail(t->where,
                                "an option is name=number, not '" + option + "' (notation)");
                if (key == "bonus-no-100-no-200" && *n > kMaxBonus)
                    return fail(t->where, "bonus-no-100-no-200 must be from 0 to " +
                                              std::to_string(kMaxBonus) + ", not " +
                                              std::to_string(*n) + " (notation: limits)");
                else if (key == "bonus-no-100-no-200")
                    r_.rules.scoring.bonusNoHundredNoTwoHundred = *n;
                else if (key == "game-target" && (*n == 0 || *n > kMaxGameTarget))
                    return fail(t->where, "game-target must be from 1 to " +
                                              std::to_string(kMaxGameTarget) + ", not " +
                                              std::to_string(*n) + " (§9, notation: limits)");
                else if (key == "game-target")
                    r_.rules.gameTarget = *n;
                else if (key == "fixed-hands" && *n > kMaxFixedHands)
                    return fail(t->where, "fixed-hands must be from 0 to " +
                                              std::to_string(kMaxFixedHands) + ", not " +
                                              std::to_string(*n) + " (R16, notation: limits)");
                else if (key == "fixed-hands")
                    r_.rules.fixedHands = *n;
                else
                    return fail(t->where,
                                "unknown option '" + option +
                                    "': bonus-no-100-no-200, game-target, fixed-hands (notation)");
            }
        }
        if (const Tag* t = rosterValue("sides")) {
            r_.sidesWhere = t->where;
            if (foldName(t->value) != foldName(r_.sidesText()))
                return fail(t->where, "[Sides] says '" + t->value + "' but the seats make '" +
                                          r_.sidesText() + "' (§2, R17)");
        }
        if (const Tag* t = rosterValue("result")) {
            r_.resultWhere = t->where;
            r_.result = t->value;
            const std::string v = lower(t->value);
            const bool side = v.size() == 1 && v[0] >= 'a' && v[0] < 'a' + table.sides;
            if (!side && v != "draw" && v != "*")
                return fail(t->where, "[Result] is a side letter, draw or *, not '" + t->value +
                                          "' (notation)");
            if (side) r_.result = std::string(1, static_cast<char>(v[0] - 'a' + 'A'));
            if (v == "draw") r_.result = "draw";
        }
        if (const Tag* t = rosterValue("scores")) {
            r_.scoresWhere = t->where;
            if (!scoreList(t->value, r_.scores, t->where)) return;
        }
        // Folded names for matching actors and targets.
        for (int s = 0; s < table.players; ++s) {
            shown_[static_cast<std::size_t>(s)] = r_.seatName(s);
            folded_[static_cast<std::size_t>(s)] = foldName(r_.seatName(s));
            seatCode_[static_cast<std::size_t>(s)] = "p" + std::to_string(s + 1);
        }
    }

  private:
    bool scoreList(const std::string& value, std::vector<int>& out, SourceLocation where) {
        for (std::string_view w : splitWords(value)) {
            const auto n = parseNumber(w);
            if (!n) {
                fail(where, "a score is a number, not '" + std::string(w) + "' (notation)");
                out.clear();  // a refused tag leaves no scores behind
                return false;
            }
            out.push_back(*n);
        }
        if (static_cast<int>(out.size()) != r_.rules.table.sides) {
            fail(where, std::to_string(out.size()) + " scores for " +
                            std::to_string(r_.rules.table.sides) + " sides (notation)");
            out.clear();
            return false;
        }
        return true;
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
            if (!scoreList(value, hand_->score, where)) return;
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
            if (x != std::string_view::npos && x > 0 && x + 1 < word.size())
                if (const auto n = parseNumber(word.substr(x + 1))) {
                    if (*n < 1 || *n > 106)
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
        const std::string folded = w == "CF"                                  ? std::string("cf")
                                   : startsWithLetter(w) && !parseCardName(w) ? foldName(w)
                                                                              : std::string();
        if (folded.empty()) {
            // not a keyword
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
            return simple(RecordedAction::Kind::DeclineCoupFourre, at), i;
        } else if (folded == "allonge" || folded == "allonge!") {
            return simple(RecordedAction::Kind::DeclareAllonge, at), i;
        } else if (folded == "noallonge" || folded == "no allonge" || folded == "noallonge!") {
            return simple(RecordedAction::Kind::DeclineAllonge, at), i;
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
    std::vector<Tag> roster_;
    std::array<std::string, kMaxPlayers> shown_, folded_, seatCode_;
    RecordedHand* hand_ = nullptr;
    bool handClosed_ = false;
    // A comment being read, possibly over several lines.
    bool inComment_ = false;
    SourceLocation commentStart_;
    std::string comment_;        // the text so far of a comment spanning lines
    std::string closedComment_;  // such a comment once closed, until its item is read
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
            lineStart_.push_back(text_.size());
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
    if (record.where.line == 0) record.where = {firstLine_, 1};  // e.g. all in a comment
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
