// SPDX-License-Identifier: Apache-2.0
// A game: hands scored one after another until a side passes 5000 (RULES.md §9), or a
// fixed number of hands (R16); the dealer moves one seat to the left each hand.
#pragma once

#include <array>
#include <cstdint>

#include "engine/form.h"
#include "engine/scoring.h"

namespace bornes {

// The largest game target and number of fixed hands accepted (issue 8): a game of at most
// 1000 hands (a record holds no more) keeps every total inside an int.
inline constexpr int kMaxGameTarget = 1'000'000;
inline constexpr int kMaxFixedHands = 1'000;

struct GameRules {
    Table table = Table::of(Form::Four);
    ScoringRules scoring{};
    int gameTarget = 5000;
    int fixedHands = 0;  // when > 0 the game is that many hands, whatever the scores (R16)

    friend bool operator==(const GameRules&, const GameRules&) = default;
};

enum class GameStatus : std::uint8_t { Playing, Won, Drawn };

class Game {
  public:
    explicit Game(const GameRules& rules, int firstDealer = 0)
        : rules_(rules), dealer_(firstDealer) {}

    const GameRules& rules() const { return rules_; }
    int dealer() const { return dealer_; }  // dealer of the next hand
    int handsPlayed() const { return handsPlayed_; }
    int total(int side) const { return totals_[static_cast<std::size_t>(side)]; }
    GameStatus status() const { return status_; }
    int winner() const { return winner_; }  // the winning side once status() is Won

    // Adds a finished hand's scores, passes the deal to the left and decides the game.
    void record(const HandScore& hand);

  private:
    void decide();

    GameRules rules_;
    std::array<int, kMaxSides> totals_{};
    int dealer_ = 0;
    int handsPlayed_ = 0;
    GameStatus status_ = GameStatus::Playing;
    int winner_ = -1;
};

}  // namespace bornes
