// SPDX-License-Identifier: Apache-2.0
#include "cluster/broadcast.h"

#include <exception>

#include "cluster/cluster_error.h"
#ifdef BORNES_CLUSTER_MPI
#include <mpi.h>

#include "cluster/mpi_messages.h"
#include "cluster/wire.h"
#endif

namespace bornes::cluster {

namespace {

#ifdef BORNES_CLUSTER_MPI
ClusterError tooLong(std::uint64_t bytes) {
    return ClusterError("the text to send to every rank is " + std::to_string(bytes) +
                        " bytes, above the limit of " + std::to_string(kMaxBroadcastBytes >> 20) +
                        " MiB");
}

enum class Outcome : std::uint8_t { Text, Failed, TooLong };

struct Sent {
    Outcome outcome = Outcome::Text;
    std::uint64_t refused = 0;  // TooLong: the size of the text
    std::string bytes;          // the text, or rank 0's failure
};

// Two broadcasts: a fixed header (what rank 0 sends, its length), then the bytes. Rank 0
// passes what it sends; the others get it.
Sent broadcast(Sent sent) {
    const MPI_Comm comm = detail::communicator();
    ByteWriter header;
    header.u8(static_cast<std::uint8_t>(sent.outcome));
    header.u64(sent.refused);
    header.u64(sent.bytes.size());
    std::string head = std::move(header.bytes());
    detail::check(MPI_Bcast(head.data(), static_cast<int>(head.size()), MPI_BYTE, 0, comm),
                  "MPI_Bcast");
    ByteReader read(head);
    sent.outcome = static_cast<Outcome>(read.u8());
    sent.refused = read.u64();
    const std::uint64_t length = read.u64();
    sent.bytes.resize(static_cast<std::size_t>(length));  // a no-op on rank 0
    if (length)
        detail::check(MPI_Bcast(sent.bytes.data(), static_cast<int>(length), MPI_BYTE, 0, comm),
                      "MPI_Bcast");
    return sent;
}
#endif

}  // namespace

std::string broadcastText(const MpiSession& session, std::string text) {
    return broadcastText(session, [&] { return std::move(text); });
}

std::string broadcastText(const MpiSession& session, const std::function<std::string()>& read) {
    if (!session.distributed()) return read();
#ifdef BORNES_CLUSTER_MPI
    if (!session.root()) {
        Sent got = broadcast({});
        if (got.outcome == Outcome::Failed) throw ClusterError(0, std::nullopt, got.bytes);
        if (got.outcome == Outcome::TooLong) throw tooLong(got.refused);
        return std::move(got.bytes);
    }
    std::string text;
    try {
        text = read();
    } catch (...) {
        // Tell the others why, then fail here with the exception as it was thrown.
        const std::exception_ptr failure = std::current_exception();
        broadcast({Outcome::Failed, 0, detail::whatOf(failure)});
        std::rethrow_exception(failure);
    }
    if (text.size() > kMaxBroadcastBytes) {
        broadcast({Outcome::TooLong, text.size(), {}});
        throw tooLong(text.size());
    }
    return std::move(broadcast({Outcome::Text, 0, std::move(text)}).bytes);
#else
    return read();
#endif
}

}  // namespace bornes::cluster
