// SPDX-License-Identifier: Apache-2.0
// The hand's story (issue 22, tools/bornes-annotate/hand_story.h): the chart's words in each
// language and its points, one for each decision with a value, at the value the decision left its
// side. The points as drawn are read back from the SVG by chart_points.py; here, what they are made
// of.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "bornes-annotate/annotate_session.h"
#include "bornes-annotate/hand_story.h"
#include "notation/record_reader.h"

namespace bornes::formats {
namespace {

Record keepTheFifty() {
    std::ifstream file(BORNES_SOURCE_DIR "/tests/data/annotate/keep-the-50.mbn");
    RecordReader reader(file);
    Record record;
    std::vector<Diagnostic> problems;
    EXPECT_TRUE(reader.next(record, problems));
    return record;
}

std::vector<HandAnnotation> annotated(const Record& record) {
    Solver solver(std::size_t{16} << 20);
    AnnotateRequest request;
    std::vector<Diagnostic> problems;
    return annotateRecord(record, solver, request, problems);
}

TEST(Story, WordsInEachLanguage) {
    const Record record = keepTheFifty();
    const std::vector<HandAnnotation> hands = annotated(record);
    const StoryChart en = storyChart(record, hands, Language::English);
    ASSERT_EQ(en.hands.size(), 1u);
    EXPECT_EQ(en.hands[0].title, "Hand 1: each side's chances of reaching 700");
    EXPECT_EQ(en.axisTurns, "turn");
    EXPECT_EQ(en.sides.front().substr(0, 8), "Side A: ");
    const StoryChart fr = storyChart(record, hands, Language::French);
    EXPECT_EQ(fr.hands[0].title, "Manche 1\u00A0: les chances de chaque camp d'atteindre 700");
    EXPECT_EQ(fr.axisTurns, "tour");
    EXPECT_EQ(fr.sides.front().substr(0, 8), "Camp A\u00A0");
}

TEST(Story, APointForEachDecisionWithAValue) {
    const Record record = keepTheFifty();
    const std::vector<HandAnnotation> hands = annotated(record);
    const StoryChart chart = storyChart(record, hands, Language::English);
    const HandAnnotation& h = hands.front();
    const HandStory& story = chart.hands.front();
    ASSERT_EQ(story.turns.size(), h.decisions.size());
    std::size_t next = 0;
    for (std::size_t i = 0; i < h.decisions.size(); ++i) {
        const Decision& d = h.decisions[i];
        if (d.status != Decision::Status::Solved) {
            EXPECT_FALSE(valueAfter(d)) << "decision " << i;
            continue;
        }
        ASSERT_LT(next, story.points.size());
        const StoryPoint& p = story.points[next++];
        EXPECT_EQ(p.decision, static_cast<int>(i));
        EXPECT_EQ(p.side, d.side);
        EXPECT_EQ(p.value, d.valueAfter);  // the move played's, not the best move's
        EXPECT_EQ(p.glyph, markGlyph(d.mark));
    }
    EXPECT_EQ(next, story.points.size());
    // The blunder of the first decision: the side could reach 700 and no longer can.
    EXPECT_EQ(story.points.front().glyph, "??");
    EXPECT_EQ(story.points.front().value, 0);
}

TEST(Story, AProvedPointHasNoInterval) {
    const Record record = keepTheFifty();
    const std::vector<HandAnnotation> hands = annotated(record);
    const StoryChart chart = storyChart(record, hands, Language::English);
    ASSERT_FALSE(chart.hands.front().points.empty());
    for (const StoryPoint& p : chart.hands.front().points) {
        EXPECT_TRUE(p.proved);
        EXPECT_EQ(p.low, p.value);
        EXPECT_EQ(p.high, p.value);
    }
    EXPECT_EQ(chart.bandCaption, "");  // nothing estimated: no band to explain
}

// `d` (keep-the-50's first decision) made an estimate by `engine` over `deals` deals, its
// move reaching in every one, its interval from `low` to 1.
Decision estimated(Decision d, Engine engine, int deals, double low) {
    d.status = Decision::Status::Estimated;
    d.engine = engine;
    d.mark = Mark::None;
    d.deals = deals;
    const auto n = static_cast<double>(deals);
    d.playedOdds = d.bestOdds = MoveOdds{d.played, deals, n, n};
    d.best = {d.played};
    d.candidates = {{d.played, 1.0, deals, low, 1.0}};
    return d;
}

// Every hand's frames, as bornes-annotate collects them beside its marks.
std::vector<HandFrames> everyHandsFrames(const Record& record) {
    std::vector<HandFrames> frames;
    HandFramesCollector collector(frames);
    std::vector<Diagnostic> problems;
    playRecord(record, PlayOptions{}, problems, &collector);
    return frames;
}

TEST(Story, AnEstimateCarriesItsIntervalAndDeals) {
    const Record record = keepTheFifty();
    std::vector<HandAnnotation> hands = annotated(record);
    Decision& d = hands.front().decisions.front();
    d = estimated(d, Engine::Rollout, 400, 0.62);
    const StoryChart chart = storyChart(record, hands, Language::English);
    const StoryPoint& p = chart.hands.front().points.front();
    EXPECT_EQ(p.decision, 0);
    EXPECT_FALSE(p.proved);
    EXPECT_EQ(p.value, 1);
    EXPECT_EQ(p.low, 0.62);  // the judge's interval, not the value
    EXPECT_EQ(p.high, 1);
    EXPECT_EQ(p.deals, 400);
    EXPECT_EQ(chart.bandCaption, "band: 95 % interval, estimated by playouts over 400 deals");
    EXPECT_EQ(storyChart(record, hands, Language::French).bandCaption,
              "bande\u00A0: intervalle à 95\u00A0%, estimé par des parties jouées sur 400 donnes");
    std::string error;
    const std::string page =
        analysisPageOf(record, hands, everyHandsFrames(record), 1, Language::English, error);
    ASSERT_EQ(error, "");
    EXPECT_NE(page.find("<td>100 % [62, 100] (400 deals)</td>"), std::string::npos);
}

// Issue 31: the page printed "best PANNE>B 100 % over 1 deal" and the chart drew a side at
// 0 % from one deal. From fewer deals than a value needs, neither shows a value.
TEST(Story, BelowTheFewestDealsNotWorkedOut) {
    const Record record = keepTheFifty();
    std::vector<HandAnnotation> hands = annotated(record);
    const HandAnnotation& h = hands.front();
    Decision& d = hands.front().decisions.front();
    for (const auto& [engine, fewest] :
         {std::pair{Engine::Odds, kFewestDeals}, {Engine::Rollout, kFewestRolloutDeals}}) {
        d = estimated(d, engine, fewest, 0.7);
        EXPECT_TRUE(shownAfter(d)) << engineName(engine);
        d = estimated(d, engine, fewest - 1, 0.7);
        EXPECT_FALSE(shownAfter(d)) << engineName(engine);
        EXPECT_FALSE(valueAfter(d));
        EXPECT_EQ(tooFewDeals(d), fewest - 1);
        const StoryChart chart = storyChart(record, hands, Language::English);
        EXPECT_TRUE(chart.hands.front().points.empty() ||
                    chart.hands.front().points.front().decision != 0);
        EXPECT_EQ(judgementText(h, d, Language::English),
                  "not worked out: " + std::to_string(fewest - 1) + " deals, a value needs " +
                      std::to_string(fewest));
    }
    d = estimated(d, Engine::Odds, 1, 0.2);
    EXPECT_EQ(judgementText(h, d, Language::French),
              "non établie\u00A0: 1 donne, il en faut 10 pour une valeur");
    std::string error;
    const std::string page =
        analysisPageOf(record, hands, everyHandsFrames(record), 1, Language::English, error);
    ASSERT_EQ(error, "");
    EXPECT_NE(page.find("<td>not worked out (1 deal)</td>"), std::string::npos);
    EXPECT_EQ(page.find("100 %"), std::string::npos);
    // Rollouts stopped by the time before the fewest deals leave the decision unsolved.
    d.status = Decision::Status::Unsolved;
    d.engine = Engine::Rollout;
    d.limitHit = "time";
    d.deals = 12;
    d.playedOdds.reset();
    d.candidates.clear();
    EXPECT_EQ(judgementText(h, d, Language::English), "not worked out: 12 deals, a value needs 30");
}

// Beside the score sheet, each player's decisions, marks and those not worked out.
TEST(Story, ThePlayersSummaryOnThePage) {
    const Record record = keepTheFifty();
    std::vector<HandAnnotation> hands = annotated(record);
    std::vector<Decision>& decisions = hands.front().decisions;
    Decision& last = *std::find_if(decisions.rbegin(), decisions.rend(),
                                   [](const Decision& d) { return d.seat == 1; });  // Janine's
    last.status = Decision::Status::Unsolved;
    std::string error;
    const std::string page =
        analysisPageOf(record, hands, everyHandsFrames(record), 1, Language::French, error);
    ASSERT_EQ(error, "");
    // The decisions not forced (Janine's last, forced, now counts as not worked out); the
    // mean lost a decision: Paul threw away one win of his two decisions (-q reach).
    EXPECT_NE(page.find("<tr><th>Joueur</th><th>Décisions</th><th>\?\?</th><th>?</th><th>?!</th>"
                        "<th>!</th><th>Perdu par décision</th><th>Non établies</th></tr>\n"
                        "<tr><td>Paul (A)</td><td>2</td><td>1</td><td></td><td></td><td></td>"
                        "<td>50\u00A0%</td><td></td></tr>\n"
                        "<tr><td>Janine (B)</td><td>4</td><td></td><td></td><td></td><td></td>"
                        "<td>0\u00A0%</td><td>1</td></tr>\n"),
              std::string::npos)
        << page;
}

}  // namespace
}  // namespace bornes::formats
