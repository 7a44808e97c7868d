// A hand told in words, move by move, for people: what each player drew and did, and what
// each side's tableau shows (the main output of bornes-play).
#pragma once

#include <span>
#include <string>

#include "language.h"
#include "move.h"
#include "position.h"
#include "seat_names.h"

namespace bornes::formats {

// "P2 plays Roll", "P3 plays Stop on P2/P4", "P1 discards 25", "P4 declines the coup-fourré".
std::string describeMove(const Position& before, Move m, const SeatNames& names, Language lang);

// The cards drawn while a move was applied ("P3 draws 75, 100"), empty if none: every draw
// of one move is made by the player who decides next (see position.h).
std::string describeDraws(const Position& before, const Position& after, const SeatNames& names, Language lang);

// One side's tableau on one line: battle top, speed, distance, safeties (* = coup-fourré).
std::string describeTableau(const Position& pos, int side, const SeatNames& names, Language lang);

// A player's hand in the canonical card order ("Feu vert, 25, 25, 100"), leaving out one
// card of kind `except` (Card::None: none).
std::string describeHand(const Position& pos, int seat, Language lang, Card except = Card::None);

struct TranscriptOptions {
    Language lang = Language::English;
    bool hands = true;     // print the hands as dealt
    bool tableaux = true;  // print the tableaux after each move
};

// The whole hand: the deal, then one numbered line per move with the draws that preceded
// it, and each side's tableau after it. `start` is the position after the deal.
std::string renderTranscript(const Position& start, std::span<const Move> moves, const SeatNames& names,
                             const TranscriptOptions& options);

}  // namespace bornes::formats
