#include "distributed.h"

#include <fstream>
#include <iostream>
#include <optional>

#include "broadcast.h"
#include "cli.h"
#include "message.h"

namespace bornes::cli {

RootSpeaks::RootSpeaks(const cluster::MpiSession& session) {
    if (session.root()) return;
    out_ = std::cout.rdbuf(&discard_);
    err_ = std::cerr.rdbuf(&discard_);
}

RootSpeaks::~RootSpeaks() {
    if (out_) std::cout.rdbuf(out_);
    if (err_) std::cerr.rdbuf(err_);
}

int runDistributed(const char* tool, const std::function<int(const cluster::MpiSession&)>& body) {
    std::optional<cluster::MpiSession> session;
    std::optional<RootSpeaks> rootSpeaks;
    return run(tool, [&] {
        try {
            session.emplace();
            rootSpeaks.emplace(*session);
            return body(*session);
        } catch (const cluster::ClusterError& e) {
            throw FileError(e.what());
        }
    });
}

RootFile readFileOnRoot(const cluster::MpiSession& session, const std::string& file) {
    // Sent as one text: the status in its first byte, then the text or the reason.
    const std::string sent = cluster::broadcastText(session, [&] {
        std::ifstream stream;
        std::string why;
        std::istream* in = openInput(file, stream, why);
        if (!in) return static_cast<char>(RootFile::Status::CannotOpen) + why;
        std::string text(1, static_cast<char>(RootFile::Status::Read));
        char chunk[1 << 16];
        while (in->read(chunk, sizeof chunk) || in->gcount() > 0) {
            text.append(chunk, static_cast<std::size_t>(in->gcount()));
            if (text.size() > cluster::kMaxBroadcastBytes)
                throw FileError("'" + file + "': more than " +
                                std::to_string(cluster::kMaxBroadcastBytes >> 20) +
                                " MiB, too large to send to every rank");
        }
        if (in->bad()) text[0] = static_cast<char>(RootFile::Status::ReadError);
        return text;
    });
    RootFile read;
    read.status = static_cast<RootFile::Status>(sent.at(0));
    (read.status == RootFile::Status::CannotOpen ? read.why : read.text) = sent.substr(1);
    return read;
}

std::string readOnRoot(const cluster::MpiSession& session, const std::string& file,
                       formats::Language lang) {
    RootFile read = readFileOnRoot(session, file);
    if (read.status == RootFile::Status::CannotOpen) throw FileError("'" + file + "': " + read.why);
    if (read.status == RootFile::Status::ReadError)
        throw FileError(
            formats::messageText(formats::Message(formats::MessageId::ReadError, file), lang));
    return std::move(read.text);
}

std::string clusterFailure(const cluster::ClusterError& e, const std::string& jobName) {
    if (e.rank() < 0 || !e.job()) return e.what();
    // The rank's std::bad_alloc: its tables (--hash) did not fit beside the others'.
    const std::string cause =
        e.cause() == "std::bad_alloc" ? "out of memory (try a smaller --hash)" : e.cause();
    return "rank " + std::to_string(e.rank()) + " failed on " + jobName + ": " + cause;
}

}  // namespace bornes::cli
