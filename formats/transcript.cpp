#include "transcript.h"

#include "card_names.h"
#include "numbers.h"

namespace bornes::formats {

namespace {

std::string name(Card c, Language lang) { return std::string(cardName(c, lang)); }
bool fr(Language lang) { return lang == Language::French; }

}  // namespace

std::string describeMove(const Position& before, Move m, const SeatNames& names, Language lang) {
    const std::string who = names.seat(before.toMove());
    const std::string card = name(m.card(), lang);
    switch (m.action()) {
        case Action::Play: return who + (fr(lang) ? " joue " : " plays ") + card;
        case Action::Attack:
            return who + (fr(lang) ? " joue " : " plays ") + card + (fr(lang) ? " sur " : " on ") + names.side(m.side());
        case Action::Discard: return who + (fr(lang) ? " défausse " : " discards ") + card;
        case Action::CoupFourre:
            return names.seat(m.seat()) + (fr(lang) ? " : « Coup fourré ! » avec " : ": coup-fourré with ") + card;
        case Action::DeclineCoupFourre: return who + (fr(lang) ? " ne fait pas coup-fourré" : " declines the coup-fourré");
        case Action::DeclareAllonge: return who + (fr(lang) ? " : « Allonge ! »" : ": allonge!");
        case Action::DeclineAllonge: return who + (fr(lang) ? " s'arrête (pas d'allonge)" : " stops (no allonge)");
    }
    return who;
}

std::string describeDraws(const Position& before, const Position& after, const SeatNames& names, Language lang) {
    const int drawn = before.pileSize() - after.pileSize();
    if (drawn <= 0) return {};
    std::string text = names.seat(after.toMove()) + (fr(lang) ? " pioche " : " draws ");
    const auto history = after.pileHistory();
    for (int i = 0; i < drawn; ++i) {
        if (i) text += ", ";
        text += name(history[static_cast<std::size_t>(before.pileSize() - 1 - i)], lang);
    }
    return text;
}

std::string describeTableau(const Position& pos, int side, const SeatNames& names, Language lang) {
    const Tableau& t = pos.tableau(side);
    std::string text = names.side(side) + ": ";
    text += t.battleTop == Card::None ? "-" : name(t.battleTop, lang);
    if (t.limited) text += fr(lang) ? ", limite" : ", limited";
    text += ", " + formatNumber(t.distance, lang) + " km";
    if (t.safeties) {
        text += fr(lang) ? ", bottes : " : ", safeties: ";
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

std::string renderTranscript(const Position& start, std::span<const Move> moves, const SeatNames& names,
                             const TranscriptOptions& options) {
    const Language lang = options.lang;
    const bool french = fr(lang);
    const Table& table = start.table();
    std::string out;
    // The card the first player drew to open the hand, if `start` comes from a deal.
    const auto history = start.pileHistory();
    const bool openedByDraw = history.size() > static_cast<std::size_t>(start.pileSize());
    const Card openingDraw = openedByDraw ? history[static_cast<std::size_t>(start.pileSize())] : Card::None;
    if (options.hands) {
        for (int seat = 0; seat < table.players; ++seat)
            out += (french ? "Main de " : "Hand of ") + names.seat(seat) + ": " +
                   describeHand(start, seat, lang, seat == start.toMove() ? openingDraw : Card::None) + "\n";
    }
    Position pos = start;
    Position before = start;
    bool first = true;
    int number = 0;
    for (Move m : moves) {
        std::string draws = first ? std::string() : describeDraws(before, pos, names, lang);
        if (first && openedByDraw)
            draws = names.seat(start.toMove()) + (french ? " pioche " : " draws ") + name(openingDraw, lang);
        first = false;
        std::string line = std::to_string(++number) + ". ";
        if (!draws.empty()) line += draws + "; ";
        line += describeMove(pos, m, names, lang);
        out += line + "\n";
        before = pos;
        pos.apply(m);
        if (options.tableaux) {
            out += "   ";
            for (int side = 0; side < table.sides; ++side)
                out += (side ? " | " : "") + describeTableau(pos, side, names, lang);
            out += "\n";
        }
    }
    if (pos.over()) {
        if (pos.winner() != kNoSide)
            out += (french ? "Manche gagnée par " : "Hand won by ") + names.side(pos.winner()) +
                   (pos.crowned() ? (french ? " (couronnement)" : " (couronnement)") : "") + "\n";
        else
            out += french ? "Manche terminée par épuisement des cartes\n" : "Hand ended: no cards left\n";
    }
    return out;
}

}  // namespace bornes::formats
