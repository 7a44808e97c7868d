// SPDX-License-Identifier: Apache-2.0
// The skeleton of every command's main: a command declares its name, its --help and its
// options, and gives its work; runCommand does the rest, the same way for all (the language
// of the run, the command line read, --help and --version answered, every error told and
// turned into its exit status). So a main is its options and one call:
//
//     int main(int argc, char** argv) { return cli::runCommand(argc, argv, kCommand, work); }
#pragma once

#include <boost/program_options.hpp>

#include <functional>
#include <optional>
#include <string>

#include "common/help.h"
#include "text/language.h"

namespace bornes::cli {

namespace po = boost::program_options;

// What a command is, as its --help shows it.
struct Command {
    const char* name;  // "bornes-validate": the prefix of its errors and its --version
    HelpId usage;      // --help's usage lines
    HelpId about;      // --help's description
    // Its options, worded in the language of the run (--help and --version among them).
    std::function<po::options_description(formats::Language)> options;
    // Its arguments, the options given without a name that --help does not list (record
    // files, a position line); none when empty.
    std::function<void(po::options_description&, po::positional_options_description&)> arguments =
        {};
    // Whether a record file must be given (vm["file"]): without one, the usage error "no
    // record file given", before anything else is checked.
    bool filesRequired = false;
    // Whether it has --lang: its language is then read from the command line before the
    // parse (languageOf), else from the environment alone.
    bool langOption = true;
    // What --help says after the options (bornes-select: the fields of --where); none when
    // empty.
    std::function<std::string(formats::Language)> helpAfter = {};
};

// The arguments of the commands that read record files: every one a FILE (vm["file"],
// absent when none is given).
void recordFileArguments(po::options_description& hidden,
                         po::positional_options_description& positional);

// A command's work: the command line read, and the language its --help and its errors are
// worded in (--lang's, checked by languageFrom, else the environment's).
using Work = std::function<int(const po::variables_map& vm, formats::Language helpLang)>;

// The command line read: nothing when it asked for --help or --version, which are answered
// on standard output. A mistake throws (errors.h), the first a missing record file.
std::optional<po::variables_map> readCommandLine(int argc, char** argv, const Command& command,
                                                 formats::Language helpLang);
// The language of the run before its command line is read (language_options.h).
formats::Language languageBeforeParse(int argc, char** argv, const Command& command);

// The whole of a main: cli::run (errors.h) over readCommandLine, then `work`.
int runCommand(int argc, char** argv, const Command& command, const Work& work);

}  // namespace bornes::cli
