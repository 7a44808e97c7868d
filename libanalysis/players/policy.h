// SPDX-License-Identifier: Apache-2.0
// How a seat chooses its move: one rule shared by the built-in players and by the playouts
// of a rollout (analysis/rollout.h), as GNU Backgammon's rollouts play with its own cubeless
// policy. A policy is a plain value; what it draws at random comes from the Rng it is given,
// so that a playout is named by its seed and two moves weighed on the same deal are played
// on with the same draws (paired, as Tesauro and Galperin's rollouts are).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/move.h"
#include "engine/position.h"
#include "engine/rng.h"

namespace bornes {

enum class PolicyKind : std::uint8_t {
    Random,     // uniform among the legal moves (identical cards make one move)
    Heuristic,  // the rule books' advice (heuristic_player.h), a random move `noise` % of the time
};

struct Policy {
    PolicyKind kind = PolicyKind::Heuristic;
    int noise = 0;  // Heuristic: the percentage of moves chosen at random instead (0 to 100)

    // One of `legal` (never empty). Draws from `rng` only as the policy needs: the plain
    // heuristic draws nothing, the random one a number a move.
    Move choose(const Position& pos, const MoveList& legal, Rng& rng) const;
    friend bool operator==(const Policy&, const Policy&) = default;
};

// "random", "heuristic", "heuristic:10" (10 % random moves); nothing for another text.
std::optional<Policy> parsePolicy(std::string_view text);
std::string policyName(const Policy& policy);

// Plays `pos` on with `policy` at every seat until the hand ends or, at a decision, the draw
// pile holds `horizon` cards or fewer (-1: to the end). Returns the moves applied.
int playOut(Position& pos, const Policy& policy, Rng& rng, int horizon = -1);

}  // namespace bornes
