// SPDX-License-Identifier: Apache-2.0
// SplitMix64 (Steele, Lea and Flood, 2014): its finaliser, a 64-bit mix with every output
// bit depending on every input bit, and its step. One copy for the seeded deck (rng.h), the
// Zobrist keys (zobrist.h) and the solver's keys and hashes.
#pragma once

#include <cstdint>

namespace bornes {

constexpr std::uint64_t mix64(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// The next number of the sequence whose state is `x`.
constexpr std::uint64_t splitMix64(std::uint64_t& x) {
    return mix64(x += 0x9e3779b97f4a7c15ULL);
}

}  // namespace bornes
