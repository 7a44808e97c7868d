// SPDX-License-Identifier: Apache-2.0
// The languages the toolkit has (text/language.h): each code read back, and a locale or a
// gettext LANGUAGE entry taken for the language whose code it begins with, whatever the
// language (the detection is not written for French and English alone).
#include <gtest/gtest.h>

#include <string>

#include "text/language.h"

namespace bornes::formats {
namespace {

TEST(Language, EveryCodeReadsBack) {
    for (Language lang : kLanguages) {
        EXPECT_EQ(parseLanguage(languageCode(lang)), lang);
        // ISO 639-1 for a language, ISO 639's range for local use for the pseudo-locale.
        EXPECT_EQ(languageCode(lang).size(), lang == Language::Pseudo ? 3u : 2u);
    }
    EXPECT_EQ(parseLanguage("de"), std::nullopt);
    EXPECT_EQ(parseLanguage(""), std::nullopt);
}

TEST(Language, ALocaleNamesTheLanguageItBeginsWith) {
    for (Language lang : kLanguages) {
        const std::string code(languageCode(lang));
        for (const std::string& name : {code, code + "_CA.UTF-8", code + "_FR", code + "@euro"})
            EXPECT_EQ(languageOfLocaleName(name), lang) << name;
    }
    for (const char* name : {"C", "POSIX", "de_DE.UTF-8", "", "C.UTF-8"})
        EXPECT_EQ(languageOfLocaleName(name), std::nullopt) << name;
}

TEST(Language, EachColumnOfARow) {
    const Columns row = {"yes", "oui"};
    EXPECT_EQ(columnText(row, Language::English), "yes");
    EXPECT_EQ(columnText(row, Language::French), "oui");
    // The pseudo-locale's is English's made pseudo, and the same view each time (kept).
    const std::string_view pseudo = columnText(row, Language::Pseudo);
    EXPECT_EQ(pseudo, "\u27E6ýéš\u27E7");
    EXPECT_EQ(columnText(row, Language::Pseudo).data(), pseudo.data());
}

}  // namespace
}  // namespace bornes::formats
