// SPDX-License-Identifier: Apache-2.0
#include "solver/search_state.h"

#include <bit>
#include <cassert>

#include "engine/mix64.h"
#include "engine/movegen.h"
#include "engine/rules.h"
#include "engine/zobrist.h"

namespace bornes {

namespace z = zobrist;

namespace {

constexpr std::uint64_t lane(Card c) {
    return 1ull << (3 * index(c));
}
constexpr std::uint32_t distanceLane(Card c) {
    return 1u << (4 * distanceSlot(c));
}

}  // namespace

SearchDeal SearchDeal::of(const Position& pos) {
    SearchDeal d;
    d.table = pos.table();
    const auto pile = pos.pile();
    d.safetyBelow[0] = -1;
    const int stride = d.table.sides;  // a side draws one card in `sides` (R17: seat s % sides)
    for (std::size_t i = 0; i < pile.size(); ++i) {
        const Card c = pile[i];
        const int j = static_cast<int>(i);
        const int safety = d.safetyBelow[i];  // the highest below j
        std::uint32_t kinds = bit(c), distance = isDistance(c) ? distanceLane(c) : 0,
                      hazards = isHazard(c) ? 1u << (4 * index(c)) : 0;
        // The chain goes on down `stride` places unless a safety lies between (it shifts
        // the draws) or j is one itself.
        if (!isSafety(c) && j - stride >= 0 && safety <= j - stride) {
            const auto k = static_cast<std::size_t>(j - stride);
            kinds |= d.alternateKinds[k];
            distance += d.alternateDistance[k];
            hazards += d.alternateHazards[k];
        }
        d.alternateKinds[i] = kinds;
        d.alternateDistance[i] = distance;
        d.alternateHazards[i] = hazards;
        d.safetyBelow[i + 1] = static_cast<std::int8_t>(isSafety(c) ? j : safety);
    }
    for (std::size_t i = 0; i < pile.size(); ++i) {
        const Card c = pile[i];
        assert(isReal(c));
        d.pile[i] = c;
        d.pileKinds[i + 1] = d.pileKinds[i] | bit(c);
        d.pileDistance[i + 1] = d.pileDistance[i] + (isDistance(c) ? distanceLane(c) : 0);
        d.pileHazards[i + 1] = d.pileHazards[i] + (isHazard(c) ? 1u << (4 * index(c)) : 0);
        d.pileKey[i + 1] = mix64(
            d.pileKey[i] + 0x9e3779b97f4a7c15ULL * (static_cast<std::uint64_t>(index(c)) + 1) + i);
    }
    return d;
}

SearchState::SearchState(const Position& pos, const SearchDeal& deal)
    : TableState(pos), deal_(&deal) {
    const Table& table = pos.table();
    for (int seat = 0; seat < table.players; ++seat)
        for (int k = 0; k < kCardKinds; ++k)
            for (int n = pos.hand(seat).count(cardAt(k)); n > 0; --n) {
                counts_[static_cast<std::size_t>(seat)] += lane(cardAt(k));
                ++cardsInHands_;
                if (isDistance(cardAt(k)))
                    sideDistance_[static_cast<std::size_t>(table.sideOf(seat))] +=
                        distanceLane(cardAt(k));
                kinds_[static_cast<std::size_t>(seat)] |= bit(cardAt(k));
            }
    pileSize_ = static_cast<std::uint8_t>(pos.pileSize());
}

int SearchState::handSize(int seat) const {
    int n = 0;
    for (std::uint32_t k = kinds(seat); k; k &= k - 1)
        n += count(seat, cardAt(std::countr_zero(k)));
    return n;
}

void SearchState::addToHand(int seat, Card c) {
    const auto s = static_cast<std::size_t>(seat);
    assert(count(seat, c) < 7);
    counts_[s] += lane(c);
    kinds_[s] |= bit(c);
    ++cardsInHands_;
    if (isDistance(c))
        sideDistance_[static_cast<std::size_t>(table().sideOf(seat))] += distanceLane(c);
    hash_ += z::hand(seat, c);
}

void SearchState::takeFromHand(int seat, Card c) {
    const auto s = static_cast<std::size_t>(seat);
    assert(count(seat, c) > 0);
    counts_[s] -= lane(c);
    if (count(seat, c) == 0) kinds_[s] &= ~bit(c);
    --cardsInHands_;
    if (isDistance(c))
        sideDistance_[static_cast<std::size_t>(table().sideOf(seat))] -= distanceLane(c);
    hash_ -= z::hand(seat, c);
}

void SearchState::drawInto(int seat) {
    hash_ -= z::pileSize(pileSize_);
    const Card c = deal_->pile[--pileSize_];
    hash_ += z::pileSize(pileSize_);
    addToHand(seat, c);
}

int SearchState::holderOf(int side, Card safety) const {
    for (int seat = side; seat < table().players; seat += table().sides)
        if (count(seat, safety) > 0) return seat;
    return kNoSeat;
}

MoveList legalMoves(const SearchState& s) {
    return generateMoves(
        s, [&] { return s.kinds(s.toMove()); },
        [&](int seat, Card safety) { return s.count(seat, safety) > 0; });
}

}  // namespace bornes
