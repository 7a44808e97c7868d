// SPDX-License-Identifier: Apache-2.0
#include "bornes-select/selection.h"

#include <algorithm>
#include <functional>

#include "bornes-select/fields.h"
#include "engine/scoring.h"
#include "notation/record_writer.h"
#include "text/name_folding.h"

namespace bornes::formats {

void PlayedGame::add(const HandFacts& hand) {
    ++hands;
    longestHand = std::max(longestHand, hand.turns);
    events.couronnements += hand.couronnement;
    events.capots += hand.capots > 0;
    events.coupsFourres += hand.coupsFourres;
    events.safeties += hand.safetiesLaid;
    events.allonges += hand.allongeSide != kNoSide;
    events.allongesMade += hand.allongeMade;
    events.safetiesHeld += hand.safetiesHeld;
    events.leadLost = std::max(events.leadLost, hand.leadLost);
    for (std::size_t s = 0; s < bySide.size(); ++s) {
        const SideFacts& f = hand.side[s];
        EventCounts& e = bySide[s];
        e.couronnements += f.couronnement;
        e.capots += f.capot;
        e.coupsFourres += f.coupsFourres;
        e.safeties += f.safetiesLaid;
        e.allonges += f.allonge;
        e.allongesMade += f.allongeMade;
        e.safetiesHeld += f.safetiesHeld;
        e.leadLost = std::max(e.leadLost, f.leadLost);
    }
}

PlayedGame handAlone(const HandFacts& hand) {
    PlayedGame g;
    g.add(hand);
    g.hands = hand.hand + 1;
    g.winner = hand.winner;
    g.status = hand.winner != kNoSide ? GameStatus::Won : GameStatus::Playing;
    for (int s = 0; s < hand.score.sides; ++s) g.totals.push_back(hand.score.total(s));
    return g;
}

namespace {

bool compared(long long value, Comparison c, long long against) {
    switch (c) {
        case Comparison::Equal:
            return value == against;
        case Comparison::NotEqual:
            return value != against;
        case Comparison::Less:
            return value < against;
        case Comparison::LessOrEqual:
            return value <= against;
        case Comparison::Greater:
            return value > against;
        case Comparison::GreaterOrEqual:
            return value >= against;
        case Comparison::Contains:
            return false;
    }
    return false;
}

// A text among `values` (folded as the condition's value is): != is the negation of =, so
// "player != Anne" keeps the games Anne did not play.
bool anyText(const std::vector<std::string>& values, const Condition& c) {
    const auto holds = [&](const std::string& v) {
        const std::string folded = foldName(v);
        return c.comparison == Comparison::Contains ? folded.find(c.text) != std::string::npos
                                                    : folded == c.text;
    };
    const bool any = std::any_of(values.begin(), values.end(), holds);
    return c.comparison == Comparison::NotEqual ? !any : any;
}

// A date by its parts, as far as the condition gives them: "2026.03" is every day of March
// 2026, "2026.3.15" is "2026.03.15". A game whose date has an asked part unknown
// ("2026.??.??" against "2026.03"), or no date that reads, meets no condition but !=.
bool datedAs(const std::string& date, const Condition& c) {
    const std::optional<DateReading> reading = readGameDate(date);
    if (!reading) return c.comparison == Comparison::NotEqual;
    const GameDate& d = reading->date;
    const int game[] = {d.year, d.month, d.day}, asked[] = {c.date.year, c.date.month, c.date.day};
    int order = 0;
    for (std::size_t i = 0; i < 3 && asked[i] && !order; ++i) {
        if (!game[i]) return c.comparison == Comparison::NotEqual;
        order = (game[i] > asked[i]) - (game[i] < asked[i]);
    }
    return compared(order, c.comparison, 0);
}

// The values of the tag `name` (any case): the tags the notation defines have the game's
// value, written or implied ([Players] from [Seats]), as the canonical form writes them.
std::vector<std::string> tagValues(const Record& record, const std::string& name) {
    const std::string folded = foldName(name);
    std::vector<std::string> values;
    for (Tag& t : gameTagsOf(record))
        if (foldName(t.name) == folded) values.push_back(std::move(t.value));
    return values;
}

std::vector<std::string> playersOf(const Record& record, int side) {
    std::vector<std::string> names;
    const Table& table = record.rules.table;
    for (int seat = 0; seat < table.players; ++seat)
        if (side == kNoSide || table.sideOf(seat) == side) names.push_back(record.seatName(seat));
    return names;
}

std::string resultOf(const PlayedGame& g) {
    if (g.status == GameStatus::Drawn) return "draw";
    if (g.status == GameStatus::Won) return std::string(1, static_cast<char>('a' + g.winner));
    return "*";
}

long long scoreOf(const PlayedGame& g) {
    if (g.totals.empty()) return 0;
    if (g.status == GameStatus::Won) return g.totals[static_cast<std::size_t>(g.winner)];
    return *std::max_element(g.totals.begin(), g.totals.end());
}

long long marginOf(const PlayedGame& g) {
    std::vector<int> t = g.totals;
    if (t.size() < 2) return 0;
    std::sort(t.begin(), t.end(), std::greater<>());
    return t[0] - t[1];
}

long long countOf(Field f, const EventCounts& e) {
    switch (f) {
        case Field::Couronnement:
            return e.couronnements;
        case Field::Capot:
            return e.capots;
        case Field::CoupFourre:
            return e.coupsFourres;
        case Field::Safety:
            return e.safeties;
        case Field::Allonge:
            return e.allonges;
        case Field::AllongeMade:
            return e.allongesMade;
        case Field::SafetyHeld:
            return e.safetiesHeld;
        case Field::LeadLost:
            return e.leadLost;
        default:
            return 0;
    }
}

long long countOf(Field f, const PlayedGame& g) {
    switch (f) {
        case Field::Hands:
            return g.hands;
        case Field::Score:
            return scoreOf(g);
        case Field::Margin:
            return marginOf(g);
        case Field::Turns:
            return g.longestHand;
        default:
            return countOf(f, g.events);
    }
}

// The sides a test's "by" names in this game: bit s for side s.
unsigned sidesNamed(const Scorer& by, const Record& record, const PlayedGame& unit,
                    const PlayedGame& game) {
    const int sides = record.rules.table.sides;
    const auto won = [](const PlayedGame& g) {
        return g.status == GameStatus::Won ? 1u << g.winner : 0u;
    };
    switch (by.kind) {
        case Scorer::Kind::Winner:
            return won(unit);
        case Scorer::Kind::Loser:
            return won(unit) ? ((1u << sides) - 1) & ~won(unit) : 0u;
        case Scorer::Kind::GameWinner:
            return won(game);
        case Scorer::Kind::Side:
            return by.side < sides ? 1u << by.side : 0u;
        case Scorer::Kind::Player: {
            unsigned named = 0;
            const Table& table = record.rules.table;
            for (int seat = 0; seat < table.players; ++seat)
                if (foldName(record.seatName(seat)) == by.name) named |= 1u << table.sideOf(seat);
            return named;
        }
        case Scorer::Kind::Anyone:
            break;
    }
    return (1u << sides) - 1;
}

// A count by the sides named: their counts added (lead-lost and score: the largest). A test
// by nobody at this table (a player who did not play, the winner of an unfinished game) is
// not met, whatever its comparison.
bool scoredBy(const Condition& c, const Record& record, const PlayedGame& unit,
              const PlayedGame& game) {
    const unsigned named = sidesNamed(c.by, record, unit, game);
    if (!named) return false;
    long long value = 0;
    for (std::size_t s = 0; s < unit.bySide.size(); ++s) {
        if (!(named >> s & 1u)) continue;
        switch (traitsOf(c.field).by) {
            case FieldBy::Total:
                value = std::max<long long>(value, s < unit.totals.size() ? unit.totals[s] : 0);
                break;
            case FieldBy::Largest:
                value = std::max(value, countOf(c.field, unit.bySide[s]));
                break;
            case FieldBy::Sum:
            case FieldBy::No:  // the parser refused "by" on it
                value += countOf(c.field, unit.bySide[s]);
                break;
        }
    }
    return compared(value, c.comparison, c.number);
}

bool testMet(const Condition& c, const Record& record, const PlayedGame* played,
             const PlayedGame* game) {
    const Table& table = record.rules.table;
    const auto oneOf = [&](const std::string& value) {
        return (value == c.text) == (c.comparison == Comparison::Equal);
    };
    switch (c.field) {
        case Field::Player:
            return anyText(playersOf(record, kNoSide), c);
        case Field::Event:
            return anyText({record.event}, c);
        case Field::Site:
            return anyText({record.site}, c);
        case Field::Tag:
            return anyText(tagValues(record, c.tagName), c);
        case Field::Date:
            return datedAs(record.date, c);
        case Field::Ruleset:
            return oneOf(std::string(rulesetName(record.rules.scoring.ruleset)));
        case Field::Players:
            if (!c.text.empty()) return oneOf(std::string(formName(table.form)));
            return compared(table.players, c.comparison, c.number);
        case Field::Target:
            return compared(table.target, c.comparison, c.number);
        default:
            break;
    }
    // A field of play is answered once the game is played (fields.def: Needs).
    if (!played) return false;
    const PlayedGame& whole = game ? *game : *played;
    const auto winnerIs = [&](const PlayedGame& g) {
        return g.status == GameStatus::Won ? anyText(playersOf(record, g.winner), c)
                                           : c.comparison == Comparison::NotEqual;
    };
    switch (c.field) {
        case Field::Result:
            return oneOf(resultOf(*played));
        case Field::GameResult:
            return oneOf(resultOf(whole));
        case Field::Winner:
            return winnerIs(*played);
        case Field::GameWinner:
            return winnerIs(whole);
        default:
            break;
    }
    if (c.by.kind != Scorer::Kind::Anyone) return scoredBy(c, record, *played, whole);
    return compared(countOf(c.field, *played), c.comparison, c.number);
}

}  // namespace

bool meets(const Condition& condition, const Record& record, const PlayedGame* unit,
           const PlayedGame* game) {
    const auto each = [&](const Condition& c) { return meets(c, record, unit, game); };
    switch (condition.kind) {
        case Condition::Kind::And:
            return std::all_of(condition.operands.begin(), condition.operands.end(), each);
        case Condition::Kind::Or:
            return std::any_of(condition.operands.begin(), condition.operands.end(), each);
        case Condition::Kind::Not:
            return !each(condition.operands.front());
        case Condition::Kind::Test:
            break;
    }
    return testMet(condition, record, unit, game);
}

namespace {

// Two independent 64-bit streams of splitmix64's finaliser over the same words: a 128-bit
// digest, whose collisions are beyond any collection (2^-64 for 2^32 games).
class Digester {
  public:
    void add(std::uint64_t word) {
        high_ = mix(high_ ^ word) + 0x9E3779B97F4A7C15ull;
        low_ = mix(low_ + word * 0xD6E8FEB86659FD93ull) ^ 0xC2B2AE3D27D4EB4Full;
    }
    void add(std::string_view text) {
        add(text.size());
        for (char c : text) add(static_cast<std::uint64_t>(static_cast<unsigned char>(c)));
    }
    GameDigest digest() const { return {high_, low_}; }

