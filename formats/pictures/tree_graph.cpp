// SPDX-License-Identifier: Apache-2.0
#include "pictures/tree_graph.h"

#include <algorithm>
#include <array>
#include <sstream>

#include "messages/card_names.h"
#include "messages/words.h"
#include "pictures/palette.h"
#include "replay/score_sheet.h"
#include "replay/transcript.h"
#include "text/numbers.h"
#include "text/text_wrap.h"

namespace bornes::formats {

namespace {

// The legend's columns: one per side at most (3), the rows below spanning them all.
constexpr int kLegendColumns = 3;

std::string nodeName(int index) {
    return "n" + std::to_string(index);
}

// Who decides what: "Paul (A) to play", "Paulette (B): coup-fourré against Flat Tire?".
std::string deciderWords(const Position& pos, const SeatNames& names, Language lang) {
    const std::string who = names.seat(pos.toMove()) + " (" +
                            std::string(1, static_cast<char>('A' + pos.sideToMove())) + ")";
    switch (pos.phase()) {
        case Phase::Turn:
            return say(WordId::TreeToPlay, lang, who);
        case Phase::CoupFourre:
            return say(WordId::TreeCoupFourre, lang, who, pos.pendingHazard());
        case Phase::Allonge:
            return say(WordId::TreeAllonge, lang, who);
        case Phase::Over:
            if (pos.winner() == kNoSide) return word(WordId::HandOver, lang);
            return say(WordId::HandWonBy, lang, names.side(pos.winner())) +
                   (pos.crowned() ? word(WordId::Crowned, lang) : "");
    }
    return {};
}

std::string valueWords(const DecisionTree& tree, int value, Language lang) {
    return answerWords(tree.query.question, value, lang);
}

std::string row(const std::string& text, const char* extra = "") {
    return "<TR><TD ALIGN=\"LEFT\" COLSPAN=\"2\"" + std::string(extra) + ">" + text + "</TD></TR>";
}

std::string nodeLabel(const DecisionTree& tree, const TreeNode& node, const SolvedPuzzle& p,
                      Language lang) {
    const Position& pos = node.position;
    const bool over = pos.over();
    const char* border =
        over ? kOverColour : kSideColours[static_cast<std::size_t>(pos.sideToMove())];
    const char* tint = over ? kOverTint : kSideTints[static_cast<std::size_t>(pos.sideToMove())];
    const bool good = tree.query.boolean() ? node.value == 1 : node.value > 0;
    std::string html =
        "<TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"3\" "
        "BGCOLOR=\"white\" COLOR=\"" +
        std::string(border) + "\">";
    html += "<TR><TD ALIGN=\"LEFT\" BGCOLOR=\"" + std::string(tint) + "\"><B>" +
            htmlEscape(deciderWords(pos, p.names, lang)) +
            "</B></TD><TD ALIGN=\"RIGHT\" BGCOLOR=\"" + tint + "\"><FONT COLOR=\"" +
            (good ? kGoodColour : kBadColour) + "\"><B>" +
            htmlEscape(valueWords(tree, node.value, lang)) + "</B></FONT></TD></TR>";
    for (int side = 0; side < pos.table().sides; ++side)
        html += row("<FONT COLOR=\"" + std::string(kSideColours[static_cast<std::size_t>(side)]) +
                    "\">" + htmlEscape(describeTableau(pos, side, p.names, lang)) + "</FONT>");
    if (!over) {
        html += row(htmlEscape(say(WordId::TreeHand, lang, groupedHand(pos, pos.toMove(), lang))));
        html += row(htmlEscape(say(WordId::TreeDrawPile, lang, std::to_string(pos.pileSize()))));
    }
    if (node.terminal && !over) html += row(htmlEscape(word(WordId::TreeTargetReached, lang)));
    if (over) {
        // The hand's score lines, in the books' layout.
        std::istringstream sheet(renderScoreSheet(scoreHand(pos, p.rules), p.names, lang));
        std::string lines;
        for (std::string line; std::getline(sheet, line);)
            lines += htmlEscape(line) + "<BR ALIGN=\"LEFT\"/>";
        html += row("<FONT FACE=\"DejaVu Sans Mono\" POINT-SIZE=\"10\">" + lines + "</FONT>");
    }
    if (node.hiddenMoves > 0)
        html += row("<I>" +
                    htmlEscape(say(WordId::TreeMovesNotDrawn, lang,
                                   std::to_string(node.hiddenMoves), node.hiddenMoves)) +
                    "</I>");
    if (!node.expanded && !node.terminal)
        html += row("<I>" + htmlEscape(word(WordId::TreeNotExpanded, lang)) + "</I>");
    return html + "</TABLE>";
}

// The moves of an edge, one line each with the player: "Paul: plays 25", and the extra
// turn of a safety (R4) said as such.
std::string edgeLabel(const Position& from, const TreeEdge& edge, const SeatNames& names,
                      Language lang) {
    Position pos = from;
    std::string text;
    for (Move m : edge.moves) {
        const int seat = pos.toMove();
        if (!text.empty()) text += "\n";
        text += names.seat(seat) + word(WordId::Colon, lang) + describeMove(pos, m, names, lang);
        pos.apply(m);
        const bool safety =
            isSafety(m.card()) && (m.action() == Action::Play || m.action() == Action::CoupFourre);
        if (safety && !pos.over() && pos.phase() == Phase::Turn && pos.toMove() == seat)
            text += word(WordId::TreeExtraTurn, lang);
    }
    return text;
}

// What the picture leaves out, and the options that draw it: "Not drawn: what follows 17
// positions, 42 other moves (3 at most at a decision), the principal line alone after 3
// moves (12 other moves not drawn). To see more: ...".
std::string leftOut(const DecisionTree& tree, Language lang) {
    int deeper = 0, moves = 0, offLine = 0;
    for (const TreeNode& n : tree.nodes) {
        deeper += !n.terminal && !n.expanded;
        (n.lineOnly ? offLine : moves) += n.hiddenMoves;
    }
    // A position not expanded is past --depth, or below a refuted move past --expand. The
    // counts in plain digits, as the picture's options write them; the number itself chooses
    // the noun.
    std::vector<std::string> parts;
    if (deeper > 0) parts.push_back(say(WordId::TreeDeeper, lang, std::to_string(deeper), deeper));
    if (moves > 0)
        parts.push_back(say(WordId::TreeOtherMoves, lang, std::to_string(moves), moves,
                            std::to_string(tree.options.maxChildren)));
    if (offLine > 0)
        parts.push_back(say(WordId::TreeLineAlone, lang, std::to_string(offLine), offLine,
                            std::to_string(tree.options.depth), tree.options.depth));
    if (parts.empty()) return {};
    std::string joined;
    for (const std::string& part : parts) joined += (joined.empty() ? "" : ", ") + part;
    return say(WordId::TreeNotDrawn, lang, joined);
}

// The legend's width in characters: about the tree's, so that a long note (a puzzle's
// caption is often a paragraph) does not make the picture wider than the tree and shrink
// its nodes on a screen. A node is about kNodeChars characters of the legend's type (11
// points against 14); the widest rank of the tree counts, between kLeast and kMost
// characters, a paragraph that still reads as one.
std::size_t legendChars(const DecisionTree& tree) {
    constexpr std::size_t kNodeChars = 20, kLeast = 50, kMost = 100;
    std::vector<std::size_t> rankOf(tree.nodes.size(), 0), perRank(1, 1);
    std::vector<bool> placed(tree.nodes.size(), false);
    placed[0] = true;
    // Nodes are added parent first (decision_tree.cpp), so one pass places every child.
    for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
        for (const TreeEdge& edge : tree.nodes[i].edges) {
            const auto child = static_cast<std::size_t>(edge.child);
            if (placed[child]) continue;
            placed[child] = true;
            rankOf[child] = rankOf[i] + 1;
            if (perRank.size() <= rankOf[child]) perRank.resize(rankOf[child] + 1, 0);
            ++perRank[rankOf[child]];
        }
    }
    const std::size_t widest = *std::max_element(perRank.begin(), perRank.end());
    return std::clamp(widest * kNodeChars, kLeast, kMost);
}

// `text` in lines of at most `width` characters, for an HTML-like label (left-aligned by
// the cell's BALIGN): broken at plain blanks only, so the no-break spaces of French typography
// keep a colon or a question mark with its word.
std::string wrappedHtml(const std::string& text, std::size_t width) {
    std::istringstream lines(wrapLine(text, width, 0));
    std::string html;
    for (std::string line; std::getline(lines, line);)
        html += (html.empty() ? "" : "<BR/>") + htmlEscape(line);
    return html;
}

std::string legendRow(const std::string& html) {
    return "<TR><TD ALIGN=\"LEFT\" BALIGN=\"LEFT\" COLSPAN=\"" + std::to_string(kLegendColumns) +
           "\">" + html + "</TD></TR>";
}

std::string legend(const DecisionTree& tree, const SolvedPuzzle& p, Language lang) {
    const std::size_t width = legendChars(tree);
    std::string html = "<TABLE BORDER=\"0\" CELLSPACING=\"4\">";
    const std::string title = puzzleTitle(p, lang);
    if (!title.empty()) html += legendRow("<B>" + wrappedHtml(title, width) + "</B>");
    std::string question = questionWords(p, lang);
    if (!question.empty()) question[0] = static_cast<char>(std::toupper(question[0]));
    html += legendRow(wrappedHtml(question, width) + " <B>" +
                      htmlEscape(valueWords(tree, tree.nodes.front().value, lang)) + "</B>");
    // The sides in a row of their own, the key to the lines under them: a row of both would
    // be wider than a small tree.
    html += "<TR>";
    for (int side = 0; side < p.position.table().sides; ++side)
        html += "<TD BGCOLOR=\"" + std::string(kSideTints[static_cast<std::size_t>(side)]) +
                "\" COLOR=\"" + kSideColours[static_cast<std::size_t>(side)] + "\" BORDER=\"1\">" +
                htmlEscape(say(WordId::TreeSide, lang,
                               std::string(1, static_cast<char>('A' + side)), p.names.side(side))) +
                "</TD>";
    html += "</TR>" + legendRow(htmlEscape(word(WordId::TreeLegend, lang)));
    if (const std::string left = leftOut(tree, lang); !left.empty())
        html += legendRow("<I>" + wrappedHtml(left, width) + "</I>");
    return html + "</TABLE>";
}

}  // namespace

