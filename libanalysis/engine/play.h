// SPDX-License-Identifier: Apache-2.0
// The rules of play (RULES.md §3–§7), written once: what a move does to a hand.
//
// Two states carry a hand: Position (every card, discards, face-down cards: records and
// tools) and SearchState (a compact copy for the solver). Both apply moves through these
// functions, so the solver plays by exactly the rules the engine was checked on. A state
// provides the primitives below, each keeping its own hash in step:
//
//   table() phase() toMove() pileSize() target() attacker() allongeSide() tableau(side)
//   tab(side)              a mutable tableau          takeFromHand(seat, card)
//   handEmpty(seat)        drawInto(seat)             toDiscard(card)
//   setBattleTop(side, top, under)   setLimited(side, on)   setToMove(seat)   setPhase(p)
//   openWindow(attacker, hazard, side)   clearWindow()   holderOf(side, safety)
//   addDistance(side, card)   markSafety(side, safety, coupFourre)
//   declareAllonge(side, seat)   setWinner(side)
#pragma once

#include "engine/card.h"
#include "engine/form.h"
#include "engine/move.h"
#include "engine/tableau.h"

namespace bornes {

enum class Phase : std::uint8_t {
    Turn,        // toMove() plays or discards one card
    CoupFourre,  // a hazard was just played: the attacked side may answer with its safety (§5)
    Allonge,     // toMove() reached exactly the target and may declare allonge (§7)
    Over,        // the hand has ended (§6)
};

inline constexpr int kNoSeat = -1;
inline constexpr int kNoSide = -1;

template <class State>
struct PlayRules {
    // Precondition: `m` is legal in `s` (rules.h).
    static void apply(State& s, Move m) {
        switch (s.phase()) {
            case Phase::Turn: {
                const int seat = s.toMove();
                s.takeFromHand(seat, m.card());
                switch (m.action()) {
                    case Action::Play:
                        playOwn(s, seat, m.card());
                        return;
                    case Action::Attack:
                        attack(s, seat, m.card(), m.side());
                        return;
                    default:
                        s.toDiscard(m.card());
                        passTurn(s, seat);
                        return;
                }
            }
            case Phase::CoupFourre:
                if (m.action() == Action::CoupFourre) {
                    takeCoupFourre(s, m.seat(), m.card());
                } else {  // declined: play passes left of the attacker as usual (R8)
                    const int attackerSeat = s.attacker();
                    s.clearWindow();
                    passTurn(s, attackerSeat);
                }
                return;
            case Phase::Allonge:
                if (m.action() ==
                    Action::DeclareAllonge) {  // R10: play continues left of the declarer
                    s.declareAllonge(s.table().sideOf(s.toMove()), s.toMove());
                    passTurn(s, s.toMove());
                } else {
                    finish(s, s.table().sideOf(s.toMove()));
                }
                return;
            case Phase::Over:
                return;
        }
    }

    static void playOwn(State& s, int seat, Card c) {
        const int side = s.table().sideOf(seat);
        Tableau& t = s.tab(side);
        ++t.cards[static_cast<std::size_t>(index(c))];
        if (isSafety(c)) {
            laySafety(s, side, c, false);
            // R4/R7: the extra turn exists only if the pile still had a card when it was laid.
            if (s.pileSize() > 0)
                beginTurn(s, seat);
            else
                passTurn(s, seat);
            return;
        }
        if (isDistance(c)) {
            s.addDistance(side, c);
            if (t.distance == s.target())
                reachTarget(s, seat);
            else
                passTurn(s, seat);
            return;
        }
        if (c == Card::EndOfLimit)
            s.setLimited(side, false);
        else
            s.setBattleTop(side, c, t.battleTop);
        passTurn(s, seat);
    }

    static void attack(State& s, int seat, Card hazard, int side) {
        Tableau& t = s.tab(side);
        ++t.cards[static_cast<std::size_t>(index(hazard))];
        if (hazard == Card::SpeedLimit)
            s.setLimited(side, true);
        else
            s.setBattleTop(side, hazard, t.battleTop);
        const int holder = s.holderOf(side, safetyFor(hazard));
        if (holder == kNoSeat) {
            passTurn(s, seat);
            return;
        }
        s.openWindow(seat, hazard, side);
        s.setPhase(Phase::CoupFourre);
        s.setToMove(holder);
    }

    static void laySafety(State& s, int side, Card safety, bool coupFourre) {
        Tableau& t = s.tab(side);
        s.markSafety(side, safety, coupFourre);
        // R2: a safety lifts its matching hazard off the top; Right of Way lifts a Stop and a
        // Speed Limit together (§4). A hazard already covered by its remedy stays where it is.
        const bool cancels = safety == Card::RightOfWay ? t.battleTop == Card::Stop
                                                        : t.battleTop == hazardStoppedBy(safety);
        if (cancels) {
            --t.cards[static_cast<std::size_t>(index(t.battleTop))];
            s.toDiscard(t.battleTop);
            s.setBattleTop(side, t.battleUnder, Card::None);
        }
        if (safety == Card::RightOfWay && t.limited) {
            --t.cards[static_cast<std::size_t>(index(Card::SpeedLimit))];
            s.toDiscard(Card::SpeedLimit);
            s.setLimited(side, false);
        }
    }

    static void takeCoupFourre(State& s, int seat, Card safety) {
        const int side = s.attackedSide();
        s.takeFromHand(seat, safety);
        ++s.tab(side).cards[static_cast<std::size_t>(index(safety))];
        s.clearWindow();
        const bool cardsRemained = s.pileSize() > 0;
        laySafety(s, side, safety, true);
        if (cardsRemained) {
            // §5: draw a replacement, then take an extra turn (which draws again); R7: each
            // draw only if a card remains, the extra turn in any case. The players between
            // the attacker and this seat lose their turn.
            s.drawInto(seat);
            beginTurn(s, seat);
        } else {
            passTurn(s, seat);  // R3/R9: no extra turn once the pile is empty
        }
    }

    static void reachTarget(State& s, int seat) {
        const Table& table = s.table();
        if (table.allonge && s.allongeSide() == kNoSide && s.target() < kAllongeTarget) {
            s.setPhase(Phase::Allonge);  // R10: the seat that played the card decides
            return;
        }
        finish(s, table.sideOf(seat));
    }

    static void finish(State& s, int winnerSide) {
        if (winnerSide != kNoSide) s.setWinner(winnerSide);
        s.setToMove(0);  // nobody decides any more: one finished position, one hash
        s.setPhase(Phase::Over);
    }

    // Starts the turn of the first seat after `seat` (going left, `seat` itself last) that
    // can play: everybody while the pile lasts, then only players holding cards (§6, R9).
    static void passTurn(State& s, int seat) {
        const int n = s.table().players;
        for (int i = 1; i <= n; ++i) {
            const int next = (seat + i) % n;
            if (s.pileSize() > 0 || !s.handEmpty(next)) {
                beginTurn(s, next);
                return;
            }
        }
        finish(s, kNoSide);  // nobody holds a card: the hand ends by exhaustion (§6, R15)
    }

    static void beginTurn(State& s, int seat) {
        s.setToMove(seat);
        s.setPhase(Phase::Turn);
        if (s.pileSize() > 0) s.drawInto(seat);
    }
};

}  // namespace bornes
