// SPDX-License-Identifier: Apache-2.0
// The hidden cards of a position dealt at random, as a shuffle would: for Perfect-Information
// Monte Carlo (odds.h), the way bridge programs deal the unseen hands before a double-dummy
// solver.
//
// What is hidden is the Card::Unknown cards of the hands and of the draw pile; what may hide
// behind them is every card of the deck that the position does not show (Position::
// unaccounted). A sample is uniform over the physical deals, each card of the deck distinct
// as a shuffle treats them: a hand composition is as likely as the number of physical deals
// that give it. Nothing shown is dealt again, and no kind more often than the deck holds it.
// At a coup-fourré window the player deciding holds the safety (the question is asked only
// then): the deals are drawn among those that give it the safety, uniform among them.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/position.h"
#include "engine/rng.h"

namespace bornes {

class DealSampler {
  public:
    // Precondition: `pos` was built by position_setup.h or replayed from a record (its
    // Unknown cards are as many as its unaccounted ones).
    explicit DealSampler(const Position& pos);

    // How many cards of the hands and the pile are hidden, and how many of them sit in the
    // pile. (Unknown discards are dead: the cards left over after a deal lie there.)
    int hidden() const { return hidden_; }
    int hiddenInPile() const { return static_cast<int>(pileSlots_.size()); }

    // The position with every hidden card dealt from a uniform shuffle of the unseen cards;
    // nothing when no deal is consistent (a coup-fourré window whose safety is all shown).
    std::optional<Position> sample(Rng& rng) const;

    // The position with the unseen cards dealt in the given order (a permutation of
    // unseen()): the hands seat by seat, then the pile from the bottom; nothing when that
    // deal contradicts the position (the coup-fourré safety not held). For enumerations.
    std::optional<Position> dealt(const std::vector<Card>& order) const;
    // The same made in place, without a setup: what sample() deals (the tests hold it equal
    // to dealt()).
    std::optional<Position> placed(const std::vector<Card>& order) const;
    const std::vector<Card>& unseen() const { return unseen_; }

  private:
    Position pos_;
    std::vector<Card> unseen_;    // the multiset of cards behind the Unknown ones, by kind
    std::vector<int> pileSlots_;  // indexes (bottom first) of the Unknown cards of the pile
    int hidden_ = 0;
};

}  // namespace bornes
