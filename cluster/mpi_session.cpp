// SPDX-License-Identifier: Apache-2.0
#include "cluster/mpi_session.h"

#include <cstdlib>
#include <stdexcept>
#include <string>

#include "cluster/cluster_error.h"
#ifdef BORNES_CLUSTER_MPI
#include <mpi.h>

#include "cluster/mpi_messages.h"
#endif

namespace bornes::cluster {

namespace {

bool sessionAlive = false;  // MPI_Init_thread may be called once per process
#ifdef BORNES_CLUSTER_MPI
// Our own copy of MPI_COMM_WORLD: the queue's messages can never meet another library's.
MPI_Comm sessionComm = MPI_COMM_NULL;
#endif

}  // namespace

#ifdef BORNES_CLUSTER_MPI
MPI_Comm detail::communicator() {
    return sessionComm;
}
#endif

bool MpiSession::built() {
#ifdef BORNES_CLUSTER_MPI
    return true;
#else
    return false;
#endif
}

bool MpiSession::launched() {
    return std::getenv("OMPI_COMM_WORLD_SIZE") != nullptr || std::getenv("PMIX_RANK") != nullptr;
}

MpiSession::MpiSession() : thread_(std::this_thread::get_id()) {
    if (sessionAlive) throw std::logic_error("MpiSession: only one session at a time");
    if (launched()) {
#ifdef BORNES_CLUSTER_MPI
        int finalized = 0;
        MPI_Finalized(&finalized);
        if (finalized) throw std::logic_error("MpiSession: MPI cannot start again once finalised");
        int provided = 0;
        detail::check(MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided),
                      "MPI_Init_thread");
        // From here on MPI's errors come back as codes, thrown as ClusterError.
        MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
        if (provided < MPI_THREAD_FUNNELED) {
            MPI_Finalize();
            throw ClusterError("this MPI library cannot run threads (MPI_THREAD_FUNNELED)");
        }
        detail::check(MPI_Comm_dup(MPI_COMM_WORLD, &sessionComm), "MPI_Comm_dup");
        detail::check(MPI_Comm_rank(sessionComm, &rank_), "MPI_Comm_rank");
        detail::check(MPI_Comm_size(sessionComm, &size_), "MPI_Comm_size");
        active_ = true;
#else
        const char* copies = std::getenv("OMPI_COMM_WORLD_SIZE");
        if (copies && std::string(copies) != "1")
            throw ClusterError(
                "this build has no MPI (BORNES_MPI=OFF): under mpirun every copy would solve "
                "everything; run it without mpirun, or rebuild with Open MPI");
#endif
    }
    sessionAlive = true;
}

MpiSession::~MpiSession() {
#ifdef BORNES_CLUSTER_MPI
    if (active_) {
        MPI_Comm_free(&sessionComm);
        MPI_Finalize();
    }
#endif
    sessionAlive = false;
}

void MpiSession::abort(int code) const {
#ifdef BORNES_CLUSTER_MPI
    if (active_) MPI_Abort(sessionComm, code);
#endif
    std::exit(code);
}

}  // namespace bornes::cluster
