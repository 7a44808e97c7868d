// SPDX-License-Identifier: Apache-2.0
#include "analysis/odds.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>

#include "analysis/deal_sampler.h"

namespace bornes {

namespace {

// What is left of the whole estimate's limits for the next deal; nullopt when they are spent
// (`why` then says which).
std::optional<SearchLimits> leftOf(const SearchLimits& whole, std::uint64_t nodesSpent,
                                   std::chrono::steady_clock::time_point start, std::string& why) {
    SearchLimits left;
    left.deadline = whole.deadline;  // the run's, for every deal
    if (std::chrono::steady_clock::now() >= whole.deadline) {
        why = "time";
        return std::nullopt;
    }
    if (whole.maxNodes) {
        if (nodesSpent >= whole.maxNodes) {
            why = "nodes";
            return std::nullopt;
        }
        left.maxNodes = whole.maxNodes - nodesSpent;
    }
    if (whole.seconds > 0) {
        const double spent =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (spent >= whole.seconds) {
            why = "time";
            return std::nullopt;
        }
        left.seconds = whole.seconds - spent;
    }
    return left;
}

}  // namespace

double MoveOdds::low(bool yesNo, double z) const {
    if (deals == 0) return 0;
    const double n = deals, p = mean();
    if (yesNo) {
        if (sum == 0) return 0;  // exactly, not a rounding away from it
        const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
        const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
        return std::max(0.0, centre - half);
    }
    const double variance = deals > 1 ? (squares - sum * sum / n) / (n - 1) : 0;
    return p - z * std::sqrt(std::max(0.0, variance) / n);
}

double MoveOdds::high(bool yesNo, double z) const {
    if (deals == 0) return 0;
    if (yesNo) {
        // Wilson's interval is symmetric about its centre.
        const double n = deals, p = mean();
        if (sum == n) return 1;
        const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
        return std::min(1.0, 2 * centre - low(true, z));
    }
    return 2 * mean() - low(false, z);
}

Odds estimateOdds(Solver& solver, const Position& pos, const OddsRequest& request) {
    Odds odds;
    const DealSampler sampler(pos);
    Rng rng(request.seed);
    SolveRequest solve;
    solve.query = request.query;
    solve.bestMoves = false;
    solve.allMoves = true;
    solve.line = false;
    odds.requested = request.samples;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < request.samples; ++i) {
        const std::optional<SearchLimits> left =
            leftOf(request.limits, odds.stats.nodes, start, odds.limitHit);
        if (!left) break;
        solve.limits = *left;
        ++odds.samples;
        const std::optional<Position> deal = sampler.sample(rng);
        if (!deal) {
            ++odds.inconsistent;
            continue;
        }
        if (request.freshTable) solver.table().clear();
        const Solution s = solver.solve(*deal, solve);
        odds.stats += s.stats;
        if (!s.limitHit.empty()) odds.limitHit = s.limitHit;
        bool whole = s.solved;
        for (const MoveValue& mv : s.moves) {
            if (!mv.known) {
                whole = false;
                continue;
            }
            auto it = std::find_if(odds.moves.begin(), odds.moves.end(),
                                   [&](const MoveOdds& o) { return o.move == mv.move; });
            if (it == odds.moves.end()) it = odds.moves.insert(odds.moves.end(), {mv.move});
            ++it->deals;
            it->sum += mv.value;
            it->squares += static_cast<double>(mv.value) * mv.value;
        }
        odds.solved += whole;
        if (request.enough && i + 1 < request.samples && request.enough(odds)) {
            odds.stoppedEarly = true;
            break;
        }
    }
    return odds;
}

}  // namespace bornes
