// SPDX-License-Identifier: Apache-2.0
// Players, sides, targets (RULES.md §2, R17).
#include <gtest/gtest.h>

#include "engine/form.h"

namespace bornes {
namespace {

TEST(Table, FormsOfTheBooks) {
    struct Row {
        Form form;
        int players, sides, target;
        bool allonge;
        int deck;
    };
    for (Row r :
         {Row{Form::Two, 2, 2, 700, true, 101}, Row{Form::Three, 3, 3, 700, true, 101},
          Row{Form::Four, 4, 2, 1000, false, 106}, Row{Form::SixThreeTeams, 6, 3, 700, true, 106},
          Row{Form::SixTwoTeams, 6, 2, 1000, false, 106}}) {
        const Table t = Table::of(r.form);
        EXPECT_EQ(t.players, r.players);
        EXPECT_EQ(t.sides, r.sides);
        EXPECT_EQ(t.target, r.target);
        EXPECT_EQ(t.allonge, r.allonge);
        EXPECT_EQ(t.deckSize(), r.deck);
    }
}

TEST(Table, PartnersAlternateAroundTheTable) {
    // 4 players: partners face each other (0 & 2, 1 & 3).
    const Table four = Table::of(Form::Four);
    EXPECT_EQ(four.sideOf(0), four.sideOf(2));
    EXPECT_EQ(four.sideOf(1), four.sideOf(3));
    EXPECT_NE(four.sideOf(0), four.sideOf(1));
    // 6 players as three teams: A B C A' B' C'.
    const Table six = Table::of(Form::SixThreeTeams);
    for (int seat = 0; seat < 3; ++seat) EXPECT_EQ(six.sideOf(seat), six.sideOf(seat + 3));
    EXPECT_NE(six.sideOf(0), six.sideOf(1));
    EXPECT_NE(six.sideOf(1), six.sideOf(2));
    // R17: two teams of three sit alternately, seat s on team s mod 2.
    const Table twoTeams = Table::of(Form::SixTwoTeams);
    for (int seat = 0; seat < 6; ++seat) EXPECT_EQ(twoTeams.sideOf(seat), seat % 2);
    // Individuals are their own side.
    for (int seat = 0; seat < 3; ++seat) EXPECT_EQ(Table::of(Form::Three).sideOf(seat), seat);
    EXPECT_FALSE(Table::of(Form::Two).isTeamGame());
    EXPECT_TRUE(six.isTeamGame());
}

TEST(Table, ForPlayers) {
    EXPECT_EQ(Table::forPlayers(6)->form, Form::SixThreeTeams);
    EXPECT_EQ(Table::forPlayers(2)->form, Form::Two);
    EXPECT_FALSE(Table::forPlayers(5));
    EXPECT_FALSE(Table::forPlayers(1));
}

TEST(Table, OtherTargets) {
    const auto t = Table::of(Form::Two).withTarget(1000);
    ASSERT_TRUE(t);
    EXPECT_EQ(t->target, 1000);
    EXPECT_FALSE(t->allonge);  // nothing to extend to
    EXPECT_TRUE(Table::of(Form::Two).withTarget(500)->allonge);
    EXPECT_FALSE(
        Table::of(Form::Four).withTarget(700)->allonge);  // allonge is not played in teams of two
    EXPECT_FALSE(Table::of(Form::Four).withTarget(1010));
    EXPECT_FALSE(Table::of(Form::Four).withTarget(710));
    EXPECT_FALSE(Table::of(Form::Four).withTarget(0));
}

TEST(Table, FormNames) {
    for (Form f : {Form::Two, Form::Three, Form::Four, Form::SixThreeTeams, Form::SixTwoTeams})
        EXPECT_EQ(parseForm(formName(f)), f);
    EXPECT_FALSE(parseForm("5"));
}

}  // namespace
}  // namespace bornes
