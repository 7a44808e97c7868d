// SPDX-License-Identifier: Apache-2.0
// Issue 10: the work queue, the distributed batch and the broadcast (cluster/). The same
// program runs in one process (CTest cluster.one_process) and as three ranks under mpirun
// (cluster.mpirun_3): every rank runs every test, in the same order, since each is a
// collective call. Rank 0 prints the run; the other ranks print only their failures, and
// each rank's exit status counts (mpirun fails when any rank fails).
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <numeric>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "cluster/broadcast.h"
#include "cluster/cluster_error.h"
#include "cluster/distributed_batch.h"
#include "cluster/mpi_session.h"
#include "cluster/work_queue.h"
#include "solver/batch.h"
#include "solver/bench_positions.h"

namespace {

using namespace bornes;
using namespace bornes::cluster;

const MpiSession* session = nullptr;  // main's

// Set (a) (pile empty) asking reach and score, set (b) (10 in the pile) asking reach: quick
// even without a table. All moves, the best moves and the line on for some.
std::vector<BatchJob> benchJobs() {
    std::vector<BatchJob> jobs;
    int k = 0;
    for (const BenchSet set : {BenchSet::PlayOut, BenchSet::FourPile10})
        for (const BenchPosition& b : benchPositions(set, 14, 7)) {
            BatchJob job{b.position, {}};
            job.request.query.side = b.side;
            job.request.query.question =
                set == BenchSet::PlayOut && k % 2 ? Question::Score : Question::Reach;
            job.request.allMoves = k % 3 == 0;
            job.request.bestMoves = k % 4 != 1;
            job.request.line = k % 5 != 2;
            jobs.push_back(job);
            ++k;
        }
    return jobs;
}

void expectSameAnswer(const Solution& got, const Solution& want, std::size_t i) {
    SCOPED_TRACE("position " + std::to_string(i));
    EXPECT_EQ(got.solved, want.solved);
    EXPECT_EQ(got.value, want.value);
    EXPECT_EQ(got.limitHit, want.limitHit);
    ASSERT_EQ(got.moves.size(), want.moves.size());
    for (std::size_t m = 0; m < got.moves.size(); ++m) {
        EXPECT_EQ(got.moves[m].move, want.moves[m].move);
        EXPECT_EQ(got.moves[m].known, want.moves[m].known);
        EXPECT_EQ(got.moves[m].value, want.moves[m].value);
    }
    EXPECT_EQ(got.best, want.best);
    EXPECT_EQ(got.bestComplete, want.bestComplete);
    EXPECT_EQ(got.lineComplete, want.lineComplete);
    EXPECT_EQ(got.line.empty(), want.line.empty());
}

void expectSameStats(const SearchStats& got, const SearchStats& want) {
    EXPECT_EQ(got.nodes, want.nodes);
    EXPECT_EQ(got.tableProbes, want.tableProbes);
    EXPECT_EQ(got.tableHits, want.tableHits);
    EXPECT_EQ(got.tableCuts, want.tableCuts);
    EXPECT_EQ(got.tableStores, want.tableStores);
    EXPECT_EQ(got.boundCuts, want.boundCuts);
    EXPECT_EQ(got.cutoffs, want.cutoffs);
    EXPECT_EQ(got.probes, want.probes);
}

// The distributed solutions and the indexes `done` saw, in the order it saw them.
struct Delivered {
    std::vector<std::size_t> indexes;
    std::vector<Solution> solutions;
};

Delivered solveDistributed(const std::vector<BatchJob>& jobs, std::span<const std::size_t> order,
                           int threads, const SearchOptions& options) {
    Delivered d;
    solveAllDistributed(*session, jobs, order, threads, std::size_t{16} << 20, options,
                        [&](std::size_t i, const Solution& s) {
                            d.indexes.push_back(i);
                            d.solutions.push_back(s);
                        });
    return d;
}

std::vector<Solution> solveAlone(const std::vector<BatchJob>& jobs, const SearchOptions& options) {
    std::vector<Solution> out;
    solveAll(jobs, 1, std::size_t{16} << 20, options,
             [&](std::size_t, const Solution& s) { out.push_back(s); });
    return out;
}

std::vector<std::size_t> upTo(std::size_t n) {
    std::vector<std::size_t> v(n);
    std::iota(v.begin(), v.end(), std::size_t{0});
    return v;
}

// Without a table each solution depends on its position alone: every field but the time is
// the same as solveAll's, whichever rank and thread solved it.
TEST(DistributedBatch, SameAsSolveAllFieldByField) {
    const std::vector<BatchJob> jobs = benchJobs();
    SearchOptions noTable;
    noTable.table = false;
    const std::vector<std::size_t> order = hardestFirst(jobs);
    const Delivered d = solveDistributed(jobs, order, 2, noTable);
    if (!session->root()) {
        EXPECT_TRUE(d.indexes.empty()) << "done is rank 0's";
        return;
    }
    const std::vector<Solution> want = solveAlone(jobs, noTable);
    EXPECT_EQ(d.indexes, upTo(jobs.size()));
    ASSERT_EQ(d.solutions.size(), want.size());
    for (std::size_t i = 0; i < want.size(); ++i) {
        expectSameAnswer(d.solutions[i], want[i], i);
        EXPECT_EQ(d.solutions[i].line, want[i].line) << "position " << i;
        expectSameStats(d.solutions[i].stats, want[i].stats);
    }
}

// With tables, kept from one job to the next as in a real batch: the same answers; the
// search's figures depend on what each table already held, so they are not compared.
TEST(DistributedBatch, SameAnswersWithTables) {
    const std::vector<BatchJob> jobs = benchJobs();
    std::vector<std::size_t> order = upTo(jobs.size());
    std::reverse(order.begin(), order.end());
    const Delivered d = solveDistributed(jobs, order, 1, SearchOptions{});
    if (!session->root()) return;
    const std::vector<Solution> want = solveAlone(jobs, SearchOptions{});
    EXPECT_EQ(d.indexes, upTo(jobs.size()));
    ASSERT_EQ(d.solutions.size(), want.size());
    for (std::size_t i = 0; i < want.size(); ++i) expectSameAnswer(d.solutions[i], want[i], i);
}

// Jobs handed out in the order given, one rank's in that order; results in the jobs' order.
TEST(WorkQueue, FollowsTheOrderAndDeliversInJobOrder) {
    const std::size_t count = 60;
    std::vector<std::size_t> order(count);  // 59, 57, ..., 1, 0, 2, ..., 58
    for (std::size_t k = 0; k < count / 2; ++k) {
        order[k] = count - 1 - 2 * k;
        order[count / 2 + k] = 2 * k;
    }
    std::vector<std::size_t> place(count);
    for (std::size_t k = 0; k < count; ++k) place[order[k]] = k;
    std::vector<std::size_t> started;  // this rank's jobs, one thread: in the order started
    std::vector<std::size_t> indexes;
    std::vector<std::string> results;
    runQueue(
        *session, count, order,
        [&](std::size_t job) {
            started.push_back(job);
            std::this_thread::sleep_for(std::chrono::microseconds(200 * (job % 5)));
            return std::to_string(job) + " by rank " + std::to_string(session->rank());
        },
        [&](std::size_t job, const std::string& result) {
            indexes.push_back(job);
            results.push_back(result);
        },
        1);
    if (session->distributed()) {  // one process, one thread: the jobs' own order
        for (std::size_t k = 1; k < started.size(); ++k) {
            EXPECT_LT(place[started[k - 1]], place[started[k]])
                << "job " << started[k] << " started after job " << started[k - 1];
        }
    }
    if (!session->root()) return;
    EXPECT_EQ(indexes, upTo(count));
    for (std::size_t i = 0; i < results.size(); ++i)
        EXPECT_EQ(results[i].substr(0, results[i].find(' ')), std::to_string(i));
}

// A worker that throws on rank 2: the run stops, and every rank throws the same error.
TEST(WorkQueue, FailureOnRank2StopsEveryRank) {
    if (session->size() < 3) GTEST_SKIP() << "needs three ranks";
    const std::size_t count = 200;
    std::size_t delivered = 0;
    std::optional<std::size_t> thrownOn;  // rank 2's first failed job (one thread a rank)
    const auto start = std::chrono::steady_clock::now();
    try {
        runQueue(
            *session, count, {},
            [&](std::size_t job) -> std::string {
                if (session->rank() == 2) {
                    if (!thrownOn) thrownOn = job;
                    throw std::runtime_error("boom on " + std::to_string(job));
                }
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
                return "ok";
            },
            [&](std::size_t, const std::string&) { ++delivered; }, 1);
        ADD_FAILURE() << "rank " << session->rank() << ": no error";
    } catch (const ClusterError& e) {
        EXPECT_EQ(e.rank(), 2);
        ASSERT_TRUE(e.job().has_value());
        const std::string job = std::to_string(*e.job());
        EXPECT_EQ(std::string(e.what()), "rank 2 failed on position " + job + ": boom on " + job);
        EXPECT_EQ(e.cause(), "boom on " + job);
        if (session->rank() == 2) {
            EXPECT_EQ(e.job(), thrownOn);
        }
    }
    EXPECT_LT(delivered, count / 2) << "rank 0 went on handing out jobs";
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(20));
}

