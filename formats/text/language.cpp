// SPDX-License-Identifier: Apache-2.0
#include "text/language.h"

#include <cstddef>
#include <iterator>

#include "text/pseudo_locale.h"

namespace bornes::formats {

namespace {

// The codes, in the order of the enum: ISO 639-1, and ISO 639's range for local use for the
// pseudo-locale.
constexpr std::string_view kCodes[] = {"fr", "en", "qps"};
static_assert(std::size(kCodes) == kLanguages.size());

}  // namespace

#pragma GCC diagnostic push
#pragma GCC diagnostic error "-Wswitch"
std::string_view columnText(const Columns& row, Language lang) {
    // A switch without default: a language added without its column does not compile.
    switch (lang) {
        case Language::English:
            return row[0];
        case Language::French:
            return row[1];
        case Language::Pseudo:
            return pseudoColumn(row[0]);
    }
    return row[0];
}

const char* icuLocaleName(Language lang) {
    switch (lang) {
        case Language::French:
            return "fr";
        case Language::English:
        case Language::Pseudo:
            return "en";
    }
    return "en";
}
#pragma GCC diagnostic pop

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
