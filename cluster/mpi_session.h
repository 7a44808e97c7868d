// SPDX-License-Identifier: Apache-2.0
// One process's part in a run of bornes across MPI ranks (Open MPI).
//
// MPI is initialised only when a launcher started the process: Open MPI's mpirun sets
// OMPI_COMM_WORLD_SIZE, PMIx launchers (srun --mpi=pmix, prterun) set PMIX_RANK. Without
// them the session is a single process of rank 0 that never calls MPI: a plain run starts
// no MPI runtime (no daemon, no network probe, no message, no delay) and behaves exactly
// as the tools did before MPI.
#pragma once

#include <thread>

namespace bornes::cluster {

class MpiSession {
  public:
    // Initialises MPI (MPI_THREAD_FUNNELED: only this thread will call MPI) when launched,
    // else a session of one process. At most one session at a time; MPI cannot start again
    // once finalised. Throws ClusterError when MPI cannot give what is needed, and, in a
    // build without MPI, when mpirun started several copies (each would solve everything).
    MpiSession();
    ~MpiSession();  // MPI_Finalize: every rank must get there
    MpiSession(const MpiSession&) = delete;
    MpiSession& operator=(const MpiSession&) = delete;

    int rank() const { return rank_; }
    int size() const { return size_; }
    bool root() const { return rank_ == 0; }
    bool distributed() const { return size_ > 1; }
    bool active() const { return active_; }  // MPI was initialised
    // Whether the caller is the thread that created the session (the one allowed to call MPI).
    bool onMainThread() const { return std::this_thread::get_id() == thread_; }

    // Ends every rank of the run now with exit status `code` (MPI_Abort; std::exit without
    // MPI): for a failure that the other ranks cannot learn about and would wait on.
    [[noreturn]] void abort(int code) const;

    static bool built();     // compiled with MPI (BORNES_MPI)
    static bool launched();  // the environment says a launcher started this process

  private:
    int rank_ = 0;
    int size_ = 1;
    bool active_ = false;
    std::thread::id thread_;
};

}  // namespace bornes::cluster
