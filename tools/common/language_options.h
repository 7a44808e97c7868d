// SPDX-License-Identifier: Apache-2.0
// The language of a run: --lang, else the environment's, read as gettext reads it.
#pragma once

#include <boost/program_options.hpp>

#include "text/language.h"

namespace bornes::cli {

// --lang fr|en
void addLanguageOption(boost::program_options::options_description& options,
                       formats::Language lang);
// The language --lang names (checked: a usage error), else the environment's.
formats::Language languageFrom(const boost::program_options::variables_map& vm);
// The language of the environment, read as gettext reads it: LANGUAGE, a list separated by
// ':', whose first entry that names a language the toolkit has ("fr...", "en...";
// text/language.h) decides, unless the locale (the first of LC_ALL, LC_MESSAGES and LANG
// that is set and not empty; "C" when none is) is "C" or "POSIX", whose output POSIX fixes;
// then that locale's language, English when the toolkit does not have it.
formats::Language languageFromEnvironment();
// The language of the run before the options are parsed, for --help and for the errors of
// the parse itself: --lang VALUE or --lang=VALUE (any case) when it names a language, else
// the environment's (an invalid value is reported by languageFrom, in that language).
formats::Language languageOf(int argc, char** argv);

}  // namespace bornes::cli
