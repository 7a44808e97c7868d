// SPDX-License-Identifier: Apache-2.0
// Reads game records in the bornes notation (formats/notation/NOTATION.md) from a stream, one game
// at a time, in bounded memory: a file of a million games costs what its largest game costs. Import
// is lenient where it is safe: either language, any case, accents or not, multi-word card names,
// extra blanks, comments anywhere between tokens.
#pragma once

#include <cstdint>
#include <functional>
#include <istream>
#include <string>
#include <string_view>
#include <vector>

#include "messages/diagnostic.h"
#include "notation/record.h"
#include "text/line_reader.h"

namespace bornes::formats {

// What the caller of a reader wants of a game once its tags are read (python-chess's
// visitor and its SKIP): its movetext read, or left unread.
enum class Reading : std::uint8_t { Movetext, SkipMovetext };

class RecordReader {
  public:
    static constexpr std::size_t kMaxGameText = 4 * 1024 * 1024;  // beyond: the game is cut
    static constexpr std::size_t kMaxActions = 100000;            // per hand
    static constexpr std::size_t kMaxHands = 1000;                // per game
    static constexpr std::size_t kMaxLeadingBlanks = 64 * 1024;   // kept by exactText()

    explicit RecordReader(std::istream& in) : lines_(in) {}

    // Reads the next game into `record` (cleared first). Syntax problems go to `problems`;
    // after the first error the rest of the game is skipped, and the record holds what was
    // read before it. Returns false when the input holds no further game.
    bool next(Record& record, std::vector<Diagnostic>& problems);

    // True when the input ended by a read error rather than its end (see LineReader).
    bool readFailed() const { return lines_.failed(); }

    // A line of the game last read, for caret lines (empty when not kept).
    std::string_view line(long long number) const;

    // Keeps each game's text exactly as the input has it: bornes-select writes the games it
    // keeps byte for byte.
    void keepExactText() { keepExact_ = true; }
    // The bytes of the game last read, with keepExactText(): from its first line to the line
    // before the next "[Event", blank lines before the input's first game (up to
    // kMaxLeadingBlanks) and byte order marks included, so the games' texts laid end to end
    // are the input. Empty when the game was longer than kMaxGameText (an error of the
    // game).
    std::string_view exactText() const { return exact_; }

    // Asked once each game's tags are read (before its first hand), with the record holding
    // them: SkipMovetext leaves the rest of the game unread, its lines only split to find the
    // next game (Record::movetextSkipped; neither a word misspelt nor a rule broken in the
    // moves is seen). A selection on tags alone reads no movetext.
    void onTagsRead(std::function<Reading(const Record&)> ask) { tagsRead_ = std::move(ask); }

    // The fast path for movetext as the writer prints it (on by default), off to read every
    // line the lenient way: the tests compare the two, and the benchmark measures it.
    void useFastPath(bool on) { fast_ = on; }
    // The actions the fast path has read so far (the tests check it is taken).
    long long fastActions() const { return fastActions_; }

  private:
    class GameParser;

    LineReader lines_;
    std::string pending_;  // the "[Event" line that ended the previous game
    std::string pendingEnding_;
    std::string pendingMark_;  // its byte order mark, if it began with one
    long long pendingNumber_ = 0;
    bool hasPending_ = false;
    std::string text_;  // the lines of the current game
    // Offsets into text_ (at most 4 MiB: 32 bits), the first one of line firstLine_.
    std::vector<std::uint32_t> lineStart_;
    long long firstLine_ = 0;
    bool keepExact_ = false;
    bool fast_ = true;
    long long fastActions_ = 0;
    std::function<Reading(const Record&)> tagsRead_;
    // The hands last read, emptied but with the room of their lists, for the next game's
    // hands: a file of many games allocates them once (as many as its largest game has).
    std::vector<RecordedHand> spareHands_;
    std::string exact_;
};

// Parses a whole text (tests, small inputs): every game, with all syntax problems.
std::vector<Record> readRecords(std::string_view text, std::vector<Diagnostic>& problems);

}  // namespace bornes::formats
