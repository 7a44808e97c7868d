// SPDX-License-Identifier: Apache-2.0
#include "notation/position_text.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "engine/position_setup.h"
#include "messages/card_names.h"
#include "messages/suggest.h"
#include "text/ascii.h"
#include "text/numbers.h"

namespace bornes::formats {

const std::string* PositionLine::operation(std::string_view key) const {
    for (const auto& [k, v] : operations)
        if (k == key) return &v;
    return nullptr;
}

namespace {

// --- writing ------------------------------------------------------------------------------

// Cards in the order given, equal neighbours merged into runs.
std::string runs(const std::vector<Card>& cards) {
    if (cards.empty()) return "-";
    std::string out;
    std::size_t i = 0;
    while (i < cards.size()) {
        std::size_t j = i;
        while (j < cards.size() && cards[j] == cards[i]) ++j;
        std::string item(shortCode(cards[i]));
        if (j - i > 1) item += "x" + std::to_string(j - i);
        out += (out.empty() ? "" : ",") + item;
        i = j;
    }
    return out;
}

std::string seatText(int seat) {
    return std::to_string(seat + 1);
}

}  // namespace

std::string writePosition(const Position& pos, const ScoringRules& rules,
                          const std::vector<std::pair<std::string, std::string>>& operations) {
    const PositionSetup s = describe(pos);  // cards in kind order
    const Table& table = s.table;
    std::string out(formName(table.form));
    out += " " + std::to_string(table.target);
    if (s.allongeSide != kNoSide) out += "^" + seatText(s.allongeSeat);
    out += " ";
    out += rulesetName(rules.ruleset);
    if (rules.bonusNoHundredNoTwoHundred)
        out += "+" + std::to_string(rules.bonusNoHundredNoTwoHundred);
    out += " ";
    for (int seat = 0; seat < table.players; ++seat)
        out += (seat ? "/" : "") + runs(s.hands[static_cast<std::size_t>(seat)]);
    std::vector<Card> pileTopFirst(s.pile.rbegin(), s.pile.rend());
    out += " " + runs(pileTopFirst) + " " + runs(s.discard) + " ";
    for (int side = 0; side < table.sides; ++side) {
        const SideSetup& t = s.sides[static_cast<std::size_t>(side)];
        if (side) out += "/";
        out += t.battleTop == Card::None ? std::string("-") : std::string(shortCode(t.battleTop));
        if (t.battleUnder != Card::None) out += "<" + std::string(shortCode(t.battleUnder));
        out += t.limited ? ":LIM:" : ":-:";
        out += runs(t.distance) + ":";
        if (t.safeties.empty()) out += "-";
        for (std::size_t i = 0; i < t.safeties.size(); ++i) {
            if (i) out += ",";
            out += shortCode(t.safeties[i]);
            for (Card cf : t.coupsFourres)
                if (cf == t.safeties[i]) out += "*";
        }
        out += ":" + runs(t.buried);
    }
    out += " ";
    switch (s.phase) {
        case Phase::Turn:
            out += "turn:" + seatText(s.toMove);
            break;
        case Phase::CoupFourre:
            out += "cf:" + seatText(s.toMove) + ":" + seatText(s.attacker) + ":" +
                   std::string(shortCode(s.pendingHazard));
            break;
        case Phase::Allonge:
            out += "allonge:" + seatText(s.toMove);
            break;
        case Phase::Over:
            out +=
                "over:" + (s.winner == kNoSide ? std::string("-")
                                               : std::string(1, static_cast<char>('A' + s.winner)));
            break;
    }
    for (const auto& [key, value] : operations) {
        const bool quote = value.empty() || value.find_first_of(" \t\"") != std::string::npos;
        std::string v = value;
        if (quote) {
            std::string escaped = "\"";
            for (char ch : value) {
                if (ch == '"' || ch == '\\') escaped += '\\';
                escaped += ch;
            }
            v = escaped + "\"";
        }
        out += " " + key + "=" + v;
    }
    return out;
}

// --- reading ------------------------------------------------------------------------------

namespace {

struct Field {
    std::string_view text;
    int column;  // 1-based
};

struct Failure {
    Message message;
    int column;
};

// Splits on a separator, keeping the column of each part.
std::vector<Field> split(Field f, char sep) {
    std::vector<Field> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= f.text.size(); ++i) {
        if (i == f.text.size() || f.text[i] == sep) {
            parts.push_back({f.text.substr(start, i - start), f.column + static_cast<int>(start)});
            start = i + 1;
        }
    }
    return parts;
}

// Any value, for a function stopped by a problem: what it returns then is never used.
struct Stopped {
    template <class T>
    operator T() const {
        return T{};
    }
};

// Reads one position line; the first problem stops it and is kept (the style of formats/:
// problems are values, the first one ends the reading, as in the record reader).
// The fields of a position line: runs of blanks separate them (lenient), and a quoted
// operation value may hold blanks.
std::vector<Field> positionFields(std::string_view text) {
    std::vector<Field> fields;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        if (i >= text.size()) break;
        const std::size_t start = i;
        bool quoted = false;
        while (i < text.size() && (quoted || (text[i] != ' ' && text[i] != '\t'))) {
            if (text[i] == '\\' && quoted && i + 1 < text.size())
                ++i;
            else if (text[i] == '"')
                quoted = !quoted;
            ++i;
        }
        fields.push_back({text.substr(start, i - start), static_cast<int>(start) + 1});
    }
    return fields;
}

