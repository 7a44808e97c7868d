// SPDX-License-Identifier: Apache-2.0
#include "players/player.h"

#include "players/heuristic_player.h"
#include "players/random_player.h"

namespace bornes {

std::optional<PlayerKind> parsePlayerKind(std::string_view name) {
    if (name == "random") return PlayerKind::Random;
    if (name == "heuristic") return PlayerKind::Heuristic;
    return std::nullopt;
}

std::string_view playerKindName(PlayerKind kind) {
    return kind == PlayerKind::Random ? "random" : "heuristic";
}

std::unique_ptr<Player> makePlayer(PlayerKind kind, std::uint64_t seed) {
    if (kind == PlayerKind::Random) return std::make_unique<RandomPlayer>(seed);
    return std::make_unique<HeuristicPlayer>();
}

}  // namespace bornes
