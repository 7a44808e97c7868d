// SPDX-License-Identifier: Apache-2.0
// An option's value checked: counts within their range, seconds, the table's size. Anything
// else is a usage error naming the option, its range and what was given.
#pragma once

#include <boost/program_options.hpp>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "common/tool_messages.h"

namespace bornes::cli {

// The value of a count option given as text (boost would wrap "-5" round to a huge number):
// a whole number from 0 to 2^64-1, else a usage error naming the option.
std::uint64_t countFrom(const boost::program_options::variables_map& vm, const char* option);
// A count option given as text within [low, high]; anything else (a word, a negative or too
// large number) is one usage error naming the option, its range and what was given.
int countIn(const boost::program_options::variables_map& vm, const char* option, int low, int high);
// An int option within [low, high], else the same usage error.
int intIn(const boost::program_options::variables_map& vm, const char* option, int low, int high);

// --time-limit SECONDS (0 or more) and --hash MB (1 to 65536, in bytes).
double secondsFrom(const boost::program_options::variables_map& vm, const char* option);
std::size_t tableBytesFrom(const boost::program_options::variables_map& vm);

// The value of --format, one of `allowed`; anything else is a usage error that lists them
// (`listed`: their list in words, "text, json or jsonl").
std::string formatFrom(const boost::program_options::variables_map& vm,
                       std::initializer_list<std::string_view> allowed, ToolMessage listed);

// ASCII lower case, for option values given in any case ("--lang FR", "--ruleset Parker").
std::string lowered(std::string text);

}  // namespace bornes::cli