class PositionParser {
  public:
    bool parse(std::string_view text, PositionLine& line);
    const Failure& failure() const { return *failure_; }
    bool failed() const { return failure_.has_value(); }

  private:
    Stopped fail(Message message, int column) {
        if (!failure_) failure_ = Failure{std::move(message), column};
        return {};
    }
    Card card(Field f, bool unknownAllowed);
    std::vector<Card> cards(Field f, bool unknownAllowed);
    int seatIn(Field f, const Table& table);
    bool readTable(const std::vector<Field>& fields, PositionSetup& s, PositionLine& line);
    bool readCards(const std::vector<Field>& fields, PositionSetup& s);
    bool readTableaux(const Field& field, PositionSetup& s);
    bool readDecision(const Field& field, PositionSetup& s);
    bool readOperations(const std::vector<Field>& fields, PositionLine& line);

    std::optional<Failure> failure_;
};

Card PositionParser::card(Field f, bool unknownAllowed) {
    if (unknownAllowed && f.text == "?") return Card::Unknown;
    const auto c = parseCardName(f.text);
    if (!c) return fail(Message(MessageId::UnknownCard, f.text, nearestCardName(f.text)), f.column);
    return *c;
}

// "-" or items "CARD", "CARDxN", "?xN".
std::vector<Card> PositionParser::cards(Field f, bool unknownAllowed) {
    std::vector<Card> out;
    if (f.text == "-") return out;
    for (const Field& item : split(f, ',')) {
        Field name = item;
        int count = 1;
        const std::size_t x = item.text.find_last_of("xX");
        if (x != std::string_view::npos && x > 0 && x + 1 < item.text.size()) {
            const std::string_view digits = item.text.substr(x + 1);
            if (digits.find_first_not_of("0123456789") == std::string_view::npos) {
                // A number too large to read is a count out of range too.
                const auto n = parseNumber(digits);
                if (!n || *n < 1 || *n > 106)
                    return fail(Message(MessageId::PositionCount),
                                item.column + static_cast<int>(x) + 1);
                count = *n;
                name.text = item.text.substr(0, x);
            }
        }
        const Card c = card(name, unknownAllowed);
        if (failed()) return {};
        out.insert(out.end(), static_cast<std::size_t>(count), c);
    }
    return out;
}

int PositionParser::seatIn(Field f, const Table& table) {
    const auto n = parseNumber(f.text);
    if (!n || *n < 1 || *n > table.players)
        return fail(Message(MessageId::PositionNoSeat, f.text, table.players), f.column);
    return *n - 1;
}

