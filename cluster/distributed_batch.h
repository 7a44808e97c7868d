// SPDX-License-Identifier: Apache-2.0
// bornes-solve --batch across MPI ranks: solveAll (batch.h) over the work queue of
// work_queue.h, each rank solving with its own threads and tables.
#pragma once

#include <cstddef>
#include <functional>
#include <span>
#include <vector>

#include "cluster/mpi_session.h"
#include "solver/batch.h"

namespace bornes::cluster {

// Solves every job over the ranks of the session, `threads` threads on each rank (at least
// one), each thread with a Solver of tableBytes / threads whose table is kept from one job
// to the next (memory: tableBytes on every rank). Jobs are handed out in `order` (see
// hardestFirst; empty: the jobs' order). `done(i, solution)` sees the solution of job i on
// rank 0 only, in order of i, on the calling thread. Collective: every rank calls it with
// the same jobs. A single process behaves as solveAll. Throws ClusterError as runQueue does.
void solveAllDistributed(const MpiSession& session, std::span<const BatchJob> jobs,
                         std::span<const std::size_t> order, int threads, std::size_t tableBytes,
                         const SearchOptions& options,
                         const std::function<void(std::size_t, const Solution&)>& done);

// The jobs, likely hardest first: a job's difficulty is estimated by the cards still to be
// played, those in the hands plus those in the draw pile, since the search tree grows with
// every card left (README, "Solver speed": an empty pile is solved in well under a
// millisecond, 10 cards in the pile may take seconds). More cards first; for equal counts,
// `score` before the yes/no questions (it needs several searches, they need one); then the
// jobs' order. Cheap: no search.
std::vector<std::size_t> hardestFirst(std::span<const BatchJob> jobs);

}  // namespace bornes::cluster
