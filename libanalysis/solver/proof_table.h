// SPDX-License-Identifier: Apache-2.0
// The table of the proof-number search (proof_search.h): for each state met and not yet
// settled, its proof and disproof numbers — how many more states at least must be settled
// to prove, or to disprove, that its value is at least the bound asked. States proved or
// disproved go to the transposition table (transposition.h) as bounds, where every search
// of the solver finds them; this table keeps only the numbers that steer the search.
#pragma once

#include <cstdint>

#include "engine/move.h"
#include "solver/clustered_table.h"

namespace bornes {

inline constexpr std::uint32_t kInfiniteProof = 1u << 30;

struct ProofNumbers {
    std::uint32_t proof = 1;     // states still to settle to prove it (0: proved)
    std::uint32_t disproof = 1;  // ... to disprove it (0: disproved)
};

// Layout of an entry, 16 bytes: the key's upper half, the two numbers, the move that the
// numbers last favoured, the search that wrote it, and log2 of the work spent on it.
struct ProofEntry {
    std::uint32_t check = 0;
    std::uint32_t proof = 0;
    std::uint32_t disproof = 0;
    Move move{};
    std::uint8_t age = 0;
    std::uint8_t work = 0;
};
static_assert(sizeof(ProofEntry) == 16);

class ProofTable : public ClusteredTable<ProofEntry> {
  public:
    using ClusteredTable::ClusteredTable;

    // Records the numbers of `key` (they replace what was known: they only grow as the
    // search learns more) and the move they favour.
    void store(std::uint64_t key, ProofNumbers numbers, Move move, int work);
};

}  // namespace bornes
