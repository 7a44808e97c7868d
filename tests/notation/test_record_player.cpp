// SPDX-License-Identifier: Apache-2.0
// Playing records through the engine (record_player.h): what is possible with hidden cards,
// what is exact with every card known, the checks of draws, turns, sides, scores and dealers.
#include <gtest/gtest.h>

#include "records.h"

namespace bornes::formats {
namespace {

using test::errorsOf;
using test::validateText;

const std::string kTwo = "[Event \"t\"]\n[Players \"2\"]\n[Seats \"Anne Bruno\"]\n\n";
const std::string kFour =
    "[Event \"t\"]\n[Players \"4\"]\n[Seats \"Paul Janine Paulette Jean\"]\n\n";

std::string firstError(const std::string& text, bool strict = false) {
    const auto errors = errorsOf(text, strict);
    return errors.empty() ? "valid" : errors.front();
}

TEST(RecordPlayer, HiddenCardsMayBeAnything) {
    // Nothing known: every play that some deal allows is accepted.
    EXPECT_EQ(firstError(
                  kFour +
                  "1. Paul: VERT 2. Janine: PRIO 3. Janine: 200 4. Paulette: LIM>B 5. Jean: -AS\n"),
              "valid");
}

TEST(RecordPlayer, NoCardMoreOftenThanTheDeckHolds) {
    // Anne was dealt the four 200s of the deck; Bruno cannot play one (§1).
    const std::string deal = "[Deal \"Anne: 200 200 200 200 VERT 25\"]\n";
    EXPECT_EQ(
        firstError(kTwo + deal + "1. Bruno: VERT 2. Anne: VERT 3. Bruno: 200\n"),
        "6:40: error: Bruno: 200: every 200 of the 101-card deck is already accounted for (§1)");
    // A drawn card named in the record counts too.
    EXPECT_EQ(
        firstError(kTwo + deal + "1. Bruno: +200 VERT\n"),
        "6:11: error: Bruno draws 200, but every 200 of the deck is already accounted for (§1)");
}

TEST(RecordPlayer, AKnownHandHoldsOnlyItsCardsAndItsDraws) {
    // Anne's six cards are known; her opening draw is not: she may play one unknown card.
    const std::string deal = "[Dealer \"Bruno\"]\n[Deal \"Anne: 25 25 50 50 75 75\"]\n";
    EXPECT_EQ(firstError(kTwo + deal + "1. Anne: VERT 2. Bruno: -25 3. Anne: 75\n"), "valid");
    // Once her draw is known, she holds exactly her cards.
    EXPECT_EQ(firstError(kTwo + deal + "1. Anne: +100 VERT\n"),
              "7:15: error: Anne: Roll: the player does not hold it (§3)");
}

TEST(RecordPlayer, EveryCardKnownIsCheckedExactly) {
    const std::string text =
        kTwo +
        "[Dealer \"Bruno\"]\n[Deal \"Anne: VERT 25 25 50 50 75; Bruno: VERT 25 25 50 50 75\"]\n"
        "[Pile \"100 200 ACC\"]\n";
    EXPECT_EQ(firstError(text + "1. Anne: +100 VERT 2. Bruno: +200 VERT 3. Anne: +ACC 100\n"),
              "valid");
    EXPECT_EQ(firstError(text + "1. Anne: +200 VERT\n"),
              "8:10: error: Anne draws 200, but the next card of the pile is 100 ([Pile])");
    EXPECT_EQ(firstError(text + "1. Anne: VERT 2. Bruno: 200\n"),
              "8:25: error: Bruno: 200: your side has not opened: play Roll first (§4)");
}

TEST(RecordPlayer, EitherPartnerMayTakeACoupFourreWithHiddenCards) {
    // Jean attacks Paul's side; Paul or Paulette might hold Puncture-Proof.
    EXPECT_EQ(firstError(kFour + "1. Paul: VERT 2. Janine: -25 3. Paulette: -25 4. Jean: CREV>A "
                                 "Paulette: CF INC -25 5. Jean: -25\n"),
              "valid");
    EXPECT_EQ(firstError(
                  kFour +
                  "1. Paul: VERT 2. Janine: -25 3. Paulette: -25 4. Jean: CREV>A Janine: CF INC\n"),
              "5:71: error: Janine: Puncture-Proof: only a player of the attacked side may lay a "
              "coup-fourré (§5)");
}

// A coup-fourré written without its keyword (issue 32): Jean, not next, lays the Puncture-
// Proof right after the Flat Tire on his side. The first message says what it looks like,
// not "it is Janine's turn" (and 17 turn-number warnings after it); in French too.
TEST(RecordPlayer, ACoupFourreWithoutItsKeywordIsNamed) {
    const std::string text = kFour +
                             "1. Paul: VERT 2. Janine: VERT 3. Paulette: -25 4. Jean: -25 "
                             "5. Paul: CREV>B 6. Jean: INC\n";
    EXPECT_EQ(firstError(text),
              "5:86: error: Jean lays Puncture-Proof right after the Flat Tire, out of turn: did "
              "you mean a coup-fourré, written 'coup fourré Puncture-Proof' or 'CF INC'? (§5)");
    const auto french = validateText(text, false, nullptr, Language::French);
    ASSERT_FALSE(french.empty());
    EXPECT_EQ(french.front(),
              "5:86: erreur\u00A0: Jean pose Increvable juste après l'attaque Crevaison, hors de "
              "son tour\u00A0: vouliez-vous un coup fourré, écrit « coup fourré Increvable » ou "
              "« CF INC »\u202F? (§5)");
    // Written with its keyword, the same hand is valid.
    EXPECT_EQ(firstError(kFour + "1. Paul: VERT 2. Janine: VERT 3. Paulette: -25 4. Jean: -25 "
                                 "5. Paul: CREV>B Jean: CF INC\n"),
              "valid");
}

// At its own turn the safety is a legal play (the coup-fourré declined, R8): read so, without
// a word (self-play records decline and play so).
TEST(RecordPlayer, ASafetyAtItsTurnAfterItsHazardIsAPlay) {
    const std::string text = kTwo + "1. Anne: VERT 2. Bruno: VERT 3. Anne: CREV>B 4. Bruno: INC\n";
    EXPECT_TRUE(validateText(text).empty());
}

// §10 after a coup-fourré: "+-" skips one of its two draws (the extra turn's), not both.
TEST(RecordPlayer, ASkippedDrawAfterACoupFourreSkipsOne) {
    const std::string text =
        kTwo +
        "[Position \"2 700 dujardin CREV,25x6/INC,50x5 VERTx10 * -:-:-:-:-/VERT:-:-:-:- turn:1\"]\n"
        "1. Anne: CREV>B Bruno: CF INC +- -50\n";
    std::vector<Diagnostic> problems;
    const auto records = readRecords(text, problems);
    struct Sizes : ReplayObserver {
        void stepped(const ReplayStep&, const Position&, const Position& after) override {
            bruno = after.hand(1).size();
        }
        int bruno = 0;
    } sizes;
    ASSERT_TRUE(playRecord(records.at(0), {}, problems, &sizes).valid);
    EXPECT_EQ(sizes.bruno,
              5);  // 6 - INC + replacement - 50: the skipped draw leaves one card short
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].severity, Severity::Warning);
}

