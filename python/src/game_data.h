// SPDX-License-Identifier: Apache-2.0
// A game as the Python module holds it (games.cpp reads it, hands.cpp shows its hands and
// moves): the record read, what its play through the rules found, and where it comes from.
// Python's Game, Hand and RecordedMove share it (a hand or a move keeps its game alive).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "messages/diagnostic.h"
#include "notation/record.h"

namespace bornes::python {

// What the replay knows of a recorded move that the record may leave implied.
struct MoveFacts {
    int seat = -1, turn = 0, side = -1;
    const char* action = nullptr;  // as the replay's JSON names it
};

// A game read, and what its play through the rules found.
struct GameData {
    formats::Record record;
    std::vector<formats::Diagnostic> problems;      // the reading's and the play's
    std::vector<formats::Diagnostic> readProblems;  // the reading's alone
    std::optional<Game> totals;                     // after the hands played, when the game plays
    bool valid = true;
    std::vector<std::vector<MoveFacts>> facts;  // by hand, by move: as far as it plays
    std::string file;  // as the caller named it; empty for a game of no file (self-play)
    long index = 1;    // its rank in the file, from 1
};
using GamePtr = std::shared_ptr<GameData>;

struct HandRef {
    GamePtr game;
    std::size_t index;
    const formats::RecordedHand& hand() const { return game->record.hands[index]; }
};

// The replay's JSON (bornes-replay --format json, replay.schema.json) of `game`, or of its
// hand `onlyHand` (0-based) alone: a document, or a JSON Lines line (`lines`); `compact`
// leaves out the position after each step.
std::string replayJson(const GameData& game, int onlyHand, bool compact, bool lines);

}  // namespace bornes::python
