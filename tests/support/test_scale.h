// SPDX-License-Identifier: Apache-2.0
// How much of its work a long test does. The slow tests (the solver against the plain search
// over thousands of random positions) check every position in the build the README's test
// command runs; under the sanitizers, where a position costs several times more and what is
// looked for is a memory error or undefined behaviour rather than one more position, CI runs
// them on a share (a quarter: tests/CMakeLists.txt compiles BORNES_TEST_SCALE_DEFAULT=4 into
// the sanitizer build's tests; the environment's BORNES_TEST_SCALE, when set, says otherwise
// in any build). Every check still runs, on fewer positions.
#pragma once

#include <algorithm>
#include <cstdlib>

namespace bornes::test {

#ifndef BORNES_TEST_SCALE_DEFAULT
#define BORNES_TEST_SCALE_DEFAULT 1
#endif

// The divisor: BORNES_TEST_SCALE when set, else the build's default (1: everything); a value
// that is not a whole number from 1 to 100 counts as 1.
inline int testScale() {
    static const int scale = [] {
        const char* text = std::getenv("BORNES_TEST_SCALE");
        const int value = text ? std::atoi(text) : BORNES_TEST_SCALE_DEFAULT;
        return value >= 1 && value <= 100 ? value : 1;
    }();
    return scale;
}

// `n` positions, tries or findings, scaled down (at least 1).
inline int scaled(int n) {
    return std::max(1, n / testScale());
}

}  // namespace bornes::test
