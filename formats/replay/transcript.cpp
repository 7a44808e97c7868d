// SPDX-License-Identifier: Apache-2.0
#include "replay/transcript.h"

#include "messages/card_names.h"
#include "messages/words.h"
#include "replay/score_sheet.h"
#include "text/numbers.h"
#include "text/text_wrap.h"

namespace bornes::formats {

namespace {

std::string name(Card c, Language lang) {
    return c == Card::Unknown ? "?" : std::string(cardName(c, lang));
}

// French sets ':' and ';' apart with a no-break space (narrow before ';'), as its printed
// score sheets and rule books do; English closes up (words.def writes both).
std::string colon(Language lang) {
    return word(WordId::Colon, lang);
}
std::string semicolon(Language lang) {
    return word(WordId::Semicolon, lang);
}

std::string describeAction(const Position& before, const ReplayStep& step, const SeatNames& names,
                           Language lang) {
    const Move m = step.move;
    const std::string card = name(m.card(), lang);
    if (step.action && step.action->kind == RecordedAction::Kind::TakeBack)
        return say(WordId::TranscriptTakesBack, lang, card);
    if (step.action && step.action->kind == RecordedAction::Kind::Attack &&
        m.action() == Action::Discard)
        return say(WordId::TranscriptAttacksSafety, lang, card);
    return describeMove(before, m, names, lang);
}

}  // namespace

std::string describeMove(const Position& before, Move m, const SeatNames& names, Language lang) {
    const std::string card = name(m.card(), lang);
    switch (m.action()) {
        case Action::Play:
            return say(WordId::TranscriptPlays, lang, card);
        case Action::Attack:
            return say(WordId::TranscriptPlaysOn, lang, card, names.side(m.side()));
        case Action::Discard:
            return say(WordId::TranscriptDiscards, lang, card);
        case Action::CoupFourre:
            return say(WordId::TranscriptCoupFourre, lang, card);
        case Action::DeclineCoupFourre:
            return word(WordId::TranscriptDeclinesCoupFourre, lang);
        case Action::DeclareAllonge:
            return word(WordId::TranscriptAllonge, lang);
        case Action::DeclineAllonge:
            // The target as the score sheets write it: "1 000" in French, "1000" in English.
            return say(WordId::TranscriptStopsAt, lang, before.target());
    }
    return {};
}

SeatNames seatNamesOf(const Record& record) {
    std::array<std::string, kMaxPlayers> names;
    for (int seat = 0; seat < kMaxPlayers; ++seat)
        names[static_cast<std::size_t>(seat)] = record.seatName(seat);
    return SeatNames(record.rules.table, names);
}

std::string describeTableau(const Position& pos, int side, const SeatNames& names, Language lang) {
    const Tableau& t = pos.tableau(side);
    std::string text = names.side(side) + colon(lang);
    text += t.battleTop == Card::None ? "-" : name(t.battleTop, lang);
    if (t.limited) text += word(WordId::TableauLimited, lang);
    text += ", " + say(WordId::Kilometres, lang, formatNumber(t.distance, lang));
    if (t.safeties) {
        text += word(WordId::TableauSafeties, lang) + colon(lang);
        bool first = true;
        for (Card s = Card::RightOfWay; s <= Card::DrivingAce; s = cardAt(index(s) + 1)) {
            if (!t.has(s)) continue;
            if (!first) text += ", ";
            first = false;
            text += name(s, lang);
            if (t.hasCoupFourre(s)) text += "*";
        }
    }
    return text;
}

std::string describeHand(const Position& pos, int seat, Language lang, Card except) {
    std::string text;
    for (int k = 0; k < kHandKinds; ++k)
        for (int n = cardAt(k) == except ? 1 : 0; n < pos.hand(seat).count(cardAt(k)); ++n) {
            if (!text.empty()) text += ", ";
            text += name(cardAt(k), lang);
        }
    return text.empty() ? "-" : text;
}

std::string groupedHand(const Position& pos, int seat, Language lang) {
    std::string text;
    for (int k = 0; k < kHandKinds; ++k) {
        const int n = pos.hand(seat).count(cardAt(k));
        if (n == 0) continue;
        if (!text.empty()) text += ", ";
        text += name(cardAt(k), lang);
        if (n > 1) text += " ×" + std::to_string(n);
    }
    return text.empty() ? "-" : text;
}

std::string describePosition(const Position& pos, const SeatNames& names, Language lang) {
    const Table& table = pos.table();
    std::string out;
    for (int side = 0; side < table.sides; ++side) {
        out += "  " + describeTableau(pos, side, names, lang);
        if (pos.tableau(side).rolling())
            out += word(WordId::Rolling, lang);
        else if (isHazard(pos.tableau(side).battleTop))
            out += word(WordId::Stopped, lang);
        else
            out += word(WordId::NotRolling, lang);
        out += "\n";
    }
    for (int seat = 0; seat < table.players; ++seat)
        out += "  " + say(WordId::HandOf, lang, names.seat(seat)) + colon(lang) +
               groupedHand(pos, seat, lang) + "\n";
    int discards = 0;
    for (int k = 0; k < kHandKinds; ++k) discards += pos.discard()[static_cast<std::size_t>(k)];
    // Counts of cards, at most a deck's 106: never as many as French groups ("1 000").
    out += "  " + say(WordId::TranscriptPiles, lang, pos.pileSize(), discards) + "\n  ";
    const std::string toMove = names.seat(pos.toMove());
    switch (pos.phase()) {
        case Phase::Turn:
            out += say(WordId::TranscriptToPlay, lang, toMove);
            break;
        case Phase::CoupFourre:
            out += say(WordId::TranscriptCoupFourrePossible, lang, toMove,
                       name(pos.pendingHazard(), lang));
            break;
        case Phase::Allonge:
            out += say(WordId::TranscriptAllongeDecision, lang, toMove);
            break;
        case Phase::Over:
            out += pos.winner() != kNoSide ? say(WordId::HandWonBy, lang, names.side(pos.winner()))
                                           : std::string(word(WordId::HandOver, lang));
            break;
    }
    return out + "\n";
}

Transcript::Transcript(std::ostream& out, const Record& record, TranscriptOptions options)
    : out_(out), names_(seatNamesOf(record)), options_(options) {}

void Transcript::print(const std::string& line, std::size_t indent) {
    out_ << (options_.width ? wrapLine(line, options_.width, indent) : line + "\n");
}

void Transcript::handStarted(int hand, const Position& start, const RecordedHand& record) {
    lastTurn_ = 0;
    shown_ = options_.hand < 0 || options_.hand == hand;
    if (!shown_ || options_.turn > 0) return;
    const Language lang = options_.lang;
    const Table& table = start.table();
    // The hand's number as a text, in plain digits as the turns are numbered.
    out_ << "\n" << say(WordId::HandNumber, lang, std::to_string(hand + 1));
    if (!options_.steps) return out_ << "\n", void();
    const auto history = start.pileHistory();
    const bool dealt = history.size() > static_cast<std::size_t>(start.pileSize());
    if (dealt)
        out_ << say(WordId::TranscriptDealer, lang,
                    names_.seat((start.toMove() + table.players - 1) % table.players));
    out_ << "\n";
    if (!record.openingComment.empty()) print("  {" + oneLine(record.openingComment) + "}", 3);
    if (!dealt) {  // a hand that starts from a position
        out_ << describePosition(start, names_, lang);
        return;
    }
    for (int seat = 0; seat < table.players; ++seat) {
        // As dealt: the first player's opening draw is told with the first decision.
        const Card opening = seat == start.toMove()
                                 ? history[static_cast<std::size_t>(start.pileSize())]
                                 : Card::None;
        print("  " + say(WordId::HandOf, lang, names_.seat(seat)) + colon(lang) +
                  describeHand(start, seat, lang, opening),
              4);
    }
}

void Transcript::stepped(const ReplayStep& step, const Position& before, const Position& after) {
    if (!options_.steps || !shown_ || (options_.turn >= 0 && step.turn != options_.turn)) return;
    // A coup-fourré window that opened only because hidden cards might hold the safety says
    // nothing to a reader: its implied decline is not told.
    if (!step.action && step.move == Move::declineCoupFourre() &&
        before.hand(step.seat).count(safetyFor(before.pendingHazard())) == 0)
        return;
    const Language lang = options_.lang;
    std::string line =
        step.turn != lastTurn_ ? std::to_string(step.turn) + ". " : std::string("    ");
    while (line.size() < 5) line += ' ';
    lastTurn_ = step.turn;
    line += names_.seat(step.seat) + " ";
    if (step.drawCount > 0) {
        std::string draws;
        for (int i = 0; i < step.drawCount; ++i)
            draws += (i ? ", " : "") + name(step.draws[static_cast<std::size_t>(i)], lang);
        line += say(WordId::TranscriptDraws, lang, draws) + semicolon(lang);
    }
    line += describeAction(before, step, names_, lang);
    if (!step.action) line += word(WordId::TranscriptImplied, lang);
    if (step.irregular) line += word(WordId::TranscriptIrregular, lang);
    // An annotation is set apart from the card it follows: the six classic ones ("200!?") as
    // each language sets a '!' or '?', the others after a space.
    if (step.action && step.action->nag)
        line += step.action->nag > 6 ? " " + annotationText(step.action->nag)
                                     : say(WordId::TranscriptClassicAnnotation, lang,
                                           annotationText(step.action->nag));
    if (step.action && !step.action->comment.empty())
        line += " {" + oneLine(step.action->comment) + "}";
    print(line, 7);
    if (options_.tableaux) {
        // The sides on one line when it fits, else one line each.
        std::string joined = "     ";
        for (int side = 0; side < after.table().sides; ++side)
            joined += (side ? " | " : "") + describeTableau(after, side, names_, lang);
        if (!options_.width || displayWidth(joined) <= options_.width)
            out_ << joined << "\n";
        else
            for (int side = 0; side < after.table().sides; ++side)
                print("     " + describeTableau(after, side, names_, lang), 9);
    }
    if (options_.hands)
        for (int seat = 0; seat < after.table().players; ++seat)
            print("     " + names_.seat(seat) + colon(lang) + describeHand(after, seat, lang), 9);
}

void Transcript::handEnded(int, const Position& end, const HandScore& score, const Game& game) {
    if (!shown_ || options_.turn >= 0) return;
    const Language lang = options_.lang;
    if (end.winner() != kNoSide)
        out_ << say(WordId::HandWonBy, lang, names_.side(end.winner()))
             << (end.crowned() ? word(WordId::Crowned, lang) : "") << "\n";
    else
        out_ << word(WordId::HandOverNoCardsLeft, lang) << "\n";
    out_ << renderScoreSheet(score, names_, lang) << renderGameScore(game, names_, lang) << "\n";
}

}  // namespace bornes::formats
