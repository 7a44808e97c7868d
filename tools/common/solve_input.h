// SPDX-License-Identifier: Apache-2.0
// Where bornes-solve finds its puzzles: a position line, a puzzle collection, or a moment
// of a recorded game; and the checks that keep the solver from searching nonsense: every
// card that matters known, the side asked about at the table, the question and the answer
// well formed. Each problem comes with its place (line, column) and its line of text.
// The command line that names them (--file, --batch, --record, ...) is
// tools/common/puzzle_options.h: the two halves of the solve input, cut where Boost.Program_options
// stops (tools/).
#pragma once

#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "messages/diagnostic.h"
#include "notation/record_player.h"
#include "puzzles/solved_puzzle.h"

namespace bornes::formats {

struct Problem {
    Diagnostic diagnostic;
    std::string line;    // the text of that line, for the caret
    bool usage = false;  // a problem of the command line (--side), not of the input
};

struct SolveInputs {
    std::vector<SolvedPuzzle> puzzles;  // with their solutions still empty
    std::vector<Problem> problems;
    bool readError = false;  // the input could not be read to its end (a read error)
};

// What the command line may change: the question and the side (a letter, or a player of
// the record). A puzzle's expected answer is kept only for its own question and side.
struct SolveOverrides {
    std::optional<Question> question;
    std::string side;  // empty: the puzzle's
    // Face-down cards allowed (bornes-solve --odds deals them at random): the puzzles are
    // not checked for perfect information.
    bool hiddenCards = false;
};

// One position line (the command line's).
SolveInputs puzzlesFromLine(std::string_view text, const SolveOverrides& overrides);
// A collection: one puzzle per line, '#' comments; `id`, when not empty, keeps that puzzle.
// At most kMaxCollectionPuzzles puzzles; reading stops after kMaxCollectionProblems problems.
inline constexpr std::size_t kMaxCollectionPuzzles = 10000;  // ~13 MiB of puzzles
inline constexpr std::size_t kMaxCollectionProblems = 100;
SolveInputs puzzlesFromCollection(std::istream& in, const SolveOverrides& overrides,
                                  const std::string& id);
// The moment after turn `turn` of hand `hand` (1-based) of game `game` (1-based) of a record,
// named in `lang` ("<event>, hand 1, turn 50").
SolveInputs puzzleFromRecord(std::istream& in, int game, int hand, int turn,
                             const SolveOverrides& overrides, formats::Language lang);

// Why the solver cannot take this position, naming what is missing: the face-down cards of
// each hand and of the pile (perfect information), or nothing when it can. `hand` and `turn`
// (from 1) name the moment of a record the position comes from, 0 for a position line.
std::optional<Message> missingCards(const Position& pos, const SeatNames& names, int hand = 0,
                                    int turn = 0);

}  // namespace bornes::formats
