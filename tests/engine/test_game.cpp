// SPDX-License-Identifier: Apache-2.0
// The game (RULES.md §9, R16): totals hand after hand, the deal passing left, the first side
// at 5000, the highest total when several pass it, ties, and the fixed number of hands.
#include <gtest/gtest.h>

#include "printers.h"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <ostream>
#include <vector>

#include "engine/game.h"
#include "players/random_player.h"
#include "players/self_play.h"

namespace bornes {
namespace {

// A hand's scores, typed in: only the game arithmetic is under test here. Each side's total
// is put on one line of its score sheet; a second line checks that totals, not one line, add.
HandScore hand(std::initializer_list<int> totals) {
    HandScore h;
    h.sides = static_cast<int>(totals.size());
    std::size_t s = 0;
    for (int t : totals) {
        h.side[s].distance = t / 2;
        h.side[s].handWon = t - t / 2;
        ++s;
    }
    return h;
}

GameRules rulesFor(Form form, int fixedHands = 0) {
    GameRules rules;
    rules.table = Table::of(form);
    rules.fixedHands = fixedHands;
    return rules;
}

// --- totals and the deal ------------------------------------------------------------------

TEST(Game, StartsEmpty) {
    const Game g(rulesFor(Form::Four), 2);
    EXPECT_EQ(g.status(), GameStatus::Playing);
    EXPECT_EQ(g.handsPlayed(), 0);
    EXPECT_EQ(g.dealer(), 2);
    EXPECT_EQ(g.total(0), 0);
    EXPECT_EQ(g.total(1), 0);
    EXPECT_EQ(g.rules().gameTarget, 5000);
}

TEST(Game, TotalsAddUpHandAfterHand) {
    Game g(rulesFor(Form::Four));
    g.record(hand({850, 925}));
    EXPECT_EQ(g.total(0), 850);
    EXPECT_EQ(g.total(1), 925);
    g.record(hand({2200, 1050}));
    g.record(hand({1000, 675}));
    EXPECT_EQ(g.total(0), 850 + 2200 + 1000);
    EXPECT_EQ(g.total(1), 925 + 1050 + 675);
    EXPECT_EQ(g.handsPlayed(), 3);
    EXPECT_EQ(g.status(), GameStatus::Playing);
}

TEST(Game, TotalsAddUpForThreeSides) {
    Game g(rulesFor(Form::Three));
    g.record(hand({700, 0, 200}));
    g.record(hand({100, 1200, 300}));
    EXPECT_EQ(g.total(0), 800);
    EXPECT_EQ(g.total(1), 1200);
    EXPECT_EQ(g.total(2), 500);
    EXPECT_EQ(g.status(), GameStatus::Playing);
}

TEST(Game, TheDealerMovesOneSeatLeftEachHand) {
    // R16, §3: the next dealer is the player left of this dealer.
    for (Form f : {Form::Two, Form::Three, Form::Four, Form::SixThreeTeams, Form::SixTwoTeams}) {
        SCOPED_TRACE(formName(f));
        const Table table = Table::of(f);
        const int first = table.players - 1;  // wraps round at once
        Game g(rulesFor(f), first);
        for (int h = 1; h <= 2 * table.players; ++h) {
            g.record(hand(table.sides == 2 ? std::initializer_list<int>{10, 10}
                                           : std::initializer_list<int>{10, 10, 10}));
            EXPECT_EQ(g.dealer(), (first + h) % table.players) << "after hand " << h;
        }
    }
}

// --- deciding the game ----------------------------------------------------------------------

TEST(Game, TheFirstSideAt5000OrMoreWins) {
    Game g(rulesFor(Form::Four));
    g.record(hand({4000, 3000}));
    g.record(hand({999, 1900}));
    EXPECT_EQ(g.total(0), 4999);
    EXPECT_EQ(g.status(), GameStatus::Playing);
    g.record(hand({1, 0}));
    EXPECT_EQ(g.total(0), 5000);  // exactly 5000 is enough
    EXPECT_EQ(g.status(), GameStatus::Won);
    EXPECT_EQ(g.winner(), 0);
}

TEST(Game, TheTrailingSideMayWinByPassing5000First) {
    Game g(rulesFor(Form::Four));
    g.record(hand({4500, 4000}));
    g.record(hand({400, 1200}));
    EXPECT_EQ(g.status(), GameStatus::Won);
    EXPECT_EQ(g.winner(), 1);
}

TEST(Game, SeveralPass5000InTheSameHandTheHighestTotalWins) {
    // §9 (002): the side ahead before the hand may lose.
    Game g(rulesFor(Form::Four));
    g.record(hand({4900, 4800}));
    g.record(hand({200, 400}));
    EXPECT_EQ(g.total(0), 5100);
    EXPECT_EQ(g.total(1), 5200);
    EXPECT_EQ(g.status(), GameStatus::Won);
    EXPECT_EQ(g.winner(), 1);
}

TEST(Game, SeveralPass5000AmongThreeSides) {
    Game g(rulesFor(Form::Three));
    g.record(hand({4800, 4900, 4000}));
    g.record(hand({500, 300, 900}));
    EXPECT_EQ(g.status(), GameStatus::Won);
    EXPECT_EQ(g.winner(), 0);  // 5300 against 5200 and 4900
}

TEST(Game, ATieOnTheHighestTotalMeansAnotherHand) {
    Game g(rulesFor(Form::Four));
    g.record(hand({4800, 4700}));
    g.record(hand({300, 400}));
    EXPECT_EQ(g.total(0), 5100);
    EXPECT_EQ(g.total(1), 5100);
    EXPECT_EQ(g.status(), GameStatus::Playing);
    EXPECT_EQ(g.winner(), -1);
    g.record(hand({0, 0}));  // still tied
    EXPECT_EQ(g.status(), GameStatus::Playing);
    g.record(hand({25, 100}));
    EXPECT_EQ(g.status(), GameStatus::Won);
    EXPECT_EQ(g.winner(), 1);
    EXPECT_EQ(g.handsPlayed(), 4);
}

TEST(Game, ATieOnTheHighestTotalAmongThreeSidesMeansAnotherHand) {
    // Two sides tie at the top, the third is past 5000 but lower: nobody has won yet.
    Game g(rulesFor(Form::Three));
    g.record(hand({5200, 5200, 5100}));
    EXPECT_EQ(g.status(), GameStatus::Playing);
    // The next hand decides by the highest total, whoever it is.
    g.record(hand({0, 100, 300}));
    EXPECT_EQ(g.status(), GameStatus::Won);
    EXPECT_EQ(g.winner(), 2);
}

TEST(Game, ATieBelowTheHighestTotalDoesNotMatter) {
    Game g(rulesFor(Form::Three));
    g.record(hand({5300, 5100, 5100}));
    EXPECT_EQ(g.status(), GameStatus::Won);
    EXPECT_EQ(g.winner(), 0);
}

TEST(Game, AnotherGameTarget) {
    GameRules rules = rulesFor(Form::Four);
    rules.gameTarget = 2000;
    Game g(rules);
    g.record(hand({1999, 1000}));
    EXPECT_EQ(g.status(), GameStatus::Playing);
    g.record(hand({0, 1000}));
    EXPECT_EQ(g.status(), GameStatus::Won);
    EXPECT_EQ(g.winner(), 1);
}

// --- a fixed number of hands (R16) ----------------------------------------------------------

TEST(Game, FixedHandsTheHighestTotalWinsAfterTheLastHand) {
    Game g(rulesFor(Form::Four, 3));
    g.record(hand({700, 900}));
    g.record(hand({800, 400}));
    EXPECT_EQ(g.status(), GameStatus::Playing);
    g.record(hand({300, 200}));
    EXPECT_EQ(g.total(0), 1800);
    EXPECT_EQ(g.total(1), 1500);
    EXPECT_EQ(g.status(), GameStatus::Won);  // far below 5000
    EXPECT_EQ(g.winner(), 0);
    EXPECT_EQ(g.handsPlayed(), 3);
}

TEST(Game, FixedHandsATieIsADraw) {
    Game g(rulesFor(Form::Three, 2));
    g.record(hand({700, 900, 100}));
    g.record(hand({800, 600, 100}));
    EXPECT_EQ(g.total(0), 1500);
    EXPECT_EQ(g.total(1), 1500);
    EXPECT_EQ(g.status(), GameStatus::Drawn);
    EXPECT_EQ(g.winner(), -1);
}

TEST(Game, FixedHandsPassing5000EarlyDoesNotEndTheGame) {
    // The game is that many hands, whatever the scores (game.h): a side past 5000 after the
    // first hand may still be overtaken.
    Game g(rulesFor(Form::Four, 2));
    g.record(hand({5100, 1000}));
    EXPECT_EQ(g.status(), GameStatus::Playing);
    g.record(hand({0, 4200}));
    EXPECT_EQ(g.status(), GameStatus::Won);
    EXPECT_EQ(g.winner(), 1);
}

// --- real hands --------------------------------------------------------------------------------

struct PlayedGame {
    std::array<int, kMaxSides> sums{};
    int hands = 0;
    long moves = 0;
};

// Plays a whole game between random players, checking on the way that each hand starts left
// of the dealer named by the game and that each hand reached its end.
PlayedGame playRandomGame(Game& g, std::uint64_t seed) {
    const Table& table = g.rules().table;
    std::vector<RandomPlayer> players;
    for (int s = 0; s < table.players; ++s)
        players.emplace_back(seed * 10 + static_cast<std::uint64_t>(s));
    Seating seats{};
    for (int s = 0; s < table.players; ++s)
        seats[static_cast<std::size_t>(s)] = &players[static_cast<std::size_t>(s)];
    Rng shuffle(seed);
    PlayedGame out;
    bool firstMove = true;
    out.moves = playGame(
        g, seats, shuffle, 500,
        [&](const Position& pos, const HandScore& score, const Game& game) {
            EXPECT_TRUE(pos.over());
            EXPECT_EQ(score.sides, table.sides);
            for (int s = 0; s < table.sides; ++s)
                out.sums[static_cast<std::size_t>(s)] += score.total(s);
            ++out.hands;
            EXPECT_EQ(game.handsPlayed(), out.hands);
            for (int s = 0; s < table.sides; ++s)
                EXPECT_EQ(game.total(s), out.sums[static_cast<std::size_t>(s)]);
            if (game.status() == GameStatus::Playing && game.rules().fixedHands == 0) {
                // Undecided: nobody at 5000, or a tie on the highest total (§9).
                const auto end = out.sums.begin() + table.sides;
                const int best = *std::max_element(out.sums.begin(), end);
                if (best >= game.rules().gameTarget) {
                    EXPECT_GE(std::count(out.sums.begin(), end, best), 2);
                }
            }
            firstMove = true;
        },
        [&](const Position& pos, Move) {
            if (!firstMove) return;
            firstMove = false;
            // The first decision of a hand belongs to the player left of its dealer (§3).
            EXPECT_EQ(pos.toMove(), (g.dealer() + 1) % table.players);
            EXPECT_EQ(pos.phase(), Phase::Turn);
        });
    return out;
}

TEST(Game, RandomPlayersPlayAGameToTheEnd) {
    for (Form f : {Form::Four, Form::Two, Form::Three, Form::SixThreeTeams, Form::SixTwoTeams}) {
        SCOPED_TRACE(formName(f));
        const Table table = Table::of(f);
        Game g(rulesFor(f), 1);
        const PlayedGame played = playRandomGame(g, 2024 + static_cast<std::uint64_t>(f));
        EXPECT_GT(played.moves, 0);
        EXPECT_GE(played.hands, 2);  // no single hand is worth 5000 between random players
        EXPECT_EQ(g.handsPlayed(), played.hands);
        EXPECT_EQ(g.dealer(), (1 + played.hands) % table.players);
        for (int s = 0; s < table.sides; ++s)
            EXPECT_EQ(g.total(s), played.sums[static_cast<std::size_t>(s)]);
        ASSERT_EQ(g.status(), GameStatus::Won);
        ASSERT_GE(g.winner(), 0);
        ASSERT_LT(g.winner(), table.sides);
        EXPECT_GE(g.total(g.winner()), 5000);
        for (int s = 0; s < table.sides; ++s) {
            if (s != g.winner()) {
                EXPECT_LT(g.total(s), g.total(g.winner()));
            }
        }
    }
}

TEST(Game, RandomPlayersPlayAFixedNumberOfHands) {
    Game g(rulesFor(Form::Three, 4));
    const PlayedGame played = playRandomGame(g, 77);
    EXPECT_EQ(played.hands, 4);
    EXPECT_EQ(g.handsPlayed(), 4);
    EXPECT_NE(g.status(), GameStatus::Playing);
    const int best = *std::max_element(played.sums.begin(), played.sums.begin() + 3);
    if (g.status() == GameStatus::Won) {
        EXPECT_EQ(g.total(g.winner()), best);
    } else {
        EXPECT_GE(std::count(played.sums.begin(), played.sums.begin() + 3, best), 2);
    }
}

}  // namespace
}  // namespace bornes
