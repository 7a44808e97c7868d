// SPDX-License-Identifier: Apache-2.0
// Keys of the incremental position hash. The hash is additive (a sum of one key per feature
// of the state, modulo 2^64), so that a hand holding two 25s simply adds the 25 key twice:
// a multiset hash for identical cards, updated with one add or subtract per change.
//
// The discard pile is deliberately left out: discarded cards are dead for the hand (§3), so
// two states that differ only in their discards have the same future and the same score.
#pragma once

#include <array>
#include <cstdint>

#include "engine/card.h"
#include "engine/deck.h"
#include "engine/form.h"
#include "engine/mix64.h"

namespace bornes::zobrist {

// Offsets of each feature family in the key table.
inline constexpr int kHand = 0;                                      // [seat][kind]
inline constexpr int kPileSize = kHand + kMaxPlayers * kHandKinds;   // [size 0..106]
inline constexpr int kBattleTop = kPileSize + kMaxDeck + 1;          // [side][card or None]
inline constexpr int kBattleUnder = kBattleTop + kMaxSides * 21;     // [side][card or None]
inline constexpr int kLimited = kBattleUnder + kMaxSides * 21;       // [side]
inline constexpr int kDistance = kLimited + kMaxSides;               // [side][25..200]
inline constexpr int kSafety = kDistance + kMaxSides * 5;            // [side][safety]
inline constexpr int kCoupFourre = kSafety + kMaxSides * kSafeties;  // [side][safety]
inline constexpr int kToMove = kCoupFourre + kMaxSides * kSafeties;  // [seat]
inline constexpr int kPhase = kToMove + kMaxPlayers;                 // [phase]
inline constexpr int kAttacker = kPhase + 4;                         // [seat]
inline constexpr int kHazard = kAttacker + kMaxPlayers;              // [hazard]
inline constexpr int kAttacked = kHazard + 5;                        // [side]
inline constexpr int kAllonge = kAttacked + kMaxSides;               // [declaring side]
inline constexpr int kWinner = kAllonge + kMaxSides;                 // [side]
// Keys of the solver's abstract states (relevance.h), never part of a position's hash:
inline constexpr int kJunk = kWinner + kMaxSides;       // [seat] a card that can never be played
inline constexpr int kOutOfRace = kJunk + kMaxPlayers;  // [side] a side that can never reach
inline constexpr int kKeyCount = kOutOfRace + kMaxSides;

inline constexpr std::array<std::uint64_t, kKeyCount> kKeys = [] {
    std::array<std::uint64_t, kKeyCount> keys{};
    std::uint64_t x = 0x1000b0e5u;  // SplitMix64 from a fixed seed: the same keys everywhere
    for (auto& key : keys) key = splitMix64(x);
    return keys;
}();

constexpr std::uint64_t key(int offset, int i) {
    return kKeys[static_cast<std::size_t>(offset + i)];
}
constexpr std::uint64_t hand(int seat, Card c) {
    return key(kHand, seat * kHandKinds + index(c));
}
constexpr std::uint64_t pileSize(int n) {
    return key(kPileSize, n);
}
constexpr std::uint64_t battleTop(int side, Card c) {
    return key(kBattleTop, side * 21 + index(c));
}
constexpr std::uint64_t battleUnder(int side, Card c) {
    return key(kBattleUnder, side * 21 + index(c));
}
constexpr std::uint64_t limited(int side) {
    return key(kLimited, side);
}
constexpr std::uint64_t distance(int side, Card c) {
    return key(kDistance, side * 5 + distanceSlot(c));
}
constexpr std::uint64_t safety(int side, Card s) {
    return key(kSafety, side * kSafeties + index(s) - index(Card::RightOfWay));
}
constexpr std::uint64_t coupFourre(int side, Card s) {
    return key(kCoupFourre, side * kSafeties + index(s) - index(Card::RightOfWay));
}
constexpr std::uint64_t toMove(int seat) {
    return key(kToMove, seat);
}
constexpr std::uint64_t phase(int p) {
    return key(kPhase, p);
}
constexpr std::uint64_t attacker(int seat) {
    return key(kAttacker, seat);
}
constexpr std::uint64_t hazard(Card h) {
    return key(kHazard, index(h));
}
constexpr std::uint64_t attacked(int side) {
    return key(kAttacked, side);
}
constexpr std::uint64_t allonge(int side) {
    return key(kAllonge, side);
}
constexpr std::uint64_t winner(int side) {
    return key(kWinner, side);
}
constexpr std::uint64_t junk(int seat) {
    return key(kJunk, seat);
}
constexpr std::uint64_t outOfRace(int side) {
    return key(kOutOfRace, side);
}

}  // namespace bornes::zobrist
