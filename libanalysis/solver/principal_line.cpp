// SPDX-License-Identifier: Apache-2.0
#include "solver/principal_line.h"

#include <algorithm>
#include <optional>

#include "engine/mix64.h"
#include "engine/movegen.h"
#include "solver/bounds.h"
#include "solver/move_order.h"
#include "solver/outlook.h"

namespace bornes {

namespace {

// The line's searches of "settled within n moves of S" get this many nodes at least, or
// twice what the solve took if that is more; beyond, a step only keeps the value.
constexpr std::uint64_t kLineBudget = 1'000'000;

class QuickestLine {
  public:
    QuickestLine(SearchContext& ctx, Probes& probes, int value)
        : ctx_(ctx),
          probes_(probes),
          q_(ctx.query()),
          value_(value),
          sWins_(q_.boolean() ? value == 1 : value > 0),
          horizon_(std::size_t{4} << 20),
          stopAt_(ctx.stats().nodes + std::max(kLineBudget, 2 * ctx.stats().nodes)) {}

    PrincipalLine build(const SearchState& root, int moves) {
        PrincipalLine line;
        line.quickest = true;
        std::optional<int> k = fewest(root, maxMovesOfS(root));
        if (!k) line.quickest = false;
        SearchState s = root;
        bool winnerWins = false;
        while (!settledHere(s, winnerWins) && !ctx_.aborted() &&
               (moves == 0 || static_cast<int>(line.moves.size()) < moves)) {
            const bool sMoves = s.sideToMove() == q_.side;
            const bool winnerMoves = sMoves == sWins_;
            const int left = k ? *k - (sMoves ? 1 : 0) : 0;
            std::optional<Move> chosen;
            if (k) chosen = winnerMoves ? quickest(s, left) : longest(s, left, k);
            if (!chosen && !ctx_.aborted()) {  // beyond the budget: keep the value only
                line.quickest = false;
                k.reset();
                chosen = keeping(s);
            }
            if (!chosen) break;  // aborted
            if (k && winnerMoves) k = left;
            line.moves.push_back(*chosen);
            line.movesOfS += sMoves;
            s.apply(*chosen);
        }
        if (ctx_.aborted()) {
            line.quickest = false;
            return line;
        }
        if (!settledHere(s, winnerWins)) return line;  // the first moves only, as asked
        // Settled at S's own allonge decision (R18; R6 with the pile empty): stopping there
        // ends the hand.
        if (!s.over() && s.phase() == Phase::Allonge) line.moves.push_back(Move::declineAllonge());
        line.complete = true;
        return line;
    }

  private:
    // Whether the question is settled at `s` (S has reached, R18, or the hand is over), and
    // then whether for the side that wins it.
    bool settledHere(const SearchState& s, bool& winnerWins) const {
        int v = 0;
        if (!s.over() && !settledEarly(s, q_, v)) return false;
        if (s.over()) v = endValue(s, q_);
        if (q_.boolean())
            winnerWins = (v == 1) == sWins_;
        else
            winnerWins = sWins_ ? v >= value_ : v <= value_;
        return true;
    }

    // At least how many more moves S needs to settle the question its way (it wins it only
    // by reaching: a Roll if it is not rolling, and its fewest distance cards).
    int movesNeeded(const SearchState& s) const {
        if (!sWins_ || !q_.boolean()) return 0;
        const Tableau& t = s.tableau(q_.side);
        Outlook outlook(s, ctx_.options().tempo);
        const DistanceCards cards = playableDistance(s, q_.side, true, outlook.of(q_.side).avail);
        const int fewest = fewestCardsFor(cards, s.target() - t.distance);
        return (t.rolling() ? 0 : 1) + fewest;
    }

    // No line is longer than the cards left, coups-fourrés and allonge decisions aside.
    static int maxMovesOfS(const SearchState& s) { return s.cardsLeft() + 8; }

    bool overBudget() const { return ctx_.aborted() || ctx_.stats().nodes >= stopAt_; }

