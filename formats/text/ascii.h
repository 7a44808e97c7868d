// SPDX-License-Identifier: Apache-2.0
// ASCII case folding for the notation's keywords (rulesets, decisions, questions, sides):
// they are plain ASCII, so ICU's full folding (card_names.h) is not needed for them.
#pragma once

#include <string>
#include <string_view>

namespace bornes::formats {

inline std::string lowerAscii(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

}  // namespace bornes::formats
