#include "relevance.h"

#include <algorithm>
#include <bit>

#include "zobrist.h"

namespace bornes {

namespace z = zobrist;

namespace {

constexpr std::uint32_t kHazardBits = (1u << (index(Card::Accident) + 1)) - 1;
constexpr std::uint32_t kSafetyKinds =
    bit(Card::RightOfWay) | bit(Card::ExtraTank) | bit(Card::PunctureProof) | bit(Card::DrivingAce);
constexpr std::uint64_t kAllSevens = 0x1FFFFFFFFFFFFFFull >> (3 * (21 - kCardKinds));

constexpr std::uint64_t lane(Card c, int n) {
    return static_cast<std::uint64_t>(n) << (3 * index(c));
}
constexpr std::uint64_t laneMask(Card c) {
    return lane(c, 7);
}
// Every lane of a kind in `kinds` (bit per Card) set to 7.
std::uint64_t lanesOf(std::uint32_t kinds) {
    std::uint64_t lanes = 0;
    for (; kinds; kinds &= kinds - 1) lanes |= std::uint64_t{7} << (3 * std::countr_zero(kinds));
    return lanes;
}
std::uint64_t withLane(std::uint64_t lanes, Card c, int n) {
    return (lanes & ~laneMask(c)) | lane(c, std::min(n, 7));
}

// Whether the only opposing side can never reach, for a yes/no question about S (with two
// opposing sides one may attack the other: its tableau still matters).
bool opponentOutOfRace(Outlook& outlook, const Query& q) {
    const SearchState& s = outlook.state();
    return q.boolean() && s.table().sides == 2 && !outlook.of(1 - q.side).mayReach;
}

}  // namespace

std::uint64_t copyLimits(Outlook& outlook, int side) {
    const SearchState& s = outlook.state();
    const Table& table = s.table();
    const Tableau& t = s.tableau(side);
    // Hazards of each kind that may still come: in the opponents' hands and the pile, none
    // of a kind the side is immune to.
    const std::uint32_t pileHazards = s.deal().pileHazards[static_cast<std::size_t>(s.pileSize())];
    int coming[5];
    for (int h = 0; h < 5; ++h) coming[h] = static_cast<int>((pileHazards >> (4 * h)) & 15u);
    std::uint32_t immuneEverywhere = kSafetyKinds;  // safeties every opposing side has
    for (int other = 0; other < table.sides; ++other)
        if (other != side)
            immuneEverywhere &= static_cast<std::uint32_t>(s.tableau(other).safeties)
                                << index(Card::RightOfWay);
    for (int seat = 0; seat < table.players; ++seat) {
        if (table.sideOf(seat) == side || !(s.kinds(seat) & kHazardBits)) continue;
        const std::uint64_t counts = s.counts(seat);
        for (int h = 0; h < 5; ++h) coming[h] += static_cast<int>((counts >> (3 * h)) & 7u);
    }
    const auto comes = [&](Card hazard) {
        return t.has(safetyFor(hazard)) ? 0 : coming[index(hazard)];
    };
    std::uint64_t limits = kAllSevens;
    // Hazards every opposing side is immune to can never be played.
    std::uint32_t deadHazards = 0;
    for (Card h : {Card::Stop, Card::SpeedLimit, Card::OutOfGas, Card::FlatTire, Card::Accident})
        if (immuneEverywhere & bit(safetyFor(h))) deadHazards |= bit(h);
    limits &= ~lanesOf(deadHazards);
    // A Roll goes down unless one is on top already (to start, on a Stop, or on the remedy
    // of the hazard on top), and again after each hazard that lands (on the remedy, or on
    // the Stop); beside Right of Way it changes nothing (R1).
    const Card top = t.battleTop;
    limits = withLane(limits, Card::Roll,
                      t.has(Card::RightOfWay) ? 0
                                              : (top != Card::Roll ? 1 : 0) + comes(Card::Stop) +
                                                    comes(Card::OutOfGas) + comes(Card::FlatTire) +
                                                    comes(Card::Accident));
    limits = withLane(limits, Card::EndOfLimit, (t.limited ? 1 : 0) + comes(Card::SpeedLimit));
    for (Card h : {Card::OutOfGas, Card::FlatTire, Card::Accident})
        limits = withLane(limits, remedyFor(h), (top == h ? 1 : 0) + comes(h));
    // Distance: what the room left takes (1000 if an allonge may come), two 200s at most,
    // and only 25s and 50s under a Speed Limit that can no longer be lifted.
    const int room = (allongeMayCome(s) ? kAllongeTarget : s.target()) - t.distance;
    const bool stuckLimited =
        t.limited && !(outlook.of(side).avail & (bit(Card::EndOfLimit) | bit(Card::RightOfWay)));
    for (Card d : {Card::D25, Card::D50, Card::D75, Card::D100, Card::D200}) {
        int n = std::max(0, room / kilometres(d));
        if (d == Card::D200) n = std::min(n, std::max(0, 2 - t.twoHundreds()));
        if (stuckLimited && d >= Card::D75) n = 0;
        limits = withLane(limits, d, n);
    }
    return limits;
}

std::uint32_t kindsNeverPlayable(std::uint64_t limits) {
    std::uint32_t none = 0;
    for (int k = 0; k < kCardKinds; ++k)
        if (((limits >> (3 * k)) & 7u) == 0) none |= 1u << k;
    return none;
}

std::uint64_t copyLimits(Outlook& outlook, int side, const Query& q) {
    std::uint64_t limits = copyLimits(outlook, side);
    if (!q.boolean()) return limits;
    if (opponentOutOfRace(outlook, q)) {
        // S's hazards are worth discards; the other side's cards but hazards and safeties
        // change only its own tableau.
        return side == q.side ? limits & ~lanesOf(kHazardBits)
                              : limits & lanesOf(kHazardBits | kSafetyKinds);
    }
    if (side != q.side && !outlook.of(side).mayReach)
        // With two opposing sides, one that can never reach still has no use for its
        // distance cards: they change only its distance.
        limits &= ~lanesOf(kDistanceBits);
    return limits;
}

std::array<int, kCardKinds> playableCopies(Outlook& outlook, int side, const Query& q) {
    const std::uint64_t limits = copyLimits(outlook, side, q);
    std::array<int, kCardKinds> most{};
    for (int k = 0; k < kCardKinds; ++k)
        most[static_cast<std::size_t>(k)] = static_cast<int>((limits >> (3 * k)) & 7u);
    return most;
}

Relevance::Relevance(Outlook& outlook, const Query& q) {
    const SearchState& s = outlook.state();
    const Table& table = s.table();
    key_ = s.futureKey();
    for (int side = 0; side < table.sides; ++side) {
        const std::uint64_t limits = copyLimits(outlook, side, q);
        for (int seat = side; seat < table.players; seat += table.sides) {
            HandRelevance& h = hands_[static_cast<std::size_t>(seat)];
            const std::uint64_t counts = s.counts(seat);
            for (std::uint32_t rest = s.kinds(seat); rest; rest &= rest - 1) {
                const int k = std::countr_zero(rest);
                const int held = static_cast<int>((counts >> (3 * k)) & 7u);
                const int live = std::min(held, static_cast<int>((limits >> (3 * k)) & 7u));
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
