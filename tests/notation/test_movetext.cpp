// SPDX-License-Identifier: Apache-2.0
// The parts of the record reader on their own (issue 8): the seats as a record names them,
// card lists, and the movetext read word by word into actions. The reader as a whole is
// tested in test_record_reader.cpp; here each part's own contract, with places.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "notation/card_reader.h"
#include "notation/movetext_reader.h"
#include "notation/notation_lexer.h"
#include "notation/record.h"
#include "notation/seat_reader.h"

namespace bornes::formats {
namespace {

// Four players in two teams: Luc and Anaïs (side A), Marie and Jean (side B).
Record roster() {
    Record r;
    r.rules.table = Table::of(Form::Four);
    r.seats = {"Luc", "Marie", "Anaïs", "Jean"};
    return r;
}

TEST(SeatMatcher, NamesAsPrintedFoldedOrByCode) {
    const SeatMatcher seats(roster());
    EXPECT_EQ(seats.seat("Luc"), 0);
    EXPECT_EQ(seats.seat("Anaïs"), 2);
    EXPECT_EQ(seats.seat("anais"), 2);  // case and accents folded
    EXPECT_EQ(seats.seat("ANAÏS"), 2);
    EXPECT_EQ(seats.seat("p4"), 3);
    EXPECT_EQ(seats.seat("P2"), 1);
    EXPECT_EQ(seats.seat("Paul"), -1);
    EXPECT_EQ(seats.seat("p5"), -1);  // four seats
    EXPECT_EQ(seats.nearest("Lcu"), "Luc");
    EXPECT_EQ(SeatMatcher().seat("Luc"), -1);  // before the roster: nobody
}

TEST(SeatMatcher, SidesByLetterOrByAPlayer) {
    const SeatMatcher seats(roster());
    EXPECT_EQ(seats.side("A"), 0);
    EXPECT_EQ(seats.side("b"), 1);
    EXPECT_EQ(seats.side("C"), -1);  // two sides
    EXPECT_EQ(seats.side("Jean"), 1);
    EXPECT_EQ(seats.side("anais"), 0);
    EXPECT_EQ(trimmedName("Luc \u00A0\u202F"), "Luc");
}

TEST(CardList, NamesCountsAndUnknownCards) {
    std::vector<Card> cards;
    EXPECT_FALSE(readCardList("VERTx2, 25 ? Feu rouge", {3, 10}, cards, 6));
    EXPECT_EQ(cards,
              (std::vector<Card>{Card::Roll, Card::Roll, Card::D25, Card::Unknown, Card::Stop}));
}

TEST(CardList, ProblemsAtTheirColumn) {
    std::vector<Card> cards;
    std::optional<Diagnostic> p = readCardList("25 FEUx0", {7, 20}, cards, 6);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->what.id, MessageId::BadCount);
    EXPECT_EQ(p->where.line, 7);
    EXPECT_EQ(p->where.column, 23);
    cards.clear();
    p = readCardList("25 Rouje", {1, 1}, cards, 6);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->what.id, MessageId::UnknownCard);
    EXPECT_EQ(p->where.column, 4);
    cards.clear();
    p = readCardList("25x4 50x3", {1, 1}, cards, 6);  // seven cards where six fit
    ASSERT_TRUE(p);
    EXPECT_EQ(p->what.id, MessageId::TooManyCards);
    EXPECT_EQ(p->where.column, 6);
}

// The events of a line read word by word, as the record reader feeds them.
struct Read {
    std::vector<MovetextEvent> events;
    std::optional<Diagnostic> problem;
};
Read readLine(MovetextReader& reader, std::string_view line) {
    notation::Lexer lexer;
    std::vector<notation::Item> items;
    EXPECT_FALSE(lexer.scan(line, 1, items));
    Read r;
    for (std::size_t i = 0; i < items.size() && !r.problem; ++i)
        i = reader.word(items, i, r.events, r.problem);
    return r;
}

TEST(Movetext, AnAttackWithItsTurnActorDrawAndAnnotation) {
    const SeatMatcher seats(roster());
    MovetextReader reader(seats);
    const Read r = readLine(reader, "12. Luc : +VERT Feu rouge>B!");
    ASSERT_FALSE(r.problem) << r.problem->message;
    ASSERT_EQ(r.events.size(), 1u);
    const RecordedAction& a = r.events[0].action;
    EXPECT_EQ(a.kind, RecordedAction::Kind::Attack);
    EXPECT_EQ(a.card, Card::Stop);
    EXPECT_EQ(a.side, 1);
    EXPECT_EQ(a.actor, 0);
    EXPECT_EQ(a.turn, 12);
    ASSERT_EQ(a.drawCount, 1);
    EXPECT_EQ(a.draws[0], Card::Roll);
    EXPECT_EQ(a.nag, 1);  // "!"
    EXPECT_EQ(a.where.column, 17);
    EXPECT_FALSE(reader.pending());
}

