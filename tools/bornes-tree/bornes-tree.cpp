// SPDX-License-Identifier: Apache-2.0
// bornes-tree: the solved decision tree of a puzzle, drawn with Graphviz — the principal
// line, the alternatives at each decision with their values, best first.
// See man/bornes-tree.1.
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <algorithm>
#include <chrono>

#include "analysis/decision_tree.h"
#include "common/command.h"
#include "common/errors.h"
#include "common/help.h"
#include "common/language_options.h"
#include "common/option_values.h"
#include "common/output_file.h"
#include "common/picture_options.h"
#include "common/puzzle_options.h"
#include "common/search_options.h"
#include "pictures/bounded_render.h"
#include "pictures/tree_graph.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;

// The most nodes a picture is laid out with: beyond, Graphviz needs minutes.
constexpr std::size_t kMostNodesToLayOut = 10'000;

int nonNegative(const po::variables_map& vm, const char* option, int most) {
    const int n = vm[option].as<int>();
    if (n < 0 || n > most)
        throw cli::UsageError(
            cli::say(cli::ToolMessage::OptionRangeNot, option, 0, most, std::to_string(n)));
    return n;
}

po::options_description optionsOf(Language lang) {
    const auto h = [lang](cli::HelpId id) { return cli::helpText(id, lang); };
    const std::string n = h(cli::HelpId::ValueN);
    po::options_description options(h(cli::HelpId::Options));
    options.add_options()("help,h", h(cli::HelpId::Help))("version", h(cli::HelpId::Version));
    cli::addPuzzleOptions(options, false, lang);
    cli::addPictureOptions(options, h(cli::HelpId::TreeOutput), lang);
    // A tree that fits a page or a screen by default (3 decisions, 3 moves at each: a few
    // dozen nodes); the whole of it is an option away, and the picture says so.
    options.add_options()("depth", po::value<int>()->default_value(3)->value_name(n),
                          h(cli::HelpId::TreeDepth))(
        "expand", po::value<int>()->default_value(0)->value_name(n), h(cli::HelpId::TreeExpand))(
        "max-children", po::value<int>()->default_value(3)->value_name(n),
        h(cli::HelpId::TreeMaxChildren))("dag", h(cli::HelpId::TreeDag))(
        "keep-forced", h(cli::HelpId::TreeKeepForced))(
        "max-nodes", po::value<int>()->default_value(1000)->value_name(n),
        h(cli::HelpId::TreeMaxNodes))(
        "time-limit",
        po::value<double>()->default_value(60)->value_name(h(cli::HelpId::ValueSeconds)),
        h(cli::HelpId::TreeTimeLimit))(
        "hash", po::value<int>()->default_value(16)->value_name(h(cli::HelpId::ValueMb)),
        h(cli::HelpId::Hash));
    cli::addLanguageOption(options, lang);
    return options;
}

// What to draw of the tree, from the options.
TreeOptions treeOptionsOf(const po::variables_map& vm) {
    TreeOptions tree;
    tree.depth = nonNegative(vm, "depth", 1000);
    tree.expand = nonNegative(vm, "expand", 1000);
    tree.maxChildren = nonNegative(vm, "max-children", 1000);
    tree.dag = vm.count("dag") > 0;
    tree.collapseForced = vm.count("keep-forced") == 0;
    const int maxNodes = vm["max-nodes"].as<int>();
    if (maxNodes < 1 || maxNodes > 1'000'000)
        throw cli::UsageError(cli::say(cli::ToolMessage::OptionRangeNot, "max-nodes", 1, 1000000,
                                       std::to_string(maxNodes)));
    tree.maxNodes = static_cast<std::size_t>(maxNodes);
    return tree;
}

const cli::Command kCommand{.name = "bornes-tree",
                            .usage = cli::HelpId::TreeUsage,
                            .about = cli::HelpId::TreeAbout,
                            .options = optionsOf,
                            .arguments = cli::addPositionArgument};

int run(const po::variables_map& vm, Language /*helpLang*/) {
    // --time-limit bounds the whole run: the reading, the search and the layout.
    const auto start = std::chrono::steady_clock::now();
    const PictureType type = cli::pictureTypeFrom(vm);
    cli::refuseBinaryToTerminal(vm, type);  // before the search: nothing to wait for
    const Language lang = cli::languageFrom(vm);
    const TreeOptions tree = treeOptionsOf(vm);
    SearchLimits limits;
    limits.seconds = cli::secondsFrom(vm, "time-limit");
    if (limits.seconds > 0)
        limits.deadline = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                      std::chrono::duration<double>(limits.seconds));
    const std::size_t tableBytes = cli::tableBytesFrom(vm);

    std::optional<cli::PuzzleSource> source = cli::puzzlesFrom(vm, "bornes-tree", false);
    if (!source) return cli::kUsage;
    SolvedPuzzle& puzzle = source->puzzles.front();

    Solver solver(tableBytes);
    const DecisionTree solved =
        buildDecisionTree(solver, puzzle.position, puzzle.query, tree, limits);
    using M = cli::ToolMessage;
    if (solved.status == TreeStatus::TooBig) {
        // --depth limits only the branches off the principal line: a line longer than
        // --max-nodes on its own is refused with the one remedy that helps.
        const cli::Told said = solved.lineNodes > tree.maxNodes
                                   ? cli::say(M::TreeLineTooBig, solved.lineNodes, tree.maxNodes)
                                   : cli::say(M::TreeTooBig, tree.maxNodes);
        std::cerr << cli::errorLine("bornes-tree", said.in(lang), lang);
        return cli::kFailure;
    }
    if (solved.status == TreeStatus::LimitHit) {
        cli::sayLimitReached("bornes-tree", lang, cli::limitGiven(vm, "time-limit"),
                             cli::say(M::TreeNotSolved), Severity::Error);
        return cli::kFailure;
    }
    // Graphviz's layout grows much faster than the tree (6 000 nodes: 15 to 20 s here, and
    // minutes at 759 MiB for 30 000): what it cannot lay out in reasonable time is refused
    // before it starts, and the rest is laid out within what --time-limit leaves.
    if (solved.nodes.size() > kMostNodesToLayOut) {
        std::cerr << cli::errorLine(
            "bornes-tree",
            cli::say(M::TreeTooBigToLayOut, solved.nodes.size(), kMostNodesToLayOut).in(lang),
            lang);
        return cli::kFailure;
    }
    Graph graph("tree");
    drawDecisionTree(graph, solved, puzzle, lang);
    double left = 0;
    if (limits.seconds > 0) {
        const double spent =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        left = std::max(0.001, limits.seconds - spent);
    }
    const BoundedPicture drawn = renderWithin(graph, type, left);
    if (drawn.timedOut) {
        cli::sayLimitReached("bornes-tree", lang, cli::limitGiven(vm, "time-limit"),
                             cli::say(M::TreeNotLaidOut, solved.nodes.size()), Severity::Error);
        return cli::kFailure;
    }
    const Picture& picture = drawn.picture;
    if (!picture.error.empty()) {
        std::cerr << cli::errorLine("bornes-tree", cli::say(M::Graphviz, picture.error).in(lang),
                                    lang);
        return cli::kFailure;
    }
    return cli::writeOutputOption(vm, "bornes-tree", picture.bytes, lang);
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::runCommand(argc, argv, kCommand, run);
}
