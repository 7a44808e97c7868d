// SPDX-License-Identifier: Apache-2.0
// Pictures of a recorded hand (formats/pictures/table_diagram.h, hand_frames.h) on the booklet's
// worked example, read back through cgraph: what each picture holds, checked against the
// booklet's account of the hand (RULES.md §11 in the project's words: Paulette's coup-fourré
// with Puncture-Proof at turn 16, Janine's Driving Ace at turn 2).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "notation/record_reader.h"
#include "pictures/table_diagram.h"
#include "replay/hand_frames.h"
#include "replay/transcript.h"

namespace bornes::formats {
namespace {

Record workedExample() {
    std::ifstream in(std::string(BORNES_SOURCE_DIR) + "/samples/worked-example.mbn");
    std::stringstream text;
    text << in.rdbuf();
    std::vector<Diagnostic> problems;
    std::vector<Record> records = readRecords(text.str(), problems);
    EXPECT_EQ(records.size(), 1u);
    return records.front();
}

int count(const std::string& text, const std::string& what) {
    int n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}

std::string labelOf(Graph& graph, const char* node) {
    Agnode_t* n = agnode(graph.get(), const_cast<char*>(node), 0);
    EXPECT_NE(n, nullptr);
    return n ? agget(n, const_cast<char*>("label")) : "";
}

TEST(HandFrames, TheWorkedExampleHasEighteenTurns) {
    const Record record = workedExample();
    std::vector<Diagnostic> problems;
    const HandFrames hand = framesOf(record, 0, {}, problems);
    ASSERT_TRUE(hand.found);
    EXPECT_TRUE(hand.valid);
    const std::vector<const Frame*> ends = turnEnds(hand);
    ASSERT_EQ(ends.size(), 19u);  // the deal and turns 1 to 18
    for (std::size_t i = 0; i < ends.size(); ++i) EXPECT_EQ(ends[i]->turn, static_cast<int>(i));
    const SeatNames names = seatNamesOf(record);
    EXPECT_EQ(turnSentence(hand, 2, names, Language::English),
              "Janine plays Driving Ace, and plays again — Janine discards 25");
    EXPECT_EQ(turnSentence(hand, 16, names, Language::French),
              "Jean joue Crevaison sur Paul/Paulette — Paulette\u00A0: «\u00A0Coup "
              "fourré\u202F!\u00A0» avec "
              "Increvable, et rejoue — Paulette défausse Feu vert");
    EXPECT_EQ(turnComments(hand, 16), "\"Coup fourré!\"");
    const HandFrames none = framesOf(record, 1, {}, problems);
    EXPECT_FALSE(none.found);
}

TEST(TableDiagram, TheCoupFourreIsSidewaysAndFramed) {
    const Record record = workedExample();
    std::vector<Diagnostic> problems;
    const HandFrames hand = framesOf(record, 0, {}, problems);
    const SeatNames names = seatNamesOf(record);
    const Frame* coupFourre = nullptr;
    for (const Frame& f : hand.frames)
        if (f.turn == 16 && f.move.action() == Action::CoupFourre) coupFourre = &f;
    ASSERT_NE(coupFourre, nullptr);
    Graph graph("table");
    drawTable(graph, *coupFourre,
              frameText(*coupFourre, record.event, hand, names, Language::English), names,
              Language::English);
    EXPECT_EQ(agnnodes(graph.get()), 1);
    const std::string label = labelOf(graph, "table");
    // One card turned sideways (wider than tall), and it is the one just played: framed.
    EXPECT_EQ(count(label, "WIDTH=\"100\" HEIGHT=\"90\""), 1);
    EXPECT_EQ(count(label, "#f2b600"), 1);
    const std::size_t framed = label.find("#f2b600");
    EXPECT_LT(framed, label.find("Puncture-Proof", framed));
    EXPECT_EQ(label.find("Puncture-Proof", framed),
              label.find("Puncture-Proof", label.find("Side A")));
    // Side A has 225 km as 25 and 200; side B Driving Ace (not sideways) and no distance.
    EXPECT_NE(label.find("225 km"), std::string::npos);
    EXPECT_NE(label.find("Driving"), std::string::npos);
    EXPECT_NE(label.find("hand 1, turn 16"), std::string::npos);
    EXPECT_NE(label.find("Paulette: coup fourré with Puncture-Proof, and plays again"),
              std::string::npos);
    // Every card of the four hands is drawn as a small card, known or not.
    int cards = 0;
    for (int seat = 0; seat < 4; ++seat) cards += coupFourre->position.hand(seat).size();
    EXPECT_EQ(count(label, "\" HEIGHT=\"64\""), cards);
    // Landscape: the sides' tableaux side by side (the second box in the first's row), the
    // hands under them.
    EXPECT_LT(label.find("Side B"), label.find("Hands"));
    EXPECT_EQ(count(label, "</TABLE></TD><TD ALIGN=\"LEFT\" VALIGN=\"TOP\" BGCOLOR=\"white\""), 1);
    // Card names in 13 points: read at 14 pixels in a 1024x768 window.
    EXPECT_NE(label.find("<FONT POINT-SIZE=\"13\" COLOR=\"white\">Gasoline</FONT>"),
              std::string::npos);
}

// The deal as dealt, six cards each (the booklet's "six cartes à chacun"), then the first
// player's draw as a step of its own; the first move's picture starts from it.
TEST(TableDiagram, TheDealIsShownAsDealtThenTheFirstDraw) {
    const Record record = workedExample();
    std::vector<Diagnostic> problems;
    const HandFrames hand = framesOf(record, 0, {}, problems);
    const SeatNames names = seatNamesOf(record);
    ASSERT_GE(hand.frames.size(), 3u);
    const Frame& deal = hand.frames[0];
    const Frame& draw = hand.frames[1];
    for (int seat = 0; seat < 4; ++seat) EXPECT_EQ(deal.position.hand(seat).size(), 6);
    EXPECT_TRUE(draw.draw);
    EXPECT_EQ(draw.turn, 1);
    EXPECT_EQ(draw.position.hand(0).size(), 7);
    EXPECT_EQ(draw.position.pileSize() + 1, deal.position.pileSize());
    EXPECT_EQ(hand.frames[2].before, draw.position);
    EXPECT_EQ(frameSentence(deal, names, Language::English), "Jean deals six cards each");
    EXPECT_EQ(frameSentence(draw, names, Language::English), "Paul draws a card");
    EXPECT_EQ(frameSentence(draw, names, Language::French), "Paul pioche une carte");
    EXPECT_EQ(turnSentence(hand, 1, names, Language::English),
              "Paul draws a card — Paul plays Roll");
}

TEST(TableDiagram, TheStoryboardHoldsEveryTurn) {
    const Record record = workedExample();
    std::vector<Diagnostic> problems;
    const HandFrames hand = framesOf(record, 0, {}, problems);
    const SeatNames names = seatNamesOf(record);
    for (Language lang : {Language::English, Language::French}) {
        Graph graph("storyboard");
        drawStoryboard(graph, hand, record.event, names, lang, 3);
        EXPECT_EQ(agnnodes(graph.get()), 1);
        const std::string label = labelOf(graph, "storyboard");
        const bool french = lang == Language::French;
        for (int turn = 1; turn <= 18; ++turn)
            EXPECT_EQ(count(label, (french ? ">Tour " : ">Turn ") + std::to_string(turn) + "<"), 1);
        EXPECT_EQ(count(label, french ? ">La donne<" : ">The deal<"), 1);
        // Three pictures to a row: seven rows for nineteen pictures.
        EXPECT_EQ(count(label, "<TD VALIGN=\"TOP\" ALIGN=\"LEFT\">"), 19);
        EXPECT_NE(label.find(french ? "Increvable" : "Puncture-Proof"), std::string::npos);
    }
}

}  // namespace
}  // namespace bornes::formats
