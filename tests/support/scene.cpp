// SPDX-License-Identifier: Apache-2.0
#include "scene.h"

#include <algorithm>

namespace bornes::test {

namespace {

// Filler cards in order of preference: those least likely to change what a test looks at.
// Safeties come last: a safety in a hand would open coup-fourré windows.
constexpr Card kFillerOrder[] = {
    Card::D75,        Card::D50,           Card::D25,        Card::D100,      Card::EndOfLimit,
    Card::Gasoline,   Card::SpareTire,     Card::Repairs,    Card::Roll,      Card::D200,
    Card::SpeedLimit, Card::Stop,          Card::OutOfGas,   Card::FlatTire,  Card::Accident,
    Card::ExtraTank,  Card::PunctureProof, Card::DrivingAce, Card::RightOfWay};

}  // namespace

PositionSetup Scene::completed() {
    PositionSetup s = setup_;
    s.pile = pileTop_;
    // What is left of the deck, in filler order.
    PositionSetup probe = s;
    probe.discard.clear();
    probe.discardTheRest();
    std::vector<Card> pool;
    for (Card want : kFillerOrder)
        for (Card c : probe.discard)
            if (c == want) pool.push_back(c);
    for (Card c : s.discard) {  // cards the test discarded itself are not available
        auto it = std::find(pool.begin(), pool.end(), c);
        if (it != pool.end()) pool.erase(it);
    }
    auto take = [&pool]() {
        if (pool.empty()) return Card::Unknown;  // the deck is exhausted: setup will refuse it
        const Card c = pool.front();
        pool.erase(pool.begin());
        return c;
    };
    // Hands: 6 between turns and 7 for the player whose turn it is, while the pile lasts.
    for (int seat = 0; seat < s.table.players; ++seat) {
        auto& h = s.hands[static_cast<std::size_t>(seat)];
        if (exact_[static_cast<std::size_t>(seat)] || pileSize_ == 0) continue;
        const std::size_t full = s.phase == Phase::Turn && seat == s.toMove ? 7 : 6;
        while (h.size() < full) h.push_back(take());
    }
    std::vector<Card> under;
    while (static_cast<int>(under.size() + pileTop_.size()) < pileSize_) under.push_back(take());
    std::reverse(under.begin(), under.end());
    s.pile.insert(s.pile.begin(), under.begin(), under.end());
    s.discard.insert(s.discard.end(), pool.begin(), pool.end());
    return s;
}

Position Scene::build() {
    const SetupResult r = buildPosition(completed());
    if (!r.position) {
        ADD_FAILURE() << "impossible test position: " << r.error;
        Rng rng(0);
        return Position::deal(setup_.table, rng, 0);  // keeps the test running
    }
    return *r.position;
}

}  // namespace bornes::test
