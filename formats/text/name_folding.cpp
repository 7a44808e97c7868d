// SPDX-License-Identifier: Apache-2.0
#include "text/name_folding.h"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

#include <algorithm>

#include "text/utf8.h"

namespace bornes::formats {

namespace {

bool isSeparator(UChar32 c) {
    return c == ' ' || c == '-' || c == '\'' || c == '_' || c == 0x2019 || c == '\t';
}

// ASCII needs no Unicode machinery: lower-case it and collapse separators.
std::string foldAscii(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char ch : text) {
        if (isSeparator(static_cast<unsigned char>(ch))) {
            if (!out.empty() && out.back() != ' ') out.push_back(' ');
        } else {
            out.push_back(ch >= 'A' && ch <= 'Z' ? static_cast<char>(ch - 'A' + 'a') : ch);
        }
    }
    if (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

}  // namespace

std::string foldName(std::string_view text) {
    if (std::all_of(text.begin(), text.end(),
                    [](char ch) { return static_cast<unsigned char>(ch) < 0x80; }))
        return foldAscii(text);
    if (invalidUtf8At(text) != std::string_view::npos) return {};
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2* nfd = icu::Normalizer2::getNFDInstance(status);
    if (U_FAILURE(status)) return {};
    icu::UnicodeString name = icu::UnicodeString::fromUTF8(
        icu::StringPiece(text.data(), static_cast<std::int32_t>(text.size())));
    name.foldCase();
    const icu::UnicodeString decomposed = nfd->normalize(name, status);
    if (U_FAILURE(status)) return {};
    icu::UnicodeString bare;
    for (std::int32_t i = 0; i < decomposed.length();) {
        const UChar32 c = decomposed.char32At(i);
        i += U16_LENGTH(c);
        if (u_charType(c) == U_NON_SPACING_MARK) continue;  // the accents
        bare.append(isSeparator(c) ? UChar32{' '} : c);
    }
    std::string utf8;
    bare.toUTF8String(utf8);
    return foldAscii(utf8);
}

}  // namespace bornes::formats
