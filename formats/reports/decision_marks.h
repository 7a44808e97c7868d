// Where a hand was won or thrown away: every decision of a recorded hand solved before the
// move played (odds.h when cards are hidden), the way chess engines annotate games. The
// side that decided is asked `reach` (or `score`): a move that turns a won position into a
// lost one is a blunder (??), one that loses points against the best move a mistake (?),
// the only move that keeps the win (or the best score) a good move (!); with hidden cards,
// a move whose odds are clearly below the best move's is dubious (?!).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "analysis/odds.h"
#include "engine/position.h"
#include "messages/diagnostic.h"
#include "notation/record.h"
#include "notation/seat_names.h"
#include "solver/search.h"
#include "text/language.h"

namespace bornes::formats {

struct AnnotateRequest {
    Question question = Question::Reach;  // reach or score, for the side that decides
    SearchLimits limits;                  // for each decision (each deal with odds)
    bool odds = false;                    // decisions with hidden cards: estimate them
    int samples = 100;
    std::uint64_t seed = 1;
    int onlyHand = -1;  // 0-based: only that hand's decisions (-1: every hand)
};

enum class Mark : std::uint8_t { None, Good, Mistake, Blunder, Dubious };

struct Decision {
    enum class Status : std::uint8_t {
        Solved,     // exact values
        Forced,     // one legal move: nothing to judge
        Unsolved,   // a limit was hit first: no value, never guessed
        Hidden,     // cards hidden and no odds asked for
        Estimated,  // cards hidden: odds over random deals
    };
    int turn = 0;
    int seat = 0;
    int side = 0;
    Move played;
    Status status = Status::Solved;
    Mark mark = Mark::None;
    // Exact values for the side that decided (Solved): the best and the move played's.
    int valueBefore = 0, valueAfter = 0;
    std::vector<Move> best;  // the moves that keep the best value (Solved), or the best odds
    std::string limitHit;    // Unsolved: "nodes" or "time"
    // Estimated: the odds of the move played and of the best one, over `deals` solved.
    std::optional<MoveOdds> playedOdds, bestOdds;
    int deals = 0;
    int actionIndex = -1;            // in the recorded hand's actions; -1 for an implied decision
    std::optional<Position> before;  // the position decided in, to word its moves
};

struct HandAnnotation {
    int hand = 0;  // 0-based
    std::vector<Decision> decisions;
    SeatNames names;
    Question question = Question::Reach;
    int target = 0;  // at the start of the hand
};

// Every decision of every hand of a valid record; the first error of an invalid record goes
// to `problems` and the decisions before it are kept (`complete`: see playRecord). One solver for
// the whole record: its table serves the next decisions.
std::vector<HandAnnotation> annotateRecord(const Record& record, Solver& solver,
                                           const AnnotateRequest& request,
                                           std::vector<Diagnostic>& problems, bool complete = true);

// The annotation's glyph ("??", "?", "!", "?!") and its comment ("200 loses: PRIO reaches
// 1000"); empty for a decision that gets none.
// The rule of "?!" (a decision estimated over random deals): the played move is clearly
// below the best one only when their 95 % intervals do not meet; a lower mean within the
// noise of the sampling is no verdict.
bool clearlyBelow(const MoveOdds& best, const MoveOdds& played, bool yesNo);

std::string markGlyph(Mark mark);
std::string decisionComment(const HandAnnotation& hand, const Decision& d, Language lang);

// The record with the marks as its annotations and the comments after the record's own
// (a mark replaces the record's glyph on that action).
void applyAnnotations(Record& record, const std::vector<HandAnnotation>& hands, Language lang);

}  // namespace bornes::formats
