// SPDX-License-Identifier: Apache-2.0
// What bornes-solve prints of a puzzle estimated by rollouts (--engine auto where the exact
// solver does not answer or cards are hidden, --engine rollout): each move of the player who
// decides with its mean score difference and chance of reaching for the side asked about,
// their 95 % intervals over the deals played, the engine's choice, and what the estimate
// assumed. An estimate is said to be one; below the fewest deals a verdict needs
// (kFewestRolloutDeals) no value is given.
#pragma once

#include <ostream>
#include <vector>

#include "json/json_writer.h"
#include "puzzles/solved_puzzle.h"
#include "text/language.h"

namespace bornes::formats {

// The moves estimated, best first for the player who decides (the highest values for the
// side asked about, the lowest for an opponent): by the chance of reaching, then the mean,
// for a yes/no question; by the mean for the score.
std::vector<MoveRollouts> estimateMovesBestFirst(const SolvedPuzzle& p);

// Whether the estimate has the deals a value needs.
bool estimateWorkedOut(const PuzzleEstimate& e);

// The estimate of `p` (which has one) as text; `instead`: the exact solver was asked first
// and did not answer.
void writeEstimateText(std::ostream& out, const SolvedPuzzle& p, bool instead, Language lang);

// The value of the solve format's "estimate" member: the estimate's object, or null.
void writeEstimateJson(JsonWriter& json, const SolvedPuzzle& p);

}  // namespace bornes::formats
