#include "engine/position_setup.h"

#include <algorithm>

#include "engine/deck.h"

namespace bornes {

namespace {

std::string sideName(int side) {
    return std::string("side ") + static_cast<char>('A' + side);
}
std::string seatName(int seat) {
    return "seat " + std::to_string(seat + 1);
}
std::string name(Card c) {
    return std::string(englishName(c));
}

using Counts = std::array<int, kHandKinds>;

void countInto(Counts& counts, const std::vector<Card>& cards) {
    for (Card c : cards) ++counts[static_cast<std::size_t>(index(c))];
}

}  // namespace

namespace {

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

namespace {

// A reason the description is refused, with its English.
struct Refused {
    SetupProblem problem;
    std::string english;
};
using Check = std::optional<Refused>;

Refused refused(std::string english, SetupProblem problem) {
    return {problem, std::move(english)};
}

Check checkSide(const PositionSetup& s, int side) {
    const SideSetup& t = s.sides[static_cast<std::size_t>(side)];
    const std::string who = sideName(side);
    auto has = [&](Card safety) {
        return std::find(t.safeties.begin(), t.safeties.end(), safety) != t.safeties.end();
    };
    const Card top = t.battleTop;
    const bool battleCard =
        (isHazard(top) || isRemedy(top)) && top != Card::SpeedLimit && top != Card::EndOfLimit;
    if (top != Card::None && !battleCard)
        return refused(who + ": " + name(top) + " cannot be on a battle pile (§4)",
                       {.reason = SetupReason::NotOnBattlePile, .side = side, .card = top});
    if (isHazard(top)) {
        const Card under = t.battleUnder;
        if (has(safetyFor(top)))
            return refused(who + ": " + name(top) + " on top with " + name(safetyFor(top)) +
                               " on the table, which would have lifted it (R2)",
                           {.reason = SetupReason::LiftedBySafety,
                            .side = side,
                            .card = top,
                            .other = safetyFor(top)});
        if (!has(Card::RightOfWay) && under != Card::Roll)
            return refused(who + ": " + name(top) + " can only have been played on Roll (§4)",
                           {.reason = SetupReason::HazardNotOnRoll, .side = side, .card = top});
        if (under != Card::None && under != Card::Roll &&
            !(isRemedy(under) && under != Card::EndOfLimit))
            return refused(
                who + ": " + name(top) + " cannot lie on " + name(under) + " (§4)",
                {.reason = SetupReason::HazardOnCard, .side = side, .card = top, .other = under});
    } else if (t.battleUnder != Card::None) {
        return refused(
            who + ": a card under the battle top is given only when the top is a hazard (notation)",
            {.reason = SetupReason::UnderWithoutHazard, .side = side});
    }
    if (t.limited && has(Card::RightOfWay))
        return refused(who + ": a Speed Limit with Right of Way on the table, which lifts it (§4)",
                       {.reason = SetupReason::LimitWithRightOfWay, .side = side});
    int limits = t.limited, ends = 0;
    std::array<int, kCardKinds> pile{};  // the battle pile by kind
    if (top != Card::None) ++pile[static_cast<std::size_t>(index(top))];
    if (t.battleUnder != Card::None) ++pile[static_cast<std::size_t>(index(t.battleUnder))];
    for (Card c : t.buried) {
        if (!(isHazard(c) || isRemedy(c)))
            return refused(
                who + ": " + name(c) + " cannot be buried in a battle or speed pile (§4)",
                {.reason = SetupReason::BuriedNotBattle, .side = side, .card = c});
        limits += c == Card::SpeedLimit;
        ends += c == Card::EndOfLimit;
        if (c != Card::SpeedLimit && c != Card::EndOfLimit)
            ++pile[static_cast<std::size_t>(index(c))];
    }
    // A remedy only ever covers its hazard, and a hazard under the top was covered by its
    // remedy (a safety takes a hazard off the pile): so below the top they pair up (§4).
    for (Card h : {Card::OutOfGas, Card::FlatTire, Card::Accident}) {
        const int hazards = pile[static_cast<std::size_t>(index(h))] - (top == h ? 1 : 0);
        const int remedies = pile[static_cast<std::size_t>(index(remedyFor(h)))];
        if (hazards != remedies)
            return refused(who + ": " + std::to_string(remedies) + " × " + name(remedyFor(h)) +
                               " on the battle pile for " + std::to_string(hazards) + " covered " +
                               name(h) + " (§4)",
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
            return refused(who + ": " + name(c) + " is not a distance card (§4)",
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
            return refused(who + ": " + name(c) + " is not a safety (§4)",
                           {.reason = SetupReason::NotSafety, .side = side, .card = c});
        if (seen & safetyBit(c))
            return refused(who + ": " + name(c) + " twice (§1)",
                           {.reason = SetupReason::SafetyTwice, .side = side, .card = c});
        seen |= safetyBit(c);
    }
    for (Card c : t.coupsFourres)
        if (!has(c))
            return refused(
                who + ": coup-fourré " + name(c) + " is not among its safeties (notation)",
                {.reason = SetupReason::CoupFourreNotSafety, .side = side, .card = c});
    return std::nullopt;
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
            return refused(std::to_string(n) + " × " + name(cardAt(k)) + ", but the " +
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

Check checkPhase(const PositionSetup& s) {
    const Table& table = s.table;
    if (s.toMove < 0 || s.toMove >= table.players)
        return refused("no seat " + std::to_string(s.toMove + 1) + " at this table (notation)",
                       {.reason = SetupReason::NoSeatToMove, .a = s.toMove + 1});
    if (s.allongeSide != kNoSide) {
        if (!table.allonge)
            return refused("allonge is not played in this form (§7)",
                           {.reason = SetupReason::AllongeNotPlayed});
        if (s.allongeSide < 0 || s.allongeSide >= table.sides)
            return refused("no such allonge side (notation)",
                           {.reason = SetupReason::NoAllongeSide});
        if (s.allongeSeat < 0 || s.allongeSeat >= table.players ||
            table.sideOf(s.allongeSeat) != s.allongeSide)
            return refused("the allonge seat is not on the allonge side (R10)",
                           {.reason = SetupReason::AllongeSeatNotOnSide});
        if (distanceOf(s, s.allongeSide) < table.target)
            return refused(sideName(s.allongeSide) + " declared allonge below " +
                               std::to_string(table.target) + " (§7)",
                           {.reason = SetupReason::AllongeBelowTarget,
                            .side = s.allongeSide,
                            .b = table.target});
    }
    switch (s.phase) {
        case Phase::Turn:
            if (s.pile.empty() && s.hands[static_cast<std::size_t>(s.toMove)].empty())
                return refused(seatName(s.toMove) + " is to play but holds no card (§6)",
                               {.reason = SetupReason::ToPlayWithoutCard, .seat = s.toMove});
            break;
        case Phase::CoupFourre: {
            if (!isHazard(s.pendingHazard))
                return refused("the coup-fourré window needs the hazard just played (§5)",
                               {.reason = SetupReason::CoupFourreNeedsHazard});
            if (s.attackedSide < 0 || s.attackedSide >= table.sides)
                return refused("no such attacked side (notation)",
                               {.reason = SetupReason::NoAttackedSide});
            if (s.attacker < 0 || s.attacker >= table.players ||
                table.sideOf(s.attacker) == s.attackedSide)
                return refused("the attacker must sit on another side (R11)",
                               {.reason = SetupReason::AttackerSameSide});
            const SideSetup& t = s.sides[static_cast<std::size_t>(s.attackedSide)];
            const bool onTop =
                s.pendingHazard == Card::SpeedLimit ? t.limited : t.battleTop == s.pendingHazard;
            if (!onTop)
                return refused(
                    name(s.pendingHazard) + " must be on top of the attacked side's pile (§5)",
                    {.reason = SetupReason::HazardNotOnTop, .card = s.pendingHazard});
            if (table.sideOf(s.toMove) != s.attackedSide)
                return refused("the coup-fourré decision belongs to the attacked side (§5)",
                               {.reason = SetupReason::CoupFourreNotAttacked});
            break;
        }
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

SetupResult PositionEditor::build(const PositionSetup& s) {
    const Table& table = s.table;
    const auto refuse = [](Refused r) {
        return SetupResult{std::nullopt, std::move(r.english), r.problem};
    };
    if (Table::of(table.form).players != table.players ||
        Table::of(table.form).sides != table.sides)
        return refuse(
            refused("inconsistent table (notation)", {.reason = SetupReason::InconsistentTable}));
    if (!table.withTarget(table.target))
        return refuse(refused("the target must be a multiple of 25 up to 1000 (§2)",
                              {.reason = SetupReason::BadTarget}));
    for (int side = table.sides; side < kMaxSides; ++side) {
        const SideSetup& t = s.sides[static_cast<std::size_t>(side)];
        if (t.battleTop != Card::None || !t.distance.empty() || !t.safeties.empty() ||
            !t.buried.empty() || t.limited)
            return refuse(refused(sideName(side) + ": no such side at this table (notation)",
                                  {.reason = SetupReason::NoSuchSide, .side = side}));
    }
    if (auto error = checkCounts(s)) return refuse(*error);
    for (int side = 0; side < table.sides; ++side)
        if (auto error = checkSide(s, side)) return refuse(*error);
    for (auto check : {checkPhase, checkHandSizes})
        if (auto error = check(s)) return refuse(*error);

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
                                      name(safetyFor(s.pendingHazard)) + " for a coup-fourré (§5)",
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
