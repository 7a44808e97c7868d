// SPDX-License-Identifier: Apache-2.0
// The languages the toolkit reads and prints: French (the books'), English, and the
// pseudo-locale of the tests (the English made visibly foreign, see pseudo_locale.h). A
// catalogue has a column for each written language; adding one is a value here, its code,
// its ICU locale, and one more column in every catalogue (doc/architecture.md, "Words").
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace bornes::formats {

enum class Language { French, English, Pseudo };

// Every language, in the order of the enum: what a test of each runs over.
inline constexpr std::array<Language, 3> kLanguages = {Language::French, Language::English,
                                                       Language::Pseudo};

// A row of a catalogue: its text in each written language, in this order (English first,
// as the catalogues are written). The pseudo-locale has no column: it is made from English.
inline constexpr std::size_t kWrittenLanguages = 2;
using Columns = std::array<std::string_view, kWrittenLanguages>;

// The row's text in `lang`: its column, or for the pseudo-locale its English made pseudo
// (made once, kept for the run: a view that stays valid).
std::string_view columnText(const Columns& row, Language lang);

// "fr", "en", and "qps" for the pseudo-locale (ISO 639's range for local use, as Windows'
// qps-ploc).
std::optional<Language> parseLanguage(std::string_view code);
std::string_view languageCode(Language lang);
// The locale ICU formats numbers and chooses plurals by: "fr", "en" (the pseudo-locale's is
// English's, whose text it is).
const char* icuLocaleName(Language lang);
// The language a locale or a gettext LANGUAGE entry names ("fr_FR.UTF-8", "en", "fr:en"'s
// "fr"): the one whose code it begins with, of every language the toolkit has; nothing for
// another ("de_DE", "C").
std::optional<Language> languageOfLocaleName(std::string_view name);

// Whether to write with French typography and grammar (decimal commas, no-break spaces,
// elision): the one question the printers ask of a language besides its words.
inline bool fr(Language lang) {
    return lang == Language::French;
}

}  // namespace bornes::formats