// The form, the target (and an allonge declared), the ruleset and its bonus.
bool PositionParser::readTable(const std::vector<Field>& fields, PositionSetup& s,
                               PositionLine& line) {
    const auto form = parseForm(fields[0].text);
    if (!form) return fail(Message(MessageId::PositionPlayers, fields[0].text), fields[0].column);
    s.table = Table::of(*form);

    const std::vector<Field> target = split(fields[1], '^');
    const auto km = parseNumber(target[0].text);
    if (!km || !s.table.withTarget(*km))
        return fail(Message(MessageId::PositionTarget), fields[1].column);
    s.table = *s.table.withTarget(*km);
    if (target.size() == 2) {
        s.allongeSeat = seatIn(target[1], s.table);
        if (failed()) return false;
        s.allongeSide = s.table.sideOf(s.allongeSeat);
    } else if (target.size() > 2) {
        return fail(Message(MessageId::PositionAllonges), target[2].column);
    }

    const std::vector<Field> ruleset = split(fields[2], '+');
    const std::string rulesetName = lowerAscii(ruleset[0].text);
    const auto r = parseRuleset(rulesetName);
    if (!r) return fail(Message(MessageId::PositionRuleset), fields[2].column);
    line.rules.ruleset = *r;
    if (ruleset.size() > 2) return fail(Message(MessageId::PositionRulesetForm), ruleset[2].column);
    if (ruleset.size() == 2) {
        const auto bonus = parseNumber(ruleset[1].text);
        if (!bonus || *bonus <= 0 || *bonus > kMaxBonus)
            return fail(Message(MessageId::PositionBonus, kMaxBonus), ruleset[1].column);
        line.rules.bonusNoHundredNoTwoHundred = *bonus;
    }

    return true;
}

// The hands, the pile (written top first, kept bottom first) and the discard pile.
bool PositionParser::readCards(const std::vector<Field>& fields, PositionSetup& s) {
    const std::vector<Field> hands = split(fields[3], '/');
    if (static_cast<int>(hands.size()) != s.table.players)
        return fail(Message(MessageId::PositionHands, hands.size(), s.table.players),
                    fields[3].column);
    for (int seat = 0; seat < s.table.players; ++seat)
        s.hands[static_cast<std::size_t>(seat)] =
            cards(hands[static_cast<std::size_t>(seat)], true);
    if (failed()) return false;

    std::vector<Card> pile = cards(fields[4], true);
    if (failed()) return false;
    s.pile.assign(pile.rbegin(), pile.rend());  // written top first, kept bottom first

    if (fields[5].text != "*") s.discard = cards(fields[5], true);
    return !failed();
}

// Each side's tableau: battle pile, speed pile, distance, safeties (coups-fourrés marked
// '*'), buried cards.
bool PositionParser::readTableaux(const Field& field, PositionSetup& s) {
    const std::vector<Field> sides = split(field, '/');
    if (static_cast<int>(sides.size()) != s.table.sides)
        return fail(Message(MessageId::PositionTableaux, sides.size(), s.table.sides),
                    field.column);
    for (int side = 0; side < s.table.sides; ++side) {
        const std::vector<Field> parts = split(sides[static_cast<std::size_t>(side)], ':');
        if (parts.size() != 5)
            return fail(Message(MessageId::PositionTableauForm),
                        sides[static_cast<std::size_t>(side)].column);
        SideSetup& t = s.sides[static_cast<std::size_t>(side)];
        if (parts[0].text != "-") {
            const std::vector<Field> battle = split(parts[0], '<');
            t.battleTop = card(battle[0], false);
            if (failed()) return false;
            if (battle.size() == 2) t.battleUnder = card(battle[1], false);
            if (battle.size() > 2)
                return fail(Message(MessageId::PositionBattleForm), battle[2].column);
        }
        if (parts[1].text != "-") {
            if (card(parts[1], false) != Card::SpeedLimit)
                return fail(Message(MessageId::PositionSpeedForm), parts[1].column);
            t.limited = true;
        }
        t.distance = cards(parts[2], false);
        if (failed()) return false;
        if (parts[3].text != "-") {
            for (const Field& item : split(parts[3], ',')) {
                Field name = item;
                const bool cf = !item.text.empty() && item.text.back() == '*';
                if (cf) name.text.remove_suffix(1);
                const Card safety = card(name, false);
                if (failed()) return false;
                t.safeties.push_back(safety);
                if (cf) t.coupsFourres.push_back(safety);
            }
        }
        t.buried = cards(parts[4], false);
        if (failed()) return false;
    }

    return true;
}

