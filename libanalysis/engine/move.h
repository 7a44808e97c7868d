// SPDX-License-Identifier: Apache-2.0
// One decision of a player: a card played, a coup-fourré taken or declined, an allonge
// declared or not. Moves name card kinds, never individual cards: ten 25s are one move.
#pragma once

#include <array>
#include <cstdint>

#include "engine/card.h"

namespace bornes {

enum class Action : std::uint8_t {
    Play,        // a card onto the mover's own side (remedy, distance, safety)
    Attack,      // a hazard onto an opposing side's tableau
    Discard,     // any card, face up, dead for the hand
    CoupFourre,  // a safety laid out of turn against the hazard just played (§5)
    DeclineCoupFourre,
    DeclareAllonge,  // extend the hand to 1000 (§7)
    DeclineAllonge,  // stop at the target and win the hand
};

// Layout of the 16 bits:
//   bits  0-4  card kind (Card, 0..18)
//   bits  5-7  Action
//   bits  8-9  target side of an Attack (0..2)
//   bits 10-12 seat laying a CoupFourre (0..5): in a team one of several players may hold it
class Move {
  public:
    constexpr Move() = default;

    static constexpr Move play(Card c) { return Move(c, Action::Play, 0, 0); }
    static constexpr Move attack(Card hazard, int side) {
        return Move(hazard, Action::Attack, side, 0);
    }
    static constexpr Move discard(Card c) { return Move(c, Action::Discard, 0, 0); }
    static constexpr Move coupFourre(int seat, Card safety) {
        return Move(safety, Action::CoupFourre, 0, seat);
    }
    static constexpr Move declineCoupFourre() {
        return Move(Card::Stop, Action::DeclineCoupFourre, 0, 0);
    }
    static constexpr Move declareAllonge() {
        return Move(Card::Stop, Action::DeclareAllonge, 0, 0);
    }
    static constexpr Move declineAllonge() {
        return Move(Card::Stop, Action::DeclineAllonge, 0, 0);
    }

    constexpr Card card() const { return cardAt(bits_ & 0x1f); }
    constexpr Action action() const { return static_cast<Action>((bits_ >> 5) & 0x7); }
    constexpr int side() const { return (bits_ >> 8) & 0x3; }
    constexpr int seat() const { return (bits_ >> 10) & 0x7; }
    // True for the moves that put a card from a hand somewhere.
    constexpr bool usesCard() const { return action() <= Action::CoupFourre; }
    constexpr std::uint16_t raw() const { return bits_; }

    friend constexpr bool operator==(Move, Move) = default;

  private:
    constexpr Move(Card c, Action a, int side, int seat)
        : bits_(static_cast<std::uint16_t>(index(c) | static_cast<int>(a) << 5 | side << 8 |
                                           seat << 10)) {}
    std::uint16_t bits_ = 0;
};
static_assert(sizeof(Move) == 2);

// A fixed-size list: move generation never touches the heap (a hand of 7 kinds has at most
// 7 discards + 7 plays or attacks on 2 sides = 21 moves; the bound leaves room for the
// oversized hands of irregular records).
inline constexpr int kMaxMoves = 64;

class MoveList {
  public:
    void push(Move m) { moves_[size_++] = m; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Move operator[](int i) const { return moves_[static_cast<std::size_t>(i)]; }
    const Move* begin() const { return moves_.data(); }
    Move* data() { return moves_.data(); }  // for reordering in place
    const Move* end() const { return moves_.data() + size_; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m) return true;
        return false;
    }

  private:
    std::array<Move, kMaxMoves> moves_;
    int size_ = 0;
};

}  // namespace bornes
