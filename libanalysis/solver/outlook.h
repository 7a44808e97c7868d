// SPDX-License-Identifier: Apache-2.0
// What each side may still do from a state of the search: the kinds of card its players
// hold or may still draw, whether it can ever roll again, the distance cards it may still
// play and whether they can make its target exactly. Worked out at most once per side and
// state, and shared by the bounds (bounds.h), the move ordering and the dead cards
// (move_order.h): the search used to work each of them out again for every question it
// asked.
#pragma once

#include <array>
#include <cstdint>

#include "solver/search_state.h"

namespace bornes {

// How many 25s, 50s, 75s, 100s and 200s.
using DistanceCards = std::array<int, 5>;

inline constexpr std::uint32_t kDistanceBits =
    bit(Card::D25) | bit(Card::D50) | bit(Card::D75) | bit(Card::D100) | bit(Card::D200);

// The sums the cards make, in units of 25 km, as a bit set: bit k set when some of the
// cards add up to exactly 25k km (k up to 40, 1000 km). From a table of the sums of the
// 50s, 75s, 100s and 200s, widened by the 25s: a few instructions instead of a subset sum.
std::uint64_t distanceSums(const DistanceCards& cards);
// Whether some of the cards make exactly `km`.
bool makes(const DistanceCards& cards, int km);
int kilometresOf(const DistanceCards& cards);
// The fewest of the cards that add up to exactly `km` (a number above 40 when none do):
// from a table by the 50s, 75s, 100s and 200s, tried with each number of 25s.
int fewestCardsFor(const DistanceCards& cards, int km);

// Whether an allonge may still be declared this hand, which would make the target 1000.
inline bool allongeMayCome(const SearchState& s) {
    return s.table().allonge && s.allongeSide() == kNoSide && s.target() < kAllongeTarget;
}

struct SideOutlook {
    std::uint32_t avail = 0;        // kinds its players hold or may still draw (bit per Card)
    bool mayRoll = false;           // it is rolling, or may yet be (§4)
    DistanceCards cards{};          // the distance cards it may still play: hands and pile
    int kilometres = 0;             // their total, when it may roll (else 0)
    bool mayReach = false;          // they can make its target (or 1000 after an allonge) exactly
    std::uint32_t pileHazards = 0;  // the hazards it may draw (PileDraws::hazards)
};

// The pile cards a side may still draw: every one, but at a turn when nobody holds a safety
// — the tempo bound — only those its seats draw in turn (one in two with two sides, one in
// three with three) until the first safety in the pile, and every one below it (once a
// safety may be laid, its extra draw shifts the turns). Kinds as a bit per Card, distance and
// hazards packed as SearchDeal::pileDistance and pileHazards.
struct PileDraws {
    std::uint32_t kinds = 0;
    std::uint32_t distance = 0;
    std::uint32_t hazards = 0;
};
PileDraws pileDraws(const SearchState& s, int side, bool tempo = true);

// The distance cards `side` holds, and with `withPile` those left in the pile too, as far
// as it may play them: no third 200, only 25s and 50s under a limit it cannot lift (that
// is, when `avail`, what it may still get, holds neither End of Limit nor Right of Way).
DistanceCards playableDistance(const SearchState& s, int side, bool withPile, std::uint32_t avail);
// The same with the pile's distance cards given (packed as SearchDeal::pileDistance).
DistanceCards playableDistance(const SearchState& s, int side, std::uint32_t pileDistance,
                               std::uint32_t avail);

class Outlook {
  public:
    // `tempo`: the draws of each side as pileDraws gives them (else the whole pile).
    explicit Outlook(const SearchState& s, bool tempo = true) : s_(s), tempo_(tempo) {}
    Outlook(const Outlook&) = delete;
    Outlook& operator=(const Outlook&) = delete;

    const SearchState& state() const { return s_; }
    // Worked out on first use.
    const SideOutlook& of(int side) {
        const auto i = static_cast<std::size_t>(side);
        if (!(done_ & (1u << side))) {
            sides_[i] = compute(side);
            done_ |= static_cast<std::uint8_t>(1u << side);
        }
        return sides_[i];
    }

  private:
    SideOutlook compute(int side) const;

    const SearchState& s_;
    bool tempo_ = true;
    std::array<SideOutlook, kMaxSides> sides_{};
    std::uint8_t done_ = 0;
};

}  // namespace bornes
