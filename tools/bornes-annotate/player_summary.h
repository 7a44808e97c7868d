// SPDX-License-Identifier: Apache-2.0
// Each player's game (issue 31), as GNU Backgammon's error rates and lichess's accuracy:
// the decisions a player made that were not forced, how many were valued (exactly or by an
// estimate), the marks it got, and the mean it lost a decision against the best move — in
// the hand's score difference where the value is in points (-q score, or rollouts, which
// weigh both), in the chance of reaching where it is a chance (-q reach, exact or odds).
// Estimates are included and said to be: the mean of estimated regrets is an estimate.
#pragma once

#include <optional>
#include <ostream>
#include <vector>

#include "bornes-annotate/decision_marks.h"
#include "json/json_writer.h"
#include "notation/record.h"
#include "text/language.h"

namespace bornes::formats {

struct PlayerSummary {
    int seat = 0, side = 0;
    int decisions = 0;  // not forced
    int valued = 0;     // of which solved or estimated
    int dubious = 0, mistakes = 0, blunders = 0, good = 0;
    int inPoints = 0;  // decisions whose loss is in points, and that loss summed
    double pointsLost = 0;
    int inReach = 0;  // ... in the chance of reaching (0 to 1)
    double reachLost = 0;

    double meanPointsLost() const { return inPoints ? pointsLost / inPoints : 0; }
    double meanReachLost() const { return inReach ? reachLost / inReach : 0; }
};

// What a decision lost against the best move, never below 0 (a move better than the
// engine's choice in expectation lost nothing): in points, or in the chance of reaching;
// nothing where the judgement gives no such value.
std::optional<double> pointsLost(const HandAnnotation& hand, const Decision& d);
std::optional<double> reachLost(const HandAnnotation& hand, const Decision& d);

// A summary per seat of the record's table, in seat order, over `hands`.
std::vector<PlayerSummary> summarizePlayers(const Record& record,
                                            const std::vector<HandAnnotation>& hands);

// The summaries as text: a heading naming what they sum up (`of`), a line per player who
// made a decision.
void writePlayersText(std::ostream& out, const Record& record,
                      const std::vector<PlayerSummary>& players, const std::string& of,
                      Language lang);

// "players": [...], one object per seat.
void writePlayersJson(JsonWriter& json, const Record& record,
                      const std::vector<PlayerSummary>& players);

}  // namespace bornes::formats
