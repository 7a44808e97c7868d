// SPDX-License-Identifier: Apache-2.0
// Internal: the threads of one rank. The caller pushes job indexes; each thread takes the
// oldest, runs it, and leaves its outcome (result, or the text of its exception) for the
// caller to take. No MPI here: the caller's thread alone talks to the other ranks.
#pragma once

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "cluster/work_queue.h"

namespace bornes::cluster::detail {

class LocalPool {
  public:
    struct Outcome {
        std::size_t job = 0;
        bool ok = false;
        std::string text;  // the result, or what the job threw
    };

    LocalPool(int threads, const JobWork& work);
    ~LocalPool();  // drops the jobs not started, waits for those running
    LocalPool(const LocalPool&) = delete;
    LocalPool& operator=(const LocalPool&) = delete;

    void push(std::size_t job);
    // The outcomes ready, waiting up to `timeout` for one if there is none yet.
    std::vector<Outcome> take(std::chrono::microseconds timeout);

  private:
    void run();
    void stop();

    const JobWork& work_;
    std::mutex mutex_;
    std::condition_variable queued_;  // a job pushed, or the end
    std::condition_variable ready_;   // an outcome left
    std::deque<std::size_t> jobs_;
    std::vector<Outcome> outcomes_;
    bool stopping_ = false;
    std::vector<std::thread> threads_;
};

// How long the caller's thread sleeps between looks at the network: from a few microseconds
// after some activity up to a millisecond when idle (a blocking MPI call would spin a core).
class Backoff {
  public:
    std::chrono::microseconds next() {
        const auto wait = wait_;
        wait_ = std::min(wait_ * 2, std::chrono::microseconds(1000));
        return wait;
    }
    void reset() { wait_ = std::chrono::microseconds(20); }

  private:
    std::chrono::microseconds wait_{20};
};

}  // namespace bornes::cluster::detail
