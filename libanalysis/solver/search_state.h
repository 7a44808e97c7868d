// SPDX-License-Identifier: Apache-2.0
// The solver's state of a hand: everything that changes during the hand, and nothing that
// does not. A Position carries the draw pile (106 cards), the discards and face-down cards
// in 408 bytes; the search copies this state instead (200 bytes, a little over three cache lines),
// and leaves what never changes during a hand — the table and the order of the pile — in a
// SearchDeal shared by every node.
//
// Moves are applied by the same rules of play as Position's (play.h) and legal moves come
// from the same legality masks (rules.h), so the solver plays by the rules the engine was
// checked on; the hash is the Position's own (zobrist.h), kept in step the same way. The
// tests play thousands of hands in both, move by move, and compare moves, states and
// hashes.
//
// Every card must be known: perfect information is what the solver is about.
#pragma once

#include <array>
#include <cstdint>

#include "engine/card.h"
#include "engine/deck.h"
#include "engine/form.h"
#include "engine/move.h"
#include "engine/play.h"
#include "engine/position.h"
#include "engine/table_state.h"
#include "engine/tableau.h"

namespace bornes {

// What stays the same during the search of one hand.
struct SearchDeal {
    Table table{};
    std::array<Card, kMaxDeck> pile{};  // bottom to top, as Position::pile()
    // Kinds (bit per Card) among the cards still to draw when `n` remain: pile[0..n).
    std::array<std::uint32_t, kMaxDeck + 1> pileKinds{};
    // Distance cards of each value (25, 50, 75, 100, 200) among pile[0..n), four bits per
    // value as in SearchState::sideDistance() (no deck holds more than 12 of a value).
    std::array<std::uint32_t, kMaxDeck + 1> pileDistance{};
    // Hazards of each kind (Stop, Speed Limit, Out of Gas, Flat Tire, Accident) among
    // pile[0..n), four bits per kind, Stop at bits 0..3.
    std::array<std::uint32_t, kMaxDeck + 1> pileHazards{};
    // The draws keep their order until a safety is laid (race.h): for the tempo bound
    // (outlook.h), safetyBelow[n] is the highest j < n where pile[j] is a safety (-1: none),
    // and alternateKinds[j] and alternateDistance[j] (packed as pileDistance) the cards
    // pile[j], pile[j - k], pile[j - 2k], ... (k: the number of sides) down to the highest
    // safety at or below j (included when the chain falls on it): the cards a side draws
    // from j down while nobody can lay a safety; alternateHazards[j] their hazards, packed
    // as pileHazards.
    std::array<std::int8_t, kMaxDeck + 1> safetyBelow{};
    std::array<std::uint32_t, kMaxDeck> alternateKinds{};
    std::array<std::uint32_t, kMaxDeck> alternateDistance{};
    std::array<std::uint32_t, kMaxDeck> alternateHazards{};
    // pileKey[n]: a hash of pile[0..n) in its order. Added to a state's hash it names the
    // state's whole future, so that positions of one hand, or of several deals, share table
    // entries exactly when they share a future.
    std::array<std::uint64_t, kMaxDeck + 1> pileKey{};

    // Precondition: the cards of pos's pile are all known.
    static SearchDeal of(const Position& pos);
};

class SearchState : public TableState {
  public:
    // Precondition: every card in the hands and the pile is known, and `deal` is
    // SearchDeal::of(pos) (or of a position of the same hand); it must outlive the state.
    SearchState(const Position& pos, const SearchDeal& deal);
    SearchState() = default;  // an empty slot, to be assigned a state

    const Table& table() const { return deal_->table; }
    const SearchDeal& deal() const { return *deal_; }
    int sideToMove() const { return table().sideOf(toMove_); }
    int pileSize() const { return pileSize_; }
    // The hash with the cards left in the pile: what the transposition table is keyed on.
    std::uint64_t futureKey() const { return hash_ + deal_->pileKey[pileSize_]; }

    // The same meanings as Position's (R18, R6).
    bool reached(int side) const {
        return winner_ == side || (phase_ == Phase::Allonge && sideToMove() == side);
    }
    bool crowned() const { return winner_ != kNoSide && pileSize_ == 0; }

    // Cards in a hand: the count of a kind, and the kinds held (bit per Card).
    int count(int seat, Card c) const {
        return static_cast<int>((counts_[static_cast<std::size_t>(seat)] >> (3 * index(c))) & 7u);
    }
    std::uint32_t kinds(int seat) const { return kinds_[static_cast<std::size_t>(seat)]; }
    // The counts of a hand, three bits per kind (kind k at bits 3k..3k+2).
    std::uint64_t counts(int seat) const { return counts_[static_cast<std::size_t>(seat)]; }
    // The distance cards a side's players hold together: four bits per value, 25 at bits
    // 0..3 up to 200 at bits 16..19 (kept up to date for the bounds).
    std::uint32_t sideDistance(int side) const {
        return sideDistance_[static_cast<std::size_t>(side)];
    }
    int handSize(int seat) const;
    // Cards still to be played or discarded: in the hands and in the pile. No line from
    // here is longer than this many turns (coups-fourrés and allonge decisions aside).
    int cardsLeft() const { return cardsInHands_ + pileSize_; }

    // Precondition: `m` is one of legalMoves(*this).
    void apply(Move m) { PlayRules<SearchState>::apply(*this, m); }

  private:
    friend struct PlayRules<SearchState>;

    // The primitives of play.h that the table state (table_state.h) does not hold, each
    // keeping the hash in step as Position's do.
    void addToHand(int seat, Card c);
    void takeFromHand(int seat, Card c);
    bool handEmpty(int seat) const { return kinds_[static_cast<std::size_t>(seat)] == 0; }
    void drawInto(int seat);
    void toDiscard(Card) {}  // discards are dead for the hand (§3): the search forgets them
    int holderOf(int side, Card safety) const;

    // Layout: the table state, the small fields (in its tail padding), three bits per kind
    // of card for each hand (a hand never holds more than seven cards), the deal, the kinds
    // held, the distance cards of each side's hands: 200 bytes.
    std::uint8_t pileSize_ = 0;
    std::uint8_t cardsInHands_ = 0;
    std::array<std::uint64_t, kMaxPlayers> counts_{};
    const SearchDeal* deal_ = nullptr;
    std::array<std::uint32_t, kMaxPlayers> kinds_{};
    std::array<std::uint32_t, kMaxSides> sideDistance_{};
};

static_assert(sizeof(SearchState) <= 200, "SearchState grew: check the layout comment above");

// Every legal move of the decision pending, as legalMoves(Position) gives them (tested).
MoveList legalMoves(const SearchState& s);

}  // namespace bornes