// A job failing wherever it runs (one process too): named with the rank that ran it.
TEST(WorkQueue, FailedJobIsNamed) {
    for (const int threads : {1, 2}) {
        try {
            runQueue(
                *session, 12, {},
                [&](std::size_t job) -> std::string {
                    if (job == 5) throw std::runtime_error("no luck");
                    return {};
                },
                [](std::size_t, const std::string&) {}, threads);
            ADD_FAILURE() << "no error";
        } catch (const ClusterError& e) {
            EXPECT_EQ(e.job(), std::optional<std::size_t>(5));
            EXPECT_EQ(std::string(e.what()),
                      "rank " + std::to_string(e.rank()) + " failed on position 5: no luck");
            EXPECT_TRUE(e.rank() >= 0 && e.rank() < session->size());
        }
    }
}

// `done` failing on rank 0 (a write error, say): rank 0 gets its own exception back, as it
// was thrown; the other ranks are stopped with a ClusterError.
TEST(WorkQueue, DoneFailureStopsTheRun) {
    struct WriteError : std::runtime_error {
        using std::runtime_error::runtime_error;
    };
    try {
        runQueue(
            *session, 30, {}, [](std::size_t job) { return std::to_string(job); },
            [](std::size_t job, const std::string&) {
                if (job == 3) throw WriteError("disk full");
            },
            2);
        ADD_FAILURE() << "rank " << session->rank() << ": no error";
    } catch (const WriteError& e) {
        EXPECT_TRUE(session->root());
        EXPECT_STREQ(e.what(), "disk full");
    } catch (const ClusterError& e) {
        EXPECT_FALSE(session->root());
        EXPECT_EQ(e.rank(), 0);
        EXPECT_FALSE(e.job().has_value());
        EXPECT_STREQ(e.what(), "rank 0 failed: disk full");
    }
}

