// SPDX-License-Identifier: Apache-2.0
// The distribution of a collection's hand scores (bornes-stats -T), drawn as bars with
// cairo (cairo_canvas.h), at a size read on a page or a projector. It knows no record:
// reports/collection_stats.h gives it its bins and its words.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "pictures/graphviz.h"
#include "text/language.h"

namespace bornes::formats {

struct ScoreChart {
    std::string title;      // "Hand scores: 210 side scores, mean 1 000"
    std::string axisScore;  // under the bars: "points"
    long long binWidth = 250;
    std::vector<std::pair<long long, long long>> bins;  // each bin's lowest score and count
    Language lang = Language::English;                  // of the axis' numbers
};

// The chart's geometry, in the picture's units: where bin i's bar stands and how high
// a count of n is drawn (the tests read the bars back from the SVG).
inline constexpr double kScoreChartWidth = 1200, kScoreChartHeight = 600;

Picture drawScoreChart(const ScoreChart& chart, PictureType type);

}  // namespace bornes::formats
