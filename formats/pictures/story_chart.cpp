// SPDX-License-Identifier: Apache-2.0
#include "pictures/story_chart.h"

#include <algorithm>
#include <cmath>

#include <cairo.h>

#include "messages/words.h"
#include "pictures/cairo_canvas.h"
#include "pictures/palette.h"
#include "text/numbers.h"

namespace bornes::formats {

namespace {

// Sizes in the picture's units, chosen to read at 1200 wide on a projector or a page: no
// text under 18, lines of 3.
constexpr double kWidth = 1200;
constexpr double kLeft = 110, kRight = 40, kTop = 70, kBottom = 56;
constexpr double kText = 20, kTitle = 24, kGlyph = 24;
constexpr double kPoint = 10;  // a point's square: the tests read the points back by it
constexpr double kLine = 3;
constexpr double kRing = 7, kRingLine = 2.5;  // a draw's open ring: not a point's square
constexpr double kCaptionRow = 30;            // the bands' caption under the legend, when it must
constexpr double kBandAlpha = 0.22;           // a band's: the line and the grid seen through it
// The value axis: reach from 0 to 1; score symmetric about 0, up to a round bound.
struct ValueAxis {
    double low = 0, high = 1;
    std::vector<double> ticks;
};

ValueAxis valueAxis(const StoryChart& chart) {
    if (!chart.score) return {0, 1, {0, 0.25, 0.5, 0.75, 1}};
    double most = 0;
    for (const HandStory& h : chart.hands)
        for (const std::vector<StoryPoint>* points : {&h.points, &h.draws})  // the bands too
            for (const StoryPoint& p : *points)
                most = std::max({most, std::abs(p.value), std::abs(p.low), std::abs(p.high)});
    double bound = 100;  // 100, 200, 500, 1000, 2000, ...
    for (int step = 0; bound < most; ++step) bound *= step % 3 == 1 ? 2.5 : 2;
    return {-bound, bound, {-bound, -bound / 2, 0, bound / 2, bound}};
}

double yOf(const ValueAxis& axis, const ChartGeometry::Panel& panel, double value) {
    const double share = (value - axis.low) / (axis.high - axis.low);
    return panel.bottom - share * (panel.bottom - panel.top);
}

std::string tickLabel(const StoryChart& chart, double value) {
    if (!chart.score) return percentText(value, 0, chart.lang);
    const long v = std::lround(value);
    return (v > 0 ? "+" : "") + formatNumber(v, chart.lang);
}

// The frame, the value grid and its labels, the turns under the axis.
void drawAxes(cairo_t* cr, const StoryChart& chart, const HandStory& hand,
              const ChartGeometry::Panel& panel, const ValueAxis& axis, double top) {
    setColour(cr, "#222222");
    drawText(cr, kLeft, top + 34, hand.title, kTitle, 0, true);
    cairo_set_line_width(cr, 1);
    for (double v : axis.ticks) {
        const double y = yOf(axis, panel, v);
        setColour(cr, v == 0 && chart.score ? "#888888" : "#dddddd");
        cairo_move_to(cr, kLeft, y);
        cairo_line_to(cr, kWidth - kRight, y);
        cairo_stroke(cr);
        setColour(cr, "#444444");
        drawText(cr, kLeft - 10, y + 7, tickLabel(chart, v), kText, 1);
    }
    // A turn's number under its first decision, as many as fit 44 apart.
    double lastX = -1e9;
    for (std::size_t i = 0; i < hand.turns.size(); ++i) {
        if (i > 0 && hand.turns[i] == hand.turns[i - 1]) continue;
        const double x = panel.x[i];
        if (x - lastX < 44) continue;
        lastX = x;
        drawText(cr, x, panel.bottom + 26, std::to_string(hand.turns[i]), kText, 0.5);
    }
    drawText(cr, kLeft - 10, panel.bottom + 26, chart.axisTurns, kText, 1);
}

// The colour of `side`, translucent: its band, under the line.
void setBandColour(cairo_t* cr, std::size_t side) {
    setColour(cr, kSideColours[side % kSideColours.size()]);
    double r = 0, g = 0, b = 0, a = 0;
    cairo_pattern_get_rgba(cairo_get_source(cr), &r, &g, &b, &a);
    cairo_set_source_rgba(cr, r, g, b, kBandAlpha);
}

// Whether `p` starts a new stretch of its side's line: its side decided without a value
// since its last point (`last`, -1 for none), where the line breaks.
bool breaksBefore(const HandStory& hand, int last, const StoryPoint& p) {
    return last < 0 ||
           std::count(hand.sides.begin() + last + 1, hand.sides.begin() + p.decision, p.side) > 0;
}

// One stretch's band: along the high ends of its points' intervals, back along the low ends;
// around a lone point, a bar as wide as its mark. A proved point pinches it to its value, and
// a stretch of proofs has none.
void drawBand(cairo_t* cr, const std::vector<const StoryPoint*>& run,
              const ChartGeometry::Panel& panel, const ValueAxis& axis) {
    if (std::all_of(run.begin(), run.end(), [](const StoryPoint* p) { return p->proved; })) return;
    const auto x = [&](const StoryPoint* p) {
        return panel.x[static_cast<std::size_t>(p->decision)];
    };
    if (run.size() == 1) {
        const double at = x(run.front()), high = yOf(axis, panel, run.front()->high),
                     low = yOf(axis, panel, run.front()->low), half = kPoint;
        cairo_move_to(cr, at, high);
        for (const auto& [px, py] : {std::pair{at + half, high},
                                     {at + half, low},
                                     {at, low},
                                     {at - half, low},
                                     {at - half, high}})
            cairo_line_to(cr, px, py);
    } else {
        cairo_move_to(cr, x(run.front()), yOf(axis, panel, run.front()->high));
        for (const StoryPoint* p : run) cairo_line_to(cr, x(p), yOf(axis, panel, p->high));
        for (auto p = run.rbegin(); p != run.rend(); ++p)
            cairo_line_to(cr, x(*p), yOf(axis, panel, (*p)->low));
    }
    cairo_close_path(cr);
    cairo_fill(cr);
}

// Each side's estimates drawn as bands of their intervals, a stretch of its line at a time.
void drawBands(cairo_t* cr, const HandStory& hand, const ChartGeometry::Panel& panel,
               const ValueAxis& axis, std::size_t sides) {
    for (std::size_t side = 0; side < sides; ++side) {
        setBandColour(cr, side);
        std::vector<const StoryPoint*> run;
        int last = -1;
        for (const StoryPoint& p : hand.points) {
            if (p.side != static_cast<int>(side)) continue;
            if (breaksBefore(hand, last, p) && !run.empty()) {
                drawBand(cr, run, panel, axis);
                run.clear();
            }
            run.push_back(&p);
            last = p.decision;
        }
        if (!run.empty()) drawBand(cr, run, panel, axis);
    }
}

// Each side's line through its points, the points, the marks above them.
void drawPoints(cairo_t* cr, const HandStory& hand, const ChartGeometry::Panel& panel,
                const ValueAxis& axis, std::size_t sides) {
    cairo_set_line_width(cr, kLine);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    for (std::size_t side = 0; side < sides; ++side) {
        // The line breaks where the side decided without a value (a decision not solved).
        int last = -1;
        for (const StoryPoint& p : hand.points) {
            if (p.side != static_cast<int>(side)) continue;
            const double x = panel.x[static_cast<std::size_t>(p.decision)];
            const double y = yOf(axis, panel, p.value);
            breaksBefore(hand, last, p) ? cairo_move_to(cr, x, y) : cairo_line_to(cr, x, y);
            last = p.decision;
        }
        setColour(cr, kSideColours[side % kSideColours.size()]);
        cairo_stroke(cr);
    }
    for (const StoryPoint& p : hand.points) {
        const double x = panel.x[static_cast<std::size_t>(p.decision)];
        const double y = yOf(axis, panel, p.value);
        setColour(cr, kSideColours[static_cast<std::size_t>(p.side) % kSideColours.size()]);
        cairo_rectangle(cr, x - kPoint / 2, y - kPoint / 2, kPoint, kPoint);
        cairo_fill(cr);
        if (p.glyph.empty()) continue;
        const bool good = p.glyph == "!";
        setColour(cr, good ? kGoodColour : kBadColour);
        cairo_set_line_width(cr, kLine);
        cairo_arc(cr, x, y, kPoint + 2, 0, 2 * M_PI);
        cairo_stroke(cr);
        // Above the point, or below it near the top of the plot.
        const double above =
            y - kPoint - 10 < panel.top + kGlyph ? y + kPoint + kGlyph + 4 : y - kPoint - 8;
        drawText(cr, x, above, p.glyph, kGlyph, 0.5, true);
    }
}

// The draws: an open ring in the side's colour a little before the decision that follows
// the draw (the same turn), off the side's line: luck is what the line did not choose.
void drawDraws(cairo_t* cr, const HandStory& hand, const ChartGeometry::Panel& panel,
               const ValueAxis& axis) {
    if (panel.x.empty()) return;
    const double step = panel.x.size() > 1 ? panel.x[1] - panel.x[0] : 2 * (panel.x[0] - kLeft);
    cairo_set_line_width(cr, kRingLine);
    for (const StoryPoint& p : hand.draws) {
        const double x = panel.x[static_cast<std::size_t>(p.decision)] - 0.45 * step;
        const double y = yOf(axis, panel, p.value);
        cairo_new_sub_path(cr);
        cairo_arc(cr, x, y, kRing, 0, 2 * M_PI);
        setColour(cr, "#ffffff");
        cairo_fill_preserve(cr);
        setColour(cr, kSideColours[static_cast<std::size_t>(p.side) % kSideColours.size()]);
        cairo_stroke(cr);
    }
}

// The legend's width: each side's name after its line, right-aligned.
double legendWidth(cairo_t* cr, const StoryChart& chart) {
    double width = 0;
    for (const std::string& side : chart.sides) width += textWidth(cr, side, kText) + 70;
    return width;
}

// Whether what the bands are says itself on a row of its own, under the legend: when the two
// do not fit side by side (three sides, long names), rather than at a smaller size.
bool captionRow(const StoryChart& chart) {
    if (chart.bandCaption.empty()) return false;
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
    cairo_t* cr = cairo_create(surface);
    const double wanted = (kLeft - 10) + textWidth(cr, chart.bandCaption, kText) + 30 +
                          legendWidth(cr, chart) + kRight;
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return wanted > kWidth;
}

// What the bands are, at the left of the legend's row (or under it), after a band's swatch.
void drawBandCaption(cairo_t* cr, const StoryChart& chart, double y) {
    if (chart.bandCaption.empty()) return;
    cairo_set_source_rgba(cr, 0.3, 0.3, 0.3, kBandAlpha + 0.1);
    cairo_rectangle(cr, kLeft - 60, y - 18, 40, 16);
    cairo_fill(cr);
    setColour(cr, "#222222");
    drawText(cr, kLeft - 10, y, chart.bandCaption, kText, 0);
}

// The rows the captions take under the legend's: the bands' when it does not fit beside
// it, the draws' always.
int captionRows(const StoryChart& chart) {
    return (captionRow(chart) ? 1 : 0) + (chart.drawCaption.empty() ? 0 : 1);
}

void drawLegend(cairo_t* cr, const StoryChart& chart) {
    drawBandCaption(cr, chart, captionRow(chart) ? 34 + kCaptionRow : 34);
    if (!chart.drawCaption.empty()) {
        const double y = 34 + kCaptionRow * captionRows(chart);
        cairo_set_line_width(cr, kRingLine);
        setColour(cr, "#444444");
        cairo_new_sub_path(cr);
        cairo_arc(cr, kLeft - 40, y - 7, kRing, 0, 2 * M_PI);
        cairo_stroke(cr);
        setColour(cr, "#222222");
        drawText(cr, kLeft - 10, y, chart.drawCaption, kText, 0);
    }
    double x = kWidth - kRight;
    for (std::size_t side = chart.sides.size(); side-- > 0;) {
        x -= textWidth(cr, chart.sides[side], kText);
        setColour(cr, "#222222");
        drawText(cr, x, 34, chart.sides[side], kText, 0);
        setColour(cr, kSideColours[side % kSideColours.size()]);
        cairo_set_line_width(cr, kLine + 1);
        cairo_move_to(cr, x - 40, 27);
        cairo_line_to(cr, x - 10, 27);
        cairo_stroke(cr);
        x -= 70;
    }
}

void draw(cairo_t* cr, const StoryChart& chart, const ChartGeometry& geometry) {
    const ValueAxis axis = valueAxis(chart);
    drawLegend(cr, chart);
    for (std::size_t h = 0; h < chart.hands.size(); ++h) {
        const ChartGeometry::Panel& panel = geometry.panels[h];
        drawAxes(cr, chart, chart.hands[h], panel, axis, panel.top - kTop);
        drawBands(cr, chart.hands[h], panel, axis, chart.sides.size());
        drawPoints(cr, chart.hands[h], panel, axis, chart.sides.size());
        drawDraws(cr, chart.hands[h], panel, axis);
    }
}

}  // namespace

ChartGeometry chartGeometry(const StoryChart& chart) {
    ChartGeometry g;
    g.width = kWidth;
    double top = 30 + kCaptionRow * captionRows(chart);  // the legend's row(s)
    for (const HandStory& hand : chart.hands) {
        ChartGeometry::Panel panel;
        panel.top = top + kTop;
        panel.bottom = top + chart.panelHeight - kBottom;
        const double plot = kWidth - kLeft - kRight;
        const double n = static_cast<double>(std::max<std::size_t>(hand.turns.size(), 1));
        for (std::size_t i = 0; i < hand.turns.size(); ++i)
            panel.x.push_back(kLeft + (static_cast<double>(i) + 0.5) * plot / n);
        g.panels.push_back(std::move(panel));
        top += chart.panelHeight;
    }
    g.height = top;
    return g;
}

Picture drawStoryChart(const StoryChart& chart, PictureType type) {
    const ChartGeometry geometry = chartGeometry(chart);
    return drawWithCairo(geometry.width, geometry.height, type,
                         [&](cairo_t* cr) { draw(cr, chart, geometry); });
}

}  // namespace bornes::formats
