// SPDX-License-Identifier: Apache-2.0
// Canonical writing: thousands of generated games, every form, with and without hidden cards,
// read back as the same games, written back as the same bytes; and games with one card
// changed at random are refused exactly when the change is illegal.
#include <gtest/gtest.h>

#include <iostream>
#include <sstream>

#include "engine/movegen.h"
#include "engine/rules.h"
#include "notation/game_recorder.h"
#include "players/heuristic_player.h"
#include "players/random_player.h"
#include "records.h"

namespace bornes::formats {
namespace {

using test::errorsOf;

struct Generated {
    Record record;
    std::string text;
};

Generated generate(Form form, std::uint64_t seed, Hidden hidden,
                   Ruleset ruleset = Ruleset::Dujardin) {
    GameRules rules;
    rules.table = Table::of(form);
    rules.scoring.ruleset = ruleset;
    RandomPlayer random(seed);
    HeuristicPlayer heuristic;
    Seating seats{};
    for (int s = 0; s < rules.table.players; ++s)
        seats[static_cast<std::size_t>(s)] = s % 2 ? static_cast<Player*>(&random) : &heuristic;
    Game game(rules, static_cast<int>(seed % static_cast<std::uint64_t>(rules.table.players)));
    Rng shuffle(seed);
    Generated g;
    g.record =
        playAndRecord(game, seats, shuffle, 1000, hidden, "generated " + std::to_string(seed));
    g.text = writeRecord(g.record);
    return g;
}

constexpr Form kForms[] = {Form::Two, Form::Three, Form::Four, Form::SixThreeTeams,
                           Form::SixTwoTeams};

TEST(RecordWriter, ThousandsOfGeneratedGamesRoundTrip) {
    int games = 0;
    for (Form form : kForms)
        for (Hidden hidden : {Hidden::Nothing, Hidden::Draws, Hidden::Cards})
            for (std::uint64_t seed = 1; seed <= 140; ++seed) {
                const Generated g =
                    generate(form, seed, hidden, seed % 3 ? Ruleset::Dujardin : Ruleset::Parker);
                std::vector<Diagnostic> problems;
                auto again = readRecords(g.text, problems);
                ASSERT_TRUE(problems.empty()) << problems.front().message << "\n" << g.text;
                ASSERT_EQ(again.size(), 1u);
                // Written back, the same bytes; played back, valid, every hand with its scores.
                completeRecord(again[0]);
                ASSERT_EQ(writeRecord(again[0]), g.text) << formName(form) << " seed " << seed;
                std::vector<Diagnostic> play;
                const PlayResult result = playRecord(again[0], PlayOptions{true}, play);
                ASSERT_TRUE(result.valid) << play.front().message << "\n" << g.text;
                ASSERT_EQ(result.hands, static_cast<int>(g.record.hands.size()));
                ++games;
            }
    EXPECT_EQ(games, 5 * 3 * 140);
}

// Written in French as a player writes it (bornes-annotate --lang fr), a record reads back as
// the same record: the canonical form of what is read is the canonical form written.
TEST(RecordWriter, FrenchAsAPlayerWritesItReadsBackTheSame) {
    int games = 0;
    for (Form form : kForms)
        for (Hidden hidden : {Hidden::Nothing, Hidden::Draws, Hidden::Cards})
            for (std::uint64_t seed = 1; seed <= 30; ++seed) {
                const Generated g = generate(form, seed, hidden);
                std::ostringstream french;
                writeRecord(french, g.record, Language::French);
                std::vector<Diagnostic> problems;
                auto again = readRecords(french.str(), problems);
                ASSERT_TRUE(problems.empty()) << problems.front().message << "\n" << french.str();
                ASSERT_EQ(again.size(), 1u);
                completeRecord(again[0]);
                ASSERT_EQ(writeRecord(again[0]), g.text) << french.str();
                ++games;
            }
    EXPECT_EQ(games, 5 * 3 * 30);
    // What it looks like: the books' names, a blank before the colon, "sur", "coup fourré".
    const Generated g = generate(Form::Two, 7, Hidden::Nothing);
    std::ostringstream french;
    writeRecord(french, g.record, Language::French);
    const std::string text = french.str();
    EXPECT_NE(text.find("1. P1 : "), std::string::npos) << text;
    EXPECT_NE(text.find("Feu vert"), std::string::npos) << text;
    EXPECT_EQ(text.find("VERT"), std::string::npos) << text;
    EXPECT_NE(text.find(" sur P"), std::string::npos) << text;
    EXPECT_NE(text.find("[Deal \"P1 : "), std::string::npos) << text;
}

// Comments the braces cannot hold, and text that must never begin a line, are written so that
// they read back the same.
TEST(RecordWriter, AwkwardCommentsReadBackTheSame) {
    std::string text =
        "[Event \"x\"]\n[Players \"2\"]\n\n1. P2: VERT ; a brace } here\n2. P1: -25 { a game "
        "[Event \"not a game\"] in the middle of a long comment, long enough to be wrapped "
        "somewhere "
        "[Event \"again\"] and [Event \"again\"] }\n";
    const std::string first = test::canonical(text);
    EXPECT_EQ(test::canonical(first), first);
    EXPECT_TRUE(errorsOf(first).empty()) << errorsOf(first).front() << "\n" << first;
    std::vector<Diagnostic> problems;
    const auto records = readRecords(first, problems);
    ASSERT_EQ(records.size(), 1u) << first;
    EXPECT_EQ(records[0].hands[0].actions[0].comment, "a brace } here");
    EXPECT_NE(records[0].hands[0].actions[1].comment.find("[Event \"again\"] and"),
              std::string::npos);
}

// A comment that quotes a move ("2. Janine: VERT") is never wrapped so that the quote starts
// a line: read back, that line would be a comment left open swallowing moves (an error).
// Every padding puts the quote at another column; without the writer's care 13 to 15 failed.
TEST(RecordWriter, ACommentQuotingAMoveNeverWrapsBeforeIt) {
    for (int n = 1; n <= 40; ++n) {
        const std::string text =
            "[Event \"x\"]\n[Players \"4\"]\n[Seats \"Paul Janine Paulette Jean\"]\n\n"
            "1. Paul: VERT { " +
            std::string(static_cast<std::size_t>(n), 'a') +
            " bbbbbbbbbbbb cccccccccccc dddddddddd eeeeeeeeee 2. Janine: VERT ggg }\n";
        const std::string first = test::canonical(text);
        SCOPED_TRACE(first);
        EXPECT_TRUE(errorsOf(first).empty());
        EXPECT_EQ(test::canonical(first), first);
    }
}

// A percentage is never wrapped from its sign: the annotator's "reaching 42 %" printed a
// line that started with "%". Every padding puts the sign at another column.
TEST(RecordWriter, APercentageNeverWrapsBeforeItsSign) {
    for (int n = 1; n <= 40; ++n) {
        const std::string text =
            "[Event \"x\"]\n[Players \"2\"]\n\n1. P2: VERT { " +
            std::string(static_cast<std::size_t>(n), 'a') +
            " reaching 45 % against 52 % bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb reaching 41 %"
            " against 38 % }\n";
        const std::string first = test::canonical(text);
        SCOPED_TRACE(first);
        EXPECT_EQ(first.find("\n%"), std::string::npos);
        EXPECT_EQ(test::canonical(first), first);
    }
}

// Found by fuzz_round_trip: a long comment holding '}' (written to the end of its line) was
// wrapped, and its second line read back as movetext. Each of its lines starts with ';'.
TEST(RecordWriter, ALongCommentWithABraceWrapsLineByLine) {
    std::string words;
    for (int i = 0; i < 40; ++i) words += " word" + std::to_string(i);
    const std::string text =
        "[Event \"x\"]\n[Players \"2\"]\n;" + words + " }\n\n1. P2: VERT ;" + words + " }\n";
    const std::string first = test::canonical(text);
    EXPECT_TRUE(errorsOf(first).empty()) << errorsOf(first).front() << "\n" << first;
    EXPECT_EQ(test::canonical(first), first);
    std::vector<Diagnostic> problems;
    const auto records = readRecords(first, problems);
    ASSERT_EQ(records.size(), 1u) << first;
    EXPECT_EQ(records[0].comment, words.substr(1) + " }");
    EXPECT_EQ(records[0].hands[0].actions[0].comment, words.substr(1) + " }");
}

// An independent judge of a record: the engine alone, move by move, with unknown cards for
// what the record hides; no irregularity is excused (strict).
bool legalRecord(const Record& r) {
    Game game(r.rules);
    for (int h = 0; h < static_cast<int>(r.hands.size()); ++h) {
        const RecordedHand& rh = r.hands[static_cast<std::size_t>(h)];
        const HandStart start = handStart(r, h, -1);
        if (!start.position) return false;
        Position pos = *start.position;
        for (const RecordedAction& a : rh.actions) {
            if (pos.phase() == Phase::CoupFourre && a.kind != RecordedAction::Kind::CoupFourre &&
                a.kind != RecordedAction::Kind::DeclineCoupFourre)
                pos.apply(Move::declineCoupFourre());
            if (pos.over()) return false;
            const int actor = a.actor >= 0 ? a.actor : pos.toMove();
            const std::optional<Move> move = moveOf(a, actor, a.side);
            if (!move) return false;  // a take-back: never in a strict record
            const Move m = *move;
            if (a.kind != RecordedAction::Kind::CoupFourre && actor != pos.toMove()) return false;
            if (a.side < 0 && a.kind == RecordedAction::Kind::Attack) return false;
            if (!isLegal(pos, m)) return false;
            pos.apply(m);
        }
        if (!pos.over()) return false;
        const HandScore score = scoreHand(pos, r.rules.scoring);
        for (int s = 0; s < score.sides; ++s)
            if (score.total(s) != rh.score[static_cast<std::size_t>(s)]) return false;
        game.record(score);
    }
    for (int s = 0; s < r.rules.table.sides; ++s)
        if (game.total(s) != r.scores[static_cast<std::size_t>(s)]) return false;
    if (game.status() == GameStatus::Won)
        return r.result == std::string(1, sideLetter(game.winner()));
    return r.result == "*" || (r.result == "draw" && game.status() == GameStatus::Drawn);
}

TEST(RecordWriter, OneCardChangedIsCaughtExactlyWhenIllegal) {
    Rng rng(2024);
    int caught = 0, passed = 0;
    for (Form form : kForms)
        for (Hidden hidden : {Hidden::Draws, Hidden::Nothing, Hidden::Cards})
            for (std::uint64_t seed = 1; seed <= 40; ++seed) {
                Generated g = generate(form, 1000 + seed, hidden);
                ASSERT_TRUE(legalRecord(g.record)) << "the judge refuses a generated game";
                ASSERT_TRUE(errorsOf(g.text, true).empty())
                    << errorsOf(g.text, true).front() << "\n"
                    << g.text;
                // Change the card of one action that shows a card, at random.
                Record changed = g.record;
                std::vector<RecordedAction*> withCard;
                for (RecordedHand& h : changed.hands)
                    for (RecordedAction& a : h.actions)
                        if (isReal(a.card) && a.kind != RecordedAction::Kind::CoupFourre)
                            withCard.push_back(&a);
                RecordedAction& a =
                    *withCard[rng.below(static_cast<std::uint32_t>(withCard.size()))];
                Card other = a.card;
                while (other == a.card) other = cardAt(static_cast<int>(rng.below(kCardKinds)));
                a.card = other;
                if (a.kind == RecordedAction::Kind::Attack && !isHazard(other))
                    a.kind = RecordedAction::Kind::Play, a.side = -1;
                if (a.kind == RecordedAction::Kind::Play && isHazard(other))
                    a.kind = RecordedAction::Kind::Attack,
                    a.side = (a.actor + 1) % changed.rules.table.sides;
                const std::string text = writeRecord(changed);
                const bool legal = legalRecord(changed);
                const auto errors = errorsOf(text, true);
                EXPECT_EQ(errors.empty(), legal) << (errors.empty() ? "" : errors.front()) << "\n"
                                                 << text;
                (legal ? passed : caught) += 1;
            }
    std::cout << caught << " changes caught, " << passed << " harmless\n";
    // Both outcomes occur: the test sees real illegal changes and real harmless ones.
    EXPECT_GT(caught, 300);
    EXPECT_GT(passed, 5);
}

}  // namespace
}  // namespace bornes::formats

