// SPDX-License-Identifier: Apache-2.0
// Records (bornes.read_games): a file read a game at a time, each played through the rules as
// bornes-validate plays it; a game's tags, hands and moves handed to Python when asked, and
// the positions of a hand replayed.
#include <pybind11/stl.h>

#include <istream>
#include <memory>
#include <optional>

#include "bindings.h"
#include "json/replay_json.h"
#include "notation/record_player.h"
#include "notation/record_reader.h"
#include "notation/record_writer.h"
#include "position_value.h"
#include "python_stream.h"
#include "replay/transcript.h"

namespace bornes::python {

namespace {

using formats::Diagnostic;
using formats::Language;
using formats::Record;
using formats::RecordedAction;
using formats::RecordedHand;

// What the replay knows of a recorded move that the record may leave implied.
struct MoveFacts {
    int seat = -1, turn = 0, side = -1;
    const char* action = nullptr;  // as the replay's JSON names it
};

// A game read, and what its play through the rules found.
struct GameData {
    Record record;
    std::vector<Diagnostic> problems;
    std::optional<Game> totals;  // after the hands played, when the game plays
    bool valid = true;
    std::vector<std::vector<MoveFacts>> facts;  // by hand, by move: as far as it plays
};
using GamePtr = std::shared_ptr<GameData>;

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
    GameReader(py::object file, std::string source, bool lenient, Language lang)
        : buffer_(std::move(file)),
          in_(&buffer_),
          reader_(in_),
          source_(std::move(source)),
          lenient_(lenient),
          lang_(lang) {}

    GamePtr next() {
        auto game = std::make_shared<GameData>();
        const bool read = reader_.next(game->record, game->problems);
        buffer_.raiseFailure();  // the file's own error (closed, not readable), as it said it
        if (!read) {
            if (reader_.readFailed())
                throw py::value_error(source_ + ": the file could not be read");
            throw py::stop_iteration();
        }
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
};

struct HandRef {
    GamePtr game;
    std::size_t index;
    const RecordedHand& hand() const { return game->record.hands[index]; }
};

struct MoveRef {
    GamePtr game;
    std::size_t hand, index;
    const RecordedAction& action() const { return game->record.hands[hand].actions[index]; }
    // The replay's, else the record's (a move after the game's first error).
    MoveFacts facts() const {
        const auto& byHand = game->facts;
        if (hand < byHand.size() && index < byHand[hand].size() && byHand[hand][index].seat >= 0)
            return byHand[hand][index];
        const RecordedAction& a = action();
        return {a.actor, a.turn, a.side, nullptr};
    }
};

std::string_view kindName(RecordedAction::Kind kind) {
    using Kind = RecordedAction::Kind;
    switch (kind) {
        case Kind::Play:
            return "play";
        case Kind::Attack:
            return "attack";
        case Kind::Discard:
            return "discard";
        case Kind::CoupFourre:
            return "coup-fourre";
        case Kind::DeclineCoupFourre:
            return "decline-coup-fourre";
        case Kind::DeclareAllonge:
            return "allonge";
        case Kind::DeclineAllonge:
            return "no-allonge";
        case Kind::TakeBack:
            return "take-back";
    }
    return "play";
}

py::object seatOrNone(const Record& r, int seat) {
    return seat < 0 ? py::object(py::none()) : py::object(py::str(r.seatName(seat)));
}

std::vector<std::string> codesOf(const std::vector<Card>& cards) {
    std::vector<std::string> out;
    for (const Card c : cards) out.emplace_back(shortCode(c));
    return out;
}

// A step of a hand's replay: the position the decider saw (its draws made), the move, the
// position after it.
struct StepValue {
    PositionValue before, after;
    MoveObject move;
    std::string player;
    bool implied = false;    // a decision the record leaves implied (R8, an allonge not declared)
    bool irregular = false;  // an irregularity (§10) the rules let stand, with a warning
};

// The positions of hand `index`: its start, then each step of the replay.
class HandSteps : public formats::ReplayObserver {
  public:
    HandSteps(const Record& record, int index)
        : record_(record), index_(index), names_(formats::seatNamesOf(record)) {}
    void handStarted(int hand, const Position& start, const RecordedHand&) override {
        if (hand == index_) first.emplace(value(start));
    }
    void stepped(const formats::ReplayStep& step, const Position& before,
                 const Position& after) override {
        if (step.hand != index_) return;
        steps.push_back({value(before),
                         value(after),
                         {step.move},
                         names_.seat(step.seat),
                         step.action == nullptr,
                         step.irregular});
    }
    std::optional<PositionValue> first;  // the hand's start
    std::vector<StepValue> steps;

