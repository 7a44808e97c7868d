// SPDX-License-Identifier: Apache-2.0
#include "analysis/deal_sampler.h"

#include <algorithm>
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

std::optional<Position> DealSampler::placed(const std::vector<Card>& order) const {
    // What dealt() builds through a setup, made in place: the rollouts deal thousands of
    // times a decision, where each deal of the odds is solved (the setup's checks cost ten
    // times the placing).
    Position p = pos_;
    std::size_t next = 0;
    for (int seat = 0; seat < pos_.table().players; ++seat)
        for (int n = pos_.hand(seat).count(Card::Unknown); n > 0 && next < order.size(); --n)
            p.reveal(seat, order[next++]);
    for (int slot : pileSlots_)
        if (next < order.size()) p.revealPile(slot, order[next++]);
    // The one deal a setup refuses: a coup-fourré window whose decider lacks the safety.
    if (p.phase() == Phase::CoupFourre &&
        p.hand(p.toMove()).count(safetyFor(p.pendingHazard())) == 0)
        return std::nullopt;
    return p;
}

std::optional<Position> DealSampler::sample(Rng& rng) const {
    std::vector<Card> order = unseen_;
    const auto shuffle = [&](std::vector<Card>& cards) {
        for (std::size_t i = cards.size(); i > 1; --i)
            std::swap(cards[i - 1], cards[rng.below(static_cast<std::uint32_t>(i))]);
    };
    // At a coup-fourré window whose decider holds face-down cards and not the safety face up,
    // the deals are those that give it the safety: each safety is one card, so the deal
    // given that is the safety in one of its slots and the rest shuffled — the same law as
    // drawing again until it gets it, without the draws (one in ten, or fewer, gets it).
    if (pos_.phase() == Phase::CoupFourre) {
        const int decider = pos_.toMove();
        const Card safety = safetyFor(pos_.pendingHazard());
        if (pos_.hand(decider).count(safety) == 0) {
            const auto it = std::find(order.begin(), order.end(), safety);
            if (it == order.end() || pos_.hand(decider).count(Card::Unknown) == 0)
                return std::nullopt;  // no deal can give it the safety
            order.erase(it);
            shuffle(order);
            std::size_t slot = 0;  // the decider's first face-down slot in the placing order
            for (int seat = 0; seat < decider; ++seat)
                slot += static_cast<std::size_t>(pos_.hand(seat).count(Card::Unknown));
            order.insert(order.begin() + static_cast<std::ptrdiff_t>(slot), safety);
            return placed(order);
        }
    }
    shuffle(order);
    return placed(order);
}

}  // namespace bornes
