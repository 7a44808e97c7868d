// SPDX-License-Identifier: Apache-2.0
// What the fuzz targets share: a check that stops the run with a message (libFuzzer then
// saves the input as a crash), and the split of an input into its text and its mode bits.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

// Not assert(): it must hold in release builds too, where the regressions are replayed.
#define FUZZ_CHECK(condition, what)                                                           \
    do {                                                                                      \
        if (!(condition)) {                                                                   \
            std::fprintf(stderr, "%s:%d: fuzz check failed: %s\n", __FILE__, __LINE__, what); \
            std::abort();                                                                     \
        }                                                                                     \
    } while (0)

namespace bornes::fuzz {

// The whole input is the text; its last byte also chooses the mode, so that the samples,
// which end with a newline, are seeds as they are.
inline std::string_view textOf(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}
inline unsigned modeOf(const std::uint8_t* data, std::size_t size) {
    return size ? data[size - 1] : 0u;
}

// Lines as the readers count them: split at '\n' (a final line without one counts).
std::size_t lineCount(std::string_view text);

}  // namespace bornes::fuzz
