// SPDX-License-Identifier: Apache-2.0
#include "notation/game_recorder.h"

#include <algorithm>

#include "notation/position_text.h"
#include "notation/record_writer.h"

namespace bornes::formats {

std::optional<Hidden> parseHidden(std::string_view name) {
    if (name == "none") return Hidden::Nothing;
    if (name == "draws") return Hidden::Draws;
    if (name == "cards") return Hidden::Cards;
    return std::nullopt;
}

GameRecorder::GameRecorder(const GameRules& rules, std::string event, Hidden hidden)
    : hidden_(hidden) {
    record_.event = std::move(event);
    record_.rules = rules;
}

void GameRecorder::startHand(const Position& dealt, int dealer) {
    RecordedHand& h = record_.hands.emplace_back();
    h.dealer = dealer;
    const auto history = dealt.pileHistory();  // the pile after the deal, bottom first
    const Table& table = dealt.table();
    const int first = dealt.toMove();
    const Card opening = history[static_cast<std::size_t>(dealt.pileSize())];
    if (hidden_ != Hidden::Cards) {
        h.hasDeal = true;
        for (int seat = 0; seat < table.players; ++seat) {
            auto& cards = h.deal[static_cast<std::size_t>(seat)];
            for (int k = 0; k < kCardKinds; ++k)
                cards.insert(cards.end(),
                             static_cast<std::size_t>(dealt.hand(seat).count(cardAt(k))),
                             cardAt(k));
            if (seat == first)  // the opening draw is not part of the deal
                cards.erase(std::find(cards.begin(), cards.end(), opening));
        }
    }
    if (hidden_ == Hidden::Nothing) h.pile.assign(history.rbegin(), history.rend());
    lastPile_ = static_cast<int>(history.size());  // before the first player's opening draw
}

void GameRecorder::startHandAt(const Position& start, const ScoringRules& rules) {
    RecordedHand& h = record_.hands.emplace_back();
    h.position = writePosition(start, rules);
    lastPile_ = start.pileSize();  // a position rests at a decision: its player has drawn
}

void GameRecorder::move(const Position& before, Move m) {
    RecordedHand& h = record_.hands.back();
    // A declined coup-fourré is a silent decision: only a record that shows every card can
    // tell it happened.
    if (m.action() == Action::DeclineCoupFourre && hidden_ != Hidden::Nothing) return;
    RecordedAction a = actionOf(m);
    // The cards drawn since the last action recorded were drawn by this one's player
    // (position.h), top first.
    if (hidden_ == Hidden::Nothing) {
        const auto history = before.pileHistory();
        for (int i = lastPile_ - 1; i >= before.pileSize(); --i)
            a.draws[a.drawCount++] = history[static_cast<std::size_t>(i)];
    }
    lastPile_ = before.pileSize();
    h.actions.push_back(a);
}

void GameRecorder::endHand(const HandScore& score) {
    RecordedHand& h = record_.hands.back();
    for (int s = 0; s < score.sides; ++s) h.score.push_back(score.total(s));
}

void GameRecorder::endGame(const Game& game) {
    for (int s = 0; s < game.rules().table.sides; ++s) record_.scores.push_back(game.total(s));
    switch (game.status()) {
        case GameStatus::Won:
            record_.result = std::string(1, sideLetter(game.winner()));
            break;
        case GameStatus::Drawn:
            record_.result = "draw";
            break;
        case GameStatus::Playing:
            record_.result = "*";
            break;
    }
    completeRecord(record_);
}

}  // namespace bornes::formats

namespace bornes::formats {

Record playAndRecord(Game& game, const Seating& seats, Rng& shuffle, int maxHands, Hidden hidden,
                     std::string event) {
    GameRecorder recorder(game.rules(), std::move(event), hidden);
    bool newHand = true;
    const int players = game.rules().table.players;
    playGame(
        game, seats, shuffle, maxHands,
        [&](const Position&, const HandScore& score, const Game&) {
            recorder.endHand(score);
            newHand = true;
        },
        [&](const Position& pos, Move m) {
            if (newHand) recorder.startHand(pos, (pos.toMove() + players - 1) % players);
            newHand = false;
            recorder.move(pos, m);
        });
    recorder.endGame(game);
    return std::move(recorder.record());
}

}  // namespace bornes::formats
