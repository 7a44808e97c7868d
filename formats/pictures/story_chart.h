// SPDX-License-Identifier: Apache-2.0
// The story of a hand, as lichess draws an advantage chart under a game: each side's
// chances of reaching the target (or its expected score difference, with -q score) after
// every decision it made, the marks where they fall. Drawn with cairo (the library Graphviz
// already brings) as SVG, PNG or PDF, one panel per hand, at a size read on a projector.
// The chart knows no record: the annotator's report (tools/bornes-annotate/hand_story.h) gives it
// its points and its words.
#pragma once

#include <string>
#include <vector>

#include "pictures/graphviz.h"
#include "text/language.h"

namespace bornes::formats {

struct StoryPoint {
    int decision = 0;   // its place among the hand's decisions, from 0: the x axis
    int side = 0;       // the side that decided (0: A)
    double value = 0;   // reach: its chances, 0 to 1; score: its score difference
    std::string glyph;  // its mark ("??", "?", "!", "?!"), or empty
    // An estimate's 95 % interval, drawn as a band around its side's line, and its deals; a
    // proved point (low == high == value) has none.
    double low = 0, high = 0;
    int deals = 0;
    bool proved = true;
};

struct HandStory {
    std::string title;               // "Hand 1: reaching 700"
    std::vector<int> turns;          // the turn of each decision of the hand, in order
    std::vector<int> sides;          // the side of each, in order
    std::vector<StoryPoint> points;  // the decisions that have a value, in order
    // The draws weighed (bornes-annotate --luck): the drawing side's value once the card is
    // in its hand, just before the decision `decision`; drawn as open rings off the lines.
    std::vector<StoryPoint> draws;
};

struct StoryChart {
    bool score = false;                 // values are score differences, not chances
    std::vector<std::string> sides;     // each side's name in the legend ("A: Jean, Paul")
    std::string axisTurns;              // under the x axis: "turn"
    Language lang = Language::English;  // of the axis' numbers
    double panelHeight = 380;           // each hand's, the width being 1200 (the page: lower)
    // Beside the legend when some points are estimates: what the bands are ("band: 95 %
    // interval, estimated by playouts over 30 to 8 000 deals").
    std::string bandCaption;
    // Beside it when some hand shows its draws: what the open rings are.
    std::string drawCaption;
    std::vector<HandStory> hands;
};

// Where the chart puts things, in the picture's units (an SVG's viewBox, a PNG's pixels):
// the pages that show it point at a decision with it.
struct ChartGeometry {
    double width = 0, height = 0;
    struct Panel {
        double top = 0, bottom = 0;  // the plot's
        std::vector<double> x;       // each decision's
    };
    std::vector<Panel> panels;  // one per hand
};

ChartGeometry chartGeometry(const StoryChart& chart);

// The chart as a picture of `type` (Svg, Png or Pdf); its bytes empty and the error said
// when cairo failed.
Picture drawStoryChart(const StoryChart& chart, PictureType type);

}  // namespace bornes::formats
