// SPDX-License-Identifier: Apache-2.0
#include "solver/race.h"

#include <algorithm>
#include <array>

#include "engine/rules.h"
#include "solver/bounds.h"

namespace bornes {

namespace {

constexpr int kMostTurns = 10;  // races longer than this are left to the search

// Two players, the draws keeping their order: the pile card (0 = the top) that `side`
// draws at the start of its `turn`-th turn from now (1 = its present turn if it is to
// move, else its next), or -1 for its present turn (already drawn).
int drawnAt(const SearchState& s, int side, int turn) {
    const bool toMove = s.sideToMove() == side;
    if (toMove && turn == 1) return -1;
    return toMove ? 2 * (turn - 1) - 1 : 2 * (turn - 1);
}

Card pileCard(const SearchState& s, int fromTop) {
    return s.deal().pile[static_cast<std::size_t>(s.pileSize() - 1 - fromTop)];
}

struct Plan {
    int needRoll = 0;  // a Roll still to play first
    bool limited = false;
    int room = 0;  // units of 25 km
    int twoHundreds = 0;
    // When the first Roll and End of Limit come (turn; kMostTurns + 1 when not within
    // reach), and when each copy of the 25s to the 200s comes, earliest first.
    int rollAt = kMostTurns + 1, endAt = kMostTurns + 1;
    std::array<std::array<int, 12>, 5> at{};
    std::array<int, 5> copies{};
};

// The turn by which `count` copies of each value (the earliest of each) are played, one
// card a turn, a Roll first and an End of Limit before any card over 50 under a limit: each
// card played as soon as it may, the Roll and the End of Limit before any other.
int finishTurn(const Plan& p, const std::array<int, 5>& count, int most) {
    const bool needEnd = p.limited && (count[2] + count[3] + count[4]) > 0;
    bool rolled = !p.needRoll, ended = !needEnd;
    std::array<int, 5> played{};
    int left = count[0] + count[1] + count[2] + count[3] + count[4];
    for (int turn = 1; turn <= most; ++turn) {
        if (!rolled) {
            rolled = p.rollAt <= turn;  // the Roll, or a card of no use while it has none
            continue;
        }
        if (!ended && p.endAt <= turn) {
            ended = true;
            continue;
        }
        // The copy that came first among those it may play now.
        int pick = -1;
        for (int v = 0; v < 5; ++v) {
            const auto i = static_cast<std::size_t>(v);
            if (played[i] == count[i] || (v >= 2 && !ended)) continue;
            const int when = p.at[i][static_cast<std::size_t>(played[i])];
            if (when <= turn &&
                (pick < 0 || when < p.at[static_cast<std::size_t>(pick)][static_cast<std::size_t>(
                                        played[static_cast<std::size_t>(pick)])]))
                pick = v;
        }
        if (pick >= 0) {
            ++played[static_cast<std::size_t>(pick)];
            if (--left == 0) return turn;
        }
    }
    return most + 1;
}

// The least finishTurn over the numbers of copies of each value that make the room, with at
// most two cards more than the fewest that make it (a slower plan is no proof worth its
// cost: the bound then simply does not apply).
int bestFinish(const Plan& p, int most) {
    DistanceCards copies{};
    for (std::size_t v = 0; v < 5; ++v) copies[v] = p.copies[v];
    copies[4] = std::min(copies[4], p.twoHundreds);
    const int fewest = fewestCardsFor(copies, 25 * p.room);
    if (fewest + p.needRoll > most) return most + 1;
    const int mostCards = fewest + 2;
    int best = most + 1;
    std::array<int, 5> n{};
    const int most200 = std::min(p.copies[4], p.twoHundreds);
    for (n[4] = 0; n[4] <= most200 && 8 * n[4] <= p.room; ++n[4])
        for (n[3] = 0; n[3] <= p.copies[3] && 8 * n[4] + 4 * n[3] <= p.room; ++n[3])
            for (n[2] = 0; n[2] <= p.copies[2] && 8 * n[4] + 4 * n[3] + 3 * n[2] <= p.room; ++n[2])
                for (n[1] = 0;
                     n[1] <= p.copies[1] && 8 * n[4] + 4 * n[3] + 3 * n[2] + 2 * n[1] <= p.room;
                     ++n[1]) {
                    n[0] = p.room - (8 * n[4] + 4 * n[3] + 3 * n[2] + 2 * n[1]);
                    if (n[0] > p.copies[0]) continue;
                    const int cards = n[0] + n[1] + n[2] + n[3] + n[4];
                    if (cards > mostCards || cards + p.needRoll >= best) continue;
                    best = std::min(best, finishTurn(p, n, most));
                    if (best == fewest + p.needRoll) return best;  // none can do better
                }
    return best;
}

// The fewest turns `side` could need, unhindered, with the cards it holds and draws in its
// next `turns` turns: a Roll if it is not rolling, and its fewest distance cards for the
// distance it lacks (the Speed Limit left aside: a bound from below).
int fewestTurns(const SearchState& s, int side, int turns) {
    const Tableau& t = s.tableau(side);
    DistanceCards cards = playableDistance(s, side, false, ~0u);
    for (int turn = 1; turn <= turns; ++turn) {
        const int drawn = drawnAt(s, side, turn);
        if (drawn >= 0 && drawn < s.pileSize() && isDistance(pileCard(s, drawn)))
            ++cards[static_cast<std::size_t>(distanceSlot(pileCard(s, drawn)))];
    }
    cards[4] = std::min(cards[4], std::max(0, 2 - t.twoHundreds()));
    return (t.rolling() ? 0 : 1) + fewestCardsFor(cards, s.target() - t.distance);
}

// Whether the other player may reach the target, unhindered, in the turns it has before
// `side`'s `turns`-th.
bool otherMayReachFirst(const SearchState& s, int side, int turns) {
    const int other = 1 - side;
    const int otherTurns = s.sideToMove() == side ? turns - 1 : turns;
    if (s.tableau(other).distance == s.target()) return true;
    return fewestTurns(s, other, otherTurns) <= otherTurns;
}

// Whether the pile cards drawn until `side`'s `turns`-th turn hold no safety (laid, it would
// shift the draws) and the other's none of the `harmful` hazards.
bool quietDraws(const SearchState& s, int side, int turns, std::uint32_t harmful) {
    const bool toMove = s.sideToMove() == side;
    const int last = toMove ? 2 * (turns - 1) : 2 * turns - 1;  // that turn's index from now
    for (int i = 0; i < std::min(last, s.pileSize()); ++i) {
        const Card c = pileCard(s, i);
        if (isSafety(c)) return false;
        if ((i % 2 == 0) == toMove && (harmful & bit(c))) return false;  // the other's draw
    }
    return true;
}

// Whatever an opponent could ever play on tableau `t`: a hazard it is not immune to (once
// it rolls), and a Speed Limit unless it has Right of Way.
std::uint32_t harmfulTo(const Tableau& t) {
    std::uint32_t harmful = 0;
    for (Card h : {Card::Stop, Card::SpeedLimit, Card::OutOfGas, Card::FlatTire, Card::Accident})
        if (!t.has(safetyFor(h))) harmful |= bit(h);
    return harmful;
}

}  // namespace

int turnsToReach(const SearchState& s, int side, int most) {
    most = std::min(most, kMostTurns);
    const Tableau& t = s.tableau(side);
    Plan p;
    const Card top = t.battleTop;
    if (!t.rolling()) {
        if (!(top == Card::None || top == Card::Stop || isRemedy(top))) return most + 1;
        p.needRoll = 1;
    }
    p.limited = t.limited;
    p.room = (s.target() - t.distance) / 25;
    p.twoHundreds = 2 - t.twoHundreds();
    if (p.room <= 0) return most + 1;
    const auto take = [&](Card c, int turn) {
        if (c == Card::Roll) p.rollAt = std::min(p.rollAt, turn);
        if (c == Card::EndOfLimit) p.endAt = std::min(p.endAt, turn);
        if (isDistance(c)) {
            const auto v = static_cast<std::size_t>(distanceSlot(c));
            if (p.copies[v] < static_cast<int>(p.at[v].size()))
                p.at[v][static_cast<std::size_t>(p.copies[v]++)] = turn;
        }
    };
    for (std::uint32_t kinds = s.kinds(side); kinds; kinds &= kinds - 1) {
        const Card c = cardAt(std::countr_zero(kinds));
        for (int n = s.count(side, c); n > 0; --n) take(c, 1);
    }
    for (int turn = 1; turn <= most; ++turn) {
        const int drawn = drawnAt(s, side, turn);
        if (drawn < 0) continue;
        if (drawn >= s.pileSize()) break;  // the pile is out: the hands are played out
        take(pileCard(s, drawn), turn);
    }
    return bestFinish(p, most);
}

int RacePlans::turns(const SearchState& s, int side) {
    int& t = turns_[static_cast<std::size_t>(side)];
    if (t < 0) t = turnsToReach(s, side, kMostTurns);
    return t;
}

bool winsTheRaceWithDraws(Outlook& outlook, int side) {
    RacePlans plans;
    return winsTheRaceWithDraws(outlook, side, plans);
}

bool winsTheRaceWithDraws(Outlook& outlook, int side, RacePlans& plans) {
    const SearchState& s = outlook.state();
    if (s.table().players != 2 || s.phase() != Phase::Turn) return false;
    const int other = 1 - side;
    if ((s.kinds(side) | s.kinds(other)) & kSafetyBits) return false;
    const std::uint32_t harmful = harmfulTo(s.tableau(side));
    if (s.kinds(other) & harmful) return false;
    // Cheap first, with the fewest turns it could need: the other must not be able to
    // reach before, nor the draws meanwhile break the race.
    const int fewest = fewestTurns(s, side, kMostTurns);
    if (fewest > kMostTurns || otherMayReachFirst(s, side, fewest) ||
        !quietDraws(s, side, fewest, harmful))
        return false;
    const int turns = plans.turns(s, side);
    return turns <= kMostTurns && !otherMayReachFirst(s, side, turns) &&
           quietDraws(s, side, turns, harmful);
}

namespace {

constexpr int kMostFireTurns = 2 * kMostTurns;  // with the turns the hits cost

// The hazards the other player may spend on a racer, by kind: Stop, Speed Limit, Out of
// Gas, Flat Tire, Accident (Card order).
using Hits = std::array<int, 5>;

// The hazards of the kinds `harmful` that `by` holds, and draws in its first `turns` turns.
Hits hazardsOf(const SearchState& s, int by, int turns, std::uint32_t harmful) {
    Hits hits{};
    const auto count = [&](Card c) {
        if (harmful & bit(c)) ++hits[static_cast<std::size_t>(index(c))];
    };
    for (int h = 0; h < 5; ++h)
        for (int n = s.count(by, cardAt(h)); n > 0; --n) count(cardAt(h));
    for (int turn = 1; turn <= turns; ++turn) {
        const int drawn = drawnAt(s, by, turn);
        if (drawn >= 0 && drawn < s.pileSize()) count(pileCard(s, drawn));
    }
    return hits;
}

// The turns `light` hits (Stops, Speed Limits) and `heavy` ones (the others) cost a racer.
int costOf(int light, int heavy, bool rightOfWay) {
    return light + (rightOfWay ? 1 : 2) * heavy;
}

// Whether `side` could reach the target unhindered within its first `turns` turns with
// `spent` of them spent on something else (from below: its fewest cards, as fewestTurns).
// Once true, true for every later turn: the fewest turns never grow with more draws.
bool mayFinishWithin(const SearchState& s, int side, int spent, int turns) {
    return turns > spent && fewestTurns(s, side, turns) + spent <= turns;
}

// Whether `side` holds in hand the remedies for all of `hits` as well as the Roll and the
// End of Limit its plan may need first.
bool holdsTheRemedies(const SearchState& s, int side, const Hits& hits) {
    const Tableau& t = s.tableau(side);
    const bool rightOfWay = t.has(Card::RightOfWay);
    const int rolls =
        (t.rolling() ? 0 : 1) + hits[0] + (rightOfWay ? 0 : hits[2] + hits[3] + hits[4]);
    return s.count(side, Card::Roll) >= rolls &&
           s.count(side, Card::EndOfLimit) >= (t.limited ? 1 : 0) + hits[1] &&
           s.count(side, Card::Gasoline) >= hits[2] && s.count(side, Card::SpareTire) >= hits[3] &&
           s.count(side, Card::Repairs) >= hits[4];
}

// Whether the draws keep their order until a racer's `turns`-th turn (`toMove`: it is to
// move): the pile holds every draw until then, and none of them is a safety.
bool quietPile(const SearchState& s, bool toMove, int turns) {
    const int draws = toMove ? 2 * (turns - 1) : 2 * turns - 1;
    if (s.pileSize() <= draws) return false;
    for (int i = 0; i < draws; ++i)
        if (isSafety(pileCard(s, i))) return false;
    return true;
}

}  // namespace

bool winsTheRaceUnderFire(Outlook& outlook, int side) {
    RacePlans plans;
    return winsTheRaceUnderFire(outlook, side, plans);
}

bool winsTheRaceUnderFire(Outlook& outlook, int side, RacePlans& plans) {
    const SearchState& s = outlook.state();
    if (s.table().players != 2 || s.phase() != Phase::Turn) return false;
    const int other = 1 - side;
    if ((s.kinds(side) | s.kinds(other)) & kSafetyBits) return false;
    if (s.tableau(other).distance == s.target()) return false;  // at its allonge decision
    const Tableau& t = s.tableau(side);
    const bool rightOfWay = t.has(Card::RightOfWay);
    const std::uint32_t harmful = harmfulTo(t);
    // The other's turns before this side's `turn`-th.
    const bool toMove = s.sideToMove() == side;
    const auto theirsBefore = [toMove](int turn) { return toMove ? turn - 1 : turn; };
    const int hand = s.handSize(side) + (toMove ? 0 : 1);  // what it holds at its turns
    // Cheap first, with what is sure to come: the hazards the other holds now (their
    // remedies), the fewest turns this side could need, and the other's race against that
    // (each test below holds the more so with the plan's turns and every hit).
    Hits held{};
    for (int h = 0; h < 5; ++h)
        if (harmful & bit(cardAt(h))) held[static_cast<std::size_t>(h)] = s.count(other, cardAt(h));
    if (!holdsTheRemedies(s, side, held)) return false;
    const int fewest = fewestTurns(s, side, kMostTurns);
    if (fewest > kMostTurns) return false;
    const int heldHits = held[0] + held[1] + held[2] + held[3] + held[4];
    const int least = fewest + costOf(held[0] + held[1], heldHits - held[0] - held[1], rightOfWay);
    if (least > hand - 1 || !quietPile(s, toMove, least) ||
        mayFinishWithin(s, other, heldHits, theirsBefore(least)))
        return false;
    const int plan = plans.turns(s, side);
    if (plan > kMostTurns) return false;
    // The hits the other may make before this side finishes, each of which puts it off: as
    // many as it holds and draws until then (a fixed point: each hit lets it draw more).
    Hits hits{};
    int finish = plan;
    for (;;) {
        hits = hazardsOf(s, other, theirsBefore(finish), harmful);
        const int later = plan + costOf(hits[0] + hits[1], hits[2] + hits[3] + hits[4], rightOfWay);
        if (later == finish) break;
        if (later > kMostFireTurns) return false;
        finish = later;
    }
    if (!holdsTheRemedies(s, side, hits)) return false;
    // A card to spare on a turn it waits for a draw: its plan's cards (one a turn at most)
    // and the remedies (one a turn they cost) leave one of the seven it then holds.
    if (finish > hand - 1) return false;
    if (!quietPile(s, toMove, finish)) return false;
    // The other must not reach first, whatever number of hits it makes. All of them is its
    // best try: each hit puts this side off by one turn at least, and the other by one at
    // most (the turn after its earliest finish with k hits has the cards for k + 1), so a
    // hit it spares lets this side gain as much as it.
    return !mayFinishWithin(s, other, hits[0] + hits[1] + hits[2] + hits[3] + hits[4],
                            theirsBefore(finish));
}

}  // namespace bornes
