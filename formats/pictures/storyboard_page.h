// SPDX-License-Identifier: Apache-2.0
// The step-through page of a recorded hand for a classroom screen: one self-contained HTML
// file (the pictures inline as SVG, the style and the script in the page: no network, no
// other file) that shows the table after each decision with its caption and turn, steps
// with Previous/Next buttons and the arrow keys, and ends with the hand's score sheet.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "notation/record.h"
#include "notation/seat_names.h"
#include "replay/hand_frames.h"
#include "text/language.h"

namespace bornes::formats {

// The page, or an empty string when Graphviz could not draw a picture.
std::string storyboardPage(const HandFrames& hand, const Record& record, const SeatNames& names,
                           Language lang);

// The analysis page (bornes-annotate --page) is the same page with each decision judged:
// its mark after the caption, the verdict as the comment, the moves weighed beside the
// picture, and under it the hand's story (story_chart.h) with a cursor on the decision.
struct FrameJudgement {
    std::string mark;     // "??", "?", "!", "?!" or empty
    std::string verdict;  // what the judgement says, in a sentence
    std::string heading;  // above the moves weighed: "Chances of reaching 700"
    std::vector<std::pair<std::string, std::string>> candidates;  // a move and its value
    int played = -1;                                              // the played one's row
    double cursor = 0;  // the decision's x on the hand's chart (its SVG's units)
};

struct HandPage {
    const HandFrames* hand = nullptr;
    const SeatNames* names = nullptr;
    std::vector<std::optional<FrameJudgement>> judged;  // for each of hand->frames
    std::string chartSvg;                  // the hand's story, as drawStoryChart makes it
    double chartTop = 0, chartBottom = 0;  // its plot's, for the cursor
    // Beside the score sheet, each player's decisions and marks: a heading row, then a row per
    // player.
    std::vector<std::vector<std::string>> players;
};

std::string analysisPage(const std::vector<HandPage>& hands, const Record& record,
                         const std::string& title, Language lang);

}  // namespace bornes::formats
