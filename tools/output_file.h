// SPDX-License-Identifier: Apache-2.0
// -o/--output FILE for the tools whose output is a stream (bornes-solve, bornes-annotate):
// standard output sent to FILE, written whole or not at all. Under mpirun this is the only
// way to know the output was written: rank 0's standard output goes through mpirun, which
// swallows its write errors (`mpirun -np 3 bornes-solve --batch F > /dev/full` exits 0 with
// every result lost), while a file rank 0 writes itself is checked like any write.
#pragma once

#include <fstream>
#include <iostream>
#include <string>

#include <boost/program_options.hpp>

#include "help.h"
#include "text/language.h"
#include "tool_messages.h"

namespace bornes::cli {

class OutputFile {
  public:
    // std::cout written to `name` from now on: to a temporary file beside it, renamed over
    // it by finish(); a device or a pipe (/dev/full, a FIFO) in place. A file that cannot be
    // opened is a FileError ("'x/y': cannot be written (No such file or directory)").
    explicit OutputFile(const std::string& name);
    // std::cout given back; without finish(), the temporary file removed.
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    // The output flushed (a failure throws as any write to std::cout does: "write error"),
    // then closed and renamed into place; a failure there is a FileError.
    void finish();

  private:
    std::string name_, written_;  // written_: the temporary file, or name_ itself
    std::ofstream file_;
    std::streambuf* saved_ = nullptr;
    bool finished_ = false;
};

// -o/--output FILE (default '-': standard output).
void addOutputOption(boost::program_options::options_description& options, formats::Language lang);

}  // namespace bornes::cli
