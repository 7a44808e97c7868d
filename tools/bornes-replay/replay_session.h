// SPDX-License-Identifier: Apache-2.0
// What bornes-replay does with streams of records, as a library call: each game read,
// replayed through the engine, and told in the output asked for (a transcript, JSON, JSON
// Lines, the canonical notation, or one moment of a hand), with the diagnostics in the llvm
// style on a second stream. The tool and the fuzz target both run exactly this.
#pragma once
#include <cstddef>
#include <istream>
#include <optional>
#include <ostream>
#include <string>

#include "json/replay_json.h"
#include "notation/record_player.h"
#include "text/language.h"

namespace bornes::formats {

enum class ReplayOutput { Text, Json, Notation, JsonLines };

struct ReplayRequest {
    ReplayOutput output = ReplayOutput::Text;
    Language lang = Language::English;
    PlayOptions play;
    int game = 0;             // only the game-th game of each input (1-based; 0: all)
    int hand = 1;             // with oneHand or turn: this hand (1-based)
    bool oneHand = false;     // only that hand
    std::optional<int> turn;  // only the moment after this turn of the hand (0: the deal)
    bool hands = false;       // every known hand after each decision (text)
    bool compact = false;     // JSON: no position after each step
    bool nameFiles = false;   // text: each game's title says its file (several inputs)
    std::size_t width = 80;   // the transcript's width (0: never wrapped)
};

struct ReplayOutcome {
    int games = 0;           // games read (up to the one asked for, with `game`)
    bool invalid = false;    // a record did not validate, or lacks the hand asked for
    bool readError = false;  // the input ended by a read error
    bool shownTurn = false;  // with `turn`: some game had that moment
};

// One output for the records of one or more inputs (a JSON document holds them all).
class ReplaySession {
  public:
    ReplaySession(const ReplayRequest& request, std::ostream& out, std::ostream& err);
    // Replays the records of `in`, named `file` in messages and in JSON.
    ReplayOutcome replay(std::istream& in, const std::string& file);
    void finish();  // ends the output (closes a JSON document)

  private:
    const ReplayRequest request_;  // a copy: the session may outlive the caller's
    std::ostream& out_;
    std::ostream& err_;
    std::optional<JsonReplay> json_;
    std::optional<JsonMoments> moments_;
    int written_ = 0;  // records written in the notation, for the blank line between them
};

// Replays the records of one input (named `file` in messages) to `out`; diagnostics, and
// the games that lack the hand asked for, go to `err`.
ReplayOutcome replayStream(std::istream& in, const std::string& file, const ReplayRequest& request,
                           std::ostream& out, std::ostream& err);

}  // namespace bornes::formats
