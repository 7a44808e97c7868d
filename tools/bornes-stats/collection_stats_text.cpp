// SPDX-License-Identifier: Apache-2.0
// The words and the JSON of bornes-stats (collection_stats.h).
#include <array>
#include <cmath>

#include "bornes-stats/collection_stats.h"
#include "json/json_writer.h"
#include "messages/words.h"
#include "pictures/score_chart.h"
#include "text/numbers.h"
#include "text/text_wrap.h"

namespace bornes::formats {

namespace {

std::string percent(double share, Language lang) {
    return percentText(share, 1, lang);
}

// A win line's figures as said (wins, games, rate, the interval's ends), before they are
// padded into columns.
using WinFigures = std::array<std::string, 5>;

WinFigures figuresOf(const WinTally& t, Language lang) {
    return {say(WordId::Number, lang, t.wins), say(WordId::Number, lang, t.games),
            percent(t.rate(), lang), percent(t.low(), lang), percent(t.high(), lang)};
}

void winLines(std::ostream& out, const std::map<std::string, WinTally>& tallies, Language lang) {
    // Columns by display width ("Désiré" is 6 columns, 7 bytes), every figure right-aligned
    // in its column so that the rates and the intervals read down the rows.
    std::size_t name = 0;
    std::array<std::size_t, 5> width{};
    for (const auto& [who, t] : tallies) {
        name = std::max(name, displayWidth(who));
        const WinFigures f = figuresOf(t, lang);
        for (std::size_t i = 0; i < f.size(); ++i)
            width[i] = std::max(width[i], displayWidth(f[i]));
    }
    for (const auto& [who, t] : tallies) {
        WinFigures f = figuresOf(t, lang);
        for (std::size_t i = 0; i < f.size(); ++i) f[i] = padded(f[i], width[i], true);
        out << "  " << padded(who, name) << "  "
            << say(WordId::StatsWinLine, lang, f[0], f[1], f[2], f[3], f[4]) << "\n";
    }
}

// The names past the bounds, tallied together as kOtherNames, are said under the lines.
void winLines(std::ostream& out, const NameTallies& tallies, Language lang) {
    winLines(out, tallies.byName, lang);
    if (tallies.grouped)
        out << "  "
            << say(WordId::StatsOtherNames, lang, kOtherNames, kMostNames, kMostNameBytes >> 20)
            << "\n";
}

std::string counts(const std::map<std::string, long long>& byName, Language lang) {
    std::string line;
    for (const auto& [name, n] : byName)
        line += (line.empty() ? " " : ", ") +
                (name == kNotKnown ? std::string(word(WordId::StatsNotKnown, lang)) : name) +
                word(WordId::Colon, lang) + say(WordId::Number, lang, n);
    return line;
}

// The distribution as bars, each bin's lowest score right-aligned by display width (French
// groups "1 000" with a narrow no-break space: 3 bytes, 1 column).
void histogramLines(std::ostream& out, const std::map<long long, long long>& bins, Language lang) {
    long long most = 1;
    std::size_t width = 0;
    for (const auto& [bin, n] : bins) {
        most = std::max(most, n);
        width = std::max(width, displayWidth(say(WordId::Number, lang, bin)));
    }
    for (const auto& [bin, n] : bins) {
        const int bar = static_cast<int>((40 * n + most - 1) / most);
        out << "  " << padded(say(WordId::Number, lang, bin), width, true) << "  "
            << std::string(static_cast<std::size_t>(bar), '#') << " "
            << say(WordId::Number, lang, n) << "\n";
    }
}

// Each scoring event, its name and colon (French: a no-break space before it) in a column,
// its count right-aligned in the next.
void eventLines(std::ostream& out, const EventCounts& e, Language lang) {
    const auto n = [lang](long long v) { return say(WordId::Number, lang, v); };
    const std::pair<WordId, std::string> lines[] = {
        {WordId::StatsHandsWon, n(e.handsWon)},
        {WordId::StatsCouronnements, n(e.couronnements)},
        {WordId::StatsCapots, n(e.capots)},
        {WordId::StatsCoupsFourres, n(e.coupsFourres)},
        {WordId::StatsSafeties, n(e.safeties)},
        {WordId::StatsAllonges, n(e.allongesDeclared) + ", " + n(e.allongesMade)},
        {WordId::StatsNoTwoHundred, n(e.noTwoHundred)}};
    std::size_t label = 0, count = 0;
    for (const auto& [what, v] : lines) {
        label = std::max(
            label, displayWidth(std::string(word(what, lang)) + word(WordId::ColonAlone, lang)));
        count = std::max(count, displayWidth(v));
    }
    for (const auto& [what, v] : lines)
        out << "  " << padded(std::string(word(what, lang)) + word(WordId::ColonAlone, lang), label)
            << " " << padded(v, count, true) << "\n";
}

}  // namespace

void writeStatsText(std::ostream& out, const CollectionStats& s, Language lang) {
    out << say(WordId::StatsGames, lang, s.games, s.invalid, s.finished, s.draws, s.hands) << "\n";
    out << word(WordId::StatsForms, lang) << counts(s.byForm, lang) << word(WordId::Semicolon, lang)
        << word(WordId::StatsRulesets, lang) << counts(s.byRuleset, lang) << "\n";
    if (s.finished) {
        out << word(WordId::StatsWinsBySide, lang) << "\n";
        std::map<std::string, WinTally> sides;
        for (int side = 0; side < s.sidesSeen; ++side)
            if (s.bySide[static_cast<std::size_t>(side)].games)
                sides[say(WordId::StatsSide, lang, std::string(1, sideLetter(side)))] =
                    s.bySide[static_cast<std::size_t>(side)];
        winLines(out, sides, lang);
        out << word(WordId::StatsWinsByPlayer, lang) << "\n";
        winLines(out, s.byPlayer, lang);
        if (!s.byPolicy.empty()) {
            out << word(WordId::StatsWinsByPolicy, lang) << "\n";
            winLines(out, s.byPolicy, lang);
        }
    }
    if (!s.hands) return;
    const Spread& h = s.handScores;
    // The mean and deviation as whole numbers, grouped as every other count of the language.
    out << say(WordId::StatsScores, lang, h.count, std::llround(h.mean()),
               std::llround(h.deviation()), h.min, h.max)
        << "\n";
    histogramLines(out, s.scoreBins, lang);
    out << say(WordId::StatsEvents, lang, s.hands) << "\n";
    eventLines(out, s.events, lang);
    const Spread& t = s.handTurns;
    out << say(WordId::StatsTurns, lang, formatDecimal(t.mean(), 1, lang), t.min, t.max) << "\n";
}

namespace {

void writeTally(JsonWriter& j, const WinTally& t) {
    j->StartObject();
    j.key("games"), j->Int64(t.games);
    j.key("wins"), j->Int64(t.wins);
    j.key("rate"), j->Double(t.rate());
    j.key("low"), j->Double(t.low());
    j.key("high"), j->Double(t.high());
    j->EndObject();
}

void writeTallies(JsonWriter& j, const char* key, const std::map<std::string, WinTally>& t) {
    j.key(key), j->StartObject();
    for (const auto& [name, tally] : t) j.key(name), writeTally(j, tally);
    j->EndObject();
}

void writeSpread(JsonWriter& j, const char* key, const Spread& s) {
    j.key(key), j->StartObject();
    j.key("count"), j->Int64(s.count);
    j.key("mean"), j->Double(s.mean());
    j.key("deviation"), j->Double(s.deviation());
    j.key("min"), j->Int64(s.min);
    j.key("max"), j->Int64(s.max);
    j->EndObject();
}

}  // namespace

void writeStatsGameLine(std::ostream& out, const std::string& file, long long number,
                        const Record& record, const CollectionStats::Game& game) {
    JsonWriter j(out);
    j->StartObject();
    j.header(kStatsFormat, "game");
    j.key("file"), j.string(file);
    j.key("game"), j->Int64(number);
    j.key("event"), j.string(record.event);
    j.key("valid"), j->Bool(game.valid);
    j.key("status"), j.string(game.status == GameStatus::Won     ? "won"
                              : game.status == GameStatus::Drawn ? "drawn"
                                                                 : "unfinished");
    j.key("winner");
    if (game.status == GameStatus::Won)
        j.string(std::string(1, sideLetter(game.winner)));
    else
        j->Null();
    j.key("hands"), j->Int64(game.hands);
    j.key("totals"), j->StartArray();
    for (int t : game.totals) j->Int(t);
    j->EndArray();
    j->EndObject();
    j.endLine();
}

void writeStatsJson(std::ostream& out, const CollectionStats& s, JsonLayout layout) {
    JsonWriter j(out);
    j->StartObject();
    j.header(kStatsFormat, layout == JsonLayout::Lines ? "summary" : "");
    j.key("games"), j->Int64(s.games);
    j.key("invalid"), j->Int64(s.invalid);
    j.key("finished"), j->Int64(s.finished);
    j.key("draws"), j->Int64(s.draws);
    j.key("hands"), j->Int64(s.hands);
    j.key("forms"), j->StartObject();
    for (const auto& [name, n] : s.byForm) j.key(name), j->Int64(n);
    j->EndObject();
    j.key("rulesets"), j->StartObject();
    for (const auto& [name, n] : s.byRuleset) j.key(name), j->Int64(n);
    j->EndObject();
    std::map<std::string, WinTally> sides;
    for (int side = 0; side < s.sidesSeen; ++side)
        sides[std::string(1, sideLetter(side))] = s.bySide[static_cast<std::size_t>(side)];
    writeTallies(j, "sides", sides);
    writeTallies(j, "players", s.byPlayer.byName);
    writeTallies(j, "policies", s.byPolicy.byName);
    writeSpread(j, "scores", s.handScores);
    j.key("distribution"), j->StartArray();
    for (const auto& [bin, n] : s.scoreBins) {
        j->StartObject();
        j.key("from"), j->Int64(bin);
        j.key("to"), j->Int64(bin + kScoreBin);
        j.key("count"), j->Int64(n);
        j->EndObject();
    }
    j->EndArray();
    const EventCounts& e = s.events;
    j.key("events"), j->StartObject();
    j.key("handsWon"), j->Int64(e.handsWon);
    j.key("couronnements"), j->Int64(e.couronnements);
    j.key("capots"), j->Int64(e.capots);
    j.key("coupsFourres"), j->Int64(e.coupsFourres);
    j.key("safeties"), j->Int64(e.safeties);
    j.key("allongesDeclared"), j->Int64(e.allongesDeclared);
    j.key("allongesMade"), j->Int64(e.allongesMade);
    j.key("noTwoHundred"), j->Int64(e.noTwoHundred);
    j->EndObject();
    writeSpread(j, "turns", s.handTurns);
    j->EndObject();
    j.endLine();
}

namespace {

// A form as a person names it: "2 players", "6 players, 2 sides of 3".
std::string formLabel(const std::string& form, Language lang) {
    if (form == kNotKnown) return word(WordId::StatsNotKnown, lang);
    if (form == "6") return say(WordId::ChartFormSides, lang, 6, 3, 2);
    if (form == "6x2x3") return say(WordId::ChartFormSides, lang, 6, 2, 3);
    return say(WordId::ChartFormPlayers, lang, form);
}

}  // namespace

ScoreChart scoreChartOf(const CollectionStats& s, Language lang) {
    ScoreChart chart;
    chart.title = say(WordId::ChartScoresTitle, lang, s.handScores.count,
                      say(WordId::Number, lang, std::llround(s.handScores.mean())));
    chart.axisScore = word(WordId::ChartPoints, lang);
    chart.axisCount = word(WordId::ChartSideScores, lang);
    chart.binWidth = kScoreBin;
    for (const auto& [form, bins] : s.scoreBinsByForm) {
        long long count = 0;
        for (const auto& [bin, n] : bins) count += n;
        chart.panels.push_back({say(WordId::ChartFormPanel, lang, formLabel(form, lang), count),
                                {bins.begin(), bins.end()}});
    }
    chart.lang = lang;
    return chart;
}

Picture scoreDistribution(const CollectionStats& s, PictureType type, Language lang) {
    return drawScoreChart(scoreChartOf(s, lang), type);
}

}  // namespace bornes::formats
