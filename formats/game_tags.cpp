#include "game_tags.h"

#include <limits>

#include "card_names.h"
#include "notation_lexer.h"
#include "numbers.h"

namespace bornes::formats {

using namespace notation;

namespace {

constexpr std::string_view kGameTags[] = {"event",   "site",   "date",    "players",
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

bool isGameTag(std::string_view name) {
    return among(kGameTags, name);
}
bool isHandTag(std::string_view name) {
    return among(kHandTags, name);
}

std::optional<Diagnostic> GameTags::add(const std::string& name, std::string_view rawName,
                                        const std::string& value, SourceLocation where,
                                        SourceLocation valueWhere) {
    if (find(name))
        return Diagnostic{Severity::Error, where,
                          "tag [" + std::string(rawName) + "] given twice (notation)"};
    tags_.push_back({name, value, valueWhere});
    return std::nullopt;
}

const Tag* GameTags::find(std::string_view name) const {
    for (const Tag& t : tags_)
        if (t.name == name) return &t;
    return nullptr;
}

std::optional<Diagnostic> GameTags::apply(Record& r_) const {
    auto fail = [](SourceLocation where, std::string message) {
        return Diagnostic{Severity::Error, where, std::move(message)};
    };
    if (const Tag* t = find("event")) r_.event = t->value;
    if (const Tag* t = find("site")) r_.site = t->value;
    if (const Tag* t = find("date")) r_.date = t->value;
    std::vector<std::string> names;
    if (const Tag* t = find("seats")) {
        r_.seatsWhere = t->where;
        for (std::string_view w : splitWords(t->value)) names.emplace_back(w);
    }
    Table table = Table::of(Form::Four);
    if (const Tag* t = find("players")) {
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
                "'" + n + "' names another seat: P1 to P6 may name only their own seat (notation)");
        for (std::size_t o = 0; o < s; ++o)
            if (foldName(names[o]) == foldName(n))
                return fail(r_.seatsWhere, "two players named '" + n + "' (notation)");
        r_.seats[s] = n;
    }
    if (const Tag* t = find("target")) {
        const auto km = parseNumber(t->value);
        const auto withTarget = km ? table.withTarget(*km) : std::nullopt;
        if (!withTarget)
            return fail(t->where, "[Target] must be a multiple of 25 up to 1000, not '" + t->value +
                                      "' (§2)");
        table = *withTarget;
    }
    r_.rules.table = table;
    r_.rulesWhere = r_.where;
    if (const Tag* t = find("ruleset")) {
        const auto rs = parseRuleset(lower(t->value));
        if (!rs)
            return fail(t->where,
                        "[Ruleset] must be dujardin or parker, not '" + t->value + "' (§8)");
        r_.rules.scoring.ruleset = *rs;
    }
    if (const Tag* t = find("options")) {
        for (std::string_view word : splitWords(t->value)) {
            const std::string option(word);
            const std::size_t eq = option.find('=');
            const std::string key = lower(option.substr(0, eq));
            const std::string_view digits = eq == std::string::npos
                                                ? std::string_view()
                                                : std::string_view(option).substr(eq + 1);
            auto n = parseNumber(digits);
            // Digits too many to read: out of range, said by the option's own limit below.
            if (!n && !digits.empty() &&
                digits.find_first_not_of("0123456789") == std::string_view::npos)
                n = std::numeric_limits<int>::max();
            if (!n || *n < 0)
                return fail(t->where, "an option is name=number, not '" + option + "' (notation)");
            if (key == "bonus-no-100-no-200" && *n > kMaxBonus)
                return fail(t->where, "bonus-no-100-no-200 must be from 0 to " +
                                          std::to_string(kMaxBonus) + ", not " +
                                          std::string(digits) + " (notation: limits)");
            else if (key == "bonus-no-100-no-200")
                r_.rules.scoring.bonusNoHundredNoTwoHundred = *n;
            else if (key == "game-target" && (*n == 0 || *n > kMaxGameTarget))
                return fail(t->where, "game-target must be from 1 to " +
                                          std::to_string(kMaxGameTarget) + ", not " +
                                          std::string(digits) + " (§9, notation: limits)");
            else if (key == "game-target")
                r_.rules.gameTarget = *n;
            else if (key == "fixed-hands" && *n > kMaxFixedHands)
                return fail(t->where, "fixed-hands must be from 0 to " +
                                          std::to_string(kMaxFixedHands) + ", not " +
                                          std::string(digits) + " (R16, notation: limits)");
            else if (key == "fixed-hands")
                r_.rules.fixedHands = *n;
            else
                return fail(t->where,
                            "unknown option '" + option +
                                "': bonus-no-100-no-200, game-target, fixed-hands (notation)");
        }
    }
    if (const Tag* t = find("sides")) {
        r_.sidesWhere = t->where;
        if (foldName(t->value) != foldName(r_.sidesText()))
            return fail(t->where, "[Sides] says '" + t->value + "' but the seats make '" +
                                      r_.sidesText() + "' (§2, R17)");
    }
    if (const Tag* t = find("result")) {
        r_.resultWhere = t->where;
        r_.result = t->value;
        const std::string v = lower(t->value);
        const bool side = v.size() == 1 && v[0] >= 'a' && v[0] < 'a' + table.sides;
        if (!side && v != "draw" && v != "*")
            return fail(t->where,
                        "[Result] is a side letter, draw or *, not '" + t->value + "' (notation)");
        if (side) r_.result = std::string(1, static_cast<char>(v[0] - 'a' + 'A'));
        if (v == "draw") r_.result = "draw";
    }
    if (const Tag* t = find("scores")) {
        r_.scoresWhere = t->where;
        if (auto problem = readScores(t->value, table.sides, t->where, r_.scores)) return problem;
    }
    return std::nullopt;
}

std::optional<Diagnostic> readScores(const std::string& value, int sides, SourceLocation where,
                                     std::vector<int>& out) {
    for (std::string_view w : splitWords(value)) {
        const auto n = parseNumber(w);
        if (!n) {
            out.clear();  // a refused tag leaves no scores behind
            return Diagnostic{Severity::Error, where,
                              "a score is a number, not '" + std::string(w) + "' (notation)"};
        }
        out.push_back(*n);
    }
    if (static_cast<int>(out.size()) != sides) {
        const std::size_t given = out.size();
        out.clear();
        return Diagnostic{
            Severity::Error, where,
            std::to_string(given) + " scores for " + std::to_string(sides) + " sides (notation)"};
    }
    return std::nullopt;
}

}  // namespace bornes::formats
