// SPDX-License-Identifier: Apache-2.0
#include "cli.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <filesystem>
#include <iostream>
#include <optional>
#include <sstream>

#include "messages/diagnostic.h"
#include "messages/suggest.h"
#include "messages/words.h"

namespace bornes::cli {

namespace po = boost::program_options;
using formats::Language;
using formats::Severity;

namespace {

// A closed standard output (">&-") would let the next file opened take its number, and the
// output go into that file: give it /dev/null opened for reading, on which writes fail.
void guardStandardOutput() {
    if (::fcntl(STDOUT_FILENO, F_GETFD) == -1 && errno == EBADF) {
        const int fd = ::open("/dev/null", O_RDONLY);
        if (fd >= 0 && fd != STDOUT_FILENO) {
            ::dup2(fd, STDOUT_FILENO);
            ::close(fd);
        }
    }
}

int writeError(const char* tool, int error, Language lang) {
    const Bilingual why = error ? systemReason(error) : say(ToolMessage::OutputNotWritten);
    std::cerr << errorLine(tool, say(ToolMessage::WriteError, why).in(lang), lang);
    return kUsage;
}

// boost's message for a parse error in French, from its own template: the copy of the error
// fills in the option's name and value as boost does.
std::optional<ToolMessage> boostMessage(const po::error& e) {
    using Syntax = po::invalid_syntax;
    using Value = po::validation_error;
    if (dynamic_cast<const po::unknown_option*>(&e)) return ToolMessage::BoostUnknownOption;
    if (dynamic_cast<const po::ambiguous_option*>(&e)) return ToolMessage::BoostAmbiguousOption;
    if (dynamic_cast<const po::multiple_occurrences*>(&e))
        return ToolMessage::BoostMultipleOccurrences;
    if (dynamic_cast<const po::multiple_values*>(&e)) return ToolMessage::BoostSingleValue;
    if (dynamic_cast<const po::required_option*>(&e)) return ToolMessage::BoostRequired;
    if (dynamic_cast<const po::too_many_positional_options_error*>(&e))
        return ToolMessage::BoostTooManyArguments;
    if (const auto* syntax = dynamic_cast<const Syntax*>(&e)) {
        switch (syntax->kind()) {
            case Syntax::missing_parameter:
                return ToolMessage::BoostMissingValue;
            case Syntax::extra_parameter:
            case Syntax::long_adjacent_not_allowed:
            case Syntax::short_adjacent_not_allowed:
                return ToolMessage::BoostNoValueTaken;
            case Syntax::empty_adjacent_parameter:
                return ToolMessage::BoostEmptyAfterEqual;
            case Syntax::long_not_allowed:
                return ToolMessage::BoostLongNotAllowed;
            default:
                return std::nullopt;
        }
    }
    if (const auto* value = dynamic_cast<const Value*>(&e)) {
        switch (value->kind()) {
            case Value::multiple_values_not_allowed:
                return ToolMessage::BoostSingleValue;
            case Value::at_least_one_value_required:
                return ToolMessage::BoostAtLeastOneValue;
            case Value::invalid_option_value:
                return ToolMessage::BoostInvalidValue;
            case Value::invalid_option:
                return ToolMessage::BoostInvalidOption;
            default:
                return std::nullopt;
        }
    }
    return std::nullopt;
}

// A parse error in both languages: boost's English, and its French when the catalogue has
// its template (else boost's English again).
Bilingual optionError(const po::error& e) {
    Bilingual text = same(e.what());
    const std::optional<ToolMessage> id = boostMessage(e);
    if (!id) return text;
    const std::string french = say(*id).french;
    if (const auto* named = dynamic_cast<const po::error_with_option_name*>(&e)) {
        po::error_with_option_name copy(*named);
        copy.m_error_template = french;
        text.french = copy.what();
    } else {
        text.french = french;
    }
    return text;
}

// "<tool>: error: <message>", then the hint to --help.
int usageError(const char* tool, const Bilingual& message, Language lang) {
    std::cerr << errorLine(tool, message.in(lang), lang) << say(ToolMessage::TryHelp, tool).in(lang)
              << "\n";
    return kUsage;
}

}  // namespace

Bilingual told(const formats::Message& message) {
    return {formats::messageText(message, Language::English),
            formats::messageText(message, Language::French)};
}

Bilingual toldOfFile(const std::string& file, const formats::Message& message) {
    using formats::Message;
    using formats::MessageId;
    const Bilingual text = told(message);
    return {
        formats::messageText(Message(MessageId::CannotOpen, file, text.english), Language::English),
        formats::messageText(Message(MessageId::CannotOpen, file, text.french), Language::French)};
}

std::string errorLine(std::string_view tool, std::string_view text, Language lang) {
    return toolLine(tool, Severity::Error, text, lang);
}

std::string toolLine(std::string_view tool, Severity severity, std::string_view text,
                     Language lang) {
    return std::string(tool) + ": " + std::string(formats::severityName(severity, lang)) +
           formats::word(formats::WordId::Colon, lang) + std::string(text) + "\n";
}

int run(const char* tool, Language lang, const std::function<int()>& body) {
    guardStandardOutput();
    // Every write to standard output is checked: the first that fails (a full disk, a
    // closed output) stops the tool with "write error", never a truncated output and 0.
    std::cout.exceptions(std::ios::badbit);
    try {
        const int code = body();
        std::cout.flush();  // the last buffered bytes: a failure throws as any write does
        return code;
    } catch (const std::ios_base::failure&) {
        const int error = errno;
        if (std::cout.bad()) {
            std::cout.exceptions(std::ios::goodbit);
            return writeError(tool, error, lang);
        }
        std::cerr << errorLine(tool, say(ToolMessage::InputOutputFailed).in(lang), lang);
        return kUsage;
    } catch (const po::error& e) {
        return usageError(tool, optionError(e), lang);
    } catch (const UsageError& e) {
        return usageError(tool, e.said, lang);
    } catch (const FileError& e) {
        std::cerr << errorLine(tool, e.said.in(lang), lang);
        return kUsage;
    } catch (const std::exception& e) {
        std::cerr << errorLine(tool, e.what(), lang);
        return kFailure;
    }
}

int printVersion(const char* tool) {
    std::cout << tool << " (bornes) " << BORNES_VERSION << "\n";
    return kSuccess;
}

void addFormOptions(po::options_description& options, Language lang) {
    const auto h = [lang](HelpId id) { return helpText(id, lang); };
    options.add_options()("players,p",
                          po::value<int>()->default_value(4)->value_name(h(HelpId::ValueN)),
                          h(HelpId::Players))(
        "six", po::value<std::string>()->default_value("3x2")->value_name(h(HelpId::ValueForm)),
        h(HelpId::Six));
}

Table tableFrom(const po::variables_map& vm) {
    const int players = vm["players"].as<int>();
    auto table = Table::forPlayers(players);
    if (!table) throw UsageError(say(ToolMessage::PlayersValue, std::to_string(players)));
    const std::string six = vm["six"].as<std::string>();
    if (six != "3x2" && six != "2x3") throw UsageError(say(ToolMessage::SixValue, six));
    if (players == 6 && six == "2x3") table = Table::of(Form::SixTwoTeams);
    return *table;
}

std::istream* openInput(const std::string& name, std::ifstream& file, Bilingual& why) {
    if (name == "-") return &std::cin;
    std::error_code ignored;
    if (std::filesystem::is_directory(name, ignored)) {
        why = systemReason(EISDIR);
        return nullptr;
    }
    errno = 0;
    file.open(name, std::ios::binary);
    if (file) return &file;
    why = systemReason(errno ? errno : EIO);
    return nullptr;
}

void addSeedOption(po::options_description& options, const char* help) {
    options.add_options()("seed,s", po::value<std::string>()->default_value("1")->value_name("N"),
                          help);
}

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

std::uint64_t seedFrom(const po::variables_map& vm) {
    return countFrom(vm, "seed");
}

void addGameOptions(po::options_description& options, Language lang) {
    addFormOptions(options, lang);
    const auto h = [lang](HelpId id) { return helpText(id, lang); };
    const std::string n = h(HelpId::ValueN);
    options.add_options()("target", po::value<int>()->value_name(h(HelpId::ValueKm)),
                          h(HelpId::Target))(
        "ruleset",
        po::value<std::string>()->default_value("dujardin")->value_name(h(HelpId::ValueName)),
        h(HelpId::Ruleset))("bonus-no-100-no-200",
                            po::value<int>()->default_value(0)->value_name(n), h(HelpId::Bonus))(
        "game-target", po::value<int>()->default_value(5000)->value_name(h(HelpId::ValuePoints)),
        h(HelpId::GameTarget))("fixed-hands", po::value<int>()->default_value(0)->value_name(n),
                               h(HelpId::FixedHands));
}

GameRules gameRulesFrom(const po::variables_map& vm) {
    GameRules rules;
    std::optional<Table> table = tableFrom(vm);
    if (vm.count("target")) {
        const int target = vm["target"].as<int>();
        table = table->withTarget(target);
        if (!table) throw UsageError(say(ToolMessage::TargetValue, std::to_string(target)));
    }
    rules.table = *table;
    const auto ruleset = parseRuleset(lowered(vm["ruleset"].as<std::string>()));
    if (!ruleset) throw UsageError(say(ToolMessage::RulesetValue, vm["ruleset"].as<std::string>()));
    rules.scoring.ruleset = *ruleset;
    rules.scoring.bonusNoHundredNoTwoHundred = vm["bonus-no-100-no-200"].as<int>();
    if (rules.scoring.bonusNoHundredNoTwoHundred < 0 ||
        rules.scoring.bonusNoHundredNoTwoHundred > kMaxBonus)
        throw UsageError(say(ToolMessage::OptionRange, "bonus-no-100-no-200", 0, kMaxBonus));
    rules.gameTarget = vm["game-target"].as<int>();
    if (rules.gameTarget <= 0 || rules.gameTarget > kMaxGameTarget)
        throw UsageError(say(ToolMessage::OptionRange, "game-target", 1, kMaxGameTarget));
    rules.fixedHands = vm["fixed-hands"].as<int>();
    if (rules.fixedHands < 0 || rules.fixedHands > kMaxFixedHands)
        throw UsageError(say(ToolMessage::OptionRange, "fixed-hands", 0, kMaxFixedHands));
    return rules;
}

void addPictureOptions(po::options_description& options, const char* outputHelp, Language lang) {
    const auto h = [lang](HelpId id) { return helpText(id, lang); };
    options.add_options()(
        "type,T", po::value<std::string>()->default_value("svg")->value_name(h(HelpId::ValueType)),
        h(HelpId::Type))(
        "output,o", po::value<std::string>()->default_value("-")->value_name(h(HelpId::ValueFile)),
        outputHelp);
}

void refuseBinaryToTerminal(const po::variables_map& vm, formats::PictureType type) {
    if (type != formats::PictureType::Png && type != formats::PictureType::Pdf) return;
    if (vm["output"].as<std::string>() != "-" || !::isatty(STDOUT_FILENO)) return;
    throw UsageError(
        say(ToolMessage::BinaryToTerminal, type == formats::PictureType::Png ? "PNG" : "PDF"));
}

formats::PictureType pictureTypeFrom(const po::variables_map& vm) {
    const std::string name = vm["type"].as<std::string>();
    const std::optional<formats::PictureType> type = formats::parsePictureType(name);
    if (!type) throw UsageError(say(ToolMessage::TypeValue, name));
    return *type;
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

void addLanguageOption(po::options_description& options, Language lang) {
    options.add_options()("lang",
                          po::value<std::string>()->value_name(helpText(HelpId::ValueLang, lang)),
                          helpText(HelpId::Lang, lang));
}

namespace {

// The language a locale name speaks: French for "fr..." ("fr_FR.UTF-8", "fr"), else English.
Language languageOfLocale(std::string_view locale) {
    return locale.starts_with("fr") ? Language::French : Language::English;
}

}  // namespace

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
            if (entry.starts_with("fr") || entry.starts_with("en")) return languageOfLocale(entry);
            list.remove_prefix(std::min(colon + 1, list.size()));
        }
    }
    return languageOfLocale(locale);
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

