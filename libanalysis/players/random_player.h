// SPDX-License-Identifier: Apache-2.0
// Uniformly random among the legal moves (identical cards make one move).
#pragma once

#include "engine/rng.h"
#include "players/player.h"
#include "players/policy.h"

namespace bornes {

class RandomPlayer final : public Player {
  public:
    explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
    Move choose(const Position& pos, const MoveList& legal) override {
        return Policy{PolicyKind::Random, 0}.choose(pos, legal, rng_);
    }
    std::string_view name() const override { return "random"; }

  private:
    Rng rng_;
};

}  // namespace bornes
