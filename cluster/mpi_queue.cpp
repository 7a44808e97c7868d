// SPDX-License-Identifier: Apache-2.0
// The queue across ranks (work_queue.h). Every message goes from or to rank 0:
//   JOB     0 → r  the job index                           r has a thread free (or soon)
//   RESULT  r → 0  the job index, then the result bytes     r's thread is free again
//   FAILED  r → 0  whether about a job, its index, what()   rank 0 stops the run
//   STOP    0 → r  whether failed, then the failure         once to every worker, at the end
//   BYE     r → 0  nothing                                  r sends nothing after it
// Rank 0 keeps each worker one job ahead of its threads, so that a thread seldom waits for
// the network, and waits for every BYE before it returns: no message is left unreceived
// when MPI_Finalize comes, and no rank waits on one that has gone. Rank 0 never blocks on a
// send (Outbox) while a worker may be blocked sending it a large result.
#include <chrono>
#include <exception>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "cluster/cluster_error.h"
#include "cluster/local_pool.h"
#include "cluster/mpi_messages.h"
#include "cluster/queue_detail.h"
#include "cluster/wire.h"

namespace bornes::cluster::detail {

namespace {

enum Tag : int { kJob = 1, kResult, kFailed, kStop, kBye };

using std::chrono::microseconds;

std::string failedMessage(std::optional<std::size_t> job, const std::string& why) {
    ByteWriter w;
    w.u8(job ? 1 : 0);
    w.u64(job.value_or(0));
    w.rest(why);
    return std::move(w.bytes());
}

ClusterError readFailed(int rank, ByteReader& in) {
    const bool aboutJob = in.u8() != 0;
    const auto job = static_cast<std::size_t>(in.u64());
    return ClusterError(rank, aboutJob ? std::optional<std::size_t>(job) : std::nullopt, in.rest());
}

std::string stopMessage(const std::optional<ClusterError>& failure) {
    ByteWriter w;
    w.u8(failure ? 1 : 0);
    if (failure) {
        w.i64(failure->rank());
        w.rest(failedMessage(failure->job(), failure->cause()));
    }
    return std::move(w.bytes());
}

// The root's side: hands out, collects, delivers in order.
class Root {
  public:
    Root(const MpiSession& session, std::size_t count, const JobWork& work, const JobDone& done,
         int threads)
        : ranks_(session.size()),
          count_(count),
          threads_(threads),
          done_(done),
          pool_(threads, work),
          held_(static_cast<std::size_t>(ranks_)) {}

    // Runs the jobs in `sequence` until all are delivered or one fails; then stops the
    // workers. Throws what failed.
    void run(const std::vector<std::size_t>& sequence) {
        try {
            sequence_ = &sequence;
            // The first (hardest) jobs one to each rank in turn.
            for (bool any = true; any && next_ < count_;) {
                any = false;
                for (int r = 0; r < ranks_ && next_ < count_; ++r)
                    if (room(r)) {
                        handOut(r);
                        any = true;
                    }
            }
            Backoff backoff;
            for (bool active = true; delivered_ < count_ && !failure_;) {
                const microseconds wait = active ? microseconds(0) : backoff.next();
                if (active) backoff.reset();
                active = collect(wait);
                for (int r = 0; r < ranks_ && !failure_; ++r)
                    while (next_ < count_ && room(r)) handOut(r);
                deliver();
                outbox_.poll();
            }
        } catch (...) {
            if (!failure_) failHere();
        }
        stopWorkers();
        if (thrown_) std::rethrow_exception(thrown_);
        if (failure_) throw *failure_;
    }

    // Stops the workers before any job, after a failure of rank 0's own.
    [[noreturn]] void refuse() {
        failHere();
        stopWorkers();
        std::rethrow_exception(thrown_);
    }

  private:
    // Room for one more job on rank r.
    bool room(int r) const {
        return held_[static_cast<std::size_t>(r)] <
               static_cast<std::size_t>(threads_) + (r ? 1 : 0);
    }

    void handOut(int r) {
        const std::size_t job = (*sequence_)[next_++];
        ++held_[static_cast<std::size_t>(r)];
        if (r == 0) {
            pool_.push(job);
            return;
        }
        ByteWriter w;
        w.u64(job);
        outbox_.post(r, kJob, std::move(w.bytes()));
    }

