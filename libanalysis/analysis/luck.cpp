// SPDX-License-Identifier: Apache-2.0
#include "analysis/luck.h"

#include <algorithm>

#include "analysis/deal_sampler.h"
#include "engine/position_setup.h"

namespace bornes {

Position pileUnseen(const Position& pos, int seat, Card drawn) {
    PositionSetup setup = describe(pos);
    setup.pile.assign(setup.pile.size(), Card::Unknown);
    if (seat >= 0) {
        std::vector<Card>& hand = setup.hands[static_cast<std::size_t>(seat)];
        const auto held = std::find(hand.begin(), hand.end(), drawn);
        if (held != hand.end()) *held = Card::Unknown;
    }
    const SetupResult built = buildPosition(setup);
    return built.position ? *built.position : pos;
}

namespace {

// The mean playout value over `deals` deals of what `pos` hides; deal d shuffled by seed d.
struct Mean {
    double sum = 0;
    int reaches = 0;
    int deals = 0;
};
Mean meanValue(Solver* solver, const Position& pos, const Query& query,
               const RolloutSettings& settings, int deals, std::uint64_t seed,
               std::chrono::steady_clock::time_point deadline) {
    const DealSampler sampler(pos);
    LeafCounts leaves;
    Mean m;
    for (int d = 0; d < deals && std::chrono::steady_clock::now() < deadline; ++d) {
        Rng dealRng(rolloutDealSeed(seed, d));
        const std::optional<Position> deal = sampler.hidden() ? sampler.sample(dealRng) : pos;
        if (!deal) continue;
        Rng play(rolloutPlaySeed(seed, d));
        const PlayoutValue v = playoutValue(*deal, query, settings, play, solver, leaves, deadline);
        m.sum += v.score;
        m.reaches += v.reached;
        ++m.deals;
    }
    return m;
}

}  // namespace

double pileValue(Solver* solver, const Position& pos, const Query& query,
                 const RolloutSettings& settings, int deals, std::uint64_t seed,
                 std::chrono::steady_clock::time_point deadline) {
    const Mean m = meanValue(solver, pileUnseen(pos), query, settings, deals, seed, deadline);
    return m.deals ? m.sum / m.deals : 0;
}

DrawLuck drawLuck(Solver* solver, const Position& after, int seat, Card drawn, const Query& query,
                  const RolloutSettings& settings, int deals, std::uint64_t seed,
                  std::chrono::steady_clock::time_point deadline) {
    const Mean before =
        meanValue(solver, pileUnseen(after, seat, drawn), query, settings, deals, seed, deadline);
    const Mean now = meanValue(solver, pileUnseen(after), query, settings, deals, seed, deadline);
    DrawLuck luck;
    luck.deals = std::min(before.deals, now.deals);
    if (before.deals) luck.before = before.sum / before.deals;
    if (now.deals) luck.after = now.sum / now.deals;
    if (now.deals) luck.afterReach = static_cast<double>(now.reaches) / now.deals;
    return luck;
}

}  // namespace bornes
