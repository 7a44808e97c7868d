// SPDX-License-Identifier: Apache-2.0
#include "solver/search.h"

#include <algorithm>
#include <bit>

#include "engine/movegen.h"
#include "solver/principal_line.h"
#include "solver/probes.h"
#include "solver/search_context.h"

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
    playoutMoves += o.playoutMoves;
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

Solver::Solver(std::size_t tableBytes, SearchOptions options)
    : table_(options.table ? tableBytes / 4 * 3 : sizeof(TranspositionTable::Cluster)),
      proofs_(options.proofNumbers ? tableBytes / 4 : sizeof(ProofTable::Cluster)),
      options_(options) {}

std::chrono::steady_clock::time_point deadlineOf(const SearchLimits& limits) {
    std::chrono::steady_clock::time_point deadline = limits.deadline;
    if (limits.seconds > 0 && limits.seconds <= 1e9)
        deadline =
            std::min(deadline, std::chrono::steady_clock::now() +
                                   std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                       std::chrono::duration<double>(limits.seconds)));
    return deadline;
}

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

    // The best moves: those that keep the value.
    if (request.bestMoves && !ctx.aborted()) {
        for (Move m : legalMoves(root)) {
            SearchState child = root;
            child.apply(m);
            const bool keep = search.keeps(child, v, maximising);
            if (ctx.aborted()) break;
            if (keep) out.best.push_back(m);
        }
        out.bestComplete = !ctx.aborted();
    }
    // The principal line (principal_line.h).
    if (request.line && !ctx.aborted()) {
        const PrincipalLine line = principalLine(ctx, search, root, v, request.lineMoves);
        out.line = line.moves;
        out.lineComplete = line.complete;
        out.lineQuickest = line.quickest;
        out.lineMovesOfS = line.movesOfS;
    }
    // Every root move, in the generator's order (last: it costs the most, and a limit
    // reached here leaves the best moves and the line whole),
    // every one listed: those a limit stopped are not known.
    if (request.allMoves) {
        for (Move m : legalMoves(root)) {
            MoveValue mv{m, false, 0};
            if (!ctx.aborted()) {
                SearchState child = root;
                child.apply(m);
                const int cv = search.value(child, v);
                if (!ctx.aborted()) mv = {m, true, cv};
            }
            out.moves.push_back(mv);
        }
    }
    return finish();
}

}  // namespace bornes
