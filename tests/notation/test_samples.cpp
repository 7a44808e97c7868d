// SPDX-License-Identifier: Apache-2.0
// The bundled samples (samples/): every record validates and round-trips; the worked example
// replays to the booklet's position; the scoring examples give the books' totals; every
// broken record gives its expected error at its expected place.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "notation/position_text.h"
#include "records.h"
#include "replay/transcript.h"

namespace bornes::formats {
namespace {

namespace fs = std::filesystem;
using test::canonical;
using test::errorsOf;
using test::readFile;
using test::validateText;

const fs::path kSamples = fs::path(BORNES_SOURCE_DIR) / "samples";

std::vector<fs::path> recordsIn(const fs::path& dir) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir))
        if (entry.path().extension() == ".mbn") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::vector<fs::path> validSamples() {
    std::vector<fs::path> files{kSamples / "worked-example.mbn", kSamples / "exemple-commente.mbn",
                                kSamples / "irregular.mbn"};
    for (const char* dir : {"scoring", "games"})
        for (const fs::path& p : recordsIn(kSamples / dir)) files.push_back(p);
    return files;
}

TEST(Samples, EveryValidSampleValidatesWithoutError) {
    const auto files = validSamples();
    ASSERT_GE(files.size(), 15u);
    for (const fs::path& file : files) {
        SCOPED_TRACE(file.string());
        EXPECT_TRUE(errorsOf(readFile(file)).empty()) << errorsOf(readFile(file)).front();
        if (file.filename() != "irregular.mbn") {
            EXPECT_TRUE(validateText(readFile(file)).empty()) << "warnings in " << file;
        }
    }
}

// parse -> write -> parse gives the same game, and the second write the same bytes.
TEST(Samples, EverySampleRoundTrips) {
    for (const fs::path& file : validSamples()) {
        SCOPED_TRACE(file.string());
        const std::string first = canonical(readFile(file));
        const std::string second = canonical(first);
        EXPECT_EQ(first, second);
        EXPECT_TRUE(errorsOf(first).empty());
        // The same game: the same scores and the same moves when replayed.
        long movesOriginal = 0, movesCanonical = 0;
        validateText(readFile(file), false, &movesOriginal);
        validateText(first, false, &movesCanonical);
        EXPECT_EQ(movesOriginal, movesCanonical);
    }
}

TEST(Samples, GeneratedGamesAreAlreadyCanonical) {
    for (const fs::path& file : recordsIn(kSamples / "games")) {
        SCOPED_TRACE(file.string());
        EXPECT_EQ(canonical(readFile(file)), readFile(file));
    }
}

