// SPDX-License-Identifier: Apache-2.0
// A puzzle with its solution, and the words every output uses for it: its side, its
// question, its title, its answer, a root move, whether the answer agrees with the one the
// puzzle gives. The text reports, the JSON and the tree's picture share them (a picture
// includes this, not a text report).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "analysis/rollout.h"
#include "engine/position.h"
#include "engine/scoring.h"
#include "notation/seat_names.h"
#include "solver/question.h"
#include "solver/search.h"
#include "text/language.h"

namespace bornes::formats {

// A puzzle's estimate by rollouts (rollout.h): where the exact solver did not answer within
// its limits, or the position hides cards (bornes-solve --engine auto, rollout).
struct PuzzleEstimate {
    RolloutEstimate rollouts;
    RolloutSettings settings;  // as played (settingsFor: random moves where all is known)
    int requested = 0;         // deals asked for
    std::uint64_t seed = 1;
    int hidden = 0, hiddenInPile = 0;
    std::string limitOption;  // what stopped the deals early ("--time-limit"), else empty
    bool afterExact = false;  // the exact solver was asked first and did not answer
};

struct SolvedPuzzle {
    std::string id;
    std::string note;
    Position position;
    ScoringRules rules;
    Query query;
    std::optional<int> expected;  // the answer the puzzle gives (a=), when it gives one
    Solution solution;
    SeatNames names;
    // Where it comes from, for its title: a puzzle named by id= or by its line in a file
    // (named), a position line on the command line, or a record's moment (hand > 0).
    bool named = true;
    std::string event;
    int hand = 0, turn = -1;
    std::optional<PuzzleEstimate> estimate;
};

// A bare position asked about: no id, note or expected answer, seats named P1..P6.
SolvedPuzzle puzzleOf(const Position& pos, const Query& query);

enum class Verdict { Agree, Disagree, Unknown, Unchecked };
Verdict verdictOf(const SolvedPuzzle& p);
std::string_view verdictName(Verdict v, Language lang);

// Whether a yes/no question is lost whatever the player to decide does (for S: every move
// loses; for an opponent of S: no defence holds): there is no best move to give then.
bool lostEverywhere(const SolvedPuzzle& p);

// "side A (P1/P3)"; "can side A (P1/P3) reach 1 000?"; the puzzle's title ("Puzzle cf-1 —
// its note", or the record's moment), empty for a bare position line.
std::string sideLabel(const SolvedPuzzle& p, Language lang);
std::string questionWords(const SolvedPuzzle& p, Language lang);
std::string puzzleTitle(const SolvedPuzzle& p, Language lang);

// A root move with what it does: "50 (Paul plays 50 km)".
std::string moveLabel(const SolvedPuzzle& p, Move m, Language lang);

// The answer in words: "yes", "non", "425", "1 400", "unknown"/"inconnu".
std::string answerWords(Question q, std::optional<int> value, Language lang);

}  // namespace bornes::formats
