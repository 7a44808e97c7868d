// SPDX-License-Identifier: Apache-2.0
// The printers of formats/: score sheets in the books' layout and transcripts of hands.
#include <gtest/gtest.h>

#include <iostream>

#include "text/line_reader.h"

#include "replay/score_sheet.h"
#include "scene.h"

namespace bornes::formats {
namespace {

using test::Scene;

// The first example of 004/001: exhaustion, North–South 350 km + 1 coup-fourré + 2 safeties,
// West–East 825 km + 1 safety. Printed as the books print it (checked by hand against 004).
TEST(ScoreSheet, TheBooksExhaustionExample) {
    Scene scene(Form::Four);
    scene.roll(0).roll(1);
    scene.distance(0, {Card::D200, Card::D100, Card::D50})
        .safeties(0, {Card::ExtraTank})
        .coupsFourres(0, {Card::DrivingAce});
    scene
        .distance(
            1, {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100, Card::D75, Card::D50})
        .safeties(1, {Card::PunctureProof});
    scene.exactHand(0, {Card::D25});
    Position p = scene.pile(0).build();
    p.apply(Move::discard(Card::D25));  // the last card: the hand ends by exhaustion
    ASSERT_TRUE(p.over());
    const SeatNames names(p.table());
    EXPECT_EQ(renderScoreSheet(scoreHand(p, {}), names, Language::French),
              "Équipe P1/P3\n"
              "  350 bornes                   350\n"
              "  1 coup fourré                300\n"
              "  2 bottes                     200\n"
              "  TOTAL                        850\n"
              "Équipe P2/P4\n"
              "  825 bornes                   825\n"
              "  1 botte                      100\n"
              "  TOTAL                        925\n");
    // English: the singular for 1 only (ICU's rule), and its own spelling "coup-fourré".
    EXPECT_EQ(renderScoreSheet(scoreHand(p, {}), names, Language::English),
              "Team P1/P3\n"
              "  350 km                       350\n"
              "  1 coup-fourré                300\n"
              "  2 safeties                   200\n"
              "  TOTAL                        850\n"
              "Team P2/P4\n"
              "  825 km                       825\n"
              "  1 safety                     100\n"
              "  TOTAL                        925\n");
}

TEST(ScoreSheet, WinnerLinesAndFrenchThousands) {
    Scene scene(Form::Four);
    scene.roll(0).roll(1).distance(0, {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100,
                                       Card::D100, Card::D100, Card::D25});
    scene.distance(1, {Card::D25});
    Position p = scene.hand(0, {Card::D75}).pile(10).build();
    p.apply(Move::play(Card::D75));
    ASSERT_EQ(p.winner(), 0);
    const std::string sheet =
        renderScoreSheet(scoreHand(p, {}), SeatNames(p.table()), Language::French);
    EXPECT_NE(sheet.find("  Manche                       400\n"), std::string::npos) << sheet;
    EXPECT_NE(sheet.find("  1\u202f000 bornes"), std::string::npos) << sheet;
    EXPECT_NE(sheet.find("TOTAL                      1\u202f400"), std::string::npos) << sheet;
    // English groups the score sheet's thousands with a comma, as English books print them.
    const std::string english =
        renderScoreSheet(scoreHand(p, {}), SeatNames(p.table()), Language::English);
    EXPECT_NE(english.find("  1,000 km                   1,000\n"), std::string::npos) << english;
}

}  // namespace
}  // namespace bornes::formats

#include "messages/diagnostic.h"

namespace bornes::formats {
namespace {

TEST(Diagnostic, CompilerStyleWithACaret) {
    const Diagnostic d{Severity::Error, {3, 5}, "Roll: your battle pile already shows Roll (§4)"};
    EXPECT_EQ(
        renderDiagnostic("game.mbn", d, "1.\tVERT"),
        "game.mbn:3:5: error: Roll: your battle pile already shows Roll (§4)\n1.\tVERT\n  \t ^\n");
    // Columns count characters: the caret lines up after accented letters.
    EXPECT_EQ(renderDiagnostic("f", Diagnostic{Severity::Warning, {1, 4}, "m"}, "éèà X"),
              "f:1:4: warning: m\néèà X\n   ^\n");
}

// Hostile input (issue 8): a NUL or another control character in a quoted word is shown as
// \xNN in the message and as '?' in the line (the caret still under its column), and a
// message made long by what it quotes is cut in its middle, keeping its rule.
TEST(Printers, DiagnosticsShowControlCharactersAndLongQuotesSafely) {
    const Diagnostic nul{
        Severity::Error, {1, 5}, std::string("unknown card 'A\0B' (notation)", 29)};
    EXPECT_EQ(renderDiagnostic("f", nul, std::string("1. A\0B", 6)),
              "f:1:5: error: unknown card 'A\\x00B' (notation)\n1. A?B\n    ^\n");
    const Diagnostic longer{
        Severity::Error, {1, 1}, "unknown word '" + std::string(5000, 'x') + "' (§4)"};
    const std::string shown = renderDiagnostic("f", longer, "");
    EXPECT_LT(shown.size(),
              600u);  // cut to 400 + 100 characters: the long quote is cut, not the sentence
    EXPECT_NE(shown.find("xxx...xxx"), std::string::npos);
    EXPECT_NE(shown.find("' (§4)\n"), std::string::npos);
}

// Issue 8, defect 3: past 2^31 lines the place printed negative line numbers. Places are
// 64-bit from the line reader to the message.
TEST(Diagnostic, APlaceBeyondTwoToTheThirtyOneLinesPrintsRight) {
    static_assert(sizeof(SourceLocation::line) >= 8);
    static_assert(sizeof(decltype(LineReader(std::cin).lineNumber())) >= 8);
    const Diagnostic d{Severity::Error, {3'000'000'000LL, 5}, "m"};
    EXPECT_EQ(renderDiagnostic("f", d, ""), "f:3000000000:5: error: m\n");
}

TEST(Diagnostic, ALongLineIsShownAroundThePlace) {
    std::string line(1000, 'a');
    line[499] = 'X';
    const std::string text =
        renderDiagnostic("f", Diagnostic{Severity::Error, {1, 500}, "m"}, line);
    const std::string shown = "..." + std::string(60, 'a') + "X" + std::string(59, 'a') + "...";
    EXPECT_EQ(text, "f:1:500: error: m\n" + shown + "\n" + std::string(63, ' ') + "^\n");
}

}  // namespace
}  // namespace bornes::formats