TEST(RecordPlayer, AnAttackNamesItsSideWhenThereAreTwoOpponents) {
    const std::string three = "[Event \"t\"]\n[Players \"3\"]\n\n";
    EXPECT_EQ(firstError(three + "1. P2: VERT 2. P3: VERT>B\n"),
              "4:20: error: P3: Roll: only a hazard may be played on an opponent's side (§3)");
    EXPECT_EQ(firstError(three + "1. P2: VERT 2. P3: STOP\n"),
              "4:20: error: Stop: name the side attacked, as STOP>A (R11)");
    EXPECT_EQ(firstError(three + "1. P2: VERT 2. P3: STOP>B\n"), "valid");
    EXPECT_EQ(firstError(kTwo + "1. Bruno: VERT 2. Anne: STOP\n"),
              "valid");  // one opponent: implied
}

TEST(RecordPlayer, TurnNumbersAreCheckedWhenWritten) {
    const std::string wrong = kTwo + "1. Bruno: VERT 3. Anne: VERT\n";
    const auto lenient = validateText(wrong);
    ASSERT_EQ(lenient.size(), 1u);
    EXPECT_EQ(lenient[0], "5:16: warning: this is turn 2, not 3 (notation)");
    EXPECT_EQ(firstError(wrong, true), "5:16: error: this is turn 2, not 3 (notation)");
    // An extra turn after a safety keeps the turn's number (R4).
    EXPECT_TRUE(validateText(kTwo + "1. Bruno: PRIO 200 2. Anne: VERT\n").empty());
    EXPECT_EQ(validateText(kTwo + "1. Bruno: PRIO 2. Bruno: 200\n"),
              std::vector<std::string>{"5:16: warning: this is turn 1, not 2 (notation)"});
}

