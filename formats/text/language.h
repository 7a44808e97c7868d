// SPDX-License-Identifier: Apache-2.0
// The two languages the toolkit reads and prints: French (the books') and English.
#pragma once

#include <optional>
#include <string_view>

namespace bornes::formats {

enum class Language { French, English };

std::optional<Language> parseLanguage(std::string_view code);  // "fr" or "en"
std::string_view languageCode(Language lang);
// The language a locale or a gettext LANGUAGE entry names ("fr_FR.UTF-8", "en", "fr:en"'s
// "fr"): the one whose code it begins with, of every language the toolkit has; nothing for
// another ("de_DE", "C").
std::optional<Language> languageOfLocaleName(std::string_view name);

// Whether to speak French: the test the writers make before each of their phrases.
inline bool fr(Language lang) {
    return lang == Language::French;
}

}  // namespace bornes::formats
