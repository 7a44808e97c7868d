// SPDX-License-Identifier: Apache-2.0
// Records games played by the engine (bornes-play) in the notation: with every card known,
// with the draws hidden, or with every card hidden (as a spectator would write it).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/game.h"
#include "engine/position.h"
#include "engine/scoring.h"
#include "notation/record.h"

namespace bornes::formats {

enum class Hidden {
    Nothing,  // the deal, the pile and every draw: validation checks everything exactly
    Draws,    // the deal only: draws and declined coups-fourrés are not written
    Cards,    // no card in any hand: only what was played
};

// "none", "draws", "cards" (bornes-play's --hide, bornes.play_games' hide=); nothing else.
std::optional<Hidden> parseHidden(std::string_view name);

class GameRecorder {
  public:
    GameRecorder(const GameRules& rules, std::string event, Hidden hidden);

    // `dealt` is the position right after the deal (the first player has drawn).
    void startHand(const Position& dealt, int dealer);
    // A hand that starts from a position ([Position]), as a puzzle's line of play does.
    void startHandAt(const Position& start, const ScoringRules& rules);
    // `before` is the position the move is chosen in: the cards drawn since the last move
    // recorded are read off its pile, so the recorder never replays the move itself.
    void move(const Position& before, Move m);
    void endHand(const HandScore& score);
    void endGame(const Game& game);

    // The record so far; after endGame() every action is numbered and named (completeRecord).
    Record& record() { return record_; }

  private:
    Record record_;
    Hidden hidden_;
    int lastPile_ = 0;  // size of the draw pile when the last action was recorded
};

}  // namespace bornes::formats

#include "engine/rng.h"
#include "players/player.h"
#include "players/self_play.h"

namespace bornes::formats {

// Plays a game between `seats` (decks from `shuffle`, at most `maxHands` hands) and records
// it: the record of bornes-play.
Record playAndRecord(Game& game, const Seating& seats, Rng& shuffle, int maxHands, Hidden hidden,
                     std::string event);

}  // namespace bornes::formats
