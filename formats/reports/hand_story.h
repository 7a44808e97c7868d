// SPDX-License-Identifier: Apache-2.0
// The pictures of an annotated game: the story of each hand (pictures/story_chart.h), its
// points the values the annotator found after each decision for the side that decided, and
// the analysis page that steps through the decisions (pictures/storyboard_page.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "notation/record.h"
#include "pictures/story_chart.h"
#include "reports/decision_marks.h"
#include "text/language.h"

namespace bornes::formats {

// The value a decision left its side, as the chart draws it and the JSON's "after" says it:
// solved, the exact value (reach 1 or 0, score the difference); estimated, the played move's
// odds or mean; nothing for a decision without one (forced, unsolved, hidden).
std::optional<double> valueAfter(const Decision& d);

// The story of every hand of `hands`, in `lang`.
StoryChart storyChart(const Record& record, const std::vector<HandAnnotation>& hands,
                      Language lang);

// The analysis page of a game annotated (bornes-annotate --page, pictures/storyboard_page.h):
// each hand's steps with the judgement of each decision, the hand's story under them. Empty
// with `error` said when a picture could not be drawn.
std::string analysisPageOf(const Record& record, const std::vector<HandAnnotation>& hands, int game,
                           Language lang, std::string& error);

}  // namespace bornes::formats
