// SPDX-License-Identifier: Apache-2.0
// Reading records (NOTATION.md §3): tags, movetext, lenient card names, comments, several
// games, and syntax errors at their line and column.
#include <gtest/gtest.h>

#include <sstream>

#include "printers.h"
#include "records.h"

namespace bornes::formats {
namespace {

using Kind = RecordedAction::Kind;

Record readOne(const std::string& text) {
    std::vector<Diagnostic> problems;
    auto records = readRecords(text, problems);
    EXPECT_TRUE(problems.empty()) << problems.front().where.line << ":"
                                  << problems.front().where.column << ": "
                                  << problems.front().message;
    EXPECT_EQ(records.size(), 1u);
    return records.empty() ? Record{} : records.front();
}

// The first syntax problem, as "line:col: message".
std::string problemOf(const std::string& text) {
    std::vector<Diagnostic> problems;
    readRecords(text, problems);
    if (problems.empty()) return "no problem";
    const Diagnostic& d = problems.front();
    return std::to_string(d.where.line) + ":" + std::to_string(d.where.column) + ": " + d.message;
}

const std::string kHeader =
    "[Event \"Test\"]\n[Players \"4\"]\n[Seats \"Paul Janine Paulette Jean\"]\n\n";

// Every problem of a game as a tool says them ("line:col code"), after upToFirstError.
std::vector<std::string> saidOf(const std::string& text) {
    std::vector<Diagnostic> problems;
    readRecords(text, problems);
    upToFirstError(problems);
    std::vector<std::string> said;
    for (const Diagnostic& d : problems)
        said.push_back(std::to_string(d.where.line) + ":" + std::to_string(d.where.column) + " " +
                       std::string(messageCode(d.what.id)));
    return said;
}

TEST(RecordReader, EveryMisspellingOfAGameInOneRun) {
    using Said = std::vector<std::string>;
    // Read on after an unknown word as a compiler does (NOTATION.md §3.5): each misspelling
    // at its place, the words of its action skipped (the side after "Crevasion", the second
    // word of "Feu vret"), a player's name misspelt too.
    EXPECT_EQ(saidOf(kHeader + "1. Paul: VERT\n2. Janine: Feu vret\n3. Paulette: VERT\n"
                               "4. Jean: Crevasion Paul\n5. Paul: 100 6. Janinne: VERT 7. "
                               "Paulette: 50 !!?\n"),
              (Said{"6:12 unknown-word", "8:10 unknown-word", "9:17 unknown-player",
                    "9:47 unknown-word"}));
    // After a mistake that is no misspelling, nothing more is said.
    EXPECT_EQ(saidOf(kHeader + "1. Paul: VERT\n2. 3. Janine: VERT\n4. Paulette: VRET\n"),
              (Said{"6:4 two-turn-numbers"}));
    // Words right once more after the misspelling say nothing, even where the rules would
    // refuse them: the rules are not checked past the first error.
    EXPECT_EQ(saidOf(kHeader + "1. Paul: VRET\n2. Paul: 200 3. Paul: 200\n"),
              (Said{"5:10 unknown-word"}));
    // At most 50 a game, whatever its length.
    std::string many = kHeader;
    for (int turn = 1; turn <= 500; ++turn) many += std::to_string(turn) + ". Paul: VRET\n";
    EXPECT_EQ(saidOf(many).size(), 50u);
}

TEST(RecordReader, GameTagsInAnyOrder) {
    const Record r = readOne(
        "[Event \"Club night\"]\n[Target \"700\"]\n[Seats \"Anne Bruno Chloé\"]\n[Ruleset "
        "\"PARKER\"]\n"
        "[Options \"bonus-no-100-no-200=250, fixed-hands=3\"]\n[Result \"b\"]\n[Scores \"1 2 3\"]\n"
        "[Site \"Arcachon\"]\n[Annotator \"me\"]\n");
    EXPECT_EQ(r.event, "Club night");
    EXPECT_EQ(r.site, "Arcachon");
    EXPECT_EQ(r.rules.table.form, Form::Three);  // from the three seats
    EXPECT_EQ(r.rules.table.target, 700);
    EXPECT_EQ(r.rules.scoring.ruleset, Ruleset::Parker);
    EXPECT_EQ(r.rules.scoring.bonusNoHundredNoTwoHundred, 250);
    EXPECT_EQ(r.rules.fixedHands, 3);
    EXPECT_EQ(r.seatName(2), "Chloé");
    EXPECT_EQ(r.result, "B");
    EXPECT_EQ(r.scores, (std::vector<int>{1, 2, 3}));
    ASSERT_EQ(r.otherTags.size(), 1u);
    EXPECT_EQ(r.otherTags[0].name, "Annotator");
}

TEST(RecordReader, SidesMustAgreeWithTheSeats) {
    EXPECT_EQ(readOne(kHeader + "[Sides \"A: paul/paulette; B: Janine/Jean\"]\n").rules.table.sides,
              2);
    EXPECT_EQ(problemOf(kHeader + "[Sides \"A: Paul/Janine; B: Paulette/Jean\"]\n"),
              "5:9: [Sides] says 'A: Paul/Janine; B: Paulette/Jean' but the seats make "
              "'A: Paul/Paulette; B: Janine/Jean' (§2, R17)");
}

TEST(RecordReader, HandTagsAndTheDeal) {
    const Record r = readOne(kHeader +
                             "[Hand \"1\"]\n[Dealer \"jean\"]\n"
                             "[Deal \"Janine: feu vert, Réparations 25 ?x3; Paul: ? 200x2 ?x3\"]\n"
                             "[Pile \"VERT 25x3 ?\"]\n1. Paul: VERT\n[Score \"0 0\"]\n");
    ASSERT_EQ(r.hands.size(), 1u);
    const RecordedHand& h = r.hands[0];
    EXPECT_EQ(h.number, 1);
    EXPECT_EQ(h.dealer, 3);
    EXPECT_EQ(h.deal[1], (std::vector<Card>{Card::Roll, Card::Repairs, Card::D25, Card::Unknown,
                                            Card::Unknown, Card::Unknown}));
    EXPECT_EQ(h.deal[0], (std::vector<Card>{Card::Unknown, Card::D200, Card::D200, Card::Unknown,
                                            Card::Unknown, Card::Unknown}));
    EXPECT_EQ(h.deal[2], std::vector<Card>(6, Card::Unknown));
    EXPECT_EQ(h.pile,
              (std::vector<Card>{Card::Roll, Card::D25, Card::D25, Card::D25, Card::Unknown}));
    EXPECT_EQ(h.score, (std::vector<int>{0, 0}));
}

// A hand's score copied from the French replay (issue 32): "1 350 1 400" with narrow
// no-break spaces, or with plain ones, is two scores, not four.
TEST(RecordReader, AScoreCopiedFromTheFrenchReplay) {
    for (const char* score : {"1\u202F350 1\u202F400", "1 350 1 400"}) {
        const Record r = readOne("[Event \"t\"]\n[Players \"2\"]\n\n1. P1: VERT\n[Score \"" +
                                 std::string(score) + "\"]\n");
        ASSERT_EQ(r.hands.size(), 1u);
        EXPECT_EQ(r.hands[0].score, (std::vector<int>{1350, 1400})) << score;
    }
}

TEST(RecordReader, EveryKindOfAction) {
    const Record r = readOne(
        kHeader +
        "1. Paul: +VERT VERT! 2. Janine: +- -25 $14 3. Paulette: STOP>Janine?! Janine: CF PRIO\n"
        "+25 +? allonge noallonge noCF 4.Jean:takeback 100 5. Paul: ACC>b 6. Paul: CREV\n");
    const auto& a = r.hands.at(0).actions;
    ASSERT_EQ(a.size(), 10u);
    EXPECT_EQ(a[0].kind, Kind::Play);
    EXPECT_EQ(a[0].card, Card::Roll);
    EXPECT_EQ(a[0].turn, 1);
    EXPECT_EQ(a[0].actor, 0);
    EXPECT_EQ(a[0].drawCount, 1);
    EXPECT_EQ(a[0].draws[0], Card::Roll);
    EXPECT_EQ(a[0].nag, 1);
    EXPECT_EQ(a[1].kind, Kind::Discard);
    EXPECT_TRUE(a[1].noDraw);
    EXPECT_EQ(a[1].drawCount, 0);
    EXPECT_EQ(a[1].nag, 14);
    EXPECT_EQ(a[2].kind, Kind::Attack);
    EXPECT_EQ(a[2].side, 1);  // Janine's side
    EXPECT_EQ(a[2].nag, 6);
    EXPECT_EQ(a[3].kind, Kind::CoupFourre);
    EXPECT_EQ(a[3].card, Card::RightOfWay);
    EXPECT_EQ(a[3].actor, 1);
    EXPECT_EQ(a[3].turn, 0);
    EXPECT_EQ(a[4].kind, Kind::DeclareAllonge);
    EXPECT_EQ(a[4].drawCount, 2);
    EXPECT_EQ(a[4].draws[0], Card::D25);
    EXPECT_EQ(a[4].draws[1], Card::Unknown);
    EXPECT_EQ(a[5].kind, Kind::DeclineAllonge);
    EXPECT_EQ(a[6].kind, Kind::DeclineCoupFourre);
    EXPECT_EQ(a[7].kind, Kind::TakeBack);
    EXPECT_EQ(a[7].card, Card::D100);
    EXPECT_EQ(a[7].turn, 4);
    EXPECT_EQ(a[7].actor, 3);
    EXPECT_EQ(a[8].kind, Kind::Attack);
    EXPECT_EQ(a[8].side, 1);
    EXPECT_EQ(a[9].kind, Kind::Attack);  // a hazard with its side left implied
    EXPECT_EQ(a[9].side, -1);
    EXPECT_EQ(a[9].where, (SourceLocation{6, 75}));
}

TEST(RecordReader, CardNamesOfSeveralWordsInEitherLanguage) {
    const Record r =
        readOne(kHeader +
                "Paul: feu vert Janine: Limite de vitesse>A Paulette: -Roue de secours "
                "Jean: Panne d'essence>paul! Paul: Speed  Limit>B Janine: -RÉPARATIONS "
                "Paulette: CF as du volant Jean: roue 25\n");
    const auto& a = r.hands.at(0).actions;
    ASSERT_EQ(a.size(), 9u);
    EXPECT_EQ(a[0].card, Card::Roll);
    EXPECT_EQ(a[1].card, Card::SpeedLimit);
    EXPECT_EQ(a[1].side, 0);
    EXPECT_EQ(a[2].card, Card::SpareTire);
    EXPECT_EQ(a[3].card, Card::OutOfGas);
    EXPECT_EQ(a[3].side, 0);
    EXPECT_EQ(a[3].nag, 1);
    EXPECT_EQ(a[4].card, Card::SpeedLimit);
    EXPECT_EQ(a[5].card, Card::Repairs);
    EXPECT_EQ(a[6].card, Card::DrivingAce);
    EXPECT_EQ(a[7].card, Card::SpareTire);  // "roue" alone, then 25
    EXPECT_EQ(a[8].card, Card::D25);
}

TEST(RecordReader, CommentsAnywhereBelongToWhatPrecedesThem) {
    const Record r = readOne(
        "[Event \"x\"] { about the game }\n[Players \"2\"]\n\n[Hand \"1\"]\n{ before the\n"
        "first move } 1. P2: VERT ; to the end of the line\n2. P1: {inline} -25 { one } { two }\n");
    EXPECT_EQ(r.comment, "about the game");
    EXPECT_EQ(r.hands[0].openingComment, "before the first move");
    EXPECT_EQ(r.hands[0].actions[0].comment, "to the end of the line inline");
    EXPECT_EQ(r.hands[0].actions[1].comment, "one two");
}

TEST(RecordReader, SeveralGamesAndHands) {
    std::vector<Diagnostic> problems;
    const auto records = readRecords(
        "[Event \"one\"]\n1. P2: VERT\n[Score \"0 0\"]\n[Hand \"2\"]\n1. P3: VERT\n\n"
        "[Event \"two\"] { a comment that [Event inside a line does not end }\n"
        "[Event \"three\"]\n",
        problems);
    ASSERT_EQ(records.size(), 3u);
    EXPECT_TRUE(problems.empty());
    EXPECT_EQ(records[0].hands.size(), 2u);
    EXPECT_EQ(records[1].comment, "a comment that [Event inside a line does not end");
    EXPECT_EQ(records[2].event, "three");
}

// "[Event" at the start of a line always begins a game: a comment left open in one game
// does not swallow the next.
TEST(RecordReader, AnUnclosedCommentEndsWithItsGame) {
    std::vector<Diagnostic> problems;
    const auto records = readRecords(
        "[Event \"one\"]\n1. P2: VERT { never closed\n\n[Event \"two\"]\n1. P2: VERT\n", problems);
    ASSERT_EQ(records.size(), 2u);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].message, "comment '{' is never closed (notation)");
    EXPECT_EQ(problems[0].where, (SourceLocation{2, 13}));
    EXPECT_EQ(records[1].hands.at(0).actions.size(), 1u);
}

