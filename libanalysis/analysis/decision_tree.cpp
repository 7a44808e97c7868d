// SPDX-License-Identifier: Apache-2.0
#include "analysis/decision_tree.h"

#include <algorithm>
#include <chrono>
#include <unordered_map>

#include "engine/movegen.h"

namespace bornes {

namespace {

class TreeBuilder {
  public:
    TreeBuilder(Solver& solver, const Query& query, const TreeOptions& options,
                const SearchLimits& limits)
        : solver_(solver),
          options_(options),
          limits_(limits),
          start_(std::chrono::steady_clock::now()) {
        tree_.query = query;
        tree_.options = options;
    }

    DecisionTree build(const Position& pos) {
        // The root is always drawn with its moves (unless it settles the question): its
        // value comes with them, and the principal line (principal_line.h), drawn bold.
        if (addNode(pos, 0, true) >= 0 && !settle(tree_.nodes[0])) grow(0, 0, 0);
        return std::move(tree_);
    }

  private:
    bool ok() const { return tree_.status == TreeStatus::Complete; }

    // A new node, or -1 when the tree is full.
    int addNode(const Position& pos, int depth, bool principal) {
        if (tree_.nodes.size() >= options_.maxNodes) {
            tree_.status = TreeStatus::TooBig;
            return -1;
        }
        TreeNode node;
        node.position = pos;
        node.depth = depth;
        node.principal = principal;
        tree_.nodes.push_back(std::move(node));
        const int index = static_cast<int>(tree_.nodes.size()) - 1;
        if (options_.dag) seen_.emplace(pos.hash(), index);
        return index;
    }

    // A finished hand or a settled question: the node's value, without a search.
    bool settle(TreeNode& node) const {
        int value = 0;
        if (node.position.over()) {
            node.value = endValue(node.position, tree_.query);
        } else if (settledEarly(node.position, tree_.query, value)) {
            node.value = value;
        } else {
            return false;
        }
        node.terminal = true;
        return true;
    }

    Solution solve(const Position& pos, bool withLine) {
        SearchLimits left = limits_;
        if (limits_.maxNodes) {
            if (tree_.stats.nodes >= limits_.maxNodes) return fail("nodes");
            left.maxNodes = limits_.maxNodes - tree_.stats.nodes;
        }
        if (limits_.seconds > 0) {
            const double spent =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
            if (spent >= limits_.seconds) return fail("time");
            left.seconds = limits_.seconds - spent;
        }
        Solution s = solver_.solve(pos, {tree_.query, false, true, withLine, 0, left});
        tree_.stats += s.stats;
        bool allKnown = s.solved;
        for (const MoveValue& mv : s.moves) allKnown = allKnown && mv.known;
        if (!allKnown) fail(s.limitHit.empty() ? "nodes" : s.limitHit);
        return s;
    }

    Solution fail(const std::string& limit) {
        if (ok()) {
            tree_.status = TreeStatus::LimitHit;
            tree_.limitHit = limit;
        }
        return {};
    }

    // The principal line is always drawn to its end (R18's settling moment or the hand's end):
    // --depth bounds only the branches off it. The line itself is bounded by the hand (one
    // decision per card left, at most) and, like every node, by --max-nodes and the limits.
    bool wantsMoves(const TreeNode& node, int offLine) const {
        if (node.terminal) return false;
        if (node.principal) return true;
        if (pastDepth(node)) return false;
        return offLine < options_.expand;
    }

    bool pastDepth(const TreeNode& node) const {
        return options_.depth > 0 && node.depth >= options_.depth;
    }

    // The moves of a node on the principal line past --depth: the line's move alone, which
    // keeps the node's value (principal_line.h), found without a search; empty when the
    // root's line stops short (a limit), and the node is then solved as any other.
    std::vector<MoveValue> lineMoveOnly(int index, std::size_t lineAt) {
        TreeNode& node = tree_.nodes[index];
        if (!node.principal || !pastDepth(node) || lineAt >= line_.size()) return {};
        const MoveList legal = legalMoves(node.position);
        const Move move = line_[lineAt];
        if (std::find(legal.begin(), legal.end(), move) == legal.end()) return {};
        node.lineOnly = true;
        node.hiddenMoves = static_cast<int>(legal.size()) - 1;
        return {MoveValue{move, true, node.value}};
    }

