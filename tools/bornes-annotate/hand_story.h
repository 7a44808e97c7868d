// SPDX-License-Identifier: Apache-2.0
// The pictures of an annotated game: the story of each hand (pictures/story_chart.h), its
// points the values the annotator found after each decision for the side that decided, and
// the analysis page that steps through the decisions (pictures/storyboard_page.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bornes-annotate/decision_marks.h"
#include "notation/record.h"
#include "pictures/story_chart.h"
#include "replay/hand_frames.h"
#include "text/language.h"

namespace bornes::formats {

// The fewest deals an estimate is shown from (plotted, printed as a value): by rollouts
// kFewestRolloutDeals (30), the fewest the judge marks from; by odds kFewestDeals (10), the
// fewest its "?!" compares. From fewer, a decision is "not worked out (N deals)": one deal
// that happened to reach is no 100 %, and a club would read it as a verdict.
int fewestDealsShown(const Decision& d);

// The value a decision left its side, as the chart draws it and the JSON's "after" says it.
// Solved: the exact value (reach 1 or 0, score the difference), a proof without interval.
// Estimated (or forced among the moves rollouts met): the played move's odds or mean, with
// its 95 % interval (Wilson's for reach, the normal one for a score: MoveOdds::low) and its
// deals, as the text output gives them. Nothing without one (forced, unsolved, hidden) or
// from fewer deals than fewestDealsShown.
struct ValueShown {
    double value = 0;
    double low = 0, high = 0;  // the 95 % interval; proved: the value
    int deals = 0;             // the deals it is the mean over; proved: 0
    bool proved = false;
};
std::optional<ValueShown> shownAfter(const Decision& d);
std::optional<double> valueAfter(const Decision& d);
// Estimated over fewer deals than fewestDealsShown: how many (0 when none was solved).
std::optional<int> tooFewDeals(const Decision& d);

// A value as the reports print it, in the question's unit: reach "62 %", score "+120"; an
// estimate with its interval: "62 % [55, 69]", "+120 [+80, +160]".
std::string valueText(Question question, double value, Language lang);
std::string valueText(Question question, double value, double low, double high, Language lang);

// The story of every hand of `hands`, in `lang`.
StoryChart storyChart(const Record& record, const std::vector<HandAnnotation>& hands,
                      Language lang);

// The analysis page of a game annotated (bornes-annotate --page, pictures/storyboard_page.h):
// each hand's steps with the judgement of each decision, the hand's story under them. Empty
// with `error` said when a picture could not be drawn. `frames`: every hand's, from the
// replay that annotated the record (HandFramesCollector), by hand.
std::string analysisPageOf(const Record& record, const std::vector<HandAnnotation>& hands,
                           const std::vector<HandFrames>& frames, int game, Language lang,
                           std::string& error);

}  // namespace bornes::formats
