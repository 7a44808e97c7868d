// SPDX-License-Identifier: Apache-2.0
#include "solver/relevance.h"

#include <algorithm>
#include <bit>
#include <vector>

#include "engine/zobrist.h"

namespace bornes {

namespace z = zobrist;

namespace {

constexpr std::uint32_t kHazardBits = (1u << (index(Card::Accident) + 1)) - 1;
constexpr std::uint32_t kSafetyKinds =
    bit(Card::RightOfWay) | bit(Card::ExtraTank) | bit(Card::PunctureProof) | bit(Card::DrivingAce);
constexpr std::uint64_t kAllSevens = ~std::uint64_t{0} >> (64 - 3 * kCardKinds);

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

// The lanes of the kinds of even index (Stop, Out of Gas, ...) and of odd index, each lane
// set to 7; and the lowest bit of every lane.
constexpr std::uint64_t kLowBits = 0x1249249249249249ull & kAllSevens;
constexpr std::uint64_t kEvenLanes = 0x71C71C71C71C71C7ull & kAllSevens;
constexpr std::uint64_t kOddLanes = kAllSevens & ~kEvenLanes;

// For the lanes in `lanes` (every other one, so that each has the next lane's lowest bit
// free as its guard), 8 + held - limit - 1 in place: never negative, so no borrow crosses a
// lane, and the guard bit is set exactly when more copies are held than the limit allows;
// the lane's three bits then say by how many, less one.
constexpr std::uint64_t overLimit(std::uint64_t held, std::uint64_t limits, std::uint64_t lanes) {
    const std::uint64_t low = kLowBits & lanes;
    return (((held & lanes) | low << 3) - (limits & lanes) - low) & (lanes | low << 3);
}

// Whether the question's value reads only how the hand ends, not the points scored on the
// way: then what changes only the points (an opposing tableau out of the race, the
// coups-fourrés marks) may be left out of the keys.
bool endOnly(const Query& q) {
    return !questionTraits(q.question).dependsOnPath;
}

// Whether the only opposing side can never reach, for a question that reads only the end
// (with two opposing sides one may attack the other: its tableau still matters).
bool opponentOutOfRace(Outlook& outlook, const Query& q) {
    const SearchState& s = outlook.state();
    return endOnly(q) && s.table().sides == 2 && !outlook.of(1 - q.side).mayReach;
}

}  // namespace

namespace {

// The hazards of each kind a hand holds, four bits per kind (Stop at bits 0..3).
std::uint32_t hazardsHeld(const SearchState& s, int seat) {
    const std::uint64_t c = s.counts(seat);
    return static_cast<std::uint32_t>((c & 7u) | ((c >> 3) & 7u) << 4 | ((c >> 6) & 7u) << 8 |
                                      ((c >> 9) & 7u) << 12 | ((c >> 12) & 7u) << 16);
}

// The hazards of the pile that may come to `side`: those its opponents may draw (the tempo
// bound of outlook.h). With three sides the two opponents' draws overlap below the first
// safety, and those hazards are counted twice: more than may come, never fewer.
std::uint32_t pileHazardsComing(Outlook& outlook, int side) {
    const SearchState& s = outlook.state();
    std::uint32_t coming = 0;
    for (int other = 0; other < s.table().sides; ++other)
        if (other != side) coming += outlook.of(other).pileHazards;
    return coming;
}

// Hazards of each kind that may still come to `side`: in its opponents' hands and the pile.
std::uint32_t hazardsComing(Outlook& outlook, int side) {
    const SearchState& s = outlook.state();
    std::uint32_t coming = pileHazardsComing(outlook, side);
    const Table& table = s.table();
    for (int seat = 0; seat < table.players; ++seat)
        if (seat % table.sides != side && (s.kinds(seat) & kHazardBits))
            coming += hazardsHeld(s, seat);
    return coming;
}

// The limits of the 25s to the 200s (their lanes in place) for the room left in units of
// 25 km, the 200s still allowed (0 to 2), and whether only 25s and 50s may be played.
const std::vector<std::uint64_t> kDistanceLimits = [] {
    std::vector<std::uint64_t> table(41 * 3 * 2);
    for (int units = 0; units <= 40; ++units)
        for (int twoHundreds = 0; twoHundreds <= 2; ++twoHundreds)
            for (int stuck = 0; stuck <= 1; ++stuck) {
                std::uint64_t lanes = 0;
                for (Card d : {Card::D25, Card::D50, Card::D75, Card::D100, Card::D200}) {
                    int n = units * 25 / kilometres(d);
                    if (d == Card::D200) n = std::min(n, twoHundreds);
                    if (stuck && d >= Card::D75) n = 0;
                    lanes |= lane(d, std::min(n, 7));
                }
                table[static_cast<std::size_t>((units * 3 + twoHundreds) * 2 + stuck)] = lanes;
            }
    return table;
}();

constexpr std::uint64_t kDistanceLanes = laneMask(Card::D25) | laneMask(Card::D50) |
                                         laneMask(Card::D75) | laneMask(Card::D100) |
                                         laneMask(Card::D200);
constexpr std::uint64_t kRemedyLanes = laneMask(Card::Roll) | laneMask(Card::EndOfLimit) |
                                       laneMask(Card::Gasoline) | laneMask(Card::SpareTire) |
                                       laneMask(Card::Repairs);

// Lanes of the hazards whose safety is in `safeties` (4-bit set, as Tableau::safeties).
std::uint64_t hazardLanesStoppedBy(unsigned safeties) {
    std::uint64_t lanes = 0;
    if (safeties & safetyBit(Card::RightOfWay))
        lanes |= laneMask(Card::Stop) | laneMask(Card::SpeedLimit);
    if (safeties & safetyBit(Card::ExtraTank)) lanes |= laneMask(Card::OutOfGas);
    if (safeties & safetyBit(Card::PunctureProof)) lanes |= laneMask(Card::FlatTire);
    if (safeties & safetyBit(Card::DrivingAce)) lanes |= laneMask(Card::Accident);
    return lanes;
}

std::uint64_t copyLimits(Outlook& outlook, int side, std::uint32_t coming) {
    const SearchState& s = outlook.state();
    const Table& table = s.table();
    const Tableau& t = s.tableau(side);
    // Hazards every opposing side is immune to can never be played.
    unsigned immuneEverywhere = 0xf;
    for (int other = 0; other < table.sides; ++other)
        if (other != side) immuneEverywhere &= s.tableau(other).safeties;
    std::uint64_t limits =
        kAllSevens & ~hazardLanesStoppedBy(immuneEverywhere) & ~(kDistanceLanes | kRemedyLanes);
    // Hazards that may still come, none of a kind the side is immune to.
    const auto comes = [&](Card hazard) {
        return t.has(safetyFor(hazard)) ? 0
                                        : static_cast<int>((coming >> (4 * index(hazard))) & 15u);
    };
    // A Roll goes down unless one is on top already (to start, on a Stop, or on the remedy
    // of the hazard on top), and again after each hazard that lands (on the remedy, or on
    // the Stop); beside Right of Way it changes nothing (R1).
    const Card top = t.battleTop;
    const int gas = comes(Card::OutOfGas), flat = comes(Card::FlatTire),
              accident = comes(Card::Accident);
    if (!t.has(Card::RightOfWay))
        limits |= lane(Card::Roll, std::min(7, (top != Card::Roll ? 1 : 0) + comes(Card::Stop) +
                                                   gas + flat + accident));
    limits |= lane(Card::EndOfLimit, std::min(7, (t.limited ? 1 : 0) + comes(Card::SpeedLimit)));
    limits |= lane(Card::Gasoline, std::min(7, (top == Card::OutOfGas ? 1 : 0) + gas));
    limits |= lane(Card::SpareTire, std::min(7, (top == Card::FlatTire ? 1 : 0) + flat));
    limits |= lane(Card::Repairs, std::min(7, (top == Card::Accident ? 1 : 0) + accident));
    // Distance: what the room left takes (1000 if an allonge may come), two 200s at most,
    // and only 25s and 50s under a Speed Limit that can no longer be lifted.
    const int room = (allongeMayCome(s) ? kAllongeTarget : s.target()) - t.distance;
    const bool stuckLimited =
        t.limited && !(outlook.of(side).avail & (bit(Card::EndOfLimit) | bit(Card::RightOfWay)));
    const int units = std::clamp(room / 25, 0, 40);
    const int twoHundreds = std::clamp(2 - t.twoHundreds(), 0, 2);
    return limits |
           kDistanceLimits[static_cast<std::size_t>((units * 3 + twoHundreds) * 2 + stuckLimited)];
}

// The most copies of a distance value worth `units` (of 25 km), of `copies` held or to
// draw, that an exact finish of `target` units uses, the others' cards making `sums`
// (distanceSums); -1 when none does.
int mostCopiesUsed(std::uint64_t sums, int target, int units, int copies) {
    for (int j = std::min(copies, target / units); j >= 0; --j)
        if ((sums >> (target - j * units)) & 1u) return j;
    return -1;
}

// For a question that reads only the end: the most copies of each distance value that
// some exact finish of `side` uses (their lanes in place; no more than `limits` allows).
// Its distance counts for nothing else: S's toward the target (or 1000, for a couronnement
// that may need its allonge), an opponent's toward the target only — reaching it, that
// opponent declines the allonge and S has lost (R18, R6). A copy that completes no exact
// finish is worth at most its discard to either: S would only give up reaching, an
// opponent only give up ending the hand.
// Only the values in `held` (bit per Card) are worked out: the others keep their limit.
std::uint64_t finishingLimits(Outlook& outlook, int side, const Query& q, std::uint64_t limits,
                              std::uint32_t held) {
    const SearchState& s = outlook.state();
    const int distance = s.tableau(side).distance;
    const int room = s.target() - distance;
    const int extended =
        side == q.side && questionTraits(q.question).finish != Finish::Yes && allongeMayCome(s)
            ? kAllongeTarget - distance
            : room;
    const DistanceCards& cards = outlook.of(side).cards;
    std::uint64_t lanes = 0;
    for (int v = 0; v < 5; ++v) {
        const Card d = cardAt(index(Card::D25) + v);
        if (!(held & bit(d))) {
            lanes |= limits & laneMask(d);
            continue;
        }
        // The sums of the other values' cards, once: a finish with j copies of this one
        // is then one bit each.
        DistanceCards others = cards;
        others[static_cast<std::size_t>(v)] = 0;
        const std::uint64_t sums = distanceSums(others);
        const int copies = cards[static_cast<std::size_t>(v)], units = kilometres(d) / 25;
        const int used =
            std::max(mostCopiesUsed(sums, room / 25, units, copies),
                     extended != room ? mostCopiesUsed(sums, extended / 25, units, copies) : -1);
        lanes |= lane(d, std::clamp(used, 0, static_cast<int>((limits >> (3 * index(d))) & 7u)));
    }
    return (limits & ~kDistanceLanes) | lanes;
}

// The same for question `q` (see copyLimits(Outlook&, int, const Query&)); `finishing`: the
// distance no exact finish uses counted as junk (finishingLimits).
std::uint64_t limitsFor(Outlook& outlook, int side, const Query& q, std::uint32_t coming,
                        bool finishing, std::uint32_t held = ~0u) {
    std::uint64_t limits = copyLimits(outlook, side, coming);
    if (!endOnly(q)) return limits;
    if (finishing && (held & kDistanceBits))
        limits = finishingLimits(outlook, side, q, limits, held);
    if (opponentOutOfRace(outlook, q)) {
        // S's hazards are worth discards; the other side's cards but hazards and safeties
        // change only its own tableau.
        return side == q.side ? limits & ~lanesOf(kHazardBits)
                              : limits & lanesOf(kHazardBits | kSafetyKinds);
    }
    if (side != q.side && !outlook.of(side).mayReach)
        // With two opposing sides, one that can never reach still has no use for its
        // distance cards: they change only its distance.
        limits &= ~kDistanceLanes;
    return limits;
}

}  // namespace

std::uint64_t copyLimits(Outlook& outlook, int side) {
    return copyLimits(outlook, side, hazardsComing(outlook, side));
}

std::uint32_t kindsNeverPlayable(std::uint64_t limits) {
    std::uint32_t none = 0;
    for (int k = 0; k < kCardKinds; ++k)
        if (((limits >> (3 * k)) & 7u) == 0) none |= 1u << k;
    return none;
}

std::uint64_t copyLimits(Outlook& outlook, int side, const Query& q, bool finishing) {
    return limitsFor(outlook, side, q, hazardsComing(outlook, side), finishing);
}

std::array<int, kCardKinds> playableCopies(Outlook& outlook, int side, const Query& q) {
    const std::uint64_t limits = copyLimits(outlook, side, q);
    std::array<int, kCardKinds> most{};
    for (int k = 0; k < kCardKinds; ++k)
        most[static_cast<std::size_t>(k)] = static_cast<int>((limits >> (3 * k)) & 7u);
    return most;
}

void Relevance::keyJunk(int seat, std::uint64_t counts, std::uint32_t kinds, std::uint64_t limits) {
    HandRelevance& h = hands_[static_cast<std::size_t>(seat)];
    h.live = kinds;
    // The kinds held beyond their limit are found for all lanes at once (overLimit), and
    // only those are visited: most kinds held are within it.
    const std::uint64_t even = overLimit(counts, limits, kEvenLanes);
    const std::uint64_t odd = overLimit(counts, limits, kOddLanes);
    const std::uint64_t guards =
        (even & (kLowBits & kEvenLanes) << 3) | (odd & (kLowBits & kOddLanes) << 3);
    for (std::uint64_t over = guards; over; over &= over - 1) {
        const int k = std::countr_zero(over) / 3 - 1;
        const std::uint64_t lanes = k % 2 == 0 ? even : odd;
        const auto beyond = static_cast<std::uint64_t>(((lanes >> (3 * k)) & 7u) + 1);
        h.junk |= 1u << k;
        if (beyond == ((counts >> (3 * k)) & 7u)) h.live &= ~(1u << k);  // its limit is 0
        key_ += beyond * (z::junk(seat) - z::hand(seat, cardAt(k)));
    }
}

Relevance::Relevance(Outlook& outlook, const Query& q, bool finishing) {
    const SearchState& s = outlook.state();
    const Table& table = s.table();
    key_ = s.futureKey();
    // The hazards each side holds, once for every side's limits.
    std::array<std::uint32_t, kMaxSides> sideHazards{};
    for (int seat = 0; seat < table.players; ++seat)
        if (s.kinds(seat) & kHazardBits)
            sideHazards[static_cast<std::size_t>(seat % table.sides)] += hazardsHeld(s, seat);
    for (int side = 0; side < table.sides; ++side) {
        std::uint32_t coming = pileHazardsComing(outlook, side);
        for (int other = 0; other < table.sides; ++other)
            if (other != side) coming += sideHazards[static_cast<std::size_t>(other)];
        std::uint32_t kinds = 0;  // what the side's seats hold: the only limits read here
        for (int seat = side; seat < table.players; seat += table.sides) kinds |= s.kinds(seat);
        const std::uint64_t limits = limitsFor(outlook, side, q, coming, finishing, kinds);
        for (int seat = side; seat < table.players; seat += table.sides)
            keyJunk(seat, s.counts(seat), s.kinds(seat), limits);
    }
    if (!endOnly(q)) return;
    for (int side = 0; side < table.sides; ++side)
        if (s.tableau(side).coupsFourres) key_ -= s.coupFourreHash(side);
    if (opponentOutOfRace(outlook, q)) {
        const int other = 1 - q.side;
        key_ += z::outOfRace(other) - (s.tableauHash(other) - s.coupFourreHash(other));
    }
}

}  // namespace bornes
