#include "bounds.h"

#include "rules.h"

namespace bornes {

namespace {

constexpr std::uint32_t kDistanceBits =
    bit(Card::D25) | bit(Card::D50) | bit(Card::D75) | bit(Card::D100) | bit(Card::D200);

// Kinds (bit per Card) that `side` holds or may still draw.
std::uint32_t available(const SearchState& s, int side) {
    std::uint32_t kinds = s.deal().pileKinds[static_cast<std::size_t>(s.pileSize())];
    for (int seat = side; seat < s.table().players; seat += s.table().sides) kinds |= s.kinds(seat);
    return kinds;
}

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

bool mayStillReach(const SearchState& s, int side) {
    const Tableau& t = s.tableau(side);
    const std::uint32_t avail = available(s, side);
    if (!(avail & kDistanceBits) || !mayRoll(t, avail)) return false;
    // Distance cards it may still get, by value (25 .. 200).
    std::array<int, 5> cards{};
    const auto& pile = s.deal().pileDistance[static_cast<std::size_t>(s.pileSize())];
    for (int slot = 0; slot < 5; ++slot) {
        cards[static_cast<std::size_t>(slot)] = pile[static_cast<std::size_t>(slot)];
        for (int seat = side; seat < s.table().players; seat += s.table().sides)
            cards[static_cast<std::size_t>(slot)] += s.count(seat, cardAt(index(Card::D25) + slot));
    }
    cards[4] = std::min(cards[4], 2 - t.twoHundreds());
    const bool limitStays = t.limited && !(avail & (bit(Card::EndOfLimit) | bit(Card::RightOfWay)));
    if (limitStays) cards[2] = cards[3] = cards[4] = 0;
    // Sums reachable, in units of 25 km, as a bit set (at most 1000 km: 40 units).
    constexpr int kUnits[5] = {1, 2, 3, 4, 8};
    std::uint64_t sums = 1;
    for (int slot = 0; slot < 5; ++slot)
        for (int n = 0; n < cards[static_cast<std::size_t>(slot)] && n < 40; ++n)
            sums |= sums << kUnits[slot];
    const int lacking = (s.target() - t.distance) / 25;
    if ((sums >> lacking) & 1u) return true;
    const bool allongeMayCome =
        s.table().allonge && s.allongeSide() == kNoSide && s.target() < kAllongeTarget;
    return allongeMayCome && ((sums >> ((kAllongeTarget - t.distance) / 25)) & 1u);
}

bool canFinishNow(const SearchState& s) {
    if (s.phase() != Phase::Turn) return false;
    const Tableau& t = s.tableau(s.sideToMove());
    const int room = s.target() - t.distance;
    if (room > 200) return false;
    const std::uint32_t playable =
        playableOnOwnSide(t, s.target()) & s.kinds(s.toMove()) & kDistanceBits;
    for (Card d : {Card::D25, Card::D50, Card::D75, Card::D100, Card::D200})
        if (kilometres(d) == room && (playable & bit(d))) return true;
    return false;
}

ValueBounds quickBounds(const SearchState& s, const Query& q) {
    ValueBounds b;
    if (!q.boolean()) return b;
    b.lower = 0;
    b.upper = 1;
    if (canFinishNow(s)) {
        if (s.sideToMove() != q.side) {
            b.upper = 0;  // an opponent ends the hand now (or stops at its allonge decision)
            return b;
        }
        // S ends the hand now; a couronnement only with the pile empty (R6).
        if (q.question == Question::Reach || s.pileSize() == 0) {
            b.lower = 1;
            return b;
        }
    }
    if (!mayStillReach(s, q.side)) b.upper = 0;
    return b;
}

}  // namespace bornes
