// SPDX-License-Identifier: Apache-2.0
// Positions and moves (bornes.Position, bornes.Move): read from the notation's position line,
// their legal moves, a move played into a new position, written back.
#include <pybind11/stl.h>

#include "bindings.h"
#include "engine/movegen.h"
#include "messages/card_names.h"
#include "notation/position_text.h"
#include "notation/record_writer.h"
#include "position_value.h"

namespace bornes::python {

namespace {

using formats::Language;

PositionValue parsed(const std::string& text) {
    formats::PositionParse p = formats::parsePosition(text);
    if (!p.line) {
        const formats::Diagnostic d(formats::Severity::Error, {1, p.column}, p.what);
        raiseNotationError("<position>", d, Language::English);
    }
    const Table& table = p.line->position.table();
    std::array<std::string, kMaxPlayers> names{};
    const std::string* seats = p.line->operation("seats");
    if (seats && !formats::readSeatNames(*seats, table, names))
        return {p.line->position, p.line->rules, formats::SeatNames(table, names)};
    return {p.line->position, p.line->rules, formats::SeatNames(table)};  // P1..P6
}

std::vector<MoveObject> legal(const PositionValue& p) {
    std::vector<MoveObject> out;
    if (p.position.over()) return out;
    for (const Move m : legalMoves(p.position)) out.push_back({m});
    return out;
}

// The legal move the notation writes `word` ("STOP>B", "-25", "CF INC", "noCF"), or
// ValueError.
Move moveNamed(const PositionValue& p, const std::string& word) {
    for (const MoveObject& m : legal(p))
        if (formats::moveWord(m.move) == word) return m.move;
    throw py::value_error("'" + word + "' is not a legal move here (legal: " + [&] {
        std::string all;
        for (const MoveObject& m : legal(p))
            all += (all.empty() ? "" : ", ") + formats::moveWord(m.move);
        return all;
    }() + ")");
}

PositionValue played(const PositionValue& p, Move m) {
    bool found = false;
    for (const MoveObject& legalMove : legal(p)) found = found || legalMove.move == m;
    if (!found) throw py::value_error("'" + formats::moveWord(m) + "' is not a legal move here");
    PositionValue next = p;
    next.position.apply(m);
    return next;
}

std::vector<std::string> codes(const Hand& hand) {
    std::vector<std::string> out;
    for (int k = 0; k < kHandKinds; ++k)
        for (int n = 0; n < hand.count(cardAt(k)); ++n) out.emplace_back(shortCode(cardAt(k)));
    return out;
}

// A side's tableau as Python values (the books' piles: battle, speed, distance, safeties).
py::dict tableauOf(const PositionValue& p, const std::string& side) {
    const int s = side.size() == 1 ? side[0] - 'A' : -1;
    if (s < 0 || s >= p.position.table().sides) throw py::value_error("no side " + side);
    const Tableau& t = p.position.tableau(s);
    const auto code = [](Card c) {
        return c == Card::None ? py::object(py::none()) : py::object(py::str(shortCode(c)));
    };
    std::vector<std::string> safeties, coupsFourres;
    for (int k = index(Card::RightOfWay); k < index(Card::RightOfWay) + kSafeties; ++k) {
        if (t.has(cardAt(k))) safeties.emplace_back(shortCode(cardAt(k)));
        if (t.hasCoupFourre(cardAt(k))) coupsFourres.emplace_back(shortCode(cardAt(k)));
    }
    py::dict out;
    out["distance"] = t.distance;
    out["battle"] = code(t.battleTop);  // the battle pile's top card, None when empty
    out["limited"] = t.limited;         // a Speed Limit on the speed pile
    out["rolling"] = t.rolling();
    out["safeties"] = safeties;
    out["coups_fourres"] = coupsFourres;
    out["two_hundreds"] = t.twoHundreds();
    return out;
}

}  // namespace

void bindPositions(py::module_& m) {
    py::class_<MoveObject>(m, "Move",
                           "A move: a card played, attacked with or discarded, or a "
                           "decision (coup fourré, allonge). str() is the notation's word.")
        .def("__str__", [](const MoveObject& v) { return formats::moveWord(v.move); })
        .def("__repr__",
             [](const MoveObject& v) { return "<Move " + formats::moveWord(v.move) + ">"; })
        .def("__eq__", [](const MoveObject& a, const MoveObject& b) { return a.move == b.move; })
        .def(
            "__hash__",
            [](const MoveObject& v) { return std::hash<std::string>{}(formats::moveWord(v.move)); })
        .def_property_readonly(
            "card", [](const MoveObject& v) { return std::string(shortCode(v.move.card())); },
            "the card's code ('STOP', '25'); a decision's is 'STOP' (none)")
        .def(
            "card_name",
            [](const MoveObject& v, const std::string& lang) {
                return std::string(formats::cardName(v.move.card(), languageNamed(lang)));
            },
            py::arg("lang") = "en", "the card's name in 'en' or 'fr'");

    py::class_<PositionValue>(m, "Position",
                              "A position of a hand, as the notation's position line writes it "
                              "(bornes-notation(5), POSITIONS).")
        .def(py::init(&parsed), py::arg("line"),
             "Reads a position line; raises NotationError where it is wrong.")
        .def("__str__",
             [](const PositionValue& p) {
                 return formats::writePosition(p.position, p.rules, p.names.operations());
             })
        .def("__repr__",
             [](const PositionValue& p) {
                 return "<Position " +
                        formats::writePosition(p.position, p.rules, p.names.operations()) + ">";
             })
        .def("legal_moves", &legal, "The legal moves, in the engine's order.")
        .def(
            "play", [](const PositionValue& p, const MoveObject& v) { return played(p, v.move); },
            py::arg("move"), "The position after `move` (a Move); this one is unchanged.")
        .def(
            "play",
            [](const PositionValue& p, const std::string& word) {
                return played(p, moveNamed(p, word));
            },
            py::arg("move"), "The position after the move the notation writes `move`.")
        .def(
            "move",
            [](const PositionValue& p, const std::string& word) {
                return MoveObject{moveNamed(p, word)};
            },
            py::arg("word"), "The legal move the notation writes `word`, or ValueError.")
        .def_property_readonly("players",
                               [](const PositionValue& p) { return p.position.table().players; })
        .def_property_readonly(
            "to_move", [](const PositionValue& p) { return p.names.seat(p.position.toMove()); },
            "the name of the player to move")
        .def_property_readonly("side_to_move",
                               [](const PositionValue& p) {
                                   return std::string(1,
                                                      formats::sideLetter(p.position.sideToMove()));
                               })
        .def_property_readonly("target", [](const PositionValue& p) { return p.position.target(); })
        .def_property_readonly("over", [](const PositionValue& p) { return p.position.over(); })
        .def_property_readonly("pile_size",
                               [](const PositionValue& p) { return p.position.pileSize(); })
        .def_property_readonly(
            "pile",
            [](const PositionValue& p) {
                std::vector<std::string> out;
                const auto pile = p.position.pile();
                for (auto it = pile.rbegin(); it != pile.rend(); ++it)
                    out.emplace_back(shortCode(*it));
                return out;
            },
            "the draw pile's codes from the top ('?' where unknown)")
        .def(
            "hand",
            [](const PositionValue& p, int seat) {
                if (seat < 0 || seat >= p.position.table().players)
                    throw py::index_error("no such seat");
                return codes(p.position.hand(seat));
            },
            py::arg("seat"), "the codes of a seat's hand (0-based), in kind order")
        .def(
            "distance",
            [](const PositionValue& p, const std::string& side) {
                const int s = side.size() == 1 ? side[0] - 'A' : -1;
                if (s < 0 || s >= p.position.table().sides)
                    throw py::value_error("no side " + side);
                return p.position.tableau(s).distance;
            },
            py::arg("side"), "the kilometres a side ('A', 'B', 'C') has laid")
        .def("tableau", &tableauOf, py::arg("side"),
             "A side's tableau: distance, battle (its top card), limited, rolling, safeties, "
             "coups_fourres, two_hundreds.")
        .def_property_readonly(
            "sides", [](const PositionValue& p) { return p.position.table().sides; },
            "how many sides play");
}

}  // namespace bornes::python
