// SPDX-License-Identifier: Apache-2.0
// JSON Lines of the analysis tools (issue 20): bornes-solve (each puzzle, a batch and its
// totals, --odds) and bornes-annotate (each game, then the totals), each line against its
// definition in formats/json/schemas/ and each the same object as in the --format json document.
// Also what a batch now says of each puzzle: its best moves and its principal line, as the
// full solve gives them.
#include <tuple>

#include "json_check.h"

namespace {

using namespace bornes::json_test;

const fs::path kSmallPuzzles = kSource / "tests" / "data" / "puzzles-small.txt";
const fs::path kCrown = kSource / "samples" / "puzzles" / "couronnement.txt";
const fs::path kKeepThe50 = kSource / "tests" / "data" / "annotate" / "keep-the-50.mbn";

const std::map<std::string, std::string> kSolveLines = {{"puzzle", "puzzleLine"},
                                                        {"summary", "summaryLine"}};
const std::map<std::string, std::string> kOddsLines = {{"puzzle", "puzzleLine"}};
const std::map<std::string, std::string> kAnnotationLines = {{"game", "gameLine"},
                                                             {"summary", "summaryLine"}};

// The totals of a batch without the time it took, which differs from run to run.
Document withoutSeconds(const Value& totals) {
    Document object = objectOf(totals);
    object.RemoveMember("seconds");
    return object;
}

TEST(JsonLinesAnalysis, SolveBatchGivesALinePerPuzzleThenTheTotals) {
    const std::string batch = "--batch " + quoted(kSmallPuzzles.string());
    const Output r = run("bornes-solve", "--format jsonl " + batch);
    EXPECT_EQ(r.status, 0);
    std::vector<Document> lines;
    ASSERT_EQ(checkLines("solve", kSolveLines, r.out, lines), "");
    Document doc;
    ASSERT_EQ(check("solve#document", run("bornes-solve", "--format json " + batch).out, doc), "");
    ASSERT_EQ(lines.size(), 4u) << "three puzzles and the totals";
    const Document summary = std::move(lines.back());
    lines.pop_back();
    expectLinesAreTheDocuments(lines, doc["puzzles"], "bornes-solve");
    EXPECT_EQ(str(at(summary, "/kind")), "summary");
    EXPECT_TRUE(withoutSeconds(summary) == withoutSeconds(doc["summary"]))
        << toJson(summary) << "\n"
        << toJson(doc["summary"]);
}

TEST(JsonLinesAnalysis, SolveEachPuzzleHasNoTotals) {
    const std::string file = "--file " + quoted(kSmallPuzzles.string());
    const Output r = run("bornes-solve", "--format jsonl " + file);
    EXPECT_EQ(r.status, 0);
    std::vector<Document> lines;
    ASSERT_EQ(checkLines("solve", kSolveLines, r.out, lines), "");
    Document doc;
    ASSERT_EQ(check("solve#document", run("bornes-solve", "--format json " + file).out, doc), "");
    expectLinesAreTheDocuments(lines, doc["puzzles"], "bornes-solve");
    EXPECT_EQ(str(at(lines[1], "/line")), "1. P1: 50 noallonge") << "in full, as the document";
}

TEST(JsonLinesAnalysis, OddsGiveALinePerPuzzle) {
    // Two hidden cards in P2's hand and two in the pile, dealt 20 times.
    const std::string position =
        "'2 700 dujardin FINx6,50/?x2,ROUEx2,25x2 ?x2 "
        "STOPx3,LIMx3,PANNEx2,CREVx2,ACCx2,VERTx11,ESSx5,ROUEx2,REPx6,PRIO,CIT,INC,AS,25x8,50x8,"
        "75x10,100x8 STOP<VERT:-:50,100x2,200x2:-:-/VERT:-:100x2,200x2:-:- turn:1'";
    const std::string odds = "--odds --samples 20 " + position;
    const Output r = run("bornes-solve", "--format jsonl " + odds);
    EXPECT_EQ(r.status, 0);
    std::vector<Document> lines;
    ASSERT_EQ(checkLines("odds", kOddsLines, r.out, lines), "");
    Document doc;
    ASSERT_EQ(check("odds#document", run("bornes-solve", "--format json " + odds).out, doc), "");
    expectLinesAreTheDocuments(lines, doc["puzzles"], "bornes-odds");
    EXPECT_EQ(integer(at(lines[0], "/samples")), 20);
}

// An estimate by rollouts (issue 31) in the solve format: a position with hidden cards under
// the default engine, and a position cut short by its node limit, each line against the
// schema and the same object as in the document.
TEST(JsonLinesAnalysis, EstimatesGiveALinePerPuzzle) {
    const std::string hidden =
        "'2 700 dujardin FINx6,50/?x2,ROUEx2,25x2 ?x2 "
        "STOPx3,LIMx3,PANNEx2,CREVx2,ACCx2,VERTx11,ESSx5,ROUEx2,REPx6,PRIO,CIT,INC,AS,25x8,50x8,"
        "75x10,100x8 STOP<VERT:-:50,100x2,200x2:-:-/VERT:-:100x2,200x2:-:- turn:1'";
    const std::string cut = "--record " +
                            quoted((kSource / "samples" / "games" / "2-players.mbn").string()) +
                            " --hand 1 --turn 19 -q score --max-nodes 10";
    for (const auto& [arguments, status, afterExact] :
         {std::tuple{"--samples 40 " + hidden, 0, false},
          std::tuple{"--samples 40 " + cut, 1, true}}) {
        SCOPED_TRACE(arguments);
        const Output r = run("bornes-solve", "--format jsonl " + arguments);
        EXPECT_EQ(r.status, status);
        std::vector<Document> lines;
        ASSERT_EQ(checkLines("solve", kSolveLines, r.out, lines), "");
        Document doc;
        ASSERT_EQ(
            check("solve#document", run("bornes-solve", "--format json " + arguments).out, doc),
            "");
        expectLinesAreTheDocuments(lines, doc["puzzles"], "bornes-solve");
        ASSERT_EQ(lines.size(), 1u);
        EXPECT_EQ(integer(at(lines[0], "/estimate/deals")), 40);
        EXPECT_EQ(at(lines[0], "/estimate/afterExact")->GetBool(), afterExact);
        EXPECT_TRUE(at(lines[0], "/estimate/workedOut")->GetBool());
        EXPECT_EQ(str(at(lines[0], "/answer")), "unknown");
    }
}

// The batch names the best moves the full solve names: every move that keeps 1 500 in
// crown-no-hundred (the 100 finishes at once for 1 200, its note says), in the notation.
TEST(JsonLinesAnalysis, ABatchGivesTheBestMovesOfAFullSolve) {
    std::vector<Document> lines;
    ASSERT_EQ(
        checkLines("solve", kSolveLines,
                   run("bornes-solve", "--format jsonl --batch " + quoted(kCrown.string())).out,
                   lines),
        "");
    Document full;
    ASSERT_EQ(check("solve#document",
                    run("bornes-solve",
                        "--format json --id crown-no-hundred --file " + quoted(kCrown.string()))
                        .out,
                    full),
              "");
    const Value& best = *at(lines[2], "/best");
    EXPECT_EQ(str(at(lines[2], "/id")), "crown-no-hundred");
    EXPECT_TRUE(best == *at(full, "/puzzles/0/best")) << toJson(best);
    ASSERT_EQ(best.Size(), 3u);
    for (SizeType i = 0; i < best.Size(); ++i) EXPECT_NE(str(&best[i]), "100");
    EXPECT_TRUE(at(lines[2], "/bestComplete")->GetBool());
    // The principal line too (issue 32), the full solve's, with what it says of it.
    for (const char* member : {"/line", "/lineComplete", "/lineQuickest"})
        EXPECT_TRUE(*at(lines[2], member) ==
                    *at(full, (std::string("/puzzles/0") + member).c_str()))
            << member << ": " << toJson(*at(lines[2], member));
    EXPECT_TRUE(at(lines[2], "/line")->IsString()) << "a batch gives the line in JSON";
}

// Issue 32: a batch gives every puzzle's principal line, the one solving it alone gives, on
// several threads as on one: the bundled mined collection, lines of one to a dozen moves.
TEST(JsonLinesAnalysis, ABatchGivesEachPuzzlesLineAsSolvedAlone) {
    const std::string mined = quoted((kSource / "samples" / "mined" / "2-players.txt").string());
    Document batch, alone;
    ASSERT_EQ(
        check("solve", run("bornes-solve", "--format json --jobs 2 --batch " + mined).out, batch),
        "");
    ASSERT_EQ(check("solve", run("bornes-solve", "--format json --file " + mined).out, alone), "");
    const Value& inBatch = batch["puzzles"];
    ASSERT_EQ(inBatch.Size(), alone["puzzles"].Size());
    ASSERT_GT(inBatch.Size(), 10u);
    for (SizeType i = 0; i < inBatch.Size(); ++i) {
        EXPECT_TRUE(inBatch[i]["line"].IsString()) << str(&inBatch[i]["id"]);
        for (const char* member : {"id", "line", "lineComplete", "lineQuickest"})
            EXPECT_TRUE(inBatch[i][member] == alone["puzzles"][i][member])
                << str(&inBatch[i]["id"]) << " " << member << ": " << toJson(inBatch[i][member]);
    }
}

TEST(JsonLinesAnalysis, AnnotateGivesALinePerGameThenTheTotals) {
    const std::string files = quoted(kKeepThe50.string()) + " " + quoted(kKeepThe50.string());
    const Output r = run("bornes-annotate", "--format jsonl " + files);
    EXPECT_EQ(r.status, 0);
    std::vector<Document> lines;
    ASSERT_EQ(checkLines("annotation", kAnnotationLines, r.out, lines), "");
    Document doc;
    ASSERT_EQ(
        check("annotation#document", run("bornes-annotate", "--format json " + files).out, doc),
        "");
    ASSERT_EQ(lines.size(), 3u) << "two games and the totals";
    Document summary = std::move(lines.back());
    lines.pop_back();
    for (Document& line : lines) {
        EXPECT_EQ(str(at(line, "/question")), "reach");
        line.RemoveMember("question");  // the document says it once
    }
    expectLinesAreTheDocuments(lines, doc["games"], "bornes-annotation");
    EXPECT_EQ(str(at(summary, "/kind")), "summary");
    summary.RemoveMember("question");
    EXPECT_TRUE(objectOf(summary) == doc["summary"]) << toJson(summary);
    EXPECT_EQ(integer(at(summary, "/marked")), 2) << "the blunder of each game";
}

// bornes-stats (issue 24): the summary against stats.schema.json.
TEST(JsonLinesAnalysis, StatsIsADocumentOfItsSchema) {
    const std::string files = quoted(kKeepThe50.string()) + " " + quoted(kKeepThe50.string());
    const Output r = run("bornes-stats", "--format json " + files);
    EXPECT_EQ(r.status, 0);
    Document doc;
    ASSERT_EQ(check("stats#document", r.out, doc), "");
    EXPECT_EQ(integer(at(doc, "/games")), 2);
    // JSON Lines: a line per game, then the summary, which is the document with its kind.
    const Output lines = run("bornes-stats", "--format jsonl " + files);
    EXPECT_EQ(lines.status, 0);
    std::vector<Document> each;
    ASSERT_EQ(
        checkLines("stats", {{"game", "gameLine"}, {"summary", "summaryLine"}}, lines.out, each),
        "");
    ASSERT_EQ(each.size(), 3u) << "two games and the summary";
    EXPECT_EQ(integer(at(each[1], "/game")), 1) << "the first game of the second file";
    EXPECT_EQ(str(at(each.back(), "/kind")), "summary");
    EXPECT_TRUE(objectOf(each.back()) == objectOf(doc)) << toJson(each.back());
}

}  // namespace
