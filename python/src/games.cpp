// SPDX-License-Identifier: Apache-2.0
// Records (bornes.read_games): a file read a game at a time, each played through the rules as
// bornes-validate plays it; a game's tags, totals and hands (hands.cpp) handed to Python when
// asked, and the game written back, in the notation or as the replay's JSON.
#include <pybind11/stl.h>

#include <istream>
#include <memory>
#include <sstream>

#include "bindings.h"
#include "game_data.h"
#include "json/replay_json.h"
#include "notation/record_player.h"
#include "notation/record_reader.h"
#include "notation/record_writer.h"
#include "python_stream.h"

namespace bornes::python {

namespace {

using formats::Diagnostic;
using formats::Language;
using formats::Record;

// Who played each recorded move, at which turn, against which side, from the replay that
// validates the game (the record may leave them implied).
class FactsCollector : public formats::ReplayObserver {
  public:
    explicit FactsCollector(GameData& game) : game_(game) {
        game_.facts.resize(game_.record.hands.size());
        for (std::size_t h = 0; h < game_.facts.size(); ++h)
            game_.facts[h].resize(game_.record.hands[h].actions.size());
    }
    void stepped(const formats::ReplayStep& step, const Position&, const Position&) override {
        if (!step.action) return;
        const auto hand = static_cast<std::size_t>(step.hand);
        const auto& actions = game_.record.hands[hand].actions;
        game_.facts[hand][static_cast<std::size_t>(step.action - actions.data())] = {
            step.seat, step.turn, formats::stepSide(step), formats::actionName(step)};
    }

  private:
    GameData& game_;
};

class GameReader {
  public:
    // `before`: games counted before this file's first (a game's rank in the JSON).
    GameReader(py::object file, std::string source, bool lenient, Language lang, long before)
        : buffer_(std::move(file)),
          in_(&buffer_),
          reader_(in_),
          source_(std::move(source)),
          lenient_(lenient),
          lang_(lang),
          games_(before) {}

    GamePtr next() {
        auto game = std::make_shared<GameData>();
        game->file = source_;
        game->index = ++games_;
        const bool read = reader_.next(game->record, game->problems);
        buffer_.raiseFailure();  // the file's own error (closed, not readable), as it said it
        if (!read) {
            if (reader_.readFailed())
                throw py::value_error(source_ + ": the file could not be read");
            throw py::stop_iteration();
        }
        game->readProblems = game->problems;
        const bool complete = !formats::hasError(game->problems);
        FactsCollector facts(*game);
        formats::PlayResult played = formats::playRecord(game->record, formats::PlayOptions{},
                                                         game->problems, &facts, complete);
        formats::upToFirstError(game->problems);
        game->valid = !formats::hasError(game->problems);
        game->totals = std::move(played.game);
        if (!lenient_)
            for (const Diagnostic& d : game->problems)
                if (d.severity == formats::Severity::Error) raiseNotationError(source_, d, lang_);
        return game;
    }

  private:
    PythonReadBuffer buffer_;
    std::istream in_;
    formats::RecordReader reader_;
    std::string source_;
    bool lenient_;
    Language lang_;
    long games_;
};

// The game in the canonical form, as bornes-replay --format notation writes it: every actor,
// turn and attacked side stated.
std::string canonical(const GameData& g, Language lang) {
    Record complete = g.record;
    formats::completeRecord(complete);
    std::ostringstream out;
    formats::writeRecord(out, complete, lang);
    return out.str();
}

}  // namespace

std::string replayJson(const GameData& game, int onlyHand, bool compact, bool lines) {
    std::ostringstream out;
    formats::JsonReplay json(
        out, lines ? formats::JsonLayout::Lines : formats::JsonLayout::Document, compact);
    // As bornes-replay plays it: the reading's diagnostics, to which the play adds its own.
    std::vector<Diagnostic> problems = game.readProblems;
    json.game(game.record, {game.file, game.index}, formats::PlayOptions{}, problems,
              !formats::hasError(problems), onlyHand);
    json.finish();
    if (!lines) out << "\n";
    return out.str();
}

void bindGames(py::module_& m) {
    py::class_<GameData, GamePtr>(m, "Game",
                                  "A game of a record, read and played through the rules.")
        .def_property_readonly(
            "tags",
            [](const GameData& g) {
                py::dict tags;
                for (const formats::Tag& t : formats::gameTagsOf(g.record))
                    tags[py::str(t.name)] = t.value;
                return tags;
            },
            "the game's tags, as the canonical form writes them (implied ones included)")
        .def_property_readonly("event", [](const GameData& g) { return g.record.event; })
        .def_property_readonly(
            "players",
            [](const GameData& g) {
                std::vector<std::string> names;
                for (int s = 0; s < g.record.rules.table.players; ++s)
                    names.push_back(g.record.seatName(s));
                return names;
            },
            "the players' names, seat by seat")
        .def_property_readonly(
            "sides",
            [](const GameData& g) {
                std::vector<std::string> sides;
                for (int s = 0; s < g.record.rules.table.sides; ++s)
                    sides.push_back(g.record.sideName(s));
                return sides;
            },
            "each side by its players ('Paul/Paulette')")
        .def_property_readonly("result", [](const GameData& g) { return g.record.result; })
        .def_property_readonly("scores", [](const GameData& g) { return g.record.scores; })
        .def_property_readonly(
            "totals",
            [](const GameData& g) {
                std::vector<int> totals;
                if (g.totals)
                    for (int s = 0; s < g.record.rules.table.sides; ++s)
                        totals.push_back(g.totals->total(s));
                return totals;
            },
            "each side's total after the hands played, as the rules score them")
        .def_property_readonly("valid", [](const GameData& g) { return g.valid; })
        .def_property_readonly(
            "problems", [](const GameData& g) { return g.problems; },
            "the diagnostics of its reading and play (lenient mode)")
        .def_property_readonly("hands",
                               [](const GamePtr& g) {
                                   std::vector<HandRef> hands;
                                   for (std::size_t i = 0; i < g->record.hands.size(); ++i)
                                       hands.push_back({g, i});
                                   return hands;
                               })
        .def(
            "__str__", [](const GameData& g) { return canonical(g, Language::English); },
            "the game in the notation's canonical form, as bornes-replay --format notation "
            "writes it")
        .def(
            "notation",
            [](const GameData& g, const std::string& lang) {
                return canonical(g, languageNamed(lang));
            },
            py::arg("lang") = "en",
            "The game in the notation's canonical form; 'fr' writes the cards by their French "
            "names, as a French player writes them (it reads back as the same game).")
        .def(
            "json",
            [](const GameData& g, bool compact, bool lines) {
                return replayJson(g, -1, compact, lines);
            },
            py::arg("compact") = false, py::arg("lines") = false,
            "The game as bornes-replay --format json writes it (replay.schema.json): a "
            "document, or with lines=True a JSON Lines line (--format jsonl); compact leaves "
            "out the position after each step.");

    py::class_<GameReader>(m, "_GameReader")
        .def(py::init([](py::object file, std::string source, bool lenient, const std::string& lang,
                         long before) {
                 return new GameReader(std::move(file), std::move(source), lenient,
                                       languageNamed(lang), before);
             }),
             py::arg("file"), py::arg("source"), py::arg("lenient"), py::arg("lang"),
             py::arg("before") = 0)
        .def("__iter__", [](GameReader& r) -> GameReader& { return r; })
        .def("__next__", &GameReader::next);
}

}  // namespace bornes::python
