#include "proof_table.h"

#include <algorithm>
#include <bit>

namespace bornes {

ProofTable::ProofTable(std::size_t bytes)
    : clusterCount_(std::clamp<std::size_t>(bytes / sizeof(Cluster), 1, std::size_t{1} << 32)),
      memory_(clusterCount_ * sizeof(Cluster)),
      clusters_(static_cast<Cluster*>(memory_.data())) {}

const ProofEntry* ProofTable::find(std::uint64_t key) const {
    const Cluster& c = clusterOf(key);
    const auto check = static_cast<std::uint32_t>(key >> 32);
    for (const ProofEntry& e : c.entries)
        if (e.check == check && e.age != 0) return &e;
    return nullptr;
}

void ProofTable::store(std::uint64_t key, ProofNumbers numbers, Move move, int work) {
    Cluster& c = clusterOf(key);
    const auto check = static_cast<std::uint32_t>(key >> 32);
    const auto w = static_cast<std::uint8_t>(std::clamp(work, 0, 255));
    ProofEntry* victim = nullptr;
    for (ProofEntry& e : c.entries) {
        if (e.check == check && e.age != 0) {
            victim = &e;
            break;
        }
        // Replace an empty entry, else one of an older search, else the least work.
        const auto rank = [this](const ProofEntry& x) {
            return x.age == 0 ? -1 : (x.age == age_ ? 256 : 0) + x.work;
        };
        if (!victim || rank(e) < rank(*victim)) victim = &e;
    }
    *victim = ProofEntry{check, numbers.proof, numbers.disproof, move, age_, w};
}

}  // namespace bornes
