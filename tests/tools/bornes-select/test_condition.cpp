// SPDX-License-Identifier: Apache-2.0
// The conditions of bornes-select (tools/bornes-select/condition.h): how they bind, and each
// mistake at its column with its code. What each field keeps is checked against a selection
// made from the replay's JSON (tests/tools/bornes-select/check_select.py).
#include <gtest/gtest.h>

#include "bornes-select/condition.h"
#include "bornes-select/fields.h"

namespace bornes::formats {
namespace {

// "column code" of the mistake, or "ok".
std::string mistakeOf(std::string_view text) {
    Diagnostic problem;
    if (parseCondition(text, problem)) return "ok";
    return std::to_string(problem.where.column) + " " + std::string(messageCode(problem.what.id));
}

// The condition's shape, as a Lisp would print it: (or (and a b) c).
std::string shapeOf(const Condition& c) {
    if (c.kind == Condition::Kind::Test) return std::to_string(static_cast<int>(c.field));
    std::string s = c.kind == Condition::Kind::And  ? "(and"
                    : c.kind == Condition::Kind::Or ? "(or"
                                                    : "(not";
    for (const Condition& o : c.operands) s += " " + shapeOf(o);
    return s + ")";
}

std::string shapeOf(std::string_view text) {
    Diagnostic problem;
    const std::optional<Condition> c = parseCondition(text, problem);
    return c ? shapeOf(*c) : "mistake";
}

TEST(Condition, NotBindsTightestThenAndThenOr) {
    // Player 0, Couronnement 15, Capot 16, Players 5.
    EXPECT_EQ(shapeOf("player = a or capot and couronnement"), "(or 0 (and 16 15))");
    EXPECT_EQ(shapeOf("(player = a or capot) and couronnement"), "(and (or 0 16) 15)");
    EXPECT_EQ(shapeOf("not capot and couronnement"), "(and (not 16) 15)");
    EXPECT_EQ(shapeOf("non (capot ou couronnement) et joueurs = 4"), "(and (not (or 16 15)) 5)");
    EXPECT_EQ(shapeOf("capot and couronnement and players = 4"), "(and 16 15 5)");
}

TEST(Condition, FieldsInEitherLanguageAnyCaseAccentsAndPlurals) {
    for (const char* text : {"coup-fourre", "Coup-Fourré", "coups_fourres", "COUPS-FOURRÉS"})
        EXPECT_EQ(shapeOf(text), "17") << text;
    EXPECT_EQ(shapeOf("Évènement ~ club"), shapeOf("event ~ club"));
    EXPECT_EQ(shapeOf("avance-perdue >= 300"), shapeOf("lead-lost >= 300"));
    EXPECT_EQ(shapeOf("gagnant-partie = Anne"), shapeOf("game-winner = Anne"));
}

// "by WHO" after score and the counts: who scored them.
Scorer scorerOf(std::string_view text) {
    Diagnostic problem;
    const std::optional<Condition> c = parseCondition(text, problem);
    EXPECT_TRUE(c) << text;
    return c ? c->by : Scorer{};
}

TEST(Condition, ByNamesWhoScored) {
    EXPECT_EQ(scorerOf("capot").kind, Scorer::Kind::Anyone);
    EXPECT_EQ(scorerOf("couronnement by winner").kind, Scorer::Kind::Winner);
    EXPECT_EQ(scorerOf("couronnement par Gagnant").kind, Scorer::Kind::Winner);
    EXPECT_EQ(scorerOf("capot by loser >= 2").kind, Scorer::Kind::Loser);
    EXPECT_EQ(scorerOf("capot par gagnant-partie").kind, Scorer::Kind::GameWinner);
    EXPECT_EQ(scorerOf("score by b > 3000").kind, Scorer::Kind::Side);
    EXPECT_EQ(scorerOf("score by b > 3000").side, 1);
    const Scorer anne = scorerOf("coup-fourre by Anaïs >= 2");
    EXPECT_EQ(anne.kind, Scorer::Kind::Player);
    EXPECT_EQ(anne.name, "anais");
    // In quotes, always a name: a player called "A" or "Winner".
    EXPECT_EQ(scorerOf("capot by \"A\"").kind, Scorer::Kind::Player);
    EXPECT_EQ(scorerOf("capot by \"Winner\"").name, "winner");
    // The comparison after the name still applies.
    Diagnostic problem;
    const std::optional<Condition> c = parseCondition("safety by Anne > 4 and capot", problem);
    ASSERT_TRUE(c);
    EXPECT_EQ(c->operands.front().number, 4);
    EXPECT_EQ(c->operands.front().comparison, Comparison::Greater);
}

TEST(Condition, ByOnlyWhereASideScores) {
    EXPECT_EQ(mistakeOf("turns by winner > 3"), "7 condition-not-by-side");
    EXPECT_EQ(mistakeOf("player by winner = Anne"), "8 condition-not-by-side");
    EXPECT_EQ(mistakeOf("capot by"), "7 condition-needs-scorer");
    EXPECT_EQ(mistakeOf("capot by >= 2"), "10 condition-needs-scorer");
    EXPECT_EQ(mistakeOf("capot by \"\""), "10 condition-needs-scorer");
}

TEST(Condition, TheFieldsListedInEachLanguage) {
    const std::string english = fieldNames(Language::English);
    const std::string french = fieldNames(Language::French);
    EXPECT_NE(english.find("player, event, site, date"), std::string::npos) << english;
    EXPECT_NE(english.find("game-winner"), std::string::npos) << english;
    EXPECT_NE(french.find("joueur, événement, lieu, date, règles"), std::string::npos) << french;
    EXPECT_NE(french.find("gagnant-partie"), std::string::npos) << french;
    // Every name listed is a field the parser takes.
    for (const std::string& list : {english, french}) {
        std::size_t from = 0;
        while (from < list.size()) {
            std::size_t to = list.find(", ", from);
            if (to == std::string::npos) to = list.size();
            std::string name = list.substr(from, to - from);
            if (name.starts_with("tag:")) name = "tag:Generator";
            EXPECT_EQ(mistakeOf(name + " = 1").find("unknown-field"), std::string::npos) << name;
            from = to + 2;
        }
    }
}

TEST(Condition, EachMistakeAtItsColumn) {
    EXPECT_EQ(mistakeOf(""), "1 condition-empty");
    EXPECT_EQ(mistakeOf("   "), "1 condition-empty");
    EXPECT_EQ(mistakeOf("playr = Anne"), "1 condition-unknown-field");
    EXPECT_EQ(mistakeOf("capot and and"), "11 condition-expected-test");
    EXPECT_EQ(mistakeOf("player"), "1 condition-needs-comparison");
    EXPECT_EQ(mistakeOf("player ="), "9 condition-needs-value");  // at the end
    EXPECT_EQ(mistakeOf("hands >= (3)"), "10 condition-needs-value");
    EXPECT_EQ(mistakeOf("hands >= three"), "10 condition-not-number");
    EXPECT_EQ(mistakeOf("hands >= 1000001"), "10 condition-not-number");
    EXPECT_EQ(mistakeOf("players = 5"), "11 condition-not-choice");
    EXPECT_EQ(mistakeOf("ruleset = bridge"), "11 condition-not-choice");
    EXPECT_EQ(mistakeOf("result = e"), "10 condition-not-choice");
    EXPECT_EQ(mistakeOf("date = 26.03"), "8 condition-not-date");
    EXPECT_EQ(mistakeOf("date = 2026.13"), "8 condition-not-date");
    EXPECT_EQ(mistakeOf("date = 2026.02.30"), "8 condition-not-date");
    EXPECT_EQ(mistakeOf("date = 2026.3"), "ok");  // a month of one digit (issue 30)
    EXPECT_EQ(mistakeOf("date = 2026.??.15"), "8 condition-not-date");  // every part known
    EXPECT_EQ(mistakeOf("hands >= 00000004"), "ok");  // leading zeros, however many
    EXPECT_EQ(mistakeOf("player = Ann\xE9 and capot"), "13 condition-invalid-utf8");
    EXPECT_EQ(mistakeOf("joueur = Zoé \xFF"), "14 condition-invalid-utf8");
    EXPECT_EQ(mistakeOf("date ~ 2026"), "6 condition-not-comparable");
    EXPECT_EQ(mistakeOf("result < a"), "8 condition-not-comparable");
    EXPECT_EQ(mistakeOf("players > 6x2x3"), "9 condition-not-comparable");
    EXPECT_EQ(mistakeOf("event = \"Club"), "9 condition-quote-not-closed");
    EXPECT_EQ(mistakeOf("(capot or allonge"), "1 condition-paren-not-closed");
    EXPECT_EQ(mistakeOf("capot)"), "6 condition-unexpected");
    EXPECT_EQ(mistakeOf("capot allonge"), "7 condition-unexpected");
    // Columns count characters: the caret lines up under a name with accents.
    EXPECT_EQ(mistakeOf("joueur = Zoé et date ~ 2026"), "22 condition-not-comparable");
}

TEST(Condition, DeepOrHugeConditionsAreRefusedOrReadWithoutHarm) {
    EXPECT_EQ(mistakeOf(std::string(100, '(') + "capot" + std::string(100, ')')),
              "101 condition-too-deep");
    EXPECT_EQ(mistakeOf(std::string(99, '(') + "capot" + std::string(99, ')')), "ok");
    EXPECT_EQ(mistakeOf(std::string(100000, '(')), "101 condition-too-deep");
    std::string many = "capot";
    for (int i = 0; i < 20000; ++i) many += " or couronnement";
    EXPECT_EQ(mistakeOf(many), "ok");
    EXPECT_EQ(mistakeOf(std::string(1 << 20, 'x')), "1 condition-unknown-field");
}

TEST(Condition, OnlyPlayFieldsNeedPlay) {
    Diagnostic problem;
    EXPECT_FALSE(needsPlay(*parseCondition(
        "player = a and event ~ b and site = c and date > 2025 and ruleset = parker and "
        "players = 4 and target = 700 and tag:Generator ~ x",
        problem)));
    for (const char* field : {"result = a", "winner = a", "hands > 1", "score > 1", "margin > 1",
                              "capot", "turns > 3", "lead-lost > 1", "safety-held"})
        EXPECT_TRUE(needsPlay(*parseCondition(std::string("player = a or ") + field, problem)))
            << field;
}

}  // namespace
}  // namespace bornes::formats
