// SPDX-License-Identifier: Apache-2.0
#include "analysis/rollout.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include "analysis/deal_sampler.h"
#include "analysis/odds.h"
#include "engine/mix64.h"
#include "engine/movegen.h"

namespace bornes {

namespace {

constexpr float kNotLegal = std::numeric_limits<float>::quiet_NaN();

double normalLow(double sum, double squares, int n, double z) {
    if (n == 0) return 0;
    const double mean = sum / n;
    if (n < 2) return mean;
    const double variance = std::max(0.0, (squares - sum * mean) / (n - 1));
    return mean - z * std::sqrt(variance / n);
}

MoveRollouts& slotOf(RolloutEstimate& e, Move m) {
    for (MoveRollouts& r : e.moves)
        if (r.move == m) return r;
    MoveRollouts& r = e.moves.emplace_back();
    r.move = m;
    r.values.assign(static_cast<std::size_t>(e.deals), kNotLegal);  // the deals before
    r.reached.assign(static_cast<std::size_t>(e.deals), kNotLegal);
    return r;
}

}  // namespace

std::uint64_t rolloutDealSeed(std::uint64_t seed, int d) {
    return mix64(seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(d));
}

std::uint64_t rolloutPlaySeed(std::uint64_t seed, int d) {
    return mix64(rolloutDealSeed(seed, d) ^ 0xD1B54A32D192ED03ull);
}

double MoveRollouts::low(double z) const {
    return normalLow(sum, squares, deals, z);
}
double MoveRollouts::high(double z) const {
    return 2 * mean() - low(z);
}
double MoveRollouts::reachLow(double z) const {
    return MoveOdds{move, deals, static_cast<double>(reaches), static_cast<double>(reaches)}.low(
        true, z);
}
double MoveRollouts::reachHigh(double z) const {
    return MoveOdds{move, deals, static_cast<double>(reaches), static_cast<double>(reaches)}.high(
        true, z);
}
double Regret::low(double z) const {
    return normalLow(sum, squares, deals, z);
}
double Regret::high(double z) const {
    return 2 * mean() - low(z);
}

PlayoutValue playoutValue(Position pos, const Query& query, const RolloutSettings& settings,
                          Rng& rng, Solver* solver, LeafCounts& leaves,
                          std::chrono::steady_clock::time_point deadline) {
    const Query score{Question::Score, query.side, query.rules};
    const Query reach{Question::Reach, query.side, query.rules};
    const int horizon = solver ? settings.horizon : -1;
    playOut(pos, settings.policy, rng, horizon);
    if (!pos.over()) {
        // The hybrid's leaf: exact under best play from here, within its budget (each
        // question its own search; what the first puts in the table serves the second).
        SolveRequest request;
        request.bestMoves = request.line = false;
        request.limits.maxNodes = settings.leafNodes;
        request.limits.deadline = deadline;
        request.query = score;
        const Solution s = solver->solve(pos, request);
        leaves.stats += s.stats;
        Solution r;
        if (s.solved) {
            request.query = reach;
            r = solver->solve(pos, request);
            leaves.stats += r.stats;
        }
        if (s.solved && r.solved) {
            ++leaves.exact;
            return {s.value, r.value == 1};
        }
        ++leaves.playedOn;
        playOut(pos, settings.policy, rng);
    }
    return {endValue(pos, score), endValue(pos, reach) == 1};
}

RolloutSettings settingsFor(const Position& pos, RolloutSettings settings) {
    Policy& policy = settings.policy;
    if (perfectInformation(pos) && policy.kind == PolicyKind::Heuristic && policy.noise == 0)
        policy.noise = kKnownCardsNoise;
    return settings;
}

const MoveRollouts* RolloutEstimate::find(Move m) const {
    for (const MoveRollouts& r : moves)
        if (r.move == m) return &r;
    return nullptr;
}

const MoveRollouts* RolloutEstimate::best() const {
    const MoveRollouts* best = nullptr;
    for (const MoveRollouts& r : moves)
        if (r.deals && (!best || r.mean() > best->mean())) best = &r;
    return best;
}

RolloutEstimate estimateByRollouts(Solver* solver, const Position& pos,
                                   const RolloutRequest& request) {
    RolloutEstimate e;
    const DealSampler sampler(pos);
    const bool hidden = sampler.hidden() > 0;
    for (int d = 0; d < request.deals; ++d) {
        if (std::chrono::steady_clock::now() >= request.deadline) {
            e.limitHit = "time";
            break;
        }
        Rng dealRng(rolloutDealSeed(request.seed, d));
        const std::optional<Position> deal = hidden ? sampler.sample(dealRng) : pos;
        if (!deal) {
            ++e.inconsistent;
            continue;
        }
        const MoveList legal = legalMoves(*deal);
        for (Move m : legal) {
            Position next = *deal;
            next.apply(m);
            Rng play(rolloutPlaySeed(request.seed, d));
            const PlayoutValue v = playoutValue(next, request.query, request.settings, play, solver,
                                                e.leaves, request.deadline);
            MoveRollouts& r = slotOf(e, m);
            r.values.push_back(static_cast<float>(v.score));
            r.reached.push_back(v.reached ? 1.0f : 0.0f);
            ++r.deals;
            r.sum += v.score;
            r.squares += static_cast<double>(v.score) * v.score;
            r.reaches += v.reached;
        }
        ++e.deals;
        e.playouts += static_cast<std::uint64_t>(legal.size());
        for (MoveRollouts& r : e.moves)
            if (r.values.size() < static_cast<std::size_t>(e.deals)) {
                r.values.push_back(kNotLegal);
                r.reached.push_back(kNotLegal);
            }
        if (request.enough && d + 1 < request.deals && request.enough(e)) {
            e.stoppedEarly = true;
            break;
        }
    }
    return e;
}

Regret regretOf(const RolloutEstimate& e, Move played, bool reach) {
    Regret regret;
    const MoveRollouts* p = e.find(played);
    if (!p) return regret;
    // The engine's choice in a deal: the move of the best mean among those legal in it.
    std::vector<const MoveRollouts*> byMean;
    for (const MoveRollouts& r : e.moves) byMean.push_back(&r);
    std::stable_sort(
        byMean.begin(), byMean.end(),
        [](const MoveRollouts* a, const MoveRollouts* b) { return a->mean() > b->mean(); });
    std::vector<int> chosen(byMean.size(), 0);
    for (std::size_t d = 0; d < p->values.size(); ++d) {
        if (std::isnan(p->values[d])) continue;
        for (std::size_t i = 0; i < byMean.size(); ++i) {
            const MoveRollouts* r = byMean[i];
            if (std::isnan(r->values[d])) continue;
            chosen[i] += r != p;  // the alternatives preferred (the move played: no regret)
            const double loss = reach ? static_cast<double>(r->reached[d]) - p->reached[d]
                                      : static_cast<double>(r->values[d]) - p->values[d];
            ++regret.deals;
            regret.sum += loss;
            regret.squares += loss * loss;
            break;
        }
    }
    const auto most = std::max_element(chosen.begin(), chosen.end());
    regret.choice = most != chosen.end() && *most > 0
                        ? byMean[static_cast<std::size_t>(most - chosen.begin())]->move
                        : played;
    return regret;
}

}  // namespace bornes
