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

// What a test asks about. The fields up to Tag need only the tags (isTagField): a selection
// on them alone does not play the games.
enum class Field : std::uint8_t {
    Player,   // a seat's name
    Event,    // [Event]
    Site,     // [Site]
    Date,     // [Date], compared by its known parts
    Ruleset,  // dujardin or parker
    Players,  // the number of players, or the form 6x2x3
    Target,   // the hand's target
    Tag,      // any tag by its name: tag:Generator
    Result,   // what the game came to: a side letter, draw, or * (unfinished)
    Winner,   // a player of the winning side
    // The game's result and winner even when each hand is judged alone (--hands):
    GameResult,
    GameWinner,
    Hands,   // hands played
    Score,   // the winner's total (the highest total when unfinished); by a side: its total
    Margin,  // the first total less the second
    // How many hands had each event (safeties: how many were laid; coups-fourrés: how many
    // were made), over the game:
    Couronnement,
    Capot,
    CoupFourre,
    Safety,
    Allonge,
    AllongeMade,
    SafetyHeld,  // safeties still in a hand when it ended
    LeadLost,    // the largest lead in km held by a side that then lost the hand
    Turns,       // the longest hand, in turns
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

// Whether a field needs only the tags.
bool isTagField(Field field);
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
