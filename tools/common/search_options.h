// SPDX-License-Identifier: Apache-2.0
// The option groups of the tools that search (bornes-solve, bornes-annotate): the limits of
// a search and the solver's tables (--max-nodes, --time-limit, --hash), and the odds with
// hidden cards (--odds, --samples, --seed), declared and read once, each tool giving its own
// help sentences and defaults.
#pragma once

#include <boost/program_options.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>

#include <set>
#include <string>

#include "analysis/decision_judge.h"
#include "common/errors.h"
#include "common/help.h"
#include "messages/diagnostic.h"
#include "solver/search.h"

namespace bornes::cli {

struct LimitOptions {
    HelpId maxNodesHelp, timeLimitHelp, hashHelp;
    double seconds;  // --time-limit's default
    int hashMb;      // --hash's default
};

// --max-nodes N, --time-limit SECONDS, --hash MB.
void addLimitOptions(boost::program_options::options_description& options,
                     const LimitOptions& group, formats::Language lang);
// --max-nodes and --time-limit (0: no limit); a usage error when out of range.
SearchLimits searchLimitsFrom(const boost::program_options::variables_map& vm);

// --budget SECONDS: the run's deadline from now; none for 0 (a usage error when negative).
std::optional<std::chrono::steady_clock::time_point> deadlineFrom(
    const boost::program_options::variables_map& vm);

// A limit as the command line gave it, for the words below: "--time-limit 3".
std::string limitGiven(const boost::program_options::variables_map& vm, const char* option);
// The limits of each search that are set: "--max-nodes 1000, --time-limit 60"; with `hit`
// (the solver's "nodes", "time"), only those.
std::string searchLimitsGiven(const boost::program_options::variables_map& vm,
                              const std::set<std::string>& hit = {});

// What every tool says when a limit left undone something it was asked for (README, "Exit
// status": 1): "<tool>: warning: limit reached (--time-limit 3): <undone>", a warning when
// what was done is written, an error when nothing is.
void sayLimitReached(const char* tool, formats::Language lang, const std::string& limit,
                     const Told& undone, formats::Severity severity = formats::Severity::Warning);

struct OddsChoice {
    bool odds = false;
    int samples = 100;
    std::uint64_t seed = 1;
};

// --odds, --samples N (1 to 1 000 000), --seed S.
void addOddsOptions(boost::program_options::options_description& options, HelpId oddsHelp,
                    HelpId seedHelp, formats::Language lang);
// --samples and --seed only with --odds (or when another option implies it: `implied`);
// --samples in range: else a usage error.
OddsChoice oddsFrom(const boost::program_options::variables_map& vm, bool implied = false);

// The rollouts' defaults (README, "Rollouts"), measured against the exact solver and on
// club hands: deals a decision at most (fewer once the verdict is settled), the playouts by
// the plain heuristic (the judge adds random moves where every card is known:
// kKnownCardsNoise), no exact horizon.
inline constexpr int kRolloutDeals = 8000;
inline constexpr int kRolloutNoise = 0;
inline constexpr int kDefaultHorizon = -1;

// What judges a decision (bornes-annotate, bornes-solve): the engine and its settings.
struct EngineChoice {
    Engine engine = Engine::Auto;
    int samples = 100;  // the odds' deals, exactly
    std::uint64_t seed = 1;
    int rolloutDeals = kRolloutDeals;  // the rollouts' deals, at most
    RolloutSettings rollout;
};

// --engine auto|exact|odds|rollout (default auto), --horizon N, and the odds' options
// (addOddsOptions: --odds, which is --engine odds, --samples, --seed).
void addEngineOptions(boost::program_options::options_description& options, HelpId engineHelp,
                      HelpId oddsHelp, HelpId seedHelp, formats::Language lang);
// The choice the options make; `exactMeansOdds`: the exact engine cannot judge what is asked
// (bornes-annotate --view player), the odds do instead. A usage error for an unknown engine,
// --odds beside another engine, --samples or --seed with the exact engine (which deals
// nothing), a horizon out of range.
EngineChoice engineFrom(const boost::program_options::variables_map& vm,
                        bool exactMeansOdds = false);

}  // namespace bornes::cli
