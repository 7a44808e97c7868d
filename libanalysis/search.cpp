#include "search.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <optional>

#include "alpha_beta.h"
#include "bounds.h"
#include "movegen.h"
#include "proof_search.h"
#include "search_context.h"

namespace bornes {

SearchStats& SearchStats::operator+=(const SearchStats& o) {
    nodes += o.nodes;
    tableProbes += o.tableProbes;
    tableHits += o.tableHits;
    tableCuts += o.tableCuts;
    tableStores += o.tableStores;
    boundCuts += o.boundCuts;
    cutoffs += o.cutoffs;
    probes += o.probes;
    seconds += o.seconds;
    return *this;
}

bool perfectInformation(const Position& pos) {
    for (int seat = 0; seat < pos.table().players; ++seat)
        if (pos.hand(seat).count(Card::Unknown) > 0) return false;
    for (Card c : pos.pile())
        if (!isReal(c)) return false;
    return true;
}

namespace {

// After this many nodes without an answer, alpha-beta hands the probe over to the
// proof-number search (proof_search.h): most states settle well within it, and those that
// do not are the ones where a depth-first search gets lost in its first move.
constexpr std::uint64_t kAlphaBetaFirst = 20'000;

// The solve's searches: values and probes, each by alpha-beta and, when it takes too long
// for a yes/no, by proof numbers.
class Probes {
  public:
    explicit Probes(SearchContext& ctx) : ctx_(ctx) {}

    // The fail-soft result of "value(s) >= gamma?" (see alpha_beta.h); nothing once aborted.
    std::optional<int> probe(const SearchState& s, int gamma) {
        ++ctx_.stats().probes;
        if (!ctx_.options().proofNumbers || !ctx_.query().boolean())
            return alphaBeta(ctx_, s, gamma);
        std::optional<int> r = alphaBeta(ctx_, s, gamma, kAlphaBetaFirst);
        if (r || ctx_.aborted()) return r;
        switch (proofNumberSearch(ctx_, s, gamma, proofSettings())) {
            case ProofResult::Proved:
                return gamma;
            case ProofResult::Disproved:
                return gamma - 1;
            case ProofResult::Unknown:
                break;
        }
        return std::nullopt;
    }

    // The exact value of `s`, or anything once aborted.
    int value(const SearchState& s, int guess) {
        if (ctx_.query().boolean()) return probe(s, 1).value_or(0) >= 1 ? 1 : 0;
        int lower = -kNoBound, upper = kNoBound, g = guess;
        if (ctx_.options().bounds) {
            const ValueBounds b = scoreBounds(s, ctx_.query());
            lower = b.lower;
            upper = b.upper;
            g = std::clamp(g, lower, upper);
        }
        static const int mode =
            std::getenv("BORNES_MTD") ? std::atoi(std::getenv("BORNES_MTD")) : 0;
        for (int step = 0; lower < upper && !ctx_.aborted(); ++step) {
            int gamma = g == lower ? g + 1 : g;
            // MTD(f) steps from the guess, and every other step a bisection of what is
            // left once the guess proves poor (fail-soft bounds can creep by 25 points).
            if (mode > 0 && step >= mode && step % 2 == 1 && upper - lower > 50)
                gamma = lower + (upper - lower) / 2 + 1;
            const std::optional<int> r = probe(s, gamma);
            if (!r) break;
            g = *r;
            if (g >= gamma)
                lower = g;
            else
                upper = g;
        }
        return g;
    }

    // Whether the value of `s` is at least `gamma`.
    bool atLeast(const SearchState& s, int gamma) { return probe(s, gamma).value_or(0) >= gamma; }

    // A first guess for MTD(f): what the table knows, else the hand scored as it stands.
    int guess(const SearchState& s) {
        if (ctx_.options().table)
            if (const TableEntry* e = ctx_.table().find(ctx_.keyOf(s))) {
                if (e->lower > -kNoBound && e->upper < kNoBound) return (e->lower + e->upper) / 2;
                if (e->lower > -kNoBound) return e->lower;
                if (e->upper < kNoBound) return e->upper;
            }
        return endValue(s, ctx_.query());
    }

    MoveList moves(const SearchState& s) {
        Move tableMove{};
        if (ctx_.options().table)
            if (const TableEntry* e = ctx_.table().find(ctx_.keyOf(s))) tableMove = e->move;
        return orderedMoves(s, ctx_.query(), tableMove, ctx_.order());
    }

