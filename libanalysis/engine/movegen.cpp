// SPDX-License-Identifier: Apache-2.0
#include "engine/movegen.h"

namespace bornes {

namespace {

constexpr std::uint32_t kRealKinds = (1u << kCardKinds) - 1;

// Kinds the seat may play: those it holds, plus, for a hand with face-down cards, every kind
// that may still hide among them.
std::uint32_t playableKinds(const Position& pos, int seat) {
    const Hand& h = pos.hand(seat);
    std::uint32_t kinds = h.kinds() & kRealKinds;
    if (h.count(Card::Unknown) > 0)
        for (int k = 0; k < kCardKinds; ++k)
            if (pos.unaccounted(cardAt(k)) > 0) kinds |= 1u << k;
    return kinds;
}

}  // namespace

MoveList legalMoves(const Position& pos) {
    return generateMoves(
        pos, [&] { return playableKinds(pos, pos.toMove()); },
        [&](int seat, Card safety) { return pos.mayHold(seat, safety); });
}

}  // namespace bornes
