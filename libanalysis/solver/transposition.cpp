// SPDX-License-Identifier: Apache-2.0
#include "solver/transposition.h"

#include <algorithm>

namespace bornes {

void TranspositionTable::store(std::uint64_t key, int lower, int upper, Move best, int work) {
    const auto w = static_cast<std::uint8_t>(std::clamp(work, 0, 255));
    bool found = false;
    TableEntry& e = slot(key, found);
    if (!found) {
        e = TableEntry{checkOf(key), lower, upper, best, age(), w};
        return;
    }
    e.lower = std::max(e.lower, lower);
    e.upper = std::min(e.upper, upper);
    if (best != Move()) e.move = best;
    e.age = age();
    e.work = std::max(e.work, w);
}

}  // namespace bornes
