// SPDX-License-Identifier: Apache-2.0
// bornes-play: plays seeded games between the built-in players and writes them in the
// notation (every card known, or the draws or all cards hidden), as a transcript, or as
// JSON. See man/bornes-play.1.
#include <iostream>
#include <sstream>
#include <vector>

#include "analysis/rollout_player.h"
#include "common/command.h"
#include "common/errors.h"
#include "common/game_options.h"
#include "common/help.h"
#include "common/language_options.h"
#include "common/option_values.h"
#include "json/replay_json.h"
#include "messages/words.h"
#include "notation/game_recorder.h"
#include "notation/game_tags.h"
#include "notation/notation_lexer.h"
#include "notation/record_writer.h"
#include "replay/transcript.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;
using cli::say;
using cli::ToolMessage;

constexpr int kMaxHandsPerGame = 10000;

std::vector<SeatKind> parseSeats(const std::string& list) {
    std::vector<SeatKind> kinds;
    if (!list.empty() && list.back() == ',')
        throw cli::UsageError(say(ToolMessage::SeatsNameMissing));
    std::stringstream in(list);
    for (std::string item; std::getline(in, item, ',');) {
        const auto kind = parseSeatKind(item);
        if (!kind) throw cli::UsageError(say(ToolMessage::SeatsUnknownPlayer, item));
        kinds.push_back(*kind);
    }
    if (kinds.empty()) throw cli::UsageError(say(ToolMessage::SeatsNone));
    return kinds;
}

// --names: one name per seat, each a player's name of the notation (NOTATION.md §3.2),
// checked by the reader's own rules for [Seats] so that the records read back; a problem is
// told in every language (the run's is chosen when it is printed).
std::array<std::string, kMaxPlayers> parseNames(const std::string& list, const Table& table) {
    std::vector<std::string> names;
    std::stringstream in(list);
    for (std::string item; std::getline(in, item, ',');) names.push_back(item);
    if (list.empty() || list.back() == ',') names.emplace_back();
    for (const std::string& name : names) {
        if (name.empty()) throw cli::UsageError(say(ToolMessage::NamesMissing));
        if (!notation::isName(name)) throw cli::UsageError(say(ToolMessage::NamesNotAName, name));
    }
    if (static_cast<int>(names.size()) != table.players)
        throw cli::UsageError(say(ToolMessage::NamesCount, names.size(), table.players));
    // The rest (P1..P6 only for their own seat, names that differ in more than case and
    // accents) as the reader checks [Seats].
    std::string seats;
    for (const std::string& name : names) seats += (seats.empty() ? "" : " ") + name;
    GameTags tags;
    tags.add("players", "Players", std::string(formName(table.form)), {}, {});
    tags.add("seats", "Seats", seats, {}, {});
    Record record;
    if (const auto problem = tags.apply(record)) {
        std::string why = problem->message;
        if (const std::size_t cited = why.rfind(" ("); cited != std::string::npos)
            why.erase(cited);  // "(notation)": the option is the place, not a record
        throw cli::UsageError(say(ToolMessage::NamesProblem, cli::Told::each([&](Language each) {
                                      return each == Language::English
                                                 ? why
                                                 : messageBody(problem->what, each);
                                  })));
    }
    return record.seats;
}

Hidden hiddenFrom(const std::string& text) {
    if (const auto hidden = parseHidden(text)) return *hidden;
    throw cli::UsageError(say(ToolMessage::HideValue, text));
}

// The options that made the games, written in each record ([Generator]): what it takes to
// play them again, byte for byte (the samples are regenerated from it by a test).
std::string generatorOf(const po::variables_map& vm, std::uint64_t seed) {
    const int players = vm["players"].as<int>();
    std::string command = "bornes-play --players " + std::to_string(players);
    if (players == 6) command += " --six " + vm["six"].as<std::string>();
    command += " --seed " + std::to_string(seed);
    command += " --seats " + vm["seats"].as<std::string>();
    command += " --dealer " + std::to_string(vm["dealer"].as<int>());
    command += " --hide " + vm["hide"].as<std::string>();
    command += " --ruleset " + vm["ruleset"].as<std::string>();
    for (const char* option : {"target", "bonus-no-100-no-200", "game-target", "fixed-hands"})
        if (vm.count(option) && !vm[option].defaulted())
            command += std::string(" --") + option + " " + std::to_string(vm[option].as<int>());
    if (vm["hands"].as<int>()) command += " --hands " + std::to_string(vm["hands"].as<int>());
    if (vm.count("names")) command += " --names " + vm["names"].as<std::string>();
    if (vm["games"].as<long>() > 1) command += " --games " + std::to_string(vm["games"].as<long>());
    return command;
}

po::options_description optionsOf(Language lang) {
    const auto h = [lang](cli::HelpId id) { return cli::helpText(id, lang); };
    const std::string n = h(cli::HelpId::ValueN);
    po::options_description options(h(cli::HelpId::Options));
    options.add_options()("help,h", h(cli::HelpId::Help))("version", h(cli::HelpId::Version));
    cli::addSeedOption(options, h(cli::HelpId::PlaySeed));
    options.add_options()("games,g", po::value<long>()->default_value(1)->value_name(n),
                          h(cli::HelpId::PlayGames))(
        "hands,n", po::value<int>()->default_value(0)->value_name(n), h(cli::HelpId::PlayHands))(
        "seats",
        po::value<std::string>()
            ->default_value("heuristic,random")
            ->value_name(h(cli::HelpId::ValueList)),
        h(cli::HelpId::PlaySeats))("names",
                                   po::value<std::string>()->value_name(h(cli::HelpId::ValueList)),
                                   h(cli::HelpId::PlayNames))(
        "dealer", po::value<int>()->default_value(1)->value_name(h(cli::HelpId::ValueSeat)),
        h(cli::HelpId::PlayDealer))(
        "hide",
        po::value<std::string>()->default_value("none")->value_name(h(cli::HelpId::ValueWhat)),
        h(cli::HelpId::PlayHide))("format",
                                  po::value<std::string>()
                                      ->default_value("notation")
                                      ->value_name(h(cli::HelpId::ValueFormat)),
                                  h(cli::HelpId::PlayFormat))("compact", h(cli::HelpId::Compact))(
        "quiet,q", h(cli::HelpId::PlayQuiet));
    cli::addGameOptions(options, lang);
    cli::addLanguageOption(options, lang);
    return options;
}

