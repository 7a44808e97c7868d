// SPDX-License-Identifier: Apache-2.0
// The record files bornes-validate, bornes-replay and bornes-annotate read in turn: each
// opened ('-': standard input) or reported and skipped, its games read by the tool, and
// then what every tool says the same way of a file after its games: it could not be read
// to its end, it held no game.
#pragma once

#include <functional>
#include <istream>
#include <string>
#include <vector>

#include "common/tool_messages.h"
#include "messages/diagnostic.h"
#include "messages/message.h"
#include "notation/record_reader.h"

namespace bornes::cli {

// What the tool found reading one file.
struct FileRead {
    bool readError = false;  // what was read is not the whole file: no verdict on it stands
    long long games = 0;
    bool said = false;  // the tool said itself what the file lacks: nothing more of it
};

// What is said of a file without a game: a warning by default (an empty file is most likely
// the wrong file), an error when the tool was asked for a game in it or told to be strict.
struct EmptyFile {
    formats::Severity severity = formats::Severity::Warning;
    formats::MessageId message = formats::MessageId::FileHoldsNoGame;
};

struct FilesOutcome {
    bool unreadable = false;  // a file could not be opened or read to its end (exit 2)
    bool emptyError = false;  // a file without a game, said as an error
};

struct RecordFiles {
    const char* tool;
    formats::Language lang;
    EmptyFile empty;
    // Reads an opened file's games; `file` is its name as given ('-': standard input).
    std::function<FileRead(std::istream& in, const std::string& file)> read;
    // Told of a file that cannot be opened, after the message (a JSON report lists it).
    std::function<void(const std::string& shown, const Told& why)> unopened;
};

// Every file in turn, in order.
FilesOutcome readRecordFiles(const std::vector<std::string>& files, const RecordFiles& how);

// The two things said of a file, for a tool that reads its files otherwise (the annotator
// under mpirun): it cannot be opened (`why`, in the language); after its games.
void sayUnopened(const RecordFiles& how, const std::string& file, const std::string& why,
                 FilesOutcome& outcome);
void sayAfterGames(const RecordFiles& how, const std::string& file, const FileRead& read,
                   FilesOutcome& outcome);
// A file that holds fewer games than the one asked for (--game): an input error, said as
// bornes-replay says it ("the file holds 1 game, not 5").
void sayFewerGames(const RecordFiles& how, const std::string& file, long long games, int asked,
                   FilesOutcome& outcome);

// The errors among a game's `problems` said on standard error at their place, as
// bornes-validate says them, with the caret under the line the reader kept; and the warnings
// `warned` chooses (none by default).
void sayGameErrors(const std::string& file, const std::vector<formats::Diagnostic>& problems,
                   const formats::RecordReader& reader, formats::Language lang,
                   const std::function<bool(const formats::Diagnostic&)>& warned = {});

// "<stdin>" for "-", else the name.
std::string shownName(const std::string& file);

}  // namespace bornes::cli