TEST(RecordPlayer, ScoresAndResultsAreChecked) {
    const std::string hand = kTwo +
                             "[Hand \"1\"]\n[Position \"2 700 dujardin 100/- - * "
                             "VERT:-:100x6:-:-/VERT:-:-:-:- turn:1\"]\n1. Anne: 100 noallonge\n";
    EXPECT_EQ(firstError(hand + "[Score \"2200 0\"]\n"),
              "valid");  // 400 + 700 + 300 crowned + 300 no 200 + 500 capot
    EXPECT_EQ(firstError(hand + "[Score \"2200 1\"]\n"),
              "8:1: error: Bruno scores 0 in this hand, not 1 (§8)");
    // The allonge decision at the very end of a scored hand is a stop.
    EXPECT_EQ(
        firstError(kTwo + "[Position \"2 700 dujardin 100/- - * VERT:-:100x6:-:-/VERT:-:-:-:- "
                          "turn:1\"]\n1. Anne: 100\n[Score \"2200 0\"]\n"),
        "valid");
    EXPECT_EQ(firstError("[Event \"t\"]\n[Players \"2\"]\n[Scores \"2200 5\"]\n\n[Position \"2 700 "
                         "dujardin 100/- - * "
                         "VERT:-:100x6:-:-/VERT:-:-:-:- turn:1\"]\n1. P1: 100 noallonge\n"),
              "3:10: error: P2 has 0 points after these hands, not 5 (§8, §9)");
    EXPECT_EQ(firstError(kTwo + "1. Bruno: VERT\n[Score \"0 0\"]\n"),
              "6:1: error: [Score] but the hand is not over: Anne is to play (§6)");
    // Strict: a finished, scored hand and a result.
    EXPECT_EQ(firstError(kTwo + "1. Bruno: VERT\n", true),
              "5:11: error: hand 1 is not finished (strict)");
    EXPECT_EQ(firstError(hand, true), "7:14: error: hand 1 has no [Score] (strict)");
}

TEST(RecordPlayer, TheDealPassesToTheLeft) {
    const std::string first =
        "[Hand \"1\"]\n[Position \"2 700 dujardin 100/- - * VERT:-:100x6:-:-/VERT:-:-:-:- "
        "turn:1\"]\n1. Anne: 100 noallonge\n";
    // After a hand from a position the next dealer is not known: any dealer is accepted.
    EXPECT_EQ(firstError(kTwo + first + "[Hand \"2\"]\n[Dealer \"Anne\"]\n1. Bruno: VERT\n"),
              "valid");
    // A position is the start of a hand: no dealer, deal or pile beside it. (The rotation
    // between dealt hands is checked by samples/broken/dealer-out-of-turn.mbn.)
    EXPECT_EQ(firstError(kTwo + "[Dealer \"Anne\"]\n[Position \"2 700 dujardin 100/- - * "
                                "VERT:-:100x6:-:-/VERT:-:-:-:- turn:1\"]\n"
                                "1. Anne: 100 noallonge\n"),
              "6:12: error: a hand starts from a [Position] or from a deal ([Dealer], [Deal], "
              "[Pile]), not both (notation)");
}

// §10: a side past the target takes back the last distance card played or one of its
// largest, ends below the target, and several sides past it are each held to it.
TEST(RecordPlayer, TakeBacksAfterPassingTheTarget) {
    const std::string start = kTwo +
                              "[Position \"2 700 dujardin 100x2,25x5/100x2,25x4 VERTx10 * "
                              "VERT:-:50,100x4,200:-:-/VERT:-:50,100x4,200:-:- turn:1\"]\n";
    // Both sides pass 700; Anne cannot go on without taking her card back.
    EXPECT_EQ(firstError(start + "1. Anne: 100 2. Bruno: 100 3. Anne: -25\n"),
              "6:37: error: Anne is past the target: Anne must first take back a distance card "
              "(takeback CARD) (§10)");
    EXPECT_EQ(firstError(start + "1. Anne: 100 2. Bruno: 100 3. Anne: takeback 100 4. Bruno: "
                                 "takeback 200 5. Anne: -25\n"),
              "valid");
    // Neither a card she never played last nor one that leaves her at the target.
    EXPECT_EQ(firstError(start + "1. Anne: 100 2. Bruno: -25 3. Anne: takeback 50\n"),
              "6:37: error: take back the last distance card played (100) or one of the largest "
              "(200), not 50 (§10)");
}

