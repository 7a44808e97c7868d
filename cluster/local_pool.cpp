// SPDX-License-Identifier: Apache-2.0
#include "cluster/local_pool.h"

#include <exception>

#include "cluster/cluster_error.h"

namespace bornes::cluster::detail {

LocalPool::LocalPool(int threads, const JobWork& work) : work_(work) {
    try {
        for (int t = 0; t < threads; ++t) threads_.emplace_back([this] { run(); });
    } catch (...) {
        stop();  // the threads already started, or the destructor would never run
        throw;
    }
}

LocalPool::~LocalPool() {
    stop();
}

void LocalPool::stop() {
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        stopping_ = true;
        jobs_.clear();
    }
    queued_.notify_all();
    for (std::thread& t : threads_) t.join();
    threads_.clear();
}

void LocalPool::push(std::size_t job) {
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        jobs_.push_back(job);
    }
    queued_.notify_one();
}

std::vector<LocalPool::Outcome> LocalPool::take(std::chrono::microseconds timeout) {
    std::unique_lock<std::mutex> lock(mutex_);
    if (outcomes_.empty() && timeout.count() > 0)
        ready_.wait_for(lock, timeout, [&] { return !outcomes_.empty(); });
    std::vector<Outcome> out;
    out.swap(outcomes_);
    return out;
}

void LocalPool::run() {
    for (;;) {
        std::size_t job = 0;
        {
            std::unique_lock<std::mutex> lock(mutex_);
            queued_.wait(lock, [&] { return stopping_ || !jobs_.empty(); });
            if (stopping_) return;
            job = jobs_.front();
            jobs_.pop_front();
        }
        Outcome outcome{job, true, {}};
        try {
            outcome.text = work_(job);
        } catch (...) {
            outcome.ok = false;
            outcome.text = whatOf(std::current_exception());
        }
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            outcomes_.push_back(std::move(outcome));
        }
        ready_.notify_one();
    }
}

}  // namespace bornes::cluster::detail
