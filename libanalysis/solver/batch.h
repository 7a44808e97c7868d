// SPDX-License-Identifier: Apache-2.0
// Solving many positions on several threads (bornes-solve --batch --jobs N), DDS-style:
// each thread owns a solver and its table (no locks in the search), positions are handed
// out one at a time, and results come back in the order of the positions.
#pragma once

#include <cstddef>
#include <functional>
#include <span>

#include "engine/position.h"
#include "solver/search.h"

namespace bornes {

struct BatchJob {
    Position position;
    SolveRequest request;
};

// Solves every job with `threads` threads (at least one), each with a table of
// tableBytes / threads. `done(i, solution)` sees the solution of job i, in order of i, on
// the calling thread: it may print as the batch goes.
void solveAll(std::span<const BatchJob> jobs, int threads, std::size_t tableBytes,
              const SearchOptions& options,
              const std::function<void(std::size_t, const Solution&)>& done);

}  // namespace bornes
