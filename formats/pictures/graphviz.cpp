// SPDX-License-Identifier: Apache-2.0
#include "pictures/graphviz.h"

#include <cairo-pdf.h>
#include <cairo.h>
#include <graphviz/gvc.h>

#include <memory>

#include "text/ascii.h"

namespace bornes::formats {

namespace {

// Graphviz reports through a callback: keep its messages for the caller.
std::string& graphvizMessages() {
    static std::string messages;
    return messages;
}

int keepMessage(char* message) {
    graphvizMessages() += message;
    return 0;
}

struct ContextDeleter {
    void operator()(GVC_t* gvc) const { gvFreeContext(gvc); }
};

// One context for the process: it loads the plugins once.
GVC_t* context() {
    static const std::unique_ptr<GVC_t, ContextDeleter> gvc = [] {
        agseterrf(keepMessage);
        agseterr(AGERR);  // warnings are not failures: keep only the errors
        return std::unique_ptr<GVC_t, ContextDeleter>(gvContext());
    }();
    return gvc.get();
}

cairo_status_t appendBytes(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

char* mutableText(const std::string& s) {
    return const_cast<char*>(s.c_str());
}

}  // namespace

std::optional<PictureType> parsePictureType(std::string_view name) {
    const std::string lower = lowerAscii(name);
    if (lower == "svg") return PictureType::Svg;
    if (lower == "png") return PictureType::Png;
    if (lower == "pdf") return PictureType::Pdf;
    if (lower == "dot") return PictureType::Dot;
    return std::nullopt;
}

std::string_view pictureTypeName(PictureType type) {
    switch (type) {
        case PictureType::Svg:
            return "svg";
        case PictureType::Png:
            return "png";
        case PictureType::Pdf:
            return "pdf";
        case PictureType::Dot:
            return "dot";
    }
    return "";
}

Graph::Graph(const std::string& name) {
    context();  // the error callback, before cgraph's first message
    graph_ = agopen(mutableText(name), Agdirected, nullptr);
}

Graph::~Graph() {
    agclose(graph_);
}

Agnode_t* Graph::node(const std::string& name) {
    return agnode(graph_, mutableText(name), 1);
}

Agedge_t* Graph::edge(Agnode_t* tail, Agnode_t* head) {
    // Named by a counter so that two edges between the same nodes stay two.
    static unsigned long count = 0;
    const std::string name = "e" + std::to_string(++count);
    return agedge(graph_, tail, head, mutableText(name), 1);
}

Agraph_t* Graph::subgraph(const std::string& name) {
    return agsubg(graph_, mutableText(name), 1);
}

void Graph::set(void* obj, const char* attribute, const std::string& value) {
    agsafeset(obj, const_cast<char*>(attribute), mutableText(value), const_cast<char*>(""));
}

void Graph::setHtml(void* obj, const char* attribute, const std::string& html) {
    // cgraph keeps one reference-counted copy per string: made as HTML first, the value
    // set below is that same HTML string.
    char* value = agstrdup_html(graph_, mutableText(html));
    agsafeset(obj, const_cast<char*>(attribute), value, const_cast<char*>(""));
    agstrfree(graph_, value);
}

std::string htmlEscape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

Picture render(Graph& graph, PictureType type) {
    GVC_t* gvc = context();
    Picture picture;
    graphvizMessages().clear();
    if (gvLayout(gvc, graph.get(), "dot") != 0) {
        picture.error = graphvizMessages().empty() ? "the layout failed" : graphvizMessages();
        return picture;
    }
    const std::string format = type == PictureType::Png   ? "png:cairo"
                               : type == PictureType::Pdf ? "pdf:cairo"
                                                          : std::string(pictureTypeName(type));
    char* data = nullptr;
    unsigned int length = 0;
    const int status = gvRenderData(gvc, graph.get(), format.c_str(), &data, &length);
    if (status == 0 && data) picture.bytes.assign(data, length);
    if (data) gvFreeRenderData(data);
    gvFreeLayout(gvc, graph.get());
    if (status != 0 || picture.bytes.empty()) {
        picture.bytes.clear();
        picture.error = graphvizMessages().empty()
                            ? "Graphviz could not render " + std::string(pictureTypeName(type))
                            : graphvizMessages();
    }
    return picture;
}

Picture renderPdfPages(const std::vector<Graph*>& pages) {
    GVC_t* gvc = context();
    Picture picture;
    graphvizMessages().clear();
    cairo_surface_t* pdf = cairo_pdf_surface_create_for_stream(appendBytes, &picture.bytes, 1, 1);
    for (Graph* graph : pages) {
        if (gvLayout(gvc, graph->get(), "dot") != 0) {
            picture.error = graphvizMessages().empty() ? "the layout failed" : graphvizMessages();
            break;
        }
        // The page: the graph's box, its pad (4 points each side) and the PDF device's margin
        // (36 points each side), as gvRender makes a page of one graph.
        const boxf box = GD_bb(graph->get());
        const double width = box.UR.x - box.LL.x + 80, height = box.UR.y - box.LL.y + 80;
        cairo_pdf_surface_set_size(pdf, width, height);
        // Graphviz finishes the surface it drew on at the end of its page: it draws on a
        // part of the PDF's (finished alone), and the PDF goes on to the next page.
        cairo_surface_t* part = cairo_surface_create_for_rectangle(pdf, 0, 0, width, height);
        cairo_t* cr = cairo_create(part);
        const int status = gvRenderContext(gvc, graph->get(), "pdf:cairo", cr);
        cairo_destroy(cr);
        cairo_surface_destroy(part);
        gvFreeLayout(gvc, graph->get());
        if (status != 0 || cairo_surface_status(pdf) != CAIRO_STATUS_SUCCESS) {
            picture.error =
                graphvizMessages().empty() ? "Graphviz could not render pdf" : graphvizMessages();
            break;
        }
        cairo_surface_show_page(pdf);
    }
    cairo_surface_finish(pdf);
    if (picture.error.empty() && cairo_surface_status(pdf) != CAIRO_STATUS_SUCCESS)
        picture.error = cairo_status_to_string(cairo_surface_status(pdf));
    cairo_surface_destroy(pdf);
    if (!picture.error.empty()) picture.bytes.clear();
    return picture;
}

}  // namespace bornes::formats
