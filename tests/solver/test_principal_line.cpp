// SPDX-License-Identifier: Apache-2.0
// The principal line's rule (principal_line.h): the side that wins the question settles it
// in the fewest moves of S, the side that loses holds out for the most — checked on
// puzzles whose shortest win or longest defence is known by hand, and against a plain
// minimax of (value, moves of S) on small random positions; the decision tree draws the
// solver's line bold.
#include <gtest/gtest.h>

#include <algorithm>

#include "analysis/decision_tree.h"
#include "engine/movegen.h"
#include "engine/position_setup.h"
#include "plain_search.h"
#include "random_positions.h"
#include "scene.h"
#include "solver/search.h"

namespace bornes {
namespace {

Solution solveWithLine(const Position& p, const Query& q) {
    Solver solver(std::size_t{4} << 20);
    SolveRequest request;
    request.query = q;
    const Solution s = solver.solve(p, request);
    EXPECT_TRUE(s.solved && s.lineComplete && s.lineQuickest);
    return s;
}

// Side A at 900 km with a 25 and a 100, the pile empty: the 100 wins at once — not the 25
// now and the 100 later (the bold line once discarded the 25).
TEST(PrincipalLine, TheQuickestWinPlaysTheFinishingCardAtOnce) {
    PositionSetup setup;
    setup.table = Table::of(Form::Four);
    setup.hands[0] = {Card::D25, Card::D100};
    setup.hands[1] = {Card::Gasoline};
    setup.hands[2] = {Card::Gasoline};
    setup.hands[3] = {Card::Gasoline};
    setup.sides[0].battleTop = Card::Roll;
    setup.sides[0].distance = {Card::D200, Card::D200, Card::D100, Card::D100,
                               Card::D100, Card::D100, Card::D100};
    setup.sides[1].battleTop = Card::Roll;
    setup.sides[1].distance = {Card::D100};
    const Position p = test::builtPosition(setup);
    for (Question question : {Question::Reach, Question::Score, Question::Couronnement}) {
        const Solution s = solveWithLine(p, Query{question, 0, {}});
        ASSERT_FALSE(s.line.empty());
        EXPECT_EQ(s.line.front(), Move::play(Card::D100)) << static_cast<int>(question);
        EXPECT_EQ(s.lineMovesOfS, 1) << static_cast<int>(question);
    }
}

// 200 km to go with two 100s and a 200: the 200 at once, not the two 100s (though a 100
// comes first in the generator's order).
TEST(PrincipalLine, TheFewestCards) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.hands[0] = {Card::D100, Card::D100, Card::D200, Card::Gasoline};
    setup.hands[1] = {Card::Gasoline, Card::Gasoline, Card::Gasoline, Card::Gasoline};
    setup.sides[0].battleTop = Card::Roll;
    setup.sides[0].distance = {Card::D200, Card::D100, Card::D100, Card::D100};
    setup.sides[1].battleTop = Card::Roll;
    setup.sides[1].distance = {Card::D25};
    const Position p = test::builtPosition(setup);
    const Solution s = solveWithLine(p, Query{});
    EXPECT_EQ(s.value, 1);
    EXPECT_EQ(s.lineMovesOfS, 1);
    // The 200, and the allonge declined: S has reached (R18).
    EXPECT_EQ(s.line, (std::vector<Move>{Move::play(Card::D200), Move::declineAllonge()}));
}

// P2 cannot stop P1 for good, but its Stop costs P1 a move (the Roll): the longest defence
// plays it, where any other move would let P1 finish at once.
TEST(PrincipalLine, TheLongestDefence) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.toMove = 1;
    setup.hands[0] = {Card::D100, Card::Roll};
    setup.hands[1] = {Card::Stop, Card::Gasoline, Card::Gasoline};
    setup.sides[0].battleTop = Card::Roll;
    setup.sides[0].distance = {Card::D200, Card::D200, Card::D100, Card::D100};
    setup.sides[1].battleTop = Card::Roll;
    setup.sides[1].distance = {Card::D25};
    const Position p = test::builtPosition(setup);
    const Solution s = solveWithLine(p, Query{});
    EXPECT_EQ(s.value, 1);
    ASSERT_FALSE(s.line.empty());
    EXPECT_EQ(s.line.front(), Move::attack(Card::Stop, 0));
    EXPECT_EQ(s.lineMovesOfS, 2);  // the Roll, then the 100
}

// A lost hand: S (P1) holds out longest by stopping P2, who needs a Roll before its 100.
TEST(PrincipalLine, TheLoserHoldsOutLongest) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.hands[0] = {Card::Stop, Card::Gasoline, Card::Gasoline};
    setup.hands[1] = {Card::D100, Card::Roll};
    setup.sides[1].battleTop = Card::Roll;
    setup.sides[1].distance = {Card::D200, Card::D200, Card::D100, Card::D100};
    const Position p = test::builtPosition(setup);
    const Solution s = solveWithLine(p, Query{});
    EXPECT_EQ(s.value, 0);
    ASSERT_FALSE(s.line.empty());
    EXPECT_EQ(s.line.front(), Move::attack(Card::Stop, 1));
    EXPECT_EQ(s.lineMovesOfS, 2);  // the Stop, then a discard while P2 rolls again
}

