// SPDX-License-Identifier: Apache-2.0
// What a hand shows on the table and who decides next: each side's tableau, the decision
// pending (phase, seat, coup-fourré window), the target after an allonge and the winner,
// with their part of the Zobrist hash (zobrist.h).
//
// Position and the solver's SearchState both hold one and change it only through these
// primitives (called by the rules of play, play.h), so that the two states hash the same
// way by construction; each adds its own hands and pile.
#pragma once

#include <array>
#include <cstdint>

#include "engine/card.h"
#include "engine/form.h"
#include "engine/play.h"
#include "engine/tableau.h"

namespace bornes {

class TableState {
  public:
    Phase phase() const { return phase_; }
    bool over() const { return phase_ == Phase::Over; }
    // Seat that makes the current decision. In a coup-fourré window it is the attacked
    // side's player who holds (or, with unknown cards, may hold) the safety. Once the hand
    // is over, 0.
    int toMove() const { return toMove_; }
    const Tableau& tableau(int side) const { return tableaux_[static_cast<std::size_t>(side)]; }

    // The distance that ends the hand now: the table's target, or 1000 after an allonge.
    int target() const { return target_; }
    int allongeSide() const { return allongeSide_; }  // kNoSide unless declared
    int allongeSeat() const { return allongeSeat_; }

    // The coup-fourré window: who attacked whom with what.
    int attacker() const { return attacker_; }
    Card pendingHazard() const { return pendingHazard_; }
    int attackedSide() const { return attackedSide_; }

    // Side that reached the target (kNoSide: not over, or ended by exhaustion, R15).
    int winner() const { return winner_; }

    std::uint64_t hash() const { return hash_; }
    // The part of the hash that one side's tableau adds (its coups-fourrés marks included),
    // and the part of its coups-fourrés marks alone.
    std::uint64_t tableauHash(int side) const;
    std::uint64_t coupFourreHash(int side) const;

  protected:
    Tableau& tab(int side) { return tableaux_[static_cast<std::size_t>(side)]; }

    // The primitives of play.h that touch the table, each keeping the hash in step.
    void setBattleTop(int side, Card top, Card under);
    void setLimited(int side, bool limited);
    void setToMove(int seat);
    void setPhase(Phase p);
    void openWindow(int attackerSeat, Card hazard, int side);
    void clearWindow();
    void addDistance(int side, Card c);
    void markSafety(int side, Card safety, bool coupFourre);
    void declareAllonge(int side, int seat);
    void setWinner(int side);
    // This part of the hash, from scratch.
    std::uint64_t tableHash(int sides) const;

    friend bool sameTable(const TableState& a, const TableState& b);

    std::array<Tableau, kMaxSides> tableaux_{};
    std::uint64_t hash_ = 0;
    std::uint16_t target_ = 1000;
    Phase phase_ = Phase::Turn;
    std::int8_t toMove_ = 0;
    std::int8_t attacker_ = kNoSeat;
    std::int8_t attackedSide_ = kNoSide;
    Card pendingHazard_ = Card::None;
    std::int8_t allongeSide_ = kNoSide;
    std::int8_t allongeSeat_ = kNoSeat;
    std::int8_t winner_ = kNoSide;
};

// Everything above is equal, the hash included.
bool sameTable(const TableState& a, const TableState& b);

}  // namespace bornes
