// SPDX-License-Identifier: Apache-2.0
// What bornes-solve prints about solved puzzles: for people (text, French or English) and
// for programs (JSON, formats/json/schemas/solve.schema.json). One puzzle in full (the answer,
// the best moves, a principal line in the notation, every root move's value, the search's
// figures), or a batch as one line per puzzle and a summary.
#pragma once

#include <optional>
#include <ostream>
#include <string>

#include "json/json_writer.h"
#include "puzzles/solved_puzzle.h"
#include "solver/search.h"
#include "text/language.h"

namespace bornes::formats {

// The principal line written as a record (--format notation): its [Event], and its comment,
// the question and the answer ("reach for side B: no"; in French the question in words,
// "le camp B (Bruno) peut-il atteindre 1 000 ? non").
std::string lineEvent(const SolvedPuzzle& p, Language lang);
std::string lineComment(const SolvedPuzzle& p, Language lang);

// The search's figures in one line: nodes, time, nodes per second, table, cut-offs; and the
// same as a JSON object (solve.schema.json's "stats").
std::string searchStatsLine(const SearchStats& stats, Language lang);
void writeSearchStats(JsonWriter& json, const SearchStats& stats);
// A puzzle's first members in JSON: id, note, position, question, side, target (the solve
// and odds schemas share them).
void writePuzzleHead(JsonWriter& json, const SolvedPuzzle& p);

// One puzzle in full.
void writeSolutionText(std::ostream& out, const SolvedPuzzle& p, Language lang, bool stats);

// A batch: a header, one line per puzzle, a summary.
struct BatchTotals {
    int puzzles = 0;
    int agree = 0, disagree = 0, unknown = 0, unchecked = 0;
    SearchStats stats;
    double seconds = 0;  // wall time of the whole batch

    void add(const SolvedPuzzle& p);
    bool allAgree() const { return disagree == 0 && unknown == 0; }
};
void writeBatchHeader(std::ostream& out, Language lang);
void writeBatchLine(std::ostream& out, const SolvedPuzzle& p, Language lang);
void writeBatchSummary(std::ostream& out, const BatchTotals& totals, Language lang);

// The JSON of bornes-solve (formats/json/schemas/solve.schema.json), streamed: one document,
// {"format", "version", "puzzles": [...], "summary"}, however many puzzles it holds; or JSON
// Lines, a line per puzzle as soon as it is solved (kind "puzzle") and a batch's totals last
// (kind "summary").
class JsonSolveReport {
  public:
    explicit JsonSolveReport(std::ostream& out, JsonLayout layout = JsonLayout::Document);
    // In full; a batch's have their answer, best moves and line, without move values.
    void puzzle(const SolvedPuzzle& p, bool stats);
    // Closes the document: with a batch's totals, or without (summary null; no line).
    void finish(const BatchTotals* totals);

  private:
    JsonWriter json_;
    JsonLayout layout_;
};

}  // namespace bornes::formats
