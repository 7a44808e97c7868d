// SPDX-License-Identifier: Apache-2.0
#include "common/option_values.h"

#include <charconv>
#include <sstream>
#include <string>

#include "common/errors.h"

namespace bornes::cli {

namespace po = boost::program_options;
using formats::Language;

std::uint64_t countFrom(const po::variables_map& vm, const char* option) {
    const std::string text = vm[option].as<std::string>();
    std::uint64_t n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size())
        throw UsageError(say(ToolMessage::WholeNumber, option, text));
    return n;
}

int countIn(const po::variables_map& vm, const char* option, int low, int high) {
    const std::string text = vm[option].as<std::string>();
    long long n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || n < low ||
        n > high)
        throw UsageError(say(ToolMessage::OptionRangeNot, option, low, high, text));
    return static_cast<int>(n);
}

int intIn(const po::variables_map& vm, const char* option, int low, int high) {
    const int value = vm[option].as<int>();
    if (value < low || value > high)
        throw UsageError(say(ToolMessage::OptionRangeNot, option, low, high, value));
    return value;
}

double secondsFrom(const po::variables_map& vm, const char* option) {
    const double seconds = vm[option].as<double>();
    // Beyond 10^9 s (31 years) a deadline's nanoseconds would overflow: "inf" and 1e300 are
    // refused, never taken for no limit at all.
    if (!(seconds >= 0) || seconds > 1e9) {
        std::ostringstream given;
        given << seconds;
        throw UsageError(say(ToolMessage::Seconds, option, given.str()));
    }
    return seconds;
}

std::size_t tableBytesFrom(const po::variables_map& vm) {
    const int hash = vm["hash"].as<int>();
    if (hash < 1 || hash > 65536)
        throw UsageError(say(ToolMessage::HashValue, std::to_string(hash)));
    return static_cast<std::size_t>(hash) << 20;
}

std::string formatFrom(const po::variables_map& vm, std::initializer_list<std::string_view> allowed,
                       ToolMessage listed) {
    const std::string format = vm["format"].as<std::string>();
    for (const std::string_view name : allowed)
        if (format == name) return format;
    throw UsageError(say(ToolMessage::FormatValue, say(listed), format));
}

std::string lowered(std::string text) {
    for (char& c : text)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return text;
}

}  // namespace bornes::cli
