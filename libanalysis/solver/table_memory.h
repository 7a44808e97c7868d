// SPDX-License-Identifier: Apache-2.0
// The memory of the solver's tables (transposition.h, proof_table.h): zeroed, aligned on a
// cache line, and in 2 MiB pages where the system offers them.
#pragma once

#include <cstddef>
#include <memory>

namespace bornes {

class TableMemory {
  public:
    // At least `bytes` of zeroes (an empty table), aligned for clusters of a cache line.
    // Throws std::bad_alloc when the system refuses.
    explicit TableMemory(std::size_t bytes);

    void* data() const { return aligned_; }

  private:
    struct Free {
        void operator()(void* p) const;
    };
    std::unique_ptr<void, Free> memory_;  // what was allocated; aligned_ lies inside
    void* aligned_ = nullptr;
};

}  // namespace bornes
