// SPDX-License-Identifier: Apache-2.0
// Playing hands and games between players: the loop shared by the tools, the tests and the
// benchmark.
#pragma once

#include <array>
#include <cstdint>

#include "engine/game.h"
#include "engine/movegen.h"
#include "engine/position.h"
#include "engine/scoring.h"
#include "players/player.h"

namespace bornes {

// The player sitting at each seat (the same Player may hold several seats).
using Seating = std::array<Player*, kMaxPlayers>;

// Plays `pos` to the end of the hand. `observe(pos, move)` sees each position and the move
// chosen in it, before the move is applied. Returns the number of moves applied.
template <class Observer>
int playHand(Position& pos, const Seating& seats, Observer&& observe) {
    int moves = 0;
    while (!pos.over()) {
        const MoveList legal = legalMoves(pos);
        const Move m = seats[static_cast<std::size_t>(pos.toMove())]->choose(pos, legal);
        observe(pos, m);
        pos.apply(m);
        ++moves;
    }
    return moves;
}

inline int playHand(Position& pos, const Seating& seats) {
    return playHand(pos, seats, [](const Position&, Move) {});
}

// Plays a whole game: each hand is dealt from a deck shuffled by `shuffle`, and
// `onHand(position, score, game)` sees every finished hand. Stops after `maxHands` hands
// even if the game is undecided (a safety net: a tie at 5000 may repeat). Returns the
// number of moves applied.
template <class HandObserver, class Observer>
long playGame(Game& game, const Seating& seats, Rng& shuffle, int maxHands, HandObserver&& onHand,
              Observer&& observe) {
    long moves = 0;
    for (int h = 0; h < maxHands && game.status() == GameStatus::Playing; ++h) {
        Position pos = Position::deal(game.rules().table, shuffle, game.dealer());
        moves += playHand(pos, seats, observe);
        const HandScore score = scoreHand(pos, game.rules().scoring);
        game.record(score);
        onHand(pos, score, game);
    }
    return moves;
}

}  // namespace bornes
