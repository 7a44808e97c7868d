// SPDX-License-Identifier: Apache-2.0
#include "solver/table_memory.h"

#include <cstdint>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace bornes {

void TableMemory::Free::operator()(void* p) const {
    std::free(p);
}

TableMemory::TableMemory(std::size_t bytes) {
    // Every probe lands on a random cache line of a table of many megabytes: with 2 MiB
    // pages (where the system offers them) it costs one memory access instead of two. The
    // system may have to compact memory to find such pages, a cost a small table (or a
    // short search) does not repay: only tables of 64 MiB or more ask for them.
    constexpr std::size_t kHugePage = std::size_t{2} << 20;
    constexpr std::size_t kHugeTable = std::size_t{64} << 20;
    constexpr std::size_t kCacheLine = 64;
    const bool huge = bytes >= kHugeTable;
    const std::size_t alignment = huge ? kHugePage : kCacheLine;
    // Zeroed memory is an empty table. calloc gets large blocks from the system already
    // zeroed, page by page as they are first touched: a big table costs nothing until the
    // search uses it.
    void* memory = std::calloc(bytes + alignment, 1);
    if (!memory) throw std::bad_alloc();
    memory_.reset(memory);
    const auto address = reinterpret_cast<std::uintptr_t>(memory);
    aligned_ = reinterpret_cast<void*>((address + alignment - 1) / alignment * alignment);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (huge) madvise(aligned_, bytes, MADV_HUGEPAGE);
#endif
}

}  // namespace bornes
