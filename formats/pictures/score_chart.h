// SPDX-License-Identifier: Apache-2.0
// The distribution of a collection's hand scores (bornes-stats -T), drawn as bars with
// cairo (cairo_canvas.h), at a size read on a page or a projector: one histogram per form,
// one under the other on one score axis, each with its own count axis. It knows no record:
// tools/bornes-stats/collection_stats.h gives it its bins and its words.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "pictures/graphviz.h"
#include "text/language.h"

namespace bornes::formats {

struct ScoreChart {
    struct Panel {
        std::string heading;                                // "2 players: 120 side scores"
        std::vector<std::pair<long long, long long>> bins;  // each bin's lowest score, count
    };
    std::string title;      // "Hand scores: 210 side scores, mean 1 000"
    std::string axisScore;  // under the bars: "points"
    std::string axisCount;  // along the count axis, turned: "side scores"
    long long binWidth = 250;
    std::vector<Panel> panels;          // one histogram each, top to bottom
    Language lang = Language::English;  // of the axis' numbers
};

// The chart's geometry, in the picture's units: its width, and the height of each panel
// (the tests read the bars back from the SVG).
inline constexpr double kScoreChartWidth = 1200, kScoreChartPanel = 440;

Picture drawScoreChart(const ScoreChart& chart, PictureType type);

}  // namespace bornes::formats
