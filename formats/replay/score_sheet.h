// SPDX-License-Identifier: Apache-2.0
// A hand's score sheet in the books' layout (004, 001: "EXEMPLES DE MARQUE"): one column per
// side, one line per item that scored, the total, and the running game score.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "engine/game.h"
#include "engine/scoring.h"
#include "notation/seat_names.h"
#include "text/language.h"

namespace bornes::formats {

// One side's column of the sheet: its name, then each item that scored with its points, the
// total last.
struct SheetColumn {
    std::string side;
    std::vector<std::pair<std::string, int>> lines;
};
std::vector<SheetColumn> scoreSheetColumns(const HandScore& score, const SeatNames& names,
                                           Language lang);

// The sheet as text, a side under the other, label and points on one line.
std::string renderScoreSheet(const HandScore& score, const SeatNames& names, Language lang);

// "Game: P1/P3 2 300, P2/P4 675 (dealer next: P2)", and the winner once decided.
std::string renderGameScore(const Game& game, const SeatNames& names, Language lang);

}  // namespace bornes::formats