    // Every move of node `index` with its value, best first (the line's move first on the
    // principal line), and the node's value set; false when a limit was hit.
    bool solvedMoves(int index, std::size_t lineAt, std::vector<MoveValue>& moves) {
        const Position& pos = tree_.nodes[index].position;
        Solution s = solve(pos, index == 0);
        if (!ok()) return false;
        if (index == 0) {
            line_ = s.line;
            tree_.lineNodes = lineNodesFrom(pos);
        }
        tree_.nodes[index].value = s.value;  // the same as the parent found for this move
        // Best first: S takes the highest value, its opponents the lowest; ties keep the
        // generator's order, so the picture does not depend on the search.
        const bool maximising = pos.sideToMove() == tree_.query.side;
        std::stable_sort(s.moves.begin(), s.moves.end(),
                         [&](const MoveValue& a, const MoveValue& b) {
                             return maximising ? a.value > b.value : a.value < b.value;
                         });
        // On the principal line, the line's move first (it is one of the best).
        if (tree_.nodes[index].principal && lineAt < line_.size()) {
            const auto on = std::find_if(s.moves.begin(), s.moves.end(), [&](const MoveValue& m) {
                return m.move == line_[lineAt];
            });
            if (on != s.moves.end()) std::rotate(s.moves.begin(), on, on + 1);
        }
        std::size_t drawn = s.moves.size();
        if (options_.maxChildren > 0)
            drawn = std::min(drawn, static_cast<std::size_t>(options_.maxChildren));
        tree_.nodes[index].hiddenMoves = static_cast<int>(s.moves.size() - drawn);
        s.moves.resize(drawn);
        moves = std::move(s.moves);
        return true;
    }

    // Draws the moves of node `index` (its value comes with them), then their subtrees;
    // `lineAt` is where a principal node stands on the principal line.
    void grow(int index, int offLine, std::size_t lineAt) {
        if (!ok() || !wantsMoves(tree_.nodes[index], offLine) || tree_.nodes[index].expanded)
            return;
        tree_.nodes[index].expanded = true;
        std::vector<MoveValue> moves = lineMoveOnly(index, lineAt);
        if (moves.empty() && !solvedMoves(index, lineAt, moves)) return;
        const Position pos = tree_.nodes[index].position;
        const bool principal = tree_.nodes[index].principal;
        const int depth = tree_.nodes[index].depth;
        const int value = tree_.nodes[index].value;
        for (std::size_t i = 0; i < moves.size() && ok(); ++i) {
            TreeEdge edge;
            edge.moves.push_back(moves[i].move);
            edge.best = moves[i].value == value;
            edge.principal = principal && i == 0;
            const Position child = followForced(pos, edge);
            const int childDepth = depth + static_cast<int>(edge.moves.size());
            const int childOffLine = edge.principal ? 0 : (principal ? 1 : offLine + 1);
            const int target = childNode(child, childDepth, edge.principal, moves[i].value);
            if (target < 0) return;
            ++tree_.nodes[target].parents;
            edge.child = target;
            const std::size_t childLineAt = lineAt + edge.moves.size();
            tree_.nodes[index].edges.push_back(std::move(edge));
            grow(target, childOffLine, childLineAt);
        }
    }

    // The position after the edge's move and, unless --keep-forced, the forced moves after
    // it: a forced sequence is one edge.
    Position followForced(const Position& from, TreeEdge& edge) const {
        Position child = from;
        child.apply(edge.moves.front());
        while (options_.collapseForced && !child.over()) {
            int settledValue = 0;
            if (settledEarly(child, tree_.query, settledValue)) break;
            const MoveList moves = legalMoves(child);
            if (moves.size() != 1) break;
            edge.moves.push_back(moves[0]);
            child.apply(moves[0]);
        }
        return child;
    }

    // The nodes the principal line takes from `root` to its end, as grow() draws them: one
    // edge per line move and the forced moves after it, up to the hand's end or R18's
    // settling moment (or where the line stops short, a limit).
    std::size_t lineNodesFrom(const Position& root) const {
        std::size_t nodes = 1;
        Position at = root;
        for (std::size_t i = 0; i < line_.size();) {
            TreeEdge edge;
            edge.moves.push_back(line_[i]);
            at = followForced(at, edge);
            i += edge.moves.size();
            ++nodes;
            int settledValue = 0;
            if (at.over() || settledEarly(at, tree_.query, settledValue)) break;
        }
        return nodes;
    }

    // The node an edge leads to: one already drawn (a transposition, with --dag) or a new
    // one with `value`; -1 when the tree is full.
    int childNode(const Position& child, int depth, bool principal, int value) {
        if (options_.dag) {
            const auto found = seen_.find(child.hash());
            if (found != seen_.end()) {
                ++tree_.transpositions;
                if (principal) tree_.nodes[found->second].principal = true;
                return found->second;
            }
        }
        const int target = addNode(child, depth, principal);
        if (target < 0) return -1;
        TreeNode& node = tree_.nodes[target];
        if (!settle(node)) node.value = value;
        return target;
    }

    Solver& solver_;
    const TreeOptions& options_;
    SearchLimits limits_;
    std::chrono::steady_clock::time_point start_;
    DecisionTree tree_;
    std::unordered_map<std::uint64_t, int> seen_;
    std::vector<Move> line_;  // the root's principal line
};

}  // namespace

DecisionTree buildDecisionTree(Solver& solver, const Position& pos, const Query& query,
                               const TreeOptions& options, const SearchLimits& limits) {
    return TreeBuilder(solver, query, options, limits).build(pos);
}

}  // namespace bornes
