#include "position.h"

#include <algorithm>
#include <cassert>

#include "zobrist.h"

namespace bornes {

namespace z = zobrist;

Position Position::deal(const Table& table, std::span<const Card> deck, int dealer) {
    assert(deck.size() <= kMaxDeck && deck.size() >= 6u * table.players);
    Position p;
    p.table_ = table;
    p.target_ = table.target;
    std::copy(deck.begin(), deck.end(), p.pile_.begin());
    p.pileSize_ = static_cast<std::uint8_t>(deck.size());
    for (int round = 0; round < 6; ++round)
        for (int i = 1; i <= table.players; ++i) p.drawInto((dealer + i) % table.players);
    p.dealtPileSize_ = p.pileSize_;
    p.toMove_ = static_cast<std::int8_t>((dealer + 1) % table.players);
    p.hash_ = p.computeHash();
    p.beginTurn(p.toMove_);
    return p;
}

Position Position::deal(const Table& table, Rng& rng, int dealer) {
    const std::vector<Card> deck = shuffledDeck(table, rng);
    return deal(table, deck, dealer);
}

std::uint64_t Position::computeHash() const {
    std::uint64_t h = 0;
    for (int seat = 0; seat < table_.players; ++seat)
        for (int k = 0; k < kHandKinds; ++k) h += z::hand(seat, cardAt(k)) * hand(seat).count(cardAt(k));
    h += z::pileSize(pileSize_);
    for (int side = 0; side < table_.sides; ++side) {
        const Tableau& t = tableau(side);
        h += z::battleTop(side, t.battleTop) + z::battleUnder(side, t.battleUnder);
        if (t.limited) h += z::limited(side);
        for (Card d = Card::D25; d <= Card::D200; d = cardAt(index(d) + 1))
            h += z::distance(side, d) * t.count(d);
        for (Card s = Card::RightOfWay; s <= Card::DrivingAce; s = cardAt(index(s) + 1)) {
            if (t.has(s)) h += z::safety(side, s);
            if (t.hasCoupFourre(s)) h += z::coupFourre(side, s);
        }
    }
    h += z::toMove(toMove_) + z::phase(static_cast<int>(phase_));
    if (attacker_ != kNoSeat)
        h += z::attacker(attacker_) + z::hazard(pendingHazard_) + z::attacked(attackedSide_);
    if (allongeSide_ != kNoSide) h += z::allonge(allongeSide_);
    if (winner_ != kNoSide) h += z::winner(winner_);
    return h;
}

// --- small state changes, each keeping the hash in step -------------------------------

void Position::addToHand(int seat, Card c) {
    handOf(seat).add(c);
    hash_ += z::hand(seat, c);
}

void Position::takeFromHand(int seat, Card c) {
    // A card the record names but the hand only holds face down comes from an Unknown.
    if (hand(seat).count(c) == 0) c = Card::Unknown;
    handOf(seat).remove(c);
    hash_ -= z::hand(seat, c);
}

void Position::drawInto(int seat) {
    hash_ -= z::pileSize(pileSize_);
    const Card c = pile_[--pileSize_];
    hash_ += z::pileSize(pileSize_);
    addToHand(seat, c);
}

void Position::toDiscard(Card c) { ++discard_[static_cast<std::size_t>(index(c))]; }

void Position::setBattleTop(int side, Card top, Card under) {
    Tableau& t = tab(side);
    if (!isHazard(top)) under = Card::None;  // only a hazard can ever be lifted off (R2)
    hash_ += z::battleTop(side, top) - z::battleTop(side, t.battleTop);
    hash_ += z::battleUnder(side, under) - z::battleUnder(side, t.battleUnder);
    t.battleTop = top;
    t.battleUnder = under;
}

void Position::setLimited(int side, bool limited) {
    Tableau& t = tab(side);
    if (t.limited == limited) return;
    t.limited = limited;
    if (limited)
        hash_ += z::limited(side);
    else
        hash_ -= z::limited(side);
}

void Position::setToMove(int seat) {
    hash_ += z::toMove(seat) - z::toMove(toMove_);
    toMove_ = static_cast<std::int8_t>(seat);
}

void Position::setPhase(Phase p) {
    hash_ += z::phase(static_cast<int>(p)) - z::phase(static_cast<int>(phase_));
    phase_ = p;
}

void Position::clearWindow() {
    hash_ -= z::attacker(attacker_) + z::hazard(pendingHazard_) + z::attacked(attackedSide_);
    attacker_ = kNoSeat;
    attackedSide_ = kNoSide;
    pendingHazard_ = Card::None;
}

// --- the rules of play ------------------------------------------------------------------

void Position::apply(Move m) {
    switch (phase_) {
        case Phase::Turn: {
            const int seat = toMove_;
            takeFromHand(seat, m.card());
            switch (m.action()) {
                case Action::Play: playOwn(seat, m.card()); return;
                case Action::Attack: attack(seat, m.card(), m.side()); return;
                default: toDiscard(m.card()); passTurn(seat); return;
            }
        }
        case Phase::CoupFourre:
            if (m.action() == Action::CoupFourre) {
                takeCoupFourre(m.seat(), m.card());
            } else {  // declined: play passes left of the attacker as usual (R8)
                const int attackerSeat = attacker_;
                clearWindow();
                passTurn(attackerSeat);
            }
            return;
        case Phase::Allonge:
            if (m.action() == Action::DeclareAllonge) {  // R10: play continues left of the declarer
                allongeSide_ = static_cast<std::int8_t>(sideToMove());
                allongeSeat_ = toMove_;
                hash_ += z::allonge(allongeSide_);
                target_ = kAllongeTarget;
                passTurn(toMove_);
            } else {
                finish(sideToMove());
            }
            return;
        case Phase::Over: assert(!"apply() on a finished hand"); return;
    }
}

void Position::playOwn(int seat, Card c) {
    const int side = table_.sideOf(seat);
    Tableau& t = tab(side);
    ++t.cards[static_cast<std::size_t>(index(c))];
    if (isSafety(c)) {
        laySafety(side, c, false);
        // R4/R7: the extra turn exists only if the pile still had a card when it was laid.
        if (pileSize_ > 0)
            beginTurn(seat);
        else
            passTurn(seat);
        return;
    }
    if (isDistance(c)) {
        t.distance = static_cast<std::uint16_t>(t.distance + kilometres(c));
        hash_ += z::distance(side, c);
        if (t.distance == target_)
            reachTarget(seat);
        else
            passTurn(seat);
        return;
    }
    if (c == Card::EndOfLimit)
        setLimited(side, false);
    else
        setBattleTop(side, c, t.battleTop);
    passTurn(seat);
}

void Position::attack(int seat, Card hazard, int side) {
    Tableau& t = tab(side);
    ++t.cards[static_cast<std::size_t>(index(hazard))];
    if (hazard == Card::SpeedLimit)
        setLimited(side, true);
    else
        setBattleTop(side, hazard, t.battleTop);
    const int holder = holderOf(side, safetyFor(hazard));
    if (holder == kNoSeat) {
        passTurn(seat);
        return;
    }
    attacker_ = static_cast<std::int8_t>(seat);
    pendingHazard_ = hazard;
    attackedSide_ = static_cast<std::int8_t>(side);
    hash_ += z::attacker(seat) + z::hazard(hazard) + z::attacked(side);
    setPhase(Phase::CoupFourre);
    setToMove(holder);
}

void Position::laySafety(int side, Card safety, bool coupFourre) {
    Tableau& t = tab(side);
    t.safeties |= safetyBit(safety);
    hash_ += z::safety(side, safety);
    if (coupFourre) {
        t.coupsFourres |= safetyBit(safety);
        hash_ += z::coupFourre(side, safety);
    }
    // R2: a safety lifts its matching hazard off the top; Right of Way lifts a Stop and a
    // Speed Limit together (§4). A hazard already covered by its remedy stays where it is.
    const bool cancels = safety == Card::RightOfWay ? t.battleTop == Card::Stop
                                                    : t.battleTop == hazardStoppedBy(safety);
    if (cancels) {
        --t.cards[static_cast<std::size_t>(index(t.battleTop))];
        toDiscard(t.battleTop);
        setBattleTop(side, t.battleUnder, Card::None);
    }
    if (safety == Card::RightOfWay && t.limited) {
        --t.cards[static_cast<std::size_t>(index(Card::SpeedLimit))];
        toDiscard(Card::SpeedLimit);
        setLimited(side, false);
    }
}

void Position::takeCoupFourre(int seat, Card safety) {
    const int side = attackedSide_;
    takeFromHand(seat, safety);
    ++tab(side).cards[static_cast<std::size_t>(index(safety))];
    clearWindow();
    const bool cardsRemained = pileSize_ > 0;
    laySafety(side, safety, true);
    if (cardsRemained) {
        // §5: draw a replacement, then take an extra turn (which draws again); R7: each
        // draw only if a card remains, the extra turn in any case. The players between
        // the attacker and this seat lose their turn.
        drawInto(seat);
        beginTurn(seat);
    } else {
        passTurn(seat);  // R3/R9: no extra turn once the pile is empty
    }
}

void Position::reachTarget(int seat) {
    if (table_.allonge && allongeSide_ == kNoSide && target_ < kAllongeTarget) {
        setPhase(Phase::Allonge);  // R10: the seat that played the card decides
        return;
    }
    finish(table_.sideOf(seat));
}

void Position::finish(int winnerSide) {
    if (winnerSide != kNoSide) {
        winner_ = static_cast<std::int8_t>(winnerSide);
        hash_ += z::winner(winnerSide);
    }
    setToMove(0);  // nobody decides any more: one finished position, one hash
    setPhase(Phase::Over);
}

void Position::passTurn(int seat) {
    const int n = table_.players;
    for (int i = 1; i <= n; ++i) {
        const int next = (seat + i) % n;
        if (pileSize_ > 0 || !hand(next).empty()) {
            beginTurn(next);
            return;
        }
    }
    finish(kNoSide);  // nobody holds a card: the hand ends by exhaustion (§6, R15)
}

void Position::beginTurn(int seat) {
    setToMove(seat);
    setPhase(Phase::Turn);
    if (pileSize_ > 0) drawInto(seat);
}

int Position::holderOf(int side, Card safety) const {
    for (int seat = side; seat < table_.players; seat += table_.sides)
        if (hand(seat).count(safety) > 0) return seat;
    for (int seat = side; seat < table_.players; seat += table_.sides)
        if (mayHold(seat, safety)) return seat;
    return kNoSeat;
}

bool operator==(const Position& a, const Position& b) {
    return a.hash_ == b.hash_ && a.table_ == b.table_ && a.hands_ == b.hands_ &&
           std::equal(a.pile().begin(), a.pile().end(), b.pile().begin(), b.pile().end()) &&
           a.discard_ == b.discard_ && a.tableaux_ == b.tableaux_ && a.target_ == b.target_ &&
           a.phase_ == b.phase_ && a.toMove_ == b.toMove_ && a.attacker_ == b.attacker_ &&
           a.attackedSide_ == b.attackedSide_ && a.pendingHazard_ == b.pendingHazard_ &&
           a.allongeSide_ == b.allongeSide_ && a.allongeSeat_ == b.allongeSeat_ && a.winner_ == b.winner_;
}

// --- irregular play (§10) ---------------------------------------------------------------

void Position::drawExtra(int seat) { drawInto(seat); }

void Position::undoDraw(int seat) {
    const Card drawn = pile_[pileSize_];
    takeFromHand(seat, drawn);
    hash_ += z::pileSize(pileSize_ + 1) - z::pileSize(pileSize_);
    ++pileSize_;
}

void Position::playPastTarget(Card distance) {
    const int seat = toMove_;
    const int side = table_.sideOf(seat);
    takeFromHand(seat, distance);
    Tableau& t = tab(side);
    ++t.cards[static_cast<std::size_t>(index(distance))];
    t.distance = static_cast<std::uint16_t>(t.distance + kilometres(distance));
    hash_ += z::distance(side, distance);
    passTurn(seat);
}

void Position::takeBack(Card distance) {
    const int seat = toMove_;
    const int side = table_.sideOf(seat);
    Tableau& t = tab(side);
    --t.cards[static_cast<std::size_t>(index(distance))];
    t.distance = static_cast<std::uint16_t>(t.distance - kilometres(distance));
    hash_ -= z::distance(side, distance);
    toDiscard(distance);
    passTurn(seat);
}

// --- hidden cards -----------------------------------------------------------------------

void Position::reveal(int seat, Card c) {
    handOf(seat).remove(Card::Unknown);
    hash_ -= z::hand(seat, Card::Unknown);
    addToHand(seat, c);
}

int Position::unaccounted(Card c) const {
    const auto k = static_cast<std::size_t>(index(c));
    int seen = discard_[k];
    for (int seat = 0; seat < table_.players; ++seat) seen += hand(seat).count(c);
    for (int side = 0; side < table_.sides; ++side) seen += tableau(side).cards[k];
    for (int i = 0; i < pileSize_; ++i) seen += pile_[static_cast<std::size_t>(i)] == c;
    return deckCounts(table_)[k] - seen;
}

bool Position::mayHold(int seat, Card c) const {
    const Hand& h = hand(seat);
    return h.count(c) > 0 || (h.count(Card::Unknown) > 0 && unaccounted(c) > 0);
}

}  // namespace bornes
