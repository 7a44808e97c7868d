// SPDX-License-Identifier: Apache-2.0
// bornes-bench --growth (issue 35): how the exact solver's cost grows with the cards left —
// `reach` for the player to move on positions of seeded self-play at each pile size, and
// the nodes each took. Nodes, not seconds: the figure the floors are written in, the same on
// every machine (a time limit aside).
#include <cstdio>
#include <string>

#include "bornes-bench/benchmark.h"
#include "common/errors.h"
#include "solver/bench_positions.h"

namespace bornes::bench {

namespace {

// A quantile of the nodes: their number, or "> N" when it falls on a position given up
// (N: the nodes searched when it gave up, fewer than a proof would take).
std::string effortText(const BenchFigures::Effort& e) {
    return (e.solved ? "" : "> ") + std::to_string(e.nodes);
}

}  // namespace

int benchGrowth(const GrowthRequest& r) {
    std::printf("%4s %9s %7s %7s %14s %14s %14s %9s\n", "pile", "positions", "solved", "yes",
                "median nodes", "p75 nodes", "max nodes", "Mnodes/s");
    std::uint64_t signature = 0;
    for (int pile : r.piles) {
        const std::vector<BenchPosition> positions =
            positionsAtPile(r.table, pile, r.positions, r.seed);
        const BenchFigures f = solveBench(
            positions, Question::Reach, static_cast<std::size_t>(r.hash) << 20, r.limits, r.search);
        signature += f.solvedNodes;
        const double rate =
            f.stats.seconds > 0 ? static_cast<double>(f.stats.nodes) / f.stats.seconds / 1e6 : 0;
        std::printf("%4d %9d %7d %7d %14s %14s %14s %9.2f\n", pile, f.positions, f.solved,
                    f.positive, effortText(f.effortQuantile(0.5)).c_str(),
                    effortText(f.effortQuantile(0.75)).c_str(),
                    effortText(f.effortQuantile(1.0)).c_str(), rate);
        std::fflush(stdout);
    }
    std::printf("Nodes: %llu\n", static_cast<unsigned long long>(signature));
    return cli::kSuccess;
}

}  // namespace bornes::bench
