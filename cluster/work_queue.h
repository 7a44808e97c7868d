// SPDX-License-Identifier: Apache-2.0
// A dynamic work queue over the ranks of a session, for jobs whose time varies a lot (a
// puzzle may take a millisecond or a minute). Rank 0 hands out job indexes one at a time to
// whichever rank has a free thread, in the order given (hardest first, so that no long job
// starts last), and delivers the results in the order of the jobs.
#pragma once

#include <cstddef>
#include <functional>
#include <span>
#include <string>

#include "cluster/mpi_session.h"

namespace bornes::cluster {

// Does job `job` on the calling thread and returns its result as bytes. Called on several
// threads at once (at most threadsPerRank per rank), never twice for the same job in a run.
using JobWork = std::function<std::string(std::size_t job)>;
// Receives the result of job `job`, on rank 0 only, on the calling thread, in increasing
// order of job: it may print as the run goes.
using JobDone = std::function<void(std::size_t job, const std::string& result)>;

// Runs jobs 0..count-1 on `threadsPerRank` threads on each rank, rank 0 included (its
// calling thread only talks to the others): N ranks of T threads are N×T workers. Collective:
// every rank calls it with the same count and threadsPerRank, on the thread that created the
// session. `order` (rank 0's is used) lists each job once, in the order to hand them out; an
// empty one is the jobs' own order. A single process runs the jobs on its own threads (one
// thread: in the jobs' order on the calling thread, as solveAll does).
//
// A job whose `work` throws stops the run: no job is handed out any more, each rank ends the
// jobs it has started (their results are dropped), and every rank throws the same
// ClusterError, "rank R failed on position J: WHAT". An exception thrown by `done` stops
// the run as well; rank 0 rethrows it as it is, the others throw ClusterError.
void runQueue(const MpiSession& session, std::size_t count, std::span<const std::size_t> order,
              const JobWork& work, const JobDone& done, int threadsPerRank);

}  // namespace bornes::cluster
