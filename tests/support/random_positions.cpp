// SPDX-License-Identifier: Apache-2.0
#include "random_positions.h"

#include <array>
#include <vector>

#include "engine/deck.h"
#include "engine/movegen.h"
#include "engine/position_setup.h"

namespace bornes::test {

namespace {

int cardsInHands(const Position& p) {
    int n = 0;
    for (int seat = 0; seat < p.table().players; ++seat) n += p.hand(seat).size();
    return n;
}

bool fits(const Position& p, const PositionShape& shape) {
    if (p.over() || p.phase() != shape.phase || p.pileSize() != shape.pileSize) return false;
    return shape.handCards == 0 || cardsInHands(p) <= shape.handCards;
}

}  // namespace

std::optional<Position> randomPosition(const PositionShape& shape, Rng& rng) {
    Position p = Position::deal(shape.table, rng, static_cast<int>(rng.below(shape.table.players)));
    while (!p.over()) {
        if (fits(p, shape)) return p;
        if (p.pileSize() < shape.pileSize) return std::nullopt;
        const MoveList moves = legalMoves(p);
        // Random play, with a taste for the moves that open the decisions wanted: attacks
        // (coup-fourré windows) and distance (allonge decisions, sides near the target).
        Move m = moves[static_cast<int>(rng.below(static_cast<std::uint32_t>(moves.size())))];
        if (rng.below(2) == 0)
            for (Move x : moves)
                if (x.action() == Action::Attack ||
                    (x.action() == Action::Play && isDistance(x.card()))) {
                    m = x;
                    if (rng.below(2) == 0) break;
                }
        p.apply(m);
    }
    return std::nullopt;
}

Table randomTable(Rng& rng) {
    constexpr Form kForms[] = {Form::Two, Form::Three, Form::Four, Form::SixThreeTeams,
                               Form::SixTwoTeams};
    const Table table = Table::of(kForms[rng.below(5)]);
    constexpr int kTargets[] = {100, 150, 200, 300, 0};
    const int target = kTargets[rng.below(5)];
    return target ? *table.withTarget(target) : table;
}

}  // namespace bornes::test

namespace bornes::test {

namespace {

class Builder {
  public:
    Builder(const ConstructedShape& shape, Rng& rng)
        : shape_(shape), rng_(rng), left_(deckCounts(shape.table)) {
        s_.table = shape.table;
    }

    std::optional<Position> build() {
        const Table& table = s_.table;
        allongeSideFirst();
        for (int side = 0; side < table.sides; ++side) tableau(side);
        if (!decision()) return std::nullopt;
        // A side with distance has rolled (§4): an empty battle pile gets its Roll.
        for (int side = 0; side < table.sides; ++side)
            if (distanceOf(side) > 0 && !has(side, Card::RightOfWay) &&
                this->side(side).battleTop == Card::None && take(Card::Roll))
                this->side(side).battleTop = Card::Roll;
        hands();
        for (int i = 0; i < shape_.pileSize; ++i) {
            const Card c = anyCard();
            if (c == Card::None) return std::nullopt;
            s_.pile.push_back(c);
        }
        s_.discardTheRest();
        const SetupResult r = buildPosition(s_);
        if (!r.position) return std::nullopt;
        return r.position;
    }

  private:
    bool chance(int percent) { return static_cast<int>(rng_.below(100)) < percent; }
    bool take(Card c) {
        auto& n = left_[static_cast<std::size_t>(index(c))];
        if (n == 0) return false;
        --n;
        return true;
    }
    Card anyCard() {
        int total = 0;
        for (auto n : left_) total += n;
        if (total == 0) return Card::None;
        int pick = static_cast<int>(rng_.below(static_cast<std::uint32_t>(total)));
        for (int k = 0; k < kCardKinds; ++k) {
            pick -= left_[static_cast<std::size_t>(k)];
            if (pick < 0) {
                take(cardAt(k));
                return cardAt(k);
            }
        }
        return Card::None;
    }
    SideSetup& side(int s) { return s_.sides[static_cast<std::size_t>(s)]; }
    bool has(int s, Card safety) {
        for (Card c : side(s).safeties)
            if (c == safety) return true;
        return false;
    }
    int distanceOf(int s) {
        int km = 0;
        for (Card c : side(s).distance) km += kilometres(c);
        return km;
    }
    // Distance cards adding up to `km` (as nearly as the cards left allow).
    void distanceTo(int s, int km) {
        int twoHundreds = 0;
        for (int guard = 0; guard < 60 && distanceOf(s) < km; ++guard) {
            const Card d = cardAt(index(Card::D25) + static_cast<int>(rng_.below(5)));
            if (distanceOf(s) + kilometres(d) > km || (d == Card::D200 && twoHundreds == 2) ||
                !take(d))
                continue;
            twoHundreds += d == Card::D200;
            side(s).distance.push_back(d);
        }
    }

