// SPDX-License-Identifier: Apache-2.0
// bornes-annotate as a user runs it, on hands written by hand whose turning point is known
// (tests/data/annotate/): Paul, stopped at 650 km, must keep his 50 to make 700. The JSON
// is checked against formats/json/schemas/annotation.schema.json.
#include "json/json_check.h"

namespace {

using namespace bornes::json_test;

const fs::path kData = kSource / "tests" / "data" / "annotate";

Document annotated(const std::string& arguments, int status = 0) {
    const Output r = run("bornes-annotate", "--format json " + arguments);
    EXPECT_EQ(r.status, status) << r.out;
    Document doc;
    EXPECT_EQ(check("annotation", r.out, doc), "");
    return doc;
}

// Discarding the 50 throws the hand away: 1 before, 0 after, the End of Limit the move.
TEST(AnnotateCli, TheBlunderIsFoundWithItsBestMove) {
    const Document doc = annotated(quoted((kData / "keep-the-50.mbn").string()));
    const Value& hand = *at(doc, "/games/0/hands/0");
    EXPECT_EQ(integer(&hand["decisions"]), 15);
    EXPECT_EQ(integer(&hand["forced"]), 10);  // Paul holds only End of Limit afterwards
    ASSERT_EQ(hand["points"].Size(), 1u);
    const Value& p = hand["points"][0];
    EXPECT_EQ(str(&p["mark"]), "??");
    EXPECT_EQ(integer(&p["turn"]), 1);
    EXPECT_EQ(str(&p["player"]), "Paul");
    EXPECT_EQ(str(&p["move"]), "-50");
    EXPECT_EQ(integer(&p["before"]), 1);
    EXPECT_EQ(integer(&p["after"]), 0);
    ASSERT_EQ(p["best"].Size(), 1u);
    EXPECT_EQ(str(&p["best"][0]), "-FIN");
    EXPECT_EQ(integer(at(doc, "/summary/marked")), 1);
}

// The score counted by hand: Paul making 700 with the last card scores 700 + 400 (the hand)
// + 300 (couronnement) = 1400 against Janine's 600 + 25 + 25 = 650: +750. After the 50 is
// gone nobody reaches 700: 650 against 650, 0. A loss of 750 points.
TEST(AnnotateCli, ScoreLostIsCountedByHand) {
    const Document doc = annotated("-q score " + quoted((kData / "keep-the-50.mbn").string()));
    EXPECT_EQ(str(at(doc, "/question")), "score");
    const Value& p = *at(doc, "/games/0/hands/0/points/0");
    EXPECT_EQ(str(&p["mark"]), "?");
    EXPECT_EQ(integer(&p["before"]), 750);
    EXPECT_EQ(integer(&p["after"]), 0);
    EXPECT_EQ(str(&p["comment"]),
              "-50 loses 750 points: -FIN (discards End of Limit) gives +750, -50 0");
}

// The other way: the End of Limit discarded is the only move that keeps the win, and so is
// declining the allonge at 700 (an allonge would need 300 more km with no card left).
TEST(AnnotateCli, TheOnlyMoveIsGood) {
    const Document doc = annotated(quoted((kData / "the-only-move.mbn").string()));
    const Value& points = *at(doc, "/games/0/hands/0/points");
    ASSERT_EQ(points.Size(), 2u);
    EXPECT_EQ(str(&points[0]["move"]), "-FIN");
    EXPECT_EQ(str(&points[0]["mark"]), "!");
    EXPECT_EQ(str(&points[1]["move"]), "noallonge");
    EXPECT_EQ(str(&points[1]["mark"]), "!");
}

// Limits: nothing solved within one node is guessed; the decisions are reported unsolved
// and the exit status says so.
TEST(AnnotateCli, UnsolvedDecisionsAreReportedNotGuessed) {
    const Document doc = annotated(
        "--engine exact --max-nodes 1 " + quoted((kData / "keep-the-50.mbn").string()), 1);
    const Value& hand = *at(doc, "/games/0/hands/0");
    EXPECT_EQ(integer(&hand["solved"]), 0);
    EXPECT_EQ(integer(&hand["unsolved"]), 5);
    for (const Value& p : hand["points"].GetArray()) {
        EXPECT_EQ(str(&p["status"]), "unsolved");
        EXPECT_TRUE(p["mark"].IsNull());
        EXPECT_TRUE(p["before"].IsNull());
    }
}

// A record whose draws are not written: with the exact engine its decisions are left out
// (exit 1); with --odds they are estimated (exit 0), and a move marked ?! has odds below the
// best's.
TEST(AnnotateCli, HiddenCardsAreLeftOutOrEstimated) {
    const std::string record =
        quoted((kSource / "samples" / "games" / "4-players-draws-hidden.mbn").string());
    const Document out = annotated("--engine exact --hand 4 " + record, 1);
    EXPECT_EQ(integer(at(out, "/summary/hidden")), integer(at(out, "/summary/decisions")));
    const Document odds =
        annotated("--hand 4 --odds --samples 20 --time-limit 0 --max-nodes 20000 " + record);
    const Value& hand = *at(odds, "/games/0/hands/0");
    EXPECT_GT(integer(&hand["estimated"]), 0);
    EXPECT_EQ(integer(&hand["hidden"]), 0);
    for (const Value& p : hand["points"].GetArray()) {
        if (str(&p["status"]) != "estimated") continue;
        EXPECT_EQ(str(&p["mark"]), "?!");
        EXPECT_LT(p["after"].GetDouble(), p["before"].GetDouble());
    }
}

}  // namespace
