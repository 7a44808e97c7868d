// SPDX-License-Identifier: Apache-2.0
// The replay of games as JSON (bornes-replay and bornes-play --format json or jsonl),
// described by formats/json/schemas/replay.schema.json: each game's tags, each hand's start,
// every step with the position after it, each hand's score sheet, and the game's totals;
// and the moments of bornes-replay --turn (formats/json/schemas/moment.schema.json).
#pragma once

#include <ostream>
#include <string_view>
#include <vector>

#include "json/json_writer.h"
#include "notation/record.h"
#include "notation/record_player.h"

namespace bornes::formats {

// A step's action as the replay's JSON names it: "play", "attack", "discard", "coup-fourre",
// "decline-coup-fourre", "allonge", "no-allonge", "take-back", "attack-taken-back" (the
// schema's list). The Python module names a recorded move's so too.
const char* actionName(const ReplayStep& step);
// The side a step's hazard goes to (or went to, taken back), else -1.
int stepSide(const ReplayStep& step);

// Where a game comes from: its file as the user named it (empty for a game of no file, as
// bornes-play's) and its rank in that file, from 1.
struct GameSource {
    std::string_view file;
    long index = 1;
};

class JsonReplay {
  public:
    // `compact`: no position after each step (the hands' starts are kept), for outputs of
    // many games. A document opens with {"format", "version", "games": [.
    JsonReplay(std::ostream& out, JsonLayout layout, bool compact = false);
    void finish();  // closes the document (not in a destructor: writes may throw)

    // Replays one game into the output, its diagnostics included (and added to `problems`,
    // which may already hold the reader's). Returns its result. `onlyHand` (0-based): the
    // game's hands hold that hand only (-1: every hand).
    PlayResult game(const Record& record, const GameSource& source, const PlayOptions& options,
                    std::vector<Diagnostic>& problems, bool complete, int onlyHand = -1);

  private:
    JsonWriter json_;
    JsonLayout layout_;
    bool compact_;
};

// The position after a turn of a hand, for each game that has it.
class JsonMoments {
  public:
    JsonMoments(std::ostream& out, JsonLayout layout);  // a document opens {..., "moments": [
    void finish();
    void moment(const Record& record, const GameSource& source, int hand, int turn,
                const Position& position);

  private:
    JsonWriter json_;
    JsonLayout layout_;
};

}  // namespace bornes::formats
