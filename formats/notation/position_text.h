// SPDX-License-Identifier: Apache-2.0
// The one-line position format (formats/notation/NOTATION.md, "Positions"), like FEN for chess:
// everything a Position holds, plus the ruleset, plus optional key=value operations
// (a puzzle's question and answer). Lenient to read, canonical to write.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/position.h"
#include "engine/scoring.h"
#include "messages/message.h"

namespace bornes::formats {

struct PositionLine {
    Position position;
    ScoringRules rules;
    std::vector<std::pair<std::string, std::string>> operations;  // in the order written

    const std::string* operation(std::string_view key) const;
};

struct PositionParse {
    std::optional<PositionLine> line;
    std::string error;  // what is wrong, in English, citing the rule or the format
    int column = 0;     // 1-based column in the text where it is wrong
    Message what;       // the same as data, to tell in either language
};

PositionParse parsePosition(std::string_view text);

// The canonical line: short codes, cards in kind order (the pile in its order, top first),
// runs written "25x3".
std::string writePosition(const Position& pos, const ScoringRules& rules,
                          const std::vector<std::pair<std::string, std::string>>& operations = {});

}  // namespace bornes::formats
