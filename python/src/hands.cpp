// SPDX-License-Identifier: Apache-2.0
// A game's hands and moves as Python sees them (bornes.Hand, bornes.RecordedMove, bornes.Step):
// a hand's start, its moves with what the replay knows of them, its positions replayed, and
// the hand written alone, in the notation or as the replay's JSON.
#include <pybind11/stl.h>

#include <sstream>

#include "bindings.h"
#include "game_data.h"
#include "json/replay_json.h"
#include "notation/hand_start.h"
#include "notation/record_player.h"
#include "notation/record_writer.h"
#include "position_value.h"
#include "replay/transcript.h"

namespace bornes::python {

namespace {

using formats::Diagnostic;
using formats::Language;
using formats::Record;
using formats::RecordedAction;
using formats::RecordedHand;

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

// The dealer of hand `index` as the replay deals it: the hand's [Dealer], else the deal passed
// to the left from the hand before (§3), else the one its first player implies; -1 for a hand
// that starts from a [Position].
int dealerOf(const Record& record, std::size_t index) {
    int expected = -1;
    for (std::size_t h = 0; h <= index; ++h) {
        const formats::HandStart start = formats::handStart(record, static_cast<int>(h), expected);
        if (h == index) return start.position ? start.dealer : record.hands[h].dealer;
        expected = start.dealer >= 0 ? (start.dealer + 1) % record.rules.table.players : -1;
    }
    return -1;
}

// Hand `index` written alone, as a game of one hand that reads and plays by itself: the
// game's tags with [Result] "*" and no [Scores] (the game's, not the hand's), the hand
// numbered 1 with its dealer written, every actor, turn and side stated as the canonical form
// states them.
std::string handAlone(const HandRef& h, Language lang) {
    Record alone = h.game->record;
    formats::completeRecord(alone);
    RecordedHand hand = std::move(alone.hands[h.index]);
    if (hand.dealer < 0 && hand.position.empty()) hand.dealer = dealerOf(h.game->record, h.index);
    hand.number = 1;
    alone.hands.clear();
    alone.hands.push_back(std::move(hand));
    alone.result = "*";
    alone.scores.clear();
    std::ostringstream out;
    formats::writeRecord(out, alone, lang);
    return out.str();
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

}  // namespace

void bindHands(py::module_& m) {
    bindMoves(m);
    bindSteps(m);
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
            "record left it implied.")
        .def(
            "notation",
            [](const HandRef& h, const std::string& lang) {
                return handAlone(h, languageNamed(lang));
            },
            py::arg("lang") = "en",
            "The hand written alone, as a game of one hand that reads and plays by itself "
            "(numbered 1, its dealer written, [Result] \"*\" and no [Scores]); 'fr' writes the "
            "cards by their French names.")
        .def(
            "json",
            [](const HandRef& h, bool compact, bool lines) {
                return replayJson(*h.game, static_cast<int>(h.index), compact, lines);
            },
            py::arg("compact") = false, py::arg("lines") = false,
            "The game with this hand alone as bornes-replay --format json --hand N writes it "
            "(replay.schema.json): a document, or with lines=True a JSON Lines line; compact "
            "leaves out the position after each step.");
}

}  // namespace bornes::python
