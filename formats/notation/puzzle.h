// SPDX-License-Identifier: Apache-2.0
// Puzzles and puzzle collections (formats/notation/NOTATION.md §4.1): a position line whose
// operations ask a question of the solver and may give the expected answer.
//
//   2 700 dujardin 25,VERT/... - * VERT:-:200x2,100x2:-:-/... turn:1 id=crown-1 q=couronnement
//   side=A a=yes note="..." note-fr="..."
//
// A collection is one puzzle per line; blank lines and lines starting with '#' are skipped,
// and so is a byte order mark at the start of the file.
#pragma once

#include <array>
#include <istream>
#include <optional>
#include <string>
#include <string_view>

#include "messages/diagnostic.h"
#include "notation/position_text.h"
#include "solver/question.h"
#include "text/language.h"
#include "text/line_reader.h"

namespace bornes::formats {

struct Puzzle {
    PositionLine line;            // the position, its scoring rules and its operations
    std::string id;               // id=, else "line N"
    Query query;                  // q= (default reach) and side= (default: the side to move)
    bool questionGiven = false;   // q= was written
    std::optional<int> expected;  // a=: 1 yes, 0 no, or the score for q=score
    std::string note;             // note=: what the puzzle teaches, in English
    std::string noteFrench;       // note-fr=: the same in French
    std::array<std::string, kMaxPlayers> seats;  // seats=: the players' names (empty: P1..P6)
    long long lineNumber = 0;
};

struct PuzzleParse {
    std::optional<Puzzle> puzzle;
    Diagnostic problem;  // when there is no puzzle: where and why
};

// One puzzle from a line of text (its number given for messages).
PuzzleParse parsePuzzle(std::string_view text, long long lineNumber);

// The names of the questions: "reach", "couronnement", "score" (any case).
std::string_view questionName(Question q);
std::optional<Question> parseQuestion(std::string_view name);
// An answer as the notation writes it: "yes"/"no", or the score.
std::string answerText(Question q, int value);

// A puzzle's notes kept in one string (SolvedPuzzle::note): the English (note=), then, when
// the puzzle has one, a newline and the French (note-fr=). A puzzle line holds no newline.
std::string joinNotes(std::string_view english, std::string_view french);
// The note to show in a language: under French the French note, or the English when there
// is none; under English the English note.
std::string_view noteIn(std::string_view notes, Language lang);

// Reads a collection line by line in bounded memory (lines of at most 64 KiB).
class PuzzleReader {
  public:
    explicit PuzzleReader(std::istream& in) : lines_(in) {}
    // The next puzzle; false at the end. A line that is not a valid puzzle (or not UTF-8
    // text, or holding a control character) gives a problem and no puzzle, and reading goes
    // on with the next line.
    bool next(std::optional<Puzzle>& puzzle, Diagnostic& problem);
    // The text of the last line read (for the caret under a problem).
    std::string_view lastLine() const { return last_; }
    long long lineNumber() const { return lines_.lineNumber(); }
    // True when reading stopped on an error of the stream rather than at its end.
    bool failed() const { return lines_.failed(); }

  private:
    LineReader lines_;
    std::string last_;
};

}  // namespace bornes::formats
