#include "search.h"

#include <algorithm>
#include <bit>

#include "bounds.h"
#include "movegen.h"

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

std::uint64_t mix(std::uint64_t x) {
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// What keeps the entries of different questions, sides, rules and tables apart.
std::uint64_t queryKey(const Query& q, const Table& table) {
    std::uint64_t k = static_cast<std::uint64_t>(q.question) |
                      static_cast<std::uint64_t>(q.side) << 4 |
                      static_cast<std::uint64_t>(table.form) << 8 |
                      static_cast<std::uint64_t>(table.target) << 12;
    if (q.question == Question::Score)
        k |= static_cast<std::uint64_t>(q.rules.ruleset) << 24 |
             static_cast<std::uint64_t>(
                 static_cast<std::uint32_t>(q.rules.bonusNoHundredNoTwoHundred))
                 << 32;
    return mix(k + 0x5bd1e9955bd1e995ULL);
}

}  // namespace

class Solver::Search {
  public:
    Search(Solver& solver, const Query& q, const Table& table, const SearchLimits& limits)
        : table_(solver.table_),
          options_(solver.options_),
          q_(q),
          key_(queryKey(q, table)),
          limits_(limits),
          start_(std::chrono::steady_clock::now()) {
        order_.merge = options_.merge;
        order_.order = options_.order;
    }

    bool aborted() const { return aborted_; }
    const char* limitHit() const { return limitHit_; }
    SearchStats& stats() { return stats_; }
    double elapsed() const {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    }

    // The exact value of `s`, or anything once aborted().
    int value(const SearchState& s, int guess) {
        if (q_.boolean()) return probe(s, 1) >= 1 ? 1 : 0;
        int lower = -kNoBound, upper = kNoBound, g = guess;
        while (lower < upper && !aborted_) {
            const int gamma = g == lower ? g + 1 : g;
            g = probe(s, gamma);
            if (g >= gamma)
                lower = g;
            else
                upper = g;
        }
        return g;
    }

    // Whether the value of `s` is at least `gamma`.
    bool atLeast(const SearchState& s, int gamma) { return probe(s, gamma) >= gamma; }

    // The null-window search (fail-soft): a result >= gamma is a lower bound of the value,
    // a result < gamma an upper bound.
    int probe(const SearchState& s, int gamma) {
        ++stats_.probes;
        return search(s, gamma);
    }

    // A first guess for MTD(f): what the table knows, else the hand scored as it stands.
    int guess(const SearchState& s) {
        if (options_.table)
            if (const TableEntry* e = table_.find(s.futureKey() + key_)) {
                if (e->lower > -kNoBound && e->upper < kNoBound) return (e->lower + e->upper) / 2;
                if (e->lower > -kNoBound) return e->lower;
                if (e->upper < kNoBound) return e->upper;
            }
        return endValue(s, q_);
    }

    // Whether the state is already settled (the end of the hand, or S at its allonge
    // decision); sets `v`.
    bool settled(const SearchState& s, int& v) const {
        if (s.over()) {
            v = endValue(s, q_);
            return true;
        }
        return settledEarly(s, q_, v);
    }

    MoveList moves(const SearchState& s) {
        Move tableMove{};
        if (options_.table)
            if (const TableEntry* e = table_.find(s.futureKey() + key_)) tableMove = e->move;
        return orderedMoves(s, q_, tableMove, order_);
    }

  private:
    void checkLimits() {
        if (limits_.maxNodes && stats_.nodes >= limits_.maxNodes) {
            aborted_ = true;
            limitHit_ = "nodes";
        } else if (limits_.seconds > 0 && (stats_.nodes & 4095) == 0 &&
                   elapsed() >= limits_.seconds) {
            aborted_ = true;
            limitHit_ = "time";
        }
    }

