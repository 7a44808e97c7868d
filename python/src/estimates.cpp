// SPDX-License-Identifier: Apache-2.0
// Estimates where cards are hidden or the exact solver is out of reach (bornes.odds,
// bornes.estimate), as bornes-solve --odds and --engine rollout make them: each move of the
// player who decides with its value over the deals drawn and its 95 % interval, what was drawn
// and what it assumed, and the JSON bornes-solve writes of it. Estimates, never proofs: the
// values carry their intervals. The GIL released while the library deals and searches.
#include <pybind11/stl.h>

#include <chrono>
#include <optional>
#include <sstream>

#include "analysis/deal_sampler.h"
#include "analysis/odds.h"
#include "analysis/rollout.h"
#include "bindings.h"
#include "bornes-solve/estimate_report.h"
#include "bornes-solve/odds_report.h"
#include "common/search_options.h"
#include "notation/puzzle.h"
#include "notation/record_writer.h"
#include "solve_request.h"

namespace bornes::python {

namespace {

using formats::SolvedPuzzle;

// A move's value over the deals: the chance of reaching (a yes/no question) or the mean score
// difference, for the side asked about, with its 95 % interval.
struct MoveEstimate {
    std::string move;
    int deals = 0;
    double value = 0, low = 0, high = 0;
    // The mean score difference, with its interval: the rollouts' always, the odds' for the
    // score question alone (their deals are solved for the question asked).
    std::optional<double> mean, meanLow, meanHigh;

    MoveEstimate(Move m, int dealt, double v, double l, double h)
        : move(formats::moveWord(m)), deals(dealt), value(v), low(l), high(h) {}
    void setMean(double v, double l, double h) { mean = v, meanLow = l, meanHigh = h; }
};

struct OddsValue {
    SolvedPuzzle puzzle;
    Odds odds;
    int hidden = 0, hiddenInPile = 0;
    std::uint64_t seed = 1;

    formats::OddsReport report() const { return {puzzle, odds, hidden, hiddenInPile, seed}; }
    std::vector<MoveEstimate> moves() const {
        const bool yesNo = questionTraits(puzzle.query.question).yesNo;
        std::vector<MoveEstimate> out;
        for (const MoveOdds& m : formats::movesBestFirst(report())) {
            MoveEstimate& e =
                out.emplace_back(m.move, m.deals, m.mean(), m.low(yesNo), m.high(yesNo));
            if (!yesNo) e.setMean(e.value, e.low, e.high);
        }
        return out;
    }
};

struct EstimateValue {
    SolvedPuzzle puzzle;  // with its estimate

