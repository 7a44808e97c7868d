// The table of the proof-number search (proof_search.h): for each state met and not yet
// settled, its proof and disproof numbers — how many more states at least must be settled
// to prove, or to disprove, that its value is at least the bound asked. States proved or
// disproved go to the transposition table (transposition.h) as bounds, where every search
// of the solver finds them; this table keeps only the numbers that steer the search.
#pragma once

#include <cstddef>
#include <cstdint>

#include "move.h"
#include "table_memory.h"

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

class ProofTable {
  public:
    static constexpr int kClusterSize = 4;
    struct alignas(64) Cluster {
        ProofEntry entries[kClusterSize];
    };

    // A table of at most `bytes` (at least one cluster).
    explicit ProofTable(std::size_t bytes);

    std::size_t bytes() const { return clusterCount_ * sizeof(Cluster); }
    void newSearch() {
        if (++age_ == 0) age_ = 1;
    }
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&clusterOf(key)); }
    const ProofEntry* find(std::uint64_t key) const;
    void store(std::uint64_t key, ProofNumbers numbers, Move move, int work);

  private:
    // As in the transposition table: the lower half chooses, the upper half checks.
    Cluster& clusterOf(std::uint64_t key) const {
        return clusters_[(key & 0xffffffffu) * clusterCount_ >> 32];
    }

    std::size_t clusterCount_ = 0;
    TableMemory memory_;
    Cluster* clusters_ = nullptr;
    std::uint8_t age_ = 1;
};

}  // namespace bornes
