// SPDX-License-Identifier: Apache-2.0
#include "bornes-solve/odds_report.h"

#include <algorithm>

#include "messages/message.h"
#include "messages/words.h"
#include "notation/record_writer.h"
#include "replay/transcript.h"
#include "text/numbers.h"
#include "text/text_wrap.h"

namespace bornes::formats {

namespace {

// A yes/no question's odds as a percentage; a score's mean in points, signed.
std::string valueText(const OddsReport& r, double value, Language lang) {
    if (r.puzzle.query.boolean()) return percentText(value, 1, lang);
    return (value > 0.05 ? "+" : "") + formatDecimal(value, 1, lang);
}

// A count: French groups thousands ("1 000"); English writes plain digits.
std::string countText(int n, Language lang) {
    return fr(lang) ? formatNumber(n, lang) : std::to_string(n);
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
    if (r.hidden == 0) {
        out << word(WordId::OddsNothingHidden, lang) << "\n";
    } else {
        // The deals counted as say() counts: grouped in French ("1 000"), plain in English;
        // 0 and 1 in the French singular, only 1 in the English. The hidden cards, the seed
        // and the deals asked for in plain digits, as the command line writes them.
        const int consistent = o.samples - o.inconsistent;
        out << say(WordId::OddsHiddenCards, lang, std::to_string(r.hidden));
        if (r.hiddenInPile)
            out << say(WordId::OddsHiddenInPile, lang, std::to_string(r.hiddenInPile));
        out << word(WordId::Semicolon, lang)
            << say(WordId::OddsDealsDrawn, lang, o.samples, std::to_string(r.seed), o.solved)
            << "\n";
        if (o.inconsistent)
            out << "  " << say(WordId::OddsDrawsLeftOut, lang, o.inconsistent) << "\n";
        if (o.samples < o.requested) {
            const char* option = o.limitHit == "nodes" ? "--max-nodes" : "--time-limit";
            out << "  "
                << say(WordId::OddsDrawingStopped, lang, o.samples, std::to_string(o.requested),
                       option)
                << "\n";
        }
        if (o.solved < consistent)
            out << "  " << say(WordId::OddsNotSolved, lang, consistent - o.solved) << "\n";
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
    const bool yesNo = p.query.boolean();
    if (const std::string t = puzzleTitle(p, lang); !t.empty()) out << t << "\n";
    out << describePosition(p.position, p.names, lang);
    out << say(WordId::SolutionQuestion, lang, questionWords(p, lang)) << "\n";
    writeHiddenCards(out, r, lang);
    if (p.position.over()) return;
    const std::string side(1, static_cast<char>('A' + p.query.side));
    const std::string who = p.names.seat(p.position.toMove());
    out << say(yesNo ? WordId::OddsMovesYesNo : WordId::OddsMovesScore, lang, who, side) << "\n";
    // The analyst may not see the decider's own cards (a record's hidden draws): a move is
    // then counted only over the deals that give it.
    if (const int own = p.position.hand(p.position.toMove()).count(Card::Unknown))
        out << "  " << say(WordId::OddsOwnHiddenCards, lang, who, own) << "\n";
    const std::vector<MoveOdds> moves = movesBestFirst(r);
    std::size_t width = 0;
    for (const MoveOdds& m : moves)
        width = std::max(width, displayWidth(moveLabel(p, m.move, lang)));
    const std::string valueHead = word(yesNo ? WordId::OddsHeadOdds : WordId::OddsHeadMean, lang);
    out << "  " << padded("", width) << "  " << padded(valueHead, 8, true) << "  "
        << padded(word(WordId::OddsHeadInterval, lang), 19) << "  "
        << padded(word(WordId::OddsHeadDeals, lang), 6, true) << "\n";
    for (const MoveOdds& m : moves) {
        out << "  " << padded(moveLabel(p, m.move, lang), width) << "  ";
        if (m.deals == 0) {
            out << padded(word(WordId::Unknown, lang), 8, true) << "  " << padded("", 19);
        } else {
            out << padded(valueText(r, m.mean(), lang), 8, true) << "  "
                << padded(r.hidden == 0 ? std::string(word(WordId::OddsExact, lang))
                                        : valueText(r, lowOf(r, m), lang) + " – " +
                                              valueText(r, highOf(r, m), lang),
                          19);
        }
        out << "  " << padded(countText(m.deals, lang), 6, true) << "\n";
    }
    if (moves.empty()) out << "  " << word(WordId::OddsNoMove, lang) << "\n";
    if (r.hidden > 0) out << wrapLine(word(WordId::OddsMonteCarlo, lang), terminalWidth(), 0);
    if (stats) out << say(WordId::SearchFigures, lang, searchStatsLine(o.stats, lang)) << "\n";
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
