// SPDX-License-Identifier: Apache-2.0
// Rank 0's text on every rank: the collection file is read by rank 0 alone, since the other
// machines of a run may not see the file, nor rank 0's standard input.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "cluster/mpi_session.h"

namespace bornes::cluster {

// The largest text sent: a batch far beyond any puzzle collection; each rank holds a copy.
inline constexpr std::size_t kMaxBroadcastBytes = std::size_t{256} << 20;

// Rank 0's `text` on every rank (the others' argument is ignored). Collective: every rank
// calls it. When distributed, a text above kMaxBroadcastBytes is refused on every rank with
// ClusterError; a single process returns `text` as it is, whatever its size.
std::string broadcastText(const MpiSession& session, std::string text);

// Rank 0 runs `read` (reading the file, say); its text reaches every rank. If `read` throws,
// rank 0 rethrows that exception as it is (a FileError keeps its exit status) and the other
// ranks throw ClusterError("rank 0 failed: WHAT"): no rank is left waiting.
std::string broadcastText(const MpiSession& session, const std::function<std::string()>& read);

}  // namespace bornes::cluster
