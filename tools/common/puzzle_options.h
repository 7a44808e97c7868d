// SPDX-License-Identifier: Apache-2.0
// The command-line options of bornes-solve and bornes-tree that name their puzzles (a
// position line; --file with --id, or --batch; --record with --game, --hand, --turn; and
// --question, --side), checked as a command line (a mistake is a usage error) and turned
// into a reading of tools/common/solve_input.h, whose problems are printed here.
#pragma once

#include <boost/program_options.hpp>

#include <optional>
#include <string>
#include <vector>

#include "common/errors.h"
#include "puzzles/solved_puzzle.h"

namespace bornes::cli {

// --file, --batch (when `batch`), --id, --record, --game, --hand, --turn, --question, --side.
void addPuzzleOptions(boost::program_options::options_description& options, bool batch,
                      formats::Language lang);
// The position line, a positional argument.
void addPositionArgument(boost::program_options::options_description& hidden,
                         boost::program_options::positional_options_description& positional);

struct PuzzleSource {
    std::vector<formats::SolvedPuzzle> puzzles;
    bool collection = false;  // --file or --batch
};

// The puzzles the command line names. A command-line mistake throws UsageError; puzzles
// that are not valid are reported on stderr (their place named) and give nothing (exit 2).
// `batch`: the tool has --batch; `hiddenCards`: face-down cards are allowed (--odds).
// `collection`, when given, is the --file or --batch input already read (under mpirun, rank
// 0's text on every rank: distributed.h), read instead of the file.
std::optional<PuzzleSource> puzzlesFrom(const boost::program_options::variables_map& vm,
                                        const char* tool, bool batch, bool hiddenCards = false,
                                        std::istream* collection = nullptr);

}  // namespace bornes::cli
