// SPDX-License-Identifier: Apache-2.0
// The solver against a plain exhaustive minimax written separately (support/plain_search.h:
// no table, no pruning, no bounds, no merged moves). On thousands of small random positions
// of every form — played by self-play or built card by card, the pile empty or not, at a
// turn, a coup-fourré window or an allonge decision — every question gets the same answer
// from both, for a random side, under both rulesets (and the no-100-no-200 option). For a
// share of them the value of every root move, the best moves and the principal line are
// checked too; and each technique of the solver, turned off alone, changes no answer.
#include <gtest/gtest.h>

#include <iostream>
#include <string>

#include "engine/movegen.h"
#include "engine/rules.h"
#include "engine/scoring.h"
#include "plain_search.h"
#include "random_positions.h"
#include "solver/search.h"

namespace bornes {
namespace {

constexpr std::uint64_t kPlainBudget = 100'000;  // positions bigger than this are skipped

struct Category {
    const char* name;
    Form form;
    int pileSize;
    Phase phase;
    bool constructed;  // built card by card (else played by self-play)
    int positions;     // how many positions the plain search must settle
};

// With the pile empty, hands as large as the plain search can still settle.
int maxHandFor(Form form) {
    switch (form) {
        case Form::Two:
            return 6;
        case Form::Three:
            return 5;
        case Form::Four:
            return 4;
        default:
            return 3;
    }
}

std::string describeCase(const Position& p, const Query& q) {
    const char* names[] = {"reach", "couronnement", "score"};
    std::string text = std::string(names[static_cast<int>(q.question)]) + " for side " +
                       static_cast<char>('A' + q.side) + ", form " +
                       std::string(formName(p.table().form)) + ", target " +
                       std::to_string(p.table().target) + ", pile " + std::to_string(p.pileSize()) +
                       ", phase " + std::to_string(static_cast<int>(p.phase()));
    return text;
}

std::optional<Position> makePosition(const Category& c, Rng& rng) {
    Table table = test::randomTable(rng);
    while (table.form != c.form) table = test::randomTable(rng);
    if (c.constructed) {
        test::ConstructedShape shape;
        shape.table = table;
        shape.pileSize = c.pileSize;
        shape.kindsPerHand = c.pileSize > 0 ? 1 + static_cast<int>(rng.below(2)) : 0;
        shape.maxHand = maxHandFor(c.form);
        shape.phase = c.phase;
        return test::constructedPosition(shape, rng);
    }
    test::PositionShape shape;
    shape.table = table;
    shape.pileSize = c.pileSize;
    shape.handCards = c.pileSize > 0 ? 0 : maxHandFor(c.form) * table.players / 2;
    shape.phase = c.phase;
    return test::randomPosition(shape, rng);
}

// The root moves, the best moves and the line of a solution, checked with the plain search.
void checkDetails(const Position& p, const Query& q, const Solution& s, int value) {
    const std::string what = describeCase(p, q);
    const MoveList legal = legalMoves(p);
    ASSERT_EQ(static_cast<int>(s.moves.size()), legal.size()) << what;
    const bool maximising = p.table().sideOf(p.toMove()) == q.side;
    std::vector<Move> best;
    for (int i = 0; i < legal.size(); ++i) {
        Position child = p;
        child.apply(legal[i]);
        test::PlainSearch plain(q, ~0ull);
        const int childValue = *plain.value(child);
        ASSERT_EQ(s.moves[static_cast<std::size_t>(i)].move, legal[i]) << what;
        ASSERT_TRUE(s.moves[static_cast<std::size_t>(i)].known) << what;
        EXPECT_EQ(s.moves[static_cast<std::size_t>(i)].value, childValue)
            << what << ", root move " << i;
        if (childValue == value) best.push_back(legal[i]);
        EXPECT_TRUE(maximising ? childValue <= value : childValue >= value) << what;
    }
    EXPECT_EQ(s.best, best) << what;
    // The line is legal, and it keeps the value all the way: every position on it has it.
    ASSERT_TRUE(s.lineComplete);
    Position at = p;
    for (Move m : s.line) {
        ASSERT_TRUE(isLegal(at, m)) << what;
        at.apply(m);
        test::PlainSearch plain(q, ~0ull);
        ASSERT_EQ(*plain.value(at), value) << what << ": the line leaves the value";
    }
    // It ends where the hand ends, or, for reach, where S has reached.
    EXPECT_TRUE(at.over() || (q.question == Question::Reach && at.reached(q.side))) << what;
    if (q.question == Question::Score && at.over()) {
        const HandScore score = scoreHand(at, q.rules);
        int opponents = -1000000;
        for (int side = 0; side < p.table().sides; ++side)
            if (side != q.side) opponents = std::max(opponents, score.total(side));
        EXPECT_EQ(score.total(q.side) - opponents, value)
            << what << ": the line of best play scores the value";
    }
}

class SolverAgainstPlainSearch : public ::testing::TestWithParam<Category> {};

TEST_P(SolverAgainstPlainSearch, SameAnswers) {
    const Category& c = GetParam();
    Rng rng(static_cast<std::uint64_t>(c.form) * 1000 +
            static_cast<std::uint64_t>(c.pileSize) * 10 + static_cast<std::uint64_t>(c.phase) +
            (c.constructed ? 7 : 0));
    Solver solver(std::size_t{4} << 20);
    int settled = 0, tried = 0, yes = 0;
    std::uint64_t plainNodes = 0;
    std::array<int, kQuestions> asked{};
    while (settled < c.positions && tried < std::max(2000, 40 * c.positions)) {
        ++tried;
        const std::optional<Position> p = makePosition(c, rng);
        if (!p) continue;
        const Query q = test::randomQuery(rng, *p);
        test::PlainSearch plain(q, kPlainBudget);
        const std::optional<int> expected = plain.value(*p);
        if (!expected) continue;
        ++settled;
        plainNodes += plain.nodes();
        ++asked[static_cast<std::size_t>(q.question)];
        yes += *expected > 0;
        SolveRequest request;
        request.query = q;
        const bool details = settled % 4 == 0;
        request.allMoves = request.bestMoves = request.line = details;
        const Solution s = solver.solve(*p, request);
        ASSERT_TRUE(s.solved);
        ASSERT_EQ(s.value, *expected) << describeCase(*p, q);
        if (details) checkDetails(*p, q, s, *expected);
        if (HasFatalFailure()) return;
    }
    std::cout << c.name << ": " << settled << " positions of " << tried << " tried, " << yes
              << " yes, plain nodes "
              << (settled ? plainNodes / static_cast<std::uint64_t>(settled) : 0)
              << " on average\n";
    EXPECT_EQ(settled, c.positions) << "the generator made too few small positions";
    if (c.positions < 20) return;  // too few to ask for variety
    for (int n : asked) EXPECT_GT(n, 0) << "every question is asked";
    EXPECT_GT(yes, 0) << "some answers are yes (or positive)";
    EXPECT_LT(yes, settled) << "some answers are no (or not positive)";
}

// Each category: a form, the pile, the decision, how the position is made, how many.
const Category kCategories[] = {
    {"two_playout_turn", Form::Two, 0, Phase::Turn, true, 250},
    {"two_playout_cf", Form::Two, 0, Phase::CoupFourre, true, 150},
    {"two_playout_allonge", Form::Two, 0, Phase::Allonge, true, 100},
    {"two_selfplay", Form::Two, 0, Phase::Turn, false, 100},
    {"two_pile1", Form::Two, 1, Phase::Turn, true, 80},
    {"two_pile2_cf", Form::Two, 2, Phase::CoupFourre, true, 30},
    {"two_pile1_allonge", Form::Two, 1, Phase::Allonge, true, 30},
    {"three_playout_turn", Form::Three, 0, Phase::Turn, true, 200},
    {"three_playout_cf", Form::Three, 0, Phase::CoupFourre, true, 100},
    {"three_playout_allonge", Form::Three, 0, Phase::Allonge, true, 100},
    {"three_selfplay", Form::Three, 0, Phase::Turn, false, 60},
    {"three_pile1", Form::Three, 1, Phase::Turn, true, 30},
    {"four_playout_turn", Form::Four, 0, Phase::Turn, true, 250},
    {"four_playout_cf", Form::Four, 0, Phase::CoupFourre, true, 150},
    {"four_selfplay", Form::Four, 0, Phase::Turn, false, 100},
    {"four_pile1", Form::Four, 1, Phase::Turn, true, 25},
    {"six_playout_turn", Form::SixThreeTeams, 0, Phase::Turn, true, 200},
    {"six_playout_cf", Form::SixThreeTeams, 0, Phase::CoupFourre, true, 100},
    {"six_playout_allonge", Form::SixThreeTeams, 0, Phase::Allonge, true, 80},
    {"six_selfplay", Form::SixThreeTeams, 0, Phase::Turn, false, 40},
    {"six_pile1", Form::SixThreeTeams, 1, Phase::Turn, true, 5},
    {"six2x3_playout_turn", Form::SixTwoTeams, 0, Phase::Turn, true, 200},
    {"six2x3_playout_cf", Form::SixTwoTeams, 0, Phase::CoupFourre, true, 100},
    {"six2x3_selfplay", Form::SixTwoTeams, 0, Phase::Turn, false, 40},
    {"six2x3_pile1", Form::SixTwoTeams, 1, Phase::Turn, true, 5},
};

INSTANTIATE_TEST_SUITE_P(Positions, SolverAgainstPlainSearch, ::testing::ValuesIn(kCategories),
                         [](const ::testing::TestParamInfo<Category>& param) {
                             return std::string(param.param.name);
                         });

// Each technique turned off alone changes no answer (they are exact, not heuristics).
TEST(SolverTechniques, EachCanBeTurnedOffWithoutChangingAnAnswer) {
    const SearchOptions variants[] = {{false, true, true, true},
                                      {true, false, true, true},
                                      {true, true, false, true},
                                      {true, true, true, false}};
    Rng rng(2026);
    int settled = 0;
    const Category c{"mixed", Form::Four, 0, Phase::Turn, true, 0};
    for (int i = 0; i < 4000 && settled < 300; ++i) {
        Category pick = c;
        constexpr Form kForms[] = {Form::Two, Form::Three, Form::Four, Form::SixThreeTeams,
                                   Form::SixTwoTeams};
        pick.form = kForms[rng.below(5)];
        pick.phase = static_cast<Phase>(rng.below(3));
        pick.pileSize = rng.below(4) == 0 ? 1 : 0;
        const std::optional<Position> p = makePosition(pick, rng);
        if (!p) continue;
        const Query q = test::randomQuery(rng, *p);
        test::PlainSearch plain(q, kPlainBudget);
        const std::optional<int> expected = plain.value(*p);
        if (!expected) continue;
        ++settled;
        for (const SearchOptions& options : variants) {
            Solver solver(std::size_t{1} << 20, options);
            SolveRequest request;
            request.query = q;
            request.line = request.bestMoves = false;
            const Solution s = solver.solve(*p, request);
            ASSERT_EQ(s.value, *expected)
                << describeCase(*p, q) << " with table " << options.table << ", bounds "
                << options.bounds << ", merge " << options.merge << ", order " << options.order;
        }
    }
    EXPECT_EQ(settled, 300);
}

}  // namespace
}  // namespace bornes
