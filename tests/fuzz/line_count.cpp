// SPDX-License-Identifier: Apache-2.0
#include <algorithm>

#include "fuzz_check.h"

namespace bornes::fuzz {

std::size_t lineCount(std::string_view text) {
    const auto newlines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
    return newlines + (text.empty() || text.back() != '\n' ? 1 : 0);
}

}  // namespace bornes::fuzz
