// SPDX-License-Identifier: Apache-2.0
// Numbers as each language prints them (ICU): "1 000" in French, "1,000" in English.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "text/language.h"

namespace bornes::formats {

std::string formatNumber(long value, Language lang);

// A number with `digits` decimals, the French way with a comma ("62,5"), no grouping: for
// percentages and means.
std::string formatDecimal(double value, int digits, Language lang);

// A whole number written in plain digits ("700"), as the notation writes numbers; nothing
// for anything else (signs, blanks, overflow).
std::optional<int> parseNumber(std::string_view text);

}  // namespace bornes::formats
