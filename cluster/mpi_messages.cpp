// SPDX-License-Identifier: Apache-2.0
#include "cluster/mpi_messages.h"

#include <climits>

#include "cluster/cluster_error.h"

namespace bornes::cluster::detail {

namespace {

int byteCount(std::size_t n) {
    if (n > static_cast<std::size_t>(INT_MAX))
        throw ClusterError("a message of " + std::to_string(n) + " bytes is too large for MPI");
    return static_cast<int>(n);
}

Message receiveProbed(const MPI_Status& status) {
    int count = 0;
    check(MPI_Get_count(&status, MPI_BYTE, &count), "MPI_Get_count");
    Message m{status.MPI_SOURCE, status.MPI_TAG,
              std::string(static_cast<std::size_t>(count), '\0')};
    // Only this thread calls MPI (FUNNELED): nobody can take the probed message first.
    check(MPI_Recv(m.bytes.data(), count, MPI_BYTE, m.source, m.tag, communicator(),
                   MPI_STATUS_IGNORE),
          "MPI_Recv");
    return m;
}

}  // namespace

void check(int status, const char* call) {
    if (status == MPI_SUCCESS) return;
    char reason[MPI_MAX_ERROR_STRING];
    int length = 0;
    if (MPI_Error_string(status, reason, &length) != MPI_SUCCESS) length = 0;
    throw ClusterError(std::string(call) + ": " +
                       (length ? std::string(reason, static_cast<std::size_t>(length))
                               : "error " + std::to_string(status)));
}

std::optional<Message> tryReceive(int source) {
    int arrived = 0;
    MPI_Status status;
    check(MPI_Iprobe(source, MPI_ANY_TAG, communicator(), &arrived, &status), "MPI_Iprobe");
    if (!arrived) return std::nullopt;
    return receiveProbed(status);
}

Message receive(int source) {
    MPI_Status status;
    check(MPI_Probe(source, MPI_ANY_TAG, communicator(), &status), "MPI_Probe");
    return receiveProbed(status);
}

void send(int destination, int tag, std::string_view bytes) {
    check(
        MPI_Send(bytes.data(), byteCount(bytes.size()), MPI_BYTE, destination, tag, communicator()),
        "MPI_Send");
}

Outbox::~Outbox() {
    for (Pending& p : pending_) MPI_Wait(&p.request, MPI_STATUS_IGNORE);
}

void Outbox::post(int destination, int tag, std::string bytes) {
    const int count = byteCount(bytes.size());
    Pending& p = pending_.emplace_back();
    p.bytes = std::move(bytes);
    const int status =
        MPI_Isend(p.bytes.data(), count, MPI_BYTE, destination, tag, communicator(), &p.request);
    if (status != MPI_SUCCESS) pending_.pop_back();
    check(status, "MPI_Isend");
}

void Outbox::poll() {
    for (auto p = pending_.begin(); p != pending_.end();) {
        int done = 0;
        check(MPI_Test(&p->request, &done, MPI_STATUS_IGNORE), "MPI_Test");
        p = done ? pending_.erase(p) : std::next(p);
    }
}

void Outbox::flush() {
    while (!pending_.empty()) {
        check(MPI_Wait(&pending_.front().request, MPI_STATUS_IGNORE), "MPI_Wait");
        pending_.pop_front();
    }
}

}  // namespace bornes::cluster::detail
