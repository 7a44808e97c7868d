// SPDX-License-Identifier: Apache-2.0
// The luck of a draw (analysis/luck.h, issue 31) against an enumeration: late in a hand,
// with every card known and a fixed continuation (the plain heuristic), the value before the
// draw is the mean over every order of the drawn card and the pile's cards dealt into the
// hand's slot and the pile, the value after it the mean over every order of the pile; the
// estimate over random deals lies within a few standard errors of each.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "analysis/deal_sampler.h"
#include "analysis/luck.h"
#include "engine/movegen.h"
#include "players/heuristic_player.h"
#include "players/random_player.h"

namespace bornes {
namespace {

// A 2-player position at the first turn with at most `pile` cards left, the player to move
// having just drawn (its last card drawn is the pile's history's top).
std::optional<Position> drawnAt(std::uint64_t seed, int pile) {
    Rng shuffle(seed);
    HeuristicPlayer heuristic;
    RandomPlayer random(seed);
    Position pos = Position::deal(Table::of(Form::Two), shuffle, 0);
    while (!pos.over()) {
        if (pos.pileSize() <= pile && pos.phase() == Phase::Turn) return pos;
        const MoveList legal = legalMoves(pos);
        Player& p = pos.toMove() % 2 ? static_cast<Player&>(random) : heuristic;
        pos.apply(p.choose(pos, legal));
    }
    return std::nullopt;
}

struct Enumerated {
    double mean = 0, spread = 0;  // over every order, and its standard deviation
};

// Every order of what `pos` hides, each played on by `settings` (deterministic: no noise).
Enumerated enumerate(const Position& pos, const Query& query, const RolloutSettings& settings) {
    const DealSampler sampler(pos);
    std::vector<Card> order = sampler.unseen();
    std::sort(order.begin(), order.end());
    double sum = 0, squares = 0;
    int n = 0;
    do {
        const std::optional<Position> deal = sampler.dealt(order);
        if (!deal) continue;
        Rng unused(0);
        LeafCounts leaves;
        const double v = playoutValue(*deal, query, settings, unused, nullptr, leaves).score;
        sum += v, squares += v * v, ++n;
    } while (std::next_permutation(order.begin(), order.end()));
    EXPECT_GT(n, 0);
    const double mean = n ? sum / n : 0;
    return {mean, std::sqrt(std::max(0.0, squares / std::max(1, n) - mean * mean))};
}

TEST(Luck, BeforeAndAfterADrawAreTheMeansOverEveryOrder) {
    RolloutSettings plain;
    plain.policy = Policy{PolicyKind::Heuristic, 0};
    constexpr int kDeals = 3000;
    int checked = 0, lucky = 0;
    for (std::uint64_t seed = 1; seed <= 200 && checked < 6; ++seed) {
        const std::optional<Position> pos = drawnAt(seed, 5);
        if (!pos || pos->pileSize() < 2) continue;
        const int seat = pos->toMove();
        const Card drawn = pos->pileHistory()[static_cast<std::size_t>(pos->pileSize())];
        ASSERT_GT(pos->hand(seat).count(drawn), 0);
        const Query query{Question::Score, pos->sideToMove(), ScoringRules{}};
        const DrawLuck l = drawLuck(nullptr, *pos, seat, drawn, query, plain, kDeals, seed);
        ASSERT_EQ(l.deals, kDeals);
        const Enumerated before = enumerate(pileUnseen(*pos, seat, drawn), query, plain);
        const Enumerated after = enumerate(pileUnseen(*pos), query, plain);
        EXPECT_NEAR(l.before, before.mean, 5 * before.spread / std::sqrt(kDeals) + 1e-9) << seed;
        EXPECT_NEAR(l.after, after.mean, 5 * after.spread / std::sqrt(kDeals) + 1e-9) << seed;
        lucky += std::abs(before.mean - after.mean) > 1;
        ++checked;
    }
    EXPECT_GE(checked, 4);
    EXPECT_GE(lucky, 1) << "at least one draw that mattered, or the test proves little";
}

}  // namespace
}  // namespace bornes
