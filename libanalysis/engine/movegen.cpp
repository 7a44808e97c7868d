#include "engine/movegen.h"

#include <bit>

#include "engine/rules.h"

namespace bornes {

namespace {

constexpr std::uint32_t kRealKinds = (1u << kCardKinds) - 1;
constexpr std::uint32_t kHazardBits = (1u << (index(Card::Accident) + 1)) - 1;

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

void turnMoves(const Position& pos, MoveList& moves) {
    const int side = pos.sideToMove();
    const std::uint32_t kinds = playableKinds(pos, pos.toMove());
    const std::uint32_t own = playableOnOwnSide(pos, side) & kinds;
    std::uint32_t attacks[kMaxSides] = {};
    if (kinds & kHazardBits)
        for (int t = 0; t < pos.table().sides; ++t)
            if (t != side) attacks[t] = attackableOn(pos, t) & kinds;
    appendTurnMoves(moves, kinds, own, attacks, pos.table().sides);
}

}  // namespace

MoveList legalMoves(const Position& pos) {
    MoveList moves;
    switch (pos.phase()) {
        case Phase::Turn:
            turnMoves(pos, moves);
            break;
        case Phase::CoupFourre: {
            const Card safety = safetyFor(pos.pendingHazard());
            for (int seat = pos.attackedSide(); seat < pos.table().players;
                 seat += pos.table().sides)
                if (pos.mayHold(seat, safety)) moves.push(Move::coupFourre(seat, safety));
            moves.push(Move::declineCoupFourre());
            break;
        }
        case Phase::Allonge:
            moves.push(Move::declareAllonge());
            moves.push(Move::declineAllonge());
            break;
        case Phase::Over:
            break;
    }
    return moves;
}

}  // namespace bornes