TEST(RecordReader, SyntaxErrorsAtTheirPlace) {
    EXPECT_EQ(problemOf(kHeader + "1. Paul: VRET\n"),
              "5:10: unknown card or word 'VRET': did you mean VERT? (notation)");
    EXPECT_EQ(problemOf(kHeader + "1. Pierre: VERT\n"),
              "5:4: no player 'Pierre' at this table (notation)");
    EXPECT_EQ(problemOf(kHeader + "1. Paul: VERT>B\n"),
              "no problem");  // read; the rules refuse it later (§3)
    EXPECT_EQ(problemOf(kHeader + "1. Paul: -25>B\n"),
              "5:10: only a card played may name a side: '>' after a discard (notation)");
    EXPECT_EQ(problemOf(kHeader + "1. Paul: STOP>Z\n"),
              "5:10: no side or player 'Z' to attack (notation)");
    EXPECT_EQ(problemOf(kHeader + "[Score \"1 2\"]\n"),
              "5:1: [Score] with no hand before it (notation)");
    EXPECT_EQ(problemOf(kHeader + "1. Paul: VERT\n[Players \"2\"]\n"),
              "6:1: game tag [Players] after the first hand; write it before (notation)");
    EXPECT_EQ(
        problemOf(kHeader + "[Hand \"1\"]\n[Deal \"Paul: 25 ?x5\"]\n[Deal \"Paul: 50 ?x5\"]\n"),
        "7:1: tag [deal] given twice in one hand (notation)");
    EXPECT_EQ(problemOf(kHeader + "[Deal \"Paul: 25 25 25 25 25 25 25\"]\n"),
              "5:32: more than 6 cards (notation)");
    EXPECT_EQ(problemOf(kHeader + "1. Paul: +VERT\n"),
              "5:4: draws or a player name with no action after them (notation)");
    EXPECT_EQ(problemOf(kHeader + "1. Paul: CF\n"), "5:10: 'CF' needs a card after it (notation)");
    EXPECT_EQ(problemOf(kHeader + "1. Paul: VERT $300\n"),
              "5:15: an annotation is $1 to $255 (notation)");
    EXPECT_EQ(problemOf(kHeader + "[Date \"x\" trailing]\n"),
              "5:1: text after the value of tag Date (notation)");
    EXPECT_EQ(problemOf("[Event \"x\"]\n[Seats \"A:B C\"]\n1. P1: VERT\n"),
              "2:9: a player's name starts with a letter and holds only letters, digits, '-', '_', "
              "apostrophes "
              "and '.' ('A:B') (notation)");
    EXPECT_EQ(problemOf("[Event \"x\"]\n[Seats \"3.Bruno Anne\"]\n"),
              "2:9: a player's name starts with a letter and holds only letters, digits, '-', '_', "
              "apostrophes "
              "and '.' ('3.Bruno') (notation)");
    EXPECT_EQ(problemOf("[Event \"x\"]\n[Seats \"P2 Anne\"]\n"),
              "2:9: 'P2' names another seat: P1 to P6 may name only their own seat (notation)");
    EXPECT_EQ(problemOf(kHeader + "1. Paul: +VERT\n[Hand \"2\"]\n"),
              "5:4: draws or a player name with no action after them (notation)");
    EXPECT_EQ(problemOf(kHeader + "1. Paul: VERT 2.\n"),
              "5:15: a turn number with no action after it (notation)");
    EXPECT_EQ(problemOf(kHeader + "[Pile \"\"]\n[Pile \"VERT\"]\n"),
              "6:1: tag [pile] given twice in one hand (notation)");
    EXPECT_EQ(problemOf(kHeader + "[Position \"\"]\n"),
              "5:1: [Position] needs a position line (notation)");
    EXPECT_EQ(problemOf("[Event \"x\"]\n[Seats \"Ann ann\"]\n1. P1: VERT\n"),
              "2:9: two players named 'ann' (notation)");
    // Issue 8, defect 4: a game of many one-action hands reserved room for 128 actions a
    // hand (1.7 GB for a few megabytes); hands are now at most 1000 a game.
    std::string many = "[Event \"x\"]\n[Players \"2\"]\n";
    for (int h = 1; h <= 1001; ++h) many += "[Hand \"" + std::to_string(h) + "\"]\n-25\n";
    EXPECT_EQ(problemOf(many), "2003:1: more than 1000 hands in one game (notation: limits)");
    // Issue 8, defect 2: options out of range are refused, not overflowed.
    EXPECT_EQ(
        problemOf("[Event \"x\"]\n[Options \"bonus-no-100-no-200=2147483647\"]\n1. P1: VERT\n"),
        "2:11: bonus-no-100-no-200 must be from 0 to 10000, not 2147483647 (notation: limits)");
    EXPECT_EQ(problemOf("[Event \"x\"]\n[Options \"game-target=1000001\"]\n1. P1: VERT\n"),
              "2:11: game-target must be from 1 to 1000000, not 1000001 (§9, notation: limits)");
    EXPECT_EQ(problemOf("[Event \"x\"]\n[Options \"fixed-hands=1001\"]\n1. P1: VERT\n"),
              "2:11: fixed-hands must be from 0 to 1000, not 1001 (R16, notation: limits)");
    // Digits too many to read are out of range too, and the message shows them as written.
    EXPECT_EQ(problemOf("[Event \"x\"]\n[Options \"bonus-no-100-no-200=99999999999999999999\"]\n"),
              "2:11: bonus-no-100-no-200 must be from 0 to 10000, not 99999999999999999999 "
              "(notation: limits)");
    EXPECT_EQ(problemOf(kHeader + "[Pile \"VERTx99999999999\"]\n"),
              "5:8: a count must be from 1 to 106 (notation)");
    EXPECT_EQ(problemOf("[Event \"x\"]\n[Options \"colour=3\"]\n1. P1: VERT\n"),
              "2:11: unknown option 'colour=3': the options are bonus-no-100-no-200, game-target, "
              "fixed-hands (notation)");
}

