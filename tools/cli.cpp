#include "cli.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "suggest.h"

namespace bornes::cli {

namespace po = boost::program_options;

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

int writeError(const char* tool, int error) {
    std::cerr << tool << ": error: write error: "
              << (error ? std::strerror(error) : "the output could not be written") << "\n";
    return kUsage;
}

}  // namespace

int run(const char* tool, const std::function<int()>& body) {
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
            return writeError(tool, error);
        }
        std::cerr << tool << ": error: input or output failed\n";
        return kUsage;
    } catch (const po::error& e) {
        std::cerr << tool << ": error: " << e.what() << "\nTry '" << tool << " --help'.\n";
        return kUsage;
    } catch (const UsageError& e) {
        std::cerr << tool << ": error: " << e.what() << "\nTry '" << tool << " --help'.\n";
        return kUsage;
    } catch (const FileError& e) {
        std::cerr << tool << ": error: " << e.what() << "\n";
        return kUsage;
    } catch (const std::exception& e) {
        std::cerr << tool << ": error: " << e.what() << "\n";
        return kFailure;
    }
}

int printVersion(const char* tool) {
    std::cout << tool << " (bornes) " << BORNES_VERSION << "\n";
    return kSuccess;
}

void addFormOptions(po::options_description& options) {
    options.add_options()("players,p", po::value<int>()->default_value(4)->value_name("N"),
                          "number of players: 2, 3, 4 or 6")(
        "six", po::value<std::string>()->default_value("3x2")->value_name("FORM"),
        "with 6 players: 3x2 (three teams of two) or 2x3 (two teams of three)");
}

Table tableFrom(const po::variables_map& vm) {
    const int players = vm["players"].as<int>();
    auto table = Table::forPlayers(players);
    if (!table) throw UsageError("--players must be 2, 3, 4 or 6, not " + std::to_string(players));
    const std::string six = vm["six"].as<std::string>();
    if (six != "3x2" && six != "2x3")
        throw UsageError("--six must be 3x2 or 2x3, not '" + six + "'");
    if (players == 6 && six == "2x3") table = Table::of(Form::SixTwoTeams);
    return *table;
}

std::istream* openInput(const std::string& name, std::ifstream& file, std::string& why) {
    if (name == "-") return &std::cin;
    std::error_code ignored;
    if (std::filesystem::is_directory(name, ignored)) {
        why = std::strerror(EISDIR);
        return nullptr;
    }
    errno = 0;
    file.open(name, std::ios::binary);
    if (file) return &file;
    why = std::strerror(errno ? errno : EIO);
    return nullptr;
}

bool writeOutput(const std::string& name, const std::string& bytes, std::string& why) {
    if (name == "-") {
        std::cout.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        std::cout.flush();
        if (!std::cout) why = "cannot write to standard output";
        return static_cast<bool>(std::cout);
    }
    namespace fs = std::filesystem;
    std::error_code error;
    if (fs::is_directory(name, error)) {
        why = "is a directory";
        return false;
    }
    // A device or a pipe (/dev/full, a FIFO) is written in place: a temporary file renamed
    // over it would replace it.
    if (fs::exists(name, error) && !fs::is_regular_file(name, error)) {
        std::ofstream out(name, std::ios::binary);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        out.close();
        if (!out) why = "write error: " + std::string(std::strerror(errno));
        return static_cast<bool>(out);
    }
    const std::string temporary = name + ".tmp-" + std::to_string(::getpid());
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) {
            why = "cannot be written (" + std::string(std::strerror(errno)) + ")";
            return false;
        }
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        out.close();
        if (!out) {
            why = "cannot be written (" + std::string(std::strerror(errno)) + ")";
            fs::remove(temporary, error);
            return false;
        }
    }
    fs::rename(temporary, name, error);
    if (error) {
        why = "cannot be written (" + error.message() + ")";
        fs::remove(temporary, error);
        return false;
    }
    return true;
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
        throw UsageError(std::string("--") + option +
                         " must be a whole number from 0 to 18446744073709551615, not '" + text +
                         "'");
    return n;
}

std::uint64_t seedFrom(const po::variables_map& vm) {
    return countFrom(vm, "seed");
}

void addGameOptions(po::options_description& options) {
    addFormOptions(options);
    options.add_options()("target", po::value<int>()->value_name("KM"),
                          "distance that wins a hand (default: 700 or 1000 by form)")(
        "ruleset", po::value<std::string>()->default_value("dujardin")->value_name("NAME"),
        "scoring rules: dujardin or parker")(
        "bonus-no-100-no-200", po::value<int>()->default_value(0)->value_name("N"),
        "bonus for a hand won with neither 100 nor 200 (0: not played)")(
        "game-target", po::value<int>()->default_value(5000)->value_name("POINTS"),
        "points that win the game")(
        "fixed-hands", po::value<int>()->default_value(0)->value_name("N"),
        "play exactly N hands; the highest total wins (0: play to the game target)");
}

