// Building a Position from a description (puzzles, records that start from a given
// position, tests), with every check that makes a position possible, and the reverse.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "card.h"
#include "position.h"
#include "table.h"

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
};

struct SetupResult {
    std::optional<Position> position;
    std::string error;  // why the position is impossible, citing the rule
};

// A Position, or the first reason the description cannot be a position of a legal hand.
SetupResult buildPosition(const PositionSetup& setup);

// The description of a position; buildPosition(describe(p)) == p.
PositionSetup describe(const Position& pos);

}  // namespace bornes
