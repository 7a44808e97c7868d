// SPDX-License-Identifier: Apache-2.0
#include "engine/position.h"

#include <algorithm>
#include <cassert>

#include "engine/zobrist.h"

namespace bornes {

namespace z = zobrist;

Position Position::deal(const Table& table, std::span<const Card> deck, int dealer) {
    assert(deck.size() <= kMaxDeck && deck.size() >= 6u * table.players);
    Position p;
    p.table_ = table;
    p.target_ = table.target;
    std::copy(deck.begin(), deck.end(), p.pile_.begin());
    p.pileSize_ = static_cast<std::uint8_t>(deck.size());
    for (int round = 0; round < 6; ++round)
        for (int i = 1; i <= table.players; ++i) p.drawInto((dealer + i) % table.players);
    p.dealtPileSize_ = p.pileSize_;
    p.toMove_ = static_cast<std::int8_t>((dealer + 1) % table.players);
    p.hash_ = p.computeHash();
    Rules::beginTurn(p, p.toMove_);
    return p;
}

Position Position::deal(const Table& table, Rng& rng, int dealer) {
    const std::vector<Card> deck = shuffledDeck(table, rng);
    return deal(table, deck, dealer);
}

std::uint64_t Position::computeHash() const {
    std::uint64_t h = tableHash(table_.sides);
    for (int seat = 0; seat < table_.players; ++seat)
        for (int k = 0; k < kHandKinds; ++k)
            h += z::hand(seat, cardAt(k)) * hand(seat).count(cardAt(k));
    return h + z::pileSize(pileSize_);
}

// --- small state changes, each keeping the hash in step -------------------------------

void Position::addToHand(int seat, Card c) {
    handOf(seat).add(c);
    hash_ += z::hand(seat, c);
}

void Position::takeFromHand(int seat, Card c) {
    // A card the record names but the hand only holds face down comes from an Unknown.
    if (hand(seat).count(c) == 0) c = Card::Unknown;
    handOf(seat).remove(c);
    hash_ -= z::hand(seat, c);
}

void Position::drawInto(int seat) {
    hash_ -= z::pileSize(pileSize_);
    const Card c = pile_[--pileSize_];
    hash_ += z::pileSize(pileSize_);
    addToHand(seat, c);
}

void Position::toDiscard(Card c) {
    ++discard_[static_cast<std::size_t>(index(c))];
}

// --- the rules of play (play.h) ------------------------------------------------------------

void Position::apply(Move m) {
    assert(phase_ != Phase::Over && "apply() on a finished hand");
    Rules::apply(*this, m);
}

int Position::holderOf(int side, Card safety) const {
    for (int seat = side; seat < table_.players; seat += table_.sides)
        if (hand(seat).count(safety) > 0) return seat;
    for (int seat = side; seat < table_.players; seat += table_.sides)
        if (mayHold(seat, safety)) return seat;
    return kNoSeat;
}

bool operator==(const Position& a, const Position& b) {
    return sameTable(a, b) && a.table_ == b.table_ && a.hands_ == b.hands_ &&
           std::equal(a.pile().begin(), a.pile().end(), b.pile().begin(), b.pile().end()) &&
           a.discard_ == b.discard_;
}

// --- irregular play (§10) ---------------------------------------------------------------

void Position::drawExtra(int seat) {
    drawInto(seat);
}

void Position::undoDraw(int seat) {
    const Card drawn = pile_[pileSize_];
    takeFromHand(seat, drawn);
    hash_ += z::pileSize(pileSize_ + 1) - z::pileSize(pileSize_);
    ++pileSize_;
}

void Position::playPastTarget(Card distance) {
    const int seat = toMove_;
    const int side = table_.sideOf(seat);
    takeFromHand(seat, distance);
    ++tab(side).cards[static_cast<std::size_t>(index(distance))];
    addDistance(side, distance);
    Rules::passTurn(*this, seat);
}

void Position::takeBack(Card distance) {
    const int seat = toMove_;
    const int side = table_.sideOf(seat);
    Tableau& t = tab(side);
    --t.cards[static_cast<std::size_t>(index(distance))];
    t.distance = static_cast<std::uint16_t>(t.distance - kilometres(distance));
    hash_ -= z::distance(side, distance);
    toDiscard(distance);
    Rules::passTurn(*this, seat);
}

// --- hidden cards -----------------------------------------------------------------------

void Position::reveal(int seat, Card c) {
    handOf(seat).remove(Card::Unknown);
    hash_ -= z::hand(seat, Card::Unknown);
    addToHand(seat, c);
}

int Position::unaccounted(Card c) const {
    const auto k = static_cast<std::size_t>(index(c));
    int seen = discard_[k];
    for (int seat = 0; seat < table_.players; ++seat) seen += hand(seat).count(c);
    for (int side = 0; side < table_.sides; ++side) seen += tableau(side).cards[k];
    for (int i = 0; i < pileSize_; ++i) seen += pile_[static_cast<std::size_t>(i)] == c;
    return deckCounts(table_)[k] - seen;
}

bool Position::mayHold(int seat, Card c) const {
    const Hand& h = hand(seat);
    return h.count(c) > 0 || (h.count(Card::Unknown) > 0 && unaccounted(c) > 0);
}

}  // namespace bornes
