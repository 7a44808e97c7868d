// SPDX-License-Identifier: Apache-2.0
#include "pictures/cairo_canvas.h"

#include <cstdio>
#include <memory>

#include <cairo-pdf.h>
#include <cairo-svg.h>

namespace bornes::formats {

namespace {

constexpr const char* kFont = "DejaVu Sans";

void selectFont(cairo_t* cr, double size, bool bold) {
    cairo_select_font_face(cr, kFont, CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, size);
}

cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

using Surface = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;

}  // namespace

void setColour(cairo_t* cr, const char* hex) {
    unsigned r = 0, g = 0, b = 0;
    std::sscanf(hex, "#%02x%02x%02x", &r, &g, &b);
    cairo_set_source_rgb(cr, r / 255.0, g / 255.0, b / 255.0);
}

double textWidth(cairo_t* cr, const std::string& s, double size, bool bold) {
    selectFont(cr, size, bold);
    cairo_text_extents_t e;
    cairo_text_extents(cr, s.c_str(), &e);
    return e.x_advance;
}

void drawText(cairo_t* cr, double x, double y, const std::string& s, double size, double alignX,
              bool bold) {
    const double width = textWidth(cr, s, size, bold);
    cairo_move_to(cr, x - alignX * width, y);
    cairo_show_text(cr, s.c_str());
}

Picture drawWithCairo(double width, double height, PictureType type,
                      const std::function<void(cairo_t*)>& draw) {
    Picture picture;
    std::string bytes;
    Surface surface(nullptr, &cairo_surface_destroy);
    if (type == PictureType::Svg)
        surface.reset(cairo_svg_surface_create_for_stream(append, &bytes, width, height));
    else if (type == PictureType::Pdf)
        surface.reset(cairo_pdf_surface_create_for_stream(append, &bytes, width, height));
    else if (type == PictureType::Png)
        surface.reset(cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(width),
                                                 static_cast<int>(height)));
    if (!surface) {
        picture.error = "a chart is drawn as svg, png or pdf";
        return picture;
    }
    cairo_t* cr = cairo_create(surface.get());
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    draw(cr);
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
