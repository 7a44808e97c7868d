// SPDX-License-Identifier: Apache-2.0
// The failure of a distributed run. It is raised on every rank alike (the root tells the
// others why it stopped them), so that each can stop and exit non-zero, and names the rank
// and the job that failed so that the tools can say which puzzle it was.
#pragma once

#include <cstddef>
#include <exception>
#include <optional>
#include <stdexcept>
#include <string>

namespace bornes::cluster {

class ClusterError : public std::runtime_error {
  public:
    // A failure that is no rank's job: MPI itself, a text too long to broadcast.
    explicit ClusterError(const std::string& what);
    // "rank R failed on position J: CAUSE", or "rank R failed: CAUSE" without a job.
    ClusterError(int rank, std::optional<std::size_t> job, const std::string& cause);

    int rank() const { return rank_; }                       // -1: no rank's failure
    std::optional<std::size_t> job() const { return job_; }  // the job index (from 0)
    const std::string& cause() const { return cause_; }      // the worker's what()

  private:
    int rank_ = -1;
    std::optional<std::size_t> job_;
    std::string cause_;
};

namespace detail {
// The text of an exception: what() for a std::exception, else "unknown exception".
std::string whatOf(const std::exception_ptr& e);
}  // namespace detail

}  // namespace bornes::cluster
