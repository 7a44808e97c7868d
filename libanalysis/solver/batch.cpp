// SPDX-License-Identifier: Apache-2.0
#include "solver/batch.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace bornes {

void solveAll(std::span<const BatchJob> jobs, int threads, std::size_t tableBytes,
              const SearchOptions& options,
              const std::function<void(std::size_t, const Solution&)>& done) {
    threads = std::max(
        1, std::min<int>(threads, static_cast<int>(std::max<std::size_t>(1, jobs.size()))));
    if (threads == 1) {
        Solver solver(tableBytes, options);
        for (std::size_t i = 0; i < jobs.size(); ++i)
            done(i, solver.solve(jobs[i].position, jobs[i].request));
        return;
    }
    std::vector<std::optional<Solution>> results(jobs.size());
    std::mutex mutex;
    std::condition_variable ready;
    std::atomic<std::size_t> next{0};
    std::vector<std::thread> workers;
    for (int t = 0; t < threads; ++t)
        workers.emplace_back([&] {
            Solver solver(tableBytes / static_cast<std::size_t>(threads), options);
            for (std::size_t i = next++; i < jobs.size(); i = next++) {
                Solution s = solver.solve(jobs[i].position, jobs[i].request);
                {
                    const std::lock_guard<std::mutex> lock(mutex);
                    results[i] = std::move(s);
                }
                ready.notify_one();
            }
        });
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        std::unique_lock<std::mutex> lock(mutex);
        ready.wait(lock, [&] { return results[i].has_value(); });
        Solution s = std::move(*results[i]);
        results[i].reset();
        lock.unlock();
        done(i, s);
    }
    for (std::thread& w : workers) w.join();
}

}  // namespace bornes
