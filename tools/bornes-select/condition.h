// SPDX-License-Identifier: Apache-2.0
// The conditions of bornes-select --where (man/bornes-select.1, CONDITIONS): tests on a
// game's tags, on what it came to and on what happened in its hands, joined by and, or, not
// and parentheses:
//
//     player = Anne and date >= 2026.01 and (couronnement or lead-lost >= 300)
//     winner = Anne and couronnement by winner
//
// A mistake is told at its column of the condition, as a reader tells a record's.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "messages/diagnostic.h"
#include "notation/game_date.h"

namespace bornes::formats {

// What a test asks about: a row of fields.def each, where its names, type and needs are.
enum class Field : std::uint8_t {
#define BORNES_FIELD(id, ...) id,
#include "bornes-select/fields.def"
#undef BORNES_FIELD
};

enum class Comparison : std::uint8_t {
    Equal,
    NotEqual,
    Less,
    LessOrEqual,
    Greater,
    GreaterOrEqual,
    Contains,  // ~: the text holds the value (case and accents aside)
};

// Who scored what a test counts ("capot by Anne", "couronnement by winner"): every side
// (no "by"), or the sides named. A player names their side: a side scores as one (R1).
struct Scorer {
    enum class Kind : std::uint8_t {
        Anyone,
        Winner,      // the winning side of what is judged: the game, or the hand (--hands)
        Loser,       // every other side (none when nobody won)
        GameWinner,  // the game's winning side, even with --hands
        Side,        // A, B or C
        Player,      // the side where the player sits
    };
    Kind kind = Kind::Anyone;
    int side = 0;      // Side
    std::string name;  // Player: folded as foldName folds it
};

struct Condition {
    enum class Kind : std::uint8_t { Test, And, Or, Not };
    Kind kind = Kind::Test;
    // A test:
    Field field = Field::Player;
    Comparison comparison = Comparison::GreaterOrEqual;
    std::string text;     // the value folded (names, words), or the date or form as written
    std::string written;  // the value as written, and its column (for warnings)
    int valueColumn = 0;
    Scorer by;            // the count fields and score
    GameDate date;        // Field::Date: the parts given (0: not asked)
    std::string tagName;  // Field::Tag
    long long number = 0;
    // And, Or: two or more operands; Not: one.
    std::vector<Condition> operands;
};

// Parses a condition. On a mistake returns nothing, and `problem` says what and where (line
// 1, the column of the word at fault).
std::optional<Condition> parseCondition(std::string_view text, Diagnostic& problem);

// Whether the condition asks about play (a field that is not a tag's): the games must be
// played.
bool needsPlay(const Condition& condition);
// Whether the condition counts an event of every side (no "by") and asks about a winner:
// "winner = Anne and couronnement" counts the opponents' couronnements too.
bool countsEverySideBesideWinner(const Condition& condition);
// Whether the condition has a test on `field`.
bool asksAbout(const Condition& condition, Field field);

// Every operand joined by and (the --where options given).
Condition allOf(std::vector<Condition> conditions);

}  // namespace bornes::formats
