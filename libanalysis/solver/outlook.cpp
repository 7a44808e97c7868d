// SPDX-License-Identifier: Apache-2.0
#include "solver/outlook.h"

#include <algorithm>
#include <vector>

#include "engine/rules.h"

namespace bornes {

namespace {

// The most copies of each value a deck holds (§1), and the 200s a side may still play.
constexpr int kMost50 = 10, kMost75 = 10, kMost100 = 12, kMost200 = 2;

std::size_t slotOf(int n50, int n75, int n100, int n200) {
    return static_cast<std::size_t>(
        ((n50 * (kMost75 + 1) + n75) * (kMost100 + 1) + n100) * (kMost200 + 1) + n200);
}

// Sums (bit k: 25k km, up to 1000 km) of every choice of 50s, 75s, 100s and 200s.
const std::vector<std::uint64_t> kSumsWithout25s = [] {
    constexpr std::uint64_t kUpTo1000 = (std::uint64_t{1} << 41) - 1;
    std::vector<std::uint64_t> table(slotOf(kMost50, kMost75, kMost100, kMost200) + 1);
    for (int n50 = 0; n50 <= kMost50; ++n50)
        for (int n75 = 0; n75 <= kMost75; ++n75)
            for (int n100 = 0; n100 <= kMost100; ++n100)
                for (int n200 = 0; n200 <= kMost200; ++n200) {
                    std::uint64_t sums = 1;
                    for (int i = 0; i < n50; ++i) sums |= sums << 2;
                    for (int i = 0; i < n75; ++i) sums |= sums << 3;
                    for (int i = 0; i < n100; ++i) sums |= sums << 4;
                    for (int i = 0; i < n200; ++i) sums |= sums << 8;
                    table[slotOf(n50, n75, n100, n200)] = sums & kUpTo1000;
                }
    return table;
}();

// The fewest cards among n50 50s, n75 75s, n100 100s and n200 200s that make each sum of
// 0 to 40 units (kNone: none), one row per choice of counts.
constexpr std::uint8_t kNone = 99;
using FewestRow = std::array<std::uint8_t, 41>;

const std::vector<FewestRow>& fewestWithout25s() {
    static const std::vector<FewestRow> table = [] {
        std::vector<FewestRow> rows(slotOf(kMost50, kMost75, kMost100, kMost200) + 1);
        constexpr int kUnits[4] = {2, 3, 4, 8};
        for (int n50 = 0; n50 <= kMost50; ++n50)
            for (int n75 = 0; n75 <= kMost75; ++n75)
                for (int n100 = 0; n100 <= kMost100; ++n100)
                    for (int n200 = 0; n200 <= kMost200; ++n200) {
                        FewestRow fewest;
                        fewest.fill(kNone);
                        fewest[0] = 0;
                        const int counts[4] = {n50, n75, n100, n200};
                        for (int v = 0; v < 4; ++v)
                            for (int n = 0; n < counts[v]; ++n)
                                for (int u = 40 - kUnits[v]; u >= 0; --u)
                                    if (fewest[static_cast<std::size_t>(u)] + 1 <
                                        fewest[static_cast<std::size_t>(u + kUnits[v])])
                                        fewest[static_cast<std::size_t>(u + kUnits[v])] =
                                            static_cast<std::uint8_t>(
                                                fewest[static_cast<std::size_t>(u)] + 1);
                        rows[slotOf(n50, n75, n100, n200)] = fewest;
                    }
        return rows;
    }();
    return table;
}

}  // namespace

int fewestCardsFor(const DistanceCards& cards, int km) {
    if (km <= 0 || km > 1000) return kNone;
    const int units = km / 25;
    const FewestRow& row = fewestWithout25s()[slotOf(
        std::clamp(cards[1], 0, kMost50), std::clamp(cards[2], 0, kMost75),
        std::clamp(cards[3], 0, kMost100), std::clamp(cards[4], 0, kMost200))];
    int fewest = kNone;
    for (int n25 = 0; n25 <= std::min(cards[0], units); ++n25)
        fewest = std::min(fewest, n25 + row[static_cast<std::size_t>(units - n25)]);
    return fewest;
}

std::uint64_t distanceSums(const DistanceCards& cards) {
    std::uint64_t sums = kSumsWithout25s[slotOf(
        std::clamp(cards[1], 0, kMost50), std::clamp(cards[2], 0, kMost75),
        std::clamp(cards[3], 0, kMost100), std::clamp(cards[4], 0, kMost200))];
    // n 25s add 0 to n units: widen by doubling the copies covered (at most four steps).
    const int n25 = std::clamp(cards[0], 0, 40);
    for (int covered = 0; covered < n25;) {
        const int step = std::min(covered + 1, n25 - covered);
        sums |= sums << step;
        covered += step;
    }
    return sums & ((std::uint64_t{1} << 41) - 1);
}

int kilometresOf(const DistanceCards& cards) {
    return 25 * cards[0] + 50 * cards[1] + 75 * cards[2] + 100 * cards[3] + 200 * cards[4];
}

bool makes(const DistanceCards& cards, int km) {
    if (km < 0 || km > 1000) return false;
    if (km <= 25 * cards[0]) return true;  // the 25s alone
    if (km > kilometresOf(cards)) return false;
    return (distanceSums(cards) >> (km / 25)) & 1u;
}

PileDraws pileDraws(const SearchState& s, int side, bool tempo) {
    const SearchDeal& deal = s.deal();
    const int n = s.pileSize();
    const auto below = [&deal](int j) {  // pile[0..j)
        const auto i = static_cast<std::size_t>(j);
        return PileDraws{deal.pileKinds[i], deal.pileDistance[i], deal.pileHazards[i]};
    };
    const PileDraws all = below(n);
    const Table& table = s.table();
    if (!tempo || s.phase() != Phase::Turn || n == 0) return all;
    for (int seat = 0; seat < table.players; ++seat)
        if (s.kinds(seat) & kSafetyBits) return all;
    // The player to move has drawn: the next seat draws the top card (pile[n - 1]) next.
    // Until a safety is drawn nobody can lay one, so the seats draw in turn from there down
    // to the first safety, a side one card in `sides` (its seats are every sides-th, R17);
    // below it, anybody may draw any card.
    const int next = (s.toMove() + 1) % table.players;
    const int first = (side - table.sideOf(next) + table.sides) % table.sides;
    const int top = n - 1 - first;                                     // the first card it draws
    const int safety = deal.safetyBelow[static_cast<std::size_t>(n)];  // -1: none
    // A safety drawn before the side's first card: below it, anybody may draw any card.
    if (safety >= 0 && safety > top) return below(safety);
    if (top < 0) return {};  // the pile runs out before the side's turn to draw
    const auto t = static_cast<std::size_t>(top);
    PileDraws d{deal.alternateKinds[t], deal.alternateDistance[t], deal.alternateHazards[t]};
    if (safety >= 0) {
        const PileDraws any = below(safety);
        d.kinds |= any.kinds;
        d.distance += any.distance;
        d.hazards += any.hazards;
    }
    return d;
}

DistanceCards playableDistance(const SearchState& s, int side, bool withPile, std::uint32_t avail) {
    return playableDistance(
        s, side, withPile ? s.deal().pileDistance[static_cast<std::size_t>(s.pileSize())] : 0,
        avail);
}

DistanceCards playableDistance(const SearchState& s, int side, std::uint32_t pileDistance,
                               std::uint32_t avail) {
    const Tableau& t = s.tableau(side);
    const std::uint32_t packed = s.sideDistance(side) + pileDistance;
    DistanceCards cards{};
    for (std::size_t slot = 0; slot < 5; ++slot)
        cards[slot] = static_cast<int>((packed >> (4 * slot)) & 15u);
    cards[4] = std::min(cards[4], 2 - t.twoHundreds());
    if (t.limited && !(avail & (bit(Card::EndOfLimit) | bit(Card::RightOfWay))))
        cards[2] = cards[3] = cards[4] = 0;
    return cards;
}

namespace {

// Whether the side can ever be rolling again, given the cards it may still get (§4).
bool mayRoll(const Tableau& t, std::uint32_t avail) {
    if (t.rolling() || (avail & bit(Card::RightOfWay))) return true;
    const Card top = t.battleTop;
    if (isHazard(top) && top != Card::Stop) {
        const bool remedy = avail & bit(remedyFor(top));
        const bool safety = avail & bit(safetyFor(top));
        if (!remedy && !safety) return false;
        if (t.has(Card::RightOfWay)) return true;                // rolling once the hazard is gone
        if (safety && t.battleUnder == Card::Roll) return true;  // R2 uncovers the Roll
    }
    return avail & bit(Card::Roll);
}

}  // namespace

SideOutlook Outlook::compute(int side) const {
    const Tableau& t = s_.tableau(side);
    SideOutlook o;
    const PileDraws draws = pileDraws(s_, side, tempo_);
    o.avail = draws.kinds;
    o.pileHazards = draws.hazards;
    for (int seat = side; seat < s_.table().players; seat += s_.table().sides)
        o.avail |= s_.kinds(seat);
    o.mayRoll = mayRoll(t, o.avail);
    // At its allonge decision it may stop and win (or extend, and go on from there).
    o.mayReach = t.distance == s_.target();
    if (o.mayRoll && (o.avail & kDistanceBits)) {
        o.cards = playableDistance(s_, side, draws.distance, o.avail);
        o.kilometres = kilometresOf(o.cards);
        o.mayReach = o.mayReach || makes(o.cards, s_.target() - t.distance) ||
                     (allongeMayCome(s_) && makes(o.cards, kAllongeTarget - t.distance));
    }
    return o;
}

}  // namespace bornes
