// SPDX-License-Identifier: Apache-2.0
// The checks of a position's description (position_checks.h): each rule a description
// must keep, with the refusal that names it.
#include "engine/position_checks.h"

#include <algorithm>

#include "engine/deck.h"

namespace bornes::setup_checks {

std::string sideName(int side) {
    return std::string("side ") + static_cast<char>('A' + side);
}
std::string seatName(int seat) {
    return "seat " + std::to_string(seat + 1);
}
std::string cardName(Card c) {
    return std::string(englishName(c));
}

namespace {

void countInto(Counts& counts, const std::vector<Card>& cards) {
    for (Card c : cards) ++counts[static_cast<std::size_t>(index(c))];
}

}  // namespace

Refused refused(std::string english, SetupProblem problem) {
    return {problem, std::move(english)};
}

// How many cards of each kind (Unknown included) the description places anywhere.
Counts placedCards(const PositionSetup& s) {
    Counts placed{};
    for (const auto& h : s.hands) countInto(placed, h);
    countInto(placed, s.pile);
    countInto(placed, s.discard);
    for (const SideSetup& t : s.sides) {
        for (const auto* v : {&t.buried, &t.distance, &t.safeties}) countInto(placed, *v);
        if (t.battleTop != Card::None) ++placed[static_cast<std::size_t>(index(t.battleTop))];
        if (t.battleUnder != Card::None) ++placed[static_cast<std::size_t>(index(t.battleUnder))];
        if (t.limited) ++placed[static_cast<std::size_t>(index(Card::SpeedLimit))];
    }
    return placed;
}

namespace {

// A side of the description, as its checks read it.
struct SideView {
    const PositionSetup& s;
    int side;
    const SideSetup& t;
    std::string who;  // "side A", to begin its refusals
    bool has(Card safety) const {
        return std::find(t.safeties.begin(), t.safeties.end(), safety) != t.safeties.end();
    }
};

// The battle pile by kind (its top, the card under it, the cards buried), and the speed
// pile's Speed Limits and End of Limits.
struct Piles {
    std::array<int, kCardKinds> battle{};
    int limits = 0, ends = 0;
};

// The top of the battle pile and the card under it (§4, R2).
Check checkBattleTop(const SideView& v) {
    const SideSetup& t = v.t;
    const int side = v.side;
    const std::string& who = v.who;
    auto has = [&v](Card safety) { return v.has(safety); };
    const Card top = t.battleTop;
    const bool battleCard =
        (isHazard(top) || isRemedy(top)) && top != Card::SpeedLimit && top != Card::EndOfLimit;
    if (top != Card::None && !battleCard)
        return refused(who + ": " + cardName(top) + " cannot be on a battle pile (§4)",
                       {.reason = SetupReason::NotOnBattlePile, .side = side, .card = top});
    if (isHazard(top)) {
        const Card under = t.battleUnder;
        if (has(safetyFor(top)))
            return refused(who + ": " + cardName(top) + " on top with " + cardName(safetyFor(top)) +
                               " on the table, which would have lifted it (R2)",
                           {.reason = SetupReason::LiftedBySafety,
                            .side = side,
                            .card = top,
                            .other = safetyFor(top)});
        if (!has(Card::RightOfWay) && under != Card::Roll)
            return refused(who + ": " + cardName(top) + " can only have been played on Roll (§4)",
                           {.reason = SetupReason::HazardNotOnRoll, .side = side, .card = top});
        if (under != Card::None && under != Card::Roll &&
            !(isRemedy(under) && under != Card::EndOfLimit))
            return refused(
                who + ": " + cardName(top) + " cannot lie on " + cardName(under) + " (§4)",
                {.reason = SetupReason::HazardOnCard, .side = side, .card = top, .other = under});
    } else if (t.battleUnder != Card::None) {
        return refused(
            who + ": a card under the battle top is given only when the top is a hazard (notation)",
            {.reason = SetupReason::UnderWithoutHazard, .side = side});
    }
    if (t.limited && has(Card::RightOfWay))
        return refused(who + ": a Speed Limit with Right of Way on the table, which lifts it (§4)",
                       {.reason = SetupReason::LimitWithRightOfWay, .side = side});
    return std::nullopt;
}

// The buried cards read into the piles (§4).
Check readPiles(const SideView& v, Piles& piles) {
    const SideSetup& t = v.t;
    const int side = v.side;
    const std::string& who = v.who;
    const Card top = t.battleTop;
    auto& pile = piles.battle;
    int& limits = piles.limits;
    int& ends = piles.ends;
    limits = t.limited;
    if (top != Card::None) ++pile[static_cast<std::size_t>(index(top))];
    if (t.battleUnder != Card::None) ++pile[static_cast<std::size_t>(index(t.battleUnder))];
    for (Card c : t.buried) {
        if (!(isHazard(c) || isRemedy(c)))
            return refused(
                who + ": " + cardName(c) + " cannot be buried in a battle or speed pile (§4)",
                {.reason = SetupReason::BuriedNotBattle, .side = side, .card = c});
        limits += c == Card::SpeedLimit;
        ends += c == Card::EndOfLimit;
        if (c != Card::SpeedLimit && c != Card::EndOfLimit)
            ++pile[static_cast<std::size_t>(index(c))];
    }
    return std::nullopt;
}

// What lies under the battle top pairs up: remedies with hazards, Rolls with Stops and
// hazards (§4).
Check checkBattlePile(const SideView& v, const Piles& piles) {
    const int side = v.side;
    const std::string& who = v.who;
    const Card top = v.t.battleTop;
    const auto& pile = piles.battle;
    auto has = [&v](Card safety) { return v.has(safety); };
    // A remedy only ever covers its hazard, and a hazard under the top was covered by its
    // remedy (a safety takes a hazard off the pile): so below the top they pair up (§4).
    for (Card h : {Card::OutOfGas, Card::FlatTire, Card::Accident}) {
        const int hazards = pile[static_cast<std::size_t>(index(h))] - (top == h ? 1 : 0);
        const int remedies = pile[static_cast<std::size_t>(index(remedyFor(h)))];
        if (hazards != remedies)
            return refused(who + ": " + std::to_string(remedies) + " × " + cardName(remedyFor(h)) +
                               " on the battle pile for " + std::to_string(hazards) + " covered " +
                               cardName(h) + " (§4)",
                           {.reason = SetupReason::RemediesUnpaired,
                            .side = side,
                            .card = remedyFor(h),
                            .other = h,
                            .a = remedies,
                            .b = hazards});
    }
    if (pile[static_cast<std::size_t>(index(Card::Stop))] - (top == Card::Stop ? 1 : 0) >
        pile[static_cast<std::size_t>(index(Card::Roll))])
        return refused(who + ": a Stop under the top must have been covered by a Roll (§4)",
                       {.reason = SetupReason::StopUncovered, .side = side});
    // An empty battle pile holds nothing: a hazard lifted by its safety goes to the discard
    // (R2), so the top is empty only when nothing was ever played there.
    int battleCards = 0, hazards = 0;
    for (int k = index(Card::Stop); k <= index(Card::Repairs); ++k) {
        const Card c = cardAt(k);
        if (c == Card::SpeedLimit || c == Card::EndOfLimit) continue;
        battleCards += pile[static_cast<std::size_t>(k)];
        if (isHazard(c)) hazards += pile[static_cast<std::size_t>(k)];
    }
    if (top == Card::None && battleCards > 0)
        return refused(who + ": the battle pile is empty, so no battle card can lie in it (§4)",
                       {.reason = SetupReason::EmptyPileHolds, .side = side});
    if (!has(Card::RightOfWay)) {
        // Without Right of Way a hazard only goes on a Roll, and only a hazard covers a Roll
        // (a Roll goes on an empty pile, a Stop or a remedy) (§4): so the Rolls under the top
        // and the hazards pair up, and a Roll on top covers nothing.
        const int rolls = pile[static_cast<std::size_t>(index(Card::Roll))];
        const int covered = rolls - (top == Card::Roll ? 1 : 0);
        const auto count = [](int n, const char* what) {
            return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
        };
        if (hazards > covered)
            return refused(who + ": " + count(hazards, "hazard") + " on the battle pile but " +
                               count(rolls, "Roll") +
                               (top == Card::Roll ? ", the top one covering nothing" : "") +
                               ": without Right of Way a hazard is played only on a Roll (§4)",
                           {.reason = SetupReason::HazardsWithoutRolls,
                            .side = side,
                            .other = top == Card::Roll ? Card::Roll : Card::None,
                            .a = hazards,
                            .b = rolls});
        if (hazards < covered)
            return refused(who + ": " + count(covered, "Roll") + " under the battle top but " +
                               count(hazards, "hazard") +
                               ": a Roll goes only on an empty pile, a Stop or a remedy, so "
                               "without Right of Way only a hazard covers a Roll (§4)",
                           {.reason = SetupReason::RollsWithoutHazards,
                            .side = side,
                            .a = covered,
                            .b = hazards});
    }
    return std::nullopt;
}

// The speed pile (§4), the distance (§4, §6) and the safeties (§1).
Check checkSpeedAndDistance(const SideView& v, const Piles& piles) {
    const PositionSetup& s = v.s;
    const SideSetup& t = v.t;
    const int side = v.side;
    const std::string& who = v.who;
    const auto& pile = piles.battle;
    const int limits = piles.limits, ends = piles.ends;
    auto has = [&v](Card safety) { return v.has(safety); };
    // The speed pile alternates Speed Limit / End of Limit from the bottom (§4); a limit
    // lifted by Right of Way leaves the pile.
    if (limits - ends != (t.limited ? 1 : 0))
        return refused(
            who + ": the speed pile must alternate Speed Limit and End of Limit (" +
                std::to_string(limits) + " limits, " + std::to_string(ends) + " ends) (§4)",
            {.reason = SetupReason::SpeedPileAlternate, .side = side, .a = limits, .b = ends});
    int km = 0, twoHundreds = 0;
    for (Card c : t.distance) {
        if (!isDistance(c))
            return refused(who + ": " + cardName(c) + " is not a distance card (§4)",
                           {.reason = SetupReason::NotDistance, .side = side, .card = c});
        km += kilometres(c);
        twoHundreds += c == Card::D200;
    }
    if (twoHundreds > 2)
        return refused(who + ": more than two 200s (§4)",
                       {.reason = SetupReason::ThreeTwoHundreds, .side = side});
    const int target = s.allongeSide != kNoSide ? kAllongeTarget : s.table.target;
    if (km > target)
        return refused(who + ": " + std::to_string(km) + " km is past the target of " +
                           std::to_string(target) + " (§4)",
                       {.reason = SetupReason::PastTarget, .side = side, .a = km, .b = target});
    // Only the side that won, or that decides on the allonge, can be at the target.
    const bool deciding = (s.phase == Phase::Over && s.winner == side) ||
                          (s.phase == Phase::Allonge && side == s.table.sideOf(s.toMove));
    if (km == target && !deciding)
        return refused(
            who + ": at the target of " + std::to_string(target) + ", so the hand is over (§6)",
            {.reason = SetupReason::AtTarget, .side = side, .b = target});
    if (km > 0 && !has(Card::RightOfWay) && pile[static_cast<std::size_t>(index(Card::Roll))] == 0)
        return refused(who +
                           ": distance on the table, so the side has rolled: its battle pile "
                           "must hold a Roll, or the side have Right of Way (§4)",
                       {.reason = SetupReason::DistanceWithoutRoll, .side = side});
    std::uint8_t seen = 0;
    for (Card c : t.safeties) {
        if (!isSafety(c))
            return refused(who + ": " + cardName(c) + " is not a safety (§4)",
                           {.reason = SetupReason::NotSafety, .side = side, .card = c});
        if (seen & safetyBit(c))
            return refused(who + ": " + cardName(c) + " twice (§1)",
                           {.reason = SetupReason::SafetyTwice, .side = side, .card = c});
        seen |= safetyBit(c);
    }
    for (Card c : t.coupsFourres)
        if (!has(c))
            return refused(
                who + ": coup-fourré " + cardName(c) + " is not among its safeties (notation)",
                {.reason = SetupReason::CoupFourreNotSafety, .side = side, .card = c});
    return std::nullopt;
}

Check checkSide(const PositionSetup& s, int side) {
    const SideView v{s, side, s.sides[static_cast<std::size_t>(side)], sideName(side)};
    Piles piles;
    if (auto error = checkBattleTop(v)) return error;
    if (auto error = readPiles(v, piles)) return error;
    if (auto error = checkBattlePile(v, piles)) return error;
    return checkSpeedAndDistance(v, piles);
}

Check checkCounts(const PositionSetup& s) {
    for (int seat = s.table.players; seat < kMaxPlayers; ++seat)
        if (!s.hands[static_cast<std::size_t>(seat)].empty())
            return refused(seatName(seat) + ": no such seat at this table (notation)",
                           {.reason = SetupReason::NoSuchSeat, .seat = seat});
    for (int side = 0; side < s.table.sides; ++side)
        for (Card c : s.sides[static_cast<std::size_t>(side)].buried)
            if (c == Card::Unknown)
                return refused(sideName(side) + ": a table card cannot be unknown (notation)",
                               {.reason = SetupReason::UnknownTableCard, .side = side});
    const Counts placed = placedCards(s);
    const CardCounts deck = deckCounts(s.table);
    int total = 0;
    for (int k = 0; k < kHandKinds; ++k) {
        const int n = placed[static_cast<std::size_t>(k)];
        total += n;
        if (k < kCardKinds && n > deck[static_cast<std::size_t>(k)])
            return refused(std::to_string(n) + " × " + cardName(cardAt(k)) + ", but the " +
                               std::to_string(s.table.deckSize()) + "-card deck has " +
                               std::to_string(deck[static_cast<std::size_t>(k)]) + " (§1)",
                           {.reason = SetupReason::TooManyOfKind,
                            .card = cardAt(k),
                            .a = n,
                            .b = deck[static_cast<std::size_t>(k)],
                            .c = s.table.deckSize()});
    }
    if (total != s.table.deckSize())
        return refused(std::to_string(total) + " cards placed, but the deck has " +
                           std::to_string(s.table.deckSize()) + " (§1)",
                       {.reason = SetupReason::WrongTotal, .a = total, .c = s.table.deckSize()});
    return std::nullopt;
}

Check checkHandSizes(const PositionSetup& s) {
    // While the pile lasts everybody holds 6 between turns and 7 during their turn (§3).
    for (int seat = 0; seat < s.table.players; ++seat) {
        const int n = static_cast<int>(s.hands[static_cast<std::size_t>(seat)].size());
        const bool moving = s.phase == Phase::Turn && seat == s.toMove;
        const int full = moving ? 7 : 6;
        if (!s.pile.empty() && n != full)
            return refused(
                seatName(seat) + " holds " + std::to_string(n) +
                    " cards; with cards left to draw it must hold " + std::to_string(full) +
                    " (§3)",
                {.reason = SetupReason::HandSizeWithPile, .seat = seat, .a = n, .b = full});
        if (n > full)
            return refused(seatName(seat) + " holds " + std::to_string(n) + " cards, more than " +
                               std::to_string(full) + " (§3)",
                           {.reason = SetupReason::HandTooBig, .seat = seat, .a = n, .b = full});
    }
    return std::nullopt;
}

int distanceOf(const PositionSetup& s, int side) {
    int km = 0;
    for (Card c : s.sides[static_cast<std::size_t>(side)].distance)
        if (isDistance(c)) km += kilometres(c);
    return km;
}

// A declared allonge (§7, R10): played in this form, by a seat of its side, at the target.
Check checkDeclaredAllonge(const PositionSetup& s) {
    const Table& table = s.table;
    if (s.allongeSide == kNoSide) return std::nullopt;
    if (!table.allonge)
        return refused("allonge is not played in this form (§7)",
                       {.reason = SetupReason::AllongeNotPlayed});
    if (s.allongeSide < 0 || s.allongeSide >= table.sides)
        return refused("no such allonge side (notation)", {.reason = SetupReason::NoAllongeSide});
    if (s.allongeSeat < 0 || s.allongeSeat >= table.players ||
        table.sideOf(s.allongeSeat) != s.allongeSide)
        return refused("the allonge seat is not on the allonge side (R10)",
                       {.reason = SetupReason::AllongeSeatNotOnSide});
    if (distanceOf(s, s.allongeSide) < table.target)
        return refused(
            sideName(s.allongeSide) + " declared allonge below " + std::to_string(table.target) +
                " (§7)",
            {.reason = SetupReason::AllongeBelowTarget, .side = s.allongeSide, .b = table.target});
    return std::nullopt;
}

// The coup-fourré window (§5): the hazard just played, on top of the attacked side's pile,
// and the decision with that side.
Check checkCoupFourreWindow(const PositionSetup& s) {
    const Table& table = s.table;
    if (!isHazard(s.pendingHazard))
        return refused("the coup-fourré window needs the hazard just played (§5)",
                       {.reason = SetupReason::CoupFourreNeedsHazard});
    if (s.attackedSide < 0 || s.attackedSide >= table.sides)
        return refused("no such attacked side (notation)", {.reason = SetupReason::NoAttackedSide});
    if (s.attacker < 0 || s.attacker >= table.players || table.sideOf(s.attacker) == s.attackedSide)
        return refused("the attacker must sit on another side (R11)",
                       {.reason = SetupReason::AttackerSameSide});
    const SideSetup& t = s.sides[static_cast<std::size_t>(s.attackedSide)];
    const bool onTop =
        s.pendingHazard == Card::SpeedLimit ? t.limited : t.battleTop == s.pendingHazard;
    if (!onTop)
        return refused(
            cardName(s.pendingHazard) + " must be on top of the attacked side's pile (§5)",
            {.reason = SetupReason::HazardNotOnTop, .card = s.pendingHazard});
    if (table.sideOf(s.toMove) != s.attackedSide)
        return refused("the coup-fourré decision belongs to the attacked side (§5)",
                       {.reason = SetupReason::CoupFourreNotAttacked});
    return std::nullopt;
}

Check checkPhase(const PositionSetup& s) {
    const Table& table = s.table;
    if (s.toMove < 0 || s.toMove >= table.players)
        return refused("no seat " + std::to_string(s.toMove + 1) + " at this table (notation)",
                       {.reason = SetupReason::NoSeatToMove, .a = s.toMove + 1});
    if (Check c = checkDeclaredAllonge(s)) return c;
    switch (s.phase) {
        case Phase::Turn:
            if (s.pile.empty() && s.hands[static_cast<std::size_t>(s.toMove)].empty())
                return refused(seatName(s.toMove) + " is to play but holds no card (§6)",
                               {.reason = SetupReason::ToPlayWithoutCard, .seat = s.toMove});
            break;
        case Phase::CoupFourre:
            return checkCoupFourreWindow(s);
        case Phase::Allonge:
            if (!table.allonge || s.allongeSide != kNoSide)
                return refused("no allonge decision is possible here (§7, R10)",
                               {.reason = SetupReason::NoAllongeDecision});
            if (distanceOf(s, table.sideOf(s.toMove)) != table.target)
                return refused(
                    "the allonge decision belongs to a side at exactly " +
                        std::to_string(table.target) + " (§7)",
                    {.reason = SetupReason::AllongeDecisionNotAtTarget, .b = table.target});
            break;
        case Phase::Over:
            if (s.winner == kNoSide) {
                bool cardsLeft = !s.pile.empty();
                for (const auto& h : s.hands) cardsLeft = cardsLeft || !h.empty();
                if (cardsLeft)
                    return refused(
                        "a hand without a winner ends only when nobody holds a card (§6)",
                        {.reason = SetupReason::OverWithCardsLeft});
            } else {
                if (s.winner < 0 || s.winner >= table.sides)
                    return refused("no such winning side (notation)",
                                   {.reason = SetupReason::NoWinningSide});
                const int target = s.allongeSide != kNoSide ? kAllongeTarget : table.target;
                if (distanceOf(s, s.winner) != target)
                    return refused(
                        sideName(s.winner) + " won without reaching " + std::to_string(target) +
                            " (§6)",
                        {.reason = SetupReason::WonShort, .side = s.winner, .b = target});
            }
            break;
    }
    return std::nullopt;
}

}  // namespace

Check checkSetup(const PositionSetup& s) {
    const Table& table = s.table;
    if (Table::of(table.form).players != table.players ||
        Table::of(table.form).sides != table.sides)
        return refused("inconsistent table (notation)", {.reason = SetupReason::InconsistentTable});
    if (!table.withTarget(table.target))
        return refused("the target must be a multiple of 25 up to 1000 (§2)",
                       {.reason = SetupReason::BadTarget});
    for (int side = table.sides; side < kMaxSides; ++side) {
        const SideSetup& t = s.sides[static_cast<std::size_t>(side)];
        if (t.battleTop != Card::None || !t.distance.empty() || !t.safeties.empty() ||
            !t.buried.empty() || t.limited)
            return refused(sideName(side) + ": no such side at this table (notation)",
                           {.reason = SetupReason::NoSuchSide, .side = side});
    }
    if (auto error = checkCounts(s)) return error;
    for (int side = 0; side < table.sides; ++side)
        if (auto error = checkSide(s, side)) return error;
    for (auto check : {checkPhase, checkHandSizes})
        if (auto error = check(s)) return error;
    return std::nullopt;
}

}  // namespace bornes::setup_checks
