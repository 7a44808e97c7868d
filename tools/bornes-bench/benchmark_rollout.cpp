// SPDX-License-Identifier: Apache-2.0
// bornes-bench --rollout and --match (issue 31): the playouts' speed by form and policy, and
// a duplicate match between two seat kinds.
#include <chrono>
#include <cmath>
#include <cstdio>

#include "analysis/odds.h"
#include "analysis/rollout_player.h"
#include "bornes-bench/benchmark.h"
#include "common/errors.h"
#include "engine/scoring.h"
#include "players/self_play.h"

namespace bornes::bench {

using cli::say;
using cli::ToolMessage;

int benchRollout(const std::vector<Table>& tables, const std::vector<Policy>& policies, long hands,
                 std::uint64_t seed) {
    std::printf("%-6s %-12s %9s %11s %9s %12s\n", "form", "policy", "playouts", "moves", "seconds",
                "playouts/s");
    std::uint64_t signature = 0;
    long long allMoves = 0;
    for (const Table& table : tables)
        for (const Policy& policy : policies) {
            Rng shuffle(seed), rng(seed ^ 0x5DEECE66Dull);
            long long moves = 0;
            const auto start = std::chrono::steady_clock::now();
            for (long h = 0; h < hands; ++h) {
                Position pos = Position::deal(table, shuffle, static_cast<int>(h % table.players));
                moves += playOut(pos, policy, rng);
                signature = signature * 1099511628211ULL + pos.hash();
            }
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            allMoves += moves;
            std::printf("%-6s %-12s %9ld %11lld %9.3f %12.0f\n",
                        std::string(formName(table.form)).c_str(), policyName(policy).c_str(),
                        hands, moves, seconds,
                        seconds > 0 ? static_cast<double>(hands) / seconds : 0.0);
        }
    std::printf("Playouts: %lld moves, signature %016llx\n", allMoves,
                static_cast<unsigned long long>(signature));
    return cli::kSuccess;
}

namespace {

// A duplicate pair: the same deck played with A's seats and B's, then swapped.
struct MatchTally {
    long hands = 0, decided = 0, winsA = 0;
    double points = 0, squares = 0;  // A's side's hand score less B's, a deal (both seatings)
};

// One hand of `deck` with `a` at the seats of side 0 (and `b` at the others) or the reverse:
// the hand's score difference of A's side, and whether A's side reached (1), B's (-1), none.
std::pair<int, int> playDuplicate(const Table& table, Rng deck, int dealer, Player& a, Player& b,
                                  bool aFirst, const ScoringRules& rules) {
    Seating seats{};
    for (int s = 0; s < table.players; ++s)
        seats[static_cast<std::size_t>(s)] = (table.sideOf(s) == 0) == aFirst ? &a : &b;
    Position pos = Position::deal(table, deck, dealer);
    playHand(pos, seats);
    const HandScore score = scoreHand(pos, rules);
    const int sideA = aFirst ? 0 : 1;
    const int reached = pos.winner() == kNoSide ? 0 : pos.winner() == sideA ? 1 : -1;
    return {score.total(sideA) - score.total(1 - sideA), reached};
}

}  // namespace

int benchMatch(const Table& table, const SeatKind& a, const SeatKind& b, long deals,
               std::uint64_t seed, const std::string& names) {
    if (table.sides != 2) throw cli::UsageError(say(ToolMessage::MatchTwoSides));
    const ScoringRules rules;
    const std::unique_ptr<Player> playerA = makeSeatPlayer(a, seed, rules);
    const std::unique_ptr<Player> playerB = makeSeatPlayer(b, seed + 1, rules);
    MatchTally t;
    const auto start = std::chrono::steady_clock::now();
    for (long d = 0; d < deals; ++d) {
        const Rng deck(mix64(seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(d)));
        const int dealer = static_cast<int>(d % table.players);
        int points = 0;
        for (bool aFirst : {true, false}) {
            const auto [difference, reached] =
                playDuplicate(table, deck, dealer, *playerA, *playerB, aFirst, rules);
            points += difference;
            ++t.hands;
            t.decided += reached != 0;
            t.winsA += reached > 0;
        }
        t.points += points / 2.0;
        t.squares += points / 2.0 * (points / 2.0);
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    MoveOdds share{Move{}, static_cast<int>(t.decided), static_cast<double>(t.winsA),
                   static_cast<double>(t.winsA)};
    MoveOdds points{Move{}, static_cast<int>(deals), t.points, t.squares};
    std::printf("%s, %s, %ld deals played twice (seats swapped), %.1f s\n", names.c_str(),
                std::string(formName(table.form)).c_str(), deals, seconds);
    std::printf("decided hands won by the first: %ld of %ld, %.1f %% [%.1f %%, %.1f %%] (95 %%)\n",
                t.winsA, t.decided, 100 * share.mean(), 100 * share.low(true),
                100 * share.high(true));
    std::printf("points a hand for the first: %+.1f [%+.1f, %+.1f] (95 %%)\n", points.mean(),
                points.low(false), points.high(false));
    return cli::kSuccess;
}

}  // namespace bornes::bench
