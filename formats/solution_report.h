// What bornes-solve prints about solved puzzles: for people (text, French or English) and
// for programs (JSON, formats/schemas/solve.schema.json). One puzzle in full (the answer,
// the best moves, a principal line in the notation, every root move's value, the search's
// figures), or a batch as one line per puzzle and a summary.
#pragma once

#include <optional>
#include <ostream>
#include <string>

#include "json_writer.h"
#include "language.h"
#include "position.h"
#include "question.h"
#include "scoring.h"
#include "search.h"
#include "seat_names.h"

namespace bornes::formats {

struct SolvedPuzzle {
    std::string id;
    std::string note;
    Position position;
    ScoringRules rules;
    Query query;
    std::optional<int> expected;  // the answer the puzzle gives (a=), when it gives one
    Solution solution;
    SeatNames names;
    // Where it comes from, for its title: a puzzle named by id= or by its line in a file
    // (named), a position line on the command line, or a record's moment (hand > 0).
    bool named = true;
    std::string event;
    int hand = 0, turn = -1;
};

// A bare position asked about: no id, note or expected answer, seats named P1..P6.
SolvedPuzzle puzzleOf(const Position& pos, const Query& query);

enum class Verdict { Agree, Disagree, Unknown, Unchecked };
Verdict verdictOf(const SolvedPuzzle& p);
std::string_view verdictName(Verdict v, Language lang);

// Whether a yes/no question is lost whatever the player to decide does (for S: every move
// loses; for an opponent of S: no defence holds): there is no best move to give then.
bool lostEverywhere(const SolvedPuzzle& p);

// "side A (P1/P3)"; "can side A (P1/P3) reach 1 000?"; the puzzle's title ("Puzzle cf-1 —
// its note", or the record's moment), empty for a bare position line.
std::string sideLabel(const SolvedPuzzle& p, Language lang);
std::string questionWords(const SolvedPuzzle& p, Language lang);
std::string puzzleTitle(const SolvedPuzzle& p, Language lang);

// A root move with what it does: "50 (Paul plays 50 km)".
std::string moveLabel(const SolvedPuzzle& p, Move m, Language lang);

// The answer in words: "yes", "non", "425", "1 400", "unknown"/"inconnu".
std::string answerWords(Question q, std::optional<int> value, Language lang);

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

// The JSON of bornes-solve (formats/schemas/solve.schema.json), streamed: one document,
// {"format", "version", "puzzles": [...], "summary"}, however many puzzles it holds; or JSON
// Lines, a line per puzzle as soon as it is solved (kind "puzzle") and a batch's totals last
// (kind "summary").
class JsonSolveReport {
  public:
    explicit JsonSolveReport(std::ostream& out, JsonLayout layout = JsonLayout::Document);
    // In full; a batch's have their answer and best moves, without a line or move values.
    void puzzle(const SolvedPuzzle& p, bool stats);
    // Closes the document: with a batch's totals, or without (summary null; no line).
    void finish(const BatchTotals* totals);

  private:
    JsonWriter json_;
    JsonLayout layout_;
};

}  // namespace bornes::formats
