// SPDX-License-Identifier: Apache-2.0
// Each question's row of traits (solver/question.h) against what the question is: the plain
// search (plain_search.h) reads each question from its definition, and where a trait says
// how a position is answered, the plain value and the solver's quick bounds must agree.
#include <gtest/gtest.h>

#include <optional>

#include "engine/position_setup.h"
#include "plain_search.h"
#include "random_positions.h"
#include "solver/bounds.h"
#include "solver/question.h"
#include "solver/race.h"
#include "solver/search_state.h"

namespace bornes {
namespace {

std::vector<Question> everyQuestion() {
    std::vector<Question> all;
    for (int i = 0; i < kQuestions; ++i) all.push_back(static_cast<Question>(i));
    return all;
}

TEST(QuestionTraits, EachKeywordNamesItsQuestion) {
    for (Question q : everyQuestion()) {
        EXPECT_EQ(questionOfKeyword(questionTraits(q).keyword), q) << questionTraits(q).keyword;
        EXPECT_EQ(Query{q}.boolean(), questionTraits(q).yesNo);
    }
    EXPECT_EQ(questionOfKeyword("crown"), std::nullopt);
}

// Two players, target 700: P1 (side A) to move at 650 km rolling, holding a 50; P2 at 675
// rolling, holding a 25. P1 ends the hand now or P2 does on its turn: no waiting for the pile
// to run out. `pile` cards left in the pile (junk for both).
Position finishNowOrNever(int pile) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.toMove = 0;
    setup.hands[0] = {Card::D50,      Card::Gasoline, Card::Gasoline, Card::Gasoline,
                      Card::Gasoline, Card::Gasoline, Card::Gasoline};
    setup.hands[1] = {Card::D25,       Card::SpareTire, Card::SpareTire,
                      Card::SpareTire, Card::SpareTire, Card::SpareTire};
    if (pile == 0) setup.hands[0].resize(1), setup.hands[1].resize(1);
    for (int i = 0; i < pile; ++i) setup.pile.push_back(Card::Repairs);
    setup.sides[0].battleTop = Card::Roll;
    setup.sides[0].distance = {Card::D200, Card::D200, Card::D100, Card::D100, Card::D50};
    setup.sides[1].battleTop = Card::Roll;
    setup.sides[1].distance = {Card::D200, Card::D200, Card::D100, Card::D100, Card::D75};
    setup.discardTheRest();
    const SetupResult built = buildPosition(setup);
    EXPECT_TRUE(built.position) << built.error;
    return *built.position;
}

// The finish trait: S's win now answers yes exactly when the plain search says so (reach:
// always; couronnement: only with the pile empty, R6), and the quick bounds settle it then
// and never claim a yes otherwise. S wins the race there too: a question whose traits say
// the race proves a yes must be a yes. Mutant: a couronnement's finish `Yes`.
TEST(QuestionTraits, AWinNowAnswersAsItsFinishSays) {
    for (int pile : {0, 2}) {
        const Position p = finishNowOrNever(pile);
        const SearchDeal deal = SearchDeal::of(p);
        const SearchState s(p, deal);
        ASSERT_TRUE(canFinishNow(s)) << "pile " << pile;
        for (Question question : everyQuestion()) {
            const QuestionTraits& t = questionTraits(question);
            const Query q{question, 0, {}};
            test::PlainSearch plain(q, 10'000'000);
            const std::optional<int> v = plain.value(p);
            ASSERT_TRUE(v) << t.keyword << ", pile " << pile;
            const ValueBounds b = quickBounds(s, q);
            EXPECT_LE(b.lower, *v) << t.keyword << ", pile " << pile;
            EXPECT_GE(b.upper, *v) << t.keyword << ", pile " << pile;
            if (!t.yesNo) continue;
            ASSERT_TRUE(winsTheRace(s, 0)) << "pile " << pile;
            if (t.raceProvesYes) {
                EXPECT_EQ(*v, 1) << t.keyword << ", pile " << pile;
            }
            EXPECT_EQ(finishAnswersYes(t.finish, pile), *v == 1) << t.keyword << ", pile " << pile;
            EXPECT_EQ(b.lower == 1, *v == 1) << t.keyword << ", pile " << pile;
        }
    }
}

// The race trait, on small random races of two players: where the traits say a won race
// proves a yes, every race S wins is a yes (AWinNowAnswersAsItsFinishSays shows a won race
// that is no couronnement).
TEST(QuestionTraits, AWonRaceProvesAYesAsTheTraitsSay) {
    Rng rng(1794);
    std::array<int, kQuestions> wonRaces{};
    for (int i = 0, checked = 0; i < 20000 && checked < 60; ++i) {
        test::ConstructedShape shape;
        shape.table = Table::of(Form::Two);
        shape.pileSize = 1 + static_cast<int>(rng.below(2));
        shape.race = true;
        const std::optional<Position> p = test::constructedPosition(shape, rng);
        if (!p) continue;
        const SearchDeal deal = SearchDeal::of(*p);
        const SearchState s(*p, deal);
        const int side = static_cast<int>(rng.below(2));
        if (!winsTheRace(s, side)) continue;
        for (Question question : everyQuestion()) {
            const QuestionTraits& t = questionTraits(question);
            if (!t.yesNo) continue;
            test::PlainSearch plain(Query{question, side, {}}, 50'000);
            const std::optional<int> v = plain.value(*p);
            if (!v) continue;
            ++checked;
            ++wonRaces[static_cast<std::size_t>(question)];
            if (t.raceProvesYes) {
                ASSERT_EQ(*v, 1) << t.keyword << ", try " << i;
            }
        }
    }
    for (Question question : everyQuestion()) {
        const QuestionTraits& t = questionTraits(question);
        if (!t.yesNo) continue;
        const auto n = static_cast<std::size_t>(question);
        EXPECT_GT(wonRaces[n], 10) << t.keyword;
    }
}

}  // namespace
}  // namespace bornes
