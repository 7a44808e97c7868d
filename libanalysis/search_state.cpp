#include "search_state.h"

#include <bit>
#include <cassert>

#include "rules.h"
#include "zobrist.h"

namespace bornes {

namespace z = zobrist;

namespace {

std::uint64_t mix(std::uint64_t x) {  // SplitMix64's finaliser
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

constexpr std::uint64_t lane(Card c) {
    return 1ull << (3 * index(c));
}
constexpr std::uint32_t distanceLane(Card c) {
    return 1u << (4 * distanceSlot(c));
}

}  // namespace

SearchDeal SearchDeal::of(const Position& pos) {
    SearchDeal d;
    d.table = pos.table();
    const auto pile = pos.pile();
    for (std::size_t i = 0; i < pile.size(); ++i) {
        const Card c = pile[i];
        assert(isReal(c));
        d.pile[i] = c;
        d.pileKinds[i + 1] = d.pileKinds[i] | bit(c);
        d.pileDistance[i + 1] = d.pileDistance[i] + (isDistance(c) ? distanceLane(c) : 0);
        d.pileKey[i + 1] = mix(
            d.pileKey[i] + 0x9e3779b97f4a7c15ULL * (static_cast<std::uint64_t>(index(c)) + 1) + i);
    }
    return d;
}

SearchState::SearchState(const Position& pos, const SearchDeal& deal) : deal_(&deal) {
    const Table& table = pos.table();
    for (int seat = 0; seat < table.players; ++seat)
        for (int k = 0; k < kCardKinds; ++k)
            for (int n = pos.hand(seat).count(cardAt(k)); n > 0; --n) {
                counts_[static_cast<std::size_t>(seat)] += lane(cardAt(k));
                ++cardsInHands_;
                if (isDistance(cardAt(k)))
                    sideDistance_[static_cast<std::size_t>(table.sideOf(seat))] +=
                        distanceLane(cardAt(k));
                kinds_[static_cast<std::size_t>(seat)] |= bit(cardAt(k));
            }
    for (int side = 0; side < table.sides; ++side)
        tableaux_[static_cast<std::size_t>(side)] = pos.tableau(side);
    hash_ = pos.hash();
    target_ = static_cast<std::uint16_t>(pos.target());
    pileSize_ = static_cast<std::uint8_t>(pos.pileSize());
    phase_ = pos.phase();
    toMove_ = static_cast<std::int8_t>(pos.toMove());
    attacker_ = static_cast<std::int8_t>(pos.attacker());
    attackedSide_ = static_cast<std::int8_t>(pos.attackedSide());
    pendingHazard_ = pos.pendingHazard();
    allongeSide_ = static_cast<std::int8_t>(pos.allongeSide());
    winner_ = static_cast<std::int8_t>(pos.winner());
}

int SearchState::handSize(int seat) const {
    int n = 0;
    for (std::uint32_t k = kinds(seat); k; k &= k - 1)
        n += count(seat, cardAt(std::countr_zero(k)));
    return n;
}

void SearchState::addToHand(int seat, Card c) {
    const auto s = static_cast<std::size_t>(seat);
    assert(count(seat, c) < 7);
    counts_[s] += lane(c);
    kinds_[s] |= bit(c);
    ++cardsInHands_;
    if (isDistance(c))
        sideDistance_[static_cast<std::size_t>(table().sideOf(seat))] += distanceLane(c);
    hash_ += z::hand(seat, c);
}

void SearchState::takeFromHand(int seat, Card c) {
    const auto s = static_cast<std::size_t>(seat);
    assert(count(seat, c) > 0);
    counts_[s] -= lane(c);
    if (count(seat, c) == 0) kinds_[s] &= ~bit(c);
    --cardsInHands_;
    if (isDistance(c))
        sideDistance_[static_cast<std::size_t>(table().sideOf(seat))] -= distanceLane(c);
    hash_ -= z::hand(seat, c);
}

void SearchState::drawInto(int seat) {
    hash_ -= z::pileSize(pileSize_);
    const Card c = deal_->pile[--pileSize_];
    hash_ += z::pileSize(pileSize_);
    addToHand(seat, c);
}

void SearchState::setBattleTop(int side, Card top, Card under) {
    Tableau& t = tab(side);
    if (!isHazard(top)) under = Card::None;  // as Position: only a hazard can be lifted off (R2)
    hash_ += z::battleTop(side, top) - z::battleTop(side, t.battleTop);
    hash_ += z::battleUnder(side, under) - z::battleUnder(side, t.battleUnder);
    t.battleTop = top;
    t.battleUnder = under;
}

void SearchState::setLimited(int side, bool limited) {
    Tableau& t = tab(side);
    if (t.limited == limited) return;
    t.limited = limited;
    if (limited)
        hash_ += z::limited(side);
    else
        hash_ -= z::limited(side);
}

void SearchState::setToMove(int seat) {
    hash_ += z::toMove(seat) - z::toMove(toMove_);
    toMove_ = static_cast<std::int8_t>(seat);
}

void SearchState::setPhase(Phase p) {
    hash_ += z::phase(static_cast<int>(p)) - z::phase(static_cast<int>(phase_));
    phase_ = p;
}

void SearchState::openWindow(int attackerSeat, Card hazard, int side) {
    attacker_ = static_cast<std::int8_t>(attackerSeat);
    pendingHazard_ = hazard;
    attackedSide_ = static_cast<std::int8_t>(side);
    hash_ += z::attacker(attackerSeat) + z::hazard(hazard) + z::attacked(side);
}

void SearchState::clearWindow() {
    hash_ -= z::attacker(attacker_) + z::hazard(pendingHazard_) + z::attacked(attackedSide_);
    attacker_ = kNoSeat;
    attackedSide_ = kNoSide;
    pendingHazard_ = Card::None;
}

void SearchState::addDistance(int side, Card c) {
    Tableau& t = tab(side);
    t.distance = static_cast<std::uint16_t>(t.distance + kilometres(c));
    hash_ += z::distance(side, c);
}

void SearchState::markSafety(int side, Card safety, bool coupFourre) {
    Tableau& t = tab(side);
    t.safeties |= safetyBit(safety);
    hash_ += z::safety(side, safety);
    if (coupFourre) {
        t.coupsFourres |= safetyBit(safety);
        hash_ += z::coupFourre(side, safety);
    }
}

void SearchState::declareAllonge(int side, int) {
    allongeSide_ = static_cast<std::int8_t>(side);
    hash_ += z::allonge(side);
    target_ = kAllongeTarget;
}

void SearchState::setWinner(int side) {
    winner_ = static_cast<std::int8_t>(side);
    hash_ += z::winner(side);
}

int SearchState::holderOf(int side, Card safety) const {
    for (int seat = side; seat < table().players; seat += table().sides)
        if (count(seat, safety) > 0) return seat;
    return kNoSeat;
}

MoveList legalMoves(const SearchState& s) {
    MoveList moves;
    switch (s.phase()) {
        case Phase::Turn: {
            const int side = s.sideToMove();
            const int sides = s.table().sides;
            const std::uint32_t kinds = s.kinds(s.toMove());
            const std::uint32_t own = playableOnOwnSide(s.tableau(side), s.target()) & kinds;
            std::uint32_t attacks[kMaxSides] = {};
            for (int t = 0; t < sides; ++t)
                if (t != side) attacks[t] = attackableOn(s.tableau(t)) & kinds;
            for (std::uint32_t rest = kinds; rest; rest &= rest - 1) {
                const int k = std::countr_zero(rest);
                const Card c = cardAt(k);
                if (own & (1u << k)) moves.push(Move::play(c));
                for (int t = 0; t < sides; ++t)
                    if (attacks[t] & (1u << k)) moves.push(Move::attack(c, t));
                moves.push(Move::discard(c));
            }
            break;
        }
        case Phase::CoupFourre: {
            const Card safety = safetyFor(s.pendingHazard());
            for (int seat = s.attackedSide(); seat < s.table().players; seat += s.table().sides)
                if (s.count(seat, safety) > 0) moves.push(Move::coupFourre(seat, safety));
            moves.push(Move::declineCoupFourre());
            break;
        }
        case Phase::Allonge:
            moves.push(Move::declareAllonge());
            moves.push(Move::declineAllonge());
            break;
        case Phase::Over:
            break;
    }
    return moves;
}

}  // namespace bornes
