// SPDX-License-Identifier: Apache-2.0
// What the solver is asked about a hand (RULES.md R6, R18, §8), and what the end of a hand
// is worth for each question.
//
// A question is about one side S: S's players maximise, every other player minimises. With
// three sides the two opposing sides play together against S (a coalition): "can S make it
// whatever the others do?".
#pragma once

#include <algorithm>
#include <cstdint>

#include "engine/scoring.h"

namespace bornes {

enum class Question : std::uint8_t {
    Reach,         // can S reach the current target exactly before the hand ends? (R18)
    Couronnement,  // can S end the hand as its winner by a couronnement? (R6)
    Score,         // S's hand score minus the best opposing side's, under best play (§8)
};

inline constexpr int kQuestions = 3;

// Beyond every value: a hand scores a few thousand points at most.
inline constexpr int kNoBound = 1 << 24;

struct Query {
    Question question = Question::Reach;
    int side = 0;  // S
    ScoringRules rules{};

    bool boolean() const { return question != Question::Score; }
};

// The value of a finished hand (or of any state, for `score`: as if it ended now) for the
// question: 1 or 0 for the yes/no questions, the score difference for `score`.
template <class State>
int endValue(const State& s, const Query& q) {
    switch (q.question) {
        case Question::Reach:
            return s.winner() == q.side;
        case Question::Couronnement:
            return s.winner() == q.side && s.crowned();
        case Question::Score: {
            const Table& table = s.table();
            const HandScore score = scoreHand(
                HandEnd{table.sides, &s.tableau(0), s.winner(), s.crowned(), s.allongeSide()},
                q.rules);
            int best = -1'000'000;
            for (int side = 0; side < table.sides; ++side)
                if (side != q.side) best = std::max(best, score.total(side));
            return score.total(q.side) - best;
        }
    }
    return 0;
}

// A state whose value is known before its end: S has reached the target (R18: at its own
// allonge decision S may decline and win), or S decides on allonge with the pile empty
// (declining wins by a couronnement, R6). Returns true and sets `value` then.
template <class State>
bool settledEarly(const State& s, const Query& q, int& value) {
    if (s.phase() != Phase::Allonge || s.sideToMove() != q.side) return false;
    if (q.question == Question::Reach ||
        (q.question == Question::Couronnement && s.pileSize() == 0)) {
        value = 1;
        return true;
    }
    return false;
}

}  // namespace bornes