GameRules gameRulesFrom(const po::variables_map& vm) {
    GameRules rules;
    std::optional<Table> table = tableFrom(vm);
    if (vm.count("target")) {
        const int target = vm["target"].as<int>();
        table = table->withTarget(target);
        if (!table)
            throw UsageError("--target must be a multiple of 25 from 25 to 1000, not " +
                             std::to_string(target));
    }
    rules.table = *table;
    const auto ruleset = parseRuleset(lowered(vm["ruleset"].as<std::string>()));
    if (!ruleset)
        throw UsageError("--ruleset must be dujardin or parker, not '" +
                         vm["ruleset"].as<std::string>() + "'");
    rules.scoring.ruleset = *ruleset;
    rules.scoring.bonusNoHundredNoTwoHundred = vm["bonus-no-100-no-200"].as<int>();
    if (rules.scoring.bonusNoHundredNoTwoHundred < 0 ||
        rules.scoring.bonusNoHundredNoTwoHundred > kMaxBonus)
        throw UsageError("--bonus-no-100-no-200 must be from 0 to " + std::to_string(kMaxBonus));
    rules.gameTarget = vm["game-target"].as<int>();
    if (rules.gameTarget <= 0 || rules.gameTarget > kMaxGameTarget)
        throw UsageError("--game-target must be from 1 to " + std::to_string(kMaxGameTarget));
    rules.fixedHands = vm["fixed-hands"].as<int>();
    if (rules.fixedHands < 0 || rules.fixedHands > kMaxFixedHands)
        throw UsageError("--fixed-hands must be from 0 to " + std::to_string(kMaxFixedHands));
    return rules;
}

void addPictureOptions(po::options_description& options, const char* outputHelp) {
    options.add_options()("type,T",
                          po::value<std::string>()->default_value("svg")->value_name("TYPE"),
                          "picture type: svg, png, pdf or dot")(
        "output,o", po::value<std::string>()->default_value("-")->value_name("FILE"), outputHelp);
}

formats::PictureType pictureTypeFrom(const po::variables_map& vm) {
    const std::string name = vm["type"].as<std::string>();
    const std::optional<formats::PictureType> type = formats::parsePictureType(name);
    if (!type) throw UsageError("--type must be svg, png, pdf or dot, not '" + name + "'");
    return *type;
}

int writeOutputOption(const po::variables_map& vm, const char* tool, const std::string& bytes) {
    const std::string output = vm["output"].as<std::string>();
    std::string why;
    if (writeOutput(output, bytes, why)) return kSuccess;
    std::cerr << tool << ": error: '" << output << "': " << why << "\n";
    return kUsage;
}

double secondsFrom(const po::variables_map& vm, const char* option) {
    const double seconds = vm[option].as<double>();
    if (!(seconds >= 0) || seconds > 1e9)
        throw UsageError(std::string("--") + option + " must be a number of seconds, 0 or more");
    return seconds;
}

std::size_t tableBytesFrom(const po::variables_map& vm) {
    const int hash = vm["hash"].as<int>();
    if (hash < 1 || hash > 65536)
        throw UsageError("--hash must be from 1 to 65536 MiB, not " + std::to_string(hash));
    return static_cast<std::size_t>(hash) << 20;
}

void addLanguageOption(po::options_description& options) {
    options.add_options()("lang", po::value<std::string>()->value_name("LANG"),
                          "language of messages, card names and numbers: fr or en (default: "
                          "from LC_ALL, LC_MESSAGES or LANG; English unless French)");
}

formats::Language languageFromEnvironment() {
    // The first of these that is set decides, as for gettext: "fr_FR.UTF-8" is French.
    for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(variable);
        if (value && *value)
            return std::string_view(value).starts_with("fr") ? formats::Language::French
                                                             : formats::Language::English;
    }
    return formats::Language::English;
}

formats::Language languageFrom(const po::variables_map& vm) {
    if (!vm.count("lang")) return languageFromEnvironment();
    const std::string code = vm["lang"].as<std::string>();
    const auto lang = formats::parseLanguage(lowered(code));
    if (!lang) throw UsageError("--lang must be fr or en, not '" + code + "'");
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
        throw UsageError(std::string(e.what()) + ": did you mean " + near + "?");
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

int printHelp(std::string_view usage, const po::options_description& options) {
    std::cout << usage << options << "\n";
    return kSuccess;
}

}  // namespace bornes::cli
