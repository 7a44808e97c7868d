// SPDX-License-Identifier: Apache-2.0
// The cards a player holds: a count per kind (identical cards are identical), plus the
// number of cards whose face is unknown (records that hide draws).
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "engine/card.h"

namespace bornes {

class Hand {
  public:
    int count(Card c) const { return counts_[static_cast<std::size_t>(index(c))]; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    // Bit k set when the hand holds at least one card of kind k (Unknown is bit 19).
    std::uint32_t kinds() const { return kinds_; }

    void add(Card c) {
        auto& n = counts_[static_cast<std::size_t>(index(c))];
        if (n++ == 0) kinds_ |= 1u << index(c);
        ++size_;
    }
    // Precondition: count(c) > 0.
    void remove(Card c) {
        auto& n = counts_[static_cast<std::size_t>(index(c))];
        if (--n == 0) kinds_ &= ~(1u << index(c));
        --size_;
    }

    friend bool operator==(const Hand&, const Hand&) = default;

  private:
    std::array<std::uint8_t, kHandKinds> counts_{};
    std::uint8_t size_ = 0;
    std::uint32_t kinds_ = 0;
};

}  // namespace bornes
