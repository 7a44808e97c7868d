// SPDX-License-Identifier: Apache-2.0
#include "cluster/distributed_batch.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <string>

#include "cluster/cluster_error.h"
#include "cluster/queue_detail.h"
#include "cluster/solution_codec.h"
#include "cluster/work_queue.h"

namespace bornes::cluster {

namespace {

// A rank's solvers: one per thread at work, each kept (with its table) for the next job.
// Made on first need, so that a rank with fewer jobs than threads allocates fewer tables.
class Solvers {
  public:
    Solvers(std::size_t tableBytes, const SearchOptions& options)
        : tableBytes_(tableBytes), options_(options) {}

    Solution solve(const BatchJob& job) {
        std::unique_ptr<Solver> solver = take();
        Solution s = solver->solve(job.position, job.request);
        give(std::move(solver));  // after an exception the solver is dropped: a new one
        return s;
    }

  private:
    std::unique_ptr<Solver> take() {
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            if (!free_.empty()) {
                std::unique_ptr<Solver> s = std::move(free_.back());
                free_.pop_back();
                return s;
            }
        }
        return std::make_unique<Solver>(tableBytes_, options_);
    }
    void give(std::unique_ptr<Solver> s) {
        const std::lock_guard<std::mutex> lock(mutex_);
        free_.push_back(std::move(s));
    }

    const std::size_t tableBytes_;
    const SearchOptions options_;
    std::mutex mutex_;
    std::vector<std::unique_ptr<Solver>> free_;
};

int cardsLeft(const Position& p) {
    int cards = p.pileSize();
    for (int seat = 0; seat < p.table().players; ++seat) cards += p.hand(seat).size();
    return cards;
}

}  // namespace

void solveAllDistributed(const MpiSession& session, std::span<const BatchJob> jobs,
                         std::span<const std::size_t> order, int threads, std::size_t tableBytes,
                         const SearchOptions& options,
                         const std::function<void(std::size_t, const Solution&)>& done) {
    const int perRank = detail::threadsFor(jobs.size(), threads);
    Solvers solvers(tableBytes / static_cast<std::size_t>(perRank), options);
    runQueue(
        session, jobs.size(), order,
        [&](std::size_t i) { return encodeSolution(solvers.solve(jobs[i])); },
        [&](std::size_t i, const std::string& bytes) { done(i, decodeSolution(bytes)); }, perRank);
}

std::vector<std::size_t> hardestFirst(std::span<const BatchJob> jobs) {
    // Twice the cards, plus one for a score (searched with windows, not yes or no): cards
    // first, the question between equals.
    std::vector<int> cost(jobs.size());
    std::vector<std::size_t> order(jobs.size());
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        cost[i] = 2 * cardsLeft(jobs[i].position) + (jobs[i].request.query.boolean() ? 0 : 1);
        order[i] = i;
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return cost[a] > cost[b]; });
    return order;
}

}  // namespace bornes::cluster
