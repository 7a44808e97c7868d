// SPDX-License-Identifier: Apache-2.0
#include "notation/record.h"

namespace bornes::formats {

RecordedAction actionOf(Move m) {
    using Kind = RecordedAction::Kind;
    RecordedAction a;
    a.card = m.card();
    switch (m.action()) {
        case Action::Play:
            a.kind = Kind::Play;
            break;
        case Action::Attack:
            a.kind = Kind::Attack;
            a.side = m.side();
            break;
        case Action::Discard:
            a.kind = Kind::Discard;
            break;
        case Action::CoupFourre:
            a.kind = Kind::CoupFourre;
            a.actor = m.seat();
            break;
        case Action::DeclineCoupFourre:
            a.kind = Kind::DeclineCoupFourre, a.card = Card::None;
            break;
        case Action::DeclareAllonge:
            a.kind = Kind::DeclareAllonge, a.card = Card::None;
            break;
        case Action::DeclineAllonge:
            a.kind = Kind::DeclineAllonge, a.card = Card::None;
            break;
    }
    return a;
}

std::optional<Move> moveOf(const RecordedAction& a, int actor, int side) {
    using Kind = RecordedAction::Kind;
    switch (a.kind) {
        case Kind::Play:
            return Move::play(a.card);
        case Kind::Attack:
            return Move::attack(a.card, side);
        case Kind::Discard:
            return Move::discard(a.card);
        case Kind::CoupFourre:
            return Move::coupFourre(actor, a.card);
        case Kind::DeclineCoupFourre:
            return Move::declineCoupFourre();
        case Kind::DeclareAllonge:
            return Move::declareAllonge();
        case Kind::DeclineAllonge:
            return Move::declineAllonge();
        case Kind::TakeBack:
            break;
    }
    return std::nullopt;
}

void RecordedHand::clear() {
    *this = RecordedHand{};
}

std::string Record::seatName(int seat) const {
    const std::string& name = seats[static_cast<std::size_t>(seat)];
    if (!name.empty()) return name;
    std::string fallback(1, 'P');
    fallback += std::to_string(seat + 1);
    return fallback;
}

std::string Record::sideName(int side) const {
    std::string text;
    for (int seat = side; seat < rules.table.players; seat += rules.table.sides) {
        if (!text.empty()) text += '/';
        text += seatName(seat);
    }
    return text;
}

namespace {

bool before(SourceLocation a, SourceLocation b) {
    return a.line != b.line ? a.line < b.line : a.column <= b.column;
}

// Where an action's text starts: its turn number, its draws, or the action itself.
SourceLocation startOf(const RecordedAction& a) {
    SourceLocation start = a.where;
    for (SourceLocation s : {a.turnWhere, a.drawWhere})
        if (s.line > 0 && before(s, start)) start = s;
    return start;
}

}  // namespace

RecordPlace placeOf(const Record& record, SourceLocation where) {
    RecordPlace place;
    if (where.line <= 0) return place;
    for (std::size_t h = 0; h < record.hands.size(); ++h) {
        const SourceLocation start = record.hands[h].where;
        if (start.line > 0 && before(start, where)) place.hand = static_cast<int>(h) + 1;
    }
    if (place.hand == 0) return place;
    int turn = 0;
    for (const RecordedAction& a : record.hands[static_cast<std::size_t>(place.hand - 1)].actions) {
        if (a.turn > 0) turn = a.turn;
        const SourceLocation start = startOf(a);
        if (start.line == where.line && before(start, where)) place.turn = turn;
        if (!before(start, where)) break;
    }
    return place;
}

std::string Record::sidesText() const {
    std::string text;
    for (int side = 0; side < rules.table.sides; ++side) {
        if (side) text += "; ";
        text += sideLetter(side);
        text += ": " + sideName(side);
    }
    return text;
}

namespace {
constexpr std::string_view kGlyphs[] = {"", "!", "?", "!!", "??", "!?", "?!"};
}

std::string annotationText(int nag) {
    if (nag >= 1 && nag <= 6) return std::string(kGlyphs[nag]);
    return "$" + std::to_string(nag);
}

int annotationOf(std::string_view glyph) {
    for (int nag = 1; nag <= 6; ++nag)
        if (glyph == kGlyphs[nag]) return nag;
    return 0;
}

void Record::clear() {
    // Keep the hands' storage: a reader reuses one Record for every game of a file.
    std::vector<RecordedHand> keep = std::move(hands);
    keep.clear();
    *this = Record{};
    hands = std::move(keep);
}

}  // namespace bornes::formats
