// SPDX-License-Identifier: Apache-2.0
// "Did you mean ...?": the known name nearest a misspelt one, by edit distance (adjacent
// transpositions count one, as in "Crevasion" for "Crevaison").
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace bornes::formats {

// Optimal string alignment distance between two UTF-8 strings, counted in code points.
std::size_t editDistance(std::string_view a, std::string_view b);

// The candidate nearest `word` when it is near enough to be a slip (one edit in a short word,
// two from five letters, three from nine), compared case- and accent-blind; empty when none
// is, or when two candidates are equally near.
std::string nearest(std::string_view word, const std::vector<std::string>& candidates);

// Up to `most` candidates near enough to `word` to be a slip (as nearest() judges), the
// nearest first; candidates that fold alike count once.
std::vector<std::string> nearestFew(std::string_view word,
                                    const std::vector<std::string>& candidates, std::size_t most);

// A card's name nearest `word` among every accepted spelling, printed as the books write it
// in the language the word seems to be in ("Crevasion" -> "Crevaison"); empty when none.
std::string nearestCardName(std::string_view word);

}  // namespace bornes::formats