// Found by fuzz_round_trip: "noCF" followed by the annotation "?" was written "noCF?", which
// did not read back. A decision keyword takes a glued annotation as a card does.
TEST(RecordReader, DecisionKeywordsTakeAGluedAnnotation) {
    std::vector<Diagnostic> problems;
    const auto records =
        readRecords(kHeader + "1. Paul: VERT noCF? allonge! noallonge!?\n", problems);
    ASSERT_TRUE(problems.empty()) << problems.front().message;
    const auto& actions = records.at(0).hands.at(0).actions;
    ASSERT_EQ(actions.size(), 4u);
    EXPECT_EQ(actions[1].kind, RecordedAction::Kind::DeclineCoupFourre);
    EXPECT_EQ(actions[1].nag, 2);  // ?
    EXPECT_EQ(actions[2].kind, RecordedAction::Kind::DeclareAllonge);
    EXPECT_EQ(actions[2].nag, 1);  // !
    EXPECT_EQ(actions[3].kind, RecordedAction::Kind::DeclineAllonge);
    EXPECT_EQ(actions[3].nag, 5);  // !?
    EXPECT_EQ(problemOf(kHeader + "1. Paul: CF! INC\n"),
              "5:10: an annotation goes after the card: CF CARD! (notation)");
}

// Found by fuzz_validate: a file holding only a comment left open passed as "no game", and a
// game without [Event] was placed at line 0. The comment is an error where it opens; a game
// starts at its first line that holds something.
TEST(RecordReader, AnUnclosedCommentAloneIsAnErrorAndGamesHaveAPlace) {
    EXPECT_EQ(problemOf("\n\n{ a\nb\n"), "3:1: comment '{' is never closed (notation)");
    std::vector<Diagnostic> problems;
    const std::vector<Record> records = readRecords("\n{ c }\n[Players \"2\"]\n", problems);
    ASSERT_EQ(records.size(), 1u);
    EXPECT_EQ(records.front().where.line, 2);
}

}  // namespace
}  // namespace bornes::formats