std::string sideTint(int side) {
    return kSideTints[static_cast<std::size_t>(side)];
}

void drawDecisionTree(Graph& graph, const DecisionTree& tree, const SolvedPuzzle& p,
                      Language lang) {
    Agraph_t* g = graph.get();
    graph.set(g, "fontname", "DejaVu Sans");
    graph.set(g, "labelloc", "t");
    graph.set(g, "nodesep", "0.3");
    graph.set(g, "ranksep", "0.5");
    graph.setHtml(g, "label", legend(tree, p, lang));
    std::vector<Agnode_t*> nodes;
    nodes.reserve(tree.nodes.size());
    for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
        Agnode_t* n = graph.node(nodeName(static_cast<int>(i)));
        graph.set(n, "shape", "plain");
        graph.set(n, "fontname", "DejaVu Sans");
        graph.set(n, "fontsize", "11");
        graph.setHtml(n, "label", nodeLabel(tree, tree.nodes[i], p, lang));
        nodes.push_back(n);
    }
    for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
        const TreeNode& node = tree.nodes[i];
        for (const TreeEdge& edge : node.edges) {
            Agedge_t* e = graph.edge(nodes[i], nodes[static_cast<std::size_t>(edge.child)]);
            graph.set(e, "label", edgeLabel(node.position, edge, p.names, lang));
            graph.set(e, "fontname", "DejaVu Sans");
            graph.set(e, "fontsize", "10");
            if (edge.principal) {
                graph.set(e, "style", "bold");
                graph.set(e, "penwidth", "3");
                graph.set(e, "class", "principal");
            } else if (!edge.best) {
                graph.set(e, "style", "dashed");
                graph.set(e, "color", "#777777");
                graph.set(e, "fontcolor", "#555555");
                graph.set(e, "class", "refuted");
            } else {
                graph.set(e, "class", "best");
            }
        }
    }
}

}  // namespace bornes::formats
