// SPDX-License-Identifier: Apache-2.0
#include "solver/probes.h"

#include <algorithm>

#include "solver/alpha_beta.h"
#include "solver/bounds.h"
#include "solver/proof_search.h"

namespace bornes {

std::optional<int> Probes::probe(const SearchState& s, int gamma) {
    ++ctx_.stats().probes;
    if (!ctx_.options().proofNumbers || !ctx_.query().boolean()) return alphaBeta(ctx_, s, gamma);
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

ProofSettings Probes::proofSettings() const {
    ProofSettings settings;
    // Without playouts (the default: bornes-bench --with playouts), every new leaf {1, 1}.
    if (!ctx_.options().playouts) settings.playouts.playouts = 0;
    return settings;
}

ReachAnswers Probes::reachAnswers(const SearchState& s) {
    ReachAnswers answers{};
    const Query score = ctx_.query();
    for (int side = 0; side < s.table().sides && !ctx_.aborted(); ++side) {
        ctx_.setQuery(Query{Question::Reach, side, score.rules});
        int v = 0;
        const bool settled = ctx_.settled(s, v);
        const std::optional<int> r = settled ? std::optional<int>(v) : probe(s, 1);
        if (r) answers[static_cast<std::size_t>(side)] = *r >= 1 ? Reach::Yes : Reach::No;
    }
    ctx_.setQuery(score);
    return answers;
}

int Probes::value(const SearchState& s, int guess) {
    int v = 0;
    if (ctx_.settled(s, v)) return v;
    if (ctx_.query().boolean()) return probe(s, 1).value_or(0) >= 1 ? 1 : 0;
    int lower = -kNoBound, upper = kNoBound, g = guess;
    if (ctx_.options().bounds) {
        const bool tempo = ctx_.options().tempo;
        const ValueBounds b = ctx_.options().scoreFromReach
                                  ? scoreBounds(s, ctx_.query(), reachAnswers(s), tempo)
                                  : scoreBounds(s, ctx_.query(), tempo);
        lower = b.lower;
        upper = b.upper;
        g = std::clamp(g, lower, upper);
    }
    while (lower < upper && !ctx_.aborted()) {
        const int gamma = g == lower ? g + 1 : g;
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

bool Probes::atLeast(const SearchState& s, int gamma) {
    int v = 0;
    if (ctx_.settled(s, v)) return v >= gamma;
    return probe(s, gamma).value_or(gamma - 1) >= gamma;
}

bool Probes::keeps(const SearchState& child, int v, bool maximising) {
    return maximising ? atLeast(child, v) : !atLeast(child, v + 1);
}

int Probes::guess(const SearchState& s) {
    if (ctx_.options().table)
        if (const TableEntry* e = ctx_.table().find(ctx_.keyOf(s))) {
            if (e->lower > -kNoBound && e->upper < kNoBound) return (e->lower + e->upper) / 2;
            if (e->lower > -kNoBound) return e->lower;
            if (e->upper < kNoBound) return e->upper;
        }
    return endValue(s, ctx_.query());
}

}  // namespace bornes
