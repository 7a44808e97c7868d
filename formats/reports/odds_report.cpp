#include "reports/odds_report.h"

#include <algorithm>

#include "messages/message.h"
#include "notation/record_writer.h"
#include "replay/transcript.h"
#include "text/numbers.h"
#include "text/text_wrap.h"

namespace bornes::formats {

namespace {

// "62.5 %", "62,5 %" (a no-break space before % in French, a plain one in English).
std::string percent(double fraction, Language lang) {
    return formatDecimal(100 * fraction, 1, lang) + (fr(lang) ? "\u00A0%" : " %");
}

// A yes/no question's odds as a percentage; a score's mean in points, signed.
std::string valueText(const OddsReport& r, double value, Language lang) {
    if (r.puzzle.query.boolean()) return percent(value, lang);
    return (value > 0.05 ? "+" : "") + formatDecimal(value, 1, lang);
}

// A count: French groups thousands ("1 000"); English writes plain digits.
std::string countText(int n, Language lang) {
    return fr(lang) ? formatNumber(n, lang) : std::to_string(n);
}

// A count and its noun, as the language writes it: French puts 0 and 1 in the singular
// ("0 donne résolue"), English only 1; French groups thousands ("1 000 donnes").
std::string plural(int n, Language lang, const char* one, const char* many) {
    const bool singular = fr(lang) ? n == 0 || n == 1 : n == 1;
    return countText(n, lang) + " " + (singular ? one : many);
}

// The interval's ends: the value itself when nothing is hidden (one deal, exact).
double lowOf(const OddsReport& r, const MoveOdds& m) {
    return r.hidden == 0 ? m.mean() : m.low(r.puzzle.query.boolean());
}
double highOf(const OddsReport& r, const MoveOdds& m) {
    return r.hidden == 0 ? m.mean() : m.high(r.puzzle.query.boolean());
}

// What is hidden and how the deals went: "Hidden cards: 4 (2 in the draw pile); 100 deals
// drawn (seed 1), 100 solved within the limits", and the deals left out or not solved.
void writeHiddenCards(std::ostream& out, const OddsReport& r, Language lang) {
    const Odds& o = r.odds;
    const bool french = fr(lang);
    if (r.hidden == 0) {
        out << (french ? "Aucune carte cachée\u00A0: les valeurs sont exactes."
                       : "No card is hidden: the values are exact.")
            << "\n";
    } else {
        const int consistent = o.samples - o.inconsistent;
        out << (french ? "Cartes cachées\u00A0: " : "Hidden cards: ") << r.hidden;
        if (r.hiddenInPile)
            out << (french ? " (dont " : " (") << r.hiddenInPile
                << (french ? " dans le sabot)" : " in the draw pile)");
        out << (french ? "\u202F; " : "; ")
            << (french ? plural(o.samples, lang, "donne tirée", "donnes tirées")
                       : plural(o.samples, lang, "deal drawn", "deals drawn"))
            << (french ? " (graine " : " (seed ") << r.seed << "), "
            << (french ? plural(o.solved, lang, "résolue", "résolues")
                       : std::to_string(o.solved) + " solved")
            << (french ? " dans les limites" : " within the limits") << "\n";
        if (o.inconsistent)
            out << (french
                        ? "  " + plural(o.inconsistent, lang, "tirage écarté", "tirages écartés") +
                              "\u00A0: le joueur n'y tenait pas la botte du coup fourré"
                        : "  " + plural(o.inconsistent, lang, "draw", "draws") +
                              " left out: the player did not hold the coup-fourré safety")
                << "\n";
        if (o.samples < o.requested) {
            const char* option = o.limitHit == "nodes" ? "--max-nodes" : "--time-limit";
            out << (french ? "  tirage arrêté après " + plural(o.samples, lang, "donne", "donnes") +
                                 " sur " + std::to_string(o.requested) + "\u00A0: " + option +
                                 " borne tout le problème"
                           : "  drawing stopped after " + std::to_string(o.samples) + " of " +
                                 std::to_string(o.requested) + " deals: " + option +
                                 " bounds the whole puzzle")
                << "\n";
        }
        if (o.solved < consistent)
            out << (french ? "  " + plural(consistent - o.solved, lang,
                                           "donne non résolue dans les limites, jamais comptée",
                                           "donnes non résolues dans les limites, jamais comptées")
                           : "  " + plural(consistent - o.solved, lang, "deal", "deals") +
                                 " not solved within the limits, never counted")
                << "\n";
    }
}

}  // namespace

std::vector<MoveOdds> movesBestFirst(const OddsReport& r) {
    std::vector<MoveOdds> moves = r.odds.moves;
    const Position& pos = r.puzzle.position;
    const bool ours = !pos.over() && pos.sideToMove() == r.puzzle.query.side;
    std::stable_sort(moves.begin(), moves.end(), [&](const MoveOdds& a, const MoveOdds& b) {
        if ((a.deals == 0) != (b.deals == 0)) return b.deals == 0;  // unsolved moves last
        return ours ? a.mean() > b.mean() : a.mean() < b.mean();
    });
    return moves;
}

void writeOddsText(std::ostream& out, const OddsReport& r, Language lang, bool stats) {
    const SolvedPuzzle& p = r.puzzle;
    const Odds& o = r.odds;
    const bool french = fr(lang);
    const bool yesNo = p.query.boolean();
    if (const std::string t = puzzleTitle(p, lang); !t.empty()) out << t << "\n";
    out << describePosition(p.position, p.names, lang);
    out << (french ? "Question\u00A0: " : "Question: ") << questionWords(p, lang) << "\n";
    writeHiddenCards(out, r, lang);
    if (p.position.over()) return;
    const std::string side(1, static_cast<char>('A' + p.query.side));
    const std::string who = p.names.seat(p.position.toMove());
    out << (french ? "Coups " + frenchDe(who) + " (" +
                         (yesNo ? "chances d'y arriver" : "écart moyen pour le camp " + side) +
                         ", le meilleur d'abord)\u00A0:"
                   : "Moves of " + who + " (" +
                         (yesNo ? "odds of getting there" : "mean difference for side " + side) +
                         ", best first):")
        << "\n";
    // The analyst may not see the decider's own cards (a record's hidden draws): a move is
    // then counted only over the deals that give it.
    if (const int own = p.position.hand(p.position.toMove()).count(Card::Unknown))
        out << (french ? "  La main " + frenchDe(who) + " a " +
                             plural(own, lang, "carte cachée", "cartes cachées") +
                             "\u00A0: chaque coup ne compte que les donnes où " + who + " le tient."
                       : "  The hand of " + who + " holds " +
                             plural(own, lang, "hidden card", "hidden cards") +
                             ": each move counts only the deals in which " + who + " holds it.")
            << "\n";
    const std::vector<MoveOdds> moves = movesBestFirst(r);
    std::size_t width = 0;
    for (const MoveOdds& m : moves)
        width = std::max(width, displayWidth(moveLabel(p, m.move, lang)));
    const std::string valueHead =
        yesNo ? (french ? "chances" : "odds") : (french ? "écart" : "mean");
    const std::string intervalHead = french ? "intervalle à 95\u00A0%" : "95 % interval";
    out << "  " << padded("", width) << "  " << padded(valueHead, 8, true) << "  "
        << padded(intervalHead, 19) << "  " << padded(french ? "donnes" : "deals", 6, true) << "\n";
    for (const MoveOdds& m : moves) {
        out << "  " << padded(moveLabel(p, m.move, lang), width) << "  ";
        if (m.deals == 0) {
            out << padded(french ? "inconnu" : "unknown", 8, true) << "  " << padded("", 19);
        } else {
            out << padded(valueText(r, m.mean(), lang), 8, true) << "  "
                << padded(r.hidden == 0 ? std::string(french ? "exacte" : "exact")
                                        : valueText(r, lowOf(r, m), lang) + " – " +
                                              valueText(r, highOf(r, m), lang),
                          19);
        }
        out << "  " << padded(countText(m.deals, lang), 6, true) << "\n";
    }
    if (moves.empty())
        out << (french ? "  aucun : aucune donne résolue dans les limites"
                       : "  none: no deal solved within the limits")
            << "\n";
    if (r.hidden > 0)
        out << wrapLine(french ? "Monte-Carlo à information parfaite\u00A0: chaque donne est "
                                 "résolue cartes sur table, comme si les cartes cachées se "
                                 "montraient juste après ce coup (fusion des stratégies, "
                                 "bornes-solve(1))."
                               : "Perfect-Information Monte Carlo: each deal is solved with "
                                 "every card seen, as if the hidden cards showed right after "
                                 "this move (strategy fusion, bornes-solve(1)).",
                        terminalWidth(), 0);
    if (stats)
        out << (french ? "Recherche\u00A0: " : "Search: ") << searchStatsLine(o.stats, lang)
            << "\n";
}

JsonOddsReport::JsonOddsReport(std::ostream& out, JsonLayout layout) : json_(out), layout_(layout) {
    if (layout_ == JsonLayout::Lines) return;
    json_->StartObject();
    json_.header(kOddsFormat);
    json_.key("puzzles"), json_->StartArray();
}

void JsonOddsReport::puzzle(const OddsReport& r, bool stats) {
    JsonWriter& j = json_;
    const SolvedPuzzle& p = r.puzzle;
    const Odds& o = r.odds;
    j->StartObject();
    if (layout_ == JsonLayout::Lines) j.header(kOddsFormat, "puzzle");
    writePuzzleHead(j, p);
    j.key("hidden"), j->Int(r.hidden);
    j.key("hiddenInPile"), j->Int(r.hiddenInPile);
    j.key("hiddenInDecidersHand");
    if (p.position.over())
        j->Null();
    else
        j->Int(p.position.hand(p.position.toMove()).count(Card::Unknown));
    j.key("seed"), j->Uint64(r.seed);
    j.key("requested"), j->Int(o.requested);
    j.key("samples"), j->Int(o.samples);
    j.key("inconsistent"), j->Int(o.inconsistent);
    j.key("solved"), j->Int(o.solved);
    j.key("limit");
    if (o.limitHit.empty())
        j->Null();
    else
        j.string(o.limitHit);
    j.key("moves"), j->StartArray();
    for (const MoveOdds& m : movesBestFirst(r)) {
        j->StartObject();
        j.key("move"), j.string(moveWord(m.move));
        j.key("deals"), j->Int(m.deals);
        for (const char* key : {"mean", "low", "high"}) {
            j.key(key);
            if (m.deals == 0)
                j->Null();
            else
                j->Double(key[0] == 'm' ? m.mean() : key[0] == 'l' ? lowOf(r, m) : highOf(r, m));
        }
        j->EndObject();
    }
    j->EndArray();
    j.key("stats");
    if (stats)
        writeSearchStats(j, o.stats);
    else
        j->Null();
    j->EndObject();
    if (layout_ == JsonLayout::Lines) j.endLine();
}

void JsonOddsReport::finish() {
    if (layout_ == JsonLayout::Lines) return;
    json_->EndArray();
    json_->EndObject();
}

}  // namespace bornes::formats
