// SPDX-License-Identifier: Apache-2.0
// Names folded for matching, as a reader compares what a player typed with what it knows:
// case folded, accents removed (ICU: NFD, the non-spacing marks dropped), separators (blank,
// hyphen, apostrophe, underscore) collapsed to one space: "Feu-Vert", "feu vert" and
// "FEU_VERT" fold alike, and so do "Anaïs" and "anais". Card names, players' names and
// options use it.
#pragma once

#include <string>
#include <string_view>

namespace bornes::formats {

// The folded name; empty for invalid UTF-8.
std::string foldName(std::string_view text);

}  // namespace bornes::formats
