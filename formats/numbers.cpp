#include "numbers.h"

#include <unicode/locid.h>
#include <unicode/numberformatter.h>

namespace bornes::formats {

std::string formatNumber(long value, Language lang) {
    // One formatter per language, built once: ICU formatters are costly to create.
    static const icu::number::LocalizedNumberFormatter french =
        icu::number::NumberFormatter::withLocale(icu::Locale::getFrench());
    static const icu::number::LocalizedNumberFormatter english =
        icu::number::NumberFormatter::withLocale(icu::Locale::getEnglish());
    UErrorCode status = U_ZERO_ERROR;
    const auto& formatter = lang == Language::French ? french : english;
    const icu::UnicodeString text = formatter.formatInt(value, status).toString(status);
    if (U_FAILURE(status)) return std::to_string(value);
    std::string out;
    text.toUTF8String(out);
    return out;
}

}  // namespace bornes::formats