  private:
    static std::uint64_t mix(std::uint64_t z) {
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    std::uint64_t high_ = 0x243F6A8885A308D3ull, low_ = 0x13198A2E03707344ull;
};

void addHand(Digester& d, const RecordedHand& hand) {
    d.add(static_cast<std::uint64_t>(hand.dealer + 1));
    d.add(static_cast<std::uint64_t>(hand.hasDeal));
    for (const std::vector<Card>& cards : hand.deal) {
        d.add(cards.size());
        for (Card c : cards) d.add(static_cast<std::uint64_t>(c));
    }
    d.add(hand.pile.size());
    for (Card c : hand.pile) d.add(static_cast<std::uint64_t>(c));
    d.add(hand.position);
    d.add(hand.actions.size());
    for (const RecordedAction& a : hand.actions) {
        d.add(static_cast<std::uint64_t>(a.kind) << 16 | static_cast<std::uint64_t>(a.card) << 8 |
              static_cast<std::uint64_t>(a.side + 1));
        d.add(static_cast<std::uint64_t>(a.drawCount) << 1 | a.noDraw);
        for (int i = 0; i < a.drawCount; ++i)
            d.add(static_cast<std::uint64_t>(a.draws[static_cast<std::size_t>(i)]));
    }
}

}  // namespace

GameDigest digestOf(const Record& record) {
    Digester d;
    const GameRules& r = record.rules;
    d.add(static_cast<std::uint64_t>(r.table.form));
    d.add(r.table.target);
    d.add(static_cast<std::uint64_t>(r.scoring.ruleset));
    d.add(static_cast<std::uint64_t>(r.scoring.bonusNoHundredNoTwoHundred));
    d.add(static_cast<std::uint64_t>(r.gameTarget));
    d.add(static_cast<std::uint64_t>(r.fixedHands));
    d.add(record.hands.size());
    for (const RecordedHand& hand : record.hands) addHand(d, hand);
    return d.digest();
}

}  // namespace bornes::formats
