// SPDX-License-Identifier: Apache-2.0
// What the solver's two tables share (transposition.h, proof_table.h): 16-byte entries in
// clusters of four on a cache line, found by a 64-bit key whose lower half chooses the
// cluster (scaled to the table's size, which need not be a power of two) and whose upper
// half is the entry's check — no bit does both. A new entry replaces an empty one, else one
// of an older search, else the one whose result took the least work.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "solver/table_memory.h"

namespace bornes {

// Entry: 16 bytes with `check` (std::uint32_t), `age` and `work` (std::uint8_t); age 0
// marks an empty entry, as the zeroed memory of a new table is.
template <class Entry>
class ClusteredTable {
  public:
    static constexpr int kClusterSize = 4;
    struct alignas(64) Cluster {
        Entry entries[kClusterSize];
    };
    static_assert(sizeof(Cluster) == 64);

    // A table of at most `bytes` (at least one cluster, at most 2^32).
    explicit ClusteredTable(std::size_t bytes)
        : clusterCount_(std::clamp<std::size_t>(bytes / sizeof(Cluster), 1, std::size_t{1} << 32)),
          memory_(clusterCount_ * sizeof(Cluster)),
          clusters_(static_cast<Cluster*>(memory_.data())) {}

    std::size_t bytes() const { return clusterCount_ * sizeof(Cluster); }
    // Forgets everything.
    void clear() {
        std::fill(clusters_, clusters_ + clusterCount_, Cluster{});
        age_ = 1;
    }
    // Starts a new search: older entries are replaced first.
    void newSearch() {
        if (++age_ == 0) age_ = 1;  // 0 marks an empty entry
    }
    // Starts loading the cache line of `key` (the search does other work meanwhile).
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&clusterOf(key)); }
    // The entry of `key`, or nullptr.
    const Entry* find(std::uint64_t key) const {
        const std::uint32_t check = checkOf(key);
        for (const Entry& e : clusterOf(key).entries)
            if (e.check == check && e.age != 0) return &e;
        return nullptr;
    }
    std::size_t used() const {  // entries in use (a scan: for statistics only)
        std::size_t n = 0;
        for (std::size_t i = 0; i < clusterCount_; ++i)
            for (const Entry& e : clusters_[i].entries) n += e.age != 0;
        return n;
    }

  protected:
    static std::uint32_t checkOf(std::uint64_t key) {
        return static_cast<std::uint32_t>(key >> 32);
    }
    std::uint8_t age() const { return age_; }

    // The entry of `key` to update (`found`), or else the one to replace.
    Entry& slot(std::uint64_t key, bool& found) {
        const std::uint32_t check = checkOf(key);
        Entry* victim = nullptr;
        const auto rank = [this](const Entry& x) {
            return x.age == 0 ? -1 : (x.age == age_ ? 256 : 0) + x.work;
        };
        for (Entry& e : clusterOf(key).entries) {
            if (e.check == check && e.age != 0) {
                found = true;
                return e;
            }
            if (!victim || rank(e) < rank(*victim)) victim = &e;
        }
        found = false;
        return *victim;
    }

  private:
    Cluster& clusterOf(std::uint64_t key) const {
        return clusters_[(key & 0xffffffffu) * clusterCount_ >> 32];
    }

    std::size_t clusterCount_ = 0;
    TableMemory memory_;
    Cluster* clusters_ = nullptr;
    std::uint8_t age_ = 1;
};

}  // namespace bornes
