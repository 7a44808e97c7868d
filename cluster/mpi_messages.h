// SPDX-License-Identifier: Apache-2.0
// Internal, MPI builds only: the session's communicator and the few point-to-point calls
// of the queue, each message a tag and bytes; MPI's errors are thrown as ClusterError.
#pragma once

#include <mpi.h>

#include <list>
#include <optional>
#include <string>
#include <string_view>

namespace bornes::cluster::detail {

MPI_Comm communicator();  // the active session's (mpi_session.cpp)

// Throws ClusterError("CALL: MPI's reason") unless `status` is MPI_SUCCESS.
void check(int status, const char* call);

struct Message {
    int source = 0;
    int tag = 0;
    std::string bytes;
};

// The next message from `source` (MPI_ANY_SOURCE: from anyone) if one has arrived.
std::optional<Message> tryReceive(int source);
// The next message from `source`, waiting for it.
Message receive(int source);
// Sends and returns once the bytes may be reused (for a large message: once received).
void send(int destination, int tag, std::string_view bytes);

// Sends that never block: the root keeps receiving while they complete, so that it never
// waits on a worker that is itself waiting to hand the root a large result.
class Outbox {
  public:
    Outbox() = default;
    Outbox(const Outbox&) = delete;
    Outbox& operator=(const Outbox&) = delete;
    ~Outbox();  // waits for the sends still in flight

    void post(int destination, int tag, std::string bytes);
    void poll();  // forgets the sends that completed
    void flush();

  private:
    struct Pending {
        MPI_Request request = MPI_REQUEST_NULL;
        std::string bytes;  // must outlive the send
    };
    std::list<Pending> pending_;  // a list: the addresses of the bytes never move
};

}  // namespace bornes::cluster::detail
