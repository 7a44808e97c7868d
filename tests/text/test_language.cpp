// SPDX-License-Identifier: Apache-2.0
// The languages the toolkit has (text/language.h): each code read back, and a locale or a
// gettext LANGUAGE entry taken for the language whose code it begins with, whatever the
// language (the detection is not written for French and English alone).
#include <gtest/gtest.h>

#include <string>

#include "text/language.h"

namespace bornes::formats {
namespace {

constexpr Language kEvery[] = {Language::French, Language::English};

TEST(Language, EveryCodeReadsBack) {
    for (Language lang : kEvery) {
        EXPECT_EQ(parseLanguage(languageCode(lang)), lang);
        EXPECT_EQ(languageCode(lang).size(), 2u) << "an ISO 639-1 code";
    }
    EXPECT_EQ(parseLanguage("de"), std::nullopt);
    EXPECT_EQ(parseLanguage(""), std::nullopt);
}

TEST(Language, ALocaleNamesTheLanguageItBeginsWith) {
    for (Language lang : kEvery) {
        const std::string code(languageCode(lang));
        for (const std::string& name : {code, code + "_CA.UTF-8", code + "_FR", code + "@euro"})
            EXPECT_EQ(languageOfLocaleName(name), lang) << name;
    }
    for (const char* name : {"C", "POSIX", "de_DE.UTF-8", "", "C.UTF-8"})
        EXPECT_EQ(languageOfLocaleName(name), std::nullopt) << name;
}

}  // namespace
}  // namespace bornes::formats
