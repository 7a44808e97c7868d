// SPDX-License-Identifier: Apache-2.0
// The value of every move of a decision estimated by rollouts (issue 31), as GNU Backgammon
// rolls a position out and as the Skat and bridge programs deal the unseen cards: the hidden
// cards are dealt at random (deal_sampler.h) many times, and in each deal every legal move is
// played on to the end of the hand by a playout policy (players/policy.h). Near the end of
// the hand, where the exact solver answers in microseconds, the playout stops at `horizon`
// cards left and the solver gives the exact value under best play from there (the hybrid);
// a leaf past its node budget is played on by the policy instead.
//
// Every move of a deal is played on that deal with the same playout seed (common random
// numbers): the difference of two moves in one deal is what the moves made, not the luck of
// the draw, and the paired differences give tight intervals. Everything is named by the
// request's seed: the same seed, the same deals, the same playouts, the same values.
//
// What it estimates: a move's value against sound play by everyone after it (the policy's,
// then the solver's), the hidden cards dealt as a shuffle would. An estimate, never a proof.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "players/policy.h"
#include "solver/search.h"

namespace bornes {

struct RolloutSettings {
    Policy policy;                    // every seat's, after the move weighed
    int horizon = -1;                 // cards left from which the solver answers (-1: never)
    std::uint64_t leafNodes = 20000;  // an exact leaf's node budget; past it the policy plays on
};

// The share of random moves (%) in the playouts of a position with every card known, where a
// plain heuristic would play every playout alike (the hybrid measured in issue 31: 10 %).
inline constexpr int kKnownCardsNoise = 10;

// `settings` for weighing the moves of `pos`: with every card known there is one deal, and
// the plain heuristic plays it the same way each time (thirty identical playouts are one
// playout, not an interval); there the playouts choose kKnownCardsNoise % of their moves at
// random, so that their spread means something.
RolloutSettings settingsFor(const Position& pos, RolloutSettings settings);

// The hybrid's leaves: answered exactly, or past their budget and played on by the policy.
struct LeafCounts {
    std::uint64_t exact = 0, playedOn = 0;
    SearchStats stats;  // of the exact leaves' searches
};

// What a playout is worth to the side of a query: the hand's score difference (the currency
// of the marks) and whether the side reached the target (R18).
struct PlayoutValue {
    int score = 0;
    bool reached = false;
    friend bool operator==(const PlayoutValue&, const PlayoutValue&) = default;
};

// The value for `query`'s side and rules of `pos`, every card known, played on by `settings`
// (`solver` may be null when there is no horizon): at an exact leaf, the score and the reach
// under best play, each its own search; no leaf is searched past `deadline`.
PlayoutValue playoutValue(
    Position pos, const Query& query, const RolloutSettings& settings, Rng& rng, Solver* solver,
    LeafCounts& leaves,
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max());

struct RolloutEstimate;

struct RolloutRequest {
    Query query;
    RolloutSettings settings;
    int deals = 2000;        // at most
    std::uint64_t seed = 1;  // the deals and the playouts
    // The end of the run this estimate is part of: no deal is started past it.
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
    // Asked after each deal: true stops there (the verdict is settled).
    std::function<bool(const RolloutEstimate&)> enough;
};

// One move's values, deal by deal.
struct MoveRollouts {
    Move move;
    std::vector<float> values;    // its score, one per deal drawn; NaN where it was not legal
    std::vector<float> reached;   // 1 or 0 whether its side reached; NaN where not legal
    int deals = 0;                // where it was legal
    double sum = 0, squares = 0;  // of the scores
    int reaches = 0;

    double mean() const { return deals ? sum / deals : 0; }
    double reach() const { return deals ? static_cast<double>(reaches) / deals : 0; }
    // The normal interval of the mean at the point z (1.96: 95 %); [mean, mean] under two deals.
    double low(double z) const;
    double high(double z) const;
    // Wilson's interval of the chance of reaching at the point z, as the odds' (odds.h) and
    // the annotator's: within [0, 1], and not [p, p] at 0 % or 100 % of a few deals.
    double reachLow(double z) const;
    double reachHigh(double z) const;
};

struct RolloutEstimate {
    std::vector<MoveRollouts> moves;  // every move met, in the order first met
    int deals = 0;                    // deals drawn and played
    int inconsistent = 0;             // draws no deal could satisfy (DealSampler::sample)
    std::uint64_t playouts = 0;
    LeafCounts leaves;
    std::string limitHit;       // "time" when the deadline came first
    bool stoppedEarly = false;  // `enough` stopped it

    const MoveRollouts* find(Move m) const;
    // The move of the best mean (the engine's choice), among those met.
    const MoveRollouts* best() const;
};

// The seeds of deal `d` of a request's `seed`: its cards, and the playouts of every move
// weighed on it (one for all of them: the pairing).
std::uint64_t rolloutDealSeed(std::uint64_t seed, int d);
std::uint64_t rolloutPlaySeed(std::uint64_t seed, int d);

// Precondition: request.query.side is a side of the table; the position is not over. The
// position may hide cards (Card::Unknown): they are dealt anew for each deal.
RolloutEstimate estimateByRollouts(Solver* solver, const Position& pos,
                                   const RolloutRequest& request);

// What playing `played` costs against the engine's choice, deal by deal (the expected
// regret given what the position shows): in each deal where `played` was legal, the value of
// the move of the best mean among that deal's legal moves, less the value of `played`. The
// engine's choice never looks at the deal's hidden cards (it is chosen by the means), so a
// move is not blamed for a card its player could not have known.
struct Regret {
    int deals = 0;
    double sum = 0, squares = 0;
    // The move the engine preferred in most of the deals where it preferred another (the
    // move a comment names); the move played itself when it never did.
    Move choice;
    double mean() const { return deals ? sum / deals : 0; }
    double low(double z) const;
    double high(double z) const;
};
// In the hand's score difference; with `reach`, in the chance of reaching (0 to 1) lost
// against the same choice.
Regret regretOf(const RolloutEstimate& estimate, Move played, bool reach = false);

}  // namespace bornes