// RULES.md §11: after turn 18, Paul's team rolling at 225 km with Puncture-Proof as
// coup-fourré; Janine's team stopped by a Stop, Driving Ace on its table (R5: Janine to play).
TEST(Samples, TheWorkedExampleReachesTheBookletsPosition) {
    std::vector<Diagnostic> problems;
    const auto records = readRecords(readFile(kSamples / "worked-example.mbn"), problems);
    ASSERT_EQ(records.size(), 1u);
    struct After18 : ReplayObserver {
        void stepped(const ReplayStep& step, const Position&, const Position& after) override {
            if (step.turn == 18) position = after;
            if (step.turn == 16 && step.move.action() == Action::CoupFourre)
                coupFourreSeat = step.seat;
            if (step.turn == 17) seventeenth = step.seat;
        }
        std::optional<Position> position;
        int coupFourreSeat = -1, seventeenth = -1;
    } observer;
    const PlayResult result = playRecord(records[0], {}, problems, &observer);
    ASSERT_TRUE(result.valid) << problems.front().message;
    ASSERT_TRUE(observer.position);
    const Position& p = *observer.position;
    const Tableau& paul = p.tableau(0);
    const Tableau& janine = p.tableau(1);
    EXPECT_TRUE(paul.rolling());
    EXPECT_EQ(paul.battleTop, Card::Roll);
    EXPECT_FALSE(paul.limited);
    EXPECT_EQ(paul.distance, 225);
    EXPECT_TRUE(paul.hasCoupFourre(Card::PunctureProof));
    EXPECT_EQ(paul.safetyCount(), 1);
    EXPECT_EQ(janine.battleTop, Card::Stop);
    EXPECT_FALSE(janine.rolling());
    EXPECT_TRUE(janine.has(Card::DrivingAce));
    EXPECT_FALSE(janine.hasCoupFourre(Card::DrivingAce));
    EXPECT_EQ(janine.distance, 0);
    EXPECT_EQ(observer.coupFourreSeat, 2);  // Paulette
    EXPECT_EQ(observer.seventeenth, 3);     // Jean plays next, left of Paulette (R5)
    EXPECT_EQ(p.toMove(), 1);               // then Paul, then Janine
    // The printed position says the same.
    const std::string text = describePosition(p, seatNamesOf(records[0]), Language::English);
    EXPECT_NE(text.find("Paul/Paulette: Roll, 225 km, safeties: Puncture-Proof* (rolling)"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("Janine/Jean: Stop, 0 km, safeties: Driving Ace (stopped)"),
              std::string::npos)
        << text;
    // And its one-line form is the example of NOTATION.md, so the spec and the code agree.
    const std::string line = writePosition(p, records[0].rules.scoring);
    EXPECT_NE(
        readFile(fs::path(BORNES_SOURCE_DIR) / "formats" / "notation" / "NOTATION.md").find(line),
        std::string::npos)
        << line;
}

// RULES.md §8: the replayed score sheets show the books' totals.
TEST(Samples, TheScoringExamplesGiveTheBooksTotals) {
    const std::map<std::string, std::vector<int>> books{
        {"850-925.mbn", {850, 925}}, {"2200-1050.mbn", {2200, 1050}}, {"2300-675.mbn", {2300, 675}},
        {"4400.mbn", {4400, 0}},     {"5100.mbn", {5100, 0, 0}},      {"4600.mbn", {4600, 0}}};
    for (const auto& [file, totals] : books) {
        SCOPED_TRACE(file);
        std::vector<Diagnostic> problems;
        const auto records = readRecords(readFile(kSamples / "scoring" / file), problems);
        ASSERT_EQ(records.size(), 1u);
        struct Scores : ReplayObserver {
            void handEnded(int, const Position&, const HandScore& s, const Game&) override {
                score = s;
            }
            HandScore score;
        } observer;
        ASSERT_TRUE(playRecord(records[0], {}, problems, &observer).valid);
        ASSERT_EQ(observer.score.sides, static_cast<int>(totals.size()));
        for (int s = 0; s < observer.score.sides; ++s)
            EXPECT_EQ(observer.score.total(s), totals[static_cast<std::size_t>(s)]);
    }
}

// Each broken record gives the error written beside it (checked by hand when written),
// with its line and column.
TEST(Samples, EveryBrokenRecordGivesItsExpectedError) {
    const auto files = recordsIn(kSamples / "broken");
    ASSERT_GE(files.size(), 18u);
    for (const fs::path& file : files) {
        SCOPED_TRACE(file.string());
        fs::path expected = file;
        expected.replace_extension(".expected");
        std::string want = readFile(expected);
        while (!want.empty() && want.back() == '\n') want.pop_back();
        const auto errors = errorsOf(readFile(file));
        ASSERT_EQ(errors.size(), 1u);
        EXPECT_EQ(errors.front(), want);
    }
}

TEST(Samples, IrregularitiesAreWarningsOrErrorsWhenStrict) {
    const std::string text = readFile(kSamples / "irregular.mbn");
    const auto lenient = validateText(text);
    EXPECT_EQ(lenient.size(), 5u);
    for (const std::string& d : lenient) {
        EXPECT_NE(d.find(": warning: "), std::string::npos) << d;
        EXPECT_NE(d.find("§10"), std::string::npos) << d;
    }
    const auto strict = errorsOf(text, true);
    ASSERT_EQ(strict.size(), 1u);
    EXPECT_EQ(strict.front().substr(0, 6), "11:10:");
}

// The French sample is the worked example as a French player writes it (French card names,
// "Paul : ", "coup fourré", "> A"), with French comments: the same game, move for move.
TEST(Samples, TheFrenchWorkedExampleIsTheSameGame) {
    std::vector<Diagnostic> problems;
    auto french = readRecords(readFile(kSamples / "exemple-commente.mbn"), problems);
    auto english = readRecords(readFile(kSamples / "worked-example.mbn"), problems);
    ASSERT_TRUE(problems.empty()) << problems.front().message;
    ASSERT_EQ(french.size(), 1u);
    ASSERT_EQ(english.size(), 1u);
    const auto& f = french[0].hands.at(0);
    const auto& e = english[0].hands.at(0);
    EXPECT_EQ(f.deal, e.deal);
    ASSERT_EQ(f.actions.size(), e.actions.size());
    for (std::size_t i = 0; i < f.actions.size(); ++i) {
        SCOPED_TRACE(i);
        EXPECT_EQ(f.actions[i].kind, e.actions[i].kind);
        EXPECT_EQ(f.actions[i].card, e.actions[i].card);
        EXPECT_EQ(f.actions[i].actor, e.actions[i].actor);
        EXPECT_EQ(f.actions[i].side, e.actions[i].side);
        EXPECT_EQ(f.actions[i].turn, e.actions[i].turn);
    }
}

}  // namespace
}  // namespace bornes::formats