// The rule by plain minimax: (settled for the winner, fewest moves of S) for the winner,
// the most for the loser, among the moves that keep the value.
class PlainLine {
  public:
    PlainLine(const Query& q, int value) : q_(q), value_(value) {
        sWins_ = q.boolean() ? value == 1 : value > 0;
    }

    // Moves of S to the settling moment under the rule.
    int length(const Position& p) {
        if (++nodes_ > 2'000'000) return -1000;
        int v = 0;
        if (p.over() || settledEarly(p, q_, v)) return 0;
        const bool sMoves = p.table().sideOf(p.toMove()) == q_.side;
        const bool winnerMoves = sMoves == sWins_;
        int best = winnerMoves ? 1 << 20 : -1;
        for (Move m : legalMoves(p)) {
            Position child = p;
            child.apply(m);
            test::PlainSearch plain(q_, 2'000'000);
            if (plain.value(child) != value_) continue;
            const int n = length(child) + (sMoves ? 1 : 0);
            best = winnerMoves ? std::min(best, n) : std::max(best, n);
        }
        return best;
    }
    bool tooBig() const { return nodes_ > 2'000'000; }

  private:
    Query q_;
    int value_;
    bool sWins_ = false;
    std::uint64_t nodes_ = 0;
};

TEST(PrincipalLine, LengthAgainstThePlainSearch) {
    Rng rng(612);
    int checked = 0;
    for (int i = 0; i < 3000 && checked < 150; ++i) {
        test::ConstructedShape shape;
        shape.table = test::randomTable(rng);
        shape.maxHand = 3;
        shape.pileSize = rng.below(4) == 0 ? 1 : 0;
        shape.kindsPerHand = 1 + static_cast<int>(rng.below(2));
        const std::optional<Position> p = test::constructedPosition(shape, rng);
        if (!p || p->over()) continue;
        Query q;
        q.question = static_cast<Question>(rng.below(kQuestions));
        q.side = static_cast<int>(rng.below(static_cast<std::uint32_t>(p->table().sides)));
        test::PlainSearch plain(q, 20'000);
        const std::optional<int> v = plain.value(*p);
        if (!v) continue;
        PlainLine rule(q, *v);
        const int want = rule.length(*p);
        if (rule.tooBig()) continue;
        ++checked;
        const Solution s = solveWithLine(*p, q);
        ASSERT_EQ(s.value, *v);
        EXPECT_EQ(s.lineMovesOfS, want) << "try " << i;
        // The line's moves of S, counted to the moment it settles the question.
        Position at = *p;
        int movesOfS = 0, settledValue = 0;
        for (Move m : s.line) {
            if (settledEarly(at, q, settledValue)) break;
            movesOfS += at.table().sideOf(at.toMove()) == q.side;
            at.apply(m);
        }
        EXPECT_EQ(movesOfS, s.lineMovesOfS);
    }
    EXPECT_GE(checked, 150);
}

// The decision tree's bold line is the solver's principal line, move for move, to its end
// whatever the depth and the moves drawn at a decision (bornes-tree's defaults are 3 and 3):
// --depth bounds only the moves off the line.
TEST(PrincipalLine, TheTreeDrawsTheSolversLine) {
    Rng rng(77);
    int compared = 0;
    for (int i = 0; i < 2000 && compared < 60; ++i) {
        test::ConstructedShape shape;
        shape.table = test::randomTable(rng);
        shape.maxHand = 3;
        shape.kindsPerHand = 1 + static_cast<int>(rng.below(2));
        const std::optional<Position> p = test::constructedPosition(shape, rng);
        if (!p || p->over()) continue;
        Query q;
        q.question = static_cast<Question>(rng.below(kQuestions));
        q.side = static_cast<int>(rng.below(static_cast<std::uint32_t>(p->table().sides)));
        Solver solver(std::size_t{4} << 20);
        TreeOptions options;
        options.collapseForced = rng.below(2);
        options.depth = static_cast<int>(rng.below(4));
        options.maxChildren = static_cast<int>(rng.below(4));
        options.maxNodes = 5000;
        const DecisionTree tree = buildDecisionTree(solver, *p, q, options, {});
        if (tree.status != TreeStatus::Complete) continue;
        std::vector<Move> bold;
        for (const TreeNode* at = &tree.nodes.front(); !at->edges.empty();) {
            const auto principal = std::find_if(at->edges.begin(), at->edges.end(),
                                                [](const TreeEdge& e) { return e.principal; });
            if (principal == at->edges.end()) break;
            bold.insert(bold.end(), principal->moves.begin(), principal->moves.end());
            at = &tree.nodes[static_cast<std::size_t>(principal->child)];
        }
        const Solution s = solveWithLine(*p, q);
        std::vector<Move> line = s.line;
        // The tree stops at S's allonge decision when it settles the question.
        if (!line.empty() && line.back() == Move::declineAllonge() &&
            bold.size() + 1 == line.size())
            line.pop_back();
        EXPECT_EQ(bold, line) << "try " << i;
        ++compared;
    }
    EXPECT_GE(compared, 60);
}

}  // namespace
}  // namespace bornes
