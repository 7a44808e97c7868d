// SPDX-License-Identifier: Apache-2.0
// The colours every picture shares, so that a side looks the same in the tree, the table and
// the step-through page: A blue, B orange, C green (told apart by readers with the commonest
// colour blindness, and printed in grey as three different greys), each with a light tint
// for a node's background; and the colours of a good and a bad value.
#pragma once

#include <array>
#include <cstddef>
#include <string>

namespace bornes::formats {

inline constexpr std::array<const char*, 3> kSideColours = {"#1f5fa8", "#c05621", "#2f7d4a"};
inline constexpr std::array<const char*, 3> kSideTints = {"#dce8f7", "#fbe4d3", "#d8efdf"};
inline constexpr const char* kOverColour = "#555555";  // a finished hand: nobody decides
inline constexpr const char* kOverTint = "#eeeeee";
inline constexpr const char* kGoodColour = "#1b7a35";
inline constexpr const char* kBadColour = "#b3261e";

inline std::string sideColour(int side) {
    return kSideColours[static_cast<std::size_t>(side)];
}

}  // namespace bornes::formats
