// SPDX-License-Identifier: Apache-2.0
// A hand's score sheet in the books' layout (004, 001: "EXEMPLES DE MARQUE"): one column per
// side, one line per item that scored, the total, and the running game score.
#pragma once

#include <string>

#include "engine/game.h"
#include "engine/scoring.h"
#include "notation/seat_names.h"
#include "text/language.h"

namespace bornes::formats {

std::string renderScoreSheet(const HandScore& score, const SeatNames& names, Language lang);

// "Game: P1/P3 2 300, P2/P4 675 (dealer next: P2)", and the winner once decided.
std::string renderGameScore(const Game& game, const SeatNames& names, Language lang);

}  // namespace bornes::formats
