// SPDX-License-Identifier: Apache-2.0
// The position reader (formats/notation/NOTATION.md §4). What must hold: an error names a column
// inside the line; a position read is written canonically, and that line reads back to the
// same position and the same bytes; and the engine can play from it to the end of the hand,
// every position on the way written and read back equal, its hash kept up to date.
#include "engine/movegen.h"
#include "fuzz_check.h"
#include "notation/position_text.h"

using namespace bornes;
using namespace bornes::formats;

namespace {

void checkRoundTrip(const Position& pos, const ScoringRules& rules) {
    const std::string line = writePosition(pos, rules);
    const PositionParse again = parsePosition(line);
    if (!again.line) std::fprintf(stderr, "%s\n%s\n", line.c_str(), again.error.c_str());
    FUZZ_CHECK(again.line.has_value(), "a written position does not read back");
    FUZZ_CHECK(again.line->position == pos, "a written position reads back as another");
    FUZZ_CHECK(writePosition(again.line->position, again.line->rules) == line,
               "a written position is written otherwise the second time");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = bornes::fuzz::textOf(data, size);
    const PositionParse parse = parsePosition(text);
    if (!parse.line) {
        FUZZ_CHECK(!parse.error.empty() && parse.error.back() == ')',
                   "a refusal that cites no rule");
        FUZZ_CHECK(parse.column >= 1 && static_cast<std::size_t>(parse.column) <= text.size() + 1,
                   "an error outside the line");
        return 0;
    }
    const std::string written =
        writePosition(parse.line->position, parse.line->rules, parse.line->operations);
    const PositionParse again = parsePosition(written);
    FUZZ_CHECK(again.line.has_value(), "a written line does not read back");
    FUZZ_CHECK(
        writePosition(again.line->position, again.line->rules, again.line->operations) == written,
        "a written line is written otherwise the second time");

    // Play on, choosing each move from the input's bytes.
    Position pos = parse.line->position;
    std::size_t choice = size;
    for (int ply = 0; ply < 400; ++ply) {
        FUZZ_CHECK(pos.hash() == pos.computeHash(), "the hash is out of date");
        checkRoundTrip(pos, parse.line->rules);
        const MoveList moves = legalMoves(pos);
        if (moves.empty()) break;
        choice = choice * 31 + data[static_cast<std::size_t>(ply) % size];
        pos.apply(moves[static_cast<int>(choice % static_cast<std::size_t>(moves.size()))]);
    }
    return 0;
}