    const formats::PuzzleEstimate& estimate() const { return *puzzle.estimate; }
    std::vector<MoveEstimate> moves() const {
        const bool yesNo = questionTraits(puzzle.query.question).yesNo;
        std::vector<MoveEstimate> out;
        for (const MoveRollouts& m : formats::estimateMovesBestFirst(puzzle)) {
            MoveEstimate& e =
                yesNo ? out.emplace_back(m.move, m.deals, m.reach(), m.reachLow(kZ95),
                                         m.reachHigh(kZ95))
                      : out.emplace_back(m.move, m.deals, m.mean(), m.low(kZ95), m.high(kZ95));
            e.setMean(m.mean(), m.low(kZ95), m.high(kZ95));
        }
        return out;
    }
};

void refuseOver(const PositionValue& p) {
    if (p.position.over()) throw py::value_error("the hand is over: there is no move to weigh");
}

OddsValue oddsOf(const PositionValue& p, const std::string& question, const py::object& side,
                 int samples, std::uint64_t seed, std::uint64_t maxNodes, double timeLimit,
                 long long hashMiB) {
    refuseOver(p);
    const std::size_t tableBytes = tableBytesOf(hashMiB);
    if (samples < 1 || samples > 1000000)
        throw py::value_error("samples must be from 1 to 1000000");
    OddsValue out{puzzleAbout(p, queryOf(p, question, side)), {}, 0, 0, seed};
    const DealSampler sampler(p.position);
    out.hidden = sampler.hidden();
    out.hiddenInPile = sampler.hiddenInPile();
    OddsRequest request{out.puzzle.query, samples, seed, limitsOf(maxNodes, timeLimit), {}};
    if (out.hidden == 0) request.samples = 1;  // every deal the same: exact
    {
        py::gil_scoped_release released;
        Solver solver(tableBytes);
        out.odds = estimateOdds(solver, p.position, request);
    }
    return out;
}

EstimateValue estimateOf(const PositionValue& p, const std::string& question,
                         const py::object& side, int deals, std::uint64_t seed, int horizon,
                         double timeLimit) {
    refuseOver(p);
    const Query query = queryOf(p, question, side);
    if (!questionTraits(query.question).estimated)
        throw py::value_error("the rollouts estimate 'reach' and 'score', not '" + question + "'");
    if (deals < 1 || deals > 1000000) throw py::value_error("deals must be from 1 to 1000000");
    if (horizon < -1 || horizon > kMaxDeck)
        throw py::value_error("horizon must be -1 (none) or a number of cards left");
    const SearchLimits limits = limitsOf(0, timeLimit);
    EstimateValue out{puzzleAbout(p, query)};
    formats::PuzzleEstimate& e = out.puzzle.estimate.emplace();
    e.settings =
        settingsFor(p.position, {Policy{PolicyKind::Heuristic, cli::kRolloutNoise}, horizon});
    e.requested = deals;
    e.seed = seed;
    const DealSampler sampler(p.position);
    e.hidden = sampler.hidden();
    e.hiddenInPile = sampler.hiddenInPile();
    const auto deadline = limits.seconds > 0
                              ? std::chrono::steady_clock::now() +
                                    std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                        std::chrono::duration<double>(limits.seconds))
                              : std::chrono::steady_clock::time_point::max();
    RolloutRequest request{query, e.settings, deals, seed, deadline, {}};
    {
        py::gil_scoped_release released;
        Solver solver(std::size_t{64} << 20);
        e.rollouts = estimateByRollouts(&solver, p.position, request);
    }
    if (!e.rollouts.limitHit.empty()) e.limitOption = "time_limit";
    return out;
}

void bindMoveEstimate(py::module_& m) {
    py::class_<MoveEstimate>(m, "MoveEstimate",
                             "A move's estimated value over the deals drawn, with its 95 % "
                             "interval: an estimate, not a proof.")
        .def_readonly("move", &MoveEstimate::move, "the move as the notation writes it")
        .def_readonly("deals", &MoveEstimate::deals, "deals in which it was legal and valued")
        .def_readonly("value", &MoveEstimate::value,
                      "the chance of reaching (reach) or the mean score difference (score)")
        .def_readonly("low", &MoveEstimate::low, "the 95 % interval of value")
        .def_readonly("high", &MoveEstimate::high)
        .def_readonly("mean", &MoveEstimate::mean,
                      "the mean score difference (None for the odds of a yes/no question)")
        .def_readonly("mean_low", &MoveEstimate::meanLow, "its 95 % interval")
        .def_readonly("mean_high", &MoveEstimate::meanHigh)
        .def("__repr__", [](const MoveEstimate& e) {
            std::ostringstream out;
            out << "<MoveEstimate " << e.move << ": " << e.value << " [" << e.low << ", " << e.high
                << "] over " << e.deals << " deals>";
            return out.str();
        });
}

constexpr const char* kOddsDoc =
    "The odds of each move of the player who decides, with hidden cards (as bornes-solve "
    "--odds): the hidden cards dealt `samples` times (seed names the deals), each deal solved "
    "exactly, each move's chance of reaching (reach, couronnement) or mean score (score) with "
    "its 95 % interval. An estimate, assuming the players learn the hidden cards right after "
    "this decision (strategy fusion); max_nodes and time_limit bound the whole estimate.";

constexpr const char* kEstimateDoc =
    "Each move of the player who decides weighed by rollouts (as bornes-solve --engine "
    "rollout): the hidden cards dealt up to `deals` times, each move played on to the hand's "
    "end by the heuristic (and the exact solver from `horizon` cards left, -1 for never), its "
    "mean score difference and chance of reaching with their 95 % intervals. An estimate "
    "against sound play, not a proof; time_limit bounds it.";

}  // namespace

