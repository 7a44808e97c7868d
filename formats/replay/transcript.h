// SPDX-License-Identifier: Apache-2.0
// A game told in words, for people: the text output of bornes-replay and bornes-play. Each
// hand: its comment, the hands as dealt, one line per decision with the cards drawn before
// it and its comment, each side's tableau after it, the score sheet in the books' layout and
// the running game score; lines wrapped to the terminal's width.
#pragma once

#include <ostream>
#include <string>

#include "engine/position.h"
#include "notation/record.h"
#include "notation/record_player.h"
#include "notation/seat_names.h"
#include "text/language.h"

namespace bornes::formats {

// The seat names of a record ("P1".."P6" where it names nobody).
SeatNames seatNamesOf(const Record& record);

// One side's tableau on one line: battle top, speed, distance, safeties (* = coup-fourré).
std::string describeTableau(const Position& pos, int side, const SeatNames& names, Language lang);
// A player's hand in the canonical card order, "?" for cards not known, leaving out one card
// of kind `except` (Card::None: none).
std::string describeHand(const Position& pos, int seat, Language lang, Card except = Card::None);
// The same hand with each kind once and its count, "End of Limit ×5, Driving Ace, 50": what a
// person reads at a glance in a puzzle's position (bornes-solve's report, the decision trees).
std::string groupedHand(const Position& pos, int seat, Language lang);
// What a move does, in words: "plays Flat Tire on Paul/Paulette", "défausse 25".
std::string describeMove(const Position& before, Move m, const SeatNames& names, Language lang);
// The whole position on a few lines: tableaux, hands (grouped), pile, discards, who decides
// what.
std::string describePosition(const Position& pos, const SeatNames& names, Language lang);

struct TranscriptOptions {
    Language lang = Language::English;
    bool steps = true;       // one line per decision (else only the score sheets)
    bool tableaux = true;    // each side's tableau after every decision
    bool hands = false;      // every player's known hand after every decision
    std::size_t width = 80;  // lines wrapped to this many columns (0: never)
    int hand = -1;           // only this hand (0-based; -1: every hand)
    int turn = -1;           // only the decisions of this turn of it (0: the deal; -1: all)
};

// Writes the transcript of a record while playRecord() replays it.
class Transcript : public ReplayObserver {
  public:
    Transcript(std::ostream& out, const Record& record, TranscriptOptions options);

    void handStarted(int hand, const Position& start, const RecordedHand& record) override;
    void stepped(const ReplayStep& step, const Position& before, const Position& after) override;
    void handEnded(int hand, const Position& end, const HandScore& score,
                   const Game& game) override;

  private:
    std::ostream& out_;
    SeatNames names_;
    TranscriptOptions options_;
    int lastTurn_ = 0;
    bool shown_ = true;  // the current hand is one the options ask for

    void print(const std::string& line, std::size_t indent);
};

}  // namespace bornes::formats
