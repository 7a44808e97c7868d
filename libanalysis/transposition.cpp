#include "transposition.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace bornes {

namespace {
std::uint32_t checkOf(std::uint64_t key) {
    return static_cast<std::uint32_t>(key >> 32);
}
}  // namespace

void TranspositionTable::Free::operator()(void* p) const {
    std::free(p);
}

TranspositionTable::TranspositionTable(std::size_t bytes) {
    const std::size_t clusters = std::max<std::size_t>(1, std::bit_floor(bytes / sizeof(Cluster)));
    const std::size_t size = clusters * sizeof(Cluster);
    // Every probe lands on a random cache line of a table of many megabytes: with 2 MiB
    // pages (where the system offers them) it costs one memory access instead of two. The
    // system may have to compact memory to find such pages, a cost a small table (or a
    // short search) does not repay: only tables of 64 MiB or more ask for them.
    constexpr std::size_t kHugePage = std::size_t{2} << 20;
    constexpr std::size_t kHugeTable = std::size_t{64} << 20;
    const bool huge = size >= kHugeTable;
    const std::size_t alignment = huge ? kHugePage : alignof(Cluster);
    // Zeroed memory is an empty table (age 0). calloc gets large blocks from the system
    // already zeroed, page by page as they are first touched: a big table costs nothing
    // until the search uses it.
    void* memory = std::calloc(size + alignment, 1);
    if (!memory) throw std::bad_alloc();
    memory_.reset(memory);
    const auto address = reinterpret_cast<std::uintptr_t>(memory);
    clusters_ = reinterpret_cast<Cluster*>((address + alignment - 1) / alignment * alignment);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (huge) madvise(clusters_, size, MADV_HUGEPAGE);
#endif
    mask_ = clusters - 1;
}

void TranspositionTable::clear() {
    std::fill(clusters_, clusters_ + mask_ + 1, Cluster{});
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
    for (std::size_t i = 0; i <= mask_; ++i)
        for (const TableEntry& e : clusters_[i].entries) n += e.age != 0;
    return n;
}

}  // namespace bornes
