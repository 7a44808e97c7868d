// SPDX-License-Identifier: Apache-2.0
// The words of --help, in French and English, from one catalogue (help.def): the tools build
// their options' descriptions from it in the language of the run (cli::languageOf), so that
// --help speaks the language its man page does (man/ and man/fr/).
#pragma once

#include <cstdint>

#include "text/language.h"

namespace bornes::cli {

enum class HelpId : std::uint16_t {
#define BORNES_HELP(id, english, french) id,
#include "common/help.def"
#include "common/help_solver.def"
#undef BORNES_HELP
};

// The text of `id` in a language, with the French typography's no-break spaces (alive as
// long as the program: boost copies it anyway).
const char* helpText(HelpId id, formats::Language lang);

}  // namespace bornes::cli
