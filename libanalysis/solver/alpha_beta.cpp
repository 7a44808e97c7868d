// SPDX-License-Identifier: Apache-2.0
#include "solver/alpha_beta.h"

#include <algorithm>
#include <bit>

#include "solver/bounds.h"
#include "solver/outlook.h"

namespace bornes {

namespace {

// Moves `m` to the front of `moves`, the others keeping their order (as orderedMoves puts a
// table move); nothing when it is not among them.
void putFirst(MoveList& moves, Move m) {
    Move* first = moves.data();
    Move* last = first + moves.size();
    Move* at = std::find(first, last, m);
    if (at != last) std::rotate(first, at, at + 1);
}

class AlphaBeta {
  public:
    AlphaBeta(SearchContext& ctx, std::uint64_t budget)
        : ctx_(ctx),
          table_(ctx.table()),
          options_(ctx.options()),
          q_(ctx.query()),
          stopAt_(budget ? ctx.stats().nodes + budget : ~std::uint64_t{0}) {}

    bool stopped() const { return stopped_; }

    int search(const SearchState& s, int gamma) {
        if (ctx_.countNode() || ctx_.stats().nodes >= stopAt_) {
            stopped_ = true;
            return 0;
        }
        int v = 0;
        if (ctx_.settled(s, v)) return v;
        // The table keeps turn decisions only: coup-fourré windows and allonge decisions are
        // few, and searched again faster than fetched.
        const bool useTable = options_.table && s.phase() == Phase::Turn;
        Outlook outlook(s, options_.tempo);
        int lower = -kNoBound, upper = kNoBound;
        if (options_.bounds) {
            const ValueBounds b = quickBounds(outlook, q_, gamma, raceBounds(options_));
            lower = b.lower;
            upper = b.upper;
            if (lower >= gamma || upper < gamma) {
                ++ctx_.stats().boundCuts;
                return lower >= gamma ? lower : upper;
            }
        } else if (q_.boolean()) {
            lower = 0;
            upper = 1;
        }
        // What can still matter (relevance.h): the table's key, and the moves worth trying.
        // Worked out after the bounds, which settle many nodes without it (a tenth of set
        // b's time saved), and before the moves, so that the table's cache line is on its
        // way while they are generated: the probe is the search's costliest memory access.
        std::optional<Relevance> relevance;
        if (s.phase() == Phase::Turn) relevance.emplace(outlook, q_, options_.finishing);
        const std::uint64_t key = useTable ? ctx_.keyOf(s, *relevance) : 0;
        if (useTable) table_.prefetch(key);
        // The moves, ordered before the probe: more work for the cache line to arrive
        // during; the table's move, if any, then goes first.
        MoveList moves = orderedMoves(outlook, q_, Move{}, ctx_.order(),
                                      relevance ? &relevance->hand(s.toMove()) : nullptr);
        if (useTable) {
            ++ctx_.stats().tableProbes;
            if (const TableEntry* e = table_.find(key)) {
                ++ctx_.stats().tableHits;
                lower = std::max(lower, e->lower);
                upper = std::min(upper, e->upper);
                if (lower >= gamma || upper < gamma) {
                    ++ctx_.stats().tableCuts;
                    return lower >= gamma ? lower : upper;
                }
                putFirst(moves, e->move);
            }
        }
        const std::uint64_t nodesBefore = ctx_.stats().nodes;
        const bool maximising = s.sideToMove() == q_.side;
        int best = maximising ? -kNoBound : kNoBound;
        Move bestMove{};
        for (int i = 0; i < moves.size(); ++i) {
            const Move m = moves[i];
            SearchState child = s;
            child.apply(m);
            const int childValue = search(child, gamma);
            if (stopped_) return 0;
            if (maximising ? childValue > best : childValue < best) {
                best = childValue;
                bestMove = m;
            }
            if (maximising ? best >= gamma : best < gamma) {
                ++ctx_.stats().cutoffs;
                break;
            }
        }
        // Fail-soft: a failed search bounds the value by its best child, and the bounds
        // known before still hold.
        best = std::clamp(best, lower, upper);
        if (useTable) {
            ++ctx_.stats().tableStores;
            const int work = static_cast<int>(std::bit_width(ctx_.stats().nodes - nodesBefore));
            if (best >= gamma)
                table_.store(key, best, kNoBound, bestMove, work);
            else
                table_.store(key, -kNoBound, best, bestMove, work);
        }
        return best;
    }

  private:
    SearchContext& ctx_;
    TranspositionTable& table_;
    const SearchOptions& options_;
    const Query& q_;
    std::uint64_t stopAt_;
    bool stopped_ = false;
};

}  // namespace

std::optional<int> alphaBeta(SearchContext& ctx, const SearchState& s, int gamma,
                             std::uint64_t budget) {
    AlphaBeta search(ctx, budget);
    const int v = search.search(s, gamma);
    if (search.stopped()) return std::nullopt;
    return v;
}

}  // namespace bornes
