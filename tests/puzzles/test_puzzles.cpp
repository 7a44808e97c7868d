// SPDX-License-Identifier: Apache-2.0
// The bundled puzzles (samples/puzzles/*.txt) are right: each expected answer is the one
// the plain exhaustive search of the tests finds (support/plain_search.h, independent of
// the solver), every puzzle says what it teaches and which theme it belongs to, ids are
// unique, and every theme the collection promises is there.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "common/solve_input.h"
#include "notation/puzzle.h"
#include "plain_search.h"

namespace bornes {
namespace {

namespace fs = std::filesystem;

// The themes the collection promises (issue: couronnement, a coup-fourré that saves the hand,
// the third 200, allonge or not, Right of Way after a Stop, capot, the hazard for the
// leader, the safety a team holds back, the play-out order).
const std::set<std::string> kThemes = {"couronnement", "coup-fourre",  "third-200",
                                       "allonge",      "right-of-way", "capot",
                                       "leader",       "hold-safety",  "play-out"};

std::vector<formats::Puzzle> bundledPuzzles() {
    std::vector<formats::Puzzle> out;
    for (const auto& entry :
         fs::directory_iterator(fs::path(BORNES_SOURCE_DIR) / "samples" / "puzzles")) {
        if (entry.path().extension() != ".txt") continue;
        std::ifstream in(entry.path());
        formats::PuzzleReader reader(in);
        std::optional<formats::Puzzle> p;
        formats::Diagnostic problem;
        while (reader.next(p, problem)) {
            EXPECT_TRUE(p) << entry.path().filename() << ":" << problem.where.line << ":"
                           << problem.where.column << ": " << problem.message;
            if (p) out.push_back(std::move(*p));
        }
    }
    return out;
}

TEST(Puzzles, AnswersAgreeWithThePlainSearch) {
    const std::vector<formats::Puzzle> puzzles = bundledPuzzles();
    EXPECT_GE(puzzles.size(), 30u);
    std::set<std::string> ids, themes;
    for (const formats::Puzzle& p : puzzles) {
        SCOPED_TRACE(p.id);
        EXPECT_TRUE(ids.insert(p.id).second) << "two puzzles are called " << p.id;
        EXPECT_FALSE(p.note.empty()) << "a puzzle says what it teaches (note=)";
        const std::string* theme = p.line.operation("theme");
        ASSERT_TRUE(theme) << "a puzzle names its theme (theme=)";
        EXPECT_TRUE(kThemes.count(*theme)) << "unknown theme " << *theme;
        themes.insert(*theme);
        ASSERT_TRUE(p.expected) << "a puzzle gives its answer (a=)";
        EXPECT_FALSE(
            formats::missingCards(p.line.position, formats::SeatNames(p.line.position.table())));
        test::PlainSearch plain(p.query, 50'000'000);
        const std::optional<int> value = plain.value(p.line.position);
        ASSERT_TRUE(value) << "too big for the plain search";
        EXPECT_EQ(*value, *p.expected) << "the plain search disagrees with a=";
        EXPECT_LE(plain.nodes(), 2'000'000u)
            << "keep puzzles small: the plain search checks them in CI";
    }
    EXPECT_EQ(themes, kThemes) << "every theme has its puzzles";
}

// Issue 8: a collection costs bounded memory whatever it holds. Reading stops after 100
// problems (a gigabyte of junk is not kept line by line), and after 10 000 puzzles.
TEST(Puzzles, ACollectionIsReadWithinItsLimits) {
    std::string junk;
    for (int i = 0; i < 500; ++i) junk += "junk " + std::to_string(i) + "\n";
    std::istringstream in(junk);
    const formats::SolveInputs read = formats::puzzlesFromCollection(in, {}, "");
    ASSERT_EQ(read.problems.size(), 101u);
    EXPECT_EQ(read.problems.back().diagnostic.where.line, 101);
    EXPECT_EQ(read.problems.back().diagnostic.message,
              "more than 100 problems: the rest of the collection is not read (notation: limits)");

    const std::string puzzle =
        "2 700 dujardin 50/100 - * VERT:-:200x2,100x2,50:-:-/VERT:-:200x2,100x2:-:- turn:1";
    std::string many;
    for (int i = 1; i <= 10001; ++i) many += puzzle + " id=p" + std::to_string(i) + "\n";
    std::istringstream big(many);
    const formats::SolveInputs limited = formats::puzzlesFromCollection(big, {}, "p1");
    ASSERT_EQ(limited.problems.size(), 1u);
    EXPECT_EQ(limited.problems.front().diagnostic.where.line, 10001);
    EXPECT_EQ(limited.problems.front().diagnostic.message,
              "more than 10000 puzzles in one collection (notation: limits)");
    EXPECT_EQ(limited.puzzles.size(), 1u);
}

// A position names its players (seats=, as bornes-replay --format notation writes it from
// the record's [Seats]): side= may name one, and every report says Paulette, not P3.
TEST(Puzzles, APositionNamesItsPlayers) {
    const std::string line =
        "4 1000 dujardin ESS,?x5/ESS,100,?x5/ESS,?x5/ROUE,?x5 ?x60 CREV,VERT,ROUE,25x2,50x2,75,"
        "100 VERT:-:25,200:INC*:LIM,ACC,VERT,FIN,REP/STOP<VERT:-:-:AS:- turn:2 ";
    formats::PuzzleParse p =
        formats::parsePuzzle(line + "seats=\"Paul Janine Paulette Jean\" side=janine", 1);
    ASSERT_TRUE(p.puzzle) << p.problem.message;
    EXPECT_EQ(p.puzzle->seats[2], "Paulette");
    EXPECT_EQ(p.puzzle->query.side, 1);  // Janine's side, B
    // The names are checked as [Seats] is: one per seat, each once.
    for (const auto& [seats, code] : std::vector<std::pair<std::string, std::string>>{
             {"\"Paul Janine\"", "seats-count"},
             {"\"Paul Janine Paul Jean\"", "player-twice"},
             {"\"P3 Janine Paulette Jean\"", "seat-code-elsewhere"}}) {
        p = formats::parsePuzzle(line + "seats=" + seats, 1);
        ASSERT_FALSE(p.puzzle) << seats;
        EXPECT_EQ(formats::messageCode(p.problem.what.id), code) << seats;
        EXPECT_EQ(p.problem.where.column, static_cast<int>(line.size()) + 1) << seats;
    }
}

}  // namespace
}  // namespace bornes
