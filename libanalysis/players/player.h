// SPDX-License-Identifier: Apache-2.0
// A built-in player: chooses one of the legal moves of a position.
#pragma once

#include <memory>
#include <optional>
#include <string_view>

#include "engine/move.h"
#include "engine/position.h"

namespace bornes {

class Player {
  public:
    virtual ~Player() = default;
    // Called for every decision of the seats this player holds: turns, coup-fourré windows
    // and allonge decisions. `legal` is legalMoves(pos), never empty.
    virtual Move choose(const Position& pos, const MoveList& legal) = 0;
    virtual std::string_view name() const = 0;
};

enum class PlayerKind { Random, Heuristic };

std::optional<PlayerKind> parsePlayerKind(std::string_view name);
std::string_view playerKindName(PlayerKind kind);
std::unique_ptr<Player> makePlayer(PlayerKind kind, std::uint64_t seed);

}  // namespace bornes