TEST(WorkQueue, OrderThatIsNoPermutationIsRefused) {
    const std::vector<std::size_t> twice = {0, 1, 1};
    try {
        runQueue(
            *session, 3, twice, [](std::size_t) { return std::string(); },
            [](std::size_t, const std::string&) {}, 1);
        ADD_FAILURE() << "accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_TRUE(session->root());
        EXPECT_STREQ(e.what(), "the job order is not a permutation of the jobs");
    } catch (const ClusterError& e) {
        EXPECT_FALSE(session->root());
        EXPECT_STREQ(e.what(), "rank 0 failed: the job order is not a permutation of the jobs");
    }
}

// Fewer jobs than ranks, and none: every rank returns.
TEST(WorkQueue, FewOrNoJobs) {
    for (const std::size_t count : {0, 1, 2}) {
        std::vector<std::size_t> indexes;
        runQueue(
            *session, count, {}, [](std::size_t job) { return std::to_string(job); },
            [&](std::size_t job, const std::string& result) {
                EXPECT_EQ(result, std::to_string(job));
                indexes.push_back(job);
            },
            4);
        if (session->root()) {
            EXPECT_EQ(indexes, upTo(count));
        }
    }
}

// Rank 0's text on every rank, whatever the others pass; a failure to read it reaches all.
TEST(Broadcast, SameTextOnEveryRank) {
    std::string big(3 << 20, '\0');  // more than one message of any transport
    for (std::size_t i = 0; i < big.size(); ++i) big[i] = static_cast<char>(i * 7 % 251);
    for (const std::string& text : {std::string(), std::string("2 1000 dujardin ...\n"), big}) {
        const std::string mine = session->root() ? text : "rank " + std::to_string(session->rank());
        EXPECT_EQ(broadcastText(*session, mine), text);
        EXPECT_EQ(broadcastText(*session, [&] { return mine; }), text);
    }
}

