// SPDX-License-Identifier: Apache-2.0
#include "notation/principal_line_record.h"

#include <sstream>

#include "notation/game_recorder.h"
#include "notation/record_writer.h"

namespace bornes::formats {

Record lineRecord(const Position& start, const ScoringRules& rules, std::span<const Move> line,
                  std::string event, const SeatNames& names) {
    GameRules game;
    game.table = start.table();
    game.scoring = rules;
    GameRecorder recorder(game, std::move(event), Hidden::Nothing);
    for (int seat = 0; seat < game.table.players; ++seat) {
        // A name of the record's own (not the P1..P6 that stand for none).
        const std::string& name = names.seat(seat);
        if (name != "P" + std::to_string(seat + 1))
            recorder.record().seats[static_cast<std::size_t>(seat)] = name;
    }
    recorder.startHandAt(start, rules);
    Position at = start;
    for (Move m : line) {
        recorder.move(at, m);
        at.apply(m);
    }
    if (at.over()) recorder.endHand(scoreHand(at, rules));
    Record record = std::move(recorder.record());
    record.result = "*";  // one hand of a game whose result is not the line's to say
    completeRecord(record);
    return record;
}

std::string lineMovetext(const Record& record) {
    if (record.hands.empty()) return {};
    std::ostringstream out;
    writeMovetext(out, record, record.hands.front(), std::string::npos);
    std::string text = out.str();
    if (!text.empty() && text.back() == '\n') text.pop_back();
    return text;
}

}  // namespace bornes::formats
