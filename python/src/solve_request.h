// SPDX-License-Identifier: Apache-2.0
// What a Python caller asks of a position (bornes.solve, bornes.odds, bornes.estimate), read
// once for all three: the question and the side, the limits, and the puzzle bornes-solve
// would make of the position (its JSON is written from it).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "bindings.h"
#include "position_value.h"
#include "puzzles/solved_puzzle.h"
#include "solver/search.h"

namespace bornes::python {

// `question` 'reach', 'couronnement' or 'score'; `side` a letter of the table or None (the
// side to move): else ValueError.
Query queryOf(const PositionValue& p, const std::string& question, const py::object& side);
// max_nodes and time_limit (seconds), 0 for none: else ValueError.
SearchLimits limitsOf(std::uint64_t maxNodes, double timeLimit);
// The solver's tables, hash_mib MiB (1 to 65 536, as the tools' --hash): else ValueError.
std::size_t tableBytesOf(long long hashMiB);
// A puzzle's question and side as Python is told them: 'reach', 'A'.
std::string questionOf(const formats::SolvedPuzzle& p);
std::string sideOf(const formats::SolvedPuzzle& p);
// The puzzle of a bare position, as bornes-solve makes it of a position line.
formats::SolvedPuzzle puzzleAbout(const PositionValue& p, const Query& query);

}  // namespace bornes::python