TEST(Movetext, AKeywordTakesTheCardAfterItAndItsPlace) {
    const SeatMatcher seats(roster());
    MovetextReader reader(seats);
    const Read r = readLine(reader, "Marie: coup fourré PRIO nocf?");
    ASSERT_FALSE(r.problem) << r.problem->message;
    ASSERT_EQ(r.events.size(), 3u);
    EXPECT_EQ(r.events[0].action.kind, RecordedAction::Kind::CoupFourre);
    EXPECT_EQ(r.events[0].action.card, Card::RightOfWay);
    EXPECT_EQ(r.events[0].action.actor, 1);
    EXPECT_EQ(r.events[0].action.where.column, 8);  // the keyword's place
    EXPECT_EQ(r.events[0].at.column, 20);           // where its card was read
    EXPECT_EQ(r.events[1].action.kind, RecordedAction::Kind::DeclineCoupFourre);
    EXPECT_EQ(r.events[1].action.actor, -1);  // who acts is said once per action
    // "?" glued to the keyword annotates the decision just filed.
    EXPECT_EQ(r.events[2].kind, MovetextEvent::Kind::Annotation);
    EXPECT_EQ(r.events[2].nag, 2);
}

TEST(Movetext, SomethingBegunIsPendingUntilItsAction) {
    const SeatMatcher seats(roster());
    MovetextReader reader(seats);
    Read r = readLine(reader, "3. Jean: +?");
    ASSERT_FALSE(r.problem);
    EXPECT_TRUE(r.events.empty());
    EXPECT_TRUE(reader.pending());
    EXPECT_EQ(reader.pendingProblem().what.id, MessageId::DrawsWithoutAction);
    r = readLine(reader, "-25");
    ASSERT_EQ(r.events.size(), 1u);
    EXPECT_EQ(r.events[0].action.kind, RecordedAction::Kind::Discard);
    EXPECT_EQ(r.events[0].action.turn, 3);
    EXPECT_EQ(r.events[0].action.draws[0], Card::Unknown);
    EXPECT_FALSE(reader.pending());
}

TEST(Movetext, ProblemsNameTheirPlace) {
    const SeatMatcher seats(roster());
    struct Case {
        std::string_view line;
        MessageId id;
        int column;
    };
    for (const Case& c : {Case{"Lcu: 25", MessageId::UnknownPlayer, 1},
                          Case{"1. 2. 25", MessageId::TwoTurnNumbers, 4},
                          Case{"Feu rouje", MessageId::UnknownWord, 1},
                          Case{"-25>B", MessageId::SideAfterDiscard, 1},
                          Case{"STOP>Z", MessageId::UnknownTarget, 1},
                          Case{"+- +VERT 25", MessageId::NoDrawWithDraws, 1},
                          Case{"cf STOP>B", MessageId::KeywordTakesCard, 1}}) {
        SCOPED_TRACE(std::string(c.line));
        MovetextReader reader(seats);
        const Read r = readLine(reader, c.line);
        ASSERT_TRUE(r.problem);
        EXPECT_EQ(r.problem->what.id, c.id) << r.problem->message;
        EXPECT_EQ(r.problem->where.column, c.column);
    }
}

// "Feu rouge sur Marie" is how a French player writes an attack, and how bornes-replay
// prints it in French: "sur" reads as ">". A word "sur" that is not followed by a target
// is left to the rest of the line.
TEST(Movetext, SurIsTheFrenchForTheArrow) {
    const SeatMatcher seats(roster());
    for (std::string_view line :
         {"Luc : Feu rouge sur Marie", "Luc: STOP SUR B!", "Luc: Feu rouge > Marie"}) {
        SCOPED_TRACE(std::string(line));
        MovetextReader reader(seats);
        const Read r = readLine(reader, line);
        ASSERT_FALSE(r.problem) << r.problem->message;
        ASSERT_FALSE(r.events.empty());
        EXPECT_EQ(r.events[0].action.kind, RecordedAction::Kind::Attack);
        EXPECT_EQ(r.events[0].action.card, Card::Stop);
        EXPECT_EQ(r.events[0].action.side, 1);
    }
}

// A card name of several words misspelt after a first word that is itself a card ("As" is
// the Driving Ace, "Panne" Out of Gas, "Roue" the Spare Tire): the whole name is quoted,
// at its first word, with the whole name suggested — not the second word alone.
TEST(Movetext, AMisspeltNameOfSeveralWordsIsSuggestedWhole) {
    const SeatMatcher seats(roster());
    struct Case {
        std::string_view line, shown, suggested;
    };
    for (const Case& c : {Case{"Luc: As du volan", "As du volan", "As du volant"},
                          Case{"Luc: Panne dessence > Marie", "Panne dessence", "Panne d'essence"},
                          Case{"Luc: Roue de secour", "Roue de secour", "Roue de secours"}}) {
        SCOPED_TRACE(std::string(c.line));
        MovetextReader reader(seats);
        const Read r = readLine(reader, c.line);
        ASSERT_TRUE(r.problem);
        EXPECT_EQ(r.problem->what.id, MessageId::UnknownWord);
        EXPECT_EQ(r.problem->where.column, 6);
        EXPECT_NE(r.problem->message.find("'" + std::string(c.shown) + "'"), std::string::npos)
            << r.problem->message;
        EXPECT_NE(r.problem->message.find(std::string(c.suggested)), std::string::npos)
            << r.problem->message;
    }
    // A card followed by something else is no misspelling: a keyword, a player's action.
    MovetextReader reader(seats);
    const Read r = readLine(reader, "Luc: As Marie: VERT");
    EXPECT_FALSE(r.problem) << r.problem->message;
}

}  // namespace
}  // namespace bornes::formats
