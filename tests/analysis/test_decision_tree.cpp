// SPDX-License-Identifier: Apache-2.0
// The decision tree (libanalysis/analysis/decision_tree.h) checked against the plain minimax of
// tests/support/plain_search.h: every node's value, every edge's best mark, the principal
// line; the options (depth, children, forced sequences, transpositions, size limit); and its
// picture (formats/pictures/tree_graph.h) read back through cgraph.
#include <gtest/gtest.h>

#include <set>

#include "analysis/decision_tree.h"
#include "engine/movegen.h"
#include "engine/rules.h"
#include "pictures/tree_graph.h"
#include "plain_search.h"
#include "random_positions.h"

namespace bornes {
namespace {

constexpr std::size_t kTable = std::size_t{1} << 20;

std::vector<Position> smallPositions(int count, std::uint64_t seed) {
    std::vector<Position> out;
    Rng rng(seed);
    while (static_cast<int>(out.size()) < count) {
        test::ConstructedShape shape;
        shape.table = Table::of(rng.below(2) ? Form::Two : Form::Four);
        shape.pileSize = static_cast<int>(rng.below(3));
        shape.kindsPerHand = 1;
        shape.maxHand = 2;
        if (auto p = test::constructedPosition(shape, rng)) out.push_back(*p);
    }
    return out;
}

Query queryFor(const Position& p, Question question) {
    Query q;
    q.question = question;
    q.side = p.sideToMove();
    return q;
}

using formats::puzzleOf;

// The moves of an edge lead from its node to its child.
Position follow(const Position& from, const TreeEdge& edge) {
    Position p = from;
    for (Move m : edge.moves) {
        EXPECT_TRUE(isLegal(p, m));
        p.apply(m);
    }
    return p;
}

// The principal line's node count (lineNodes, which bornes-tree names when --max-nodes is
// below it) is what the line takes drawn alone: one move at a decision, depth 1, so the tree
// is the line; forced sequences one edge, or each move its own with keep-forced.
TEST(DecisionTree, LineNodesAreTheLineDrawnAlone) {
    int forcedOnLine = 0, trees = 0;
    for (const Position& root : smallPositions(60, 41)) {
        for (bool collapse : {true, false}) {
            Solver solver(kTable);
            TreeOptions options;
            options.depth = 1;
            options.maxChildren = 1;
            options.collapseForced = collapse;
            const DecisionTree tree =
                buildDecisionTree(solver, root, queryFor(root, Question::Reach), options, {});
            if (tree.status != TreeStatus::Complete || tree.nodes.size() < 2) continue;
            ++trees;
            EXPECT_EQ(tree.lineNodes, tree.nodes.size());
            for (const TreeNode& node : tree.nodes)
                for (const TreeEdge& edge : node.edges) forcedOnLine += edge.moves.size() > 1;
        }
    }
    EXPECT_GT(trees, 20);
    EXPECT_GT(forcedOnLine, 0);  // some lines hold a forced sequence
}

TEST(DecisionTree, EveryValueAgreesWithThePlainSearch) {
    int trees = 0, edges = 0;
    for (Question question : {Question::Reach, Question::Couronnement, Question::Score}) {
        for (const Position& root : smallPositions(80, 11 + static_cast<int>(question))) {
            const Query q = queryFor(root, question);
            // Small enough for the plain search at every node.
            if (!test::PlainSearch(q, 50'000).value(root)) continue;
            Solver solver(kTable);
            TreeOptions options;
            options.expand = 1;
            const DecisionTree tree = buildDecisionTree(solver, root, q, options, {});
            if (tree.status == TreeStatus::TooBig) continue;
            ASSERT_EQ(tree.status, TreeStatus::Complete);
            ++trees;
            for (const TreeNode& node : tree.nodes) {
                test::PlainSearch plain(q, ~0ull);
                ASSERT_EQ(node.value, *plain.value(node.position));
                if (!node.expanded) continue;
                const bool maximising = node.position.sideToMove() == q.side;
                // Every legal move is drawn (no --max-children), best first.
                ASSERT_EQ(static_cast<int>(node.edges.size()) + node.hiddenMoves,
                          legalMoves(node.position).size());
                for (std::size_t i = 0; i < node.edges.size(); ++i) {
                    const TreeEdge& edge = node.edges[i];
                    const TreeNode& child = tree.nodes[static_cast<std::size_t>(edge.child)];
                    EXPECT_TRUE(follow(node.position, edge) == child.position);
                    EXPECT_EQ(edge.best, child.value == node.value);
                    if (i > 0) {
                        const int before =
                            tree.nodes[static_cast<std::size_t>(node.edges[i - 1].child)].value;
                        EXPECT_TRUE(maximising ? before >= child.value : before <= child.value);
                    }
                    ++edges;
                }
                EXPECT_TRUE(node.edges.front().best);
            }
            // The principal line: from the root, one principal edge a node, keeping the
            // value to a node that ends the hand or settles the question.
            const TreeNode* at = &tree.nodes.front();
            while (!at->edges.empty()) {
                ASSERT_TRUE(at->edges.front().principal);
                for (std::size_t i = 1; i < at->edges.size(); ++i)
                    EXPECT_FALSE(at->edges[i].principal);
                const TreeNode& next =
                    tree.nodes[static_cast<std::size_t>(at->edges.front().child)];
                EXPECT_EQ(next.value, tree.nodes.front().value);
                EXPECT_TRUE(next.principal);
                at = &next;
            }
            EXPECT_TRUE(at->terminal);
        }
    }
    EXPECT_GT(trees, 90);
    EXPECT_GT(edges, 500);
}

std::vector<Move> principalMoves(const DecisionTree& tree) {
    std::vector<Move> line;
    for (const TreeNode* at = &tree.nodes.front(); !at->edges.empty();
         at = &tree.nodes[static_cast<std::size_t>(at->edges.front().child)])
        line.insert(line.end(), at->edges.front().moves.begin(), at->edges.front().moves.end());
    return line;
}

TEST(DecisionTree, ForcedSequencesAreOneEdgeAndNoDecisionIsLost) {
    int collapsed = 0;
    for (const Position& root : smallPositions(60, 5)) {
        const Query q = queryFor(root, Question::Reach);
        Solver solver(kTable);
        TreeOptions options;
        options.expand = 2;
        const DecisionTree tree = buildDecisionTree(solver, root, q, options, {});
        if (tree.status != TreeStatus::Complete) continue;
        for (const TreeNode& node : tree.nodes) {
            if (node.terminal) continue;
            // A node is a real decision: more than one move (the root may be forced).
            if (&node != &tree.nodes.front()) {
                EXPECT_GT(legalMoves(node.position).size(), 1);
            }
            for (const TreeEdge& edge : node.edges) {
                collapsed += edge.moves.size() > 1;
                Position p = node.position;
                for (std::size_t i = 0; i < edge.moves.size(); ++i) {
                    if (i > 0) {
                        EXPECT_EQ(legalMoves(p).size(), 1);
                    }
                    p.apply(edge.moves[i]);
                }
            }
        }
        // Without collapsing, every edge is a single move.
        options.collapseForced = false;
        Solver again(kTable);
        const DecisionTree kept = buildDecisionTree(again, root, q, options, {});
        if (kept.status != TreeStatus::Complete) continue;
        for (const TreeNode& node : kept.nodes)
            for (const TreeEdge& edge : node.edges) EXPECT_EQ(edge.moves.size(), 1u);
        // The principal line is the same moves either way.
        EXPECT_EQ(principalMoves(kept), principalMoves(tree));
    }
    EXPECT_GT(collapsed, 0);
}

TEST(DecisionTree, TranspositionsMergeIntoOneNode) {
    int merged = 0;
    for (const Position& root : smallPositions(60, 7)) {
        const Query q = queryFor(root, Question::Score);
        TreeOptions options;
        options.expand = 3;
        Solver a(kTable), b(kTable);
        const DecisionTree tree = buildDecisionTree(a, root, q, options, {});
        options.dag = true;
        const DecisionTree dag = buildDecisionTree(b, root, q, options, {});
        if (tree.status != TreeStatus::Complete || dag.status != TreeStatus::Complete) continue;
        // No two nodes of the DAG are the same position; it has as many nodes as the tree
        // has distinct positions.
        std::set<std::uint64_t> distinct;
        for (const TreeNode& node : tree.nodes) distinct.insert(node.position.hash());
        std::set<std::uint64_t> seen;
        for (const TreeNode& node : dag.nodes)
            EXPECT_TRUE(seen.insert(node.position.hash()).second);
        EXPECT_LE(dag.nodes.size(), distinct.size());
        EXPECT_EQ(dag.nodes.front().value, tree.nodes.front().value);
        int incoming = 0;
        for (const TreeNode& node : dag.nodes) incoming += std::max(0, node.parents - 1);
        EXPECT_EQ(incoming, dag.transpositions);
        merged += dag.transpositions;
    }
    EXPECT_GT(merged, 0);
}

TEST(DecisionTree, DepthChildrenAndSizeLimits) {
    const Position root = smallPositions(1, 3).front();
    const Query q = queryFor(root, Question::Score);
    Solver solver(kTable);
    TreeOptions options;
    options.depth = 1;
    options.maxChildren = 1;
    const DecisionTree small = buildDecisionTree(solver, root, q, options, {});
    ASSERT_EQ(small.status, TreeStatus::Complete);
    ASSERT_FALSE(small.nodes.front().edges.empty());
    EXPECT_EQ(small.nodes.front().edges.size(), 1u);
    EXPECT_EQ(small.nodes.front().hiddenMoves + 1, legalMoves(root).size());
    // Past the depth only the principal line goes on, to its end: one move at each of its
    // decisions, the others counted as not drawn.
    for (std::size_t i = 1; i < small.nodes.size(); ++i) {
        const TreeNode& node = small.nodes[i];
        const bool onLine = node.principal && !node.terminal;
        EXPECT_EQ(node.expanded, onLine) << "node " << i;
        EXPECT_EQ(node.lineOnly, onLine) << "node " << i;
        if (!onLine) continue;
        ASSERT_EQ(node.edges.size(), 1u);
        EXPECT_TRUE(node.edges.front().principal);
        EXPECT_EQ(node.hiddenMoves + 1, legalMoves(node.position).size());
    }

    options = {};
    options.expand = 10;
    options.maxNodes = 3;
    const DecisionTree big = buildDecisionTree(solver, root, q, options, {});
    EXPECT_EQ(big.status, TreeStatus::TooBig);
    EXPECT_LE(big.nodes.size(), 3u);

    SearchLimits limits;
    limits.maxNodes = 1;
    options.maxNodes = 1000;
    Solver fresh(kTable);
    const DecisionTree limited = buildDecisionTree(fresh, root, q, options, limits);
    EXPECT_EQ(limited.status, TreeStatus::LimitHit);
}

// The picture, read back through cgraph: a node per tree node, an edge per tree edge, the
// principal line bold, refuted moves dashed, the moves named in the language asked.
TEST(TreeGraph, TheGraphHoldsTheTree) {
    int checked = 0;
    for (const Position& root : smallPositions(20, 9)) {
        const Query q = queryFor(root, Question::Reach);
        Solver solver(kTable);
        TreeOptions options;
        options.expand = 1;
        const DecisionTree tree = buildDecisionTree(solver, root, q, options, {});
        if (tree.status != TreeStatus::Complete || tree.nodes.size() < 3) continue;
        const formats::SolvedPuzzle puzzle = puzzleOf(root, q);
        for (formats::Language lang : {formats::Language::English, formats::Language::French}) {
            formats::Graph graph("tree");
            formats::drawDecisionTree(graph, tree, puzzle, lang);
            Agraph_t* g = graph.get();
            ASSERT_EQ(agnnodes(g), static_cast<int>(tree.nodes.size()));
            int edges = 0, principal = 0, refuted = 0, bold = 0, dashed = 0;
            for (const TreeNode& node : tree.nodes)
                for (const TreeEdge& edge : node.edges) {
                    ++edges;
                    principal += edge.principal;
                    refuted += !edge.best;
                }
            ASSERT_EQ(agnedges(g), edges);
            for (Agnode_t* n = agfstnode(g); n; n = agnxtnode(g, n))
                for (Agedge_t* e = agfstout(g, n); e; e = agnxtout(g, e)) {
                    const std::string style = agget(e, const_cast<char*>("style"));
                    bold += style == "bold";
                    dashed += style == "dashed";
                    const std::string label = agget(e, const_cast<char*>("label"));
                    const bool french = lang == formats::Language::French;
                    const bool named =
                        label.find(french ? "joue" : "plays") != std::string::npos ||
                        label.find(french ? "défausse" : "discards") != std::string::npos ||
                        label.find(french ? "coup" : "coup-fourré") != std::string::npos ||
                        label.find(french ? "Allonge" : "allonge") != std::string::npos ||
                        label.find(french ? "s'arrête" : "stops") != std::string::npos ||
                        label.find(french ? "renonce" : "declines") != std::string::npos;
                    EXPECT_TRUE(named) << label;
                }
            EXPECT_EQ(bold, principal);
            EXPECT_EQ(dashed, refuted);
            // The root's label names the side to play and the answer.
            const std::string rootLabel =
                agget(agnode(g, const_cast<char*>("n0"), 0), const_cast<char*>("label"));
            EXPECT_NE(
                rootLabel.find(formats::answerWords(q.question, tree.nodes.front().value, lang)),
                std::string::npos);
        }
        ++checked;
    }
    EXPECT_GT(checked, 3);
}

// With --dag, a transposition is one node with an edge from each way in.
TEST(TreeGraph, TranspositionsAreOneNodeWithSeveralEdgesIn) {
    int merged = 0;
    for (const Position& root : smallPositions(40, 7)) {
        const Query q = queryFor(root, Question::Score);
        Solver solver(kTable);
        TreeOptions options;
        options.expand = 3;
        options.dag = true;
        const DecisionTree dag = buildDecisionTree(solver, root, q, options, {});
        if (dag.status != TreeStatus::Complete || dag.transpositions == 0) continue;
        formats::Graph graph("dag");
        formats::drawDecisionTree(graph, dag, puzzleOf(root, q), formats::Language::English);
        Agraph_t* g = graph.get();
        ASSERT_EQ(agnnodes(g), static_cast<int>(dag.nodes.size()));
        // A tree has one edge fewer than nodes; each transposition adds one.
        EXPECT_EQ(agnedges(g), agnnodes(g) - 1 + dag.transpositions);
        int shared = 0;
        for (Agnode_t* n = agfstnode(g); n; n = agnxtnode(g, n)) shared += agdegree(g, n, 1, 0) > 1;
        EXPECT_GT(shared, 0);
        ++merged;
    }
    EXPECT_GT(merged, 0);
}

TEST(TreeGraph, RendersSvgWithTheTexts) {
    const Position root = smallPositions(1, 3).front();
    const Query q = queryFor(root, Question::Reach);
    Solver solver(kTable);
    const DecisionTree tree = buildDecisionTree(solver, root, q, {}, {});
    ASSERT_EQ(tree.status, TreeStatus::Complete);
    const formats::SolvedPuzzle puzzle = puzzleOf(root, q);
    formats::Graph graph("tree");
    formats::drawDecisionTree(graph, tree, puzzle, formats::Language::English);
    const formats::Picture svg = formats::render(graph, formats::PictureType::Svg);
    ASSERT_TRUE(svg.error.empty()) << svg.error;
    EXPECT_NE(svg.bytes.find("<svg"), std::string::npos);
    EXPECT_NE(svg.bytes.find("to play"), std::string::npos);
    EXPECT_NE(svg.bytes.find("bold: principal line"), std::string::npos);
    const formats::Picture png = formats::render(graph, formats::PictureType::Png);
    ASSERT_TRUE(png.error.empty()) << png.error;
    EXPECT_EQ(png.bytes.substr(1, 3), "PNG");
    const formats::Picture pdf = formats::render(graph, formats::PictureType::Pdf);
    EXPECT_EQ(pdf.bytes.substr(0, 4), "%PDF");
}

// --expand N draws the decisions of a refuted alternative N moves deep, and no deeper: a
// node is expanded exactly when it is on the principal line, or fewer than N moves off it,
// and then with every legal move (issue 21: a tree that did not count the moves off the
// line, drawing every alternative to the end or only one deep, passed every test). The
// distance is counted here from the root by the edges, and the node count is one plus the
// legal moves of every expanded node, for expand 0 to 3.
TEST(DecisionTree, ExpandDrawsRefutedAlternativesExactlyNMovesDeep) {
    int checked = 0, deep = 0;
    for (const Position& root : smallPositions(30, 23)) {
        const Query q = queryFor(root, Question::Score);
        for (int expand = 0; expand <= 3; ++expand) {
            TreeOptions options;
            options.expand = expand;
            options.collapseForced = false;
            options.maxNodes = 200000;
            Solver solver(kTable);
            const DecisionTree tree = buildDecisionTree(solver, root, q, options, {});
            if (tree.status != TreeStatus::Complete) continue;
            ++checked;
            std::vector<int> offLine(tree.nodes.size(), -1);
            offLine[0] = 0;
            std::size_t expected = 1;
            for (std::size_t i = 0; i < tree.nodes.size(); ++i) {
                const TreeNode& node = tree.nodes[i];
                ASSERT_GE(offLine[i], 0) << "a node no edge reaches";
                const bool wanted = !node.terminal && (node.principal || offLine[i] < expand);
                EXPECT_EQ(node.expanded, wanted) << "expand " << expand << ", node " << i << " at "
                                                 << offLine[i] << " off the line";
                if (!node.expanded) continue;
                deep += offLine[i] == expand - 1 && expand > 1;
                EXPECT_EQ(node.edges.size(), legalMoves(node.position).size());
                expected += node.edges.size();
                for (const TreeEdge& edge : node.edges)
                    offLine[static_cast<std::size_t>(edge.child)] =
                        edge.principal ? 0 : offLine[i] + 1;
            }
            EXPECT_EQ(tree.nodes.size(), expected) << "expand " << expand;
        }
    }
    EXPECT_GT(checked, 60);
    EXPECT_GT(deep, 0) << "no alternative was drawn to its last expanded move";
}

}  // namespace
}  // namespace bornes
