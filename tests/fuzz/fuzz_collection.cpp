// SPDX-License-Identifier: Apache-2.0
// The puzzle collection reader of bornes-solve, and the solver on what it accepts (a few
// thousand nodes each). What must hold: problems placed inside the input, every puzzle
// accepted with every card known, and the solver's answers within their range.
#include <sstream>

#include "common/solve_input.h"
#include "fuzz_check.h"
#include "solver/search.h"

using namespace bornes;
using namespace bornes::formats;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = bornes::fuzz::textOf(data, size);
    const auto lines = static_cast<long long>(bornes::fuzz::lineCount(text));
    std::istringstream in{std::string(text)};
    const SolveInputs inputs = puzzlesFromCollection(in, SolveOverrides{}, "");
    for (const Problem& p : inputs.problems) {
        FUZZ_CHECK(p.diagnostic.where.line >= 1 && p.diagnostic.where.line <= lines,
                   "a problem outside the input");
        FUZZ_CHECK(p.diagnostic.where.column >= 0, "a negative column");
        FUZZ_CHECK(!p.diagnostic.message.empty() && p.diagnostic.message.back() == ')',
                   "a problem that cites no rule");
    }
    if (!inputs.problems.empty()) return 0;  // bornes-solve solves nothing then

    static Solver solver(1 << 20);
    for (const SolvedPuzzle& p : inputs.puzzles) {
        FUZZ_CHECK(perfectInformation(p.position), "a puzzle accepted with hidden cards");
        SolveRequest request;
        request.query = p.query;
        request.limits.maxNodes = 3000;
        const Solution s = solver.solve(p.position, request);
        if (!s.solved) continue;
        if (p.query.question != Question::Score)
            FUZZ_CHECK(s.value == 0 || s.value == 1, "a yes/no answer that is neither");
    }
    return 0;
}
