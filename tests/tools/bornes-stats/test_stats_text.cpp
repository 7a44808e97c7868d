// SPDX-License-Identifier: Apache-2.0
// bornes-stats for people (issue 32): the text's columns by display width whatever the
// accents, the numbers grouped as the language groups its counts, French colons; the chart's
// count axis named and a histogram per form.
#include <gtest/gtest.h>

#include <sstream>

#include "bornes-stats/collection_stats.h"
#include "text/text_wrap.h"

using namespace bornes::formats;

namespace {

constexpr const char* kThin = "\u202F";  // French groups thousands with it

CollectionStats collection() {
    CollectionStats s;
    s.games = s.finished = 2;
    s.hands = 2;
    s.sidesSeen = 2;
    s.bySide[0] = {2, 1};
    s.bySide[1] = {2, 1};
    s.byPlayer["Éloïse"] = {1, 1};
    s.byPlayer["Bob"] = {1, 0};
    s.byForm["2"] = 1;
    s.byForm["6x2x3"] = 1;
    for (long long score : {1500, 2500, 750, 1000}) s.handScores.add(score);
    s.scoreBins = {{750, 1}, {1000, 1}, {1500, 1}, {2500, 1}};
    s.scoreBinsByForm["2"] = {{750, 1}, {1500, 1}};
    s.scoreBinsByForm["6x2x3"] = {{1000, 1}, {2500, 1}};
    s.handTurns.add(40);
    s.events.capots = 1;
    return s;
}

std::vector<std::string> linesOf(Language lang) {
    std::ostringstream out;
    writeStatsText(out, collection(), lang);
    std::vector<std::string> lines;
    std::istringstream in(out.str());
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// The display column where `what` starts in the line holding `key`.
std::size_t columnOf(const std::vector<std::string>& lines, const std::string& key,
                     const std::string& what) {
    for (const std::string& line : lines)
        if (line.find(key) != std::string::npos)
            return displayWidth(std::string_view(line).substr(0, line.find(what, line.find(key))));
    ADD_FAILURE() << "no line with " << key;
    return 0;
}

}  // namespace

TEST(StatsText, PlayerColumnsAlignedWhateverTheAccents) {
    for (Language lang : {Language::English, Language::French}) {
        const auto lines = linesOf(lang);
        const std::string of = lang == Language::French ? " sur " : " of ";
        EXPECT_EQ(columnOf(lines, "Éloïse", of), columnOf(lines, "Bob", of));
    }
}

TEST(StatsText, RatesAndIntervalsReadDownTheRows) {
    // Éloïse won 1 of 1 (100.0 %, her interval up to 100.0 %), Bob 0 of 1 (0.0 %): each figure
    // is right-aligned in its column, so the rates, the brackets and the interval's ends line up.
    for (Language lang : {Language::English, Language::French}) {
        const auto lines = linesOf(lang);
        for (const std::string what : {"%", "[", ",", "]"})
            EXPECT_EQ(columnOf(lines, "Éloïse", what), columnOf(lines, "Bob", what)) << what;
    }
}

TEST(StatsText, HistogramBarsAlignedWithGroupedNumbers) {
    const auto lines = linesOf(Language::French);
    // "750" and "1 000" (a narrow no-break space: 3 bytes, one column) right-aligned.
    EXPECT_EQ(columnOf(lines, "  750  ", "#"),
              columnOf(lines, std::string("1") + kThin + "000", "#"));
}

TEST(StatsText, NumbersGroupedAsTheLanguageGroupsItsCounts) {
    std::ostringstream fr, en;
    writeStatsText(fr, collection(), Language::French);
    writeStatsText(en, collection(), Language::English);
    // The mean (1 437,5 rounded) is grouped as the lowest and highest scores are.
    EXPECT_NE(fr.str().find(std::string("moyenne 1") + kThin + "438"), std::string::npos)
        << fr.str();
    EXPECT_NE(fr.str().find(std::string("de 750 à 2") + kThin + "500"), std::string::npos);
    // English writes its counts in plain digits, the histogram's bins as the rest.
    EXPECT_EQ(en.str().find("1,000"), std::string::npos) << en.str();
    EXPECT_NE(en.str().find("mean 1438"), std::string::npos) << en.str();
    EXPECT_NE(en.str().find("  1000  #"), std::string::npos) << en.str();
}

TEST(StatsText, FrenchColonsHaveTheirNoBreakSpace) {
    std::ostringstream fr, en;
    writeStatsText(fr, collection(), Language::French);
    writeStatsText(en, collection(), Language::English);
    EXPECT_NE(fr.str().find("capots\u00A0:"), std::string::npos) << fr.str();
    EXPECT_EQ(fr.str().find(" :"), std::string::npos) << "a breaking space before ':'";
    EXPECT_EQ(fr.str().find("s:"), std::string::npos) << "no space before ':'";
    EXPECT_NE(en.str().find("capots:"), std::string::npos) << en.str();
    // The event counts in one column.
    const auto lines = linesOf(Language::French);
    EXPECT_EQ(columnOf(lines, "capots", "1") + 1, columnOf(lines, "couronnements", "0") + 1);
}

TEST(StatsChart, CountAxisNamedAndOneHistogramPerForm) {
    for (Language lang : {Language::English, Language::French}) {
        const ScoreChart chart = scoreChartOf(collection(), lang);
        EXPECT_EQ(chart.axisCount,
                  lang == Language::French ? "nombre de marques de camp" : "number of side scores");
        ASSERT_EQ(chart.panels.size(), 2u);
        EXPECT_EQ(chart.panels[0].bins.size(), 2u);
        EXPECT_EQ(chart.panels[1].bins.front().first, 1000);
        EXPECT_EQ(chart.panels[1].heading, lang == Language::French
                                               ? "6 joueurs, 2 camps de 3\u00A0: 2 marques de camp"
                                               : "6 players, 2 sides of 3: 2 side scores");
    }
    // Drawn taller for more forms: a panel each.
    const Picture png = scoreDistribution(collection(), PictureType::Png, Language::English);
    EXPECT_FALSE(png.bytes.empty());
}
