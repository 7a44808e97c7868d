// SPDX-License-Identifier: Apache-2.0
#include "engine/game.h"

#include <algorithm>

namespace bornes {

void Game::record(const HandScore& hand) {
    for (int s = 0; s < rules_.table.sides; ++s)
        totals_[static_cast<std::size_t>(s)] += hand.total(s);
    ++handsPlayed_;
    dealer_ = (dealer_ + 1) % rules_.table.players;
    decide();
}

void Game::decide() {
    const int sides = rules_.table.sides;
    const auto begin = totals_.begin();
    const int best = *std::max_element(begin, begin + sides);
    const int leaders = static_cast<int>(std::count(begin, begin + sides, best));
    const bool finished =
        rules_.fixedHands > 0 ? handsPlayed_ >= rules_.fixedHands : best >= rules_.gameTarget;
    if (!finished) return;
    if (leaders == 1) {
        status_ = GameStatus::Won;
        winner_ = static_cast<int>(std::find(begin, begin + sides, best) - begin);
    } else if (rules_.fixedHands > 0) {
        status_ = GameStatus::Drawn;  // R16: a tie after the agreed hands is a draw
    }
    // Otherwise several sides tie on the highest total past 5000: another hand (§9).
}

}  // namespace bornes
