// SPDX-License-Identifier: Apache-2.0
#include "analysis/rollout_player.h"

#include <charconv>

#include "analysis/decision_judge.h"

namespace bornes {

RolloutPlayer::RolloutPlayer(int playouts, std::uint64_t seed, const ScoringRules& rules,
                             RolloutSettings settings)
    : playouts_(playouts), seed_(seed), rules_(rules), settings_(settings) {}

Move RolloutPlayer::choose(const Position& pos, const MoveList& legal) {
    if (legal.size() == 1) return legal[0];
    // What the seat sees, and nothing else: the seed is mixed with it, so that two positions
    // that differ only in cards the seat cannot see are decided alike.
    const Position seen = seenFrom(pos, pos.toMove());
    RolloutRequest request;
    request.query = Query{Question::Score, pos.sideToMove(), rules_};
    request.settings = settings_;
    request.settings.horizon = -1;  // no solver: the player plays by playouts alone
    request.deals = playouts_;
    request.seed = mix64(seed_ ^ seen.hash());
    const RolloutEstimate e = estimateByRollouts(nullptr, seen, request);
    const MoveRollouts* best = e.best();
    // Every legal move is met in every deal (the seat's own hand is known); a move of the
    // estimate that is not legal here cannot happen, but the first legal move is the answer
    // then.
    return best && legal.contains(best->move) ? best->move : legal[0];
}

std::optional<SeatKind> parseSeatKind(std::string_view text) {
    if (const std::optional<PlayerKind> kind = parsePlayerKind(text)) return SeatKind{*kind, 0};
    constexpr std::string_view kRollout = "rollout:";
    if (!text.starts_with(kRollout)) return std::nullopt;
    const std::string_view digits = text.substr(kRollout.size());
    int playouts = 0;
    const auto [end, error] =
        std::from_chars(digits.data(), digits.data() + digits.size(), playouts);
    if (error != std::errc() || end != digits.data() + digits.size() || playouts < 1 ||
        playouts > 100000)
        return std::nullopt;
    return SeatKind{PlayerKind::Heuristic, playouts};
}

std::unique_ptr<Player> makeSeatPlayer(const SeatKind& seat, std::uint64_t seed,
                                       const ScoringRules& rules) {
    if (seat.playouts > 0) return std::make_unique<RolloutPlayer>(seat.playouts, seed, rules);
    return makePlayer(seat.kind, seed);
}

std::vector<std::unique_ptr<Player>> seatPlayers(const std::vector<SeatKind>& kinds,
                                                 const Table& table, std::uint64_t seed,
                                                 const ScoringRules& rules) {
    std::vector<std::unique_ptr<Player>> players;
    for (int seat = 0; seat < table.players; ++seat)
        players.push_back(makeSeatPlayer(kinds[static_cast<std::size_t>(seat) % kinds.size()],
                                         seed * 1000 + static_cast<std::uint64_t>(seat), rules));
    return players;
}

}  // namespace bornes
