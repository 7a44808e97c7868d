// SPDX-License-Identifier: Apache-2.0
// A decision judged, the way chess engines annotate a game: the position solved before the
// move played (odds.h when cards are hidden), for the side that decided. A move that turns a
// won position into a lost one is a blunder (??), one that loses points against the best
// move a mistake (?), the only move that keeps the win (or the best score) a good move (!);
// with hidden cards, a move whose odds are clearly below the best move's is dubious (?!).
// The annotator (tools/bornes-annotate/decision_marks.h) walks a record and words the marks.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/odds.h"
#include "analysis/rollout.h"
#include "engine/position.h"
#include "engine/position_setup.h"
#include "solver/search.h"

namespace bornes {

// Which engine judges a decision (issue 31: bornes-annotate and bornes-solve --engine).
enum class Engine : std::uint8_t {
    Exact,    // the solver only: hidden cards leave a decision out (unless `odds`), a limit
              // leaves it unsolved
    Auto,     // the solver where it answers within its limits (at most kAutoExactNodes),
              // rollouts everywhere else, hidden cards included
    Odds,     // hidden cards: the solver on random deals (odds.h); else the solver
    Rollout,  // rollouts for every decision (rollout.h)
};
std::optional<Engine> parseEngine(std::string_view name);
std::string_view engineName(Engine engine);
// Auto's try of the solver before rollouts, when no --max-nodes is given: a few tenths of a
// second, where the solver answers the last 20 to 40 cards of a hand.
inline constexpr std::uint64_t kAutoExactNodes = 300000;

struct JudgeRequest {
    Question question = Question::Reach;  // reach or score, for the side that decides
    SearchLimits limits;                  // for each decision (each deal with odds)
    bool odds = false;                    // decisions with hidden cards: estimate them
    Engine engine = Engine::Exact;
    // Rollouts (Auto, Rollout): the playouts after the move and the hybrid's horizon, and a
    // decision's deals at most (fewer once the mark is settled).
    RolloutSettings rollout;
    int rolloutDeals = 2000;
    int samples = 100;
    std::uint64_t seed = 1;
    // Sequential sampling: stop drawing deals once more of them cannot change the mark
    // (settled()); off, every deal asked for is drawn.
    bool earlyStop = true;
    bool freshTable = false;  // OddsRequest::freshTable: to measure the table's reuse
};

enum class Mark : std::uint8_t { None, Good, Mistake, Blunder, Dubious };

struct Judgement {
    enum class Status : std::uint8_t {
        Solved,     // exact values
        Forced,     // one legal move: nothing to judge
        Unsolved,   // a limit was hit first: no value, never guessed
        Hidden,     // cards hidden and no odds asked for
        Estimated,  // cards hidden: odds over random deals
    };
    Status status = Status::Solved;
    Mark mark = Mark::None;
    // Exact values for the side that decided (Solved): the best and the move played's.
    int valueBefore = 0, valueAfter = 0;
    // The moves that keep the best value (Solved; a mistake's first is the principal line's,
    // the one a comment names), or the move of the best odds (Estimated).
    std::vector<Move> best;
    std::string limitHit;  // Unsolved: "nodes" or "time"
    // Estimated: the odds of the move played and of the best one, over `deals` solved.
    std::optional<MoveOdds> playedOdds, bestOdds;
    int deals = 0;
    // Every move weighed, best first (Solved: its exact value; Estimated: its mean over the
    // deals where it was legal), for the pages that show each candidate.
    struct Candidate {
        Move move;
        double value = 0;
        int deals = 0;  // Estimated: the deals it was weighed in; Solved: 0
        // Estimated: the 95 % interval of `value` (MoveOdds::low, high), what the pages print
        // beside it; Solved: the value itself (a proof has no interval).
        double low = 0, high = 0;
    };
    std::vector<Candidate> candidates;
    // Which engine judged it, and what rollouts found (Estimated by Rollout): the expected
    // regret of the move played against the engine's choice, in the hand's score difference
    // and in the chance of reaching, each paired deal by deal; each move's chance of reaching.
    Engine engine = Engine::Exact;
    struct Rollouts {
        Regret points, reach;
        double reachPlayed = 0, reachBest = 0;
        double meanPlayed = 0, meanBest = 0;
        std::uint64_t playouts = 0;
    };
    std::optional<Rollouts> rollouts;
};

// The marks of a decision judged by rollouts, in the hand's score difference (what a game to
// 5 000 adds up), in the manner of GNU Backgammon's and lichess's marks by what a move loses:
// "?!" from 100 points, "?" from 200, "??" from 400 or a drop of 25 points of reaching chance;
// only when the regret's paired 99.9 % interval lies above zero over at least
// kFewestRolloutDeals deals. Never "!": that is proved, never estimated.
inline constexpr double kRolloutDubious = 100, kRolloutMistake = 200, kRolloutBlunder = 400;
inline constexpr double kRolloutBlunderReach = 0.25;
inline constexpr int kFewestRolloutDeals = 30;

Mark rolloutMark(const Regret& points, const Regret& reach);
// Whether more deals could still change rolloutMark: each regret's interval within one band.
bool rolloutSettled(const Regret& points, const Regret& reach);

// The judgement of `played` in `before`, asked `query` (its side: the side that decides).
// A hand whose cards are hidden (a club's record) showed the card played by playing it: the
// deals are drawn among those where the player holds it (withPlayedCardShown).
Judgement judgeDecision(Solver& solver, const Position& before, Move played, const Query& query,
                        const JudgeRequest& request);

// What `seat` could see of `pos`: its own hand, every tableau, the discards; the other hands
// and the draw pile face down (Card::Unknown), to be dealt at random (odds.h), so that a
// decision is judged from the player's seat, never blaming a player for not seeing the pile
// (issue 22, --view player). `pos` itself when it cannot be described so.
Position seenFrom(const Position& pos, int seat);

// `pos` with the card of `played` turned face up in the hand that plays it, when the hand
// hides it among its unknown cards; a coup-fourré's window decided by the seat that calls it.
Position withPlayedCardShown(Position pos, Move played);

// The rule of "?!" (a decision estimated over random deals): the played move is clearly
// below the best one only when their 95 % intervals do not meet, each over at least
// kFewestDeals deals; a lower mean within the noise of the sampling is no verdict, nor are
// a few deals whose scores happen to agree (an interval of width 0).
inline constexpr int kFewestDeals = 10;
bool clearlyBelow(const MoveOdds& best, const MoveOdds& played, bool yesNo);

// Whether the deals drawn so far settle the mark of `played`, `samples` being asked for:
// - another move's interval lies above the played move's even at 99.9 % (an early look
//   must clear a stricter bar than the final 95 % one, as group-sequential trials stop early
//   (Haybittle–Peto), so that looking after every deal does not make marks the full count
//   would not): "?!" whatever the deals left bring;
// - or, for a yes/no question, no move could separate from the played one at the full
//   count even if every deal left went for it and against the played move: no mark,
//   exactly as the full count would give. Only when every deal offers the same moves
//   (`sameMoves`: the mover's hand known, a turn), else a move not met yet could.
bool settled(const Odds& odds, Move played, bool yesNo, int samples, bool sameMoves);

}  // namespace bornes
