// SPDX-License-Identifier: Apache-2.0
#include "common/puzzle_options.h"

#include <iostream>

#include "common/errors.h"
#include "common/help.h"
#include "common/input_file.h"
#include "common/language_options.h"
#include "common/solve_input.h"
#include "notation/puzzle.h"

namespace bornes::cli {

namespace po = boost::program_options;

using namespace formats;

namespace {

void printProblems(const char* tool, const std::string& file, const SolveInputs& in, Language lang,
                   bool oddsHint) {
    bool hidden = false;
    for (const Problem& p : in.problems) {
        hidden = hidden || p.diagnostic.what.id == MessageId::UnknownCardsForSolver;
        if (p.usage)  // a command-line mistake (--side): the message without a place
            std::cerr << errorLine(tool, p.diagnostic.text(lang), lang);
        else if (p.diagnostic.where.line > 0)
            std::cerr << renderDiagnostic(file, p.diagnostic, p.line, lang);
        else
            std::cerr << renderToolMessage(
                tool, p.diagnostic.severity,
                Message(MessageId::CannotOpen, file, p.diagnostic.text(lang)), lang);
    }
    if (hidden && oddsHint) std::cerr << messageText(Message(MessageId::OddsHint), lang) << "\n";
}

}  // namespace

void addPuzzleOptions(po::options_description& options, bool batch, Language lang) {
    const auto h = [lang](HelpId id) { return helpText(id, lang); };
    const std::string file = h(HelpId::ValueFile), n = h(HelpId::ValueN);
    options.add_options()("file,f", po::value<std::string>()->value_name(file),
                          h(batch ? HelpId::SolveFile : HelpId::TreeFile));
    if (batch)
        options.add_options()("batch", po::value<std::string>()->value_name(file),
                              h(HelpId::SolveBatch));
    options.add_options()("id", po::value<std::string>()->value_name(h(HelpId::ValueName)),
                          h(batch ? HelpId::SolveId : HelpId::TreeId))(
        "record", po::value<std::string>()->value_name(file),
        h(batch ? HelpId::SolveRecord : HelpId::TreeRecord))(
        "game", po::value<int>()->default_value(1)->value_name(n), h(HelpId::RecordGame))(
        "hand", po::value<int>()->default_value(1)->value_name(n), h(HelpId::RecordHand))(
        "turn", po::value<int>()->value_name(n), h(HelpId::RecordTurn))(
        "question,q", po::value<std::string>()->value_name(h(HelpId::ValueQ)),
        h(HelpId::PuzzleQuestion))(
        "side", po::value<std::string>()->value_name(h(HelpId::ValueSide)), h(HelpId::PuzzleSide));
}

void addPositionArgument(po::options_description& hidden,
                         po::positional_options_description& positional) {
    hidden.add_options()("position", po::value<std::vector<std::string>>(), "position line");
    positional.add("position", -1);
}

namespace {

// The command line's choice of input and question: a mistake is a usage error.
SolveOverrides checkSources(const po::variables_map& vm, const char* tool, bool batch) {
    using M = ToolMessage;
    if (vm.count("position") && vm["position"].as<std::vector<std::string>>().size() > 1)
        throw UsageError(say(M::PositionOneArgument, tool));
    const int sources = static_cast<int>(vm.count("position") + vm.count("file") +
                                         vm.count("batch") + vm.count("record"));
    if (sources == 0) throw UsageError(say(batch ? M::NothingToSolveBatch : M::NothingToSolve));
    if (sources > 1) throw UsageError(say(batch ? M::OneSourceBatch : M::OneSource));
    if (vm.count("id") && !vm.count("file") && !vm.count("batch"))
        throw UsageError(batch ? say(M::IdWithFileOrBatch) : say(M::GoesWith, "--id", "--file"));
    if ((vm.count("turn") || !vm["hand"].defaulted() || !vm["game"].defaulted()) &&
        !vm.count("record"))
        throw UsageError(say(M::TurnHandGameWithRecord));
    if (vm.count("record") && !vm.count("turn")) throw UsageError(say(M::RecordNeedsTurn));

    SolveOverrides overrides;
    if (vm.count("question")) {
        overrides.question = parseQuestion(vm["question"].as<std::string>());
        if (!overrides.question)
            throw UsageError(say(M::QuestionValue, vm["question"].as<std::string>()));
    }
    if (vm.count("side")) overrides.side = vm["side"].as<std::string>();
    return overrides;
}

// The puzzle of the position line; a word alone that is not a position may be a file's name.
SolveInputs fromLine(const po::variables_map& vm, const SolveOverrides& overrides, bool batch,
                     Language lang) {
    const std::string line = vm["position"].as<std::vector<std::string>>().front();
    SolveInputs in = puzzlesFromLine(line, overrides);
    if (!in.problems.empty() && !in.problems.back().usage && line.find(' ') == std::string::npos) {
        formats::Diagnostic& d = in.problems.back().diagnostic;
        const Told hint =
            say(batch ? ToolMessage::FromFileHintBatch : ToolMessage::FromFileHint, told(d));
        d = formats::Diagnostic(d.severity, d.where, hint.in(lang));
    }
    return in;
}

}  // namespace

std::optional<PuzzleSource> puzzlesFrom(const po::variables_map& vm, const char* tool, bool batch,
                                        bool hiddenCards, std::istream* collection) {
    const Language lang = languageFrom(vm);
    SolveOverrides overrides = checkSources(vm, tool, batch);
    overrides.hiddenCards = hiddenCards;

    SolveInputs in;
    std::string shown = "position";
    if (vm.count("position")) {
        in = fromLine(vm, overrides, batch, lang);
    } else {
        const std::string file = vm.count("file")    ? vm["file"].as<std::string>()
                                 : vm.count("batch") ? vm["batch"].as<std::string>()
                                                     : vm["record"].as<std::string>();
        std::ifstream stream;
        Told why;
        std::istream* input =
            collection && !vm.count("record") ? collection : openInput(file, stream, why);
        if (!input) throw FileError(say(ToolMessage::FileWhy, file, why));
        shown = file == "-" ? "<stdin>" : file;
        if (vm.count("record")) {
            const int game = vm["game"].as<int>(), hand = vm["hand"].as<int>(),
                      turn = vm["turn"].as<int>();
            if (game < 1 || hand < 1 || turn < 0)
                throw UsageError(say(ToolMessage::GameHandTurnStart));
            in = puzzleFromRecord(*input, game, hand, turn, overrides, lang);
        } else {
            in = puzzlesFromCollection(*input, overrides,
                                       vm.count("id") ? vm["id"].as<std::string>() : std::string());
        }
        if (in.readError) {
            std::cerr << renderToolMessage(tool, Severity::Error,
                                           Message(MessageId::ReadError, file), lang);
            return std::nullopt;
        }
    }
    if (!in.problems.empty()) {
        printProblems(tool, shown, in, lang, batch);
        return std::nullopt;
    }
    if (in.puzzles.empty()) {
        if (vm.count("id"))
            throw UsageError(say(ToolMessage::NoPuzzleId, vm["id"].as<std::string>(), shown));
        throw UsageError(say(ToolMessage::HoldsNoPuzzle, shown));
    }
    return PuzzleSource{std::move(in.puzzles), vm.count("file") + vm.count("batch") > 0};
}

}  // namespace bornes::cli
