// bornes-tree: the solved decision tree of a puzzle, drawn with Graphviz — the principal
// line, the alternatives at each decision with their values, best first.
// See man/bornes-tree.1.
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "decision_tree.h"
#include "puzzle_source.h"
#include "tree_graph.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;

int nonNegative(const po::variables_map& vm, const char* option, int most) {
    const int n = vm[option].as<int>();
    if (n < 0 || n > most)
        throw cli::UsageError(std::string("--") + option + " must be from 0 to " +
                              std::to_string(most) + ", not " + std::to_string(n));
    return n;
}

int run(int argc, char** argv) {
    po::options_description options("Options");
    options.add_options()("help,h", "print this help and exit")("version",
                                                                "print the version and exit");
    cli::addPuzzleOptions(options, false);
    cli::addPictureOptions(options, "write the picture to FILE ('-': standard output)");
    options.add_options()("depth", po::value<int>()->default_value(0)->value_name("N"),
                          "draw N decisions from the root (0: to the end of the hand)")(
        "expand", po::value<int>()->default_value(0)->value_name("N"),
        "draw N decisions below each refuted move (0: its value only)")(
        "max-children", po::value<int>()->default_value(0)->value_name("N"),
        "draw at most N moves at a decision, best first (0: all)")(
        "dag", "one node for equal positions reached in different orders (transpositions)")(
        "keep-forced", "one edge per move, even where a player has a single move")(
        "max-nodes", po::value<int>()->default_value(1000)->value_name("N"),
        "refuse a tree of more than N nodes")(
        "time-limit", po::value<double>()->default_value(60)->value_name("SECONDS"),
        "give up after SECONDS of search (0: no limit)")(
        "hash", po::value<int>()->default_value(16)->value_name("MB"),
        "the solver's tables (transposition and proof numbers) in MiB");
    cli::addLanguageOption(options);
    po::options_description hidden;
    po::positional_options_description positional;
    cli::addPositionArgument(hidden, positional);
    const po::variables_map vm = cli::parse(argc, argv, options, hidden, positional);
    if (vm.count("help"))
        return cli::printHelp(
            "Usage: bornes-tree [OPTIONS] 'POSITION'\n"
            "       bornes-tree [OPTIONS] --file FILE [--id NAME] | --record FILE --turn N\n"
            "Draw the solved decision tree of a 1000 Bornes puzzle with Graphviz: the\n"
            "principal line bold, the alternatives at each decision with their values, best\n"
            "first, refuted moves dashed, a colour per side.\n"
            "Exit status: 0 drawn, 1 the tree is over --max-nodes or the search over\n"
            "--time-limit, 2 usage error, an input that is not a valid puzzle, or a picture\n"
            "that cannot be written.\n\n",
            options);
    if (vm.count("version")) return cli::printVersion("bornes-tree");

    const PictureType type = cli::pictureTypeFrom(vm);
    const Language lang = cli::languageFrom(vm);
    TreeOptions tree;
    tree.depth = nonNegative(vm, "depth", 1000);
    tree.expand = nonNegative(vm, "expand", 1000);
    tree.maxChildren = nonNegative(vm, "max-children", 1000);
    tree.dag = vm.count("dag") > 0;
    tree.collapseForced = vm.count("keep-forced") == 0;
    const int maxNodes = vm["max-nodes"].as<int>();
    if (maxNodes < 1 || maxNodes > 1'000'000)
        throw cli::UsageError("--max-nodes must be from 1 to 1000000, not " +
                              std::to_string(maxNodes));
    tree.maxNodes = static_cast<std::size_t>(maxNodes);
    SearchLimits limits;
    limits.seconds = cli::secondsFrom(vm, "time-limit");
    const std::size_t tableBytes = cli::tableBytesFrom(vm);

    std::optional<cli::PuzzleSource> source = cli::puzzlesFrom(vm, "bornes-tree", false);
    if (!source) return cli::kUsage;
    SolvedPuzzle& puzzle = source->puzzles.front();

    Solver solver(tableBytes);
    const DecisionTree solved =
        buildDecisionTree(solver, puzzle.position, puzzle.query, tree, limits);
    if (solved.status == TreeStatus::TooBig) {
        std::cerr << "bornes-tree: error: the tree has more than " << maxNodes
                  << " nodes: draw less of it with --depth, --max-children or --dag, or raise "
                     "--max-nodes\n";
        return cli::kFailure;
    }
    if (solved.status == TreeStatus::LimitHit) {
        std::cerr << "bornes-tree: error: the search hit its "
                  << (solved.limitHit == "time" ? "time limit: raise --time-limit" : "node limit")
                  << " before the tree was solved; nothing drawn\n";
        return cli::kFailure;
    }
    Graph graph("tree");
    drawDecisionTree(graph, solved, puzzle, lang);
    const Picture picture = render(graph, type);
    if (!picture.error.empty()) {
        std::cerr << "bornes-tree: error: Graphviz: " << picture.error << "\n";
        return cli::kFailure;
    }
    return cli::writeOutputOption(vm, "bornes-tree", picture.bytes);
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::run("bornes-tree", [&] { return run(argc, argv); });
}
