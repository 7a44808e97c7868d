// SPDX-License-Identifier: Apache-2.0
// Legality of moves (RULES.md §4–§7): a fast yes/no for search and move generation, and a
// reason naming the rule for everything that reads moves from people.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/move.h"
#include "engine/position.h"

namespace bornes {

enum class Violation : std::uint8_t {
    HandOver,             // the hand has ended (§6)
    WrongDecision,        // the move does not answer the decision pending (§3, §5, §7)
    NotInHand,            // the player does not hold the card
    AllAccountedFor,      // hidden cards: every card of that kind is seen elsewhere (§1)
    NoSuchSide,           // attack on a side that does not exist
    HazardOnOwnSide,      // hazards go only to opposing sides (R11)
    NotAHazard,           // only a hazard may be played on an opponent (§3)
    HazardOnOwnTable,     // a hazard played onto one's own tableau (§4)
    ProtectedBySafety,    // the matching safety is on that side's table (§4, §5)
    AlreadyLimited,       // Speed Limit on a Speed Limit (§4)
    HazardOnHazard,       // never a hazard on a hazard (§4)
    NotRolling,           // hazards other than Speed Limit only against a rolling side (§4)
    RollOnRoll,           // Roll goes on nothing, Stop or a remedy (§4)
    RollOnHazard,         // Roll cannot cover Out of Gas, Flat Tire, Accident (§4)
    RemedyMismatch,       // a remedy only on its hazard (§4)
    NotLimited,           // End of Limit only on a Speed Limit (§4)
    DistanceNotRolling,   // distance only while rolling (§4)
    DistanceLimited,      // under a Speed Limit only 25 and 50 (§4)
    ThirdTwoHundred,      // never more than two 200s (§4)
    PastTarget,           // never past the target (§4)
    CoupFourreWrongSide,  // only the attacked side may lay a coup-fourré (§5)
    CoupFourreWrongCard,  // the safety must match the hazard (§5)
};

// Why exactly, for readers that tell it in another language (formats/messages/messages.def): each
// reason has one sentence, whose cards and numbers are the refusal's fields.
enum class RefusalReason : std::uint8_t {
    HandOver,             // the hand is over
    NoCoupFourreNow,      // a coup-fourré with no hazard just played
    NoDecisionPending,    // allonge / coup-fourré answer during a turn
    PendingCoupFourre,    // shown: the hazard the attacked side must answer
    PendingAllonge,       // the allonge decision is pending
    UnknownCard,          // a face-down card played
    AllAccountedFor,      // number: the deck's size
    NotHeld,              // the player does not hold the card
    NoSuchSide,           // number: the side's number from 1
    NotAHazard,           // only a hazard goes on an opponent
    HazardOnOwnSide,      // an attack on one's own side
    HazardOnOwnTable,     // a hazard played on one's own tableau
    RollOnRoll,           // Roll on Roll
    RollOnHazard,         // shown: the hazard on top
    EndNotLimited,        // End of Limit with no Speed Limit
    RemedyMismatch,       // shown: the battle top (None: nothing)
    DistanceStopped,      // shown: the hazard on top
    DistanceNotOpened,    // nothing on the battle pile yet
    DistanceNeedsRoll,    // shown: the remedy or Stop on top
    DistanceLimited,      // more than 50 under a Speed Limit
    ThirdTwoHundred,      // a third 200
    PastTarget,           // number: the side's distance; limit: the target
    ProtectedBySafety,    // shown: the safety on that side's table
    AlreadyLimited,       // a Speed Limit on a Speed Limit
    HazardOnHazard,       // shown: the hazard on that side's battle pile
    NotRolling,           // shown: that side's battle top (None: it has not opened)
    CoupFourreWrongSide,  // a coup-fourré from a side not attacked
    CoupFourreWrongCard,  // shown: the hazard to answer
};

struct Refusal {
    Violation violation;
    std::string
        message;  // in English, e.g. "Speed Limit: Right of Way is on that side's table (§4)"
    RefusalReason reason = RefusalReason::HandOver;
    Card card = Card::None;   // the card refused (None when the move plays none)
    Card shown = Card::None;  // the card the reason names (see RefusalReason)
    int number = 0, limit = 0;
};

// The rule a violation breaks, as cited in messages: "§4", "R11", ...
std::string_view ruleOf(Violation v);

// Fast checks, no allocation.
bool isLegal(const Position& pos, Move m);
// Kinds (bit per Card) the player to move could play onto side `side`'s own tableau.
std::uint32_t playableOnOwnSide(const Position& pos, int side);
// Hazards (bit per Card) that may be played onto side `side`'s tableau by an opponent.
std::uint32_t attackableOn(const Position& pos, int side);

// The same two on a tableau, with the distance that ends the hand now: inline, for the
// solver's state as well as for positions.
inline constexpr std::uint32_t kSafetyBits =
    bit(Card::RightOfWay) | bit(Card::ExtraTank) | bit(Card::PunctureProof) | bit(Card::DrivingAce);

inline std::uint32_t playableOnOwnSide(const Tableau& t, int target) {
    std::uint32_t mask = kSafetyBits;  // a safety goes down at any time on one's turn (§4)
    const Card top = t.battleTop;
    if (top == Card::None || top == Card::Stop || (isRemedy(top) && top != Card::Roll))
        mask |= bit(Card::Roll);
    else if (isHazard(top))
        mask |= bit(remedyFor(top));
    if (t.limited) mask |= bit(Card::EndOfLimit);
    if (t.rolling()) {
        const int room = target - t.distance;
        if (room >= 25) mask |= bit(Card::D25);
        if (room >= 50) mask |= bit(Card::D50);
        if (!t.limited) {
            if (room >= 75) mask |= bit(Card::D75);
            if (room >= 100) mask |= bit(Card::D100);
            if (room >= 200 && t.twoHundreds() < 2) mask |= bit(Card::D200);
        }
    }
    return mask;
}

inline std::uint32_t attackableOn(const Tableau& t) {
    std::uint32_t mask = 0;
    if (!t.limited && !t.has(Card::RightOfWay)) mask |= bit(Card::SpeedLimit);
    if (t.rolling()) {
        if (!t.has(Card::RightOfWay)) mask |= bit(Card::Stop);
        if (!t.has(Card::ExtraTank)) mask |= bit(Card::OutOfGas);
        if (!t.has(Card::PunctureProof)) mask |= bit(Card::FlatTire);
        if (!t.has(Card::DrivingAce)) mask |= bit(Card::Accident);
    }
    return mask;
}

// Why a move is refused, or nothing when it is legal. Agrees with isLegal (tested).
std::optional<Refusal> whyIllegal(const Position& pos, Move m);

}  // namespace bornes
