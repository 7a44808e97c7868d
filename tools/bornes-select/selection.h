// SPDX-License-Identifier: Apache-2.0
// Whether a game meets a condition of bornes-select (condition.h), from its tags and, when
// the condition asks about play, from the game played through the rules; and what makes
// two records the same game for --dedupe.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "bornes-select/condition.h"
#include "engine/game.h"
#include "notation/record.h"
#include "replay/hand_facts.h"

namespace bornes::formats {

// How many hands had each event (safeties, coups-fourrés and safeties held: how many), over
// the game or one hand, for every side together or for one side.
struct EventCounts {
    long long couronnements = 0, capots = 0, coupsFourres = 0, safeties = 0, allonges = 0,
              allongesMade = 0, safetiesHeld = 0;
    int leadLost = 0;  // the largest lead in a hand then lost
};

// What a game came to and what happened in its hands, as the conditions ask it.
struct PlayedGame {
    GameStatus status = GameStatus::Playing;
    int winner = kNoSide;
    std::vector<int> totals;  // each side's
    long long hands = 0;
    int longestHand = 0;
    EventCounts events;                           // whoever scored them
    std::array<EventCounts, kMaxSides> bySide{};  // side by side ("capot by Anne")

    void add(const HandFacts& hand);
};

// One hand judged alone (bornes-select --hands): its result is the side that reached the
// target ("*" after exhaustion), its score and margin the hand's, `hands` its number, its
// counts its own.
PlayedGame handAlone(const HandFacts& hand);

// Whether the game meets the condition. `unit` is what is judged: the game played, or one
// of its hands (--hands); `game` the whole game played (for game-winner beside --hands),
// the unit itself when null. Both may be null when the condition needs only the tags
// (needsPlay false).
bool meets(const Condition& condition, const Record& record, const PlayedGame* unit,
           const PlayedGame* game = nullptr);

// The same deal and moves (--dedupe): a 128-bit digest of the form, the rules and, for every
// hand, its start (deal, pile or position) and each action with its draws; names, tags,
// comments, annotations and turn numbers are left out, so an annotated copy of a game is the
// same game.
struct GameDigest {
    std::uint64_t high = 0, low = 0;
    friend bool operator==(const GameDigest&, const GameDigest&) = default;
};
GameDigest digestOf(const Record& record);

}  // namespace bornes::formats