TEST(Broadcast, ReadFailureReachesEveryRank) {
    struct FileError : std::runtime_error {
        using std::runtime_error::runtime_error;
    };
    try {
        broadcastText(*session, []() -> std::string { throw FileError("'x.txt': no such file"); });
        ADD_FAILURE() << "no error";
    } catch (const FileError& e) {
        EXPECT_TRUE(session->root());
        EXPECT_STREQ(e.what(), "'x.txt': no such file");
    } catch (const ClusterError& e) {
        EXPECT_FALSE(session->root());
        EXPECT_STREQ(e.what(), "rank 0 failed: 'x.txt': no such file");
    }
}

TEST(Broadcast, RefusesMoreThan256MiB) {
    if (!session->distributed()) GTEST_SKIP() << "one process keeps its text whatever its size";
    std::string text = session->root() ? std::string(kMaxBroadcastBytes + 1, 'x') : "";
    try {
        broadcastText(*session, std::move(text));
        ADD_FAILURE() << "accepted";
    } catch (const ClusterError& e) {
        EXPECT_STREQ(e.what(),
                     "the text to send to every rank is 268435457 bytes, above the limit of "
                     "256 MiB");
    }
    EXPECT_EQ(broadcastText(*session, std::string(session->root() ? "after" : "")), "after");
}

// After the failures above, the ranks still work together.
TEST(WorkQueue, StillWorksAfterFailures) {
    std::size_t sum = 0;
    runQueue(
        *session, 100, {}, [](std::size_t job) { return std::to_string(job); },
        [&](std::size_t job, const std::string& r) { sum += job == std::stoul(r) ? job : 0; }, 3);
    if (session->root()) {
        EXPECT_EQ(sum, 4950u);
    }
}

TEST(MpiSession, Describes) {
    EXPECT_EQ(session->active(), MpiSession::launched() && MpiSession::built());
    EXPECT_EQ(session->distributed(), session->size() > 1);
    EXPECT_TRUE(session->rank() >= 0 && session->rank() < session->size());
    EXPECT_TRUE(session->onMainThread());
    EXPECT_THROW(MpiSession(), std::logic_error) << "a second session";
}

// The other ranks' failures, tagged with their rank (their default printer is off).
class FailurePrinter : public testing::EmptyTestEventListener {
  public:
    explicit FailurePrinter(int rank) : rank_(rank) {}
    void OnTestPartResult(const testing::TestPartResult& r) override {
        if (r.failed())
            std::fprintf(stderr, "[rank %d] %s:%d: Failure\n%s\n", rank_,
                         r.file_name() ? r.file_name() : "?", r.line_number(), r.summary());
    }

  private:
    int rank_;
};

}  // namespace

int main(int argc, char** argv) {
    const MpiSession mpi;
    session = &mpi;
    testing::InitGoogleTest(&argc, argv);
    if (!mpi.root()) {
        testing::TestEventListeners& listeners = testing::UnitTest::GetInstance()->listeners();
        delete listeners.Release(listeners.default_result_printer());
        listeners.Append(new FailurePrinter(mpi.rank()));
    }
    return RUN_ALL_TESTS();
}
