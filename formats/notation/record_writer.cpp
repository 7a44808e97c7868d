// SPDX-License-Identifier: Apache-2.0
#include "notation/record_writer.h"

#include <sstream>
#include <vector>

#include "messages/card_names.h"
#include "messages/words.h"
#include "notation/position_text.h"
#include "notation/record_player.h"

namespace bornes::formats {

namespace {

std::string quoted(const std::string& value) {
    std::string out = "\"";
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

void tag(std::ostream& out, const std::string& name, const std::string& value) {
    out << '[' << name << ' ' << quoted(value) << "]\n";
}

// A card as the canonical form writes it ("VERT"), or in French as a player writes it
// ("Feu vert"): the books' names, which the reader reads back (NOTATION.md §3.3).
std::string cardWord(Card c, Language lang) {
    if (c == Card::Unknown) return "?";
    return std::string(lang == Language::French ? cardName(c, lang) : shortCode(c));
}

// Between the cards of a list: a blank between codes, a comma between names of several
// words ("Feu vert, Roue de secours").
const char* listSeparator(Language lang) {
    return word(WordId::RecordListSeparator, lang);
}

// Cards in kind order, unknown ones last.
std::string cardsInKindOrder(const std::vector<Card>& cards, Language lang) {
    std::string text;
    for (int k = 0; k <= index(Card::Unknown); ++k)
        for (Card c : cards)
            if (index(c) == k)
                text += (text.empty() ? "" : listSeparator(lang)) + cardWord(c, lang);
    return text;
}

// Cards in their order, runs of equal cards written "25x3" (in French each card, as a
// player lists them).
std::string cardRuns(const std::vector<Card>& cards, Language lang) {
    std::string text;
    for (std::size_t i = 0; i < cards.size();) {
        std::size_t j = i;
        while (j < cards.size() && cards[j] == cards[i]) ++j;
        const bool runs = lang != Language::French;
        for (std::size_t k = i; k < (runs ? i + 1 : j); ++k)
            text += (text.empty() ? "" : listSeparator(lang)) + cardWord(cards[i], lang);
        if (runs && j - i > 1) text += "x" + std::to_string(j - i);
        i = j;
    }
    return text;
}

// Movetext words wrapped at 79 columns.
class Wrapper {
  public:
    explicit Wrapper(std::ostream& out, std::size_t width = 79) : out_(out), width_(width) {}
    void word(const std::string& w) {
        // Never break before a word starting with '[': at the start of a line "[Event" would
        // begin a game, whatever stands around it. Inside a comment, never before "12." either:
        // a comment line that starts as movetext reads as a comment left open.
        const bool keep = w.front() == '[' || (inComment_ && startsWithTurnNumber(w));
        if (column_ > 0 && column_ + 1 + w.size() > width_ && !keep) {
            out_ << '\n' << continuation_;
            column_ = continuation_.size();
        }
        if (column_ > 0) {
            out_ << ' ';
            ++column_;
        }
        out_ << w;
        column_ += w.size();
    }
    void comment(const std::string& text) {
        const std::vector<std::string> words = commentWords(text);
        if (words.empty()) return;
        // A comment holding '}' cannot be braced: it runs to the end of its line instead.
        // Wrapped, each of its lines starts with ';' (the reader joins them, as it joins any
        // comments that follow one another).
        const bool toLineEnd = text.find('}') != std::string::npos;
        word((toLineEnd ? "; " : "{ ") + words.front());
        if (toLineEnd) continuation_ = ";";
        inComment_ = true;
        for (std::size_t i = 1; i < words.size(); ++i) word(words[i]);
        inComment_ = false;
        continuation_.clear();
        if (toLineEnd)
            end();
        else
            word("}");
    }
    void end() {
        if (column_ > 0) out_ << '\n';
        column_ = 0;
    }

  private:
    std::ostream& out_;
    std::size_t width_;
    std::size_t column_ = 0;
    std::string continuation_;  // what starts a line broken inside a comment
    bool inComment_ = false;

    // The comment's words, blanks of any kind made one; "45 %" one word, so that no line
    // starts with a sign that belongs to the number before it.
    static std::vector<std::string> commentWords(const std::string& text) {
        std::istringstream in(text);
        std::vector<std::string> words;
        for (std::string w; in >> w;) {
            if (w == "%" && !words.empty())
                words.back() += " %";
            else
                words.push_back(w);
        }
        return words;
    }

    static bool startsWithTurnNumber(const std::string& w) {
        std::size_t digits = 0;
        while (digits < w.size() && w[digits] >= '0' && w[digits] <= '9') ++digits;
        return digits > 0 && digits < w.size() && w[digits] == '.';
    }
};

// The side an attack names: its letter ("STOP>B"), or in French "sur" and the player of a
// side of one ("Feu rouge sur Luc"), as bornes-replay --lang fr prints it.
std::string attacked(const RecordedAction& a, const Record* r, Language lang) {
    std::string target(1, sideLetter(a.side));
    // A French player names the player attacked; the canonical form names the side.
    if (lang == Language::French && r) {
        int only = -1, seats = 0;
        for (int seat = 0; seat < r->rules.table.players; ++seat)
            if (r->rules.table.sideOf(seat) == a.side) only = seat, ++seats;
        if (seats == 1) target = r->seatName(only);
    }
    return say(WordId::RecordAttack, lang, target);
}

std::string actionWord(const RecordedAction& a, const Record* r = nullptr,
                       Language lang = Language::English) {
    using Kind = RecordedAction::Kind;
    std::string w;
    switch (a.kind) {
        case Kind::Play:
            w = cardWord(a.card, lang);
            break;
        case Kind::Attack:
            w = cardWord(a.card, lang);
            if (a.side >= 0) w += attacked(a, r, lang);
            break;
        case Kind::Discard:
            w = "-" + cardWord(a.card, lang);
            break;
        case Kind::CoupFourre:
            w = word(WordId::RecordCoupFourre, lang) + cardWord(a.card, lang);
            break;
        case Kind::DeclineCoupFourre:
            w = "noCF";
            break;
        case Kind::DeclareAllonge:
            w = "allonge";
            break;
        case Kind::DeclineAllonge:
            w = "noallonge";
            break;
        case Kind::TakeBack:
            w = "takeback " + cardWord(a.card, lang);
            break;
    }
    if (a.nag >= 1 && a.nag <= 6) w += annotationText(a.nag);
    return w;
}

}  // namespace

std::string moveWord(Move m) {
    return actionWord(actionOf(m));
}

void writeMovetext(std::ostream& out, const Record& r, const RecordedHand& h, std::size_t width,
                   Language lang) {
    // French typography: a blank before the colon ("Luc : Feu vert").
    const char* colon = word(WordId::RecordColon, lang);
    Wrapper text(out, width);
    if (!h.openingComment.empty()) text.comment(h.openingComment);
    for (const RecordedAction& a : h.actions) {
        // "12. Paul:" stays on one line.
        std::string head = a.turn ? std::to_string(a.turn) + "." : std::string();
        if (a.actor >= 0) head += (head.empty() ? "" : " ") + r.seatName(a.actor) + colon;
        if (!head.empty()) text.word(head);
        if (a.noDraw) text.word("+-");
        int lastKnown = -1;
        for (int i = 0; i < a.drawCount; ++i)
            if (a.draws[static_cast<std::size_t>(i)] != Card::Unknown) lastKnown = i;
        for (int i = 0; i <= lastKnown; ++i) {
            const Card c = a.draws[static_cast<std::size_t>(i)];
            text.word("+" + cardWord(c, lang));
        }
        text.word(actionWord(a, &r, lang));
        if (a.nag > 6) text.word(annotationText(a.nag));
        if (!a.comment.empty()) text.comment(a.comment);
    }
    text.end();
}

namespace {

void writeHand(std::ostream& out, const Record& r, const RecordedHand& h, int number,
               Language lang) {
    tag(out, "Hand", std::to_string(number));
    if (h.dealer >= 0) tag(out, "Dealer", r.seatName(h.dealer));
    if (h.hasDeal) {
        std::string deal;
        for (int seat = 0; seat < r.rules.table.players; ++seat) {
            if (seat) deal += "; ";
            deal += r.seatName(seat) + word(WordId::RecordColon, lang) + " " +
                    cardsInKindOrder(h.deal[static_cast<std::size_t>(seat)], lang);
        }
        tag(out, "Deal", deal);
    }
    if (!h.pile.empty()) tag(out, "Pile", cardRuns(h.pile, lang));
    if (!h.position.empty()) {
        const PositionParse p = parsePosition(h.position);
        tag(out, "Position",
            p.line ? writePosition(p.line->position, p.line->rules, p.line->operations)
                   : h.position);
    }
    for (const Tag& t : h.otherTags) tag(out, t.name, t.value);
    writeMovetext(out, r, h, 79, lang);
    if (!h.score.empty()) tag(out, "Score", numbersTagText(h.score));
}

}  // namespace

std::vector<Tag> gameTagsOf(const Record& r) {
    const Table& table = r.rules.table;
    std::vector<Tag> tags;
    tags.reserve(11 + r.otherTags.size());
    const auto add = [&](const char* name, std::string value) {
        tags.push_back({name, std::move(value), {}});
    };
    add("Event", r.event);
    if (!r.site.empty()) add("Site", r.site);
    if (!r.date.empty()) add("Date", r.date);
    add("Players", std::string(formName(table.form)));
    std::string seats;
    for (int seat = 0; seat < table.players; ++seat) seats += (seat ? " " : "") + r.seatName(seat);
    add("Seats", seats);
    add("Sides", r.sidesText());
    add("Ruleset", std::string(rulesetName(r.rules.scoring.ruleset)));
    add("Target", std::to_string(table.target));
    if (std::string o = optionsTagText(r.rules); !o.empty()) add("Options", std::move(o));
    if (!r.result.empty()) add("Result", r.result);
    if (!r.scores.empty()) add("Scores", numbersTagText(r.scores));
    tags.insert(tags.end(), r.otherTags.begin(), r.otherTags.end());
    return tags;
}

void writeRecord(std::ostream& out, const Record& r, Language lang) {
    for (const Tag& t : gameTagsOf(r)) tag(out, t.name, t.value);
    if (!r.comment.empty()) {
        Wrapper text(out);
        text.comment(r.comment);
        text.end();
    }
    for (std::size_t h = 0; h < r.hands.size(); ++h) {
        out << '\n';
        // The hand's own number when the record writes one (even a wrong one), else its rank.
        writeHand(out, r, r.hands[h],
                  r.hands[h].number > 0 ? r.hands[h].number : static_cast<int>(h) + 1, lang);
    }
}

std::string writeRecord(const Record& record) {
    std::ostringstream out;
    writeRecord(out, record);
    return out.str();
}

namespace {

// Notes the actor, turn and attacked side of every action as the engine plays them.
// The canonical form numbers each turn and names its player, and names the player again
// only when another one acts within the turn (a coup-fourré).
class Completer : public ReplayObserver {
  public:
    void stepped(const ReplayStep& step, const Position&, const Position&) override {
        const bool newTurn = step.turn != lastTurn_;
        if (step.action) {
            // The actions belong to the record completeRecord() was given, which is not const.
            auto& a = const_cast<RecordedAction&>(*step.action);
            // A number the record writes is kept, even a wrong one: writing must not change
            // the record's verdict (issue 8). Only missing ones are filled in.
            if (a.turn == 0 && newTurn) a.turn = step.turn;
            if (a.actor < 0 && (newTurn || step.seat != lastSeat_)) a.actor = step.seat;
            if (a.kind == RecordedAction::Kind::Attack && step.move.action() == Action::Attack)
                a.side = step.move.side();
        }
        lastTurn_ = step.turn;
        lastSeat_ = step.seat;
    }
    void handStarted(int, const Position&, const RecordedHand&) override {
        lastTurn_ = 0, lastSeat_ = -1;
    }

  private:
    int lastTurn_ = 0;
    int lastSeat_ = -1;
};

}  // namespace

void completeRecord(Record& record) {
    Completer completer;
    std::vector<Diagnostic> ignored;
    playRecord(record, PlayOptions{}, ignored, &completer);
}

std::string numbersTagText(const std::vector<int>& values) {
    std::string text;
    for (int v : values) text += (text.empty() ? "" : " ") + std::to_string(v);
    return text;
}

std::string optionsTagText(const GameRules& rules) {
    std::string text;
    auto add = [&](const std::string& option) { text += (text.empty() ? "" : ", ") + option; };
    if (rules.scoring.bonusNoHundredNoTwoHundred)
        add("bonus-no-100-no-200=" + std::to_string(rules.scoring.bonusNoHundredNoTwoHundred));
    if (rules.gameTarget != 5000) add("game-target=" + std::to_string(rules.gameTarget));
    if (rules.fixedHands) add("fixed-hands=" + std::to_string(rules.fixedHands));
    return text;
}

}  // namespace bornes::formats
