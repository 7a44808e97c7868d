// SPDX-License-Identifier: Apache-2.0
// Plays a record through the rules engine: the heart of validation and replay.
//
// Every action of the record is checked against the rules (libanalysis/engine/rules.h) in the
// position reached so far. Cards the record does not show are Card::Unknown in the engine:
// a play is accepted when the card could be in that hand given what is known, and no card
// is ever used more often than the deck holds (§1). Where the deal and every draw are known,
// everything is checked exactly. The irregularities of RULES.md §10 (wrong number of cards
// drawn, a hazard against its safety taken back, a side past the target and its take-back)
// are warnings, or errors with `strict`.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "engine/game.h"
#include "engine/position.h"
#include "engine/scoring.h"
#include "messages/diagnostic.h"
#include "notation/hand_start.h"
#include "notation/record.h"

namespace bornes::formats {

struct PlayOptions {
    bool strict = false;  // irregularities are errors; hands must be finished and scored
};

// One step of the replay: an action of the record, or a decision the record leaves implied
// (a coup-fourré not taken, R8; an allonge not declared at the end of a hand).
struct ReplayStep {
    int hand = 0;                            // 0-based
    int turn = 0;                            // turn number within the hand, from 1
    int seat = 0;                            // who decided
    Move move;                               // what the engine applied
    const RecordedAction* action = nullptr;  // nullptr for an implied decision
    int drawCount = 0;                       // cards drawn by `seat` just before it
    std::array<Card, 8> draws{};             // as far as known (Card::Unknown otherwise)
    bool irregular = false;                  // §10
};

class ReplayObserver {
  public:
    virtual ~ReplayObserver() = default;
    virtual void handStarted(int /*hand*/, const Position& /*start*/,
                             const RecordedHand& /*record*/) {}
    virtual void stepped(const ReplayStep& /*step*/, const Position& /*before*/,
                         const Position& /*after*/) {}
    virtual void handEnded(int /*hand*/, const Position& /*end*/, const HandScore& /*score*/,
                           const Game& /*game*/) {}
};

// Several observers fed by one replay, in their order.
class ReplayObservers : public ReplayObserver {
  public:
    explicit ReplayObservers(std::vector<ReplayObserver*> each) : each_(std::move(each)) {}
    void handStarted(int hand, const Position& start, const RecordedHand& record) override {
        for (ReplayObserver* o : each_) o->handStarted(hand, start, record);
    }
    void stepped(const ReplayStep& step, const Position& before, const Position& after) override {
        for (ReplayObserver* o : each_) o->stepped(step, before, after);
    }
    void handEnded(int hand, const Position& end, const HandScore& score,
                   const Game& game) override {
        for (ReplayObserver* o : each_) o->handEnded(hand, end, score, game);
    }

  private:
    std::vector<ReplayObserver*> each_;
};

struct PlayResult {
    bool valid = true;         // no error
    long moves = 0;            // engine moves applied
    int hands = 0;             // hands finished
    std::optional<Game> game;  // totals after the finished hands
};

// Plays `record`; diagnostics go to `problems` (play stops at the first error). When the
// record could not be read to its end (`complete` false), the checks that need the whole
// game (final scores, result) are skipped.
PlayResult playRecord(const Record& record, const PlayOptions& options,
                      std::vector<Diagnostic>& problems, ReplayObserver* observer = nullptr,
                      bool complete = true);

}  // namespace bornes::formats
