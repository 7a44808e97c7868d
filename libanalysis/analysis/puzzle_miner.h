// SPDX-License-Identifier: Apache-2.0
// Puzzles mined from play (issue 24), as lichess mines its puzzles from games: a decision is a
// puzzle when its answer is sharp. For reach and couronnement exactly one move keeps the win
// (moves of the same effect merged: the discards of cards the side can never play again, as
// the solver merges them, move_order.h); for score the best move beats every other by at
// least a margin. Trivial decisions are left out: a single legal move, a position a bound
// answers before any search, an answer that ends the hand at once (a win in one move).
// Each puzzle is graded (the nodes the solver needed, how many moves lose, the length of the
// quickest win) and given the themes that its answer touches (Theme).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/position.h"
#include "solver/search.h"

namespace bornes {

// What a puzzle is about; the names are the notation's theme= keywords (NOTATION.md §4.1).
// A theme names only what the answer touches: the winning move, the winning line it opens
// and the losing moves it refutes, never what merely lies on the table (themesOf).
enum class Theme : std::uint8_t {
    CoupFourre,       // the decision is a coup-fourré's, or the answer is one (§5)
    Couronnement,     // asked, or the winning line ends in one (R6)
    ThirdTwoHundred,  // a player holds its side's dead third 200 (§4) and the answer turns on
                      // it: the answer throws it away, or with it live the answer would no
                      // longer be the one best move
    Leader,           // three sides, the answer is a hazard, and the same hazard could have
                      // gone on the other opposing side (R11)
    HoldSafety,       // a safety in hand that the answer keeps while laying it loses
    RightOfWay,       // the answer lays Right of Way, or goes on the battle pile of a side whose
                      // Right of Way acts there: a remedy that alone puts it back on the road,
                      // a hazard on a side rolling with no Roll (§4)
    Allonge,          // the decision is an allonge's, the winning line declares one, or (score)
                      // the line ends with a declared allonge failed (§7, R10)
    Capot,            // the score asked, and the winning line ends with an opposing side still
                      // at 0 km (R13)
    PlayOut,          // the answer is played with the pile empty and its line rests on it: S
                      // plays on from a hand nothing refills, a player out of cards is passed
                      // over, a safety gives no extra turn, or the hand ends by exhaustion (§6,
                      // R3, R9)
};
inline constexpr int kThemes = 9;
using Themes = std::uint16_t;  // a bit per Theme

constexpr Themes themeBit(Theme t) {
    return static_cast<Themes>(1u << static_cast<unsigned>(t));
}
std::string_view themeName(Theme t);
std::optional<Theme> parseTheme(std::string_view name);

struct MiningRequest {
    Question question = Question::Reach;
    int margin = 100;     // score: the best move beats every other by at least this
    ScoringRules rules;   // the hand's (score)
    SearchLimits limits;  // for each decision
};

struct MinedPuzzle {
    Query query;
    int value = 0;             // the answer: 1 for yes/no, the score for score
    Move answer;               // the winning (best) move
    std::vector<Move> merged;  // the moves of the same effect as the answer, itself first
    int moves = 0;             // the legal moves, those of the same effect counted once
    int losing = 0;            // of them, those below the answer (that lose, for yes/no)
    int runnerUp = 0;          // score: the value of the best other move
    std::uint64_t nodes = 0;   // the solver's to answer the position
    int quickest = 0;          // S's decisions on the quickest winning line, the answer first
    int difficulty = 1;        // 1 to 5: what a person must find (difficultyOf)
    Themes themes = 0;
};

enum class MiningVerdict : std::uint8_t {
    Puzzle,
    Forced,    // a single legal move
    Bound,     // answered by a bound before any search
    NoWin,     // yes/no: no move wins
    NotSharp,  // more than one move keeps the win, or the best beats another by less than the
               // margin
    WinInOne,  // the answer ends the hand at once
    Unsolved,  // a limit was hit first
    Hidden,    // a card that matters is not known
};

struct MiningResult {
    MiningVerdict verdict = MiningVerdict::Unsolved;
    std::optional<MinedPuzzle> puzzle;
    SearchStats stats;  // both searches
};

// The decision of `pos` (the side to move deciding) asked `request.question`.
MiningResult minePosition(Solver& solver, const Position& pos, const MiningRequest& request);

// Difficulty as a person meets it (issue 32), not by the solver's nodes, which a reader never
// sees: 1, and one more for a winning line of 3 decisions or more, one more for 5 or more,
// one more for 3 tempting losing moves or more, one more for 3 cards or more in the pile
// whose order the reader must count; at most 5.
int difficultyOf(int quickest, int losing, int pile);

}  // namespace bornes
