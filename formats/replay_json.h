// The replay of games as JSON (bornes-replay and bornes-play --format json), described by
// formats/schemas/replay.schema.json: each game's tags, each hand's start, every step with
// the position after it, each hand's score sheet, and the game's totals.
#pragma once

#include <ostream>
#include <vector>

#include "json_writer.h"
#include "record.h"
#include "record_player.h"

namespace bornes::formats {

class JsonReplay {
  public:
    explicit JsonReplay(std::ostream& out);  // opens {"games": [
    void finish();                           // closes ]} (not in a destructor: writes may throw)

    // Replays one game into the document, its diagnostics included (and added to
    // `problems`, which may already hold the reader's). Returns its result. `onlyHand`
    // (0-based): the document's hands hold that hand only (-1: every hand).
    PlayResult game(const Record& record, const PlayOptions& options,
                    std::vector<Diagnostic>& problems, bool complete, int onlyHand = -1);

  private:
    JsonWriter json_;
};

}  // namespace bornes::formats
