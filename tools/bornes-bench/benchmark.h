// SPDX-License-Identifier: Apache-2.0
// The runners of bornes-bench, each printing its figures and a signature that a change of
// behaviour changes (Stockfish's "bench"). See man/bornes-bench.1.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "analysis/rollout_player.h"
#include "bornes-annotate/decision_marks.h"
#include "engine/form.h"
#include "players/policy.h"
#include "solver/question.h"
#include "solver/search.h"
#include "text/language.h"

namespace bornes::bench {

// Random self-play of `hands` hands a form: moves and hands per second, "Moves: N".
int benchPlay(const std::vector<Table>& tables, long hands, std::uint64_t seed);
// `games` seeded records a form written and validated: the reader's speed.
int benchValidation(const std::vector<Table>& tables, long games, std::uint64_t seed,
                    formats::Language lang);
// The solver on the benchmark sets of --solve (or their collection): "Nodes: N".
int benchSolver(const boost::program_options::variables_map& vm, std::uint64_t seed);
// The pictures of a record's first hand and a decision tree of up to `treeNodes` nodes.
int benchRender(const std::string& file, int treeNodes);
// The annotator on records, as bornes-annotate runs with `request` (decisions with hidden
// cards estimated over random deals): the decisions solved, estimated and marked by the
// cards left in the pile, and the time.
// The techniques bornes-bench --without turned off: the solver's, and the annotator's
// sequential sampling ("early-stop") and the table kept from deal to deal ("table-reuse");
// and those --with turned on (built and measured, off by default: "playouts"). A name it
// does not know is a usage error.
struct Techniques {
    SearchOptions search;
    bool earlyStop = true;
    bool tableReuse = true;
};
Techniques techniquesFrom(const boost::program_options::variables_map& vm);
// The solver's techniques alone (--solve, --growth): the annotator's are a usage error there.
SearchOptions solverTechniquesFrom(const boost::program_options::variables_map& vm);

int benchAnnotate(const std::vector<std::string>& files, const formats::AnnotateRequest& request,
                  int hash, const SearchOptions& options);

// --rollout: `hands` whole-hand playouts a form and a policy, from seeded deals: playouts a
// second, and the moves and a signature of the final positions ("Playouts: N").
int benchRollout(const std::vector<Table>& tables, const std::vector<Policy>& policies, long hands,
                 std::uint64_t seed);
// --match A,B: `deals` seeded deals, each played twice with the seats of A and B swapped
// (duplicate): the share of decided hands A's side won and the points a hand, each with its
// 95 % interval. Two sides only.
int benchMatch(const Table& table, const SeatKind& a, const SeatKind& b, long deals,
               std::uint64_t seed, const std::string& names);

// --calibrate: the rollouts measured against an oracle, on positions of seeded self-play at
// each pile size of `piles` (benchmark_calibrate.cpp, man/bornes-bench.1).
struct CalibrateRequest {
    Table table = Table::of(Form::Two);
    int positions = 200;  // kept a pile size (every card known) or drawn (hidden)
    std::uint64_t seed = 1;
    std::vector<int> piles{30, 40};
    std::vector<int> horizons{-1};  // the hybrid's, one line each
    std::vector<int> deals{8000};   // the rollouts' at most (bornes-annotate's), a line each
    bool earlyStop = true;          // the judge's sequential sampling, move by move
    std::vector<int> noises{10};    // % of random moves, every card known (kKnownCardsNoise)
    std::uint64_t leafNodes = 20000;
    std::uint64_t maxNodes = 0;  // the exact solver's budget: a position, or a decision's odds
    int hash = 256;
    bool hidden = false;   // against the odds, from the player's seat, instead of the solver
    int samples = 100;     // the odds' deals, as bornes-annotate's default
    SearchOptions search;  // bornes-bench --without
};
// The exact solver's node budget by default (--max-nodes): a position's every move, or the
// odds' deals of a decision together.
inline constexpr std::uint64_t kCalibrateNodes = 20'000'000;
int benchCalibrate(const CalibrateRequest& request);

// --growth: `reach` on `positions` positions of seeded self-play at each pile size of
// `piles`, the nodes each took (benchmark_growth.cpp, man/bornes-bench.1).
struct GrowthRequest {
    Table table = Table::of(Form::Two);
    int positions = 12;
    std::uint64_t seed = 1;
    std::vector<int> piles{40, 50, 60, 70};
    int hash = 256;
    SearchLimits limits;
    SearchOptions search;  // bornes-bench --without
};
int benchGrowth(const GrowthRequest& request);

}  // namespace bornes::bench
