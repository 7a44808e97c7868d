// SPDX-License-Identifier: Apache-2.0
// -T/--type and -o/--output, for the tools that draw.
#pragma once

#include <boost/program_options.hpp>

#include "pictures/graphviz.h"
#include "text/language.h"

namespace bornes::cli {

// -T/--type svg|png|pdf|dot and -o/--output FILE.
void addPictureOptions(boost::program_options::options_description& options, const char* outputHelp,
                       formats::Language lang);
formats::PictureType pictureTypeFrom(const boost::program_options::variables_map& vm);
// A PNG or PDF picture is not written to a terminal, as gzip does not write compressed data
// to one: with --output - (the default) while standard output is a terminal, a usage error
// naming -o. SVG and DOT are text, and are written.
void refuseBinaryToTerminal(const boost::program_options::variables_map& vm,
                            formats::PictureType type);

}  // namespace bornes::cli
