// SPDX-License-Identifier: Apache-2.0
#include "solver/proof_table.h"

#include <algorithm>

namespace bornes {

void ProofTable::store(std::uint64_t key, ProofNumbers numbers, Move move, int work) {
    bool found = false;
    ProofEntry& e = slot(key, found);
    e = ProofEntry{
        checkOf(key), numbers.proof, numbers.disproof,
        move,         age(),         static_cast<std::uint8_t>(std::clamp(work, 0, 255))};
}

}  // namespace bornes
