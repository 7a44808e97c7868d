// SPDX-License-Identifier: Apache-2.0
// JSON Lines (--format jsonl) and what every JSON document holds: each line of bornes-replay,
// bornes-play and bornes-validate against its definition in formats/json/schemas/, each line the
// same object as in the --format json document, --compact leaving out exactly the positions
// after the steps, several files each named in their games, the tags as the canonical record
// writes them, and the players' names of bornes-play --names.
#include <algorithm>

#include "json_check.h"

namespace {

using namespace bornes::json_test;

const fs::path kIrregular = kSource / "samples" / "irregular.mbn";

const std::map<std::string, std::string> kReplayLines = {{"game", "gameLine"}};
const std::map<std::string, std::string> kMomentLines = {{"moment", "momentLine"}};
const std::map<std::string, std::string> kValidationLines = {
    {"game", "gameLine"}, {"file-error", "fileErrorLine"}, {"summary", "summaryLine"}};

TEST(JsonLines, ReplayGivesALinePerGameOfEveryFile) {
    const std::string files = quoted(kWorkedExample.string()) + " " + quoted(kIrregular.string());
    const Output r = run("bornes-replay", "--format jsonl " + files);
    EXPECT_EQ(r.status, 0);
    std::vector<Document> lines;
    ASSERT_EQ(checkLines("replay", kReplayLines, r.out, lines), "");
    Document doc;
    ASSERT_EQ(check("replay#document", run("bornes-replay", "--format json " + files).out, doc),
              "");
    expectLinesAreTheDocuments(lines, doc["games"], "bornes-replay");
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(str(at(lines[1], "/file")), kIrregular.string());
    EXPECT_EQ(integer(at(lines[1], "/game")), 1) << "the game's number within its own file";
    EXPECT_EQ(str(at(lines[1], "/kind")), "game");
    for (const Document& line : lines) {
        std::vector<std::string> problems;
        gameInconsistencies(line, str(at(line, "/file")), false, problems);
        EXPECT_TRUE(problems.empty()) << joined(problems);
    }
}

TEST(JsonLines, PlayGivesALinePerGame) {
    const std::string options = "--players 6 --six 2x3 --games 3 --seed 11";
    const Output r = run("bornes-play", options + " --format jsonl");
    EXPECT_EQ(r.status, 0);
    std::vector<Document> lines;
    ASSERT_EQ(checkLines("replay", kReplayLines, r.out, lines), "");
    Document doc;
    ASSERT_EQ(check("replay#document", run("bornes-play", options + " --format json").out, doc),
              "");
    expectLinesAreTheDocuments(lines, doc["games"], "bornes-replay");
    for (SizeType i = 0; i < lines.size(); ++i) {
        EXPECT_TRUE(at(lines[i], "/file")->IsNull());
        EXPECT_EQ(integer(at(lines[i], "/game")), static_cast<int>(i) + 1);
        std::vector<std::string> problems;
        gameInconsistencies(lines[i], "line " + std::to_string(i + 1), true, problems);
        EXPECT_TRUE(problems.empty()) << joined(problems);
    }
}

// --compact: the same games with every step's position left out, and nothing else.
TEST(JsonLines, CompactLeavesOutThePositionsAfterTheSteps) {
    const std::string options = "--players 3 --games 2 --seed 4 --hide draws --format jsonl";
    std::vector<Document> full, compact;
    ASSERT_EQ(checkLines("replay", kReplayLines, run("bornes-play", options).out, full), "");
    const Output r = run("bornes-play", options + " --compact");
    EXPECT_EQ(r.status, 0);
    ASSERT_EQ(checkLines("replay", kReplayLines, r.out, compact), "");
    ASSERT_EQ(full.size(), compact.size());
    for (std::size_t g = 0; g < full.size(); ++g) {
        Document& expected = full[g];
        expected["compact"].SetBool(true);
        int steps = 0;
        for (Value& hand : expected["hands"].GetArray()) {
            for (Value& step : hand["steps"].GetArray()) step["after"].SetNull(), ++steps;
            EXPECT_TRUE(hand["start"].IsObject()) << "each hand's start is kept";
        }
        EXPECT_GT(steps, 0);
        EXPECT_TRUE(expected == compact[g]) << "game " << g + 1;
    }
    Document doc;
    EXPECT_EQ(
        check("replay#document",
              run("bornes-replay", "--format json --compact " + quoted(kIrregular.string())).out,
              doc),
        "");
    EXPECT_TRUE(at(doc, "/games/0/compact")->IsTrue());
    EXPECT_TRUE(at(doc, "/games/0/hands/0/steps/0/after")->IsNull());
}

TEST(JsonLines, MomentsOfEveryGame) {
    const TempFile games("moments.mbn", run("bornes-play", "--players 2 --games 2 --seed 3").out);
    const std::string arguments = "--turn 3 " + quoted(games.path().string());
    const Output r = run("bornes-replay", "--format jsonl " + arguments);
    EXPECT_EQ(r.status, 0);
    std::vector<Document> lines;
    ASSERT_EQ(checkLines("moment", kMomentLines, r.out, lines), "");
    Document doc;
    ASSERT_EQ(
        check("moment#momentDocument", run("bornes-replay", "--format json " + arguments).out, doc),
        "");
    expectLinesAreTheDocuments(lines, doc["moments"], "bornes-moment");
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(integer(at(lines[1], "/game")), 2);
    EXPECT_EQ(integer(at(lines[1], "/turn")), 3);
}

// A line per game as soon as it is checked, a line per file that could not be read, and the
// totals last; the games and totals are those of the document.
TEST(JsonLines, ValidationLinesEndWithTheTotals) {
    const fs::path missing = fs::temp_directory_path() /
                             ("bornes-json-lines-" + std::to_string(getpid()) + "-missing.mbn");
    const std::string files = quoted(missing.string()) + " " + quoted(kWorkedExample.string()) +
                              " " + quoted(kIrregular.string());
    const Output r = run("bornes-validate", "--format jsonl " + files);
    EXPECT_EQ(r.status, 2) << "a file could not be read";
    std::vector<Document> lines;
    ASSERT_EQ(checkLines("validation", kValidationLines, r.out, lines), "");
    ASSERT_EQ(lines.size(), 4u);
    EXPECT_EQ(str(at(lines[0], "/kind")), "file-error");
    EXPECT_EQ(str(at(lines[0], "/file")), missing.string());
    EXPECT_EQ(str(at(lines[0], "/error")), "No such file or directory");
    EXPECT_EQ(str(at(lines[3], "/kind")), "summary");
    EXPECT_EQ(integer(at(lines[3], "/games")), 2);
    EXPECT_EQ(integer(at(lines[3], "/warnings")), 5);

    Document doc;
    ASSERT_EQ(
        check("validation#document", run("bornes-validate", "--format json " + files).out, doc),
        "");
    Value games(rapidjson::kArrayType);
    for (const Value& file : doc["files"].GetArray())
        for (const Value& game : file["games"].GetArray())
            games.PushBack(Value(game, doc.GetAllocator()), doc.GetAllocator());
    const std::vector<Document> gameLines(std::make_move_iterator(lines.begin() + 1),
                                          std::make_move_iterator(lines.begin() + 3));
    expectLinesAreTheDocuments(gameLines, games, "bornes-validation");
    EXPECT_TRUE(objectOf(lines[3]) == doc["summary"]);
}

TEST(JsonLines, ValidationOfAnInputThatFailsToBeRead) {
    const Output r = run("bornes-validate", "--format jsonl - <&-");
    EXPECT_EQ(r.status, 2);
    std::vector<Document> lines;
    ASSERT_EQ(checkLines("validation", kValidationLines, r.out, lines), "");
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(str(at(lines[0], "/file")), "<stdin>");
    EXPECT_EQ(str(at(lines[0], "/error")), "read error: the file could not be read to its end");
    EXPECT_EQ(integer(at(lines[1], "/games")), 0);
}

// The tags object holds what `bornes-replay --format notation` writes as game tags, in its
// order: the roster, then the other tags as read (a name given twice: both values).
TEST(JsonLines, TheTagsAreTheCanonicalRecordsTags) {
    const TempFile record("tags.mbn",
                          "[Event \"Tags\"]\n[Date \"2026.11.21\"]\n[Annotator \"Anne\"]\n"
                          "[Seats \"Anne Bruno\"]\n[annotator \"Bruno\"]\n[Options "
                          "\"game-target=3000\"]\n[Round \"3\"]\n\n[Hand \"1\"]\n[Table \"7\"]\n"
                          "[Dealer \"Bruno\"]\n1. Anne: VERT\n");
    const std::string file = quoted(record.path().string());
    Document doc;
    ASSERT_EQ(check("replay#document", run("bornes-replay", "--format json " + file).out, doc), "");
    const Value& tags = *at(doc, "/games/0/tags");
    std::vector<std::pair<std::string, std::string>> written;
    std::istringstream canonical(run("bornes-replay", "--format notation " + file).out);
    for (std::string line; std::getline(canonical, line) && !line.empty();) {
        const std::size_t quote = line.find(" \"");
        ASSERT_TRUE(line.front() == '[' && quote != std::string::npos && line.size() > quote + 3)
            << line;
        written.emplace_back(line.substr(1, quote - 1),
                             line.substr(quote + 2, line.size() - quote - 4));
    }
    std::vector<std::pair<std::string, std::string>> inJson;
    for (const auto& t : tags.GetObject()) inJson.emplace_back(t.name.GetString(), str(&t.value));
    // The canonical writer writes a tag given twice twice; the object joins its values.
    ASSERT_EQ(written.size(), inJson.size() + 1);
    auto twice = std::find_if(written.begin(), written.end(),
                              [](const auto& t) { return t.first == "annotator"; });
    ASSERT_NE(twice, written.end());
    written.erase(twice);
    EXPECT_EQ(written.back().first, "Round");
    for (auto& [name, value] : written)
        if (name == "Annotator") value = "Anne\nBruno";
    EXPECT_EQ(inJson, written);
    EXPECT_EQ(str(at(doc, "/games/0/date")), "2026.11.21");
    EXPECT_TRUE(at(doc, "/games/0/site")->IsNull());
    EXPECT_EQ(integer(at(doc, "/games/0/gameTarget")), 3000);
    EXPECT_EQ(toJson(*at(doc, "/games/0/hands/0/otherTags")), R"({"Table":"7"})");
}

// Several files: each game says its file and its number there; --game counts in each file.
TEST(JsonLines, ReplayOfSeveralFiles) {
    const TempFile two("two-games.mbn", run("bornes-play", "--players 2 --games 2 --seed 8").out);
    const std::string files = quoted(two.path().string()) + " " + quoted(kWorkedExample.string());
    Document doc;
    const Output all = run("bornes-replay", "--format json " + files);
    EXPECT_EQ(all.status, 0);
    ASSERT_EQ(check("replay#document", all.out, doc), "");
    ASSERT_EQ(doc["games"].Size(), 3u);
    const std::string numbers[] = {two.path().string() + " 1", two.path().string() + " 2",
                                   kWorkedExample.string() + " 1"};
    for (SizeType g = 0; g < 3; ++g)
        EXPECT_EQ(
            str(&doc["games"][g]["file"]) + " " + std::to_string(integer(&doc["games"][g]["game"])),
            numbers[g]);

    // The worked example has no second game: the document still holds the first file's.
    const Output second = run("bornes-replay", "--format json --game 2 " + files);
    EXPECT_EQ(second.status, 2);
    Document one;
    ASSERT_EQ(check("replay#document", second.out, one), "");
    ASSERT_EQ(one["games"].Size(), 1u);
    EXPECT_TRUE(one["games"][0] == doc["games"][1]);
}

TEST(JsonLines, PlayersNamedByPlay) {
    const Output r = run("bornes-play", "--players 2 --seed 5 --names Marie,Luc --format jsonl");
    EXPECT_EQ(r.status, 0);
    std::vector<Document> lines;
    ASSERT_EQ(checkLines("replay", kReplayLines, r.out, lines), "");
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(toJson(*at(lines[0], "/seats")), R"(["Marie","Luc"])");
    EXPECT_EQ(str(at(lines[0], "/tags/Seats")), "Marie Luc");
    EXPECT_EQ(str(at(lines[0], "/hands/0/steps/0/player")), "Luc")
        << "the dealer is seat 1, Marie: Luc plays first";
    EXPECT_EQ(toJson(*at(lines[0], "/hands/0/start/tableaux/0/players")), R"(["Marie"])");
}

}  // namespace
