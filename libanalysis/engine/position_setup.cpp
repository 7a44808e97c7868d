// SPDX-License-Identifier: Apache-2.0
#include "engine/position_setup.h"

#include <algorithm>

#include "engine/deck.h"
#include "engine/position_checks.h"

namespace bornes {

using namespace setup_checks;

namespace {

// The cards of the deck that the description has not placed anywhere yet.
std::vector<Card> missingCards(const PositionSetup& s) {
    const Counts placed = placedCards(s);
    std::vector<Card> missing;
    const CardCounts deck = deckCounts(s.table);
    for (int k = 0; k < kCardKinds; ++k)
        for (int n = placed[static_cast<std::size_t>(k)]; n < deck[static_cast<std::size_t>(k)];
             ++n)
            missing.push_back(cardAt(k));
    return missing;
}

}  // namespace

void PositionSetup::discardTheRest() {
    const std::vector<Card> rest = missingCards(*this);
    discard.insert(discard.end(), rest.begin(), rest.end());
}

void PositionSetup::discardTheRestUnseen() {
    const Counts placed = placedCards(*this);
    int total = 0;
    for (int n : placed) total += n;
    for (int n = total; n < table.deckSize(); ++n) discard.push_back(Card::Unknown);
}

// Writes a Position's fields directly: the only place outside Position that may.
class PositionEditor {
  public:
    static SetupResult build(const PositionSetup& s);
};

SetupResult PositionEditor::build(const PositionSetup& s) {
    const Table& table = s.table;
    const auto refuse = [](Refused r) {
        return SetupResult{std::nullopt, std::move(r.english), r.problem};
    };
    if (auto error = checkSetup(s)) return refuse(*error);

    Position p;
    p.table_ = table;
    p.target_ =
        static_cast<std::uint16_t>(s.allongeSide != kNoSide ? kAllongeTarget : table.target);
    for (int seat = 0; seat < table.players; ++seat)
        for (Card c : s.hands[static_cast<std::size_t>(seat)]) p.handOf(seat).add(c);
    std::copy(s.pile.begin(), s.pile.end(), p.pile_.begin());
    p.pileSize_ = p.dealtPileSize_ = static_cast<std::uint8_t>(s.pile.size());
    for (Card c : s.discard) p.toDiscard(c);
    for (int side = 0; side < table.sides; ++side) {
        const SideSetup& in = s.sides[static_cast<std::size_t>(side)];
        Tableau& t = p.tab(side);
        auto put = [&t](Card c) { ++t.cards[static_cast<std::size_t>(index(c))]; };
        t.battleTop = in.battleTop;
        t.battleUnder = in.battleUnder;
        t.limited = in.limited;
        if (in.battleTop != Card::None) put(in.battleTop);
        if (in.battleUnder != Card::None) put(in.battleUnder);
        if (in.limited) put(Card::SpeedLimit);
        for (Card c : in.buried) put(c);
        for (Card c : in.distance) {
            put(c);
            t.distance = static_cast<std::uint16_t>(t.distance + kilometres(c));
        }
        for (Card c : in.safeties) {
            put(c);
            t.safeties |= safetyBit(c);
        }
        for (Card c : in.coupsFourres) t.coupsFourres |= safetyBit(c);
    }
    p.phase_ = s.phase;
    p.toMove_ = static_cast<std::int8_t>(s.toMove);
    if (s.phase == Phase::CoupFourre) {
        p.attacker_ = static_cast<std::int8_t>(s.attacker);
        p.pendingHazard_ = s.pendingHazard;
        p.attackedSide_ = static_cast<std::int8_t>(s.attackedSide);
        if (!p.mayHold(s.toMove, safetyFor(s.pendingHazard)))
            return refuse(refused(seatName(s.toMove) + " cannot hold " +
                                      cardName(safetyFor(s.pendingHazard)) +
                                      " for a coup-fourré (§5)",
                                  {.reason = SetupReason::CannotHoldSafety,
                                   .seat = s.toMove,
                                   .card = safetyFor(s.pendingHazard)}));
    }
    p.allongeSide_ = static_cast<std::int8_t>(s.allongeSide);
    p.allongeSeat_ = static_cast<std::int8_t>(s.allongeSide != kNoSide ? s.allongeSeat : kNoSeat);
    p.winner_ = static_cast<std::int8_t>(s.phase == Phase::Over ? s.winner : kNoSide);
    p.hash_ = p.computeHash();
    return {p, {}, {}};
}

SetupResult buildPosition(const PositionSetup& setup) {
    return PositionEditor::build(setup);
}

PositionSetup describe(const Position& pos) {
    PositionSetup s;
    s.table = pos.table();
    auto expand = [](auto count, std::vector<Card>& out, int first, int last) {
        for (int k = first; k <= last; ++k)
            for (int n = 0; n < count(cardAt(k)); ++n) out.push_back(cardAt(k));
    };
    for (int seat = 0; seat < s.table.players; ++seat)
        expand([&](Card c) { return pos.hand(seat).count(c); },
               s.hands[static_cast<std::size_t>(seat)], 0, kHandKinds - 1);
    s.pile.assign(pos.pile().begin(), pos.pile().end());
    expand([&](Card c) { return pos.discard()[static_cast<std::size_t>(index(c))]; }, s.discard, 0,
           kHandKinds - 1);
    for (int side = 0; side < s.table.sides; ++side) {
        const Tableau& t = pos.tableau(side);
        SideSetup& out = s.sides[static_cast<std::size_t>(side)];
        out.battleTop = t.battleTop;
        out.battleUnder = t.battleUnder;
        out.limited = t.limited;
        CardCounts rest = t.cards;
        auto take = [&rest](Card c) { --rest[static_cast<std::size_t>(index(c))]; };
        if (t.battleTop != Card::None) take(t.battleTop);
        if (t.battleUnder != Card::None) take(t.battleUnder);
        if (t.limited) take(Card::SpeedLimit);
        auto fromRest = [&rest](Card c) { return rest[static_cast<std::size_t>(index(c))]; };
        expand(fromRest, out.buried, index(Card::Stop), index(Card::Repairs));
        expand(fromRest, out.distance, index(Card::D25), index(Card::D200));
        expand(fromRest, out.safeties, index(Card::RightOfWay), index(Card::DrivingAce));
        for (Card c : out.safeties)
            if (t.hasCoupFourre(c)) out.coupsFourres.push_back(c);
    }
    s.phase = pos.phase();
    s.toMove = pos.toMove();
    s.attacker = pos.attacker();
    s.pendingHazard = pos.pendingHazard();
    s.attackedSide = pos.attackedSide();
    s.allongeSide = pos.allongeSide();
    s.allongeSeat = pos.allongeSeat();
    s.winner = pos.winner();
    return s;
}

}  // namespace bornes
