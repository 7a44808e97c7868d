// bornes-solve: exact answers to puzzles over perfect information — can this side still
// reach the target, win by a couronnement, and what is the hand worth under best play.
// See man/bornes-solve.1.
#include <chrono>
#include <fstream>
#include <iostream>

#include "batch.h"
#include "cli.h"
#include "line_record.h"
#include "puzzle.h"
#include "record_writer.h"
#include "solve_input.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;

struct Settings {
    std::string format = "text";
    Language lang = Language::English;
    SolveRequest request;
    std::size_t tableBytes = std::size_t{16} << 20;
    int jobs = 1;
    bool stats = false;
};

void printProblems(const std::string& file, const SolveInputs& in) {
    for (const Problem& p : in.problems) {
        if (p.usage)
            std::cerr << "bornes-solve: error: " << p.diagnostic.message << "\n";
        else if (p.diagnostic.where.line > 0)
            std::cerr << renderDiagnostic(file, p.diagnostic, p.line);
        else
            std::cerr << "bornes-solve: error: " << file << ": " << p.diagnostic.message << "\n";
    }
}

// The principal line as a record, with the question and the answer as its comment.
Record lineOf(const SolvedPuzzle& p) {
    const std::string side(1, static_cast<char>('A' + p.query.side));
    Record r = lineRecord(p.position, p.rules, p.solution.line,
                          "bornes-solve: " + p.id + ", " +
                              std::string(questionName(p.query.question)) + " for side " + side,
                          p.names);
    r.comment =
        std::string(questionName(p.query.question)) + " for side " + side + ": " +
        (p.solution.solved ? answerText(p.query.question, p.solution.value)
                           : "unknown (" + p.solution.limitHit + " limit reached), no line");
    return r;
}

// Every puzzle in full; exit 0 when each is solved and agrees with its expected answer.
// `several`: the input is a collection (JSON: always an array, however many it holds).
int solveEach(std::vector<SolvedPuzzle>& puzzles, const Settings& s, bool several) {
    Solver solver(s.tableBytes);
    bool allGood = true;
    std::optional<JsonWriter> json;
    if (s.format == "json" && several) {
        json.emplace(std::cout);
        (*json)->StartArray();
    }
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        SolvedPuzzle& p = puzzles[i];
        SolveRequest request = s.request;
        request.query = p.query;
        p.solution = solver.solve(p.position, request);
        const Verdict v = verdictOf(p);
        allGood = allGood && (v == Verdict::Agree || v == Verdict::Unchecked);
        if (s.format == "json") {
            if (json) {
                writeSolutionJson(*json, p, s.stats);
            } else {
                JsonWriter one(std::cout);
                writeSolutionJson(one, p, s.stats);
                std::cout << "\n";
            }
        } else if (s.format == "notation") {
            if (i) std::cout << "\n";
            writeRecord(std::cout, lineOf(p));
        } else {
            if (i) std::cout << "\n";
            writeSolutionText(std::cout, p, s.lang, s.stats);
        }
    }
    if (json) {
        (*json)->EndArray();
        std::cout << "\n";
    }
    return allGood ? cli::kSuccess : cli::kFailure;
}

// One line per puzzle and a summary; exit 0 when every given answer agrees.
int solveBatch(std::vector<SolvedPuzzle>& puzzles, const Settings& s) {
    std::vector<BatchJob> jobs;
    for (const SolvedPuzzle& p : puzzles) {
        BatchJob job{p.position, s.request};
        job.request.query = p.query;
        job.request.bestMoves = job.request.line = job.request.allMoves = false;
        jobs.push_back(job);
    }
    const auto start = std::chrono::steady_clock::now();
    BatchTotals totals;
    std::optional<JsonWriter> json;
    if (s.format == "json") {
        json.emplace(std::cout);
        (*json)->StartObject();
        json->key("puzzles"), (*json)->StartArray();
    } else {
        writeBatchHeader(std::cout, s.lang);
    }
    solveAll(jobs, s.jobs, s.tableBytes, SearchOptions{},
             [&](std::size_t i, const Solution& solution) {
                 SolvedPuzzle& p = puzzles[i];
                 p.solution = solution;
                 totals.add(p);
                 if (json)
                     writeSolutionJson(*json, p, s.stats);
                 else
                     writeBatchLine(std::cout, p, s.lang);
                 std::cout.flush();
             });
    totals.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (json) {
        (*json)->EndArray();
        json->key("summary"), writeBatchSummaryJson(*json, totals);
        (*json)->EndObject();
        std::cout << "\n";
    } else {
        writeBatchSummary(std::cout, totals, s.lang);
    }
    return totals.allAgree() ? cli::kSuccess : cli::kFailure;
}

