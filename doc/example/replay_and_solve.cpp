// SPDX-License-Identifier: Apache-2.0
// The bornes library from another program (doc/library.md): a game record read and replayed
// through the rules, then a position solved exactly. Built against the installed library
// with CMake (find_package(bornes), this folder's CMakeLists.txt) or pkg-config:
//   g++ replay_and_solve.cpp $(pkg-config --cflags --libs bornes) -o replay_and_solve
// Usage: replay_and_solve RECORD 'POSITION'
#include <fstream>
#include <iostream>
#include <vector>

#include <bornes/messages/diagnostic.h>
#include <bornes/notation/position_text.h>
#include <bornes/notation/record_player.h>
#include <bornes/notation/record_reader.h>
#include <bornes/solver/search.h>

int main(int argc, char** argv) {
    using namespace bornes;
    if (argc != 3) {
        std::cerr << "usage: replay_and_solve RECORD 'POSITION'\n";
        return 2;
    }
    // Read the first game of the record and play it through the rules.
    std::ifstream file(argv[1]);
    formats::RecordReader reader(file);
    formats::Record record;
    std::vector<formats::Diagnostic> problems;
    if (!reader.next(record, problems)) {
        std::cerr << "no game in " << argv[1] << "\n";
        return 1;
    }
    const formats::PlayResult played = playRecord(record, formats::PlayOptions{}, problems);
    for (const formats::Diagnostic& d : problems)
        std::cerr << formats::renderDiagnostic(argv[1], d, reader.line(d.where.line));
    std::cout << record.event << ": " << played.moves << " moves, " << played.hands
              << " hands, " << (played.valid ? "valid" : "invalid") << "\n";
    if (played.game)
        for (int side = 0; side < record.rules.table.sides; ++side)
            std::cout << "  side " << formats::sideLetter(side) << ": "
                      << played.game->total(side) << "\n";

    // Solve a position: can the side to move reach the target, every card known?
    const formats::PositionParse parsed = formats::parsePosition(argv[2]);
    if (!parsed.line) {
        std::cerr << "position: " << parsed.error << "\n";
        return 1;
    }
    const Position& position = parsed.line->position;
    Solver solver(std::size_t{64} << 20);
    SolveRequest request;
    request.query.question = Question::Reach;
    request.query.side = position.table().sideOf(position.toMove());
    const Solution solution = solver.solve(position, request);
    std::cout << "side " << formats::sideLetter(request.query.side) << " can reach "
              << position.target() << ": "
              << (!solution.solved ? "unknown" : solution.value ? "yes" : "no") << " ("
              << solution.stats.nodes << " nodes)\n";
    return 0;
}