void bindEstimates(py::module_& m) {
    bindMoveEstimate(m);
    py::class_<OddsValue>(m, "Odds", "The odds of each move with hidden cards: an estimate.")
        .def_property_readonly("question", [](const OddsValue& o) { return questionOf(o.puzzle); })
        .def_property_readonly("side", [](const OddsValue& o) { return sideOf(o.puzzle); })
        .def_property_readonly("moves", &OddsValue::moves, "best first for the player who decides")
        .def_property_readonly("requested", [](const OddsValue& o) { return o.odds.requested; })
        .def_property_readonly(
            "samples", [](const OddsValue& o) { return o.odds.samples; }, "deals drawn")
        .def_property_readonly(
            "solved", [](const OddsValue& o) { return o.odds.solved; },
            "deals whose every move was solved within the limits")
        .def_property_readonly("inconsistent",
                               [](const OddsValue& o) { return o.odds.inconsistent; })
        .def_readonly("hidden", &OddsValue::hidden, "hidden cards of the hands and the pile")
        .def_readonly("seed", &OddsValue::seed)
        .def_property_readonly(
            "limit_hit", [](const OddsValue& o) { return o.odds.limitHit; },
            "'nodes', 'time' or ''")
        .def(
            "json",
            [](const OddsValue& o, bool stats) {
                std::ostringstream out;
                formats::JsonOddsReport json(out);
                json.puzzle(o.report(), stats);
                json.finish();
                return out.str() + "\n";
            },
            py::arg("stats") = false,
            "The odds as bornes-solve --odds --format json writes them (odds.schema.json).");

    py::class_<EstimateValue>(m, "Estimate", "Each move weighed by rollouts: an estimate.")
        .def_property_readonly("question",
                               [](const EstimateValue& e) { return questionOf(e.puzzle); })
        .def_property_readonly("side", [](const EstimateValue& e) { return sideOf(e.puzzle); })
        .def_property_readonly("moves", &EstimateValue::moves,
                               "best first for the player who decides")
        .def_property_readonly(
            "choice",
            [](const EstimateValue& e) {
                const MoveRollouts* best = e.estimate().rollouts.best();
                return best ? py::object(py::str(formats::moveWord(best->move)))
                            : py::object(py::none());
            },
            "the move of the best mean (the engine's choice)")
        .def_property_readonly("deals",
                               [](const EstimateValue& e) { return e.estimate().rollouts.deals; })
        .def_property_readonly("requested",
                               [](const EstimateValue& e) { return e.estimate().requested; })
        .def_property_readonly(
            "playouts", [](const EstimateValue& e) { return e.estimate().rollouts.playouts; })
        .def_property_readonly("hidden", [](const EstimateValue& e) { return e.estimate().hidden; })
        .def_property_readonly(
            "limit_hit", [](const EstimateValue& e) { return e.estimate().rollouts.limitHit; },
            "'time' when time_limit came first, else ''")
        .def(
            "json",
            [](const EstimateValue& e) {
                std::ostringstream out;
                formats::JsonSolveReport json(out);
                json.puzzle(e.puzzle, false);
                json.finish(nullptr);
                return out.str() + "\n";
            },
            "The estimate as bornes-solve --engine rollout --format json writes it "
            "(solve.schema.json, its member estimate).");

    m.def("odds", &oddsOf, py::arg("position"), py::arg("question") = "reach",
          py::arg("side") = py::none(), py::arg("samples") = 100, py::arg("seed") = 1,
          py::arg("max_nodes") = 0, py::arg("time_limit") = 0.0, py::arg("hash_mib") = 64,
          kOddsDoc);
    m.def("estimate", &estimateOf, py::arg("position"), py::arg("question") = "reach",
          py::arg("side") = py::none(), py::arg("deals") = cli::kRolloutDeals, py::arg("seed") = 1,
          py::arg("horizon") = cli::kDefaultHorizon, py::arg("time_limit") = 0.0, kEstimateDoc);
}

}  // namespace bornes::python
