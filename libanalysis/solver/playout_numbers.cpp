// SPDX-License-Identifier: Apache-2.0
#include "solver/playout_numbers.h"

#include "engine/rng.h"
#include "players/advice.h"

namespace bornes {

namespace {

// Plays `s` on to where its value for the question is known; whether it is at least gamma.
bool playsOutAtLeast(SearchContext& ctx, SearchState s, int gamma, int noise, Rng& rng) {
    int v = 0;
    while (!ctx.settled(s, v)) {
        const MoveList legal = legalMoves(s);
        Move m = legal[0];
        if (legal.size() > 1) {
            if (rng.below(100) < static_cast<std::uint32_t>(noise))
                m = legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
            else
                m = bestAdvised(s, legal);
        }
        s.apply(m);
        ++ctx.stats().playoutMoves;
    }
    return v >= gamma;
}

}  // namespace

ProofNumbers playoutNumbers(SearchContext& ctx, const SearchState& s, int gamma, std::uint64_t seed,
                            const PlayoutSettings& settings) {
    Rng rng(seed);
    int atLeast = 0;
    for (int i = 0; i < settings.playouts; ++i)
        if (playsOutAtLeast(ctx, s, gamma, settings.noise, rng)) ++atLeast;
    const auto share = [&](int count) {
        return 1 + settings.scale * static_cast<std::uint32_t>(count) /
                       static_cast<std::uint32_t>(settings.playouts);
    };
    // Few playouts that reach: far from a proof, close to a disproof.
    return {share(settings.playouts - atLeast), share(atLeast)};
}

}  // namespace bornes