namespace bornes::formats {
namespace {

// Issue 8, defect 7: the canonical writer renumbered a wrongly numbered [Hand] and turns,
// so that an invalid record became valid once written, and writing twice changed the bytes.
// The writer keeps the numbers a record writes; it fills in only the missing ones.
TEST(RecordWriter, WritingKeepsTheVerdictAndIsStable) {
    const std::string head = "[Event \"t\"]\n[Players \"2\"]\n[Seats \"Anne Bruno\"]\n\n";
    for (const std::string& text : {head + "[Hand \"2\"]\n1. Anne: VERT\n",
                                    head + "[Hand \"1\"]\n1. Anne: VERT 3. Bruno: VERT\n",
                                    head + "[Hand \"1\"]\n1. Anne: VERT Anne: 25\n"}) {
        for (bool strict : {false, true}) {
            const std::string once = test::canonical(text);
            // The same errors (their lines move: the written record has more tags).
            auto messages = [&](const std::string& t) {
                std::vector<std::string> out;
                for (const std::string& e : test::errorsOf(t, strict))
                    out.push_back(e.substr(e.find("error: ")));
                return out;
            };
            EXPECT_EQ(messages(once), messages(text)) << text << "written:\n" << once;
        }
        const std::string once = test::canonical(text);
        EXPECT_EQ(test::canonical(once), once) << text;
    }
    EXPECT_NE(test::canonical(head + "[Hand \"2\"]\n1. Anne: VERT\n").find("[Hand \"2\"]"),
              std::string::npos);
}

}  // namespace
}  // namespace bornes::formats