// Options that would change nothing are refused: they are mistakes.
void refuseIdleOptions(const po::variables_map& vm, const GameRules& rules,
                       const std::string& format, std::size_t kinds) {
    const std::string seatCount = std::to_string(rules.table.players);
    if (!vm["six"].defaulted() && rules.table.players != 6)
        throw cli::UsageError(say(ToolMessage::SixWithSixPlayers, seatCount));
    if (static_cast<int>(kinds) > rules.table.players)
        throw cli::UsageError(say(ToolMessage::SeatsTooMany, kinds, rules.table.players));
    if (!vm["game-target"].defaulted() && rules.fixedHands > 0)
        throw cli::UsageError(say(ToolMessage::GameTargetWithFixedHands));
    const bool json = format == "json" || format == "jsonl";
    if (vm.count("compact") && !json)
        throw cli::UsageError(say(ToolMessage::CompactFormatNot, format));
    if (vm.count("quiet") && format != "text")
        throw cli::UsageError(say(ToolMessage::QuietFormatNot, format));
    if (vm.count("lang") && format != "text")
        throw cli::UsageError(say(ToolMessage::LangFormatNot, format));
}

const cli::Command kCommand{.name = "bornes-play",
                            .usage = cli::HelpId::PlayUsage,
                            .about = cli::HelpId::PlayAbout,
                            .options = optionsOf};

int play(const po::variables_map& vm, Language /*helpLang*/) {
    const GameRules rules = cli::gameRulesFrom(vm);
    const Language lang = cli::languageFrom(vm);
    const std::uint64_t seed = cli::seedFrom(vm);
    const long games = vm["games"].as<long>();
    if (games < 1) throw cli::UsageError(say(ToolMessage::GamesAtLeastOne));
    const int hands = vm["hands"].as<int>();
    if (hands < 0) throw cli::UsageError(say(ToolMessage::NotNegative, "hands"));
    const int dealer = vm["dealer"].as<int>();
    if (dealer < 1 || dealer > rules.table.players)
        throw cli::UsageError(say(ToolMessage::DealerRange, rules.table.players));
    const Hidden hidden = hiddenFrom(vm["hide"].as<std::string>());
    const std::string format =
        cli::formatFrom(vm, {"notation", "text", "json", "jsonl"}, ToolMessage::FormatsPlay);
    const std::vector<SeatKind> kinds = parseSeats(vm["seats"].as<std::string>());
    refuseIdleOptions(vm, rules, format, kinds.size());
    const bool json = format == "json" || format == "jsonl";
    std::optional<std::array<std::string, kMaxPlayers>> names;
    if (vm.count("names")) names = parseNames(vm["names"].as<std::string>(), rules.table);

    const std::vector<std::unique_ptr<Player>> players =
        seatPlayers(kinds, rules.table, seed, rules.scoring);
    Seating seats{};
    for (std::size_t seat = 0; seat < players.size(); ++seat) seats[seat] = players[seat].get();
    Rng shuffle(seed);
    std::optional<JsonReplay> jsonOut;
    if (json)
        jsonOut.emplace(std::cout, format == "json" ? JsonLayout::Document : JsonLayout::Lines,
                        vm.count("compact") > 0);
    for (long g = 1; g <= games; ++g) {
        Game game(rules, dealer - 1);
        // A game to 5000 cannot tie forever, but a safety net costs nothing.
        const int limit = hands ? hands : rules.fixedHands ? rules.fixedHands : kMaxHandsPerGame;
        Record record = playAndRecord(
            game, seats, shuffle, limit, hidden,
            formats::say(WordId::PlayEvent, lang, std::to_string(seed), std::to_string(g)));
        if (names) record.seats = *names;
        record.otherTags.push_back({"Generator", generatorOf(vm, seed), {}});
        std::vector<Diagnostic> problems;
        if (format == "notation") {
            if (g > 1) std::cout << "\n";
            writeRecord(std::cout, record);
        } else if (jsonOut) {
            jsonOut->game(record, GameSource{{}, g}, {}, problems, true);
        } else {
            std::cout << record.event << "\n";
            const bool steps = vm.count("quiet") == 0;
            Transcript transcript(std::cout, record, {lang, steps, steps, false});
            playRecord(record, {}, problems, &transcript);
        }
        for (const Diagnostic& d : problems)  // never expected: the engine's own games are valid
            std::cerr << "bornes-play: " << say(ToolMessage::InternalError, cli::told(d)).in(lang)
                      << "\n";
        if (!problems.empty()) return cli::kFailure;
    }
    if (jsonOut) {
        jsonOut->finish();
        if (format == "json") std::cout << "\n";
    }
    return cli::kSuccess;
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::runCommand(argc, argv, kCommand, play);
}
