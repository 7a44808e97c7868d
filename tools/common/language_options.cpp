// SPDX-License-Identifier: Apache-2.0
#include "common/language_options.h"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string>

#include "common/errors.h"
#include "common/help.h"
#include "common/option_values.h"

namespace bornes::cli {

namespace po = boost::program_options;
using formats::Language;

void addLanguageOption(po::options_description& options, Language lang) {
    options.add_options()("lang",
                          po::value<std::string>()->value_name(helpText(HelpId::ValueLang, lang)),
                          helpText(HelpId::Lang, lang));
}

Language languageFromEnvironment() {
    // The locale of the messages: the first of these that is set and not empty decides, as
    // setlocale(LC_MESSAGES, "") reads them; none is the "C" locale.
    std::string_view locale = "C";
    for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(variable);
        if (value && *value) {
            locale = value;
            break;
        }
    }
    // LANGUAGE is gettext's list of preferences ("fr:en"), beyond the locale; gettext leaves
    // it aside under "C", whose output POSIX fixes (a script's LANG=C stays English).
    const char* preferences = std::getenv("LANGUAGE");
    if (preferences && *preferences && locale != "C" && locale != "POSIX") {
        std::string_view list = preferences;
        while (!list.empty()) {
            const std::size_t colon = std::min(list.find(':'), list.size());
            const std::string_view entry = list.substr(0, colon);
            if (const auto lang = formats::languageOfLocaleName(entry)) return *lang;
            list.remove_prefix(std::min(colon + 1, list.size()));
        }
    }
    // A locale of a language the toolkit does not have ("de_DE", "C"): English.
    return formats::languageOfLocaleName(locale).value_or(Language::English);
}

Language languageOf(int argc, char** argv) {
    // Read before boost parses the command line, which needs the descriptions in the
    // language; boost's own checks come after, and an invalid value is reported then.
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--") break;  // what follows is arguments, not options
        std::optional<std::string_view> value;
        if (arg == "--lang" && i + 1 < argc)
            value = argv[i + 1];
        else if (arg.starts_with("--lang="))
            value = arg.substr(7);
        if (value) {
            if (const auto lang = formats::parseLanguage(lowered(std::string(*value))))
                return *lang;
            break;
        }
    }
    return languageFromEnvironment();
}

Language languageFrom(const po::variables_map& vm) {
    if (!vm.count("lang")) return languageFromEnvironment();
    const std::string code = vm["lang"].as<std::string>();
    const auto lang = formats::parseLanguage(lowered(code));
    if (!lang) throw UsageError(say(ToolMessage::LangValue, code));
    return *lang;
}

}  // namespace bornes::cli
