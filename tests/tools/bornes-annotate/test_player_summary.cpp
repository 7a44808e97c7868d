// SPDX-License-Identifier: Apache-2.0
// Each player's game (issue 31, tools/bornes-annotate/player_summary.h): decisions made up by hand
// with their judgements, the summary checked against sums worked out here. And a real hand: the
// exact losses of -q score add up to what the decisions' values say.
#include <gtest/gtest.h>

#include <fstream>

#include "bornes-annotate/player_summary.h"
#include "notation/record_reader.h"

namespace bornes::formats {
namespace {

Decision decided(int seat, Judgement::Status status, Mark mark = Mark::None) {
    Decision d;
    d.seat = seat;
    d.side = seat % 2;
    d.status = status;
    d.mark = mark;
    return d;
}

Decision rolledOut(int seat, std::vector<double> regrets, std::vector<double> reach, Mark mark) {
    Decision d = decided(seat, Judgement::Status::Estimated, mark);
    d.engine = Engine::Rollout;
    Judgement::Rollouts r;
    for (double v : regrets) ++r.points.deals, r.points.sum += v, r.points.squares += v * v;
    for (double v : reach) ++r.reach.deals, r.reach.sum += v, r.reach.squares += v * v;
    d.rollouts = r;
    return d;
}

HandAnnotation handOf(Question question) {
    return HandAnnotation{
        0, {}, SeatNames(Table::of(Form::Two)), question, 700, std::nullopt, std::nullopt};
}

Record twoPlayers() {
    Record record;
    record.rules.table = Table::of(Form::Two);
    return record;
}

TEST(PlayerSummary, CountsMarksAndMeanLossesOfEachSeat) {
    HandAnnotation h = handOf(Question::Score);
    Decision exact = decided(0, Judgement::Status::Solved, Mark::Mistake);
    exact.valueBefore = 300, exact.valueAfter = 50;  // lost 250
    Decision best = decided(0, Judgement::Status::Solved);
    best.valueBefore = best.valueAfter = 100;                           // lost nothing
    h.decisions = {exact, best, decided(0, Judgement::Status::Forced),  // not a decision of its own
                   decided(0, Judgement::Status::Unsolved),             // a decision, not valued
                   // A move better than the engine's choice in expectation loses nothing.
                   rolledOut(1, {-40, -20}, {0, 0}, Mark::None),
                   rolledOut(1, {300, 500}, {1, 0}, Mark::Blunder)};
    const std::vector<PlayerSummary> players = summarizePlayers(twoPlayers(), {h});
    ASSERT_EQ(players.size(), 2u);
    const PlayerSummary& first = players[0];
    EXPECT_EQ(first.decisions, 3);
    EXPECT_EQ(first.valued, 2);
    EXPECT_EQ(first.mistakes, 1);
    EXPECT_EQ(first.inPoints, 2);
    EXPECT_DOUBLE_EQ(first.meanPointsLost(), 125);
    EXPECT_EQ(first.inReach, 0) << "an exact -q score says nothing of the chance of reaching";
    const PlayerSummary& second = players[1];
    EXPECT_EQ(second.decisions, 2);
    EXPECT_EQ(second.blunders, 1);
    EXPECT_DOUBLE_EQ(second.meanPointsLost(), 200) << "(0 + 400) / 2: the first clamped to 0";
    EXPECT_EQ(second.inReach, 2);
    EXPECT_DOUBLE_EQ(second.meanReachLost(), 0.25);
}

TEST(PlayerSummary, ExactReachLossesAreTheWinsThrownAway) {
    HandAnnotation h = handOf(Question::Reach);
    Decision thrown = decided(1, Judgement::Status::Solved, Mark::Blunder);
    thrown.valueBefore = 1, thrown.valueAfter = 0;
    Decision kept = decided(1, Judgement::Status::Solved);
    kept.valueBefore = kept.valueAfter = 1;
    h.decisions = {thrown, kept};
    const PlayerSummary p = summarizePlayers(twoPlayers(), {h})[1];
    EXPECT_EQ(p.inPoints, 0);
    EXPECT_EQ(p.inReach, 2);
    EXPECT_DOUBLE_EQ(p.meanReachLost(), 0.5);
}

// A real hand solved exactly with -q score: each player's points lost summed over its
// decisions is what their values before and after say, decision by decision.
TEST(PlayerSummary, ExactScoreLossesAddUpOverARealHand) {
    std::ifstream file(BORNES_SOURCE_DIR "/tests/data/annotate/keep-the-50.mbn");
    RecordReader reader(file);
    Record record;
    std::vector<Diagnostic> problems;
    ASSERT_TRUE(reader.next(record, problems));
    Solver solver(std::size_t{16} << 20);
    AnnotateRequest request;
    request.question = Question::Score;
    request.engine = Engine::Exact;
    const std::vector<HandAnnotation> hands = annotateRecord(record, solver, request, problems);
    std::vector<double> lost(static_cast<std::size_t>(record.rules.table.players), 0);
    int solved = 0;
    for (const HandAnnotation& h : hands)
        for (const Decision& d : h.decisions)
            if (d.status == Judgement::Status::Solved) {
                lost[static_cast<std::size_t>(d.seat)] += d.valueBefore - d.valueAfter;
                ++solved;
            }
    ASSERT_GT(solved, 3);
    for (const PlayerSummary& p : summarizePlayers(record, hands))
        EXPECT_DOUBLE_EQ(p.pointsLost, lost[static_cast<std::size_t>(p.seat)]) << p.seat;
}

}  // namespace
}  // namespace bornes::formats
