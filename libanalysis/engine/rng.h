// SPDX-License-Identifier: Apache-2.0
// A small, fast, portable pseudo-random generator (xoshiro256**, seeded by SplitMix64).
// The standard library's distributions differ between implementations; ours must not,
// because a seed names a deal in samples, tests and benchmarks.
#pragma once

#include <cstdint>

#include "engine/mix64.h"

namespace bornes {

class Rng {
  public:
    explicit Rng(std::uint64_t seed) {
        for (auto& word : s_) word = splitMix64(seed);
    }

    std::uint64_t next() {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, bound), bound > 0 (Lemire's multiply-shift; the bias is below 2^-32
    // for the small bounds used here, and the result is the same on every platform).
    std::uint32_t below(std::uint32_t bound) {
        return static_cast<std::uint32_t>(((next() >> 32) * bound) >> 32);
    }

  private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

    std::uint64_t s_[4];
};

}  // namespace bornes
