// SPDX-License-Identifier: Apache-2.0
// Scoring a hand (RULES.md §8) under the rulesets `dujardin` and `parker`.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/form.h"
#include "engine/position.h"

namespace bornes {

enum class Ruleset : std::uint8_t { Dujardin, Parker };

std::string_view rulesetName(Ruleset r);
std::optional<Ruleset> parseRuleset(std::string_view name);

// The largest bonus-no-100-no-200 accepted: the books give 250 and 500. Bounded so that a
// hand's score and a long game's totals stay far inside an int (issue 8: a huge bonus
// overflowed them).
inline constexpr int kMaxBonus = 10'000;

struct ScoringRules {
    Ruleset ruleset = Ruleset::Dujardin;
    // Option bonus-no-100-no-200=N (000: 250, 001/003: 500); 0 when not in force. It
    // replaces the 300 no-200 bonus when the winner has neither a 100 nor a 200 (R14).
    int bonusNoHundredNoTwoHundred = 0;

    friend bool operator==(const ScoringRules&, const ScoringRules&) = default;
};

// One side's lines of the score sheet, in the books' order.
struct SideScore {
    int distance = 0;               // kilometres, winner or not
    int safeties = 0;               // how many safeties on the table
    int safetyPoints = 0;           // 100 each, or 700 for all four
    int coupsFourres = 0;           // how many of them as coup-fourré
    int coupFourrePoints = 0;       // 300 each
    int handWon = 0;                // 400 to the winner
    int couronnement = 0;           // 300: won with a card played after the pile ran out (R6)
    int noTwoHundred = 0;           // 300: won without any 200 (R14)
    int noHundredNoTwoHundred = 0;  // option: won with neither 100 nor 200 (replaces the 300)
    int allonge = 0;         // 200 to the successful declarer, or to each opponent of a failed one
    int capotOpponents = 0;  // capot opponents this side scores for
    int capot = 0;           // 500 per capot opponent (dujardin) / 500 to the winner (parker)

    int total() const {
        return distance + safetyPoints + coupFourrePoints + handWon + couronnement + noTwoHundred +
               noHundredNoTwoHundred + allonge + capot;
    }
    friend bool operator==(const SideScore&, const SideScore&) = default;
};

struct HandScore {
    int sides = 0;
    std::array<SideScore, kMaxSides> side{};
    int total(int s) const { return side[static_cast<std::size_t>(s)].total(); }
};

// How a hand ended: everything the score depends on.
struct HandEnd {
    int sides = 0;
    const Tableau* tableaux = nullptr;  // one per side
    int winner = kNoSide;               // R15: nobody after exhaustion
    bool crowned = false;               // R6: the winning card played with the pile empty
    int allongeSide = kNoSide;
};

// The score of a hand from its final position: everything is read off the tableaux, the
// winner (R15: nobody after exhaustion) and the allonge declaration.
HandScore scoreHand(const Position& pos, const ScoringRules& rules);
// The same from the end alone (the solver scores its own states through it).
HandScore scoreHand(const HandEnd& end, const ScoringRules& rules);

}  // namespace bornes
