// SPDX-License-Identifier: Apache-2.0
// What a thin main needs to run under mpirun (doc/cluster.md) beyond the cluster library:
// rank 0 alone reads the input and alone speaks, so that a run of N ranks prints what one
// process would.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <streambuf>
#include <string>

#include "cluster/cluster_error.h"
#include "cluster/mpi_session.h"
#include "common/command.h"
#include "common/tool_messages.h"
#include "text/language.h"

namespace bornes::cli {

// While alive, the standard output and error of every rank but rank 0 go nowhere. Usage
// errors, problems in the input and results are the same on every rank (each parses the
// same text), so rank 0's copy says it all; a rank's own failure reaches rank 0 as a
// ClusterError.
class RootSpeaks {
  public:
    explicit RootSpeaks(const cluster::MpiSession& session);
    ~RootSpeaks();
    RootSpeaks(const RootSpeaks&) = delete;
    RootSpeaks& operator=(const RootSpeaks&) = delete;

  private:
    struct Discard : std::streambuf {
        int overflow(int c) override { return traits_type::not_eof(c); }
        std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
    };
    Discard discard_;
    std::streambuf* out_ = nullptr;
    std::streambuf* err_ = nullptr;
};

// cli::run for a tool that may run under mpirun: the session made first (a failure to start
// MPI is reported as any error), only rank 0 speaks, and a ClusterError left over is an
// error with exit status 2 on every rank (mpirun then exits with it, not with a rank's 1).
// MPI ends after the last message. The errors are told in `lang`.
int runDistributed(const char* tool, formats::Language lang,
                   const std::function<int(const cluster::MpiSession&)>& body);

// runCommand (command.h) for a command that may run under mpirun: the session made before
// its command line is read, as runDistributed does; `work` is given the session too.
using DistributedWork =
    std::function<int(const boost::program_options::variables_map& vm, formats::Language helpLang,
                      const cluster::MpiSession& session)>;
int runDistributedCommand(int argc, char** argv, const Command& command,
                          const DistributedWork& work);

// A file as rank 0 read it, on every rank.
struct RootFile {
    enum class Status : std::uint8_t { Read, CannotOpen, ReadError };
    Status status = Status::Read;
    std::string text;  // what was read (up to the error, for ReadError)
    std::string why;   // CannotOpen: the system's reason ("No such file or directory"), in
                       // the language asked for
};

// Collective: FILE ('-': standard input) read whole by rank 0 and sent to every rank
// (cluster::broadcastText), so that every rank knows alike whether it could be read. A file
// of more than cluster::kMaxBroadcastBytes throws FileError on rank 0, ClusterError on the
// others. `lang`: the language of the reasons.
RootFile readFileOnRoot(const cluster::MpiSession& session, const std::string& file,
                        formats::Language lang);

// The same for a tool that stops on an unreadable file: its text, or FileError on every rank
// (the message a single process gives).
std::string readOnRoot(const cluster::MpiSession& session, const std::string& file,
                       formats::Language lang);

// The message of a failed distributed run, naming the failing job by `jobName` (say, the
// puzzle's id).
Told clusterFailure(const cluster::ClusterError& e, const Told& jobName);

}  // namespace bornes::cli
