// SPDX-License-Identifier: Apache-2.0
// -o/--output FILE, written whole or not at all: a regular file is replaced through a
// temporary file beside it, renamed over it once everything is written. A symbolic link is
// written through (the file it names is replaced, the link stays); a device or a pipe
// (/dev/full, a FIFO, /dev/stdout) is written in place, never replaced.
//
// For the tools whose output is a stream (bornes-solve, bornes-annotate), OutputFile is the
// only way to know the output was written under mpirun: rank 0's standard output goes through
// mpirun, which swallows its write errors (`mpirun -np 3 bornes-solve --batch F > /dev/full`
// exits 0 with every result lost), while a file rank 0 writes itself is checked like any
// write.
#pragma once

#include <fstream>
#include <iostream>
#include <string>

#include <boost/program_options.hpp>

#include "common/help.h"
#include "common/tool_messages.h"
#include "text/language.h"

namespace bornes::cli {

// Where the output named `name` goes.
struct OutputPlace {
    std::string target;    // the file replaced: `name`, or what its links name
    bool inPlace = false;  // written where it is (a device, a pipe, a descriptor of /proc)
};
OutputPlace outputPlaceOf(const std::string& name);

class OutputFile {
  public:
    // std::cout written to `name` from now on (see above). A file that cannot be opened is a
    // FileError ("'x/y': cannot be written (No such file or directory)").
    explicit OutputFile(const std::string& name);
    // std::cout given back; without finish(), the temporary file removed.
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    // The output flushed (a failure throws as any write to std::cout does: "write error"),
    // then closed and renamed into place; a failure there is a FileError.
    void finish();

  private:
    std::string name_, target_, written_;  // written_: the temporary file, or target_ itself
    std::ofstream file_;
    std::streambuf* saved_ = nullptr;
    bool finished_ = false;
};

// Writes `bytes` to the file `name` in the same way, or to standard output for "-". On
// failure nothing is left behind and `why` says what went wrong.
bool writeOutput(const std::string& name, const std::string& bytes, Told& why);
// Writes `bytes` to --output; on failure says why on stderr and returns kUsage.
int writeOutputOption(const boost::program_options::variables_map& vm, const char* tool,
                      const std::string& bytes, formats::Language lang);

// -o/--output FILE (default '-': standard output).
void addOutputOption(boost::program_options::options_description& options, formats::Language lang);

}  // namespace bornes::cli
