// SPDX-License-Identifier: Apache-2.0
// Building a Position from a description (puzzles, records that start from a given
// position, tests), with every check that makes a position possible, and the reverse.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/form.h"
#include "engine/position.h"

namespace bornes {

struct SideSetup {
    Card battleTop = Card::None;
    Card battleUnder = Card::None;  // only under a hazard on top: what a safety would uncover
    bool limited = false;           // the speed pile shows a Speed Limit
    // The other cards of the battle and speed piles, hidden under the tops. They matter only
    // to the card count (§1); their order never matters to the rules.
    std::vector<Card> buried;
    std::vector<Card> distance;
    std::vector<Card> safeties;
    std::vector<Card> coupsFourres;  // safeties (also listed above) laid as coup-fourré
};

struct PositionSetup {
    Table table = Table::of(Form::Four);
    std::array<std::vector<Card>, kMaxPlayers> hands;  // Card::Unknown for a face-down card
    std::vector<Card> pile;                            // bottom to top; Unknown when not known
    std::vector<Card> discard;                         // Unknown allowed
    std::array<SideSetup, kMaxSides> sides;
    Phase phase = Phase::Turn;
    int toMove = 0;
    int attacker = kNoSeat;  // Phase::CoupFourre: who played pendingHazard on attackedSide
    Card pendingHazard = Card::None;
    int attackedSide = kNoSide;
    int allongeSide = kNoSide;  // a side that has declared allonge, and the seat that did
    int allongeSeat = kNoSeat;
    int winner = kNoSide;  // Phase::Over: the side that reached the target, if any

    // Puts every card of the deck not yet placed anywhere into the discard pile: convenient
    // when only part of a position matters.
    void discardTheRest();
    // The same when some cards are unknown (`?` in a hand or the pile): which cards they
    // hide is not known, so neither is what was discarded; the discard pile gets as many
    // unknown cards as the deck still lacks.
    void discardTheRestUnseen();
};

// Why a description is not a position, as data: the reason and what it names, so that a
// front end can tell it in its own language (formats/ tells it in French); `error` is the
// English, ending with the rule it cites.
enum class SetupReason : std::uint8_t {
    NotOnBattlePile,     // card: not a battle card
    LiftedBySafety,      // card on top, other: the safety on the table
    HazardNotOnRoll,     // card
    HazardOnCard,        // card on top, other under it
    UnderWithoutHazard,  //
    LimitWithRightOfWay,
    BuriedNotBattle,      // card
    RemediesUnpaired,     // card: the remedy, other: its hazard, a remedies, b hazards
    StopUncovered,        //
    EmptyPileHolds,       //
    HazardsWithoutRolls,  // a hazards, b Rolls, other: Roll when a Roll on top covers nothing
    RollsWithoutHazards,  // a Rolls covered, b hazards
    SpeedPileAlternate,   // a limits, b ends
    NotDistance,          // card
    ThreeTwoHundreds,     //
    PastTarget,           // a km, b target
    AtTarget,             // b target
    DistanceWithoutRoll,  //
    NotSafety,            // card
    SafetyTwice,          // card
    CoupFourreNotSafety,  // card
    NoSuchSeat,           // seat
    UnknownTableCard,     //
    TooManyOfKind,        // card, a placed, b in the deck, c the deck's size
    WrongTotal,           // a placed, c the deck's size
    HandSizeWithPile,     // seat, a held, b required
    HandTooBig,           // seat, a held, b at most
    NoSeatToMove,         // a the seat number
    AllongeNotPlayed,
    NoAllongeSide,
    AllongeSeatNotOnSide,
    AllongeBelowTarget,  // side, b target
    ToPlayWithoutCard,   // seat
    CoupFourreNeedsHazard,
    NoAttackedSide,
    AttackerSameSide,
    HazardNotOnTop,  // card
    CoupFourreNotAttacked,
    NoAllongeDecision,
    AllongeDecisionNotAtTarget,  // b target
    OverWithCardsLeft,
    NoWinningSide,
    WonShort,  // side, b target
    InconsistentTable,
    BadTarget,
    NoSuchSide,        // side
    CannotHoldSafety,  // seat, card: the safety
};

struct SetupProblem {
    SetupReason reason = SetupReason::InconsistentTable;
    int side = -1, seat = -1;  // the side or seat it is about, -1 for none
    Card card = Card::None, other = Card::None;
    int a = 0, b = 0, c = 0;
};

struct SetupResult {
    std::optional<Position> position;
    std::string error;  // why the position is impossible, in English, citing the rule
    SetupProblem problem;
};

// A Position, or the first reason the description cannot be a position of a legal hand.
SetupResult buildPosition(const PositionSetup& setup);

// The description of a position; buildPosition(describe(p)) == p.
PositionSetup describe(const Position& pos);

}  // namespace bornes
