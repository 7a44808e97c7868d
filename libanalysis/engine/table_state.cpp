// SPDX-License-Identifier: Apache-2.0
#include "engine/table_state.h"

#include "engine/zobrist.h"

namespace bornes {

namespace z = zobrist;

void TableState::setBattleTop(int side, Card top, Card under) {
    Tableau& t = tab(side);
    if (!isHazard(top)) under = Card::None;  // only a hazard can ever be lifted off (R2)
    hash_ += z::battleTop(side, top) - z::battleTop(side, t.battleTop);
    hash_ += z::battleUnder(side, under) - z::battleUnder(side, t.battleUnder);
    t.battleTop = top;
    t.battleUnder = under;
}

void TableState::setLimited(int side, bool limited) {
    Tableau& t = tab(side);
    if (t.limited == limited) return;
    t.limited = limited;
    if (limited)
        hash_ += z::limited(side);
    else
        hash_ -= z::limited(side);
}

void TableState::setToMove(int seat) {
    hash_ += z::toMove(seat) - z::toMove(toMove_);
    toMove_ = static_cast<std::int8_t>(seat);
}

void TableState::setPhase(Phase p) {
    hash_ += z::phase(static_cast<int>(p)) - z::phase(static_cast<int>(phase_));
    phase_ = p;
}

void TableState::openWindow(int attackerSeat, Card hazard, int side) {
    attacker_ = static_cast<std::int8_t>(attackerSeat);
    pendingHazard_ = hazard;
    attackedSide_ = static_cast<std::int8_t>(side);
    hash_ += z::attacker(attackerSeat) + z::hazard(hazard) + z::attacked(side);
}

void TableState::clearWindow() {
    hash_ -= z::attacker(attacker_) + z::hazard(pendingHazard_) + z::attacked(attackedSide_);
    attacker_ = kNoSeat;
    attackedSide_ = kNoSide;
    pendingHazard_ = Card::None;
}

void TableState::addDistance(int side, Card c) {
    Tableau& t = tab(side);
    t.distance = static_cast<std::uint16_t>(t.distance + kilometres(c));
    hash_ += z::distance(side, c);
}

void TableState::markSafety(int side, Card safety, bool coupFourre) {
    Tableau& t = tab(side);
    t.safeties |= safetyBit(safety);
    hash_ += z::safety(side, safety);
    if (coupFourre) {
        t.coupsFourres |= safetyBit(safety);
        hash_ += z::coupFourre(side, safety);
    }
}

void TableState::declareAllonge(int side, int seat) {
    allongeSide_ = static_cast<std::int8_t>(side);
    allongeSeat_ = static_cast<std::int8_t>(seat);
    hash_ += z::allonge(side);
    target_ = kAllongeTarget;
}

void TableState::setWinner(int side) {
    winner_ = static_cast<std::int8_t>(side);
    hash_ += z::winner(side);
}

std::uint64_t TableState::tableauHash(int side) const {
    const Tableau& t = tableau(side);
    std::uint64_t h = z::battleTop(side, t.battleTop) + z::battleUnder(side, t.battleUnder);
    if (t.limited) h += z::limited(side);
    for (Card d = Card::D25; d <= Card::D200; d = cardAt(index(d) + 1))
        h += z::distance(side, d) * t.count(d);
    for (Card s = Card::RightOfWay; s <= Card::DrivingAce; s = cardAt(index(s) + 1))
        if (t.has(s)) h += z::safety(side, s);
    return h + coupFourreHash(side);
}

std::uint64_t TableState::coupFourreHash(int side) const {
    std::uint64_t h = 0;
    for (Card s = Card::RightOfWay; s <= Card::DrivingAce; s = cardAt(index(s) + 1))
        if (tableau(side).hasCoupFourre(s)) h += z::coupFourre(side, s);
    return h;
}

std::uint64_t TableState::tableHash(int sides) const {
    std::uint64_t h = 0;
    for (int side = 0; side < sides; ++side) h += tableauHash(side);
    h += z::toMove(toMove_) + z::phase(static_cast<int>(phase_));
    if (attacker_ != kNoSeat)
        h += z::attacker(attacker_) + z::hazard(pendingHazard_) + z::attacked(attackedSide_);
    if (allongeSide_ != kNoSide) h += z::allonge(allongeSide_);
    if (winner_ != kNoSide) h += z::winner(winner_);
    return h;
}

bool sameTable(const TableState& a, const TableState& b) {
    return a.hash_ == b.hash_ && a.tableaux_ == b.tableaux_ && a.target_ == b.target_ &&
           a.phase_ == b.phase_ && a.toMove_ == b.toMove_ && a.attacker_ == b.attacker_ &&
           a.attackedSide_ == b.attackedSide_ && a.pendingHazard_ == b.pendingHazard_ &&
           a.allongeSide_ == b.allongeSide_ && a.allongeSeat_ == b.allongeSeat_ &&
           a.winner_ == b.winner_;
}

}  // namespace bornes
