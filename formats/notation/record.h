// SPDX-License-Identifier: Apache-2.0
// A game record in the bornes notation (formats/notation/NOTATION.md), as read from text or built
// from a played game: tags, then hands, each a start and a list of recorded actions.
// The record says what the text says; checking it against the rules is record_player.h's job.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/game.h"
#include "engine/move.h"
#include "text/source_location.h"

namespace bornes::formats {

struct Tag {
    std::string name;
    std::string value;
    SourceLocation where;  // of the '['
};

// What a player did at one decision, with the draws made just before it.
struct RecordedAction {
    enum class Kind : std::uint8_t {
        Play,               // CARD        onto the actor's own side
        Attack,             // CARD>SIDE   a hazard onto an opposing side
        Discard,            // -CARD
        CoupFourre,         // CF CARD
        DeclineCoupFourre,  // noCF
        DeclareAllonge,     // allonge
        DeclineAllonge,     // noallonge
        TakeBack,           // takeback CARD   (§10: a side past the target)
    };
    static constexpr int kMaxDraws = 4;

    Kind kind = Kind::Play;
    Card card = Card::None;
    int side = -1;                        // attacked side, -1 when the record leaves it implied
    int actor = -1;                       // seat named before the action ("Paul:"), -1 when implied
    int turn = 0;                         // turn number written before it ("12."), 0 when none
    std::uint8_t drawCount = 0;           // draws written before it ("+VERT", "+?")
    std::array<Card, kMaxDraws> draws{};  // Card::Unknown for "+?"
    bool noDraw = false;                  // "+-": the player did not draw (§10)
    std::uint8_t nag = 0;                 // annotation: 1 !, 2 ?, 3 !!, 4 ??, 5 !?, 6 ?!, or $n
    std::string comment;                  // comment that follows the action
    SourceLocation where;                 // of the action's first character
    SourceLocation turnWhere;             // of the turn number, when written
    SourceLocation drawWhere;             // of the first draw written, when there is one
};

// One hand: how it starts, what was played, how it was scored.
struct RecordedHand {
    int number = 0;   // [Hand "n"], 0 when not written
    int dealer = -1;  // [Dealer], seat, -1 when not written
    // [Deal]: the six cards each seat was dealt, Card::Unknown where not known; empty when
    // the tag is absent (nothing known).
    std::array<std::vector<Card>, kMaxPlayers> deal;
    bool hasDeal = false;
    std::vector<Card> pile;      // [Pile]: the draw pile from the top, as far as known
    std::string position;        // [Position]: a start position line instead of a deal
    std::vector<int> score;      // [Score]: the hand's total for each side
    std::string openingComment;  // comment before the first action
    std::vector<RecordedAction> actions;
    std::vector<Tag> otherTags;  // hand tags the notation does not define, kept as read
    bool broken = false;         // a tag of the hand could not be read: it is not played
    SourceLocation where;        // of the first hand tag or the first action
    SourceLocation dealerWhere, dealWhere, pileWhere, positionWhere, scoreWhere;

    void clear();
};

struct Record {
    // The roster, in canonical order.
    std::string event = "?";
    std::string site;
    std::string date;
    GameRules rules;  // [Players], [Ruleset], [Target], [Options]
    // Whether the form ([Players], [Seats], [Target]) and the ruleset were read from the tags:
    // false when the reader stopped before them (a game broken among its tags), and `rules`
    // then holds defaults, not the game's.
    bool formKnown = true, rulesetKnown = true;
    std::array<std::string, kMaxPlayers> seats;  // [Seats]; empty names mean P1..P6
    std::string result;          // [Result]: a side letter, "draw" or "*"; empty if absent
    std::vector<int> scores;     // [Scores]: final totals per side
    std::vector<Tag> otherTags;  // tags the notation does not define, in input order
    std::string comment;         // comment among the game's tags, before any hand
    std::vector<RecordedHand> hands;
    // The reader left the movetext unread, as its caller asked once the tags were read
    // (RecordReader::onTagsRead): `hands` is empty whatever the game holds.
    bool movetextSkipped = false;
    SourceLocation where;  // of [Event
    SourceLocation rulesWhere, resultWhere, scoresWhere, sidesWhere, seatsWhere;

    // Names of a seat as printed: the [Seats] name or "P1".."P6".
    std::string seatName(int seat) const;
    // A side by its players: "Paul/Paulette", or "Anne" for an individual.
    std::string sideName(int side) const;
    // Every side with its letter, as [Sides] writes it: "A: Paul/Paulette; B: Janine/Jean".
    std::string sidesText() const;
    void clear();
};

// Where a place of the text lies in the game: its hand (from 1) and the turn (as the record
// numbers it; an action without a number belongs to the turn before it); 0 when the place is
// not in a hand (a game tag) or not on an action (a hand tag, [Score]).
struct RecordPlace {
    int hand = 0, turn = 0;
};
RecordPlace placeOf(const Record& record, SourceLocation where);

// The side letter A, B, C.
inline char sideLetter(int side) {
    return static_cast<char>('A' + side);
}

// The recorded form of an engine move: its kind, card, attacked side and (for a
// coup-fourré) its player. Draws, turn and actor are left for the recorder to fill in.
RecordedAction actionOf(Move m);
// The reverse: the engine move of a recorded action made by `actor`, attacking `side` (the
// record's, or the one implied with two sides). None for a take-back (§10), which is no move.
std::optional<Move> moveOf(const RecordedAction& a, int actor, int side);

// Annotations: 1 "!", 2 "?", 3 "!!", 4 "??", 5 "!?", 6 "?!" (PGN's numbers), others "$n".
std::string annotationText(int nag);
// The number of a glyph ("!?" -> 5), 0 when it is not one.
int annotationOf(std::string_view glyph);

}  // namespace bornes::formats
