// SPDX-License-Identifier: Apache-2.0
// A list of scores, one per side ([Scores] of a game, [Score] of a hand), as people write it:
// "1350 1400", and as the replay prints it and a player copies it back — "1 350 1 400" with
// French spaces (no-break U+00A0, narrow no-break U+202F, thin U+2009) or plain ones, or
// "1,350 1,400". Digits grouped by three are one number; plain spaces are read as grouping
// only when exactly one way of reading them gives one score per side.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "messages/diagnostic.h"

namespace bornes::formats {

// The scores of `value` for `sides` sides into `out`; a refused list leaves `out` empty and
// says why: a word that is no number, a count that is not the sides', or plain spaces that
// read as that count in more than one way ("5 100 200" for two sides: 5 100 and 200, or 5
// and 100 200).
std::optional<Diagnostic> readScores(const std::string& value, int sides, SourceLocation where,
                                     std::vector<int>& out);

}  // namespace bornes::formats
