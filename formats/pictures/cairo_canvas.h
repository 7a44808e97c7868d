// SPDX-License-Identifier: Apache-2.0
// Drawing with cairo for the charts (story_chart.h, score_chart.h): colours given as the
// palette writes them, text placed by its alignment in DejaVu Sans, and one drawing made
// into an SVG, a PNG or a PDF.
#pragma once

#include <functional>
#include <string>

#include <cairo.h>

#include "pictures/graphviz.h"

namespace bornes::formats {

void setColour(cairo_t* cr, const char* hex);  // "#1f5fa8"

// `s` with its baseline at y, at x aligned by `alignX` (0 left, 0.5 centre, 1 right).
void drawText(cairo_t* cr, double x, double y, const std::string& s, double size, double alignX,
              bool bold = false);
double textWidth(cairo_t* cr, const std::string& s, double size, bool bold = false);

// `draw` on a white page of width x height (the picture's units: an SVG's viewBox, a PNG's
// pixels, a PDF's points), made into a picture of `type` (Svg, Png or Pdf); the bytes empty
// and the error said when cairo failed.
Picture drawWithCairo(double width, double height, PictureType type,
                      const std::function<void(cairo_t*)>& draw);

}  // namespace bornes::formats
