// SPDX-License-Identifier: Apache-2.0
#include "solver/bounds.h"

#include <algorithm>
#include <array>
#include <bit>

#include "engine/rules.h"
#include "solver/outlook.h"
#include "solver/race.h"

namespace bornes {

namespace {

// Four bits at most: a table instead of popcount, which baseline x86-64 lacks.
int bitsIn4(unsigned x) {
    constexpr int kBits[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    return kBits[x & 0xfu];
}

// Whether no opposing side can ever hit `side` with a hazard that matters: it rolls, and
// none holds or may draw a hazard that could go on its table (Speed Limit included unless
// Right of Way protects it).
bool cannotBeHit(Outlook& outlook, int side) {
    const SearchState& s = outlook.state();
    const Tableau& t = s.tableau(side);
    if (!t.rolling()) return false;
    std::uint32_t hazards = 0;  // what its opponents hold or may draw
    for (int other = 0; other < s.table().sides; ++other)
        if (other != side) hazards |= outlook.of(other).avail;
    std::uint32_t harmful = attackableOn(t) | bit(Card::SpeedLimit);
    if (t.has(Card::RightOfWay)) harmful &= ~bit(Card::SpeedLimit);
    return (hazards & harmful) == 0;
}

// Points a side has for good whatever happens: distance, safeties, coups-fourrés (§8).
int banked(const Tableau& t) {
    const int safeties = bitsIn4(t.safeties);
    return t.distance + (safeties == kSafeties ? 700 : 100 * safeties) +
           300 * bitsIn4(t.coupsFourres);
}

// At most how many more points a side can score before the hand ends (§8); `mayWin`: whether
// it may still win the hand (false when it is known not to).
int mostStillToScore(Outlook& outlook, int side, const ScoringRules& rules, bool mayWin) {
    const SearchState& s = outlook.state();
    const Tableau& t = s.tableau(side);
    const SideOutlook& o = outlook.of(side);
    int gain = 0;
    // Distance: the cards it may still play, within the largest target left.
    if (o.mayRoll)
        gain +=
            std::min((allongeMayCome(s) ? kAllongeTarget : s.target()) - t.distance, o.kilometres);
    const int laid = bitsIn4(t.safeties);
    const int more =
        bitsIn4((o.avail >> index(Card::RightOfWay)) & ~static_cast<unsigned>(t.safeties));
    if (more)
        gain += (laid + more == kSafeties ? 700 : 100 * (laid + more)) -
                (laid == kSafeties ? 700 : 100 * laid) + 300 * more;
    // The hand (400), a couronnement (300), and the bonus for no 200 — which a 200 on the
    // table rules out, and the larger option for no 100 either a 100 (R14).
    if (mayWin) {
        gain += 400 + 300;
        if (t.twoHundreds() == 0)
            gain +=
                t.count(Card::D100) == 0 ? std::max(300, rules.bonusNoHundredNoTwoHundred) : 300;
    }
    if (allongeMayCome(s) || s.allongeSide() != kNoSide)
        gain += 200;  // as declarer or as its opponent
    int capotOpponents = 0;
    for (int other = 0; other < s.table().sides; ++other)
        capotOpponents += other != side && s.tableau(other).capot();
    if (rules.ruleset == Ruleset::Dujardin)
        gain += 500 * capotOpponents;
    else if (mayWin && capotOpponents == s.table().sides - 1)
        gain += 500;
    return gain;
}

int mostStillToScore(Outlook& outlook, int side, const ScoringRules& rules) {
    return mostStillToScore(outlook, side, rules, outlook.of(side).mayReach);
}

}  // namespace

bool mayStillReach(const SearchState& s, int side) {
    Outlook outlook(s);
    return outlook.of(side).mayReach;
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

int nextFinisher(const SearchState& s) {
    if (s.phase() != Phase::Turn) return kNoSide;
    const Table& table = s.table();
    const int mover = s.toMove();
    const std::uint32_t hand = s.kinds(mover);
    // A safety laid while the pile lasts gives the mover another turn (R4): it could change
    // anything.
    if (s.pileSize() > 0 && (hand & kSafetyBits)) return kNoSide;
    // The next player: the next seat, or once the pile is empty the next one holding a card
    // (§6, R9); it must sit on another side.
    int next = kNoSeat;
    for (int i = 1; i < table.players && next == kNoSeat; ++i) {
        const int seat = (mover + i) % table.players;
        if (s.pileSize() > 0 || s.kinds(seat) != 0) next = seat;
    }
    if (next == kNoSeat || table.sideOf(next) == table.sideOf(mover)) return kNoSide;
    const int side = table.sideOf(next);
    const Tableau& t = s.tableau(side);
    // The mover holds no hazard that could go on that side's table: whatever it plays or
    // discards, that side's tableau stays as it is.
    if (!t.rolling() || (hand & attackableOn(t))) return kNoSide;
    const int room = s.target() - t.distance;
    if (room > 200) return kNoSide;
    // It holds, or draws at the start of its turn, a distance card that ends the hand.
    std::uint32_t kinds = s.kinds(next);
    if (s.pileSize() > 0) kinds |= bit(s.deal().pile[static_cast<std::size_t>(s.pileSize() - 1)]);
    const std::uint32_t playable = playableOnOwnSide(t, s.target()) & kinds & kDistanceBits;
    for (Card d : {Card::D25, Card::D50, Card::D75, Card::D100, Card::D200})
        if (kilometres(d) == room && (playable & bit(d))) return side;
    return kNoSide;
}

bool winsTheRace(const SearchState& s, int side) {
    Outlook outlook(s);
    return winsTheRace(outlook, side);
}

bool winsTheRace(Outlook& outlook, int side) {
    const SearchState& s = outlook.state();
    const Table& table = s.table();
    if (table.players != 2 || s.phase() != Phase::Turn) return false;
    const int me = side, other = 1 - side;
    const Tableau& t = s.tableau(me);
    if (!t.rolling()) return false;
    // Hazards that could stop it: any that could go on its table, a limit unless Right of
    // Way protects it. The other player must hold none (checked first: it is quick).
    std::uint32_t harmful = attackableOn(t) | bit(Card::SpeedLimit);
    if (t.has(Card::RightOfWay)) harmful &= ~bit(Card::SpeedLimit);
    if (s.kinds(other) & harmful) return false;
    // The fewest turns its own hand needs: one distance card a turn, only 25s and 50s under
    // a limit (lifting it would cost a turn).
    const DistanceCards cards = playableDistance(s, me, false, t.limited ? 0u : ~0u);
    const int turns = fewestCardsFor(cards, s.target() - t.distance);
    if (turns > 7) return false;
    // The other player's turns before this side's last one, and the pile cards drawn before
    // it that the other player may get: its own draws, this side's, and one more for each
    // safety it could lay for an extra turn (R4).
    const bool mine = s.toMove() == me;
    const int otherTurns = mine ? turns - 1 : turns;
    int safeties = kSafeties;
    for (int x = 0; x < table.sides; ++x) safeties -= bitsIn4(s.tableau(x).safeties);
    const int drawn =
        std::min(s.pileSize(), otherTurns + (mine ? turns - 2 : turns - 1) + safeties);
    std::uint32_t theirs = s.kinds(other);
    for (int i = 1; i <= drawn; ++i)
        theirs |= bit(s.deal().pile[static_cast<std::size_t>(s.pileSize() - i)]);
    if (theirs & harmful) return false;
    // And the other side cannot end the hand first: it needs a turn for each 200 km at
    // least, and one more to start rolling — unless a safety gets it rolling, which costs no
    // turn (R4: the extra turn; Right of Way lifts a Stop).
    const Tableau& o = s.tableau(other);
    if (o.distance == s.target()) return false;  // at its allonge decision
    const int lacking = s.target() - o.distance;
    const int start = o.rolling() || (theirs & kSafetyBits) ? 0 : 1;
    const int fewest = start + (lacking + 199) / 200;
    return fewest > otherTurns || !outlook.of(other).mayReach;
}

bool unstoppableFinish(const SearchState& s, int side) {
    Outlook outlook(s);
    return unstoppableFinish(outlook, side);
}

bool unstoppableFinish(Outlook& outlook, int side) {
    const SearchState& s = outlook.state();
    if (!cannotBeHit(outlook, side)) return false;
    for (int other = 0; other < s.table().sides; ++other)
        if (other != side && outlook.of(other).mayReach) return false;
    // Nobody can stop it or end the hand first, so it has all the turns its cards need
    // (the hand ends only when a side reaches the target or every card is played). Do its
    // hands alone make the distance it lacks — with only 25s and 50s under a limit its hands
    // cannot lift?
    std::uint32_t own = 0;
    for (int seat = side; seat < s.table().players; seat += s.table().sides) own |= s.kinds(seat);
    return makes(playableDistance(s, side, false, own), s.target() - s.tableau(side).distance);
}

ValueBounds scoreBounds(Outlook& outlook, const Query& q, int gamma) {
    const SearchState& s = outlook.state();
    ValueBounds b;
    const Table& table = s.table();
    int opponentsNow = -kNoBound;
    for (int side = 0; side < table.sides; ++side)
        if (side != q.side) opponentsNow = std::max(opponentsNow, banked(s.tableau(side)));
    const int ours = banked(s.tableau(q.side));
    // Each bound is worked out only when it may settle "at least gamma?" (they cost a
    // subset sum per side): the upper one first, then the lower one.
    b.upper = ours + mostStillToScore(outlook, q.side, q.rules) - opponentsNow;
    if (b.upper < gamma || ours - opponentsNow < gamma) return b;
    int opponentsHigh = -kNoBound;
    for (int side = 0; side < table.sides; ++side)
        if (side != q.side)
            opponentsHigh = std::max(
                opponentsHigh, banked(s.tableau(side)) + mostStillToScore(outlook, side, q.rules));
    b.lower = ours - opponentsHigh;
    return b;
}

ValueBounds scoreBounds(const SearchState& s, const Query& q, int gamma) {
    Outlook outlook(s);
    return scoreBounds(outlook, q, gamma);
}

ValueBounds scoreBounds(const SearchState& s, const Query& q, bool tempo) {
    Outlook outlook(s, tempo);
    ValueBounds b = scoreBounds(outlook, q, -kNoBound);
    int opponentsHigh = -kNoBound;
    for (int side = 0; side < s.table().sides; ++side)
        if (side != q.side)
            opponentsHigh = std::max(
                opponentsHigh, banked(s.tableau(side)) + mostStillToScore(outlook, side, q.rules));
    b.lower = banked(s.tableau(q.side)) - opponentsHigh;
    return b;
}

ValueBounds scoreBounds(const SearchState& s, const Query& q, const ReachAnswers& reach,
                        bool tempo) {
    ValueBounds b = scoreBounds(s, q, tempo);
    Outlook outlook(s, tempo);
    const Table& table = s.table();
    const int target = s.target();
    // A side that can force its way to the target wins the hand if it does: the target's
    // distance, what it has laid, and the 400 at least; nobody else can then win.
    const auto winning = [&](int side) {
        const Tableau& t = s.tableau(side);
        return banked(t) - t.distance + std::max<int>(t.distance, target) + 400;
    };
    // A "no" for S holds in the score question: its opponents, who keep it from the target,
    // are the ones who play against it. A "no" for an opponent is S's doing only when S is
    // all the others (two sides): a third side need not help S keep it from the target.
    const auto most = [&](int side, bool otherWins) {
        const bool known = side == q.side || table.sides == 2;
        const bool mayWin = !otherWins && outlook.of(side).mayReach &&
                            !(known && reach[static_cast<std::size_t>(side)] == Reach::No);
        return banked(s.tableau(side)) + mostStillToScore(outlook, side, q.rules, mayWin);
    };
    // S's upper bound: as much as it may score without a win it cannot force; and if an
    // opponent can force its own, below that opponent's win.
    int opponentsNow = -kNoBound;
    for (int side = 0; side < table.sides; ++side)
        if (side != q.side) opponentsNow = std::max(opponentsNow, banked(s.tableau(side)));
    for (int side = 0; side < table.sides; ++side) {
        if (side == q.side) continue;
        if (reach[static_cast<std::size_t>(side)] == Reach::Yes)
            b.upper = std::min(b.upper, most(q.side, true) - winning(side));
    }
    b.upper = std::min(b.upper, most(q.side, false) - opponentsNow);
    // S's lower bound: the opponents' most without the wins they cannot force, and if S can
    // force its own, without any of theirs and with S's win.
    const bool sWins = reach[static_cast<std::size_t>(q.side)] == Reach::Yes;
    int opponentsHigh = -kNoBound;
    for (int side = 0; side < table.sides; ++side)
        if (side != q.side) opponentsHigh = std::max(opponentsHigh, most(side, sWins));
    b.lower =
        std::max(b.lower, (sWins ? winning(q.side) : banked(s.tableau(q.side))) - opponentsHigh);
    return b;
}

ValueBounds quickBounds(const SearchState& s, const Query& q, int gamma) {
    Outlook outlook(s);
    return quickBounds(outlook, q, gamma);
}

ValueBounds quickBounds(Outlook& outlook, const Query& q, int gamma, RaceBounds races) {
    const SearchState& s = outlook.state();
    const QuestionTraits& traits = questionTraits(q.question);
    if (!traits.yesNo) return scoreBounds(outlook, q, gamma);
    ValueBounds b{0, 1};
    // Every bound below reads who wins the hand: none holds for a yes that needs no win.
    if (!traits.needsTheWin) return b;
    const bool finishesNow = canFinishNow(s);
    if (finishesNow) {
        if (s.sideToMove() != q.side) {
            b.upper = 0;  // an opponent ends the hand now (or stops at its allonge decision)
            return b;
        }
        // S ends the hand now: a yes if its win answers yes with the pile as it is.
        if (finishAnswersYes(traits.finish, s.pileSize())) {
            b.lower = 1;
            return b;
        }
    }
    // The next player ends the hand on its turn, whatever this one does — unless this one
    // can reach first: then the next one never moves at that target (a couronnement that
    // needs the allonge: S reaches now, declares it, and the target is 1000).
    if (const int side = finishesNow ? kNoSide : nextFinisher(s); side != kNoSide) {
        if (side != q.side) {
            b.upper = 0;
            return b;
        }
        // S does, once its player has drawn.
        if (finishAnswersYes(traits.finish, std::max(0, s.pileSize() - 1))) {
            b.lower = 1;
            return b;
        }
    }
    if (!outlook.of(q.side).mayReach) {
        b.upper = 0;
        return b;
    }
    // A side that wins a race reaches the target first, whatever the other does.
    RacePlans plans;
    const auto winsARace = [&](int side) {
        return winsTheRace(outlook, side) ||
               (races.draws && winsTheRaceWithDraws(outlook, side, plans)) ||
               (races.fire && winsTheRaceUnderFire(outlook, side, plans));
    };
    if (traits.raceProvesYes && (unstoppableFinish(outlook, q.side) || winsARace(q.side))) {
        b.lower = 1;
        return b;
    }
    // Two players: the opponent wins the race to the target.
    if (s.table().players == 2 && winsARace(1 - q.side)) b.upper = 0;
    return b;
}

}  // namespace bornes
