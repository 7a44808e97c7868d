// SPDX-License-Identifier: Apache-2.0
// The solver: exact answers to the questions of question.h by exhaustive search over
// perfect information (every hand and the order of the draw pile known), in the manner of
// the bridge solver DDS.
//
// Every value is proved by a null-window alpha-beta search to the end of the hand, that
// answers "is the value at least g?" and returns a bound (fail-soft). The yes/no questions
// need one such search; `score` narrows bounds around a first guess (MTD(f)). What each
// search proves is kept in a transposition table that outlives the position (a batch
// reuses it); cheap exact bounds (bounds.h) settle many states before any move is tried,
// and moves with the same effect are merged (move_order.h).
//
// A limit on nodes or time stops the search; the answer is then unknown, never a guess.
// The solver sees the rules only through SearchState (play.h, rules.h).
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/move.h"
#include "engine/position.h"
#include "solver/bounds.h"
#include "solver/move_order.h"
#include "solver/proof_table.h"
#include "solver/question.h"
#include "solver/search_state.h"
#include "solver/transposition.h"

namespace bornes {

struct SearchLimits {
    std::uint64_t maxNodes = 0;  // 0: no limit
    double seconds = 0;          // 0: no limit
    // The end of the whole run this search is part of (bornes-puzzles' --time-limit): no
    // search goes past it, whatever `seconds` leaves.
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
};

// The end of a search within `limits`: the run's deadline, and its own seconds from now.
std::chrono::steady_clock::time_point deadlineOf(const SearchLimits& limits);

// The techniques, each of which can be turned off to measure what it buys (bornes-bench).
struct SearchOptions {
    bool table = true;           // the transposition table
    bool bounds = true;          // the quick exact bounds before the search
    bool merge = true;           // one move for moves of the same effect
    bool order = true;           // likely best moves first
    bool abstraction = true;     // cards that cannot matter left out of the table's key
    bool proofNumbers = true;    // proof-number search where alpha-beta takes too long
    bool race = true;            // the race bound with the draws to come (race.h)
    bool fire = true;            // the race under fire: hazards spent on the racer (race.h)
    bool finishing = true;       // distance no exact finish uses counted as junk (relevance.h)
    bool tempo = true;           // two players: each side's own draws only (outlook.h)
    bool scoreFromReach = true;  // score: each side's reach settled first (probes.h)
    // Proof numbers of new leaves from playouts (playout_numbers.h). Off: measured, they do
    // not pay on whole deals (README, "What each technique buys"); bornes-bench --with.
    bool playouts = false;
};

// The race bounds the options turn on, as quickBounds takes them.
inline RaceBounds raceBounds(const SearchOptions& options) {
    return {options.race, options.fire};
}

struct SearchStats {
    std::uint64_t nodes = 0;        // states searched (each call of the search)
    std::uint64_t tableProbes = 0;  // states looked up in the table
    std::uint64_t tableHits = 0;    // ... found there
    std::uint64_t tableCuts = 0;    // ... and settled by what the table knew
    std::uint64_t tableStores = 0;
    std::uint64_t boundCuts = 0;     // states settled by the quick bounds
    std::uint64_t cutoffs = 0;       // searches stopped early by a refutation
    std::uint64_t probes = 0;        // null-window searches from the root (MTD(f) steps)
    std::uint64_t playoutMoves = 0;  // moves of the playouts of proof-number leaves
    double seconds = 0;

    SearchStats& operator+=(const SearchStats& o);
};

struct SolveRequest {
    Query query;
    bool bestMoves = true;  // which root moves reach the value
    bool allMoves = false;  // the exact value of every root move
    bool line = true;       // a principal line to the end of the hand
    int lineMoves = 0;      // ... or its first moves only (0: to the end)
    SearchLimits limits;
};

struct MoveValue {
    Move move;
    bool known = false;  // false when a limit stopped the search first
    int value = 0;
};

struct Solution {
    bool solved = false;           // false: a limit was hit before the answer was proved
    int value = 0;                 // 1/0 for yes/no; the score difference for `score`
    std::string limitHit;          // "nodes" or "time" when a limit was hit
    std::vector<MoveValue> moves;  // with allMoves: every legal root move (generator order)
    std::vector<Move> best;        // with bestMoves: the root moves that keep the value
    bool bestComplete = false;
    std::vector<Move> line;     // the principal line from the root (principal_line.h)
    bool lineComplete = false;  // the line reaches the end (or the settling moment)
    bool lineQuickest = false;  // ... by the quickest win and the longest defence throughout
    int lineMovesOfS = 0;       // S's decisions on the line
    SearchStats stats;
};

// Whether every card that matters to the future is known: the hands and the draw pile.
bool perfectInformation(const Position& pos);

class Solver {
  public:
    // A solver whose tables take `tableBytes` together: three quarters for the
    // transposition table, a quarter for the proof numbers.
    explicit Solver(std::size_t tableBytes, SearchOptions options = {});

    // Preconditions: perfectInformation(pos); request.query.side is a side of the table.
    Solution solve(const Position& pos, const SolveRequest& request);

    TranspositionTable& table() { return table_; }
    const SearchOptions& options() const { return options_; }

  private:
    TranspositionTable table_;
    ProofTable proofs_;
    SearchOptions options_;
};

}  // namespace bornes
