// SPDX-License-Identifier: Apache-2.0
// The solved decision tree of a question, for pictures (formats/pictures/tree_graph.h): from a
// position, the principal line to the end of the hand and, at each decision drawn, every
// alternative with its exact value, best first. Forced sequences (decisions with a single
// legal move) are one edge; with `dag`, equal positions reached by different orders are one
// node (a transposition): equal by their hash, which leaves out only the discards, dead for
// the hand (§3) and not drawn.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "engine/move.h"
#include "engine/position.h"
#include "solver/question.h"
#include "solver/search.h"

namespace bornes {

struct TreeOptions {
    // Moves from the root within which the branches off the principal line are drawn
    // (0: everywhere); the principal line itself is drawn to its end whatever the depth.
    int depth = 0;
    int expand = 0;       // decisions drawn below a refuted alternative (0: its value only)
    int maxChildren = 0;  // moves drawn at a decision, best first (0: all)
    bool dag = false;     // one node for equal positions
    bool collapseForced = true;
    std::size_t maxNodes = 1000;  // a bigger tree is refused
};

struct TreeEdge {
    std::vector<Move> moves;  // one move, or a forced sequence
    int child = 0;
    bool best = false;       // keeps the value of the decision it leaves
    bool principal = false;  // on the principal line
};

struct TreeNode {
    Position position;
    int value = 0;          // for S: 1/0 (yes/no questions) or the score difference
    bool terminal = false;  // the hand is over, or the question settled (R18)
    bool expanded = false;  // its moves are drawn
    bool principal = false;
    int depth = 0;                // decisions from the root
    int hiddenMoves = 0;          // moves not drawn (maxChildren, or lineOnly)
    bool lineOnly = false;        // on the principal line past depth: its move alone drawn
    int parents = 0;              // edges into it (more than one: a transposition)
    std::vector<TreeEdge> edges;  // best first
};

enum class TreeStatus {
    Complete,
    TooBig,    // more than maxNodes nodes
    LimitHit,  // the search hit a limit: values unknown
};

struct DecisionTree {
    Query query;
    TreeOptions options;  // what was asked to be drawn
    TreeStatus status = TreeStatus::Complete;
    std::string limitHit;         // "nodes" or "time"
    std::vector<TreeNode> nodes;  // nodes[0] is the root
    int transpositions = 0;       // edges that reach a node already drawn (dag)
    // The nodes of the principal line alone, the root's and its end's included (forced
    // sequences one edge, as drawn), known once the root is solved: a tree refused as TooBig
    // with more than maxNodes of them cannot be drawn whatever the depth.
    std::size_t lineNodes = 0;
    SearchStats stats;
};

// Precondition: perfectInformation(pos). `limits` bound the whole tree's search.
DecisionTree buildDecisionTree(Solver& solver, const Position& pos, const Query& query,
                               const TreeOptions& options, const SearchLimits& limits);

}  // namespace bornes
