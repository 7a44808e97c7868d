// SPDX-License-Identifier: Apache-2.0
#include "common/distributed.h"

#include <fstream>
#include <iostream>
#include <optional>

#include "cluster/broadcast.h"
#include "common/errors.h"
#include "common/input_file.h"
#include "messages/message.h"

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

int runDistributed(const char* tool, formats::Language lang,
                   const std::function<int(const cluster::MpiSession&)>& body) {
    std::optional<cluster::MpiSession> session;
    std::optional<RootSpeaks> rootSpeaks;
    return run(tool, lang, [&] {
        try {
            session.emplace();
            rootSpeaks.emplace(*session);
            return body(*session);
        } catch (const cluster::ClusterError& e) {
            throw FileError(fromLibrary(e.what()));  // MPI's words, in English
        }
    });
}

int runDistributedCommand(int argc, char** argv, const Command& command,
                          const DistributedWork& work) {
    const formats::Language helpLang = languageBeforeParse(argc, argv, command);
    return runDistributed(command.name, helpLang, [&](const cluster::MpiSession& session) {
        const auto vm = readCommandLine(argc, argv, command, helpLang);
        return vm ? work(*vm, helpLang, session) : kSuccess;
    });
}

RootFile readFileOnRoot(const cluster::MpiSession& session, const std::string& file,
                        formats::Language lang) {
    // Sent as one text: the status in its first byte, then the text or the reason.
    const std::string sent = cluster::broadcastText(session, [&] {
        std::ifstream stream;
        Told why;
        std::istream* in = openInput(file, stream, why);
        if (!in) return static_cast<char>(RootFile::Status::CannotOpen) + why.in(lang);
        std::string text(1, static_cast<char>(RootFile::Status::Read));
        char chunk[1 << 16];
        while (in->read(chunk, sizeof chunk) || in->gcount() > 0) {
            text.append(chunk, static_cast<std::size_t>(in->gcount()));
            if (text.size() > cluster::kMaxBroadcastBytes)
                throw FileError(
                    say(ToolMessage::TooLargeForRanks, file, cluster::kMaxBroadcastBytes >> 20));
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
    RootFile read = readFileOnRoot(session, file, lang);
    if (read.status == RootFile::Status::CannotOpen)
        throw FileError(say(ToolMessage::FileWhy, file, read.why));  // already in `lang`
    if (read.status == RootFile::Status::ReadError) {
        const formats::Message unread(formats::MessageId::ReadError, file);
        throw FileError(told(unread));
    }
    return std::move(read.text);
}

Told clusterFailure(const cluster::ClusterError& e, const Told& jobName) {
    if (e.rank() < 0 || !e.job()) return fromLibrary(e.what());
    // The rank's std::bad_alloc: its tables (--hash) did not fit beside the others'.
    const Told cause =
        e.cause() == "std::bad_alloc" ? say(ToolMessage::RankOutOfMemory) : fromLibrary(e.cause());
    return say(ToolMessage::RankFailed, e.rank(), jobName, cause);
}

}  // namespace bornes::cli
