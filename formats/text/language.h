// SPDX-License-Identifier: Apache-2.0
// The two languages the toolkit reads and prints: French (the books') and English.
#pragma once

#include <optional>
#include <string_view>

namespace bornes::formats {

enum class Language { French, English };

std::optional<Language> parseLanguage(std::string_view code);  // "fr" or "en"
std::string_view languageCode(Language lang);

// Whether to speak French: the test the writers make before each of their phrases.
inline bool fr(Language lang) {
    return lang == Language::French;
}

}  // namespace bornes::formats
