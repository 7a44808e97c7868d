// SPDX-License-Identifier: Apache-2.0
#include "solver/bench_positions.h"

#include <algorithm>

#include "engine/movegen.h"
#include "engine/rng.h"
#include "players/heuristic_player.h"
#include "players/random_player.h"

namespace bornes {

namespace {

int fewestCards(const Position& p) {
    int fewest = 99;
    for (int seat = 0; seat < p.table().players; ++seat)
        fewest = std::min(fewest, p.hand(seat).size());
    return fewest;
}

// Plays the hand from a fresh deal with heuristic players (one move in eight random, so
// that positions vary) until `wanted` says stop; nothing if the hand ends first.
template <class Wanted>
std::optional<Position> playUntil(const Table& table, Rng& rng, Wanted&& wanted) {
    HeuristicPlayer heuristic;
    RandomPlayer random(rng.next());
    Position p = Position::deal(
        table, rng, static_cast<int>(rng.below(static_cast<std::uint32_t>(table.players))));
    while (!p.over()) {
        if (p.phase() == Phase::Turn && wanted(p)) return p;
        const MoveList moves = legalMoves(p);
        Player& player = rng.below(8) == 0 ? static_cast<Player&>(random) : heuristic;
        p.apply(player.choose(p, moves));
    }
    return std::nullopt;
}

}  // namespace

std::vector<BenchPosition> benchPositions(BenchSet set, int count, std::uint64_t seed) {
    Rng rng(seed * 0x9e3779b97f4a7c15ULL + static_cast<std::uint64_t>(set));
    std::vector<BenchPosition> out;
    while (static_cast<int>(out.size()) < count) {
        std::optional<Position> p;
        switch (set) {
            case BenchSet::PlayOut: {
                // Stop after a random number of play-out moves, every hand still holding a card.
                const int after = static_cast<int>(rng.below(12));
                int played = -1;
                p = playUntil(Table::of(Form::Four), rng, [&](const Position& at) {
                    if (at.pileSize() > 0) return false;
                    ++played;
                    return played >= after || fewestCards(at) <= 1;
                });
                if (p && fewestCards(*p) == 0) p.reset();
                break;
            }
            case BenchSet::FourPile10:
                p = playUntil(Table::of(Form::Four), rng,
                              [](const Position& at) { return at.pileSize() == 10; });
                break;
            case BenchSet::TwoPile20:
                p = playUntil(Table::of(Form::Two), rng,
                              [](const Position& at) { return at.pileSize() == 20; });
                break;
            case BenchSet::TwoPile40:
                p = playUntil(Table::of(Form::Two), rng,
                              [](const Position& at) { return at.pileSize() == 40; });
                break;
            case BenchSet::TwoDeals:
            case BenchSet::FourDeals: {
                const Table table = Table::of(set == BenchSet::TwoDeals ? Form::Two : Form::Four);
                p = Position::deal(
                    table, rng,
                    static_cast<int>(rng.below(static_cast<std::uint32_t>(table.players))));
                break;
            }
        }
        if (p) out.push_back({*p, p->sideToMove()});
    }
    return out;
}

std::vector<BenchPosition> positionsAtPile(const Table& table, int pile, int count,
                                           std::uint64_t seed) {
    // Its own stream, apart from the named sets' (their values of `set` are below 16).
    Rng rng(seed * 0x9e3779b97f4a7c15ULL + 0x100 + static_cast<std::uint64_t>(pile));
    std::vector<BenchPosition> out;
    while (static_cast<int>(out.size()) < count) {
        const std::optional<Position> p =
            playUntil(table, rng, [pile](const Position& at) { return at.pileSize() == pile; });
        if (p) out.push_back({*p, p->sideToMove()});
    }
    return out;
}

std::optional<BenchSet> parseBenchSet(std::string_view name) {
    for (BenchSet set : {BenchSet::PlayOut, BenchSet::FourPile10, BenchSet::TwoPile20,
                         BenchSet::TwoDeals, BenchSet::FourDeals, BenchSet::TwoPile40})
        if (benchSetName(set) == name) return set;
    return std::nullopt;
}

namespace {

template <class T>
T quantileOf(const std::vector<T>& sorted, double q) {
    if (sorted.empty()) return T{};
    const auto i = static_cast<std::size_t>(q * static_cast<double>(sorted.size() - 1) + 0.5);
    return sorted[std::min(i, sorted.size() - 1)];
}

}  // namespace

double BenchFigures::quantile(double q) const {
    return quantileOf(seconds, q);
}

double BenchFigures::solvedQuantile(double q) const {
    return quantileOf(solvedSeconds, q);
}

BenchFigures::Effort BenchFigures::effortQuantile(double q) const {
    return quantileOf(efforts, q);
}

BenchFigures solveBench(const std::vector<BenchPosition>& positions, Question question,
                        std::size_t tableBytes, const SearchLimits& limits,
                        const SearchOptions& options) {
    Solver solver(tableBytes, options);
    // The table's memory is given by the system page by page as it is first touched: touch
    // it all now, so that the first positions' times do not pay for it.
    solver.table().clear();
    BenchFigures f;
    for (const BenchPosition& bp : positions) {
        SolveRequest request;
        request.query.question = question;
        request.query.side = bp.side;
        request.bestMoves = request.line = false;
        request.limits = limits;
        const Solution s = solver.solve(bp.position, request);
        ++f.positions;
        f.seconds.push_back(s.stats.seconds);
        f.efforts.push_back({s.solved, s.stats.nodes});
        f.stats += s.stats;
        if (s.solved) {
            ++f.solved;
            f.solvedSeconds.push_back(s.stats.seconds);
            f.positive += s.value > 0;
            f.solvedNodes += s.stats.nodes;
        }
    }
    std::sort(f.seconds.begin(), f.seconds.end());
    std::sort(f.solvedSeconds.begin(), f.solvedSeconds.end());
    std::sort(f.efforts.begin(), f.efforts.end(),
              [](const BenchFigures::Effort& a, const BenchFigures::Effort& b) {
                  return a.solved != b.solved ? a.solved : a.nodes < b.nodes;
              });
    return f;
}

std::vector<Question> benchQuestions(BenchSet set) {
    switch (set) {
        case BenchSet::TwoDeals:
        case BenchSet::FourDeals:
            return {Question::Reach};
        case BenchSet::TwoPile40:
            return {Question::Score};
        default:
            return {Question::Reach, Question::Score};
    }
}

std::string_view benchSetName(BenchSet set) {
    switch (set) {
        case BenchSet::PlayOut:
            return "a";
        case BenchSet::FourPile10:
            return "b";
        case BenchSet::TwoPile20:
            return "c";
        case BenchSet::TwoDeals:
            return "d2";
        case BenchSet::FourDeals:
            return "d4";
        case BenchSet::TwoPile40:
            return "e";
    }
    return "?";
}

}  // namespace bornes
