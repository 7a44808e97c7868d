// SPDX-License-Identifier: Apache-2.0
#include "text/numbers.h"

#include <charconv>

#include <unicode/locid.h>

#include <unicode/numberformatter.h>

#include <cstdio>
#include <vector>

namespace bornes::formats {

std::optional<int> parseNumber(std::string_view text) {
    int n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (text.empty() || text.front() == '-' || ec != std::errc() ||
        end != text.data() + text.size())
        return std::nullopt;
    return n;
}

std::string formatNumber(long value, Language lang) {
    // One formatter per language, built once: ICU formatters are costly to create.
    static const auto formatters = [] {
        std::vector<icu::number::LocalizedNumberFormatter> each;
        for (const Language l : kLanguages)
            each.push_back(icu::number::NumberFormatter::withLocale(icu::Locale(icuLocaleName(l))));
        return each;
    }();
    UErrorCode status = U_ZERO_ERROR;
    const auto& formatter = formatters[static_cast<std::size_t>(lang)];
    const icu::UnicodeString text = formatter.formatInt(value, status).toString(status);
    if (U_FAILURE(status)) return std::to_string(value);
    std::string out;
    text.toUTF8String(out);
    return out;
}

std::string formatDecimal(double value, int digits, Language lang) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, value);
    std::string text = buffer;
    if (text == "-0" || text.rfind("-0.", 0) == 0) {
        // -0.0 rounded: no sign for a zero.
        if (text.find_first_not_of("-0.") == std::string::npos) text.erase(0, 1);
    }
    if (fr(lang))
        for (char& c : text)
            if (c == '.') c = ',';
    return text;
}

}  // namespace bornes::formats
