// SPDX-License-Identifier: Apache-2.0
// A command line read with Boost.Program_options ("--stict": did you mean --strict?), and
// the answers to --help and --version.
#pragma once

#include <boost/program_options.hpp>

#include "common/help.h"
#include "text/language.h"

namespace bornes::cli {

// Parses argv into vm (no positional arguments unless `positional` is given).
boost::program_options::variables_map parse(
    int argc, char** argv, const boost::program_options::options_description& options,
    const boost::program_options::positional_options_description* positional = nullptr);
// The same with options that --help does not show (the positional arguments).
boost::program_options::variables_map parse(
    int argc, char** argv, const boost::program_options::options_description& options,
    const boost::program_options::options_description& hidden,
    const boost::program_options::positional_options_description& positional);
// The answer to --help: the usage lines, the description, then the options. Returns
// kSuccess.
int printHelp(HelpId usage, HelpId about, formats::Language lang,
              const boost::program_options::options_description& options);
// Prints "<tool> (bornes) <version>" and returns kSuccess: the answer to --version.
int printVersion(const char* tool);

}  // namespace bornes::cli
