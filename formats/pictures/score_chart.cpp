// SPDX-License-Identifier: Apache-2.0
#include "pictures/score_chart.h"

#include <algorithm>
#include <cmath>

#include "pictures/cairo_canvas.h"
#include "pictures/palette.h"
#include "text/numbers.h"

namespace bornes::formats {

namespace {

constexpr double kLeft = 110, kRight = 40, kTop = 80, kBottom = 70;
constexpr double kText = 20, kTitle = 24;

// A round top for the count axis: 1, 2, 5, 10, 20, 50, ...
long long roundUp(long long most) {
    for (long long base = 1;; base *= 10)
        for (long long m : {1, 2, 5})
            if (m * base >= most) return m * base;
}

void draw(cairo_t* cr, const ScoreChart& chart) {
    setColour(cr, "#222222");
    drawText(cr, kLeft, 44, chart.title, kTitle, 0, true);
    if (chart.bins.empty()) return;
    const long long first = chart.bins.front().first, last = chart.bins.back().first;
    const auto slots = static_cast<std::size_t>((last - first) / chart.binWidth + 1);
    long long most = 1;
    for (const auto& [from, n] : chart.bins) most = std::max(most, n);
    const long long top = roundUp(most);
    const double plotW = kScoreChartWidth - kLeft - kRight;
    const double bottom = kScoreChartHeight - kBottom, plotH = bottom - kTop;
    const double slot = plotW / static_cast<double>(slots);
    cairo_set_line_width(cr, 1);
    for (int i = 0; i <= 4; ++i) {  // the count axis: 0, a quarter, ... the top
        const long long value = top * i / 4;
        const double y = bottom - plotH * static_cast<double>(value) / static_cast<double>(top);
        setColour(cr, "#dddddd");
        cairo_move_to(cr, kLeft, y);
        cairo_line_to(cr, kScoreChartWidth - kRight, y);
        cairo_stroke(cr);
        setColour(cr, "#444444");
        drawText(cr, kLeft - 10, y + 7, formatNumber(value, chart.lang), kText, 1);
    }
    for (const auto& [from, n] : chart.bins) {
        const double x = kLeft + slot * static_cast<double>((from - first) / chart.binWidth);
        const double h = plotH * static_cast<double>(n) / static_cast<double>(top);
        setColour(cr, kSideColours[0]);
        cairo_rectangle(cr, x + 2, bottom - h, slot - 4, h);
        cairo_fill(cr);
    }
    // A bin's lowest score under it, as many as fit 70 apart.
    setColour(cr, "#444444");
    const auto every = static_cast<std::size_t>(std::ceil(70 / slot));
    for (std::size_t i = 0; i < slots; i += std::max<std::size_t>(every, 1))
        drawText(cr, kLeft + slot * static_cast<double>(i), bottom + 26,
                 formatNumber(first + static_cast<long long>(i) * chart.binWidth, chart.lang),
                 kText, 0.5);
    drawText(cr, kScoreChartWidth - kRight, bottom + 56, chart.axisScore, kText, 1);
}

}  // namespace

Picture drawScoreChart(const ScoreChart& chart, PictureType type) {
    return drawWithCairo(kScoreChartWidth, kScoreChartHeight, type,
                         [&](cairo_t* cr) { draw(cr, chart); });
}

}  // namespace bornes::formats
