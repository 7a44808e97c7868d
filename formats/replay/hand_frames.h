// SPDX-License-Identifier: Apache-2.0
// The moments of one hand of a recorded game, for pictures (table_diagram.h) and the
// step-through page (storyboard_page.h): the deal as dealt (six cards each), the first
// player's first draw, then the table after every decision, each with who made it, what it
// was, its turn and the record's comment; the score at the end.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/position.h"
#include "engine/scoring.h"
#include "messages/diagnostic.h"
#include "notation/record.h"
#include "notation/record_player.h"
#include "notation/seat_names.h"
#include "text/language.h"

namespace bornes::formats {

struct Frame {
    Position position;  // the table after the decision (the first frame: the deal)
    Position before;    // the table before it
    int turn = 0;       // 0: the deal
    int seat = -1;      // who decided (-1: the deal)
    Move move;
    bool implied = false;    // a decision the record leaves implied (a coup-fourré declined)
    bool extraTurn = false;  // a safety whose extra turn comes next (R4)
    bool draw = false;       // the first player's first draw (turn 1), shown on its own
    bool dealt = false;      // the deal (turn 0) of a hand dealt, not a position set up
    std::string comment;     // the record's comment on it
};

struct HandFrames {
    int hand = 0;                    // 0-based
    std::vector<Frame> frames;       // the deal first
    std::optional<HandScore> score;  // when the hand was played to its end and scored
    std::string openingComment;
    bool found = false;  // the record holds that hand
    bool valid = true;   // the hand plays without error (up to where it stops)
};

// Collects the frames of one hand (`only`, 0-based: out[0]) or of every hand (out[hand]) while
// playRecord() replays a record: beside another observer (ReplayObservers), one replay
// feeds every consumer of a record (bornes-annotate's marks and its page).
class HandFramesCollector : public ReplayObserver {
  public:
    explicit HandFramesCollector(std::vector<HandFrames>& out,
                                 std::optional<int> only = std::nullopt)
        : out_(out), only_(only) {}
    void handStarted(int hand, const Position& start, const RecordedHand& record) override;
    void stepped(const ReplayStep& step, const Position& before, const Position& after) override;
    void handEnded(int hand, const Position& end, const HandScore& score,
                   const Game& game) override;

  private:
    HandFrames* handOf(int hand);
    std::vector<HandFrames>& out_;
    std::optional<int> only_;
};

// Every hand not valid when the replay said an error (problems from `from` on): play stops
// at the first error.
void markInvalid(std::vector<HandFrames>& hands, const std::vector<Diagnostic>& problems,
                 std::size_t from);

// Plays the record to collect hand `hand` (0-based); diagnostics go to `problems`.
HandFrames framesOf(const Record& record, int hand, const PlayOptions& options,
                    std::vector<Diagnostic>& problems, bool complete = true);

// The frames that end each turn, the deal first: the storyboard's pictures.
std::vector<const Frame*> turnEnds(const HandFrames& hand);

// What a frame shows, in a sentence: "Jean plays Flat Tire on Paul/Paulette",
// "Paulette: coup fourré with Puncture-Proof", "Jean deals six cards each".
std::string frameSentence(const Frame& frame, const SeatNames& names, Language lang);
// How the hand ended: "Side A: Paul/Paulette wins the hand at 1 000 km, by couronnement",
// or nobody reached the target; empty while the hand goes on.
std::string handEndSentence(const HandFrames& hand, const SeatNames& names, Language lang);
// Every decision of a turn in one caption, joined by " — ".
std::string turnSentence(const HandFrames& hand, int turn, const SeatNames& names, Language lang);
// The record's comments on a turn's decisions, joined by " — " (turn 0: the hand's opening
// comment).
std::string turnComments(const HandFrames& hand, int turn);

}  // namespace bornes::formats
