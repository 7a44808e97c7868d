// SPDX-License-Identifier: Apache-2.0
// The transposition table: what the search has proved about states it met, kept across
// the positions of a batch (DDS reuses its table between deals; building a fresh one each
// time costs more than solving an easy position).
//
// An entry holds a lower and an upper bound of the state's value for one question and side
// (the key includes them), the best move found, and how much work the proof took. The
// solver searches every line to the end of the hand, so bounds never depend on a depth:
// a bound proved once holds for good.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/move.h"
#include "solver/clustered_table.h"
#include "solver/question.h"

namespace bornes {

// Layout of an entry, 16 bytes:
//   check  32 bits  the key's upper half (the lower bits chose the cluster)
//   lower  32 bits  the value is at least this (-kNoBound: nothing known)
//   upper  32 bits  the value is at most this (kNoBound: nothing known)
//   move   16 bits  the best move found, or Move() for none
//   age     8 bits  the search (generation) that last wrote it
//   work    8 bits  log2 of the nodes its proof took: deep proofs are kept first
struct TableEntry {
    std::uint32_t check = 0;
    std::int32_t lower = -kNoBound;
    std::int32_t upper = kNoBound;
    Move move{};
    std::uint8_t age = 0;
    std::uint8_t work = 0;
};
static_assert(sizeof(TableEntry) == 16);

class TranspositionTable : public ClusteredTable<TableEntry> {
  public:
    using ClusteredTable::ClusteredTable;

    // Records that the value of `key` is >= lower and <= upper (tightening what is known).
    void store(std::uint64_t key, int lower, int upper, Move best, int work);
};

}  // namespace bornes