    int search(const SearchState& s, int gamma) {
        ++stats_.nodes;
        checkLimits();
        if (aborted_) return 0;
        int v = 0;
        if (settled(s, v)) return v;
        const std::uint64_t key = s.futureKey() + key_;
        // The table keeps turn decisions only: coup-fourré windows and allonge decisions are
        // few, and searched again faster than fetched.
        const bool useTable = options_.table && s.phase() == Phase::Turn;
        if (useTable) table_.prefetch(key);  // the bounds below take a while
        Outlook outlook(s);
        int lower = -kNoBound, upper = kNoBound;
        if (options_.bounds) {
            const ValueBounds b = quickBounds(outlook, q_, gamma);
            lower = b.lower;
            upper = b.upper;
            if (lower >= gamma || upper < gamma) {
                ++stats_.boundCuts;
                return lower >= gamma ? lower : upper;
            }
        } else if (q_.boolean()) {
            lower = 0;
            upper = 1;
        }
        Move tableMove{};
        if (useTable) {
            ++stats_.tableProbes;
            if (const TableEntry* e = table_.find(key)) {
                ++stats_.tableHits;
                lower = std::max(lower, e->lower);
                upper = std::min(upper, e->upper);
                if (lower >= gamma || upper < gamma) {
                    ++stats_.tableCuts;
                    return lower >= gamma ? lower : upper;
                }
                tableMove = e->move;
            }
        }
        const std::uint64_t nodesBefore = stats_.nodes;
        const MoveList moves = orderedMoves(outlook, q_, tableMove, order_);
        const bool maximising = s.sideToMove() == q_.side;
        int best = maximising ? -kNoBound : kNoBound;
        Move bestMove{};
        // Each child is made one step ahead, and its table entry fetched from memory while
        // the child before it is searched.
        SearchState children[2];
        children[0] = s;
        children[0].apply(moves[0]);
        if (useTable) table_.prefetch(children[0].futureKey() + key_);
        for (int i = 0; i < moves.size(); ++i) {
            const Move m = moves[i];
            const SearchState& child = children[i & 1];
            if (i + 1 < moves.size()) {
                SearchState& next = children[(i + 1) & 1];
                next = s;
                next.apply(moves[i + 1]);
                if (useTable) table_.prefetch(next.futureKey() + key_);
            }
            const int childValue = search(child, gamma);
            if (aborted_) return 0;
            if (maximising ? childValue > best : childValue < best) {
                best = childValue;
                bestMove = m;
            }
            if (maximising ? best >= gamma : best < gamma) {
                ++stats_.cutoffs;
                break;
            }
        }
        // Fail-soft: a failed search bounds the value by its best child, and the bounds
        // known before still hold.
        best = std::clamp(best, lower, upper);
        if (useTable) {
            ++stats_.tableStores;
            const int work = static_cast<int>(std::bit_width(stats_.nodes - nodesBefore));
            if (best >= gamma)
                table_.store(key, best, kNoBound, bestMove, work);
            else
                table_.store(key, -kNoBound, best, bestMove, work);
        }
        return best;
    }

    TranspositionTable& table_;
    const SearchOptions& options_;
    OrderOptions order_;
    Query q_;
    std::uint64_t key_;
    SearchLimits limits_;
    std::chrono::steady_clock::time_point start_;
    SearchStats stats_;
    bool aborted_ = false;
    const char* limitHit_ = "";
};

Solver::Solver(std::size_t tableBytes, SearchOptions options)
    : table_(options.table ? tableBytes : sizeof(TranspositionTable::Cluster)), options_(options) {}

Solution Solver::solve(const Position& pos, const SolveRequest& request) {
    const SearchDeal deal = SearchDeal::of(pos);
    const SearchState root(pos, deal);
    const Query& q = request.query;
    Search search(*this, q, pos.table(), request.limits);
    table_.newSearch();
    Solution out;
    auto finish = [&]() -> Solution& {
        out.stats = search.stats();
        out.stats.seconds = search.elapsed();
        if (search.aborted()) out.limitHit = search.limitHit();
        return out;
    };

    // The answer.
    int v = 0;
    if (!search.settled(root, v)) v = search.value(root, search.guess(root));
    if (search.aborted()) return finish();
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
    if (request.bestMoves && !search.aborted()) {
        for (Move m : legalMoves(root)) {
            SearchState child = root;
            child.apply(m);
            int cv = 0;
            const bool keep =
                search.settled(child, cv) ? (maximising ? cv >= v : cv <= v) : keeps(child);
            if (search.aborted()) break;
            if (keep) out.best.push_back(m);
        }
        out.bestComplete = !search.aborted();
    }
    // A principal line: at each decision a move that keeps the value (the table's first).
    if (request.line && !search.aborted()) {
        SearchState s = root;
        int settledValue = 0;
        while (!search.settled(s, settledValue) && !search.aborted()) {
            const bool max = s.sideToMove() == q.side;
            Move chosen{};
            bool found = false;
            for (Move m : search.moves(s)) {
                SearchState child = s;
                child.apply(m);
                int cv = 0;
                const bool keep = search.settled(child, cv) ? (max ? cv >= v : cv <= v)
                                                            : (max ? search.atLeast(child, v)
                                                                   : !search.atLeast(child, v + 1));
                if (search.aborted()) break;
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
        if (!search.aborted() && !s.over() && s.phase() == Phase::Allonge) {
            out.line.push_back(Move::declineAllonge());
            s.apply(Move::declineAllonge());
        }
        out.lineComplete = !search.aborted();
    }
    // Every root move, in the generator's order (last: it costs the most, and a limit
    // reached here leaves the best moves and the line whole).
    if (request.allMoves && !search.aborted()) {
        for (Move m : legalMoves(root)) {
            SearchState child = root;
            child.apply(m);
            MoveValue mv{m, false, 0};
            int cv = 0;
            if (!search.settled(child, cv)) cv = search.value(child, v);
            if (!search.aborted()) mv = {m, true, cv};
            out.moves.push_back(mv);
        }
    }
    return finish();
}

}  // namespace bornes
