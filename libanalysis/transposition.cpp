#include "transposition.h"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace bornes {

namespace {
std::uint32_t checkOf(std::uint64_t key) {
    return static_cast<std::uint32_t>(key >> 32);
}
}  // namespace

TranspositionTable::TranspositionTable(std::size_t bytes)
    // At most 2^32 clusters: the key's lower half chooses one.
    : clusterCount_(std::clamp<std::size_t>(bytes / sizeof(Cluster), 1, std::size_t{1} << 32)),
      memory_(clusterCount_ * sizeof(Cluster)),
      clusters_(static_cast<Cluster*>(memory_.data())) {}

void TranspositionTable::clear() {
    std::fill(clusters_, clusters_ + clusterCount_, Cluster{});
    age_ = 1;
}

const TableEntry* TranspositionTable::find(std::uint64_t key) const {
    const Cluster& c = clusterOf(key);
    const std::uint32_t check = checkOf(key);
    for (const TableEntry& e : c.entries)
        if (e.check == check && e.age != 0) return &e;
    return nullptr;
}

void TranspositionTable::store(std::uint64_t key, int lower, int upper, Move best, int work) {
    Cluster& c = clusterOf(key);
    const std::uint32_t check = checkOf(key);
    const auto w = static_cast<std::uint8_t>(std::min(work, 255));
    TableEntry* victim = nullptr;
    for (TableEntry& e : c.entries) {
        if (e.check == check && e.age != 0) {
            e.lower = std::max(e.lower, lower);
            e.upper = std::min(e.upper, upper);
            if (best != Move()) e.move = best;
            e.age = age_;
            e.work = std::max(e.work, w);
            return;
        }
        // Replace an empty entry, else one of an older search, else the cheapest proof.
        const auto rank = [this](const TableEntry& x) {
            return x.age == 0 ? -1 : (x.age == age_ ? 256 : 0) + x.work;
        };
        if (!victim || rank(e) < rank(*victim)) victim = &e;
    }
    *victim = TableEntry{check, lower, upper, best, age_, w};
}

std::size_t TranspositionTable::used() const {
    std::size_t n = 0;
    for (std::size_t i = 0; i < clusterCount_; ++i)
        for (const TableEntry& e : clusters_[i].entries) n += e.age != 0;
    return n;
}

}  // namespace bornes
