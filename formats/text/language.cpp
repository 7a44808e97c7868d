#include "text/language.h"

namespace bornes::formats {

std::optional<Language> parseLanguage(std::string_view code) {
    if (code == "fr") return Language::French;
    if (code == "en") return Language::English;
    return std::nullopt;
}

std::string_view languageCode(Language lang) {
    return lang == Language::French ? "fr" : "en";
}

}  // namespace bornes::formats