TEST(RecordPlayer, APositionMustMatchTheGamesTags) {
    EXPECT_EQ(firstError(kTwo + "[Position \"2 700 parker 100/- - * VERT:-:100x6:-:-/VERT:-:-:-:- "
                                "turn:1\"]\n1. Anne: 100\n"),
              "5:12: error: the position's ruleset differs from the game's [Ruleset] and [Options] "
              "(notation)");
    EXPECT_EQ(firstError(kFour + "[Position \"2 700 dujardin 100/- - * "
                                 "VERT:-:100x6:-:-/VERT:-:-:-:- turn:1\"]\n1. Anne: 100\n"),
              "5:12: error: the position is for players 2, target 700, but the tags say players 4, "
              "target 1000 (notation)");
}

// Issue 8, defect 1: a refused [Scores] tag left a short list behind, and the player (as
// the canonical writer's completion runs it) read past its end.
TEST(RecordPlayer, ARefusedScoresTagLeavesNoScores) {
    std::vector<Diagnostic> problems;
    for (const char* tag : {"[Scores \"1\"]", "[Scores \"A: 10x\"]", "[Scores \"1 2 3\"]"}) {
        std::vector<Record> records = readRecords(
            kTwo.substr(0, kTwo.size() - 1) + tag + "\n\n[Hand \"1\"]\n1. Anne: VERT\n", problems);
        ASSERT_EQ(records.size(), 1u);
        EXPECT_TRUE(records.front().scores.empty()) << tag;
        completeRecord(records.front());  // under ASan: no read past the end
    }
}

TEST(RecordPlayer, ScoresOfTheWrongCountAreAnErrorNotAReadPastTheEnd) {
    std::vector<Diagnostic> problems;
    std::vector<Record> records = readRecords(kTwo + "[Hand \"1\"]\n1. Anne: VERT\n", problems);
    ASSERT_EQ(records.size(), 1u);
    Record record = records.front();
    record.scores = {5};  // as a program might build it
    std::vector<Diagnostic> found;
    const PlayResult result = playRecord(record, {}, found);
    EXPECT_FALSE(result.valid);
    ASSERT_FALSE(found.empty());
    EXPECT_EQ(found.back().message, "[Scores] gives 1 score for 2 sides (notation)");
}

TEST(RecordPlayer, DrawsBeyondThePile) {
    EXPECT_EQ(firstError(kTwo + "[Position \"2 700 dujardin 100/- - * "
                                "VERT:-:100x6:-:-/VERT:-:-:-:- turn:1\"]\n1. Anne: +25 100\n"),
              "6:10: error: Anne draws 1 card, but only 0 were left (§6)");
}

}  // namespace
}  // namespace bornes::formats

namespace bornes::formats {
namespace {

// A player out of turn is told why the turn is another's (§3, R4, §5).
TEST(RecordPlayer, OutOfTurnSaysWhyItIsThatPlayersTurn) {
    EXPECT_EQ(firstError(kFour + "1. Paul: VERT 2. Janine: PRIO 3. Paulette: 200\n"),
              "5:44: error: it is Janine's turn, not Paulette's: Janine laid a safety and plays "
              "again (R4)");
    EXPECT_EQ(firstError(kFour + "1. Paul: VERT 2. Janine: VERT 3. Paulette: STOP>B Janine: CF "
                                 "PRIO 4. Paulette: 25\n"),
              "5:80: error: it is Janine's turn, not Paulette's: after a coup-fourré its player "
              "plays again, then play goes on to their left (§5)");
    EXPECT_EQ(firstError(kFour + "1. Paul: VERT 2. Paulette: VERT\n"),
              "5:28: error: it is Janine's turn, not Paulette's: play passes to the left, and Paul "
              "played last (§3)");
}

}  // namespace
}  // namespace bornes::formats