// Who decides what: turn, coup-fourré window, allonge, or the hand over with its winner.
bool PositionParser::readDecision(const Field& field, PositionSetup& s) {
    const std::vector<Field> decision = split(field, ':');
    const std::string kind = lowerAscii(decision[0].text);
    auto want = [&](std::size_t n) -> bool {
        if (decision.size() != n)
            return fail(Message(MessageId::PositionDecisionForm), field.column);
        return true;
    };
    if (kind == "turn") {
        if (!want(2)) return false;
        s.phase = Phase::Turn;
        s.toMove = seatIn(decision[1], s.table);
        if (failed()) return false;
    } else if (kind == "cf") {
        if (!want(4)) return false;
        s.phase = Phase::CoupFourre;
        s.toMove = seatIn(decision[1], s.table);
        if (failed()) return false;
        s.attacker = seatIn(decision[2], s.table);
        if (failed()) return false;
        s.pendingHazard = card(decision[3], false);
        if (failed()) return false;
        s.attackedSide = s.table.sideOf(s.toMove);
    } else if (kind == "allonge") {
        if (!want(2)) return false;
        s.phase = Phase::Allonge;
        s.toMove = seatIn(decision[1], s.table);
        if (failed()) return false;
    } else if (kind == "over") {
        if (!want(2)) return false;
        s.phase = Phase::Over;
        const std::string_view w = decision[1].text;
        if (w != "-") {
            if (w.size() != 1 || w[0] < 'A' || w[0] >= 'A' + s.table.sides)
                return fail(Message(MessageId::PositionWinner), decision[1].column);
            s.winner = w[0] - 'A';
        }
        s.toMove = 0;
    } else {
        return fail(Message(MessageId::PositionDecisionForm), field.column);
    }

    return true;
}

// "*" for the discard pile: the rest of the deck is discarded. With cards unknown ('?')
// nobody knows which cards they hide, so neither which were discarded: the discard pile is
// that many unknown cards, and the setter need not count them.
void discardTheRest(PositionSetup& s) {
    bool unknown = std::find(s.pile.begin(), s.pile.end(), Card::Unknown) != s.pile.end();
    for (const auto& h : s.hands)
        unknown = unknown || std::find(h.begin(), h.end(), Card::Unknown) != h.end();
    if (unknown)
        s.discardTheRestUnseen();
    else
        s.discardTheRest();
}

// The operations after the eight fields: name=value, the value quoted when it holds blanks.
bool PositionParser::readOperations(const std::vector<Field>& fields, PositionLine& line) {
    for (std::size_t f = 8; f < fields.size(); ++f) {
        const std::string_view op = fields[f].text;
        const std::size_t eq = op.find('=');
        if (eq == std::string_view::npos || eq == 0)
            return fail(Message(MessageId::PositionOperation), fields[f].column);
        // A name is plain (letters, digits, '-', '_', '.'): one holding a quote or a blank
        // could not be written back so that it reads the same.
        for (char ch : op.substr(0, eq))
            if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '-' && ch != '_' &&
                ch != '.')
                return fail(Message(MessageId::PositionOperationName, op.substr(0, eq)),
                            fields[f].column);
        std::string value;
        std::string_view raw = op.substr(eq + 1);
        if (!raw.empty() && raw.front() == '"') {
            if (raw.size() < 2 || raw.back() != '"')
                return fail(Message(MessageId::PositionQuote), fields[f].column);
            for (std::size_t k = 1; k + 1 < raw.size(); ++k) {
                if (raw[k] == '\\' && k + 2 < raw.size()) ++k;
                value += raw[k];
            }
        } else {
            value = std::string(raw);
        }
        line.operations.emplace_back(std::string(op.substr(0, eq)), value);
    }
    return true;
}

bool PositionParser::parse(std::string_view text, PositionLine& line) {
    const std::vector<Field> fields = positionFields(text);
    constexpr const char* kNames[] = {"players", "target",  "ruleset",  "hands",
                                      "pile",    "discard", "tableaux", "decision"};
    if (fields.size() < 8)
        return fail(Message(MessageId::PositionMissingField, kNames[fields.size()]),
                    static_cast<int>(text.size()) + 1);
    PositionSetup s;
    if (!readTable(fields, s, line) || !readCards(fields, s) || !readTableaux(fields[6], s) ||
        !readDecision(fields[7], s))
        return false;
    if (fields[5].text == "*") discardTheRest(s);
    SetupResult built = buildPosition(s);
    if (!built.position)
        return fail(
            Message(MessageId::ImpossiblePosition, PositionProblem{built.problem, built.error}), 1);
    line.position = *built.position;
    return readOperations(fields, line);
}

}  // namespace

PositionParse parsePosition(std::string_view text) {
    PositionParser parser;
    PositionLine line;
    if (!parser.parse(text, line) || parser.failed())
        return {std::nullopt, messageText(parser.failure().message, Language::English),
                parser.failure().column, parser.failure().message};
    return {std::move(line), {}, 0, {}};
}

}  // namespace bornes::formats
