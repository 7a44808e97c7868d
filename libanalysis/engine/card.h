// SPDX-License-Identifier: Apache-2.0
// The 19 kinds of card of 1000 Bornes (RULES.md §1) and how they correspond.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace bornes {

// Identical cards are identical: the engine only ever deals with kinds and counts.
// The order groups the families so that a family test is a range test, and keeps
// hazard h, its remedy h + 5 and (for h >= 2) its safety h + 9 aligned.
enum class Card : std::uint8_t {
    Stop,           // hazard
    SpeedLimit,     // hazard (speed pile)
    OutOfGas,       // hazard
    FlatTire,       // hazard
    Accident,       // hazard
    Roll,           // remedy of Stop
    EndOfLimit,     // remedy of Speed Limit (speed pile)
    Gasoline,       // remedy of Out of Gas
    SpareTire,      // remedy of Flat Tire
    Repairs,        // remedy of Accident
    RightOfWay,     // safety against Stop and Speed Limit
    ExtraTank,      // safety against Out of Gas
    PunctureProof,  // safety against Flat Tire
    DrivingAce,     // safety against Accident
    D25,
    D50,
    D75,
    D100,
    D200,
    Unknown,  // a card whose face is not known (records with hidden draws); never on the table
    None,     // no card: an empty pile
};

inline constexpr int kCardKinds = 19;  // real kinds, Stop..D200
inline constexpr int kHandKinds = 20;  // real kinds plus Unknown
inline constexpr int kSafeties = 4;

constexpr int index(Card c) {
    return static_cast<int>(c);
}
constexpr std::uint32_t bit(Card c) {
    return 1u << static_cast<int>(c);
}
constexpr Card cardAt(int i) {
    return static_cast<Card>(i);
}

constexpr bool isHazard(Card c) {
    return c <= Card::Accident;
}
constexpr bool isRemedy(Card c) {
    return c >= Card::Roll && c <= Card::Repairs;
}
constexpr bool isSafety(Card c) {
    return c >= Card::RightOfWay && c <= Card::DrivingAce;
}
constexpr bool isDistance(Card c) {
    return c >= Card::D25 && c <= Card::D200;
}
constexpr bool isReal(Card c) {
    return c < Card::Unknown;
}

// Remedy that covers hazard h (Stop -> Roll, Speed Limit -> End of Limit, ...).
constexpr Card remedyFor(Card hazard) {
    return cardAt(index(hazard) + 5);
}
// Hazard that remedy r covers.
constexpr Card hazardCoveredBy(Card remedy) {
    return cardAt(index(remedy) - 5);
}
// Safety that forbids hazard h: Right of Way for both Stop and Speed Limit.
constexpr Card safetyFor(Card hazard) {
    return hazard <= Card::SpeedLimit ? Card::RightOfWay : cardAt(index(hazard) + 9);
}
// Hazard that a safety other than Right of Way cancels (Extra Tank -> Out of Gas, ...).
constexpr Card hazardStoppedBy(Card safety) {
    return cardAt(index(safety) - 9);
}
// Bit of a safety in a 4-bit safety set.
constexpr std::uint8_t safetyBit(Card safety) {
    return static_cast<std::uint8_t>(1u << (index(safety) - index(Card::RightOfWay)));
}
// Kilometres of a distance card.
constexpr int kilometres(Card c) {
    constexpr std::array<int, 5> km{25, 50, 75, 100, 200};
    return km[static_cast<std::size_t>(index(c) - index(Card::D25))];
}
// Index 0..4 of a distance card (25 .. 200).
constexpr int distanceSlot(Card c) {
    return index(c) - index(Card::D25);
}

// English name as printed by the engine's messages ("Speed Limit", "200").
std::string_view englishName(Card c);
// Short code of RULES.md §1 ("STOP", "LIM", ..., "25"), the canonical notation form.
std::string_view shortCode(Card c);

}  // namespace bornes
