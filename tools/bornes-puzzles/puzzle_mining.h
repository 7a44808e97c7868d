// SPDX-License-Identifier: Apache-2.0
// bornes-puzzles' work (issue 24): every decision of a game's record, played through the rules,
// asked each question (analysis/puzzle_miner.h); the sharp ones that pass the filters become
// lines of a collection (puzzles/mined_puzzle.h), each position once.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "analysis/puzzle_miner.h"
#include "messages/diagnostic.h"
#include "notation/record.h"

namespace bornes::formats {

struct MiningOptions {
    std::vector<Question> questions = {Question::Reach, Question::Couronnement, Question::Score};
    int margin = 100;
    SearchLimits limits;  // each question of each decision
    // What a person can see coming (issue 32): few cards in the pile, a short winning line.
    int maxPile = 5;    // decisions with more cards in the pile are not tried
    int maxLine = 6;    // nor puzzles whose quickest win takes S more decisions (0: any)
    Themes themes = 0;  // keep puzzles with one of these themes (0: any)
    int minDifficulty = 1;
    int players = 0;    // keep games of this many players (0: any)
    long long max = 0;  // stop after this many puzzles (0: no limit)
    std::optional<std::chrono::steady_clock::time_point> deadline;  // of the whole run
};

struct MiningCounts {
    long long games = 0, decisions = 0, tried = 0, puzzles = 0, duplicates = 0, unsolved = 0;
    SearchStats stats;
};

class PuzzleMining {
  public:
    // `write` receives each puzzle's line as it is found.
    PuzzleMining(const MiningOptions& options, std::size_t tableBytes,
                 std::function<void(const std::string& line)> write);

    // Mines a game: its puzzles named `prefix`-h<hand>-t<turn>[b, c...]-<question>. Returns
    // false when the record does not play through the rules or was not read to its end
    // (`problems`, the reader's, then says why; what came before the error was mined).
    bool mine(const Record& record, const std::string& prefix, std::vector<Diagnostic>& problems);

    // Whether the run must stop: --max puzzles written, or its deadline passed.
    bool done() const;
    // Whether the deadline passed: the run was stopped before its end (exit 1).
    bool timeUp() const;
    const MiningCounts& counts() const { return counts_; }
    // Called after each decision tried, for progress: decisions tried, puzzles.
    std::function<void(const MiningCounts&)> progress;

  private:
    class Walker;
    friend class Walker;

    MiningOptions options_;
    Solver solver_;
    std::function<void(const std::string&)> write_;
    std::set<std::string> seen_;  // the positions written, with their question: each once
    MiningCounts counts_;
};

}  // namespace bornes::formats