int run(int argc, char** argv) {
    po::options_description options("Options");
    options.add_options()("help,h", "print this help and exit")("version",
                                                                "print the version and exit")(
        "file,f", po::value<std::string>()->value_name("FILE"),
        "solve the puzzles of FILE, one position per line ('-': standard input)")(
        "batch", po::value<std::string>()->value_name("FILE"),
        "solve a collection and check its answers: one line per puzzle and a summary ('-': "
        "standard input)")("id", po::value<std::string>()->value_name("NAME"),
                           "with --file or --batch: only the puzzle id=NAME")(
        "record", po::value<std::string>()->value_name("FILE"),
        "solve the position of a game record after --turn")(
        "game", po::value<int>()->default_value(1)->value_name("N"),
        "with --record: the N-th game of the file")(
        "hand", po::value<int>()->default_value(1)->value_name("N"), "with --record: the hand")(
        "turn", po::value<int>()->value_name("N"),
        "with --record: after turn N (0: the start of the hand)")(
        "question,q", po::value<std::string>()->value_name("Q"),
        "reach, couronnement or score (default: the puzzle's q=, else reach)")(
        "side", po::value<std::string>()->value_name("SIDE"),
        "the side asked about: A, B, C or a player (default: the puzzle's side=, else the side to "
        "move)")("all-moves", "the value of every legal move")(
        "format", po::value<std::string>()->default_value("text")->value_name("FORMAT"),
        "output: text, json, or notation (the principal line as a record)")(
        "max-nodes", po::value<std::string>()->default_value("0")->value_name("N"),
        "give up (answer unknown) after N nodes per puzzle (0: no limit)")(
        "time-limit", po::value<double>()->default_value(60)->value_name("SECONDS"),
        "give up (answer unknown) after SECONDS per puzzle (0: no limit)")(
        "hash", po::value<int>()->default_value(16)->value_name("MB"),
        "transposition table size in MiB, shared by the threads")(
        "jobs,j", po::value<int>()->default_value(1)->value_name("N"),
        "with --batch: solve with N threads")(
        "stats", "the search's figures: nodes, time, nodes per second, table, cut-offs");
    cli::addLanguageOption(options);
    po::options_description hidden;
    hidden.add_options()("position", po::value<std::vector<std::string>>(), "position line");
    po::options_description all;
    all.add(options).add(hidden);
    po::positional_options_description positional;
    positional.add("position", -1);
    const po::variables_map vm = cli::parse(argc, argv, all, &positional);
    if (vm.count("help")) {
        std::cout
            << "Usage: bornes-solve [OPTIONS] 'POSITION'\n"
               "       bornes-solve [OPTIONS] --file FILE | --batch FILE | --record FILE --turn N\n"
               "Solve 1000 Bornes puzzles exactly, every card known: can a side still reach the\n"
               "target, win by a couronnement, and what is the hand worth under best play.\n"
               "Exit status: 0 solved (and every expected answer agrees), 1 an answer disagrees\n"
               "or a limit was hit, 2 usage error or an input that is not a valid puzzle.\n\n"
            << options << "\n";
        return cli::kSuccess;
    }
    if (vm.count("version")) return cli::printVersion("bornes-solve");
    if (vm.count("position") && vm["position"].as<std::vector<std::string>>().size() > 1)
        throw cli::UsageError(
            "a position is one argument: quote it, as in bornes-solve '2 700 dujardin ...'");

    const int sources = static_cast<int>(vm.count("position") + vm.count("file") +
                                         vm.count("batch") + vm.count("record"));
    if (sources == 0)
        throw cli::UsageError(
            "nothing to solve: give a position line, --file, --batch or --record");
    if (sources > 1)
        throw cli::UsageError("give one of a position line, --file, --batch and --record");
    Settings s;
    s.format = vm["format"].as<std::string>();
    if (s.format != "text" && s.format != "json" && s.format != "notation")
        throw cli::UsageError("--format must be text, json or notation, not '" + s.format + "'");
    if (s.format == "notation" && vm.count("batch"))
        throw cli::UsageError("--batch prints text or json, not notation");
    if (s.format == "notation" && (vm.count("all-moves") || vm.count("stats")))
        throw cli::UsageError("--all-moves and --stats print text or json, not notation");
    if (vm.count("all-moves") && vm.count("batch"))
        throw cli::UsageError(
            "--all-moves goes with a position, --file or --record: --batch gives answers only");
    if (!vm["jobs"].defaulted() && !vm.count("batch"))
        throw cli::UsageError("--jobs goes with --batch");
    s.lang = cli::languageFrom(vm);
    s.stats = vm.count("stats") > 0;
    s.request.allMoves = vm.count("all-moves") > 0;
    s.request.limits.maxNodes = cli::countFrom(vm, "max-nodes");
    s.request.limits.seconds = vm["time-limit"].as<double>();
    if (!(s.request.limits.seconds >= 0) || s.request.limits.seconds > 1e9)
        throw cli::UsageError("--time-limit must be a number of seconds, 0 or more");
    const int hash = vm["hash"].as<int>();
    if (hash < 1 || hash > 65536)
        throw cli::UsageError("--hash must be from 1 to 65536 MiB, not " + std::to_string(hash));
    s.tableBytes = static_cast<std::size_t>(hash) << 20;
    s.jobs = vm["jobs"].as<int>();
    if (s.jobs < 1 || s.jobs > 256)
        throw cli::UsageError("--jobs must be from 1 to 256, not " + std::to_string(s.jobs));
    if (vm.count("id") && !vm.count("file") && !vm.count("batch"))
        throw cli::UsageError("--id goes with --file or --batch");
    if ((vm.count("turn") || !vm["hand"].defaulted() || !vm["game"].defaulted()) &&
        !vm.count("record"))
        throw cli::UsageError("--turn, --hand and --game go with --record");
    if (vm.count("record") && !vm.count("turn"))
        throw cli::UsageError("--record needs --turn N (0: the start of the hand)");

    SolveOverrides overrides;
    if (vm.count("question")) {
        overrides.question = parseQuestion(vm["question"].as<std::string>());
        if (!overrides.question)
            throw cli::UsageError("--question must be reach, couronnement or score, not '" +
                                  vm["question"].as<std::string>() + "'");
    }
    if (vm.count("side")) overrides.side = vm["side"].as<std::string>();

    SolveInputs in;
    std::string shown = "position";
    if (vm.count("position")) {
        const std::string line = vm["position"].as<std::vector<std::string>>().front();
        in = puzzlesFromLine(line, overrides);
        if (!in.problems.empty() && !in.problems.back().usage &&
            line.find(' ') == std::string::npos)
            in.problems.back().diagnostic.message +=
                " (to read puzzles from a file, use --file or --batch)";
    } else {
        const std::string file = vm.count("file")    ? vm["file"].as<std::string>()
                                 : vm.count("batch") ? vm["batch"].as<std::string>()
                                                     : vm["record"].as<std::string>();
        std::ifstream stream;
        std::string why;
        std::istream* input = cli::openInput(file, stream, why);
        if (!input) throw cli::UsageError("'" + file + "': " + why);
        shown = file == "-" ? "<stdin>" : file;
        if (vm.count("record")) {
            const int game = vm["game"].as<int>(), hand = vm["hand"].as<int>(),
                      turn = vm["turn"].as<int>();
            if (game < 1 || hand < 1 || turn < 0)
                throw cli::UsageError("--game and --hand start at 1, --turn at 0");
            in = puzzleFromRecord(*input, game, hand, turn, overrides);
        } else {
            in = puzzlesFromCollection(*input, overrides,
                                       vm.count("id") ? vm["id"].as<std::string>() : std::string());
        }
        if (!in.readError.empty()) {
            std::cerr << "bornes-solve: error: '" << file << "': " << in.readError << "\n";
            return cli::kUsage;
        }
    }
    if (!in.problems.empty()) {
        printProblems(shown, in);
        return cli::kUsage;
    }
    if (in.puzzles.empty()) {
        if (vm.count("id"))
            throw cli::UsageError("no puzzle id=" + vm["id"].as<std::string>() + " in '" + shown +
                                  "'");
        throw cli::UsageError("'" + shown + "' holds no puzzle");
    }
    try {
        return vm.count("batch") ? solveBatch(in.puzzles, s)
                                 : solveEach(in.puzzles, s, vm.count("file") > 0);
    } catch (const std::bad_alloc&) {
        throw cli::UsageError("cannot allocate a table of " + std::to_string(hash) +
                              " MiB: try a smaller --hash");
    }
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::run("bornes-solve", [&] { return run(argc, argv); });
}
