// SPDX-License-Identifier: Apache-2.0
// A mined puzzle's themes name only what its answer touches (analysis/puzzle_miner.cpp,
// themesOf): positions where a theme's condition is on the table but the answer does not
// touch it (the theme absent), beside positions where the answer touches it (present). The
// played positions are copied from samples/mined/2-players.txt; the others are built here.
#include <gtest/gtest.h>

#include <string>

#include "analysis/puzzle_miner.h"
#include "notation/puzzle.h"
#include "puzzles/mined_puzzle.h"

namespace bornes::formats {
namespace {

class PuzzleThemes : public testing::Test {
  protected:
    Solver solver{64 << 20};

    // The themes of `position` (a position line) mined for `q`, or why it is no puzzle.
    std::string themesOf(const std::string& position, Question q) {
        const PuzzleParse parsed = parsePuzzle(position, 1);
        if (!parsed.puzzle) return "unread: " + parsed.problem.message;
        const MiningResult r = minePosition(solver, parsed.puzzle->line.position,
                                            {q, 100, parsed.puzzle->line.rules, {2'000'000, 0}});
        return r.puzzle ? themeKeywords(r.puzzle->themes) : "not a puzzle";
    }
};

// P2 holds a 200 that B, with two down, cannot play; but B is at 575 where a 200 would pass
// 700 anyway, and A's answer (the Driving Ace) is the same with it live.
TEST_F(PuzzleThemes, ThirdTwoHundredOnlyWhenTheAnswerTurnsOnIt) {
    EXPECT_EQ(themesOf("2 700 dujardin VERTx5,ESS,AS/FINx2,ESS,ROUE,25,200 100,ESS STOP,LIM,PANNE,"
                       "ACC,FINx2,ESSx2,ROUEx3,REPx5,25x4,50x8,75x7,100x8 VERT:-:25x5,50x2,75x2,"
                       "100,200:PRIO,CIT,INC:STOPx2,LIMx2,PANNE,CREV,VERTx4,FINx2,ESS,ROUE/VERT:-:"
                       "75,100x2,200x2:-:STOP,CREV,ACC,VERTx3,ROUE,REP turn:1",
                       Question::Score),
              "sharp");
    // B at 500 with a dead 200: waiting for the couronnement wins only because it is dead.
    EXPECT_EQ(themesOf("2 700 dujardin 50,FINx6/200,100,ROUEx4 ESS * VERT:-:100x6,50:-:-/VERT:-:"
                       "200x2,100:-:- turn:1",
                       Question::Couronnement),
              "couronnement,third-200");
}

// B's Right of Way acts (a Puncture on it, a Repairs alone would lift it); A's answer lays
// its own Puncture-Proof, nothing to do with it.
TEST_F(PuzzleThemes, RightOfWayOnlyWhenTheAnswerLaysItOrPlaysOnItsPile) {
    EXPECT_EQ(themesOf("2 700 dujardin VERTx4,INC,50,200/ESS,REP,100x4 CIT,ROUE,25,100,75,VERT,ESS,"
                       "75,50,CREV STOPx4,LIM,ACCx2,VERTx5,FINx5,ESSx2,ROUEx5,REPx5,25x7,50x4,"
                       "75x8,100x5,200x2 VERT:LIM:25x2,50x4,100:AS:PANNEx2,VERTx2,ESSx2/CREV<VERT:"
                       "-:100,200:PRIO:LIM,FIN turn:1",
                       Question::Score),
              "sharp");
    // The Accident on B, rolling on an empty battle pile by its Right of Way.
    EXPECT_EQ(themesOf("2 700 parker ACC,50x2/100,VERT,ESS - * VERT:-:200x2,100x2:-:-/-:-:200,"
                       "100x4:PRIO:- turn:1",
                       Question::Reach),
              "couronnement,right-of-way,play-out");
}

// An allonge declared before (the target 1000) that A's answer does not touch: the line does
// not end with it failed.
TEST_F(PuzzleThemes, AllongeOnlyWhenDecidedOrFailedOnTheLine) {
    EXPECT_EQ(themesOf("2 700^2 dujardin VERTx3,ESSx2,REP,AS/VERT,FIN,ROUEx3,CIT PRIO,50,100,VERT,"
                       "STOP,ROUE,75,100,CREV,50,REP,50,25,VERT,100x2,FIN,ROUE,100,25,75,25,ESS,"
                       "FIN,50 LIM,CREV,FINx2,ESSx2,ROUE,REPx2,25x3,50x2,75x5,100x4,200 PANNE<VERT"
                       ":-:25x2,50x2,200x2:INC:STOPx2,LIM,ACC,VERTx3,FIN,REP/VERT:LIM:25x2,50x2,"
                       "75x3,100x3,200:-:STOP,PANNE,ACC,VERTx3,ESS,REP turn:1",
                       Question::Score),
              "sharp");
    // P2's allonge, which A makes fail.
    EXPECT_EQ(themesOf("3 700^2 dujardin 200,100,25,LIM/100,ROUEx3/ESSx4 - * VERT:-:100x6,75:-:-/"
                       "VERT:-:200x2,75x4,50x4:-:-/VERT:-:25x6,50x4,75x4:-:- turn:1",
                       Question::Score),
              "couronnement,leader,allonge,play-out");
}

// Three sides and a hazard: the Accident can go only on C (B has the Driving Ace), so which
// side to hit is not the question; without B's Driving Ace it is.
TEST_F(PuzzleThemes, LeaderOnlyWhenTheHazardChoosesItsSide) {
    const std::string hands =
        "3 700 dujardin ACC,25x2/ROUEx3/50,ROUEx2 - * VERT:-:200x2,100x2,50:-:-/";
    EXPECT_EQ(themesOf(hands + "VERT:-:200,100:AS:-/VERT:-:100x5,75x2:-:- turn:1", Question::Reach),
              "couronnement,play-out");
    EXPECT_EQ(themesOf(hands + "VERT:-:200,100:-:-/VERT:-:100x5,75x2:-:- turn:1", Question::Reach),
              "couronnement,leader,play-out");
}

// B at 0 km, but its 25 comes down on the winning line: no capot in the answer's score.
TEST_F(PuzzleThemes, CapotOnlyWhenTheLineEndsWithIt) {
    EXPECT_EQ(themesOf("2 700 dujardin 100x2/25x2 - * VERT:-:200x2,100:-:-/VERT:-:-:-:- turn:1",
                       Question::Score),
              "couronnement,play-out");
    EXPECT_EQ(themesOf("2 700 dujardin 100x2/ROUEx2 - * VERT:-:200x2,100:-:-/VERT:-:-:-:- turn:1",
                       Question::Score),
              "couronnement,capot,play-out");
}

// The pile is empty, but the Stop on C settles the hand by itself (B's 25 ends it, A never
// plays again, nobody runs out of cards): the play-out is not what the answer turns on.
// Starving out P2's Stop is; so is playing on from a hand nothing refills (the tests above).
TEST_F(PuzzleThemes, PlayOutOnlyWhenTheLineTurnsOnItsRules) {
    EXPECT_EQ(themesOf("3 700 parker STOP,100/25,ROUE/50,ESS - * VERT:-:200,100:-:-/VERT:-:200x2,"
                       "100x2,75:-:-/VERT:-:100x4,75x2,50x2:-:- turn:1",
                       Question::Score),
              "leader");
    // A's 200 is its last move: P2 then reaches 700 with its last card (and declines the
    // allonge, out of cards, which is no player passed over).
    EXPECT_EQ(themesOf("2 700 dujardin 200,25/25 - * VERT:-:-:-:-/VERT:-:200x2,100x2,75:-:- turn:1",
                       Question::Score),
              "sharp");
    EXPECT_EQ(themesOf("2 700 dujardin ROUE,ESS,VERT,50/STOP,FIN - * STOP<VERT:-:200x2,100x2,50:-:"
                       "-/VERT:-:200,100:-:- turn:1",
                       Question::Reach),
              "couronnement,play-out");
}

}  // namespace
}  // namespace bornes::formats
