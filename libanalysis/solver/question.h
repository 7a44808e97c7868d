// SPDX-License-Identifier: Apache-2.0
// What the solver is asked about a hand (RULES.md R6, R18, §8), and what the end of a hand
// is worth for each question.
//
// A question is about one side S: S's players maximise, every other player minimises. With
// three sides the two opposing sides play together against S (a coalition): "can S make it
// whatever the others do?".
//
// Each question is one row of traits (questionTraits): the code decides by them, or by a
// switch without `default`, never by comparing with one question and treating the others
// alike. To add a question, add its enumerator and its row; the compiler then lists every
// switch to complete (doc/architecture.md).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/scoring.h"

namespace bornes {

enum class Question : std::uint8_t {
    Reach,         // can S reach the current target exactly before the hand ends? (R18)
    Couronnement,  // can S end the hand as its winner by a couronnement? (R6)
    Score,         // S's hand score minus the best opposing side's, under best play (§8)
};

inline constexpr int kQuestions = 3;

// What S ending the hand as its winner (its last distance card, or declining the allonge)
// answers.
enum class Finish : std::uint8_t {
    Yes,               // yes at once (R18)
    YesWithPileEmpty,  // yes only with the pile empty: a couronnement (R6)
    Counts,            // no yes or no: the win is worth its points (§8)
};

// What the code asks of a question. Each default is the cautious answer (no bound, no
// merge, not estimated), so that a trait left out costs speed, never a wrong value.
struct QuestionTraits {
    // The question's keyword in the notation and on the command lines ("q=reach",
    // --question reach): never translated.
    std::string_view keyword;
    // Answered 1 or 0; otherwise a score difference (searched with windows, bounded by
    // scoreBounds).
    bool yesNo = false;
    // A yes needs S to win the hand: an opponent ending it, or S unable ever to reach,
    // answers no. The yes/no bounds of quickBounds rest on it.
    bool needsTheWin = false;
    Finish finish = Finish::Counts;
    // S winning the race to the target (unstoppableFinish, winsTheRace) proves a yes. Not
    // for a couronnement: the race says S reaches, not that the pile is empty by then.
    bool raceProvesYes = false;
    // The value counts points scored on the way (coups fourrés, the opponents' distance and
    // safeties) under the scoring rules: the abstraction may not leave an opposing tableau
    // or a coup-fourré mark out of a key, and the table keys carry the scoring rules.
    bool dependsOnPath = true;
    // The rollouts estimate it (rollout.h: reaching and the score); a couronnement they do
    // not, so the annotator and the estimates ask only these.
    bool estimated = false;
};

// Not constexpr: reached only by an enumerator without its row, which kQuestionTraits below
// then fails to evaluate at compile time.
inline QuestionTraits questionWithoutTraits() {
    return {};
}

// -Wswitch made an error here whatever the build: a new enumerator without its row stops the
// compilation at this switch.
#pragma GCC diagnostic push
#pragma GCC diagnostic error "-Wswitch"
constexpr QuestionTraits traitsOf(Question q) {
    switch (q) {
        case Question::Reach:
            return {.keyword = "reach",
                    .yesNo = true,
                    .needsTheWin = true,
                    .finish = Finish::Yes,
                    .raceProvesYes = true,
                    .dependsOnPath = false,
                    .estimated = true};
        case Question::Couronnement:
            return {.keyword = "couronnement",
                    .yesNo = true,
                    .needsTheWin = true,
                    .finish = Finish::YesWithPileEmpty,
                    .raceProvesYes = false,
                    .dependsOnPath = false,
                    .estimated = false};
        case Question::Score:
            return {.keyword = "score",
                    .yesNo = false,
                    .needsTheWin = false,
                    .finish = Finish::Counts,
                    .raceProvesYes = false,
                    .dependsOnPath = true,
                    .estimated = true};
    }
    return questionWithoutTraits();
}
#pragma GCC diagnostic pop

// Every row, evaluated at compile time (so every enumerator below kQuestions has one), and
// read by index at run time: the solver asks in its inner loops.
inline constexpr std::array<QuestionTraits, kQuestions> kQuestionTraits = [] {
    std::array<QuestionTraits, kQuestions> rows{};
    for (int i = 0; i < kQuestions; ++i)
        rows[static_cast<std::size_t>(i)] = traitsOf(static_cast<Question>(i));
    return rows;
}();

constexpr const QuestionTraits& questionTraits(Question q) {
    return kQuestionTraits[static_cast<std::size_t>(q)];
}

// The rows agree with one another: a finish that answers yes is a yes/no question's, and a
// race proves only a yes that any win of S's gives.
constexpr bool rowsAgree() {
    for (const QuestionTraits& t : kQuestionTraits) {
        if ((t.finish != Finish::Counts) != t.yesNo) return false;
        if (t.finish != Finish::Counts && !t.needsTheWin) return false;
        if (t.raceProvesYes && t.finish != Finish::Yes) return false;
        if (t.keyword.empty()) return false;
    }
    return true;
}
static_assert(rowsAgree(), "a row of kQuestionTraits contradicts itself");

// Whether S ending the hand as its winner, `pileLeft` cards left in the pile, answers yes.
constexpr bool finishAnswersYes(Finish finish, int pileLeft) {
    switch (finish) {
        case Finish::Yes:
            return true;
        case Finish::YesWithPileEmpty:
            return pileLeft == 0;
        case Finish::Counts:
            return false;
    }
    return false;
}

// The question whose keyword is `keyword` (exactly: lower case), if any.
constexpr std::optional<Question> questionOfKeyword(std::string_view keyword) {
    for (int i = 0; i < kQuestions; ++i)
        if (kQuestionTraits[static_cast<std::size_t>(i)].keyword == keyword)
            return static_cast<Question>(i);
    return std::nullopt;
}

// Beyond every value: a hand scores a few thousand points at most.
inline constexpr int kNoBound = 1 << 24;

struct Query {
    Question question = Question::Reach;
    int side = 0;  // S
    ScoringRules rules{};

    bool boolean() const { return questionTraits(question).yesNo; }
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

// A state whose value is known before its end: S decides on allonge, where declining ends
// the hand as its winner (R18), and that win answers yes (for a couronnement, with the pile
// empty: R6). Returns true and sets `value` then.
template <class State>
bool settledEarly(const State& s, const Query& q, int& value) {
    if (s.phase() != Phase::Allonge || s.sideToMove() != q.side) return false;
    if (finishAnswersYes(questionTraits(q.question).finish, s.pileSize())) {
        value = 1;
        return true;
    }
    return false;
}

}  // namespace bornes
