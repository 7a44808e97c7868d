// SPDX-License-Identifier: Apache-2.0
#include "players/policy.h"

#include <charconv>

#include "engine/movegen.h"
#include "players/heuristic_player.h"

namespace bornes {

namespace {

Move anyOf(const MoveList& legal, Rng& rng) {
    return legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
}

constexpr std::string_view kHeuristic = "heuristic";

}  // namespace

Move Policy::choose(const Position& pos, const MoveList& legal, Rng& rng) const {
    // (The random policy draws even for a single move: the games bornes-play has recorded
    // with random seats stay the same.)
    if (kind == PolicyKind::Random) return anyOf(legal, rng);
    if (legal.size() == 1) return legal[0];
    if (noise > 0 && rng.below(100) < static_cast<std::uint32_t>(noise)) return anyOf(legal, rng);
    return HeuristicPlayer::best(pos, legal);
}

std::optional<Policy> parsePolicy(std::string_view text) {
    if (text == "random") return Policy{PolicyKind::Random, 0};
    if (text == kHeuristic) return Policy{PolicyKind::Heuristic, 0};
    if (!text.starts_with(kHeuristic) || text.size() <= kHeuristic.size() + 1 ||
        text[kHeuristic.size()] != ':')
        return std::nullopt;
    const std::string_view digits = text.substr(kHeuristic.size() + 1);
    int noise = -1;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), noise);
    if (error != std::errc() || end != digits.data() + digits.size() || noise < 0 || noise > 100)
        return std::nullopt;
    return Policy{PolicyKind::Heuristic, noise};
}

std::string policyName(const Policy& policy) {
    if (policy.kind == PolicyKind::Random) return "random";
    if (policy.noise == 0) return std::string(kHeuristic);
    return std::string(kHeuristic) + ":" + std::to_string(policy.noise);
}

int playOut(Position& pos, const Policy& policy, Rng& rng, int horizon) {
    int moves = 0;
    while (!pos.over() && pos.pileSize() > horizon) {
        const MoveList legal = legalMoves(pos);
        pos.apply(policy.choose(pos, legal, rng));
        ++moves;
    }
    return moves;
}

}  // namespace bornes
