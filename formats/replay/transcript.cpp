#include "replay/transcript.h"

#include "messages/card_names.h"
#include "messages/message.h"
#include "replay/score_sheet.h"
#include "text/numbers.h"
#include "text/text_wrap.h"

namespace bornes::formats {

namespace {

std::string name(Card c, Language lang) {
    return c == Card::Unknown ? "?" : std::string(cardName(c, lang));
}  // French sets ':' and ';' apart with a no-break space (narrow before ';'), as its printed
// score sheets and rule books do; English closes up.
std::string colon(Language lang) {
    return fr(lang) ? "\u00A0: " : ": ";
}
std::string semicolon(Language lang) {
    return fr(lang) ? "\u202F; " : "; ";
}

std::string describeAction(const Position& before, const ReplayStep& step, const SeatNames& names,
                           Language lang) {
    const Move m = step.move;
    const bool french = fr(lang);
    const std::string card = name(m.card(), lang);
    if (step.action && step.action->kind == RecordedAction::Kind::TakeBack)
        return (french ? "reprend " : "takes back ") + card +
               (french ? " et la défausse" : " and discards it");
    if (step.action && step.action->kind == RecordedAction::Kind::Attack &&
        m.action() == Action::Discard)
        return (french ? "joue " : "plays ") + card +
               (french ? " contre une botte\u00A0: la reprend et la défausse"
                       : " against a safety: takes it back and discards it");
    return describeMove(before, m, names, lang);
}

}  // namespace

std::string describeMove(const Position& before, Move m, const SeatNames& names, Language lang) {
    const bool french = fr(lang);
    const std::string card = name(m.card(), lang);
    switch (m.action()) {
        case Action::Play:
            return (french ? "joue " : "plays ") + card;
        case Action::Attack:
            return (french ? "joue " : "plays ") + card + (french ? " sur " : " on ") +
                   names.side(m.side());
        case Action::Discard:
            return (french ? "défausse " : "discards ") + card;
        case Action::CoupFourre:
            return (french ? "«\u00A0Coup fourré\u202F!\u00A0» avec " : "coup-fourré with ") + card;
        case Action::DeclineCoupFourre:
            return french ? "renonce au coup fourré" : "declines the coup-fourré";
        case Action::DeclareAllonge:
            return french ? "«\u00A0Allonge\u202F!\u00A0»" : "allonge!";
        case Action::DeclineAllonge:
            return french ? "s'arrête à " + formatNumber(before.target(), lang)
                          : "stops at " + std::to_string(before.target());
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
    if (t.limited) text += fr(lang) ? ", limité" : ", limited";
    text += ", " + formatNumber(t.distance, lang) + " km";
    if (t.safeties) {
        text += (fr(lang) ? ", bottes" : ", safeties") + colon(lang);
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

std::string describePosition(const Position& pos, const SeatNames& names, Language lang) {
    const bool french = fr(lang);
    const Table& table = pos.table();
    std::string out;
    for (int side = 0; side < table.sides; ++side) {
        out += "  " + describeTableau(pos, side, names, lang);
        if (pos.tableau(side).rolling())
            out += french ? " (roule)" : " (rolling)";
        else if (isHazard(pos.tableau(side).battleTop))
            out += french ? " (arrêté)" : " (stopped)";
        else
            out += french ? " (à l'arrêt, sans Feu vert)" : " (not rolling: no Roll)";
        out += "\n";
    }
    for (int seat = 0; seat < table.players; ++seat)
        out += (french ? "  Main " + frenchDe(names.seat(seat)) : "  Hand of " + names.seat(seat)) +
               colon(lang) + describeHand(pos, seat, lang) + "\n";
    int discards = 0;
    for (int k = 0; k < kHandKinds; ++k) discards += pos.discard()[static_cast<std::size_t>(k)];
    const int pile = pos.pileSize();
    out += (french ? "  Sabot" : "  Draw pile") + colon(lang) + std::to_string(pile) +
           (french ? (pile > 1 ? " cartes" : " carte") : (pile == 1 ? " card" : " cards")) +
           semicolon(lang) + (french ? "défausse" : "discards") + colon(lang) +
           std::to_string(discards) + "\n  ";
    switch (pos.phase()) {
        case Phase::Turn:
            out += (french ? "À jouer" : "To play") + colon(lang) + names.seat(pos.toMove());
            break;
        case Phase::CoupFourre:
            out += (french ? "Coup fourré possible pour " : "Coup-fourré possible for ") +
                   names.seat(pos.toMove()) + (french ? " contre " : " against ") +
                   name(pos.pendingHazard(), lang);
            break;
        case Phase::Allonge:
            out += french ? "Allonge\u202F? À " + names.seat(pos.toMove()) + " de décider"
                          : "Allonge? Decision of " + names.seat(pos.toMove());
            break;
        case Phase::Over:
            out += pos.winner() != kNoSide
                       ? (french ? "Manche gagnée par " : "Hand won by ") + names.side(pos.winner())
                       : std::string(french ? "Manche terminée" : "Hand over");
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
    const bool french = fr(options_.lang);
    const Table& table = start.table();
    out_ << "\n" << (french ? "Manche " : "Hand ") << hand + 1;
    if (!options_.steps) return out_ << "\n", void();
    const auto history = start.pileHistory();
    const bool dealt = history.size() > static_cast<std::size_t>(start.pileSize());
    if (dealt)
        out_ << (french ? " — donneur " : " — dealer ")
             << names_.seat((start.toMove() + table.players - 1) % table.players);
    out_ << "\n";
    if (!record.openingComment.empty()) print("  {" + oneLine(record.openingComment) + "}", 3);
    if (!dealt) {  // a hand that starts from a position
        out_ << describePosition(start, names_, options_.lang);
        return;
    }
    for (int seat = 0; seat < table.players; ++seat) {
        // As dealt: the first player's opening draw is told with the first decision.
        const Card opening = seat == start.toMove()
                                 ? history[static_cast<std::size_t>(start.pileSize())]
                                 : Card::None;
        print(
            (french ? "  Main " + frenchDe(names_.seat(seat)) : "  Hand of " + names_.seat(seat)) +
                colon(options_.lang) + describeHand(start, seat, options_.lang, opening),
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
    const bool french = fr(options_.lang);
    std::string line =
        step.turn != lastTurn_ ? std::to_string(step.turn) + ". " : std::string("    ");
    while (line.size() < 5) line += ' ';
    lastTurn_ = step.turn;
    line += names_.seat(step.seat) + " ";
    if (step.drawCount > 0) {
        line += french ? "pioche " : "draws ";
        for (int i = 0; i < step.drawCount; ++i)
            line += (i ? ", " : "") + name(step.draws[static_cast<std::size_t>(i)], options_.lang);
        line += semicolon(options_.lang);
    }
    line += describeAction(before, step, names_, options_.lang);
    if (!step.action) line += french ? " (implicite)" : " (implied)";
    if (step.irregular) line += french ? " (irrégularité, §10)" : " (irregular, §10)";
    // An annotation is set apart from the card it follows: French with a narrow no-break
    // space, as before any '!' or '?'; English closes up the six classic ones ("200!?").
    if (step.action && step.action->nag)
        line += (step.action->nag > 6 ? " "
                 : french             ? "\u202F"
                                      : "") +
                annotationText(step.action->nag);
    if (step.action && !step.action->comment.empty())
        line += " {" + oneLine(step.action->comment) + "}";
    print(line, 7);
    if (options_.tableaux) {
        // The sides on one line when it fits, else one line each.
        std::string joined = "     ";
        for (int side = 0; side < after.table().sides; ++side)
            joined += (side ? " | " : "") + describeTableau(after, side, names_, options_.lang);
        if (!options_.width || displayWidth(joined) <= options_.width)
            out_ << joined << "\n";
        else
            for (int side = 0; side < after.table().sides; ++side)
                print("     " + describeTableau(after, side, names_, options_.lang), 9);
    }
    if (options_.hands)
        for (int seat = 0; seat < after.table().players; ++seat)
            print("     " + names_.seat(seat) + colon(options_.lang) +
                      describeHand(after, seat, options_.lang),
                  9);
}

void Transcript::handEnded(int, const Position& end, const HandScore& score, const Game& game) {
    if (!shown_ || options_.turn >= 0) return;
    const bool french = fr(options_.lang);
    if (end.winner() != kNoSide)
        out_ << (french ? "Manche gagnée par " : "Hand won by ") << names_.side(end.winner())
             << (end.crowned() ? " (couronnement)" : "") << "\n";
    else
        out_ << (french ? "Manche terminée par épuisement des cartes\n"
                        : "Hand over: no cards left\n");
    out_ << renderScoreSheet(score, names_, options_.lang)
         << renderGameScore(game, names_, options_.lang) << "\n";
}

}  // namespace bornes::formats
