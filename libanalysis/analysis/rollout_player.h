// SPDX-License-Identifier: Apache-2.0
// A player that plays by rollouts (issue 31): at each decision it deals the cards it cannot
// see (the other hands and the draw pile) `playouts` times and plays each legal move on to
// the end of the hand with the heuristic policy, then plays the move of the best mean score
// (Tesauro and Galperin's on-line policy improvement). It decides from its own seat only:
// what it draws at random is named by its seed and by what the seat sees, never by a card it
// cannot see.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "analysis/rollout.h"
#include "players/player.h"

namespace bornes {

class RolloutPlayer final : public Player {
  public:
    // `rules`: the ruleset the hands are scored by (the playouts maximise the hand's score).
    RolloutPlayer(int playouts, std::uint64_t seed, const ScoringRules& rules = {},
                  RolloutSettings settings = {});
    Move choose(const Position& pos, const MoveList& legal) override;
    std::string_view name() const override { return "rollout"; }

  private:
    int playouts_;
    std::uint64_t seed_;
    ScoringRules rules_;
    RolloutSettings settings_;
};

// A seat of bornes-play: "random", "heuristic", or "rollout:N" (N playouts a move, 1 to
// 100 000); nothing for another text.
struct SeatKind {
    PlayerKind kind = PlayerKind::Heuristic;
    int playouts = 0;  // a rollout player's
};
std::optional<SeatKind> parseSeatKind(std::string_view text);
std::unique_ptr<Player> makeSeatPlayer(const SeatKind& seat, std::uint64_t seed,
                                       const ScoringRules& rules = {});

// The players of a table as bornes-play seats them (and bornes.play_games, which must play
// the same games): seat s gets kinds[s % kinds.size()], seeded seed * 1000 + s.
std::vector<std::unique_ptr<Player>> seatPlayers(const std::vector<SeatKind>& kinds,
                                                 const Table& table, std::uint64_t seed,
                                                 const ScoringRules& rules);

}  // namespace bornes
