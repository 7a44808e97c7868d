// SPDX-License-Identifier: Apache-2.0
// The solver's benchmark sets (bornes-bench --solve): positions from seeded self-play
// between heuristic players, the same on every machine, so that their node counts are a
// signature of the search's behaviour (Stockfish's "bench").
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/position.h"
#include "solver/question.h"
#include "solver/search.h"

namespace bornes {

enum class BenchSet : std::uint8_t {
    PlayOut,     // (a) 4 players (2×2), the pile empty, 1–6 cards in each hand
    FourPile10,  // (b) 4 players, 10 cards left in the pile
    TwoPile20,   // (c) 2 players, 20 cards left in the pile
    TwoDeals,    // (d) fresh 2-player deals: the whole hand
    FourDeals,   // (d) fresh 4-player deals
    TwoPile40,   // (e) 2 players, 40 cards left in the pile
};

struct BenchPosition {
    Position position;
    int side = 0;  // the side asked about: the player to move's (the first player's for a deal)
};

// `count` positions of the set, from `seed`.
std::vector<BenchPosition> benchPositions(BenchSet set, int count, std::uint64_t seed);
// `count` positions of `table` made as the sets are (seeded heuristic self-play, one move in
// eight random), each the first turn with `pile` cards left in the draw pile (bornes-bench
// --calibrate). A stream: more positions from the same seed begin with the same ones.
// Precondition: 0 <= pile < the pile of a fresh deal.
std::vector<BenchPosition> positionsAtPile(const Table& table, int pile, int count,
                                           std::uint64_t seed);

std::string_view benchSetName(BenchSet set);
// The questions a set is benched on: whole deals reach only, set e score only, the others
// both.
std::vector<Question> benchQuestions(BenchSet set);  // "a", "b", "c", "d2", "d4"
std::optional<BenchSet> parseBenchSet(std::string_view name);

// What solving a set measured.
struct BenchFigures {
    int positions = 0;
    int solved = 0;
    int positive = 0;                   // answers yes, or score values above zero
    std::vector<double> seconds;        // per position, sorted (an unsolved one: when it gave up)
    std::vector<double> solvedSeconds;  // per solved position, sorted
    SearchStats stats;                  // summed over the positions
    std::uint64_t solvedNodes = 0;      // nodes of the solved positions only
    // Nodes per position, sorted: the solved by their nodes, then the unsolved (each with
    // the nodes it had searched when it gave up), which took more than any solved one.
    struct Effort {
        bool solved = false;
        std::uint64_t nodes = 0;
    };
    std::vector<Effort> efforts;

    double quantile(double q) const;        // of the times per position
    double solvedQuantile(double q) const;  // of the times of the solved positions
    Effort effortQuantile(double q) const;  // of the nodes per position (efforts)
};

// Solves every position of the set for `question` with one solver (its table reused from
// one position to the next, as a batch does), within `limits` per position.
BenchFigures solveBench(const std::vector<BenchPosition>& positions, Question question,
                        std::size_t tableBytes, const SearchLimits& limits,
                        const SearchOptions& options);

}  // namespace bornes
