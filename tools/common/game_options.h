// SPDX-License-Identifier: Apache-2.0
// The options that describe a game (--players, --six, --target, --ruleset, ...) and the
// seed of a random one.
#pragma once

#include <boost/program_options.hpp>

#include <cstdint>

#include "engine/form.h"
#include "engine/game.h"
#include "text/language.h"

namespace bornes::cli {

// --players and --six: the form of the game.
void addFormOptions(boost::program_options::options_description& options, formats::Language lang);
Table tableFrom(const boost::program_options::variables_map& vm);

// The form options, then --target, --ruleset, --bonus-no-100-no-200, --game-target,
// --fixed-hands.
void addGameOptions(boost::program_options::options_description& options, formats::Language lang);
GameRules gameRulesFrom(const boost::program_options::variables_map& vm);

// --seed N: a seed, 0 to 2^64-1 (a negative number is refused, not wrapped).
void addSeedOption(boost::program_options::options_description& options, const char* help);
std::uint64_t seedFrom(const boost::program_options::variables_map& vm);

}  // namespace bornes::cli
