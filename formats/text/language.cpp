// SPDX-License-Identifier: Apache-2.0
#include "text/language.h"

#include <cstddef>
#include <iterator>

namespace bornes::formats {

namespace {

// ISO 639-1 codes, in the order of the enum.
constexpr std::string_view kCodes[] = {"fr", "en"};

}  // namespace

std::optional<Language> parseLanguage(std::string_view code) {
    for (std::size_t i = 0; i < std::size(kCodes); ++i)
        if (code == kCodes[i]) return static_cast<Language>(i);
    return std::nullopt;
}

std::optional<Language> languageOfLocaleName(std::string_view name) {
    for (std::size_t i = 0; i < std::size(kCodes); ++i)
        if (name.starts_with(kCodes[i])) return static_cast<Language>(i);
    return std::nullopt;
}

std::string_view languageCode(Language lang) {
    return kCodes[static_cast<std::size_t>(lang)];
}

}  // namespace bornes::formats
