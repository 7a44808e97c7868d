// SPDX-License-Identifier: Apache-2.0
// Internal: the parts of runQueue (work_queue.h) shared by its single-process and MPI sides.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "cluster/mpi_session.h"
#include "cluster/work_queue.h"

namespace bornes::cluster::detail {

// The order to hand the jobs out in: `order` once checked to hold each job once, or the
// jobs' own order when it is empty. Throws std::invalid_argument.
std::vector<std::size_t> handOutOrder(std::size_t count, std::span<const std::size_t> order);

// The threads of each rank, at least one, no more than there are jobs.
int threadsFor(std::size_t count, int threadsPerRank);

#ifdef BORNES_CLUSTER_MPI
// mpi_queue.cpp: rank 0 hands out and collects; the other ranks work.
void runRoot(const MpiSession& session, std::size_t count, std::span<const std::size_t> order,
             const JobWork& work, const JobDone& done, int threads);
void runWorker(std::size_t count, const JobWork& work, int threads);
#endif

}  // namespace bornes::cluster::detail
