// SPDX-License-Identifier: Apache-2.0
#include "text/utf8.h"

#include <unicode/utf8.h>

#include <cstdint>
#include <cstring>

namespace bornes::formats {

bool isAscii(std::string_view text) {
    constexpr std::uint64_t kHighBits = 0x8080808080808080ULL;
    std::size_t i = 0;
    std::uint64_t any = 0;
    for (; i + 8 <= text.size(); i += 8) {
        std::uint64_t word;
        std::memcpy(&word, text.data() + i, 8);
        any |= word;
    }
    for (; i < text.size(); ++i) any |= static_cast<unsigned char>(text[i]);
    return (any & kHighBits) == 0;
}

std::size_t invalidUtf8At(std::string_view text) {
    if (isAscii(text)) return std::string_view::npos;
    const auto* s = reinterpret_cast<const std::uint8_t*>(text.data());
    const auto length = static_cast<std::int32_t>(text.size());
    for (std::int32_t i = 0; i < length;) {
        if (s[i] < 0x80) {  // ASCII: the common case, without ICU
            ++i;
            continue;
        }
        const std::int32_t start = i;
        UChar32 c;
        U8_NEXT(s, i, length, c);
        if (c < 0) return static_cast<std::size_t>(start);
    }
    return std::string_view::npos;
}

}  // namespace bornes::formats
