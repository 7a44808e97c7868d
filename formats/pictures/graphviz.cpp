// SPDX-License-Identifier: Apache-2.0
#include "pictures/graphviz.h"

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

}  // namespace bornes::formats
