// SPDX-License-Identifier: Apache-2.0
// Issue 10: a Solution sent between ranks comes back whole (every field), and bytes that are
// not one are refused; the hardest-first order. No MPI: this runs in one process.
#include <gtest/gtest.h>

#include "cluster/cluster_error.h"
#include "cluster/distributed_batch.h"
#include "cluster/solution_codec.h"
#include "solver/bench_positions.h"

namespace {

using namespace bornes;
using namespace bornes::cluster;

// A Solution with no field at its default, each different from the others.
Solution everyField() {
    Solution s;
    s.solved = true;
    s.value = -1234567;
    s.limitHit = "time";
    s.moves = {{Move::attack(Card::Accident, 1), true, 250},
               {Move::coupFourre(5, Card::DrivingAce), false, -7},
               {Move::declineAllonge(), true, 0}};
    s.best = {Move::play(Card::D200), Move::discard(Card::EndOfLimit)};
    s.bestComplete = true;
    s.line = {Move::declineCoupFourre(), Move::declareAllonge(), Move::attack(Card::Stop, 2)};
    s.lineComplete = true;
    s.lineQuickest = true;  // a batch's JSON says it beside the line (issue 32)
    s.lineMovesOfS = 2;
    s.stats = {1, 2, 3, 4, 5, 6, 7, 8, 9, 0.125};
    return s;
}

void expectSame(const Solution& a, const Solution& b) {
    EXPECT_EQ(a.solved, b.solved);
    EXPECT_EQ(a.value, b.value);
    EXPECT_EQ(a.limitHit, b.limitHit);
    ASSERT_EQ(a.moves.size(), b.moves.size());
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
        EXPECT_EQ(a.moves[i].move, b.moves[i].move);
        EXPECT_EQ(a.moves[i].known, b.moves[i].known);
        EXPECT_EQ(a.moves[i].value, b.moves[i].value);
    }
    EXPECT_EQ(a.best, b.best);
    EXPECT_EQ(a.bestComplete, b.bestComplete);
    EXPECT_EQ(a.line, b.line);
    EXPECT_EQ(a.lineComplete, b.lineComplete);
    EXPECT_EQ(a.lineQuickest, b.lineQuickest);
    EXPECT_EQ(a.lineMovesOfS, b.lineMovesOfS);
    EXPECT_EQ(a.stats.nodes, b.stats.nodes);
    EXPECT_EQ(a.stats.tableProbes, b.stats.tableProbes);
    EXPECT_EQ(a.stats.tableHits, b.stats.tableHits);
    EXPECT_EQ(a.stats.tableCuts, b.stats.tableCuts);
    EXPECT_EQ(a.stats.tableStores, b.stats.tableStores);
    EXPECT_EQ(a.stats.boundCuts, b.stats.boundCuts);
    EXPECT_EQ(a.stats.cutoffs, b.stats.cutoffs);
    EXPECT_EQ(a.stats.probes, b.stats.probes);
    EXPECT_EQ(a.stats.playoutMoves, b.stats.playoutMoves);
    EXPECT_EQ(a.stats.seconds, b.stats.seconds);
}

TEST(SolutionCodec, RoundTripKeepsEveryField) {
    const Solution s = everyField();
    expectSame(decodeSolution(encodeSolution(s)), s);
    expectSame(decodeSolution(encodeSolution(Solution{})), Solution{});
}

TEST(SolutionCodec, LayoutIsFixed) {
    // Little-endian whatever the machine: the first bytes are the format, solved, value.
    const std::string bytes = encodeSolution(everyField());
    ASSERT_GE(bytes.size(), 10u);
    EXPECT_EQ(bytes.substr(0, 10), std::string("\x02\x01\x79\x29\xed\xff\xff\xff\xff\xff", 10));
}

TEST(SolutionCodec, RefusesWhatIsNotASolution) {
    const std::string good = encodeSolution(everyField());
    // Every truncation, a byte too many, another format version.
    for (std::size_t n = 0; n < good.size(); ++n)
        EXPECT_THROW(decodeSolution(good.substr(0, n)), ClusterError) << n << " bytes";
    EXPECT_THROW(decodeSolution(good + '\0'), ClusterError);
    std::string other = good;
    other[0] = '\x01';  // format 1 had no lineQuickest (issue 32)
    try {
        decodeSolution(other);
        ADD_FAILURE() << "format 1 accepted";
    } catch (const ClusterError& e) {
        EXPECT_STREQ(e.what(), "a solution in format 1, not 2: every rank must run the same build");
    }
    // A flag neither 0 nor 1, and move bits that name no move (card kind 31; unused bits).
    std::string flag = good;
    flag[1] = '\x02';
    EXPECT_THROW(decodeSolution(flag), ClusterError);
    Solution s;
    s.best = {Move::play(Card::D25)};
    std::string bytes = encodeSolution(s);
    // format, solved, value, limitHit's length, no moves, the number of best moves
    const std::size_t at = 1 + 1 + 8 + 8 + 8 + 8;
    ASSERT_EQ(static_cast<unsigned char>(bytes[at]), Move::play(Card::D25).raw() & 0xff);
    bytes[at] = '\x1f';
    EXPECT_THROW(decodeSolution(bytes), ClusterError);
    bytes[at] = static_cast<char>(Move::play(Card::D25).raw() & 0xff);
    bytes[at + 1] = '\x20';  // bit 13
    EXPECT_THROW(decodeSolution(bytes), ClusterError);
}

// More cards left (hands and pile) first; for equal cards, score before reach; then the
// jobs' order. A set (a) position (pile empty, at most 24 cards in the hands) has fewer cards
// than a set (b) one (10 in the pile, 25 in the hands).
TEST(HardestFirst, MoreCardsFirstThenScoreThenInputOrder) {
    const Position a = benchPositions(BenchSet::PlayOut, 1, 1).front().position;
    const Position b = benchPositions(BenchSet::FourPile10, 1, 1).front().position;
    const auto job = [](const Position& p, Question q) {
        BatchJob j{p, {}};
        j.request.query.question = q;
        return j;
    };
    const std::vector<BatchJob> jobs = {job(a, Question::Reach), job(b, Question::Reach),
                                        job(a, Question::Score), job(b, Question::Score),
                                        job(a, Question::Reach), job(b, Question::Couronnement)};
    EXPECT_EQ(hardestFirst(jobs), (std::vector<std::size_t>{3, 1, 5, 2, 0, 4}));
    EXPECT_TRUE(hardestFirst({}).empty());
}

}  // namespace
