// SPDX-License-Identifier: Apache-2.0
#include "text/utf8.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <cstdint>
#include <cstdio>
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

// A line that is not UTF-8 but reads as French in Latin-1: every byte above 127 a
// French accented letter between plain ASCII, as "é" saved by an old editor
// (not "\xFF\xFE", a UTF-16 mark, nor a UTF-8 sequence cut short).
bool looksLatin1(std::string_view text) {
    bool high = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) continue;
        constexpr std::string_view kFrenchLetters =
            "\xC0\xC2\xC7\xC8\xC9\xCA\xCB\xCE\xCF\xD4\xD9\xDB\xDC"  // À Â Ç È É Ê Ë Î Ï Ô Ù Û Ü
            "\xE0\xE2\xE7\xE8\xE9\xEA\xEB\xEE\xEF\xF4\xF9\xFB\xFC\xFF";  // à â ç ...
        if (kFrenchLetters.find(static_cast<char>(c)) == std::string_view::npos ||
            (i > 0 && static_cast<unsigned char>(text[i - 1]) >= 0x80) ||
            (i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80))
            return false;
        high = true;
    }
    return high;
}

std::string visibleText(std::string_view text) {
    std::string shown;
    shown.reserve(text.size());
    const auto* s = reinterpret_cast<const std::uint8_t*>(text.data());
    const auto length = static_cast<std::int32_t>(text.size());
    for (std::int32_t i = 0; i < length;) {
        const std::int32_t start = i;
        UChar32 c;
        U8_NEXT(s, i, length, c);
        const std::int8_t type = c < 0 ? std::int8_t{U_UNASSIGNED} : u_charType(c);
        if ((type == U_CONTROL_CHAR && c != '\n') || type == U_FORMAT_CHAR) {
            char code[16];
            std::snprintf(code, sizeof code, "<U+%04X>", static_cast<unsigned>(c));
            shown += code;
        } else {
            shown.append(
                text.substr(static_cast<std::size_t>(start), static_cast<std::size_t>(i - start)));
        }
    }
    return shown;
}

std::string wellFormedText(std::string_view text) {
    if (invalidUtf8At(text) == std::string_view::npos) return std::string(text);
    std::string shown;
    const auto* s = reinterpret_cast<const std::uint8_t*>(text.data());
    const auto length = static_cast<std::int32_t>(text.size());
    for (std::int32_t i = 0; i < length;) {
        const std::int32_t start = i;
        UChar32 c;
        U8_NEXT(s, i, length, c);
        for (std::int32_t k = start; k < i; ++k) {
            if (c >= 0)
                shown += static_cast<char>(s[k]);
            else if ((s[k] & 0xC0) != 0x80)
                shown += '?';
        }
    }
    return shown;
}

}  // namespace bornes::formats
