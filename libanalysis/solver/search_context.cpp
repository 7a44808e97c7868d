// SPDX-License-Identifier: Apache-2.0
#include "solver/search_context.h"

#include <algorithm>

#include "engine/mix64.h"

namespace bornes {

namespace {

// What keeps the entries of different questions, sides, rules and tables apart.
std::uint64_t queryKey(const Query& q, const Table& table) {
    std::uint64_t k = static_cast<std::uint64_t>(q.question) |
                      static_cast<std::uint64_t>(q.side) << 4 |
                      static_cast<std::uint64_t>(table.form) << 8 |
                      static_cast<std::uint64_t>(table.target) << 12;
    if (questionTraits(q.question).dependsOnPath)  // the points depend on the rules
        k |= static_cast<std::uint64_t>(q.rules.ruleset) << 24 |
             static_cast<std::uint64_t>(
                 static_cast<std::uint32_t>(q.rules.bonusNoHundredNoTwoHundred))
                 << 32;
    return mix64(k + 0x5bd1e9955bd1e995ULL);
}

}  // namespace

SearchContext::SearchContext(TranspositionTable& table, ProofTable& proofs,
                             const SearchOptions& options, const Query& q, const Table& rules,
                             const SearchLimits& limits)
    : table_(table),
      proofs_(proofs),
      options_(options),
      q_(q),
      rules_(rules),
      queryKey_(queryKey(q, rules)),
      limits_(limits),
      start_(std::chrono::steady_clock::now()) {
    end_ = limits.deadline;
    // A limit past 10^9 s (31 years) is none: the clock's nanoseconds would overflow.
    if (limits.seconds > 0 && limits.seconds <= 1e9)
        end_ =
            std::min(end_, start_ + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                        std::chrono::duration<double>(limits.seconds)));
    timed_ = end_ != std::chrono::steady_clock::time_point::max();
    order_.merge = options_.merge;
    order_.order = options_.order;
}

void SearchContext::setQuery(const Query& q) {
    q_ = q;
    queryKey_ = queryKey(q, rules_);
}

}  // namespace bornes
