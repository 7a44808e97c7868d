// What the tools share: exit codes, error reporting in the llvm style
// ("bornes-play: error: ..."), and the options that describe a game.
#pragma once

#include <boost/program_options.hpp>

#include <fstream>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "game.h"
#include "graphviz.h"
#include "language.h"
#include "table.h"

namespace bornes::cli {

enum ExitCode : int {
    kSuccess = 0,
    kFailure = 1,  // the tool ran and found a problem (an invalid record, ...)
    kUsage = 2,    // bad command line, unreadable file
};

// A command-line mistake: reported with a hint to --help, exit status 2.
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A file that cannot be read: the command line was right, so no hint to --help; exit 2.
struct FileError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Runs a tool's body: catches usage errors and option-parsing errors, prints them as
// "<tool>: error: <message>" on stderr, and turns them into the documented exit codes.
int run(const char* tool, const std::function<int()>& body);

// Prints "<tool> (bornes) <version>" and returns kSuccess: the answer to --version.
int printVersion(const char* tool);

// --players and --six: the form of the game.
void addFormOptions(boost::program_options::options_description& options);
Table tableFrom(const boost::program_options::variables_map& vm);

// The form options, then --target, --ruleset, --bonus-no-100-no-200, --game-target,
// --fixed-hands.
void addGameOptions(boost::program_options::options_description& options);
GameRules gameRulesFrom(const boost::program_options::variables_map& vm);

// --seed N: a seed, 0 to 2^64-1 (a negative number is refused, not wrapped).
void addSeedOption(boost::program_options::options_description& options, const char* help);
std::uint64_t seedFrom(const boost::program_options::variables_map& vm);

// The value of a count option given as text (boost would wrap "-5" round to a huge number):
// a whole number from 0 to 2^64-1, else a usage error naming the option.
std::uint64_t countFrom(const boost::program_options::variables_map& vm, const char* option);

// The stream to read FILE from: standard input for "-", else the file opened into `file`;
// nullptr when it cannot be read, with the system's reason in `why` ("No such file or
// directory", "Is a directory").
std::istream* openInput(const std::string& name, std::ifstream& file, std::string& why);

// Writes `bytes` to the file `name` whole or not at all (a temporary file beside it, renamed
// into place), or to standard output for "-". On failure nothing is left behind and `why`
// says what went wrong.
bool writeOutput(const std::string& name, const std::string& bytes, std::string& why);

// -T/--type svg|png|pdf|dot and -o/--output FILE, for the tools that draw.
void addPictureOptions(boost::program_options::options_description& options,
                       const char* outputHelp);
formats::PictureType pictureTypeFrom(const boost::program_options::variables_map& vm);
// Writes `bytes` to --output; on failure says why on stderr and returns kUsage.
int writeOutputOption(const boost::program_options::variables_map& vm, const char* tool,
                      const std::string& bytes);

// --time-limit SECONDS (0 or more) and --hash MB (1 to 65536, in bytes).
double secondsFrom(const boost::program_options::variables_map& vm, const char* option);
std::size_t tableBytesFrom(const boost::program_options::variables_map& vm);

// --lang fr|en
void addLanguageOption(boost::program_options::options_description& options);
formats::Language languageFrom(const boost::program_options::variables_map& vm);
// The language of the environment (LC_ALL, LC_MESSAGES, LANG): French for "fr...".
formats::Language languageFromEnvironment();
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

// The answer to --help: the usage text, then the options. Returns kSuccess.
int printHelp(std::string_view usage, const boost::program_options::options_description& options);

}  // namespace bornes::cli
