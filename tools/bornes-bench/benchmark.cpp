// SPDX-License-Identifier: Apache-2.0
// The runners of bornes-bench (as Stockfish keeps benchmark.cpp apart from its main): random
// self-play, the notation's records generated and validated, the solver on the benchmark
// sets, the pictures, the annotator on complete records. Each prints its figures and its
// signature; tools/bornes-bench.cpp parses the options and calls one. See
// man/bornes-bench.1.
#include "bornes-bench/benchmark.h"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string_view>
#include <utility>

#include "analysis/decision_tree.h"
#include "bornes-annotate/decision_marks.h"
#include "bornes-validate/validation.h"
#include "common/errors.h"
#include "common/input_file.h"
#include "common/option_values.h"
#include "notation/game_recorder.h"
#include "notation/position_text.h"
#include "notation/puzzle.h"
#include "notation/record_reader.h"
#include "notation/record_writer.h"
#include "pictures/table_diagram.h"
#include "pictures/tree_graph.h"
#include "players/heuristic_player.h"
#include "players/random_player.h"
#include "players/self_play.h"
#include "replay/hand_frames.h"
#include "replay/transcript.h"
#include "solver/bench_positions.h"

namespace bornes::bench {

namespace po = boost::program_options;
using cli::say;
using cli::ToolMessage;

namespace {

struct Result {
    long hands = 0;
    long moves = 0;
    std::uint64_t signature = 0;
    double seconds = 0;
};

Result bench(const Table& table, long hands, std::uint64_t seed) {
    RandomPlayer random(seed);
    Seating seats{};
    seats.fill(&random);
    Rng shuffle(seed);
    Result r;
    const auto start = std::chrono::steady_clock::now();
    for (long h = 0; h < hands; ++h) {
        Position pos = Position::deal(table, shuffle, static_cast<int>(h % table.players));
        r.moves += playHand(pos, seats);
        r.signature = r.signature * 1099511628211ULL + pos.hash();
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    r.hands = hands;
    return r;
}

// Writes `games` seeded games of `table` to `path` as records (every card known, or the draws
// hidden); returns the size of the file.
std::uintmax_t writeRecords(const std::filesystem::path& path, const Table& table, long games,
                            std::uint64_t seed, formats::Hidden hidden) {
    std::ofstream out(path, std::ios::binary);
    GameRules rules;
    rules.table = table;
    RandomPlayer random(seed);
    HeuristicPlayer heuristic;
    Seating seats{};
    for (int s = 0; s < table.players; ++s)
        seats[static_cast<std::size_t>(s)] = s % 2 ? static_cast<Player*>(&random) : &heuristic;
    Rng shuffle(seed);
    for (long g = 0; g < games; ++g) {
        Game game(rules, static_cast<int>(g % table.players));
        const formats::Record record = formats::playAndRecord(game, seats, shuffle, 1000, hidden,
                                                              "bench " + std::to_string(g));
        if (g) out << "\n";
        formats::writeRecord(out, record);
    }
    out.close();
    return std::filesystem::file_size(path);
}

}  // namespace

// Validates a generated file: the speed of bornes-validate without its output. Returns
// kFailure when a generated game is invalid (an internal error, never expected), as
// bornes-play does.
int benchValidation(const std::vector<Table>& tables, long games, std::uint64_t seed,
                    formats::Language lang) {
    std::printf("%-6s %-8s %7s %9s %8s %8s %12s %10s\n", "form", "records", "games", "moves", "MB",
                "seconds", "moves/s", "games/s");
    const std::filesystem::path path = std::filesystem::temp_directory_path() /
                                       ("bornes-bench-" + std::to_string(::getpid()) + ".mbn");
    long totalMoves = 0;
    bool invalid = false;
    for (const Table& table : tables)
        for (formats::Hidden hidden : {formats::Hidden::Nothing, formats::Hidden::Draws}) {
            const std::uintmax_t bytes = writeRecords(path, table, games, seed, hidden);
            std::ifstream in(path, std::ios::binary);
            const auto start = std::chrono::steady_clock::now();
            const formats::ValidationTotals t = formats::validateStream(
                in, {}, [](const formats::GameReport&, const formats::RecordReader&) {});
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            invalid = invalid || t.invalid;
            if (t.invalid)
                std::cerr << cli::errorLine(
                    "bornes-bench", say(ToolMessage::GeneratedInvalid, t.invalid).in(lang), lang);
            totalMoves += t.moves;
            std::printf("%-6s %-8s %7ld %9ld %8.1f %8.3f %12.0f %10.0f\n",
                        std::string(formName(table.form)).c_str(),
                        hidden == formats::Hidden::Nothing ? "complete" : "hidden", t.games,
                        t.moves, static_cast<double>(bytes) / 1e6, seconds,
                        static_cast<double>(t.moves) / seconds,
                        static_cast<double>(t.games) / seconds);
        }
    std::filesystem::remove(path);
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("Peak memory: %.1f MiB\nValidated moves: %ld\n",
                static_cast<double>(usage.ru_maxrss) / 1024.0, totalMoves);
    return invalid ? cli::kFailure : cli::kSuccess;
}

namespace {

std::vector<BenchSet> solveSets(const std::string& list) {
    std::vector<BenchSet> sets;
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        const std::string name = list.substr(start, comma - start);
        if (name == "all") {
            for (BenchSet s : {BenchSet::PlayOut, BenchSet::FourPile10, BenchSet::TwoPile20,
                               BenchSet::TwoDeals, BenchSet::FourDeals, BenchSet::TwoPile40})
                sets.push_back(s);
        } else if (const auto set = parseBenchSet(name)) {
            sets.push_back(*set);
        } else {
            throw cli::UsageError(say(ToolMessage::SolveSets, name));
        }
        start = comma + 1;
    }
    return sets;
}

int defaultCount(BenchSet set) {
    switch (set) {
        case BenchSet::PlayOut:
        case BenchSet::FourPile10:
            return 1000;
        case BenchSet::TwoPile20:
            return 200;
        case BenchSet::TwoPile40:
            return 100;
        default:
            return 100;
    }
}

// The sets' positions as a puzzle collection for bornes-solve --batch (the distributed
// batch's benchmark, doc/cluster.md): one line per position and question, as benched.
int writeCollection(const std::vector<BenchSet>& sets, int count, std::uint64_t seed) {
    std::cout << "# bornes-bench --solve --collection --seed " << seed
              << ": the solver's benchmark sets as puzzles\n";
    for (BenchSet set : sets) {
        const std::string name(benchSetName(set));
        const std::vector<BenchPosition> positions =
            benchPositions(set, count ? count : defaultCount(set), seed);
        for (Question q : benchQuestions(set)) {
            for (std::size_t i = 0; i < positions.size(); ++i)
                std::cout << formats::writePosition(
                                 positions[i].position, ScoringRules{},
                                 {{"id", name + "-" + std::string(formats::questionName(q)) + "-" +
                                             std::to_string(i + 1)},
                                  {"q", std::string(formats::questionName(q))},
                                  {"side",
                                   std::string(1, static_cast<char>('A' + positions[i].side))}})
                          << "\n";
        }
    }
    return cli::kSuccess;
}

}  // namespace

// The solver on the benchmark sets: times per position, nodes per second, the table's hit
// rate, and the nodes of the solved positions as a signature.
int benchSolver(const po::variables_map& vm, std::uint64_t seed) {
    const std::vector<BenchSet> sets = solveSets(vm["solve"].as<std::string>());
    const int count = vm.count("positions") ? vm["positions"].as<int>() : 0;
    if (vm.count("positions") && count <= 0)
        throw cli::UsageError(say(ToolMessage::Positive, "positions"));
    if (vm.count("collection")) return writeCollection(sets, count, seed);
    SearchLimits limits;
    limits.seconds = cli::secondsFrom(vm, "time-limit");
    limits.maxNodes = cli::countFrom(vm, "max-nodes");
    const int hash = vm["hash"].as<int>();
    if (hash < 1 || hash > 65536) throw cli::UsageError(say(ToolMessage::HashRange));
    const SearchOptions options = solverTechniquesFrom(vm);
    // The median of the solved positions, and over all of them (one given up counts for the
    // time it was given: the limit).
    std::printf("%-4s %-6s %9s %7s %7s %13s %12s %10s %10s %10s %9s %7s\n", "set", "query",
                "positions", "solved", "yes/>0", "nodes", "solved ms", "median ms", "p90 ms",
                "max ms", "Mnodes/s", "hits %");
    std::uint64_t signature = 0, playoutMoves = 0;
    for (BenchSet set : sets) {
        const std::vector<BenchPosition> positions =
            benchPositions(set, count ? count : defaultCount(set), seed);
        for (Question q : benchQuestions(set)) {
            const BenchFigures f =
                solveBench(positions, q, static_cast<std::size_t>(hash) << 20, limits, options);
            signature += f.solvedNodes;
            playoutMoves += f.stats.playoutMoves;
            const double rate = f.stats.seconds > 0
                                    ? static_cast<double>(f.stats.nodes) / f.stats.seconds / 1e6
                                    : 0;
            const double hits = f.stats.tableProbes
                                    ? 100.0 * static_cast<double>(f.stats.tableHits) /
                                          static_cast<double>(f.stats.tableProbes)
                                    : 0;
            std::printf("%-4s %-6s %9d %7d %7d %13llu %12.3f %10.3f %10.3f %10.3f %9.2f %7.1f\n",
                        std::string(benchSetName(set)).c_str(),
                        std::string(questionTraits(q).keyword).c_str(), f.positions, f.solved,
                        f.positive, static_cast<unsigned long long>(f.stats.nodes),
                        f.solvedQuantile(0.5) * 1e3, f.quantile(0.5) * 1e3, f.quantile(0.9) * 1e3,
                        f.quantile(1.0) * 1e3, rate, hits);
            std::fflush(stdout);
        }
    }
    std::printf("Nodes: %llu\n", static_cast<unsigned long long>(signature));
    // Work the nodes do not count (--with playouts): said, so that a node rate is read right.
    if (playoutMoves)
        std::printf("Playout moves: %llu\n", static_cast<unsigned long long>(playoutMoves));
    return cli::kSuccess;
}

// The pictures: the storyboard of a record's first hand (SVG and PNG), and a decision tree of
// up to `treeNodes` nodes from the first position of set c, drawn or refused.
int benchRender(const std::string& file, int treeNodes) {
    using Clock = std::chrono::steady_clock;
    auto seconds = [](Clock::time_point since) {
        return std::chrono::duration<double>(Clock::now() - since).count();
    };
    std::ifstream stream;
    cli::Told why;
    std::istream* in = cli::openInput(file, stream, why);
    if (!in) throw cli::FileError(say(ToolMessage::FileWhy, file, why));
    formats::RecordReader reader(*in);
    formats::Record record;
    std::vector<formats::Diagnostic> problems;
    if (!reader.next(record, problems)) throw cli::FileError(say(ToolMessage::HoldsNoGame, file));
    const formats::SeatNames names = formats::seatNamesOf(record);
    for (formats::PictureType type : {formats::PictureType::Svg, formats::PictureType::Png}) {
        const auto start = Clock::now();
        const formats::HandFrames hand = formats::framesOf(record, 0, {}, problems);
        formats::Graph graph("storyboard");
        formats::drawStoryboard(graph, hand, record.event, names, formats::Language::English, 3);
        const formats::Picture picture = formats::render(graph, type);
        std::printf("storyboard %-3s %3zu turns %9zu bytes %8.3f s%s\n",
                    std::string(formats::pictureTypeName(type)).c_str(),
                    formats::turnEnds(hand).size(), picture.bytes.size(), seconds(start),
                    picture.error.empty() ? "" : "  (failed)");
    }
    const BenchPosition position = benchPositions(BenchSet::TwoPile20, 1, 1).front();
    Query query;
    query.question = Question::Score;
    query.side = position.position.sideToMove();
    Solver solver(std::size_t{64} << 20);
    // The whole tree first (refused: too big), then alternatives drawn less deep until it fits.
    for (int expand : {1000, 4, 3, 2, 1, 0}) {
        TreeOptions options;
        options.expand = expand;
        options.maxNodes = static_cast<std::size_t>(treeNodes);
        auto start = Clock::now();
        const DecisionTree tree = buildDecisionTree(solver, position.position, query, options, {});
        const double built = seconds(start);
        if (tree.status != TreeStatus::Complete) {
            std::printf("tree --expand %-4d refused: over %d nodes (%.3f s)\n", expand, treeNodes,
                        built);
            continue;
        }
        start = Clock::now();
        formats::Graph graph("tree");
        const formats::SolvedPuzzle puzzle = formats::puzzleOf(position.position, query);
        formats::drawDecisionTree(graph, tree, puzzle, formats::Language::English);
        const formats::Picture svg = formats::render(graph, formats::PictureType::Svg);
        std::printf("tree --expand %-4d %zu nodes, built in %.3f s, svg %zu bytes in %.3f s%s\n",
                    expand, tree.nodes.size(), built, svg.bytes.size(), seconds(start),
                    svg.error.empty() ? "" : "  (failed)");
        break;
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("Peak memory: %.1f MiB\n", static_cast<double>(usage.ru_maxrss) / 1024.0);
    return cli::kSuccess;
}

namespace {

using SearchSwitch = std::pair<std::string_view, bool SearchOptions::*>;

// Each technique bornes-bench --without can turn off, by its name.
constexpr SearchSwitch kOnByDefault[] = {{"table", &SearchOptions::table},
                                         {"bounds", &SearchOptions::bounds},
                                         {"merge", &SearchOptions::merge},
                                         {"order", &SearchOptions::order},
                                         {"race", &SearchOptions::race},
                                         {"fire", &SearchOptions::fire},
                                         {"finishing", &SearchOptions::finishing},
                                         {"tempo", &SearchOptions::tempo},
                                         {"score-from-reach", &SearchOptions::scoreFromReach},
                                         {"abstraction", &SearchOptions::abstraction},
                                         {"proof-numbers", &SearchOptions::proofNumbers}};
// Each technique built and measured but off by default, that --with turns on.
constexpr SearchSwitch kOffByDefault[] = {{"playouts", &SearchOptions::playouts}};

// Sets the technique named `name` among `switches` to `value`; false when none is so named.
template <std::size_t N>
bool setTechnique(const SearchSwitch (&switches)[N], const std::string& name, bool value,
                  SearchOptions& options) {
    const auto* found = std::find_if(std::begin(switches), std::end(switches),
                                     [&](const SearchSwitch& k) { return k.first == name; });
    if (found == std::end(switches)) return false;
    options.*(found->second) = value;
    return true;
}

std::vector<std::string> named(const po::variables_map& vm, const char* option) {
    return vm.count(option) ? vm[option].as<std::vector<std::string>>()
                            : std::vector<std::string>{};
}

}  // namespace

Techniques techniquesFrom(const po::variables_map& vm) {
    Techniques on;
    for (const std::string& t : named(vm, "without")) {
        if (t == "early-stop" || t == "table-reuse")
            (t == "early-stop" ? on.earlyStop : on.tableReuse) = false;
        else if (!setTechnique(kOnByDefault, t, false, on.search))
            throw cli::UsageError(say(ToolMessage::WithoutValue, t));
    }
    for (const std::string& t : named(vm, "with"))
        if (!setTechnique(kOffByDefault, t, true, on.search))
            throw cli::UsageError(say(ToolMessage::WithValue, t));
    return on;
}

SearchOptions solverTechniquesFrom(const po::variables_map& vm) {
    const Techniques on = techniquesFrom(vm);
    if (!on.earlyStop || !on.tableReuse)
        throw cli::UsageError(say(ToolMessage::GoesWith,
                                  on.earlyStop ? "--without table-reuse" : "--without early-stop",
                                  "--annotate"));
    return on.search;
}

// The annotator on records: the decisions it solves, estimates and marks within the limits,
// by the cards left in the pile when they are made (the solver's horizon, seen from a game).
int benchAnnotate(const std::vector<std::string>& files, const formats::AnnotateRequest& request,
                  int hash, const SearchOptions& options) {
    constexpr int kUpTo[] = {0, 10, 20, 30, 40, 60, 110};  // buckets of cards in the pile
    constexpr int kBuckets = 7;
    struct Counts {
        int all = 0, solved = 0, estimated = 0, marked = 0, deals = 0, enough = 0;
        std::uint64_t playouts = 0;
    };
    std::array<Counts, kBuckets> counts{};
    Solver solver(static_cast<std::size_t>(hash) << 20, options);
    const auto start = std::chrono::steady_clock::now();
    for (const std::string& file : files) {
        std::ifstream stream;
        cli::Told why;
        std::istream* in = cli::openInput(file, stream, why);
        if (!in) throw cli::FileError(say(ToolMessage::FileWhy, file, why));
        formats::RecordReader reader(*in);
        formats::Record record;
        std::vector<formats::Diagnostic> problems;
        while (reader.next(record, problems))
            for (const formats::HandAnnotation& hand :
                 formats::annotateRecord(record, solver, request, problems))
                for (const formats::Decision& d : hand.decisions) {
                    if (!d.before || d.status == formats::Decision::Status::Forced) continue;
                    std::size_t b = 0;
                    while (d.before->pileSize() > kUpTo[b]) ++b;
                    Counts& c = counts[b];
                    ++c.all;
                    c.solved += d.status == formats::Decision::Status::Solved;
                    c.estimated += d.status == formats::Decision::Status::Estimated;
                    c.marked += d.mark != Mark::None;
                    c.deals += d.deals;
                    // Enough deals for a mark (kFewestDeals), whatever the mark.
                    c.enough += d.deals >= kFewestDeals;
                    c.playouts += d.rollouts ? d.rollouts->playouts : 0;
                }
    }
    std::printf("%-12s %9s %8s %10s %8s %8s %8s %8s\n", "pile", "decisions", "solved", "estimated",
                "share", "deals", "10+", "marked");
    for (std::size_t b = 0; b < kBuckets; ++b) {
        const Counts& c = counts[b];
        if (!c.all) continue;
        const std::string range =
            b == 0 ? "0" : std::to_string(kUpTo[b - 1] + 1) + "-" + std::to_string(kUpTo[b]);
        std::printf("%-12s %9d %8d %10d %7.1f%% %8d %8d %8d\n", range.c_str(), c.all, c.solved,
                    c.estimated, 100.0 * (c.solved + c.estimated) / c.all, c.deals, c.enough,
                    c.marked);
    }
    std::uint64_t playouts = 0;
    for (const Counts& c : counts) playouts += c.playouts;
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (playouts)
        std::printf("Playouts: %llu (%.0f a second)\n", static_cast<unsigned long long>(playouts),
                    static_cast<double>(playouts) / seconds);
    std::printf("Seconds: %.1f\n", seconds);
    return cli::kSuccess;
}

// Random self-play, one line a form.
int benchPlay(const std::vector<Table>& tables, long hands, std::uint64_t seed) {
    std::printf("%-6s %9s %11s %8s %12s %10s  %s\n", "form", "hands", "moves", "seconds", "moves/s",
                "hands/s", "signature");
    long totalMoves = 0;
    for (const Table& table : tables) {
        const Result r = bench(table, hands, seed);
        totalMoves += r.moves;
        std::printf("%-6s %9ld %11ld %8.3f %12.0f %10.0f  %016llx\n",
                    std::string(formName(table.form)).c_str(), r.hands, r.moves, r.seconds,
                    static_cast<double>(r.moves) / r.seconds,
                    static_cast<double>(r.hands) / r.seconds,
                    static_cast<unsigned long long>(r.signature));
    }
    std::printf("Moves: %ld\n", totalMoves);
    return cli::kSuccess;
}

}  // namespace bornes::bench