    // In a form with allonge, sometimes a side has declared it at the target already.
    void allongeSideFirst() {
        const Table& table = s_.table;
        if (!table.allonge || shape_.phase == Phase::Allonge || !chance(15)) return;
        const int s = static_cast<int>(rng_.below(static_cast<std::uint32_t>(table.sides)));
        distanceTo(s, table.target);
        if (distanceOf(s) != table.target) return;
        s_.allongeSide = s;
        s_.allongeSeat = s + table.sides * static_cast<int>(rng_.below(static_cast<std::uint32_t>(
                                               table.players / table.sides)));
    }

    int target() const { return s_.allongeSide != kNoSide ? kAllongeTarget : s_.table.target; }

    void tableau(int s) {
        SideSetup& t = side(s);
        for (Card safety :
             {Card::RightOfWay, Card::ExtraTank, Card::PunctureProof, Card::DrivingAce})
            if (chance(20) && take(safety)) {
                t.safeties.push_back(safety);
                if (chance(35)) t.coupsFourres.push_back(safety);
            }
        const bool prio = has(s, Card::RightOfWay);
        if (!prio && chance(25) && take(Card::SpeedLimit)) t.limited = true;
        // In a race: Roll 40 %, Stop 30 %, another hazard 30 %.
        const int roll =
            shape_.race ? std::array<int, 10>{0, 10, 20, 30, 45, 47, 50, 60, 65, 70}[rng_.below(10)]
                        : static_cast<int>(rng_.below(100));
        if (roll < 45) {
            if (take(Card::Roll)) t.battleTop = Card::Roll;
        } else if (roll < 55 && !prio) {
            if (take(Card::Stop) && take(Card::Roll))
                t.battleTop = Card::Stop, t.battleUnder = Card::Roll;
        } else if (roll < 75) {
            const Card h = cardAt(index(Card::OutOfGas) + static_cast<int>(rng_.below(3)));
            const Card under = prio && chance(50) ? Card::None : Card::Roll;
            if (!has(s, safetyFor(h)) && take(h) && (under == Card::None || take(under)))
                t.battleTop = h, t.battleUnder = under;
        } else if (roll < 85) {
            const Card h = cardAt(index(Card::OutOfGas) + static_cast<int>(rng_.below(3)));
            if (take(h) && take(remedyFor(h)) && (prio || take(Card::Roll))) {
                t.battleTop = remedyFor(h);
                t.buried.push_back(h);
                if (!prio) t.buried.push_back(Card::Roll);  // the Roll the hazard was played on
            }
        }
        if (s == s_.allongeSide) return;
        // Distance: often close to the target, where the questions are interesting.
        constexpr int kLacking[] = {25, 50, 75, 100, 125, 150, 200, 300, 500};
        const int lacking = kLacking[rng_.below(shape_.race ? 4 : 9)];
        // A side that never rolled has no distance (§4).
        if (t.battleTop != Card::None || prio) distanceTo(s, std::max(0, target() - lacking));
    }

    // The decision: returns false when this draw cannot make it.
    bool decision() {
        const Table& table = s_.table;
        const auto seatOf = [&](int sideIndex) {
            return sideIndex + table.sides * static_cast<int>(rng_.below(static_cast<std::uint32_t>(
                                                 table.players / table.sides)));
        };
        switch (shape_.phase) {
            case Phase::Turn:
                s_.phase = Phase::Turn;
                s_.toMove = static_cast<int>(rng_.below(static_cast<std::uint32_t>(table.players)));
                return true;
            case Phase::CoupFourre: {
                // Side X was just attacked with a hazard whose safety one of its players holds.
                const int x = static_cast<int>(rng_.below(static_cast<std::uint32_t>(table.sides)));
                const Card h = cardAt(static_cast<int>(rng_.below(5)));
                SideSetup& t = side(x);
                if (has(x, safetyFor(h)) || !take(h) || !take(safetyFor(h))) return false;
                if (h == Card::SpeedLimit) {
                    if (t.limited) return false;
                    t.limited = true;
                } else {
                    if (isHazard(t.battleTop) ||
                        !(t.battleTop == Card::Roll || has(x, Card::RightOfWay)))
                        return false;
                    t.battleUnder =
                        t.battleTop;  // Roll, or with Right of Way anything but a hazard
                    t.battleTop = h;
                }
                s_.phase = Phase::CoupFourre;
                s_.toMove = seatOf(x);
                s_.hands[static_cast<std::size_t>(s_.toMove)].push_back(safetyFor(h));
                s_.pendingHazard = h;
                s_.attackedSide = x;
                s_.attacker = seatOf(
                    (x + 1 +
                     static_cast<int>(rng_.below(static_cast<std::uint32_t>(table.sides - 1)))) %
                    table.sides);
                return true;
            }
            case Phase::Allonge: {
                if (!table.allonge || s_.allongeSide != kNoSide) return false;
                const int x = static_cast<int>(rng_.below(static_cast<std::uint32_t>(table.sides)));
                side(x).distance.clear();
                distanceTo(x, table.target);
                if (distanceOf(x) != table.target) return false;
                s_.phase = Phase::Allonge;
                s_.toMove = seatOf(x);
                return true;
            }
            case Phase::Over:
                return false;
        }
        return false;
    }