std::string lowered(std::string text) {
    for (char& c : text)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return text;
}

po::variables_map parse(int argc, char** argv, const po::options_description& options,
                        const po::positional_options_description* positional) {
    po::variables_map vm;
    po::command_line_parser parser(argc, argv);
    parser.options(options);
    if (positional) parser.positional(*positional);
    try {
        po::store(parser.run(), vm);
    } catch (const po::unknown_option& e) {
        // "--stict": did you mean --strict?
        std::vector<std::string> names;
        for (const auto& option : options.options())
            if (!option->long_name().empty()) names.push_back("--" + option->long_name());
        const std::string near = formats::nearest(e.get_option_name(), names);
        if (near.empty()) throw;
        throw UsageError(say(ToolMessage::DidYouMean, optionError(e), near));
    }
    po::notify(vm);
    return vm;
}

po::variables_map parse(int argc, char** argv, const po::options_description& options,
                        const po::options_description& hidden,
                        const po::positional_options_description& positional) {
    po::options_description all;
    all.add(options).add(hidden);
    return parse(argc, argv, all, &positional);
}

po::variables_map parseWithFiles(int argc, char** argv, const po::options_description& options) {
    po::options_description hidden;
    hidden.add_options()("file", po::value<std::vector<std::string>>(), "record files");
    po::positional_options_description positional;
    positional.add("file", -1);
    return parse(argc, argv, options, hidden, positional);
}

int printHelp(HelpId usage, HelpId about, Language lang, const po::options_description& options) {
    std::cout << helpText(usage, lang) << helpText(about, lang) << options << "\n";
    return kSuccess;
}

}  // namespace bornes::cli