    // Takes the outcomes of rank 0's threads (waiting up to `wait` for one) and the
    // messages arrived; whether anything came.
    bool collect(microseconds wait) {
        std::vector<LocalPool::Outcome> outcomes = pool_.take(wait);
        bool active = !outcomes.empty();
        for (LocalPool::Outcome& o : outcomes) {
            --held_[0];
            if (o.ok)
                results_.emplace(o.job, std::move(o.text));
            else if (!failure_)
                failure_.emplace(0, o.job, o.text);
        }
        while (!failure_) {
            std::optional<Message> m = tryReceive(MPI_ANY_SOURCE);
            if (!m) break;
            active = true;
            ByteReader in(m->bytes);
            const std::string from = "rank " + std::to_string(m->source);
            if (m->tag == kFailed) {
                failure_.emplace(readFailed(m->source, in));
            } else if (m->tag == kResult) {
                const auto job = static_cast<std::size_t>(in.u64());
                if (job >= count_) throw ClusterError(from + " sent the result of no job");
                --held_[static_cast<std::size_t>(m->source)];
                results_.emplace(job, in.rest());
            } else {
                throw ClusterError(from + " sent an unexpected message");
            }
        }
        return active;
    }

    // Hands `done` the results whose turn has come.
    void deliver() {
        for (auto r = results_.begin();
             !failure_ && r != results_.end() && r->first == delivered_;) {
            try {
                done_(delivered_, r->second);
            } catch (...) {
                failHere();
            }
            r = results_.erase(r);
            ++delivered_;
        }
    }

    // Tells every worker that the run is over (and why), then takes what they still send
    // until each has said BYE: results in flight are dropped.
    void stopWorkers() {
        const std::string stop = stopMessage(failure_);
        for (int r = 1; r < ranks_; ++r) outbox_.post(r, kStop, stop);
        for (int left = ranks_ - 1; left > 0;)
            if (receive(MPI_ANY_SOURCE).tag == kBye) --left;
        outbox_.flush();
    }

    // Rank 0 failed (outside a job: `done`, a bad order, MPI): its exception is rethrown
    // here, the workers are told.
    void failHere() {
        thrown_ = std::current_exception();
        failure_.emplace(0, std::nullopt, whatOf(thrown_));
    }

    const int ranks_;
    const std::size_t count_;
    const int threads_;
    const JobDone& done_;
    Outbox outbox_;
    LocalPool pool_;                 // rank 0's own threads
    std::vector<std::size_t> held_;  // jobs each rank holds, not yet back
    const std::vector<std::size_t>* sequence_ = nullptr;
    std::size_t next_ = 0;                        // in the sequence
    std::map<std::size_t, std::string> results_;  // arrived ahead of their turn
    std::size_t delivered_ = 0;
    std::optional<ClusterError> failure_;  // what the workers are told
    std::exception_ptr thrown_;            // rank 0's own exception, rethrown as it is
};

}  // namespace

void runRoot(const MpiSession& session, std::size_t count, std::span<const std::size_t> order,
             const JobWork& work, const JobDone& done, int threads) {
    Root root(session, count, work, done, threads);
    std::vector<std::size_t> sequence;
    try {
        sequence = handOutOrder(count, order);
    } catch (...) {
        root.refuse();
    }
    root.run(sequence);
}

void runWorker(std::size_t count, const JobWork& work, int threads) {
    std::optional<ClusterError> stopped;
    {
        LocalPool pool(threads, work);
        bool failed = false;  // this rank failed outside a job: it takes no more jobs
        Backoff backoff;
        for (bool stop = false, active = true; !stop;) {
            try {
                const microseconds wait = active ? microseconds(0) : backoff.next();
                if (active) backoff.reset();
                std::vector<LocalPool::Outcome> outcomes = pool.take(wait);
                active = !outcomes.empty();
                for (const LocalPool::Outcome& o : outcomes) {
                    if (!o.ok) {
                        send(0, kFailed, failedMessage(o.job, o.text));
                        continue;
                    }
                    ByteWriter w;
                    w.u64(o.job);
                    w.rest(o.text);
                    send(0, kResult, w.bytes());
                }
                while (std::optional<Message> m = tryReceive(0)) {
                    active = true;
                    ByteReader in(m->bytes);
                    if (m->tag == kStop) {
                        stop = true;
                        if (in.u8()) {
                            const int rank = static_cast<int>(in.i64());
                            const std::string rest = in.rest();
                            ByteReader failure(rest);
                            stopped.emplace(readFailed(rank, failure));
                        }
                        break;
                    }
                    if (m->tag != kJob) throw ClusterError("unexpected message from rank 0");
                    const auto job = static_cast<std::size_t>(in.u64());
                    in.finish();
                    if (failed) continue;
                    if (job < count)
                        pool.push(job);
                    else
                        send(0, kFailed,
                             failedMessage(job, "no such job here (" + std::to_string(count) +
                                                    " jobs): the ranks disagree about the jobs"));
                }
            } catch (...) {
                if (failed) throw;  // twice: MPI itself is failing
                failed = true;
                send(0, kFailed, failedMessage(std::nullopt, whatOf(std::current_exception())));
            }
        }
        send(0, kBye, {});
    }  // the pool ends the jobs it has started
    if (stopped) throw *stopped;
}

}  // namespace bornes::cluster::detail
