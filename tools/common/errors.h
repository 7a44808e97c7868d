// SPDX-License-Identifier: Apache-2.0
// How a command fails: its exit status, its errors in both languages and how they are told,
// in the llvm style ("bornes-play: error: ...", in French "bornes-play: erreur : ..."), and
// run(), which turns what a command's body throws into that.
#pragma once

#include <boost/program_options/errors.hpp>

#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "common/tool_messages.h"
#include "messages/diagnostic.h"
#include "messages/message.h"
#include "text/language.h"

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
    explicit ToolError(Told text) : std::runtime_error(text.english()), said(std::move(text)) {}
    Told said;
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

// A message of formats/messages/messages.def in every language.
Told told(const formats::Message& message);
// A reader's diagnostic, told in every language as its text() tells it.
Told told(const formats::Diagnostic& diagnostic);
// The same about a file, as bornes-solve and bornes-tree tell a record's problems:
// "'game.mbn': no turn 99 in hand 1 of game 1".
Told toldOfFile(const std::string& file, const formats::Message& message);
// A parse error of Boost.Program_options in every language: boost's English, and in another
// language the catalogue's template of it when it has one (else boost's English again).
Told optionError(const boost::program_options::error& e);

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

}  // namespace bornes::cli