  private:
    PositionValue value(const Position& p) const { return {p, record_.rules.scoring, names_}; }
    const Record& record_;
    int index_;
    formats::SeatNames names_;
};

HandSteps replayHand(const GameData& game, std::size_t index) {
    std::vector<Diagnostic> problems;
    HandSteps steps(game.record, static_cast<int>(index));
    formats::playRecord(game.record, formats::PlayOptions{}, problems, &steps);
    return steps;
}

void bindMoves(py::module_& m) {
    py::class_<MoveRef>(m, "RecordedMove", "A move of a record, with the draws made before it.")
        .def_property_readonly(
            "player", [](const MoveRef& r) { return seatOrNone(r.game->record, r.facts().seat); },
            "who played it (None where the record leaves it implied and the game "
            "stopped playing before it)")
        .def_property_readonly("turn", [](const MoveRef& r) { return r.facts().turn; })
        .def_property_readonly(
            "action",
            [](const MoveRef& r) {
                const char* replayed = r.facts().action;
                return std::string(replayed ? replayed : kindName(r.action().kind));
            },
            "as bornes-replay's JSON names it: 'play', 'attack', 'discard', 'coup-fourre', "
            "'decline-coup-fourre', 'allonge', 'no-allonge', 'take-back', 'attack-taken-back'")
        .def_property_readonly(
            "card",
            [](const MoveRef& r) {
                const Card c = r.action().card;
                return c == Card::None ? py::object(py::none())
                                       : py::object(py::str(std::string(shortCode(c))));
            },
            "the card's code, None for a decision without a card")
        .def_property_readonly(
            "side",
            [](const MoveRef& r) {
                const int s = r.facts().side;
                return s < 0 ? py::object(py::none())
                             : py::object(py::str(std::string(1, formats::sideLetter(s))));
            },
            "the side a hazard attacks ('A', 'B', 'C'), else None")
        .def_property_readonly(
            "draws",
            [](const MoveRef& r) {
                const RecordedAction& a = r.action();
                return codesOf(std::vector<Card>(a.draws.begin(), a.draws.begin() + a.drawCount));
            },
            "the cards drawn just before it ('?' where not known)")
        .def_property_readonly("comment", [](const MoveRef& r) { return r.action().comment; })
        .def_property_readonly("nag", [](const MoveRef& r) { return r.action().nag; })
        .def("__repr__", [](const MoveRef& r) {
            const RecordedAction& a = r.action();
            return "<RecordedMove " + std::string(kindName(a.kind)) + " " +
                   std::string(a.card == Card::None ? "" : shortCode(a.card)) + ">";
        });
}

void bindSteps(py::module_& m) {
    py::class_<StepValue>(m, "Step", "A move of a hand replayed, between two positions.")
        .def_readonly("before", &StepValue::before)
        .def_readonly("move", &StepValue::move)
        .def_readonly("after", &StepValue::after)
        .def_readonly("player", &StepValue::player)
        .def_readonly("implied", &StepValue::implied)
        .def_readonly("irregular", &StepValue::irregular)
        .def("__repr__", [](const StepValue& s) {
            return "<Step " + s.player + ": " + formats::moveWord(s.move.move) + ">";
        });
}

void bindHands(py::module_& m) {
    py::class_<HandRef>(m, "Hand", "A hand of a game: how it started, its moves, its score.")
        .def_property_readonly("number", [](const HandRef& h) { return h.hand().number; })
        .def_property_readonly(
            "dealer", [](const HandRef& h) { return seatOrNone(h.game->record, h.hand().dealer); })
        .def_property_readonly(
            "deal",
            [](const HandRef& h) {
                const RecordedHand& hand = h.hand();
                if (!hand.hasDeal) return py::object(py::none());
                py::dict deal;
                for (int s = 0; s < h.game->record.rules.table.players; ++s)
                    deal[py::str(h.game->record.seatName(s))] =
                        codesOf(hand.deal[static_cast<std::size_t>(s)]);
                return py::object(deal);
            },
            "each player's six cards dealt ('?' where not known), or None without [Deal]")
        .def_property_readonly("pile", [](const HandRef& h) { return codesOf(h.hand().pile); })
        .def_property_readonly(
            "position",
            [](const HandRef& h) {
                const std::string& p = h.hand().position;
                return p.empty() ? py::object(py::none()) : py::object(py::str(p));
            },
            "the position line the hand starts from ([Position]), or None")
        .def_property_readonly(
            "score", [](const HandRef& h) { return h.hand().score; },
            "the hand's score per side as [Score] writes it")
        .def_property_readonly("comment", [](const HandRef& h) { return h.hand().openingComment; })
        .def_property_readonly("moves",
                               [](const HandRef& h) {
                                   std::vector<MoveRef> moves;
                                   for (std::size_t i = 0; i < h.hand().actions.size(); ++i)
                                       moves.push_back({h.game, h.index, i});
                                   return moves;
                               })
        .def(
            "positions",
            [](const HandRef& h) {
                HandSteps replayed = replayHand(*h.game, h.index);
                std::vector<PositionValue> positions;
                if (replayed.first) positions.push_back(*replayed.first);
                for (StepValue& s : replayed.steps) positions.push_back(std::move(s.after));
                return positions;
            },
            "The hand's positions: its start, then after each move (as far as it plays).")
        .def(
            "steps", [](const HandRef& h) { return std::move(replayHand(*h.game, h.index).steps); },
            "The hand move by move (as far as it plays): each step's position before (the "
            "decider's draws made), its move, its player, the position after, and whether the "
            "record left it implied.");
}

}  // namespace

void bindGames(py::module_& m) {
    bindMoves(m);
    bindSteps(m);
    bindHands(m);
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
            "__str__", [](const GameData& g) { return formats::writeRecord(g.record); },
            "the game in the notation's canonical form");

    py::class_<GameReader>(m, "_GameReader")
        .def(py::init([](py::object file, std::string source, bool lenient,
                         const std::string& lang) {
            return new GameReader(std::move(file), std::move(source), lenient, languageNamed(lang));
        }))
        .def("__iter__", [](GameReader& r) -> GameReader& { return r; })
        .def("__next__", &GameReader::next);
}

}  // namespace bornes::python
