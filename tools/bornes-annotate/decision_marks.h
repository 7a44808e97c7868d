// SPDX-License-Identifier: Apache-2.0
// Where a hand was won or thrown away: every decision of a recorded hand judged
// (analysis/decision_judge.h: ??, ?, !, ?!) as the record plays it, and the marks and their
// comments written into the record, in English or French.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "analysis/decision_judge.h"
#include "engine/position.h"
#include "messages/diagnostic.h"
#include "notation/record.h"
#include "notation/record_player.h"
#include "notation/seat_names.h"
#include "solver/search.h"
#include "text/language.h"

namespace bornes::formats {

struct AnnotateRequest : JudgeRequest {
    int onlyHand = -1;  // 0-based: only that hand's decisions (-1: every hand)
    // --view player: each decision judged from what its player could see (seenFrom), the
    // rest dealt at random; else from the record as written (every card it shows).
    bool fromSeat = false;
    // --turn N or N-M: only the decisions of those turns (0: from the first, to the last).
    int firstTurn = 0, lastTurn = 0;
    // The run's budget (--budget): each decision is given at most what is left of it, and
    // the decisions after it is spent are left unsolved ("budget"), never guessed.
    std::optional<std::chrono::steady_clock::time_point> deadline;
    // Told after each decision of a game is judged: how many of how many (progress).
    std::function<void(int done, int total)> progress;
    // --luck: each draw's luck estimated over this many deals (0: none; hand_luck.h).
    int luckDeals = 0;

    bool asks(int hand, int turn) const {
        return (onlyHand < 0 || hand == onlyHand) && turn >= firstTurn &&
               (lastTurn == 0 || turn <= lastTurn);
    }
};

// A decision of a record and its judgement (analysis/decision_judge.h).
struct Decision : Judgement {
    int turn = 0;
    int seat = 0;
    int side = 0;
    Move played;
    int actionIndex = -1;            // in the recorded hand's actions; -1 for an implied decision
    std::optional<Position> before;  // the position decided in, to word its moves
};

// The luck of a hand's draws (hand_luck.h), each seat's draws weighed for its own side; the
// hand's swing for side A split into its draws' and its play's.
struct HandLuck {
    enum class Status : std::uint8_t { Weighed, DrawsHidden };
    Status status = Status::Weighed;
    int draws = 0;                 // draws weighed
    int deals = 0;                 // each value's deals (the fewest met)
    std::vector<double> byPlayer;  // the luck of each seat's draws, for its side
    double start = 0;              // side A's expected score difference before the first draw
    double result = 0;             // side A's score difference at the end of the hand
    // Each draw weighed, as the story chart shows it: the drawing side's expectation once the
    // card is in the hand, before the decision `decision` (an index of the hand's decisions).
    struct Draw {
        int decision = 0, side = 0;
        double score = 0, reach = 0;  // the mean score difference, the share of deals reached
        double luck = 0;              // for the drawing side: score less its mean before
        double luckForA = 0;          // the same draw's for side A (the swing's split)
    };
    std::vector<Draw> shown;
    // Side A's part of the swing from the draws, every draw weighed for side A: with two sides
    // its players' luck less its opponents' (one side's score difference is the other's,
    // negated); with three each opponent's draw is weighed for side A as well.
    double fromDraws = 0;
    double swing() const { return result - start; }
    double fromPlay() const { return swing() - fromDraws; }
};

struct HandAnnotation {
    int hand = 0;  // 0-based
    std::vector<Decision> decisions;
    SeatNames names;
    Question question = Question::Reach;
    int target = 0;                // at the start of the hand
    std::optional<Position> end;   // the hand's last position, as the record leaves it
    std::optional<HandLuck> luck;  // with --luck
};

// Every decision of every hand of a valid record; the first error of an invalid record goes
// to `problems` and the decisions before it are kept (`complete`: see playRecord). One solver for
// the whole record: its table serves the next decisions. `alongside`, when given, is fed by
// the same replay (the page's frames): a record is replayed once.
std::vector<HandAnnotation> annotateRecord(const Record& record, Solver& solver,
                                           const AnnotateRequest& request,
                                           std::vector<Diagnostic>& problems, bool complete = true,
                                           ReplayObserver* alongside = nullptr);

// The annotation's glyph ("??", "?", "!", "?!") and its comment ("200 loses: PRIO reaches
// 1000"); empty for a decision that gets none.
std::string markGlyph(Mark mark);
std::string decisionComment(const HandAnnotation& hand, const Decision& d, Language lang);

// The record with the marks as its annotations and the comments after the record's own
// (a mark replaces the record's glyph on that action).
void applyAnnotations(Record& record, const std::vector<HandAnnotation>& hands, Language lang);

}  // namespace bornes::formats