namespace bornes::formats {
namespace {

// What French typography and the books write reads as the canonical form does (issue 9).
TEST(RecordReader, FrenchHabitsReadAsTheCanonicalForm) {
    const std::string canonicalForm =
        readOne(kHeader +
                "1. Paul: VERT 2. Janine: VERT 3. Paulette: STOP>B Janine: CF PRIO\n"
                "4. Janine: noCF\n")
                    .hands.at(0)
                    .actions.size() == 5
            ? "ok"
            : "wrong";
    ASSERT_EQ(canonicalForm, "ok");
    for (const std::string moves :
         {"1. Paul : VERT 2. Janine : VERT 3. Paulette : STOP > B Janine : coup fourré PRIO\n"
          "4. Janine : no cf\n",
          "1. Paul\u00A0: VERT 2. Janine\u202F: VERT 3. Paulette :STOP >B Janine: Coup Fourré "
          "PRIO\n"
          "4. Janine: NO CF\n",
          "1. Paul: VERT 2. Janine: VERT 3. Paulette: Feu rouge > Janine Janine: coup-fourré PRIO\n"
          "4. Janine: nocf\n"}) {
        SCOPED_TRACE(moves);
        const Record r = readOne(kHeader + moves);
        const auto& a = r.hands.at(0).actions;
        ASSERT_EQ(a.size(), 5u);
        EXPECT_EQ(a[0].actor, 0);
        EXPECT_EQ(a[1].actor, 1);
        EXPECT_EQ(a[2].kind, Kind::Attack);
        EXPECT_EQ(a[2].card, Card::Stop);
        EXPECT_EQ(a[2].side, 1);
        EXPECT_EQ(a[3].kind, Kind::CoupFourre);
        EXPECT_EQ(a[3].card, Card::RightOfWay);
        EXPECT_EQ(a[4].kind, Kind::DeclineCoupFourre);
    }
    // [Deal] with the French colon too.
    const Record dealt = readOne(kHeader + "[Deal \"Janine : VERT ?x5; Paul\u00A0: 25 ?x5\"]\n");
    EXPECT_EQ(dealt.hands.at(0).deal[1].front(), Card::Roll);
    EXPECT_EQ(dealt.hands.at(0).deal[0].front(), Card::D25);
}

TEST(RecordReader, DidYouMeanTheNearestName) {
    EXPECT_EQ(problemOf(kHeader + "1. Paul: Crevasion\n"),
              "5:10: unknown card or word 'Crevasion': did you mean Crevaison? (notation)");
    // The whole phrase, never empty quotes.
    EXPECT_EQ(problemOf(kHeader + "1. Paul: Feu rouje>B\n"),
              "5:10: unknown card or word 'Feu rouje': did you mean Feu rouge? (notation)");
    EXPECT_EQ(problemOf(kHeader + "1. Paul: Driving Aec\n"),
              "5:10: unknown card or word 'Driving Aec': did you mean Driving Ace? (notation)");
    EXPECT_EQ(problemOf(kHeader + "1. Paul: zzz\n"), "5:10: unknown card or word 'zzz' (notation)");
    EXPECT_EQ(problemOf(kHeader + "1. Pual: VERT\n"),
              "5:4: no player 'Pual' at this table: did you mean Paul? (notation)");
    EXPECT_EQ(problemOf(kHeader + "1. Pual : VERT\n"),
              "5:4: no player 'Pual' at this table: did you mean Paul? (notation)");
    EXPECT_EQ(problemOf(kHeader + "1. Paul: coup fourré\n"),
              "5:10: 'coup fourré' needs a card after it (notation)");
    EXPECT_EQ(problemOf(kHeader + "1. Paul: STOP>Janien\n"),
              "5:10: no side or player 'Janien' to attack: did you mean Janine? (notation)");
    EXPECT_EQ(problemOf(kHeader + "[Deal \"Paul: VERT ACIDENT ?x4\"]\n"),
              "5:19: unknown card 'ACIDENT': did you mean Accident? (notation)");
    EXPECT_EQ(problemOf("[Event \"x\"]\n[Options \"game-traget=3000\"]\n1. P1: VERT\n"),
              "2:11: unknown option 'game-traget=3000': did you mean game-target? the options are "
              "bonus-no-100-no-200, game-target, fixed-hands (notation)");
}

TEST(RecordReader, SlipsThatAreWarnings) {
    std::vector<Diagnostic> problems;
    readRecords("[Event \"x\"]\n[Date \"23/11/2026\"]\n[Players \"2\"]\n[Deal \"P1: VERT 25\"]\n",
                problems);
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_EQ(problems[0].severity, Severity::Warning);
    EXPECT_EQ(problems[0].message,
              "[Date] is written YYYY.MM.DD (unknown parts as ?\?), not '23/11/2026' (notation)");
    EXPECT_EQ(problems[1].severity, Severity::Warning);
    EXPECT_EQ(problems[1].message, "[Deal] gives P1 2 cards: a hand is dealt 6 (§3)");
    problems.clear();
    readRecords("[Event \"x\"]\n[Date \"2026.??.??\"]\n", problems);
    EXPECT_TRUE(problems.empty());
}

TEST(RecordReader, ACommentLeftOpenIsReportedWhereItOpened) {
    EXPECT_EQ(problemOf(kHeader + "1. Paul: VERT { forgot to close\n2. Janine: VERT\n"),
              "5:15: comment '{' is never closed before line 6, which looks like movetext or a "
              "tag: close it with '}' (notation)");
    EXPECT_EQ(problemOf(kHeader + "{ open\n[Hand \"2\"]\n"),
              "5:1: comment '{' is never closed before line 6, which looks like movetext or a "
              "tag: close it with '}' (notation)");
    // A comment may hold numbered remarks and numbers that are not moves.
    readOne(kHeader + "1. Paul: VERT { two points:\n1. a remark\n2200. East-West: not a seat }\n");
}

TEST(RecordReader, Latin1GetsAHint) {
    EXPECT_EQ(problemOf("[Event \"Soir\xE9"
                        "e\"]\n"),
              "1:13: invalid UTF-8: this looks like Latin-1 (ISO-8859-1) text; convert it with: "
              "iconv -f latin1 -t utf-8 FILE (notation)");
}

// bornes-select writes the games it keeps byte for byte: the exact texts of the games laid
// end to end are the input, whatever its line endings, its byte order mark, the blank lines
// and comments between games, or a last line without its end.
std::string exactTextsOf(const std::string& text, long long* games = nullptr) {
    std::istringstream in(text);
    RecordReader reader(in);
    reader.keepExactText();
    Record record;
    std::vector<Diagnostic> problems;
    std::string joined;
    long long count = 0;
    while (reader.next(record, problems)) {
        joined += reader.exactText();
        ++count;
    }
    if (games) *games = count;
    return joined;
}

TEST(RecordReader, ExactTextsLaidEndToEndAreTheInput) {
    const std::string game = kHeader + "1. 75 2. 50 {a comment\nover two lines} 3. -25\n";
    std::string crlf;
    for (char c : game + "\n" + game) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    const std::vector<std::string> inputs = {
        game + "\n" + game,
        "\n\n  \n" + game + "\n\n{between games}\n" + game,
        crlf,
        "\xEF\xBB\xBF" + game + game,
        game + "\n" + game.substr(0, game.size() - 1),  // no end of the last line
        game + "\r",                                    // a lone carriage return at the end
    };
    for (const std::string& input : inputs) {
        long long games = 0;
        EXPECT_EQ(exactTextsOf(input, &games), input);
        EXPECT_EQ(games, input == game + "\r" ? 1 : 2);
    }
}

TEST(RecordReader, ExactTextOfEachGameStartsAtItsEvent) {
    std::istringstream in("\n" + kHeader + "1. 75\n\n" + kHeader + "1. 50\n");
    RecordReader reader(in);
    reader.keepExactText();
    Record record;
    std::vector<Diagnostic> problems;
    ASSERT_TRUE(reader.next(record, problems));
    EXPECT_EQ(reader.exactText(), "\n" + kHeader + "1. 75\n\n");
    ASSERT_TRUE(reader.next(record, problems));
    EXPECT_EQ(reader.exactText(), kHeader + "1. 50\n");
    EXPECT_FALSE(reader.next(record, problems));
}

TEST(RecordReader, NoExactTextUnlessAskedOrPastTheLimit) {
    std::istringstream in(kHeader + "1. 75\n");
    RecordReader reader(in);
    Record record;
    std::vector<Diagnostic> problems;
    ASSERT_TRUE(reader.next(record, problems));
    EXPECT_TRUE(reader.exactText().empty());
    // A game past the limit is an error, and nothing of it is kept to be written.
    std::string huge = kHeader;
    while (huge.size() <= RecordReader::kMaxGameText) huge += "{" + std::string(1000, 'x') + "}\n";
    std::istringstream big(huge);
    RecordReader cut(big);
    cut.keepExactText();
    problems.clear();
    ASSERT_TRUE(cut.next(record, problems));
    EXPECT_FALSE(problems.empty());
    EXPECT_TRUE(cut.exactText().empty());
}

}  // namespace
}  // namespace bornes::formats
