// bornes-play: deals seeded hands, plays them between the built-in players and prints them
// turn by turn with the score sheets. See man/bornes-play.1.
#include <iostream>
#include <sstream>
#include <vector>

#include "cli.h"
#include "score_sheet.h"
#include "seat_names.h"
#include "self_play.h"
#include "transcript.h"

namespace {

using namespace bornes;
namespace po = boost::program_options;

constexpr const char* kUsage =
    "Usage: bornes-play [OPTIONS]\n"
    "Deal seeded hands of 1000 Bornes, play them between built-in players and print\n"
    "them turn by turn with the score sheets.\n";

std::vector<PlayerKind> parseSeats(const std::string& list) {
    std::vector<PlayerKind> kinds;
    std::stringstream in(list);
    for (std::string item; std::getline(in, item, ',');) {
        const auto kind = parsePlayerKind(item);
        if (!kind) throw cli::UsageError("--seats: unknown player '" + item + "' (random or heuristic)");
        kinds.push_back(*kind);
    }
    if (kinds.empty()) throw cli::UsageError("--seats needs at least one player");
    return kinds;
}

int play(int argc, char** argv) {
    po::options_description options("Options");
    options.add_options()
        ("help,h", "print this help and exit")
        ("seed,s", po::value<std::uint64_t>()->default_value(1)->value_name("N"), "seed of the deals and of the random players")
        ("hands,n", po::value<int>()->default_value(1)->value_name("N"), "hands to play (0: play the whole game)")
        ("seats", po::value<std::string>()->default_value("heuristic,random")->value_name("LIST"),
         "players around the table, repeated to fill the seats: random, heuristic")
        ("dealer", po::value<int>()->default_value(1)->value_name("SEAT"), "seat (1..players) of the first dealer")
        ("quiet,q", "print only the score sheets and the game score");
    cli::addGameOptions(options);
    cli::addLanguageOption(options);
    const po::variables_map vm = cli::parse(argc, argv, options);
    if (vm.count("help")) {
        std::cout << kUsage << "\n" << options << "\n";
        return cli::kSuccess;
    }
    const GameRules rules = cli::gameRulesFrom(vm);
    const formats::Language lang = cli::languageFrom(vm);
    const std::uint64_t seed = vm["seed"].as<std::uint64_t>();
    const int hands = vm["hands"].as<int>();
    if (hands < 0) throw cli::UsageError("--hands must not be negative");
    const int dealer = vm["dealer"].as<int>();
    if (dealer < 1 || dealer > rules.table.players)
        throw cli::UsageError("--dealer must be a seat from 1 to " + std::to_string(rules.table.players));
    const std::vector<PlayerKind> kinds = parseSeats(vm["seats"].as<std::string>());

    std::vector<std::unique_ptr<Player>> players;
    Seating seats{};
    for (int seat = 0; seat < rules.table.players; ++seat) {
        players.push_back(makePlayer(kinds[static_cast<std::size_t>(seat) % kinds.size()], seed * 1000 + seat));
        seats[static_cast<std::size_t>(seat)] = players.back().get();
    }
    const formats::SeatNames names(rules.table);
    const formats::TranscriptOptions transcript{lang, true, true};
    const bool quiet = vm.count("quiet") > 0;
    const bool french = lang == formats::Language::French;

    std::cout << (french ? "1000 Bornes — " : "1000 Bornes — ") << int(rules.table.players)
              << (french ? " joueurs, " : " players, ");
    for (int side = 0; side < rules.table.sides; ++side) std::cout << (side ? " / " : "") << names.side(side);
    std::cout << (french ? ", but " : ", target ") << rules.table.target << ", " << rulesetName(rules.scoring.ruleset)
              << (french ? ", graine " : ", seed ") << seed << "\n";
    for (int seat = 0; seat < rules.table.players; ++seat)
        std::cout << (seat ? ", " : "") << names.seat(seat) << " " << seats[static_cast<std::size_t>(seat)]->name();
    std::cout << "\n";

    Game game(rules, dealer - 1);
    Rng shuffle(seed);
    int number = 0;
    std::vector<Move> moves;
    std::optional<Position> start;
    playGame(
        game, seats, shuffle, hands == 0 ? 1000 : hands,
        [&](const Position&, const HandScore& score, const Game& g) {
            std::cout << "\n" << (french ? "Manche " : "Hand ") << ++number << (french ? " — donneur " : " — dealer ")
                      << names.seat((g.dealer() + rules.table.players - 1) % rules.table.players) << "\n";
            if (!quiet) std::cout << formats::renderTranscript(*start, moves, names, transcript);
            std::cout << formats::renderScoreSheet(score, names, lang) << formats::renderGameScore(g, names, lang) << "\n";
            moves.clear();
            start.reset();
        },
        [&](const Position& pos, Move m) {
            if (!start) start = pos;
            moves.push_back(m);
        });
    return cli::kSuccess;
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::run("bornes-play", [&] { return play(argc, argv); });
}
