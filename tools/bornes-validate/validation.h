// SPDX-License-Identifier: Apache-2.0
// Checking streams of records: each game read, played through the engine, and reported,
// one at a time (a file of a million games is checked in bounded memory).
#pragma once

#include <functional>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

#include "json/json_writer.h"
#include "messages/diagnostic.h"
#include "notation/record.h"
#include "notation/record_player.h"
#include "notation/record_reader.h"

namespace bornes::formats {

struct GameReport {
    int game = 0;          // 1-based, within its file
    SourceLocation where;  // first line of the game
    const Record* record = nullptr;
    bool valid = true;
    long moves = 0;
    int hands = 0;
    std::vector<Diagnostic> diagnostics;  // in text order, up to and including the first error
};

struct ValidationTotals {
    long games = 0, valid = 0, invalid = 0, warnings = 0, moves = 0;
    bool readError = false;  // the input ended by a read error: it was not read whole
    void add(const GameReport& r);
};

// Reads every game of `in`, checks it, and hands each report to `onGame` with the reader
// (whose line() gives the text of the game for caret lines).
ValidationTotals validateStream(
    std::istream& in, const PlayOptions& options,
    const std::function<void(const GameReport&, const RecordReader&)>& onGame);

// "file:line:col: error: message" with the line and a caret, for each diagnostic, in `lang`.
void writeTextReport(std::ostream& out, std::string_view file, const GameReport& report,
                     const RecordReader& reader, bool warnings, Language lang = Language::English);

// The JSON report of bornes-validate (formats/json/schemas/validation.schema.json), streamed:
// one document, or JSON Lines (a line per game, one per file that could not be read, and
// the totals last).
class JsonValidationReport {
  public:
    explicit JsonValidationReport(std::ostream& out, JsonLayout layout = JsonLayout::Document);
    void beginFile(std::string_view file);
    void game(const GameReport& report);
    void endFile(std::string_view error = {});  // error: why the file could not be read
    void finish(const ValidationTotals& totals);

  private:
    JsonWriter json_;
    JsonLayout layout_;
    std::string file_;  // the file being reported on
};

}  // namespace bornes::formats
