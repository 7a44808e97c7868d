// SPDX-License-Identifier: Apache-2.0
#include "pictures/score_chart.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "messages/words.h"
#include "pictures/cairo_canvas.h"
#include "pictures/palette.h"

namespace bornes::formats {

namespace {

constexpr double kLeft = 130, kRight = 40, kTop = 70, kBottom = 40;
constexpr double kHeading = 50, kUnder = 80;  // a panel's heading above, its axis below
constexpr double kText = 20, kTitle = 24;

// A round top for the count axis: 1, 2, 5, 10, 20, 50, ...
long long roundUp(long long most) {
    for (long long base = 1;; base *= 10)
        for (long long m : {1, 2, 5})
            if (m * base >= most) return m * base;
}

// Whole counts evenly apart up the count axis: 0 1 2, 0 1 ... 5, 0 2 ... 10, 0 5 ... 20.
long long tickStep(long long roof) {
    long long base = 1;
    while (base * 10 <= roof) base *= 10;
    const long long m = roof / base;
    return std::max<long long>(1, m == 1 ? base / 5 : m == 2 ? base / 2 : base);
}

// The score axis every panel shares: its first bin and how many bins.
struct Axis {
    long long first = 0, binWidth = 250;
    std::size_t slots = 1;
    double slot = 1;
};

// The count axis, turned, centred along the plot, left of its numbers.
void countLabel(cairo_t* cr, const std::string& text, double top, double bottom) {
    cairo_save(cr);
    cairo_translate(cr, 34, (top + bottom) / 2);
    cairo_rotate(cr, -std::numbers::pi / 2);
    drawText(cr, 0, 0, text, kText, 0.5);
    cairo_restore(cr);
}

void drawPanel(cairo_t* cr, const ScoreChart& chart, const ScoreChart::Panel& panel,
               const Axis& axis, double y0) {
    const auto number = [&](long long n) { return say(WordId::Number, chart.lang, n); };
    const double top = y0 + kHeading, bottom = y0 + kScoreChartPanel - kUnder;
    const double plotH = bottom - top;
    setColour(cr, "#222222");
    drawText(cr, kLeft, y0 + 32, panel.heading, kText, 0, true);
    long long most = 1;
    for (const auto& [from, n] : panel.bins) most = std::max(most, n);
    const long long roof = roundUp(most);
    cairo_set_line_width(cr, 1);
    for (long long value = 0; value <= roof; value += tickStep(roof)) {  // the count axis
        const double y = bottom - plotH * static_cast<double>(value) / static_cast<double>(roof);
        setColour(cr, "#dddddd");
        cairo_move_to(cr, kLeft, y);
        cairo_line_to(cr, kScoreChartWidth - kRight, y);
        cairo_stroke(cr);
        setColour(cr, "#444444");
        drawText(cr, kLeft - 10, y + 7, number(value), kText, 1);
    }
    countLabel(cr, chart.axisCount, top, bottom);
    for (const auto& [from, n] : panel.bins) {
        const double x =
            kLeft + axis.slot * static_cast<double>((from - axis.first) / axis.binWidth);
        const double h = plotH * static_cast<double>(n) / static_cast<double>(roof);
        setColour(cr, kSideColours[0]);
        cairo_rectangle(cr, x + 2, bottom - h, axis.slot - 4, h);
        cairo_fill(cr);
    }
    // A bin's lowest score under it, as many as fit 70 apart.
    setColour(cr, "#444444");
    const auto every = static_cast<std::size_t>(std::ceil(70 / axis.slot));
    for (std::size_t i = 0; i < axis.slots; i += std::max<std::size_t>(every, 1))
        drawText(cr, kLeft + axis.slot * static_cast<double>(i), bottom + 26,
                 number(axis.first + static_cast<long long>(i) * axis.binWidth), kText, 0.5);
    drawText(cr, kScoreChartWidth - kRight, bottom + 56, chart.axisScore, kText, 1);
}

double heightOf(const ScoreChart& chart) {
    return kTop +
           kScoreChartPanel * static_cast<double>(std::max<std::size_t>(chart.panels.size(), 1)) +
           kBottom;
}

void draw(cairo_t* cr, const ScoreChart& chart) {
    setColour(cr, "#222222");
    drawText(cr, kLeft, 44, chart.title, kTitle, 0, true);
    Axis axis{0, chart.binWidth, 0, 1};
    long long last = 0;
    for (const ScoreChart::Panel& p : chart.panels)
        for (const auto& [from, n] : p.bins) {
            if (axis.slots == 0 || from < axis.first) axis.first = from;
            if (axis.slots == 0 || from > last) last = from;
            axis.slots = 1;
        }
    if (axis.slots == 0) return;
    axis.slots = static_cast<std::size_t>((last - axis.first) / chart.binWidth + 1);
    axis.slot = (kScoreChartWidth - kLeft - kRight) / static_cast<double>(axis.slots);
    for (std::size_t i = 0; i < chart.panels.size(); ++i)
        drawPanel(cr, chart, chart.panels[i], axis,
                  kTop + kScoreChartPanel * static_cast<double>(i));
}

}  // namespace

Picture drawScoreChart(const ScoreChart& chart, PictureType type) {
    return drawWithCairo(kScoreChartWidth, heightOf(chart), type,
                         [&](cairo_t* cr) { draw(cr, chart); });
}

}  // namespace bornes::formats