    void hands() {
        const Table& table = s_.table;
        for (int seat = 0; seat < table.players; ++seat) {
            auto& h = s_.hands[static_cast<std::size_t>(seat)];
            const bool mover = s_.phase == Phase::Turn && seat == s_.toMove;
            if (shape_.pileSize > 0) {
                const std::size_t full = mover ? 7 : 6;
                // A few kinds, drawn from what is left.
                std::vector<Card> kinds;
                if (shape_.race) {
                    // The cards of a finish and of its defence: the distance card that ends
                    // the hand, the safety that would start the side rolling, a hazard.
                    const SideSetup& t = side(table.sideOf(seat));
                    const int lacking = target() - distanceOf(table.sideOf(seat));
                    for (Card d : {Card::D25, Card::D50, Card::D75, Card::D100, Card::D200})
                        if (kilometres(d) == lacking && chance(80)) kinds.push_back(d);
                    if (isHazard(t.battleTop) && chance(80))
                        kinds.push_back(safetyFor(t.battleTop));
                    if (chance(30)) kinds.push_back(cardAt(static_cast<int>(rng_.below(5))));
                }
                for (int guard = 0;
                     guard < 50 && static_cast<int>(kinds.size()) < shape_.kindsPerHand; ++guard) {
                    Card c = cardAt(static_cast<int>(rng_.below(kCardKinds)));
                    if (shape_.race && chance(70)) {
                        constexpr Card kRace[] = {
                            Card::D25,           Card::D50,        Card::D75,
                            Card::D100,          Card::RightOfWay, Card::ExtraTank,
                            Card::PunctureProof, Card::DrivingAce, Card::Stop,
                            Card::SpeedLimit,    Card::OutOfGas,   Card::FlatTire,
                            Card::Accident};
                        c = kRace[rng_.below(13)];
                    }
                    if (left_[static_cast<std::size_t>(index(c))] > 0) kinds.push_back(c);
                }
                // At least one of each kind chosen, when the deck has it; then any of them.
                for (Card c : kinds)
                    if (h.size() < full && take(c)) h.push_back(c);
                for (int guard = 0; guard < 200 && h.size() < full && !kinds.empty(); ++guard) {
                    const Card c = kinds[rng_.below(static_cast<std::uint32_t>(kinds.size()))];
                    if (take(c)) h.push_back(c);
                }
                while (h.size() < full) {
                    const Card c = anyCard();
                    if (c == Card::None) break;
                    h.push_back(c);
                }
            } else {
                int n =
                    static_cast<int>(rng_.below(static_cast<std::uint32_t>(shape_.maxHand + 1)));
                if (mover && n == 0) n = 1;
                while (static_cast<int>(h.size()) < n) {
                    const Card c = anyCard();
                    if (c == Card::None) break;
                    h.push_back(c);
                }
            }
        }
    }

    const ConstructedShape& shape_;
    Rng& rng_;
    CardCounts left_;
    PositionSetup s_;
};

}  // namespace

std::optional<Position> constructedPosition(const ConstructedShape& shape, Rng& rng) {
    return Builder(shape, rng).build();
}

Query randomQuery(Rng& rng, const Position& p) {
    Query q;
    q.question = static_cast<Question>(rng.below(kQuestions));
    q.side = static_cast<int>(rng.below(static_cast<std::uint32_t>(p.table().sides)));
    q.rules.ruleset = rng.below(2) ? Ruleset::Parker : Ruleset::Dujardin;
    if (rng.below(3) == 0) q.rules.bonusNoHundredNoTwoHundred = 500;
    return q;
}

}  // namespace bornes::test
