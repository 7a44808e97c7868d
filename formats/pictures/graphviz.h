// SPDX-License-Identifier: Apache-2.0
// Pictures drawn with Graphviz's own libraries, in process: graphs built with cgraph, laid
// out by the dot engine and rendered by gvc (no DOT text printed by hand, no `dot` program).
// A Graph owns its cgraph graph; render() lays it out and returns the bytes of the picture.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <graphviz/cgraph.h>

namespace bornes::formats {

enum class PictureType { Svg, Png, Pdf, Dot };

// "svg", "png", "pdf", "dot" (any case); nothing for another name.
std::optional<PictureType> parsePictureType(std::string_view name);
std::string_view pictureTypeName(PictureType type);

class Graph {
  public:
    explicit Graph(const std::string& name);
    ~Graph();
    Graph(const Graph&) = delete;
    Graph& operator=(const Graph&) = delete;

    Agraph_t* get() const { return graph_; }

    // The node of that name, made if new; an edge, always new.
    Agnode_t* node(const std::string& name);
    Agedge_t* edge(Agnode_t* tail, Agnode_t* head);
    // A subgraph (a cluster when its name starts with "cluster").
    Agraph_t* subgraph(const std::string& name);

    // Attributes of the graph (obj = get() or a subgraph), a node or an edge.
    void set(void* obj, const char* attribute, const std::string& value);
    // An HTML-like value (a label made of tables, see Graphviz's shapes.html).
    void setHtml(void* obj, const char* attribute, const std::string& html);

  private:
    Agraph_t* graph_;
};

// Text made safe inside an HTML-like label: & < > " escaped.
std::string htmlEscape(std::string_view text);

struct Picture {
    std::string bytes;  // the picture, or empty on failure
    std::string error;  // what Graphviz said when it failed
};

// Lays the graph out with dot and renders it (for Dot: the graph as DOT, laid out, with
// the positions dot computed).
Picture render(Graph& graph, PictureType type);

// The graphs as the pages of one PDF, each page the size of its graph (cairo's PDF surface,
// each graph drawn on it in turn by Graphviz's cairo renderer).
Picture renderPdfPages(const std::vector<Graph*>& pages);

}  // namespace bornes::formats
