// SPDX-License-Identifier: Apache-2.0
#include "players/heuristic_player.h"

#include "players/advice.h"

namespace bornes {

int HeuristicPlayer::value(const Position& pos, Move m) {
    return AdviceSeat<Position>(pos).value(m);
}

Move HeuristicPlayer::choose(const Position& pos, const MoveList& legal) {
    return best(pos, legal);
}

Move HeuristicPlayer::best(const Position& pos, const MoveList& legal) {
    return bestAdvised(pos, legal);
}

}  // namespace bornes
