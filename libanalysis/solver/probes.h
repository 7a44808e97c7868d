// SPDX-License-Identifier: Apache-2.0
// The questions a solve asks of a state, answered by the searches: is the value at least
// gamma (a probe), and what is it exactly. A probe is alpha-beta first (alpha_beta.h); a
// yes/no probe it does not settle within kAlphaBetaFirst nodes goes on as a proof-number
// search (proof_search.h). The value of `score` is found by MTD(f): probes around a guess,
// each bound returned narrowing the next.
#pragma once

#include <cstdint>
#include <optional>

#include "engine/move.h"
#include "solver/bounds.h"
#include "solver/proof_search.h"
#include "solver/search_context.h"
#include "solver/search_state.h"

namespace bornes {

// The rule that chooses between the two searches: alpha-beta answers most states within
// this many nodes, and the ones it does not are where a depth-first search gets lost in
// the first move it tries, when a narrow proof lies under another.
inline constexpr std::uint64_t kAlphaBetaFirst = 20'000;

class Probes {
  public:
    explicit Probes(SearchContext& ctx) : ctx_(ctx) {}

    // The fail-soft result of "value(s) >= gamma?" (see alpha_beta.h); nothing once aborted.
    std::optional<int> probe(const SearchState& s, int gamma);
    // The exact value of `s` (anything once aborted), from a first guess.
    int value(const SearchState& s, int guess);
    // Whether the value of `s` is at least `gamma` (false once aborted).
    bool atLeast(const SearchState& s, int gamma);
    // Whether `child`, a state after a move of the state whose value is `v`, keeps it for
    // the side that moved (`maximising`: S's).
    bool keeps(const SearchState& child, int v, bool maximising);
    // A first guess for MTD(f): what the table knows, else the hand scored as it stands.
    int guess(const SearchState& s);

  private:
    // The proof-number search's settings for the techniques in use.
    ProofSettings proofSettings() const;
    // Score from reach: whether each side can force its way to the target, asked of the
    // same tables before the score's probes (a yes/no search is a hundred times cheaper
    // than a score one, and its answer fixes the winner's bonuses: bounds.h).
    ReachAnswers reachAnswers(const SearchState& s);

    SearchContext& ctx_;
};

}  // namespace bornes
