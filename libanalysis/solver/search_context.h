// SPDX-License-Identifier: Apache-2.0
// What the searches of one solve share (alpha_beta.h, proof_search.h): the question and its
// key, the tables, the techniques in use, the limits and the statistics. A limit reached
// anywhere aborts every search of the solve: its answer is then unknown, never a guess.
#pragma once

#include <chrono>
#include <cstdint>

#include "solver/move_order.h"
#include "solver/proof_table.h"
#include "solver/question.h"
#include "solver/relevance.h"
#include "solver/search.h"
#include "solver/search_state.h"
#include "solver/transposition.h"

namespace bornes {

class SearchContext {
  public:
    SearchContext(TranspositionTable& table, ProofTable& proofs, const SearchOptions& options,
                  const Query& q, const Table& rules, const SearchLimits& limits);

    const Query& query() const { return q_; }
    const SearchOptions& options() const { return options_; }
    const OrderOptions& order() const { return order_; }
    TranspositionTable& table() { return table_; }
    ProofTable& proofs() { return proofs_; }
    SearchStats& stats() { return stats_; }

    // The key of a state in both tables: its future, with what cannot matter left out
    // (relevance.h), and the question's.
    std::uint64_t keyOf(const SearchState& s) const {
        if (!options_.abstraction) return s.futureKey() + queryKey_;
        Outlook outlook(s, options_.tempo);
        return Relevance(outlook, q_, options_.finishing).key() + queryKey_;
    }
    // The same, with the state's relevance already worked out.
    std::uint64_t keyOf(const SearchState& s, const Relevance& r) const {
        return (options_.abstraction ? r.key() : s.futureKey()) + queryKey_;
    }

    // Counts a node and checks the limits; true once a limit is reached.
    bool countNode() {
        ++stats_.nodes;
        if (aborted_) return true;
        if (limits_.maxNodes && stats_.nodes >= limits_.maxNodes) {
            abort("nodes");
        } else if (timed_ && (stats_.nodes & 4095) == 0 &&
                   std::chrono::steady_clock::now() >= end_) {
            abort("time");
        }
        return aborted_;
    }
    bool aborted() const { return aborted_; }
    const char* limitHit() const { return limitHit_; }
    double elapsed() const {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
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

    // Asks another question of the same tables, limits and statistics (score from reach:
    // probes.h); the searches read the question when they start.
    void setQuery(const Query& q);

  private:
    void abort(const char* why) {
        aborted_ = true;
        limitHit_ = why;
    }

    TranspositionTable& table_;
    ProofTable& proofs_;
    const SearchOptions& options_;
    OrderOptions order_;
    Query q_;
    Table rules_;
    std::uint64_t queryKey_;
    SearchLimits limits_;
    std::chrono::steady_clock::time_point start_;
    std::chrono::steady_clock::time_point end_;  // the sooner of `seconds` and the deadline
    bool timed_ = false;
    SearchStats stats_;
    bool aborted_ = false;
    const char* limitHit_ = "";
};

}  // namespace bornes