  private:
    static ProofSettings proofSettings() {
        ProofSettings p;
        if (const char* e = std::getenv("BORNES_LEAF"))
            p.leafBudget = std::strtoull(e, nullptr, 10);
        if (const char* e = std::getenv("BORNES_EPS")) p.epsilon = std::strtod(e, nullptr);
        return p;
    }

    SearchContext& ctx_;
};

}  // namespace

Solver::Solver(std::size_t tableBytes, SearchOptions options)
    : table_(options.table ? tableBytes / 4 * 3 : sizeof(TranspositionTable::Cluster)),
      proofs_(options.proofNumbers ? tableBytes / 4 : sizeof(ProofTable::Cluster)),
      options_(options) {}

Solution Solver::solve(const Position& pos, const SolveRequest& request) {
    const SearchDeal deal = SearchDeal::of(pos);
    const SearchState root(pos, deal);
    const Query& q = request.query;
    SearchContext ctx(table_, proofs_, options_, q, pos.table(), request.limits);
    Probes search(ctx);
    table_.newSearch();
    proofs_.newSearch();
    Solution out;
    auto finish = [&]() -> Solution& {
        out.stats = ctx.stats();
        out.stats.seconds = ctx.elapsed();
        if (ctx.aborted()) out.limitHit = ctx.limitHit();
        return out;
    };

    // The answer.
    int v = 0;
    if (!ctx.settled(root, v)) v = search.value(root, search.guess(root));
    if (ctx.aborted()) return finish();
    out.solved = true;
    out.value = v;
    if (root.over()) {
        out.bestComplete = out.lineComplete = true;
        return finish();
    }
    const bool maximising = root.sideToMove() == q.side;
    // Whether a child of value-to-be-found keeps the root's value v.
    auto keeps = [&](const SearchState& child) {
        return maximising ? search.atLeast(child, v) : !search.atLeast(child, v + 1);
    };

    // The best moves: those that keep the value.
    if (request.bestMoves && !ctx.aborted()) {
        for (Move m : legalMoves(root)) {
            SearchState child = root;
            child.apply(m);
            int cv = 0;
            const bool keep =
                ctx.settled(child, cv) ? (maximising ? cv >= v : cv <= v) : keeps(child);
            if (ctx.aborted()) break;
            if (keep) out.best.push_back(m);
        }
        out.bestComplete = !ctx.aborted();
    }
    // A principal line: at each decision a move that keeps the value (the table's first).
    if (request.line && !ctx.aborted()) {
        SearchState s = root;
        int settledValue = 0;
        while (!ctx.settled(s, settledValue) && !ctx.aborted()) {
            const bool max = s.sideToMove() == q.side;
            Move chosen{};
            bool found = false;
            for (Move m : search.moves(s)) {
                SearchState child = s;
                child.apply(m);
                int cv = 0;
                const bool keep = ctx.settled(child, cv) ? (max ? cv >= v : cv <= v)
                                                         : (max ? search.atLeast(child, v)
                                                                : !search.atLeast(child, v + 1));
                if (ctx.aborted()) break;
                if (keep) {
                    chosen = m;
                    found = true;
                    break;
                }
            }
            if (!found) break;  // aborted (a proved value always has a move that keeps it)
            out.line.push_back(chosen);
            s.apply(chosen);
        }
        // S at its own allonge decision has reached (R18): stopping there ends the hand.
        if (!ctx.aborted() && !s.over() && s.phase() == Phase::Allonge) {
            out.line.push_back(Move::declineAllonge());
            s.apply(Move::declineAllonge());
        }
        out.lineComplete = !ctx.aborted();
    }
    // Every root move, in the generator's order (last: it costs the most, and a limit
    // reached here leaves the best moves and the line whole).
    if (request.allMoves && !ctx.aborted()) {
        for (Move m : legalMoves(root)) {
            SearchState child = root;
            child.apply(m);
            MoveValue mv{m, false, 0};
            int cv = 0;
            if (!ctx.settled(child, cv)) cv = search.value(child, v);
            if (!ctx.aborted()) mv = {m, true, cv};
            out.moves.push_back(mv);
        }
    }
    return finish();
}

}  // namespace bornes
