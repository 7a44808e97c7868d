// SPDX-License-Identifier: Apache-2.0
#include "cluster/work_queue.h"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>

#include "cluster/cluster_error.h"
#include "cluster/local_pool.h"
#include "cluster/queue_detail.h"

namespace bornes::cluster {

namespace detail {

std::vector<std::size_t> handOutOrder(std::size_t count, std::span<const std::size_t> order) {
    std::vector<std::size_t> sequence(count);
    if (order.empty()) {
        for (std::size_t i = 0; i < count; ++i) sequence[i] = i;
        return sequence;
    }
    if (order.size() != count)
        throw std::invalid_argument("the job order lists " + std::to_string(order.size()) +
                                    " jobs, not " + std::to_string(count));
    std::vector<bool> seen(count);
    for (std::size_t k = 0; k < count; ++k) {
        if (order[k] >= count || seen[order[k]])
            throw std::invalid_argument("the job order is not a permutation of the jobs");
        seen[order[k]] = true;
        sequence[k] = order[k];
    }
    return sequence;
}

int threadsFor(std::size_t count, int threadsPerRank) {
    const std::size_t most = std::max<std::size_t>(1, count);
    return static_cast<int>(
        std::clamp<std::size_t>(static_cast<std::size_t>(std::max(1, threadsPerRank)), 1, most));
}

}  // namespace detail

namespace {

// One process: its threads, or the calling thread alone.
void runLocal(std::size_t count, std::span<const std::size_t> order, const JobWork& work,
              const JobDone& done, int threads) {
    const std::vector<std::size_t> sequence = detail::handOutOrder(count, order);
    if (threads == 1) {
        // As solveAll: in the jobs' own order, so that each result is delivered at once.
        for (std::size_t job = 0; job < count; ++job) {
            std::string result;
            try {
                result = work(job);
            } catch (...) {
                throw ClusterError(0, job, detail::whatOf(std::current_exception()));
            }
            done(job, result);
        }
        return;
    }
    detail::LocalPool pool(threads, work);
    for (const std::size_t job : sequence) pool.push(job);
    std::map<std::size_t, std::string> results;  // arrived ahead of their turn
    for (std::size_t next = 0; next < count;) {
        for (detail::LocalPool::Outcome& o : pool.take(std::chrono::milliseconds(100))) {
            if (!o.ok) throw ClusterError(0, o.job, o.text);  // the pool ends what runs
            results.emplace(o.job, std::move(o.text));
        }
        for (auto r = results.begin(); r != results.end() && r->first == next;
             r = results.erase(r), ++next)
            done(next, r->second);
    }
}

}  // namespace

void runQueue(const MpiSession& session, std::size_t count, std::span<const std::size_t> order,
              const JobWork& work, const JobDone& done, int threadsPerRank) {
    const int threads = detail::threadsFor(count, threadsPerRank);
#ifdef BORNES_CLUSTER_MPI
    if (session.distributed()) {
        if (!session.onMainThread())
            throw std::logic_error("runQueue: call it on the thread that created the session");
        if (session.root())
            detail::runRoot(session, count, order, work, done, threads);
        else
            detail::runWorker(count, work, threads);
        return;
    }
#else
    (void)session;
#endif
    runLocal(count, order, work, done, threads);
}

}  // namespace bornes::cluster