    // Whether the winner settles the question its way within `k` more moves of S, whatever
    // the other side does (false, and overBudget(), when stopped).
    bool within(const SearchState& s, int k) {
        bool winnerWins = false;
        if (settledHere(s, winnerWins)) return winnerWins;
        const bool sMoves = s.sideToMove() == q_.side;
        if (sMoves && k == 0) return false;
        if (ctx_.countNode() || overBudget()) return false;
        if (movesNeeded(s) > k) return false;
        // The value itself: the winner cannot settle the question its way where it cannot
        // even keep the value.
        Outlook outlook(s, ctx_.options().tempo);
        const ValueBounds b = quickBounds(outlook, q_, sWins_ ? value_ : value_ + 1);
        if (sWins_ ? b.upper < value_ : b.lower > value_) return false;
        const std::uint64_t key = ctx_.keyOf(s) + mix64(static_cast<std::uint64_t>(k) * 2 + sWins_);
        if (const TableEntry* e = horizon_.find(key)) {
            if (e->lower >= 1) return true;
            if (e->upper <= 0) return false;
        }
        const bool winnerMoves = sMoves == sWins_;
        const int left = sMoves ? k - 1 : k;
        bool result = !winnerMoves;
        for (Move m : orderedMoves(s, q_, Move(), ctx_.order())) {
            SearchState child = s;
            child.apply(m);
            const bool r = within(child, left);
            if (overBudget()) return false;
            if (r == winnerMoves) {
                result = winnerMoves;
                break;
            }
        }
        horizon_.store(key, result ? 1 : -kNoBound, result ? kNoBound : 0, Move(), 1);
        return result;
    }

    // The least k <= upTo within which the winner settles the question from `s`; upTo + 1
    // when none; nothing when stopped.
    std::optional<int> fewest(const SearchState& s, int upTo) {
        for (int k = movesNeeded(s); k <= upTo; ++k) {
            const bool r = within(s, k);
            if (overBudget()) return std::nullopt;
            if (r) return k;
        }
        return upTo + 1;
    }

    // The winner's move: the first (generator's order) that settles within `left`.
    std::optional<Move> quickest(const SearchState& s, int left) {
        for (Move m : legalMoves(s)) {
            SearchState child = s;
            child.apply(m);
            const bool r = within(child, left);
            if (overBudget()) return std::nullopt;
            if (r) return m;
        }
        return std::nullopt;  // cannot happen: the state settles within left + 1
    }

    // The loser's move: of those that keep the value, the one that holds out longest (the
    // first of them on a tie); `k` becomes what it holds out for.
    std::optional<Move> longest(const SearchState& s, int left, std::optional<int>& k) {
        const bool maximising = s.sideToMove() == q_.side;
        std::optional<Move> chosen;
        int longestFound = -1;
        for (Move m : legalMoves(s)) {
            SearchState child = s;
            child.apply(m);
            if (!q_.boolean() && !probes_.keeps(child, value_, maximising)) continue;
            if (ctx_.aborted()) return std::nullopt;
            const std::optional<int> n = fewest(child, left);
            if (!n) return std::nullopt;
            if (*n > longestFound) {
                longestFound = *n;
                chosen = m;
            }
        }
        if (chosen) k = longestFound;
        return chosen;
    }

    // A move that keeps the value, the first in the generator's order.
    std::optional<Move> keeping(const SearchState& s) {
        const bool maximising = s.sideToMove() == q_.side;
        for (Move m : legalMoves(s)) {
            SearchState child = s;
            child.apply(m);
            const bool keep = probes_.keeps(child, value_, maximising);
            if (ctx_.aborted()) return std::nullopt;
            if (keep) return m;
        }
        return std::nullopt;
    }

    SearchContext& ctx_;
    Probes& probes_;
    const Query& q_;
    int value_;
    bool sWins_;
    TranspositionTable horizon_;
    std::uint64_t stopAt_;
};

}  // namespace

PrincipalLine principalLine(SearchContext& ctx, Probes& probes, const SearchState& root, int value,
                            int moves) {
    QuickestLine builder(ctx, probes, value);
    return builder.build(root, moves);
}

}  // namespace bornes
