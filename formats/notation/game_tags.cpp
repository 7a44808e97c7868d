// SPDX-License-Identifier: Apache-2.0
#include "notation/game_tags.h"

#include "messages/suggest.h"

#include <limits>

#include "messages/card_names.h"
#include "notation/game_date.h"
#include "notation/notation_lexer.h"
#include "notation/score_list.h"
#include "notation/seat_names.h"
#include "text/name_folding.h"
#include "text/numbers.h"

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
        return Diagnostic{Severity::Error, where, Message(MessageId::TagTwice, rawName)};
    tags_.push_back({name, value, valueWhere});
    return std::nullopt;
}

std::optional<Diagnostic> GameTags::dateWarning() const {
    const Tag* t = find("date");
    if (!t) return std::nullopt;
    // YYYY.MM.DD as PGN writes it, unknown parts as ?? ("2026.??.??"), a real day.
    const std::optional<DateReading> date = readGameDate(t->value);
    if (date && date->exact) return std::nullopt;
    return Diagnostic{Severity::Warning, t->where, Message(MessageId::BadDate, t->value)};
}

bool GameTags::namesSeat(std::string_view name) const {
    const std::string folded = foldName(name);
    if (const Tag* t = find("seats")) {
        for (std::string_view w : splitWords(t->value))
            if (foldName(w) == folded) return true;
        return false;
    }
    return folded.size() == 2 && folded[0] == 'p' && folded[1] >= '1' && folded[1] <= '6';
}

const Tag* GameTags::find(std::string_view name) const {
    for (const Tag& t : tags_)
        if (t.name == name) return &t;
    return nullptr;
}

namespace {

Diagnostic tagProblem(SourceLocation where, Message message) {
    return Diagnostic{Severity::Error, where, std::move(message)};
}

}  // namespace

// [Players] (or as many players as [Seats] names), [Seats], [Target]: the table.
std::optional<Diagnostic> GameTags::applyTable(Record& r_) const {
    auto fail = tagProblem;
    std::vector<std::string> names;
    if (const Tag* t = find("seats")) {
        r_.seatsWhere = t->where;
        for (std::string_view w : splitWords(t->value)) names.emplace_back(w);
    }
    Table table = Table::of(Form::Four);
    if (const Tag* t = find("players")) {
        const auto form = parseForm(lower(t->value));
        if (!form) return fail(t->where, Message(MessageId::BadPlayers, t->value));
        table = Table::of(*form);
    } else if (!names.empty()) {
        const auto inferred = Table::forPlayers(static_cast<int>(names.size()));
        if (inferred) table = *inferred;
    }
    if (const Tag* t = find("seats"))
        if (auto problem = readSeatNames(t->value, table, r_.seats))
            return fail(r_.seatsWhere, std::move(*problem));
    if (const Tag* t = find("target")) {
        const auto km = parseNumber(t->value);
        const auto withTarget = km ? table.withTarget(*km) : std::nullopt;
        if (!withTarget) return fail(t->where, Message(MessageId::BadTarget, t->value));
        table = *withTarget;
    }
    r_.rules.table = table;
    r_.formKnown = true;
    return std::nullopt;
}

// [Options]: the ruleset's options, each within its limit (NOTATION.md §6).
std::optional<Diagnostic> GameTags::applyOptions(const Tag& tag, Record& r_) {
    auto fail = tagProblem;
    const Tag* t = &tag;
    for (std::string_view word : splitWords(t->value)) {
        const std::string option(word);
        const std::size_t eq = option.find('=');
        const std::string key = lower(option.substr(0, eq));
        const std::string_view digits =
            eq == std::string::npos ? std::string_view() : std::string_view(option).substr(eq + 1);
        auto n = parseNumber(digits);
        // Digits too many to read: out of range, said by the option's own limit below.
        if (!n && !digits.empty() &&
            digits.find_first_not_of("0123456789") == std::string_view::npos)
            n = std::numeric_limits<int>::max();
        if (!n || *n < 0) return fail(t->where, Message(MessageId::BadOption, option));
        if (key == "bonus-no-100-no-200" && *n > kMaxBonus)
            return fail(t->where, Message(MessageId::BonusOutOfRange, kMaxBonus, digits));
        else if (key == "bonus-no-100-no-200")
            r_.rules.scoring.bonusNoHundredNoTwoHundred = *n;
        else if (key == "game-target" && (*n == 0 || *n > kMaxGameTarget))
            return fail(t->where, Message(MessageId::GameTargetOutOfRange, kMaxGameTarget, digits));
        else if (key == "game-target")
            r_.rules.gameTarget = *n;
        else if (key == "fixed-hands" && *n > kMaxFixedHands)
            return fail(t->where, Message(MessageId::FixedHandsOutOfRange, kMaxFixedHands, digits));
        else if (key == "fixed-hands")
            r_.rules.fixedHands = *n;
        else
            return fail(
                t->where,
                Message(MessageId::UnknownOption, option,
                        nearest(key, {"bonus-no-100-no-200", "game-target", "fixed-hands"})));
    }
    return std::nullopt;
}

// [Sides], [Result], [Scores]: what the record says of its sides and its end.
std::optional<Diagnostic> GameTags::applyResult(Record& r_) const {
    auto fail = tagProblem;
    const Table& table = r_.rules.table;
    if (const Tag* t = find("sides")) {
        r_.sidesWhere = t->where;
        if (foldName(t->value) != foldName(r_.sidesText()))
            return fail(t->where, Message(MessageId::SidesDiffer, t->value, r_.sidesText()));
    }
    if (const Tag* t = find("result")) {
        r_.resultWhere = t->where;
        r_.result = t->value;
        const std::string v = lower(t->value);
        const bool side = v.size() == 1 && v[0] >= 'a' && v[0] < 'a' + table.sides;
        if (!side && v != "draw" && v != "*")
            return fail(t->where, Message(MessageId::BadResult, t->value));
        if (side) r_.result = std::string(1, static_cast<char>(v[0] - 'a' + 'A'));
        if (v == "draw") r_.result = "draw";
    }
    if (const Tag* t = find("scores")) {
        r_.scoresWhere = t->where;
        if (auto problem = readScores(t->value, table.sides, t->where, r_.scores)) return problem;
    }
    return std::nullopt;
}

std::optional<Diagnostic> GameTags::apply(Record& r_) const {
    if (const Tag* t = find("event")) r_.event = t->value;
    if (const Tag* t = find("site")) r_.site = t->value;
    if (const Tag* t = find("date")) r_.date = t->value;
    if (auto problem = applyTable(r_)) return problem;
    r_.rulesWhere = r_.where;
    auto fail = tagProblem;
    if (const Tag* t = find("ruleset")) {
        const auto rs = parseRuleset(lower(t->value));
        if (!rs) return fail(t->where, Message(MessageId::BadRuleset, t->value));
        r_.rules.scoring.ruleset = *rs;
    }
    r_.rulesetKnown = true;
    if (const Tag* t = find("options"))
        if (auto problem = applyOptions(*t, r_)) return problem;
    return applyResult(r_);
}

}  // namespace bornes::formats
