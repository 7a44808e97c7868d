// SPDX-License-Identifier: Apache-2.0
#include "engine/rules.h"

namespace bornes {

std::uint32_t playableOnOwnSide(const Position& pos, int side) {
    return playableOnOwnSide(pos.tableau(side), pos.target());
}

std::uint32_t attackableOn(const Position& pos, int side) {
    return attackableOn(pos.tableau(side));
}

bool isLegal(const Position& pos, Move m) {
    const Card c = m.card();
    switch (pos.phase()) {
        case Phase::Turn: {
            if (!isReal(c) || !pos.mayHold(pos.toMove(), c)) return false;
            const int side = pos.sideToMove();
            switch (m.action()) {
                case Action::Discard:
                    return true;
                case Action::Play:
                    return playableOnOwnSide(pos, side) & bit(c);
                case Action::Attack:
                    return m.side() < pos.table().sides && m.side() != side &&
                           (attackableOn(pos, m.side()) & bit(c));
                default:
                    return false;
            }
        }
        case Phase::CoupFourre:
            if (m.action() == Action::DeclineCoupFourre) return true;
            return m.action() == Action::CoupFourre && m.seat() < pos.table().players &&
                   pos.table().sideOf(m.seat()) == pos.attackedSide() &&
                   c == safetyFor(pos.pendingHazard()) && pos.mayHold(m.seat(), c);
        case Phase::Allonge:
            return m.action() == Action::DeclareAllonge || m.action() == Action::DeclineAllonge;
        case Phase::Over:
            return false;
    }
    return false;
}

std::string_view ruleOf(Violation v) {
    switch (v) {
        case Violation::HandOver:
            return "§6";
        case Violation::WrongDecision:
            return "§3";
        case Violation::NotInHand:
            return "§3";
        case Violation::AllAccountedFor:
            return "§1";
        case Violation::NoSuchSide:
            return "§2";
        case Violation::HazardOnOwnSide:
            return "R11";
        case Violation::NotAHazard:
            return "§3";
        case Violation::CoupFourreWrongSide:
        case Violation::CoupFourreWrongCard:
            return "§5";
        default:
            return "§4";
    }
}

namespace {

std::string name(Card c) {
    return std::string(englishName(c));
}

// The reason's data, beside the English sentence.
struct Detail {
    RefusalReason reason;
    Card shown = Card::None;
    int number = 0, limit = 0;
};

std::optional<Refusal> refuse(Violation v, Card c, const std::string& why, Detail d) {
    std::string text = c == Card::None ? why : name(c) + ": " + why;
    return Refusal{
        v, text + " (" + std::string(ruleOf(v)) + ")", d.reason, c, d.shown, d.number, d.limit};
}

std::string pendingDecision(const Position& pos) {
    switch (pos.phase()) {
        case Phase::CoupFourre:
            return "the attacked side must first take or decline the coup-fourré against " +
                   name(pos.pendingHazard());
        case Phase::Allonge:
            return "the allonge decision is pending";
        default:
            return "it is a player's turn to play a card";
    }
}

Detail pendingDetail(const Position& pos) {
    switch (pos.phase()) {
        case Phase::CoupFourre:
            return {RefusalReason::PendingCoupFourre, pos.pendingHazard()};
        case Phase::Allonge:
            return {RefusalReason::PendingAllonge};
        default:
            return {RefusalReason::NoDecisionPending};
    }
}

std::optional<Refusal> whyNotOwn(const Position& pos, Card c) {
    const int side = pos.sideToMove();
    const Tableau& t = pos.tableau(side);
    const Card top = t.battleTop;
    if (isHazard(c))
        return refuse(Violation::HazardOnOwnTable, c,
                      "a hazard is played on an opponent, never on your own side",
                      {RefusalReason::HazardOnOwnTable});
    if (c == Card::Roll) {
        if (top == Card::Roll)
            return refuse(Violation::RollOnRoll, c, "your battle pile already shows Roll",
                          {RefusalReason::RollOnRoll});
        return refuse(Violation::RollOnHazard, c,
                      "your battle pile shows " + name(top) + ": cover it with " +
                          name(remedyFor(top)) + " first",
                      {RefusalReason::RollOnHazard, top});
    }
    if (c == Card::EndOfLimit)
        return refuse(Violation::NotLimited, c, "your speed pile shows no Speed Limit",
                      {RefusalReason::EndNotLimited});
    if (isRemedy(c)) {
        const std::string shows = top == Card::None ? "nothing" : name(top);
        return refuse(
            Violation::RemedyMismatch, c,
            "it goes only on " + name(hazardCoveredBy(c)) + " and your battle pile shows " + shows,
            {RefusalReason::RemedyMismatch, top});
    }
    // A distance card (safeties are always playable).
    if (!t.rolling()) {
        if (isHazard(top))
            return refuse(Violation::DistanceNotRolling, c, "your side is stopped by " + name(top),
                          {RefusalReason::DistanceStopped, top});
        if (top == Card::None)
            return refuse(Violation::DistanceNotRolling, c,
                          "your side has not opened: play Roll first",
                          {RefusalReason::DistanceNotOpened});
        return refuse(Violation::DistanceNotRolling, c,
                      "your battle pile shows " + name(top) + ": play Roll first",
                      {RefusalReason::DistanceNeedsRoll, top});
    }
    if (t.limited && kilometres(c) > 50)
        return refuse(Violation::DistanceLimited, c,
                      "under a Speed Limit only 25 and 50 may be played",
                      {RefusalReason::DistanceLimited});
    if (c == Card::D200 && t.twoHundreds() >= 2)
        return refuse(Violation::ThirdTwoHundred, c, "your side already has two 200s on the table",
                      {RefusalReason::ThirdTwoHundred});
    return refuse(Violation::PastTarget, c,
                  std::to_string(t.distance) + " + " + std::to_string(kilometres(c)) +
                      " would pass the target of " + std::to_string(pos.target()),
                  {RefusalReason::PastTarget, Card::None, t.distance, pos.target()});
}

std::optional<Refusal> whyNotAttack(const Position& pos, Card c, int target) {
    const Tableau& t = pos.tableau(target);
    if (t.has(safetyFor(c)))
        return refuse(Violation::ProtectedBySafety, c,
                      name(safetyFor(c)) + " is on that side's table",
                      {RefusalReason::ProtectedBySafety, safetyFor(c)});
    if (c == Card::SpeedLimit)
        return refuse(Violation::AlreadyLimited, c,
                      "that side's speed pile already shows a Speed Limit",
                      {RefusalReason::AlreadyLimited});
    if (isHazard(t.battleTop))
        return refuse(Violation::HazardOnHazard, c,
                      "that side's battle pile shows " + name(t.battleTop) +
                          ", and a hazard never goes on a hazard",
                      {RefusalReason::HazardOnHazard, t.battleTop});
    const std::string shows = t.battleTop == Card::None
                                  ? "it has not opened"
                                  : "its battle pile shows " + name(t.battleTop);
    return refuse(Violation::NotRolling, c, "that side is not rolling (" + shows + ")",
                  {RefusalReason::NotRolling, t.battleTop});
}

std::optional<Refusal> whyNotHeld(const Position& pos, int seat, Card c) {
    if (pos.hand(seat).count(Card::Unknown) > 0)
        return refuse(Violation::AllAccountedFor, c,
                      "every " + name(c) + " of the " + std::to_string(pos.table().deckSize()) +
                          "-card deck is already accounted for",
                      {RefusalReason::AllAccountedFor, Card::None, pos.table().deckSize()});
    (void)seat;
    return refuse(Violation::NotInHand, c, "the player does not hold it", {RefusalReason::NotHeld});
}

}  // namespace

std::optional<Refusal> whyIllegal(const Position& pos, Move m) {
    if (isLegal(pos, m)) return std::nullopt;
    const Card c = m.card();
    switch (pos.phase()) {
        case Phase::Over:
            return refuse(Violation::HandOver, Card::None, "the hand is over",
                          {RefusalReason::HandOver});
        case Phase::Turn: {
            if (!m.usesCard() || m.action() == Action::CoupFourre)
                return refuse(
                    Violation::WrongDecision, Card::None,
                    m.action() == Action::CoupFourre
                        ? "no coup-fourré now: no hazard was just played"
                        : "no allonge or coup-fourré decision is pending: " + pendingDecision(pos),
                    {m.action() == Action::CoupFourre ? RefusalReason::NoCoupFourreNow
                                                      : RefusalReason::NoDecisionPending});
            if (!isReal(c))
                return refuse(Violation::NotInHand, Card::None, "an unknown card cannot be played",
                              {RefusalReason::UnknownCard});
            if (!pos.mayHold(pos.toMove(), c)) return whyNotHeld(pos, pos.toMove(), c);
            if (m.action() == Action::Play) return whyNotOwn(pos, c);
            // Attack
            if (m.side() >= pos.table().sides)
                return refuse(Violation::NoSuchSide, c,
                              "there is no side " + std::to_string(m.side() + 1),
                              {RefusalReason::NoSuchSide, Card::None, m.side() + 1});
            if (!isHazard(c))
                return refuse(Violation::NotAHazard, c,
                              "only a hazard may be played on an opponent's side",
                              {RefusalReason::NotAHazard});
            if (m.side() == pos.sideToMove())
                return refuse(Violation::HazardOnOwnSide, c, "hazards go only to opposing sides",
                              {RefusalReason::HazardOnOwnSide});
            return whyNotAttack(pos, c, m.side());
        }
        case Phase::CoupFourre: {
            if (m.action() != Action::CoupFourre)
                return refuse(Violation::WrongDecision, Card::None, pendingDecision(pos),
                              pendingDetail(pos));
            if (m.seat() >= pos.table().players ||
                pos.table().sideOf(m.seat()) != pos.attackedSide())
                return refuse(Violation::CoupFourreWrongSide, c,
                              "only a player of the attacked side may lay a coup-fourré",
                              {RefusalReason::CoupFourreWrongSide});
            if (c != safetyFor(pos.pendingHazard()))
                return refuse(Violation::CoupFourreWrongCard, c,
                              "a coup-fourré against " + name(pos.pendingHazard()) + " needs " +
                                  name(safetyFor(pos.pendingHazard())),
                              {RefusalReason::CoupFourreWrongCard, pos.pendingHazard()});
            return whyNotHeld(pos, m.seat(), c);
        }
        case Phase::Allonge:
            return refuse(Violation::WrongDecision, Card::None, pendingDecision(pos),
                          pendingDetail(pos));
    }
    return std::nullopt;
}

}  // namespace bornes
