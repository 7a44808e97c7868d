// SPDX-License-Identifier: Apache-2.0
#include "cluster/cluster_error.h"

namespace bornes::cluster {

namespace {

std::string describe(int rank, std::optional<std::size_t> job, const std::string& cause) {
    std::string text = "rank " + std::to_string(rank) + " failed";
    if (job) text += " on position " + std::to_string(*job);
    return text + ": " + cause;
}

}  // namespace

ClusterError::ClusterError(const std::string& what) : std::runtime_error(what), cause_(what) {}

ClusterError::ClusterError(int rank, std::optional<std::size_t> job, const std::string& cause)
    : std::runtime_error(describe(rank, job, cause)), rank_(rank), job_(job), cause_(cause) {}

std::string detail::whatOf(const std::exception_ptr& e) {
    try {
        std::rethrow_exception(e);
    } catch (const std::exception& x) {
        return x.what();
    } catch (...) {
        return "unknown exception";
    }
}

}  // namespace bornes::cluster
