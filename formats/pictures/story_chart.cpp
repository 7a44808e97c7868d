// SPDX-License-Identifier: Apache-2.0
#include "pictures/story_chart.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>

#include "messages/words.h"
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
constexpr const char* kFont = "DejaVu Sans";

struct Rgb {
    double r, g, b;
};

Rgb rgbOf(const char* hex) {
    unsigned r = 0, g = 0, b = 0;
    std::sscanf(hex, "#%02x%02x%02x", &r, &g, &b);
    return {r / 255.0, g / 255.0, b / 255.0};
}

void setColour(cairo_t* cr, const char* hex) {
    const Rgb c = rgbOf(hex);
    cairo_set_source_rgb(cr, c.r, c.g, c.b);
}

// The value axis: reach from 0 to 1; score symmetric about 0, up to a round bound.
struct ValueAxis {
    double low = 0, high = 1;
    std::vector<double> ticks;
};

ValueAxis valueAxis(const StoryChart& chart) {
    if (!chart.score) return {0, 1, {0, 0.25, 0.5, 0.75, 1}};
    double most = 0;
    for (const HandStory& h : chart.hands)
        for (const StoryPoint& p : h.points) most = std::max(most, std::abs(p.value));
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

void text(cairo_t* cr, double x, double y, const std::string& s, double size, double alignX,
          bool bold = false) {
    cairo_select_font_face(cr, kFont, CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, size);
    cairo_text_extents_t e;
    cairo_text_extents(cr, s.c_str(), &e);
    cairo_move_to(cr, x - alignX * e.x_advance, y);
    cairo_show_text(cr, s.c_str());
}

// The frame, the value grid and its labels, the turns under the axis.
void drawAxes(cairo_t* cr, const StoryChart& chart, const HandStory& hand,
              const ChartGeometry::Panel& panel, const ValueAxis& axis, double top) {
    setColour(cr, "#222222");
    text(cr, kLeft, top + 34, hand.title, kTitle, 0, true);
    cairo_set_line_width(cr, 1);
    for (double v : axis.ticks) {
        const double y = yOf(axis, panel, v);
        setColour(cr, v == 0 && chart.score ? "#888888" : "#dddddd");
        cairo_move_to(cr, kLeft, y);
        cairo_line_to(cr, kWidth - kRight, y);
        cairo_stroke(cr);
        setColour(cr, "#444444");
        text(cr, kLeft - 10, y + 7, tickLabel(chart, v), kText, 1);
    }
    // A turn's number under its first decision, as many as fit 44 apart.
    double lastX = -1e9;
    for (std::size_t i = 0; i < hand.turns.size(); ++i) {
        if (i > 0 && hand.turns[i] == hand.turns[i - 1]) continue;
        const double x = panel.x[i];
        if (x - lastX < 44) continue;
        lastX = x;
        text(cr, x, panel.bottom + 26, std::to_string(hand.turns[i]), kText, 0.5);
    }
    text(cr, kLeft - 10, panel.bottom + 26, chart.axisTurns, kText, 1);
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
            const bool gap = last < 0 || std::count(hand.sides.begin() + last + 1,
                                                    hand.sides.begin() + p.decision, p.side) > 0;
            gap ? cairo_move_to(cr, x, y) : cairo_line_to(cr, x, y);
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
        text(cr, x, above, p.glyph, kGlyph, 0.5, true);
    }
}

void drawLegend(cairo_t* cr, const StoryChart& chart) {
    double x = kWidth - kRight;
    for (std::size_t side = chart.sides.size(); side-- > 0;) {
        cairo_select_font_face(cr, kFont, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
        cairo_set_font_size(cr, kText);
        cairo_text_extents_t e;
        cairo_text_extents(cr, chart.sides[side].c_str(), &e);
        x -= e.x_advance;
        setColour(cr, "#222222");
        text(cr, x, 34, chart.sides[side], kText, 0);
        setColour(cr, kSideColours[side % kSideColours.size()]);
        cairo_set_line_width(cr, kLine + 1);
        cairo_move_to(cr, x - 40, 27);
        cairo_line_to(cr, x - 10, 27);
        cairo_stroke(cr);
        x -= 70;
    }
}

void draw(cairo_t* cr, const StoryChart& chart, const ChartGeometry& geometry) {
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    const ValueAxis axis = valueAxis(chart);
    drawLegend(cr, chart);
    for (std::size_t h = 0; h < chart.hands.size(); ++h) {
        const ChartGeometry::Panel& panel = geometry.panels[h];
        drawAxes(cr, chart, chart.hands[h], panel, axis, panel.top - kTop);
        drawPoints(cr, chart.hands[h], panel, axis, chart.sides.size());
    }
}

cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

using Surface = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;

}  // namespace

ChartGeometry chartGeometry(const StoryChart& chart) {
    ChartGeometry g;
    g.width = kWidth;
    double top = 30;  // the legend's row
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
    Picture picture;
    std::string bytes;
    Surface surface(nullptr, &cairo_surface_destroy);
    if (type == PictureType::Svg)
        surface.reset(
            cairo_svg_surface_create_for_stream(append, &bytes, geometry.width, geometry.height));
    else if (type == PictureType::Pdf)
        surface.reset(
            cairo_pdf_surface_create_for_stream(append, &bytes, geometry.width, geometry.height));
    else if (type == PictureType::Png)
        surface.reset(cairo_image_surface_create(CAIRO_FORMAT_RGB24,
                                                 static_cast<int>(geometry.width),
                                                 static_cast<int>(geometry.height)));
    if (!surface) {
        picture.error = "the chart is drawn as svg, png or pdf";
        return picture;
    }
    cairo_t* cr = cairo_create(surface.get());
    draw(cr, chart, geometry);
    cairo_status_t status = cairo_status(cr);
    cairo_destroy(cr);
    if (type == PictureType::Png && status == CAIRO_STATUS_SUCCESS)
        status = cairo_surface_write_to_png_stream(surface.get(), append, &bytes);
    cairo_surface_finish(surface.get());
    if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_status(surface.get());
    if (status != CAIRO_STATUS_SUCCESS) {
        picture.error = cairo_status_to_string(status);
        return picture;
    }
    picture.bytes = std::move(bytes);
    return picture;
}

}  // namespace bornes::formats
