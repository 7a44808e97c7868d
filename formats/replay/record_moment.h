// SPDX-License-Identifier: Apache-2.0
// A moment of a recorded game: the position after a given turn of a given hand, as
// `bornes-replay --turn` shows it and `bornes-solve --record` solves it.
#pragma once

#include <optional>
#include <vector>

#include "engine/position.h"
#include "messages/diagnostic.h"
#include "notation/record.h"
#include "notation/record_player.h"

namespace bornes::formats {

struct Moment {
    std::optional<Position> position;  // nothing when the record has no such moment
    PlayResult result;                 // the replay of the record (valid or not)
};

// The position after turn `turn` (0: the start) of hand `hand` (0-based). The record is
// played through as far as it is valid; diagnostics go to `problems`.
Moment momentOf(const Record& record, int hand, int turn, const PlayOptions& options,
                std::vector<Diagnostic>& problems, bool complete = true);

}  // namespace bornes::formats
