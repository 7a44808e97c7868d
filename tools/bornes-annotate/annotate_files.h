// SPDX-License-Identifier: Apache-2.0
// bornes-annotate's work over its files: each game annotated and written, the problems of
// each game after it and of each file after its games. Alone, the files are read one after
// the other as streams. Under mpirun (doc/cluster.md) rank 0 reads every file and sends it
// to the others, each rank reads the same games from them, the games are handed out one at
// a time (a game a job, in the files' order), and rank 0 writes what one process would.
#pragma once

#include <string>
#include <vector>

#include "bornes-annotate/annotate_session.h"
#include "cluster/mpi_session.h"

namespace bornes::cli {

struct AnnotateRunOutcome {
    formats::AnnotateTotals totals;
    bool invalid = false;     // a record did not validate
    bool inputError = false;  // a file could not be opened or read to its end
};

// Annotates every game of `files` ('-': standard input) with one solver of `tableBytes` (on
// each rank), writing through `session` (its summary is left to the caller: finish).
// Collective under mpirun: the outcome is rank 0's, the other ranks' is empty. Throws
// FileError when a rank fails, or when the files hold more than cluster::kMaxBroadcastBytes
// in all under mpirun.
AnnotateRunOutcome annotateFiles(const cluster::MpiSession& mpi,
                                 const std::vector<std::string>& files,
                                 const formats::AnnotateSessionRequest& request,
                                 std::size_t tableBytes, formats::AnnotateSession& session);

}  // namespace bornes::cli
