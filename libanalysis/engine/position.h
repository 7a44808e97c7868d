// SPDX-License-Identifier: Apache-2.0
// The state of a hand of 1000 Bornes at one moment (RULES.md §3–§7): the hands, the draw
// pile, the discards, each side's tableau, who decides what now.
//
// A Position always rests at a decision. The player whose turn begins has already drawn
// (when the pile had a card), so the moves on offer are exactly the choices of a player.
// Decisions are: a turn's card, a coup-fourré window after a hazard (§5), the allonge
// decision at exactly 700 (§7). Drawing is automatic: every draw made while applying one
// move is made by the player who decides next (toMove() after the move), so a printer can
// name each draw from the pile alone.
//
// The position is a plain value (about 400 bytes, no pointers): search copies it, and its
// additive Zobrist hash is kept up to date by every change (see zobrist.h).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/card.h"
#include "engine/deck.h"
#include "engine/form.h"
#include "engine/hand.h"
#include "engine/move.h"
#include "engine/play.h"
#include "engine/rng.h"
#include "engine/table_state.h"
#include "engine/tableau.h"

namespace bornes {

class Position : public TableState {
  public:
    // A new hand: `deck` lists the cards from bottom to top; six cards are dealt one at a
    // time from the top, starting left of the dealer, who then plays first (§3).
    static Position deal(const Table& table, std::span<const Card> deck, int dealer);
    // The same with a deck shuffled by `rng`.
    static Position deal(const Table& table, Rng& rng, int dealer);

    const Table& table() const { return table_; }
    int sideToMove() const { return table_.sideOf(toMove_); }

    const Hand& hand(int seat) const { return hands_[static_cast<std::size_t>(seat)]; }
    int pileSize() const { return pileSize_; }
    // The draw pile from bottom to top; its last card is drawn next.
    std::span<const Card> pile() const { return {pile_.data(), pileSize_}; }
    // Cards below index pileSize() have not been drawn; those above were drawn, in order
    // from the top down (pileHistory()[pileSize()] is the last card drawn).
    std::span<const Card> pileHistory() const { return {pile_.data(), dealtPileSize_}; }
    const std::array<std::uint8_t, kHandKinds>& discard() const { return discard_; }

    // R18: whether `side` has reached the current target — at the moment it does, so a side
    // facing its own allonge decision at 700 has reached it (it may decline and win).
    bool reached(int side) const {
        return winner_ == side || (phase_ == Phase::Allonge && sideToMove() == side);
    }
    // Couronnement (R6): the winning card was played while the draw pile was empty.
    bool crowned() const { return winner_ != kNoSide && pileSize_ == 0; }

    // The hash computed from scratch; equal to hash() at all times (tested).
    std::uint64_t computeHash() const;

    // Applies a legal move (see rules.h: isLegal / whyIllegal). Applying an illegal move
    // is a programming error; user input goes through rules.h first.
    void apply(Move m);

    // Records with hidden cards: seat's hand holds Card::Unknown cards. reveal() turns one
    // of them into `c`, e.g. when a record says what was drawn. Precondition: the seat
    // holds an Unknown card.
    void reveal(int seat, Card c);
    // At a coup-fourré window, `seat` decides (§5: any player of the attacked side who holds
    // the safety may call it): what a record shows when the seat that calls it is not the
    // one the window was opened for (the hands hidden, the engine opened it for the first
    // seat that may hold the safety). Precondition: the window is open, `seat` is on the
    // attacked side.
    void coupFourreDecidedBy(int seat) { setToMove(seat); }
    // The same for the card of the draw pile at `index` (from the bottom, below pileSize()).
    // Precondition: that card is Unknown.
    void revealPile(int index, Card c) { pile_[static_cast<std::size_t>(index)] = c; }
    // Cards of kind c not visible anywhere (hands, table, discards, known pile cards):
    // the number that may still hide behind Unknown cards.
    int unaccounted(Card c) const;
    // True when seat holds c, or holds an Unknown card that may be a c.
    bool mayHold(int seat, Card c) const;

    // --- Irregular play (RULES.md §10), for records that report it ------------------------
    // None of these is ever a legal move; a validator applies them to follow a record of a
    // game in which a player made a mistake, and the book's correction.
    //
    // The seat draws one card more than the rules give it (or a draw it missed).
    // Precondition: pileSize() > 0.
    void drawExtra(int seat);
    // The seat did not make the draw it just made: the card goes back on top of the pile.
    // Precondition: the seat holds the last card drawn (or an Unknown for it).
    void undoDraw(int seat);
    // The player to move plays a distance card that takes its side past the target. The
    // hand goes on; the side must take a card back (takeBack) at its next turn.
    void playPastTarget(Card distance);
    // The correction: the player to move takes back a distance card of its side and
    // discards it, losing the turn (a lost turn draws nothing: undo the turn's draw first).
    // Precondition: the side has that card on the table.
    void takeBack(Card distance);
    bool pastTarget(int side) const { return tableau(side).distance > target_; }

    // Same position: everything above except the history of drawn cards.
    friend bool operator==(const Position& a, const Position& b);

  private:
    friend class PositionEditor;
    friend struct PlayRules<Position>;
    using Rules = PlayRules<Position>;

    Hand& handOf(int seat) { return hands_[static_cast<std::size_t>(seat)]; }

    // The primitives of play.h that the table state (table_state.h) does not hold, each
    // keeping the hash in step.
    void addToHand(int seat, Card c);
    void takeFromHand(int seat, Card c);
    bool handEmpty(int seat) const { return hand(seat).empty(); }
    void drawInto(int seat);
    void toDiscard(Card c);
    // The seat of `side` that holds, or may hold, `safety` (kNoSeat if none).
    int holderOf(int side, Card safety) const;

    // Layout: the table state, then the hands, the pile (whose order never changes during a
    // hand: drawing only lowers pileSize_), the discards and the small fields.
    std::array<Hand, kMaxPlayers> hands_{};
    std::array<Card, kMaxDeck> pile_{};
    std::array<std::uint8_t, kHandKinds> discard_{};
    Table table_{};
    std::uint8_t pileSize_ = 0;
    std::uint8_t dealtPileSize_ = 0;
};

// Search copies positions: keep them within a few cache lines.
static_assert(sizeof(Position) <= 448, "Position grew: check the layout comment above");

}  // namespace bornes
