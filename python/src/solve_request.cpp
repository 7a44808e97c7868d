// SPDX-License-Identifier: Apache-2.0
#include "solve_request.h"

#include "notation/puzzle.h"
#include "notation/record.h"

namespace bornes::python {

Query queryOf(const PositionValue& p, const std::string& question, const py::object& side) {
    const auto q = formats::parseQuestion(question);
    if (!q)
        throw py::value_error("question must be 'reach', 'couronnement' or 'score', not '" +
                              question + "'");
    Query query;
    query.question = *q;
    query.rules = p.rules;
    query.side = p.position.sideToMove();
    if (!side.is_none()) {
        const std::string letter = py::str(side);
        const int s = letter.size() == 1 ? letter[0] - 'A' : -1;
        if (s < 0 || s >= p.position.table().sides)
            throw py::value_error("side must be a side of the table ('A', 'B', ...), not '" +
                                  letter + "'");
        query.side = s;
    }
    return query;
}

SearchLimits limitsOf(std::uint64_t maxNodes, double timeLimit) {
    if (!(timeLimit >= 0) || timeLimit > 1e9)
        throw py::value_error("time_limit must be from 0 to 1e9 seconds");
    SearchLimits limits;
    limits.maxNodes = maxNodes;
    limits.seconds = timeLimit;
    return limits;
}

std::size_t tableBytesOf(long long hashMiB) {
    if (hashMiB < 1 || hashMiB > 65536) throw py::value_error("hash_mib must be from 1 to 65536");
    return static_cast<std::size_t>(hashMiB) << 20;
}

std::string questionOf(const formats::SolvedPuzzle& p) {
    return std::string(formats::questionName(p.query.question));
}

std::string sideOf(const formats::SolvedPuzzle& p) {
    return std::string(1, formats::sideLetter(p.query.side));
}

formats::SolvedPuzzle puzzleAbout(const PositionValue& p, const Query& query) {
    formats::SolvedPuzzle puzzle = formats::puzzleOf(p.position, query);
    puzzle.id = "1";  // bornes-solve names a position line by its line number, 1
    puzzle.rules = p.rules;
    puzzle.names = p.names;
    return puzzle;
}

}  // namespace bornes::python
