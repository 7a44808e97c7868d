// SPDX-License-Identifier: Apache-2.0
// The hand's story (issue 22, reports/hand_story.h): the chart's words in each language and
// its points, one for each decision with a value, at the value the decision left its side.
// The points as drawn are read back from the SVG by chart_points.py; here, what they are
// made of.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "notation/record_reader.h"
#include "reports/hand_story.h"

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

}  // namespace
}  // namespace bornes::formats
