// SPDX-License-Identifier: Apache-2.0
// What happened in each hand of a game as it is played through the rules: its length, its
// score, and the events bornes-stats counts and bornes-select asks about (issue 24).
#pragma once

#include <array>
#include <functional>

#include "engine/scoring.h"
#include "notation/record_player.h"

namespace bornes::formats {

// What one side did in a hand: who scored an event (bornes-select's "capot by Anne").
struct SideFacts {
    bool couronnement = false;
    bool capot = false;        // scored a capot bonus (R13)
    bool allonge = false;      // declared an allonge (R10)
    bool allongeMade = false;  // declared one and made it
    int coupsFourres = 0;
    int safetiesLaid = 0;  // coups-fourrés included
    int safetiesHeld = 0;  // still in its players' hands at the end
    int leadLost = 0;      // its largest lead, when another side won the hand (0 otherwise)
};

struct HandFacts {
    int hand = 0;  // 0-based
    int turns = 0;
    HandScore score;
    int winner = kNoSide;  // the side that reached the target, kNoSide after exhaustion
    bool couronnement = false;
    // Sides left at 0 km whose capot scored for another (R13: under dujardin for every side
    // not capot, won or not; under parker only a shut-out's winner).
    int capots = 0;
    int coupsFourres = 0;
    int safetiesLaid = 0;       // coups-fourrés included
    int allongeSide = kNoSide;  // the side that declared an allonge (R10)
    bool allongeMade = false;
    // Safeties still in a player's hand when the hand ended: never laid, worth nothing
    // (cards the record does not show are not counted).
    int safetiesHeld = 0;
    // The largest lead in kilometres over every other side that a side other than the
    // hand's winner held at some moment of it: "a hand lost from a lead of N km" (0 when the
    // hand had no winner or the winner always led).
    int leadLost = 0;
    std::array<SideFacts, kMaxSides> side{};  // the same, side by side
};

// A replay observer that hands each finished hand's facts to `done`.
class HandFactsObserver : public ReplayObserver {
  public:
    explicit HandFactsObserver(std::function<void(const HandFacts&)> done)
        : done_(std::move(done)) {}

    void handStarted(int hand, const Position& start, const RecordedHand& record) override;
    void stepped(const ReplayStep& step, const Position& before, const Position& after) override;
    void handEnded(int hand, const Position& end, const HandScore& score,
                   const Game& game) override;

  private:
    void noteLeads(const Position& pos);

    std::function<void(const HandFacts&)> done_;
    HandFacts facts_;
    std::array<int, kMaxSides> bestLead_{};  // each side's largest lead so far in the hand
};

}  // namespace bornes::formats
