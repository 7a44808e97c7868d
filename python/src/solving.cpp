// SPDX-License-Identifier: Apache-2.0
// The exact solver (bornes.Solver, bornes.solve): a position's answer to reach, couronnement or
// score, its best moves, each move's value and the principal line, and the JSON bornes-solve
// writes of it; the GIL released while the library searches.
#include <pybind11/stl.h>

#include <sstream>

#include "bindings.h"
#include "bornes-solve/solution_report.h"
#include "notation/puzzle.h"
#include "notation/record_writer.h"
#include "position_value.h"
#include "solve_request.h"
#include "solver/search.h"

namespace bornes::python {

namespace {

// What Python gets of a solve: the puzzle as bornes-solve holds it (the position, its rules
// and players' names, the question, the solution).
struct SolutionValue {
    formats::SolvedPuzzle puzzle;

    const Solution& solution() const { return puzzle.solution; }
    // True/False for a yes/no question, the score difference for score, None when a limit
    // stopped the search first.
    py::object answer() const {
        if (!solution().solved) return py::none();
        if (questionTraits(puzzle.query.question).yesNo) return py::bool_(solution().value != 0);
        return py::int_(solution().value);
    }
};

std::vector<std::string> words(const std::vector<Move>& moves) {
    std::vector<std::string> out;
    for (const Move m : moves) out.push_back(formats::moveWord(m));
    return out;
}

SolutionValue solveWith(Solver& solver, const PositionValue& p, const std::string& question,
                        const py::object& side, std::uint64_t maxNodes, double timeLimit,
                        bool allMoves) {
    SolveRequest request;
    request.query = queryOf(p, question, side);
    request.limits = limitsOf(maxNodes, timeLimit);
    request.allMoves = allMoves;
    if (!perfectInformation(p.position))
        throw py::value_error(
            "the exact solver needs every card known (hands and pile); "
            "bornes.odds and bornes.estimate deal the hidden ones");
    SolutionValue out{puzzleAbout(p, request.query)};
    {
        py::gil_scoped_release released;
        out.puzzle.solution = solver.solve(p.position, request);
    }
    return out;
}

constexpr const char* kSolveDoc =
    "Solves `position` exactly, every card known: question 'reach' (can `side` reach the "
    "target?), 'couronnement' (win by couronnement?) or 'score' (the hand's score difference "
    "under best play); `side` a letter, the side to move by default; max_nodes and time_limit "
    "(seconds) bound the search, 0 for none; all_moves gives every root move's value.";

}  // namespace

void bindSolving(py::module_& m) {
    py::class_<SolutionValue>(m, "Solution", "What the exact solver proved of a position.")
        .def_property_readonly("answer", &SolutionValue::answer,
                               "True/False, the score difference, or None when a limit was hit")
        .def_property_readonly("solved", [](const SolutionValue& s) { return s.solution().solved; })
        .def_property_readonly("question",
                               [](const SolutionValue& s) { return questionOf(s.puzzle); })
        .def_property_readonly("side", [](const SolutionValue& s) { return sideOf(s.puzzle); })
        .def_property_readonly(
            "limit_hit", [](const SolutionValue& s) { return s.solution().limitHit; },
            "'nodes', 'time' or ''")
        .def_property_readonly(
            "best_moves", [](const SolutionValue& s) { return words(s.solution().best); },
            "the root moves that keep the answer, as the notation writes them")
        .def_property_readonly(
            "line", [](const SolutionValue& s) { return words(s.solution().line); },
            "the principal line from the position")
        .def_property_readonly(
            "move_values",
            [](const SolutionValue& s) {
                py::dict values;
                for (const bornes::MoveValue& v : s.solution().moves)
                    values[py::str(formats::moveWord(v.move))] =
                        v.known ? py::object(py::int_(v.value)) : py::object(py::none());
                return values;
            },
            "with all_moves: each root move's value (None where a limit was hit)")
        .def_property_readonly("nodes",
                               [](const SolutionValue& s) { return s.solution().stats.nodes; })
        .def(
            "json",
            [](const SolutionValue& s, bool stats) {
                std::ostringstream out;
                formats::JsonSolveReport json(out);
                json.puzzle(s.puzzle, stats);
                json.finish(nullptr);
                return out.str() + "\n";
            },
            py::arg("stats") = false,
            "The solve as bornes-solve --format json writes it (solve.schema.json); stats adds "
            "the search's figures (--stats).")
        .def("__repr__", [](const SolutionValue& s) {
            return "<Solution " + questionOf(s.puzzle) + " for side " + sideOf(s.puzzle) + ": " +
                   std::string(py::str(s.answer())) + ">";
        });

    py::class_<Solver>(m, "Solver",
                       "The exact solver, keeping its tables from one solve to the next.")
        .def(py::init([](long long hashMiB) { return new Solver(tableBytesOf(hashMiB)); }),
             py::arg("hash_mib") = 64, "A solver whose tables take hash_mib MiB together.")
        .def("solve", &solveWith, py::arg("position"), py::arg("question") = "reach",
             py::arg("side") = py::none(), py::arg("max_nodes") = 0, py::arg("time_limit") = 0.0,
             py::arg("all_moves") = false, kSolveDoc);

    m.def(
        "solve",
        [](const PositionValue& p, const std::string& question, const py::object& side,
           std::uint64_t maxNodes, double timeLimit, bool allMoves) {
            Solver solver(std::size_t{64} << 20);
            return solveWith(solver, p, question, side, maxNodes, timeLimit, allMoves);
        },
        py::arg("position"), py::arg("question") = "reach", py::arg("side") = py::none(),
        py::arg("max_nodes") = 0, py::arg("time_limit") = 0.0, py::arg("all_moves") = false,
        kSolveDoc);
}

}  // namespace bornes::python
