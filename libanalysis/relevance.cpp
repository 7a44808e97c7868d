#include "relevance.h"

#include <algorithm>
#include <bit>

#include "move_order.h"
#include "zobrist.h"

namespace bornes {

namespace z = zobrist;

namespace {

constexpr std::uint32_t kHazardBits = (1u << (index(Card::Accident) + 1)) - 1;
constexpr std::uint32_t kSafetyKinds =
    bit(Card::RightOfWay) | bit(Card::ExtraTank) | bit(Card::PunctureProof) | bit(Card::DrivingAce);

// Hazards of each kind that may still come to `side`: in its opponents' hands and the pile.
std::array<int, 5> hazardsComing(const SearchState& s, int side) {
    std::uint32_t packed = s.deal().pileHazards[static_cast<std::size_t>(s.pileSize())];
    std::array<int, 5> coming{};
    for (std::size_t h = 0; h < 5; ++h) coming[h] = static_cast<int>((packed >> (4 * h)) & 15u);
    const Table& table = s.table();
    for (int seat = 0; seat < table.players; ++seat) {
        if (table.sideOf(seat) == side || !(s.kinds(seat) & kHazardBits)) continue;
        for (std::size_t h = 0; h < 5; ++h) coming[h] += s.count(seat, cardAt(static_cast<int>(h)));
    }
    return coming;
}

// Whether every opposing side can never reach, for a yes/no question about S with one
// opposing side (with two, one may attack the other: its tableau still matters).
bool opponentOutOfRace(Outlook& outlook, const Query& q) {
    const SearchState& s = outlook.state();
    return q.boolean() && s.table().sides == 2 && !outlook.of(1 - q.side).mayReach;
}

}  // namespace

std::array<int, kCardKinds> playableCopies(Outlook& outlook, int side, const Query& q) {
    const SearchState& s = outlook.state();
    const Tableau& t = s.tableau(side);
    std::array<int, kCardKinds> most;
    most.fill(7);
    const auto at = [&](Card c) -> int& { return most[static_cast<std::size_t>(index(c))]; };
    const std::array<int, 5> coming = hazardsComing(s, side);
    const auto comes = [&](Card hazard) {
        return t.has(safetyFor(hazard)) ? 0 : coming[static_cast<std::size_t>(index(hazard))];
    };
    // A Roll goes down unless one is on top already (to start, on a Stop, or on the remedy
    // of the hazard on top), and again after each hazard that lands (on the remedy, or on
    // the Stop); with Right of Way it is dead.
    const Card top = t.battleTop;
    at(Card::Roll) =
        std::min(7, (top != Card::Roll ? 1 : 0) + comes(Card::Stop) + comes(Card::OutOfGas) +
                        comes(Card::FlatTire) + comes(Card::Accident));
    at(Card::EndOfLimit) = std::min(7, (t.limited ? 1 : 0) + comes(Card::SpeedLimit));
    for (Card h : {Card::OutOfGas, Card::FlatTire, Card::Accident})
        at(remedyFor(h)) = std::min(7, (top == h ? 1 : 0) + comes(h));
    const int room = (allongeMayCome(s) ? kAllongeTarget : s.target()) - t.distance;
    for (Card d : {Card::D25, Card::D50, Card::D75, Card::D100, Card::D200})
        at(d) = std::clamp(room / kilometres(d), 0, 7);
    at(Card::D200) = std::min(at(Card::D200), std::max(0, 2 - t.twoHundreds()));
    const std::uint32_t dead = deadKinds(outlook, side);
    for (int k = 0; k < kCardKinds; ++k)
        if (dead & (1u << k)) most[static_cast<std::size_t>(k)] = 0;
    if (opponentOutOfRace(outlook, q)) {
        if (side == q.side) {
            for (int h = 0; h <= index(Card::Accident); ++h) most[static_cast<std::size_t>(h)] = 0;
        } else {
            for (int k = 0; k < kCardKinds; ++k)
                if (!((kHazardBits | kSafetyKinds) & (1u << k)))
                    most[static_cast<std::size_t>(k)] = 0;
        }
    } else if (q.boolean() && side != q.side && !outlook.of(side).mayReach) {
        // With two opposing sides, one that can never reach still has no use for its
        // distance cards: they change only its distance.
        for (Card d : {Card::D25, Card::D50, Card::D75, Card::D100, Card::D200}) at(d) = 0;
    }
    return most;
}

Relevance::Relevance(Outlook& outlook, const Query& q) {
    const SearchState& s = outlook.state();
    const Table& table = s.table();
    key_ = s.futureKey();
    for (int side = 0; side < table.sides; ++side) {
        const std::array<int, kCardKinds> most = playableCopies(outlook, side, q);
        for (int seat = side; seat < table.players; seat += table.sides) {
            HandRelevance& h = hands_[static_cast<std::size_t>(seat)];
            for (std::uint32_t rest = s.kinds(seat); rest; rest &= rest - 1) {
                const int k = std::countr_zero(rest);
                const int held = s.count(seat, cardAt(k));
                const int live = std::min(held, most[static_cast<std::size_t>(k)]);
                if (live > 0) h.live |= 1u << k;
                if (held > live) {
                    h.junk |= 1u << k;
                    key_ += static_cast<std::uint64_t>(held - live) *
                            (z::junk(seat) - z::hand(seat, cardAt(k)));
                }
            }
        }
    }
    if (!q.boolean()) return;
    for (int side = 0; side < table.sides; ++side) key_ -= s.coupFourreHash(side);
    if (opponentOutOfRace(outlook, q)) {
        const int other = 1 - q.side;
        key_ += z::outOfRace(other) - (s.tableauHash(other) - s.coupFourreHash(other));
    }
}

}  // namespace bornes
