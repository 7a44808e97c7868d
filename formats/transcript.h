// A game told in words, for people: the text output of bornes-replay and bornes-play. Each
// hand: the hands as dealt, one line per decision with the cards drawn before it, each
// side's tableau after it, the score sheet in the books' layout and the running game score.
#pragma once

#include <ostream>
#include <string>

#include "language.h"
#include "position.h"
#include "record.h"
#include "record_player.h"
#include "seat_names.h"

namespace bornes::formats {

// The seat names of a record ("P1".."P6" where it names nobody).
SeatNames seatNamesOf(const Record& record);

// One side's tableau on one line: battle top, speed, distance, safeties (* = coup-fourré).
std::string describeTableau(const Position& pos, int side, const SeatNames& names, Language lang);
// A player's hand in the canonical card order, "?" for cards not known, leaving out one card
// of kind `except` (Card::None: none).
std::string describeHand(const Position& pos, int seat, Language lang, Card except = Card::None);
// What a move does, in words: "plays Flat Tire on Paul/Paulette", "défausse 25".
std::string describeMove(const Position& before, Move m, const SeatNames& names, Language lang);
// The whole position on a few lines: tableaux, hands, pile, discards, who decides what.
std::string describePosition(const Position& pos, const SeatNames& names, Language lang);

struct TranscriptOptions {
    Language lang = Language::English;
    bool steps = true;     // one line per decision (else only the score sheets)
    bool tableaux = true;  // each side's tableau after every decision
    bool hands = false;    // every player's known hand after every decision
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
    const Record& record_;
    SeatNames names_;
    TranscriptOptions options_;
    int lastTurn_ = 0;
};

}  // namespace bornes::formats
