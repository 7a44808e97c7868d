// SPDX-License-Identifier: Apache-2.0
#include "notation/hand_start.h"

#include <array>
#include <span>

#include "engine/position_setup.h"
#include "notation/position_text.h"

namespace bornes::formats {

namespace {

// The hand dealt from a deck stacked to give each seat its cards of `setup` and leave the
// pile `topFirst`. The deck is laid out bottom first, as Position::deal takes it, in an
// array: the hands and the pile are the whole deck, at most kMaxDeck cards.
Position dealStacked(const PositionSetup& setup, const std::vector<Card>& topFirst, int dealer) {
    const Table& table = setup.table;
    std::array<Card, kMaxDeck> deck{};
    const std::size_t size = 6 * static_cast<std::size_t>(table.players) + topFirst.size();
    std::size_t bottom = size;
    for (int round = 0; round < 6; ++round)
        for (int i = 1; i <= table.players; ++i)
            deck[--bottom] = setup.hands[static_cast<std::size_t>((dealer + i) % table.players)]
                                        [static_cast<std::size_t>(round)];
    for (const Card c : topFirst) deck[--bottom] = c;
    return Position::deal(table, std::span<const Card>(deck.data(), size), dealer);
}

}  // namespace

HandStart handStart(const Record& record, int hand, int expectedDealer) {
    const RecordedHand& rh = record.hands[static_cast<std::size_t>(hand)];
    const Table& table = record.rules.table;
    HandStart start;
    if (!rh.position.empty()) {
        start.where = rh.positionWhere;
        if (rh.hasDeal || rh.pileWhere.line || rh.dealer >= 0) {
            start.error = Message(MessageId::PositionAndDeal);
            return start;
        }
        const PositionParse parsed = parsePosition(rh.position);
        if (!parsed.line) {
            start.where.column += parsed.column - 1;
            start.error = parsed.what;
            return start;
        }
        const Table& t = parsed.line->position.table();
        if (t.form != table.form || t.target != table.target) {
            start.error = Message(MessageId::PositionTableDiffers, formName(t.form), t.target,
                                  formName(table.form), table.target);
            return start;
        }
        if (!(parsed.line->rules == record.rules.scoring)) {
            start.error = Message(MessageId::PositionRulesDiffer);
            return start;
        }
        start.position = parsed.line->position;
        return start;
    }
    int dealer = rh.dealer;
    if (dealer >= 0 && expectedDealer >= 0 && dealer != expectedDealer) {
        start.where = rh.dealerWhere;
        start.error = Message(MessageId::WrongDealer, record.seatName(expectedDealer),
                              record.seatName(dealer));
        return start;
    }
    if (dealer < 0) dealer = expectedDealer;
    if (dealer < 0 && !rh.actions.empty() && rh.actions.front().actor >= 0)
        dealer = (rh.actions.front().actor + table.players - 1) % table.players;
    if (dealer < 0) dealer = table.players - 1;
    start.dealer = dealer;
    const int first = (dealer + 1) % table.players;

    PositionSetup s;
    s.table = table;
    for (int seat = 0; seat < table.players; ++seat)
        s.hands[static_cast<std::size_t>(seat)] = rh.hasDeal
                                                      ? rh.deal[static_cast<std::size_t>(seat)]
                                                      : std::vector<Card>(6, Card::Unknown);
    const std::size_t pileCount = static_cast<std::size_t>(table.deckSize() - 6 * table.players);
    if (rh.pile.size() > pileCount) {
        start.where = rh.pileWhere;
        start.error = Message(MessageId::PileCount, rh.pile.size(), pileCount);
        return start;
    }
    std::vector<Card> topFirst = rh.pile;
    topFirst.resize(pileCount, Card::Unknown);
    s.hands[static_cast<std::size_t>(first)].push_back(topFirst.front());  // the first player draws
    s.pile.assign(topFirst.rbegin(), topFirst.rend() - 1);
    s.toMove = first;
    const SetupResult built = buildPosition(s);
    if (!built.position) {
        start.where = rh.hasDeal ? rh.dealWhere : (rh.pile.empty() ? rh.where : rh.pileWhere);
        start.error =
            Message(MessageId::ImpossibleDeal, PositionProblem{built.problem, built.error});
        return start;
    }
    // Deal it for real from a deck stacked to give these hands, so that the first player's
    // opening draw is a draw of the engine (and can be undone, §10).
    start.position = dealStacked(s, topFirst, dealer);
    return start;
}

}  // namespace bornes::formats
