// SPDX-License-Identifier: Apache-2.0
// bornes-solve --odds as a user runs it, against answers worked out here: every order of
// the hidden cards enumerated (deal_sampler.h's `dealt`), each deal solved by the library,
// and the exact odds of each move computed from them; the tool's estimate over random deals
// must hold them in its intervals. The JSON is checked against
// formats/json/schemas/odds.schema.json.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "analysis/deal_sampler.h"
#include "json/json_check.h"
#include "notation/position_text.h"
#include "notation/record_writer.h"
#include "solver/search.h"

namespace {

using namespace bornes;
using namespace bornes::json_test;

// P1, stopped at 650 km with a 50 in hand, needs the Roll. Two of P2's cards and both
// cards of the pile are hidden: two Spare Tires, a Gasoline and the Roll.
constexpr const char* kHidden =
    "2 700 dujardin FINx6,50/?x2,ROUEx2,25x2 ?x2 "
    "STOPx3,LIMx3,PANNEx2,CREVx2,ACCx2,VERTx11,ESSx5,ROUEx2,REPx6,PRIO,CIT,INC,AS,25x8,50x8,"
    "75x10,100x8 STOP<VERT:-:50,100x2,200x2:-:-/VERT:-:100x2,200x2:-:- turn:1";
// The same with every card shown (the pile: Gasoline on top of the Roll).
constexpr const char* kKnown =
    "2 700 dujardin 50,FINx6/ROUEx4,25x2 ESS,VERT * "
    "STOP<VERT:-:200x2,100x2,50:-:-/VERT:-:200x2,100x2:-:- turn:1";

// The exact mean of each move over every order of the unseen cards (each card distinct,
// as a shuffle treats them), for side A.
std::map<std::string, double> exactMeans(Question question) {
    const auto parsed = formats::parsePosition(kHidden);
    EXPECT_TRUE(parsed.line) << parsed.error;
    const DealSampler sampler(parsed.line->position);
    std::vector<int> order(sampler.unseen().size());
    std::iota(order.begin(), order.end(), 0);
    Solver solver(std::size_t{1} << 20);
    SolveRequest request;
    request.query.question = question;
    request.query.side = 0;
    request.bestMoves = request.line = false;
    request.allMoves = true;
    std::map<std::string, std::pair<double, int>> sums;
    do {
        std::vector<Card> cards;
        for (int i : order) cards.push_back(sampler.unseen()[static_cast<std::size_t>(i)]);
        const auto deal = sampler.dealt(cards);
        EXPECT_TRUE(deal);
        for (const MoveValue& mv : solver.solve(*deal, request).moves) {
            auto& [sum, n] = sums[formats::moveWord(mv.move)];
            sum += mv.value;
            ++n;
        }
    } while (std::next_permutation(order.begin(), order.end()));
    std::map<std::string, double> means;
    for (const auto& [move, s] : sums) means[move] = s.first / s.second;
    return means;
}

Document oddsOf(const std::string& arguments, int status = 0) {
    const Output r = run("bornes-solve", "--odds --format json " + arguments);
    EXPECT_EQ(r.status, status) << r.out;
    Document doc;
    EXPECT_EQ(check("odds", r.out, doc), "");
    return doc;
}

// The estimate within four standard errors of the truth (the 95 % interval misses it one
// time in twenty by design; four errors, one in 15 000), the error read from the interval's
// width; a move that never varies exactly right.
void expectNearTheTruth(const Value& puzzle, const std::map<std::string, double>& exact) {
    ASSERT_EQ(puzzle["moves"].Size(), exact.size());
    for (const Value& m : puzzle["moves"].GetArray()) {
        const std::string move = m["move"].GetString();
        SCOPED_TRACE(move);
        ASSERT_TRUE(exact.count(move));
        const double truth = exact.at(move), mean = m["mean"].GetDouble();
        const double error = (m["high"].GetDouble() - m["low"].GetDouble()) / (2 * 1.96);
        EXPECT_LE(m["low"].GetDouble(), mean);
        EXPECT_GE(m["high"].GetDouble(), mean);
        EXPECT_LE(std::abs(mean - truth), 4 * error + 1e-9)
            << "mean " << mean << ", exact " << truth;
    }
}

TEST(OddsCli, ReachOddsHoldTheEnumeratedOnes) {
    const auto exact = exactMeans(Question::Reach);
    // Discarding the 50 gives up the hand; keeping it wins exactly when the Roll comes.
    EXPECT_EQ(exact.at("-50"), 0.0);
    EXPECT_GT(exact.at("-FIN"), 0.0);
    const Document doc = oddsOf("--samples 5000 --seed 7 " + quoted(kHidden));
    const Value& p = *at(doc, "/puzzles/0");
    EXPECT_EQ(integer(&p["hidden"]), 4);
    EXPECT_EQ(integer(&p["hiddenInPile"]), 2);
    EXPECT_EQ(integer(&p["hiddenInDecidersHand"]), 0);
    EXPECT_EQ(integer(&p["samples"]), 5000);
    EXPECT_EQ(integer(&p["solved"]), 5000);
    EXPECT_EQ(integer(&p["inconsistent"]), 0);
    expectNearTheTruth(p, exact);
    // Best first for P1, who asks.
    EXPECT_EQ(str(at(doc, "/puzzles/0/moves/0/move")), "-FIN");
}

TEST(OddsCli, MeanScoresHoldTheEnumeratedOnes) {
    const auto exact = exactMeans(Question::Score);
    const Document doc = oddsOf("--samples 5000 -q score " + quoted(kHidden));
    expectNearTheTruth(*at(doc, "/puzzles/0"), exact);
}

// With nothing hidden the odds are the exact values: one deal, the same numbers as
// bornes-solve --all-moves prints.
TEST(OddsCli, NothingHiddenGivesTheExactValues) {
    const Document doc = oddsOf("-q score " + quoted(kKnown));
    EXPECT_EQ(integer(at(doc, "/puzzles/0/hidden")), 0);
    EXPECT_EQ(integer(at(doc, "/puzzles/0/samples")), 1);
    Document exact;
    ASSERT_EQ(check("solve",
                    run("bornes-solve", "--format json --all-moves -q score " + quoted(kKnown)).out,
                    exact),
              "");
    std::map<std::string, int> values;
    for (const Value& m : (*at(exact, "/puzzles/0/moves")).GetArray())
        values[m["move"].GetString()] = m["value"].GetInt();
    const Value& moves = *at(doc, "/puzzles/0/moves");
    ASSERT_EQ(moves.Size(), values.size());
    for (const Value& m : moves.GetArray()) {
        EXPECT_EQ(m["mean"].GetDouble(), values.at(m["move"].GetString()));
        EXPECT_EQ(m["low"].GetDouble(), m["high"].GetDouble());  // one deal: no spread
    }
}

// A record whose draws are not written: the decider's own hand is hidden, each move counts
// only the deals that give it, and no move counts more deals than were solved.
TEST(OddsCli, RecordWithHiddenDraws) {
    const std::string record =
        quoted((kSource / "samples" / "games" / "4-players-draws-hidden.mbn").string());
    const Document doc = oddsOf("--samples 40 --record " + record + " --hand 4 --turn 54");
    const Value& p = *at(doc, "/puzzles/0");
    EXPECT_EQ(integer(&p["hiddenInDecidersHand"]), 7);
    EXPECT_EQ(integer(&p["solved"]), 40);
    int most = 0;
    for (const Value& m : p["moves"].GetArray()) {
        EXPECT_LE(m["deals"].GetInt(), 40);
        most = std::max(most, m["deals"].GetInt());
    }
    EXPECT_LT(most, 40);  // no card of P3's seven is certain
}

// A deal not solved within the limits is never counted: with a one-node limit nothing is
// solved, every move shows no deal (null odds), and the exit status says so.
TEST(OddsCli, UnsolvedDealsAreNeverCounted) {
    const Document doc = oddsOf("--samples 10 --max-nodes 1 " + quoted(kHidden), 1);
    EXPECT_EQ(integer(at(doc, "/puzzles/0/solved")), 0);
    for (const Value& m : (*at(doc, "/puzzles/0/moves")).GetArray()) {
        EXPECT_EQ(m["deals"].GetInt(), 0);
        EXPECT_TRUE(m["mean"].IsNull());
    }
}

}  // namespace
