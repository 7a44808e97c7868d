// SPDX-License-Identifier: Apache-2.0
// What the tools share: exit codes, error reporting in the llvm style
// ("bornes-play: error: ...", in French "bornes-play: erreur : ..."), the language of the
// run, and the options that describe a game.
#pragma once

#include <boost/program_options.hpp>

#include <fstream>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "engine/form.h"
#include "engine/game.h"
#include "help.h"
#include "messages/diagnostic.h"
#include "messages/message.h"
#include "pictures/graphviz.h"
#include "text/language.h"
#include "tool_messages.h"

namespace bornes::cli {

// The exit status of every tool (README, "Exit status"; each man page's EXIT STATUS).
enum ExitCode : int {
    kSuccess = 0,
    // The tool ran and found what it reports: an invalid record, an answer that disagrees,
    // a limit hit, a tree too big, a picture Graphviz could not render.
    kFailure = 1,
    // The command could not be carried out as asked: a usage error, an input that cannot be
    // read or an output that cannot be written, or what the input does not have (a game,
    // hand, turn or step beyond the record, a puzzle id not in the file).
    kUsage = 2,
};

// An error told in both languages (tool_messages.def); what() is the English.
struct ToolError : std::runtime_error {
    explicit ToolError(Bilingual text) : std::runtime_error(text.english), said(std::move(text)) {}
    Bilingual said;
};

// A command-line mistake: reported with a hint to --help, exit status 2.
struct UsageError : ToolError {
    using ToolError::ToolError;
};

// A file that cannot be read, or that does not hold what the command asks for (a game, hand,
// turn or step beyond the record): the command line was well formed, so no hint to --help;
// exit 2.
struct FileError : ToolError {
    using ToolError::ToolError;
};

// A message of formats/messages/messages.def in both languages.
Bilingual told(const formats::Message& message);
// The same about a file, as bornes-solve and bornes-tree tell a record's problems:
// "'game.mbn': no turn 99 in hand 1 of game 1".
Bilingual toldOfFile(const std::string& file, const formats::Message& message);

// Runs a tool's body: catches usage errors and option-parsing errors, prints them as
// "<tool>: error: <message>" on stderr in `lang` ("<tool>: erreur : <message>"), and turns
// them into the documented exit codes.
int run(const char* tool, formats::Language lang, const std::function<int()>& body);

// "<tool>: error: <text>\n", or in French "<tool>: erreur : <text>\n": the prefix of
// formats::renderToolMessage, so that the tools' errors and the readers' look alike.
std::string errorLine(std::string_view tool, std::string_view text, formats::Language lang);
// The same with another severity: "<tool>: warning: <text>\n".
std::string toolLine(std::string_view tool, formats::Severity severity, std::string_view text,
                     formats::Language lang);

// Prints "<tool> (bornes) <version>" and returns kSuccess: the answer to --version.
int printVersion(const char* tool);

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

// The value of a count option given as text (boost would wrap "-5" round to a huge number):
// a whole number from 0 to 2^64-1, else a usage error naming the option.
std::uint64_t countFrom(const boost::program_options::variables_map& vm, const char* option);
// A count option given as text within [low, high]; anything else (a word, a negative or too
// large number) is one usage error naming the option, its range and what was given.
int countIn(const boost::program_options::variables_map& vm, const char* option, int low, int high);
// An int option within [low, high], else the same usage error.
int intIn(const boost::program_options::variables_map& vm, const char* option, int low, int high);

// The stream to read FILE from: standard input for "-", else the file opened into `file`;
// nullptr when it cannot be read, with the system's reason in `why` ("No such file or
// directory", "Aucun fichier ou dossier de ce type"; the JSON reports keep the English).
std::istream* openInput(const std::string& name, std::ifstream& file, Bilingual& why);

// -T/--type svg|png|pdf|dot and -o/--output FILE, for the tools that draw.
void addPictureOptions(boost::program_options::options_description& options, const char* outputHelp,
                       formats::Language lang);
formats::PictureType pictureTypeFrom(const boost::program_options::variables_map& vm);
// A PNG or PDF picture is not written to a terminal, as gzip does not write compressed data
// to one: with --output - (the default) while standard output is a terminal, a usage error
// naming -o. SVG and DOT are text, and are written.
void refuseBinaryToTerminal(const boost::program_options::variables_map& vm,
                            formats::PictureType type);

// --time-limit SECONDS (0 or more) and --hash MB (1 to 65536, in bytes).
double secondsFrom(const boost::program_options::variables_map& vm, const char* option);
std::size_t tableBytesFrom(const boost::program_options::variables_map& vm);

// --lang fr|en
void addLanguageOption(boost::program_options::options_description& options,
                       formats::Language lang);
// The language --lang names (checked: a usage error), else the environment's.
formats::Language languageFrom(const boost::program_options::variables_map& vm);
// The language of the environment, read as gettext reads it: LANGUAGE, a list separated by
// ':', whose first entry that begins with "fr" or "en" decides, unless the locale (the first
// of LC_ALL, LC_MESSAGES and LANG that is set and not empty; "C" when none is) is "C" or
// "POSIX", whose output POSIX fixes; then that locale: French for "fr...", else English.
formats::Language languageFromEnvironment();
// The language of the run before the options are parsed, for --help and for the errors of
// the parse itself: --lang VALUE or --lang=VALUE (any case) when it names a language, else
// the environment's (an invalid value is reported by languageFrom, in that language).
formats::Language languageOf(int argc, char** argv);
// ASCII lower case, for option values given in any case ("--lang FR", "--ruleset Parker").
std::string lowered(std::string text);

// Parses argv into vm (no positional arguments unless `positional` is given).
boost::program_options::variables_map parse(
    int argc, char** argv, const boost::program_options::options_description& options,
    const boost::program_options::positional_options_description* positional = nullptr);
// The same with options that --help does not show (the positional arguments).
boost::program_options::variables_map parse(
    int argc, char** argv, const boost::program_options::options_description& options,
    const boost::program_options::options_description& hidden,
    const boost::program_options::positional_options_description& positional);
// The same for the tools that read record files: every positional argument is a FILE
// (vm["file"], absent when none is given).
boost::program_options::variables_map parseWithFiles(
    int argc, char** argv, const boost::program_options::options_description& options);

// The answer to --help: the usage lines, the description, then the options. Returns
// kSuccess.
int printHelp(HelpId usage, HelpId about, formats::Language lang,
              const boost::program_options::options_description& options);

}  // namespace bornes::cli
