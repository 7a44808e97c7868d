// SPDX-License-Identifier: Apache-2.0
#include "analysis/deal_sampler.h"

#include <utility>

#include "engine/position_setup.h"

namespace bornes {

DealSampler::DealSampler(const Position& pos) : pos_(pos) {
    for (int k = 0; k < kCardKinds; ++k)
        for (int n = pos.unaccounted(cardAt(k)); n > 0; --n) unseen_.push_back(cardAt(k));
    const auto pile = pos.pile();
    for (std::size_t i = 0; i < pile.size(); ++i)
        if (pile[i] == Card::Unknown) pileSlots_.push_back(static_cast<int>(i));
    hidden_ = static_cast<int>(pileSlots_.size());
    for (int seat = 0; seat < pos.table().players; ++seat)
        hidden_ += pos.hand(seat).count(Card::Unknown);
}

std::optional<Position> DealSampler::dealt(const std::vector<Card>& order) const {
    PositionSetup setup = describe(pos_);
    std::size_t next = 0;
    for (int seat = 0; seat < pos_.table().players; ++seat)
        for (Card& c : setup.hands[static_cast<std::size_t>(seat)])
            if (c == Card::Unknown && next < order.size()) c = order[next++];
    for (int slot : pileSlots_)
        if (next < order.size()) setup.pile[static_cast<std::size_t>(slot)] = order[next++];
    SetupResult built = buildPosition(setup);
    return std::move(built.position);
}

std::optional<Position> DealSampler::sample(Rng& rng) const {
    // Rejection keeps the deal uniform among those consistent with the position; a deal
    // is refused only at a coup-fourré window whose decider lacks the safety.
    constexpr int kAttempts = 10'000;
    std::vector<Card> order = unseen_;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        for (std::size_t i = order.size(); i > 1; --i)
            std::swap(order[i - 1], order[rng.below(static_cast<std::uint32_t>(i))]);
        if (auto position = dealt(order)) return position;
    }
    return std::nullopt;
}

}  // namespace bornes
