// SPDX-License-Identifier: Apache-2.0
// Puzzles mined (analysis/puzzle_miner.h, issue 24): the themes found in the bundled
// collections' positions against the theme= each was written with by hand (samples/puzzles/),
// and the decisions left out, each for its reason. Whether a mined puzzle is sharp is checked
// by re-solving it with bornes-solve --all-moves (tests/tools/bornes-puzzles/check_mined.py).
#include <gtest/gtest.h>

#include <fstream>
#include <map>

#include "analysis/puzzle_miner.h"
#include "notation/puzzle.h"
#include "puzzles/mined_puzzle.h"

namespace bornes::formats {
namespace {

const char* const kThemeFiles[] = {"allonge",      "capot",        "coup-fourre",
                                   "couronnement", "hold-safety",  "leader",
                                   "play-out",     "right-of-way", "third-200"};

// Every puzzle of the bundled themed collections, by id.
std::map<std::string, Puzzle> samplePuzzles() {
    std::map<std::string, Puzzle> puzzles;
    for (const char* file : kThemeFiles) {
        std::ifstream in(std::string(BORNES_SOURCE_DIR) + "/samples/puzzles/" + file + ".txt");
        std::string line;
        long long n = 0;
        while (std::getline(in, line)) {
            const PuzzleParse parsed = parsePuzzle(line, ++n);
            if (parsed.puzzle) puzzles.emplace(parsed.puzzle->id, *parsed.puzzle);
        }
    }
    return puzzles;
}

MiningResult mine(Solver& solver, const Puzzle& p, Question q) {
    return minePosition(solver, p.line.position, {q, 100, p.line.rules, {2'000'000, 0}});
}

class PuzzleMiner : public testing::Test {
  protected:
    Solver solver{64 << 20};
    std::map<std::string, Puzzle> puzzles = samplePuzzles();

    std::string themesOf(const std::string& id, Question q) {
        const MiningResult r = mine(solver, puzzles.at(id), q);
        return r.puzzle ? themeKeywords(r.puzzle->themes) : "not a puzzle";
    }
    MiningVerdict verdictOf(const std::string& id, Question q) {
        return mine(solver, puzzles.at(id), q).verdict;
    }
};

TEST_F(PuzzleMiner, ReadsTheBundledCollections) {
    EXPECT_GE(puzzles.size(), 37u);
}

// Each sample the miner finds sharp for its own question is given the theme it was written
// with (theme=, set by hand); and every theme is met at least once.
TEST_F(PuzzleMiner, ThemesAgreeWithTheHandWrittenOnes) {
    std::map<std::string, int> met;
    for (const auto& [id, p] : puzzles) {
        const std::string* theme = p.line.operation("theme");
        ASSERT_NE(theme, nullptr) << id;
        const MiningResult r = mine(solver, p, p.query.question);
        if (!r.puzzle) continue;
        const std::optional<Theme> t = parseTheme(*theme);
        ASSERT_TRUE(t) << id << ": " << *theme;
        EXPECT_TRUE(r.puzzle->themes & themeBit(*t))
            << id << ": written " << *theme << ", found " << themeKeywords(r.puzzle->themes);
        ++met[*theme];
    }
    for (int t = 0; t < kThemes; ++t)
        EXPECT_GT(met[std::string(themeName(static_cast<Theme>(t)))], 0)
            << themeName(static_cast<Theme>(t)) << ": no sample mined with it";
}

// Themes that are not there are not given either.
TEST_F(PuzzleMiner, ExactThemes) {
    EXPECT_EQ(themesOf("crown-safety-draws", Question::Couronnement), "couronnement");
    EXPECT_EQ(themesOf("capot-no-winner", Question::Score), "capot,play-out");
    EXPECT_EQ(themesOf("t200-they-cannot", Question::Couronnement), "couronnement,third-200");
    EXPECT_EQ(themesOf("cf-last-card", Question::Reach), "coup-fourre,couronnement,right-of-way");
    // The pile is empty, but the Stop settles the hand by itself: no play-out (themesOf).
    EXPECT_EQ(themesOf("leader-costlier-win", Question::Score), "leader");
    EXPECT_EQ(themesOf("crown-by-allonge", Question::Score), "couronnement,allonge");
}

TEST_F(PuzzleMiner, TrivialOrBluntDecisionsAreLeftOutForTheirReason) {
    // The allonge declined ends the hand at once: a win in one move.
    EXPECT_EQ(verdictOf("allonge-keep-bonus", Question::Score), MiningVerdict::WinInOne);
    // Reaching 700 is settled by a bound before any search.
    EXPECT_EQ(verdictOf("allonge-keep-bonus", Question::Reach), MiningVerdict::Bound);
    // Nobody can reach 700 (the capot scores without a winner).
    EXPECT_EQ(verdictOf("capot-no-winner", Question::Reach), MiningVerdict::NoWin);
    // More than one move wins.
    EXPECT_EQ(verdictOf("capot-finish-now", Question::Reach), MiningVerdict::NotSharp);
    // A single legal move: P1 holds only an End of Limit it cannot play.
    const PuzzleParse forced =
        parsePuzzle("2 700 dujardin FIN/25 - * VERT:-:100:-:-/VERT:-:100:-:- turn:1", 1);
    ASSERT_TRUE(forced.puzzle) << forced.problem.message;
    EXPECT_EQ(mine(solver, *forced.puzzle, Question::Reach).verdict, MiningVerdict::Forced);
    // A card not known.
    const PuzzleParse hidden =
        parsePuzzle("2 700 dujardin 25,?/50 - * VERT:-:100:-:-/VERT:-:100:-:- turn:1", 1);
    ASSERT_TRUE(hidden.puzzle) << hidden.problem.message;
    EXPECT_EQ(mine(solver, *hidden.puzzle, Question::Reach).verdict, MiningVerdict::Hidden);
}

TEST_F(PuzzleMiner, GradedByTheLineTheLosingMovesAndTheCardsToCount) {
    const MiningResult r = mine(solver, puzzles.at("cf-last-card"), Question::Reach);
    ASSERT_TRUE(r.puzzle);
    EXPECT_EQ(r.puzzle->answer.action(), Action::CoupFourre);
    EXPECT_EQ(r.puzzle->moves, 2);  // the coup-fourré or not
    EXPECT_EQ(r.puzzle->losing, 1);
    EXPECT_GE(r.puzzle->quickest, 2);
    EXPECT_EQ(r.puzzle->difficulty,
              difficultyOf(r.puzzle->quickest, r.puzzle->losing,
                           puzzles.at("cf-last-card").line.position.pileSize()));
    // By what a person must find (issue 32), whatever the solver's nodes.
    EXPECT_EQ(difficultyOf(1, 1, 0), 1);
    EXPECT_EQ(difficultyOf(2, 2, 2), 1);
    EXPECT_EQ(difficultyOf(3, 0, 0), 2);  // a line of three decisions
    EXPECT_EQ(difficultyOf(5, 0, 0), 3);  // of five
    EXPECT_EQ(difficultyOf(1, 3, 0), 2);  // three tempting losing moves
    EXPECT_EQ(difficultyOf(1, 0, 3), 2);  // three cards to count in the pile
    EXPECT_EQ(difficultyOf(9, 5, 20), 5);
}

}  // namespace
}  // namespace bornes::formats
