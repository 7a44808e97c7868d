// SPDX-License-Identifier: Apache-2.0
// Scoring a hand (RULES.md §8, R13–R15) under the rulesets dujardin and parker, and the
// option bonus-no-100-no-200. Every hand below is built one move from its end; the end is
// reached through the engine, then scored.
#include <gtest/gtest.h>

#include <initializer_list>
#include <ostream>

#include "engine/position.h"
#include "engine/scoring.h"
#include "printers.h"
#include "scene.h"
#include "steps.h"

namespace bornes {

namespace {

using test::applyLegal;

using test::Scene;

constexpr ScoringRules kDujardin{Ruleset::Dujardin, 0};
constexpr ScoringRules kParker{Ruleset::Parker, 0};

const SideScore& line(const HandScore& s, int side) {
    return s.side[static_cast<std::size_t>(side)];
}

// 975 km without any 200: nine 100s and a 75.
Scene& at975(Scene& scene, int side) {
    return scene.roll(side).distance(
        side, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
               Card::D100, Card::D100, Card::D75});
}

constexpr auto kAllFour = {Card::RightOfWay, Card::ExtraTank, Card::PunctureProof,
                           Card::DrivingAce};

// --- the checks from the books (§8) -------------------------------------------------------

TEST(Scoring, Book850And925HandEndedByExhaustion) {
    // 001/004: North-South 350 km + 1 coup-fourré + 2 safeties = 850; West-East 825 km +
    // 1 safety = 925. North plays the last card held by anybody.
    Position p = Scene(Form::Four)
                     .roll(0)
                     .distance(0, {Card::D100, Card::D100, Card::D100, Card::D25})
                     .safeties(0, {Card::ExtraTank})
                     .coupsFourres(0, {Card::PunctureProof})
                     .roll(1)
                     .distance(1, {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100,
                                   Card::D75, Card::D50})
                     .safeties(1, {Card::DrivingAce})
                     .hand(0, {Card::D25})
                     .pile(0)
                     .build();
    applyLegal(p, Move::play(Card::D25));
    ASSERT_TRUE(p.over());
    ASSERT_EQ(p.winner(), kNoSide);

    const HandScore s = scoreHand(p, kDujardin);
    EXPECT_EQ(s.sides, 2);
    EXPECT_EQ(line(s, 0), (SideScore{.distance = 350,
                                     .safeties = 2,
                                     .safetyPoints = 200,
                                     .coupsFourres = 1,
                                     .coupFourrePoints = 300}));
    EXPECT_EQ(s.total(0), 850);
    EXPECT_EQ(line(s, 1), (SideScore{.distance = 825, .safeties = 1, .safetyPoints = 100}));
    EXPECT_EQ(s.total(1), 925);
}

TEST(Scoring, Book2200And1050ThousandReachedBeforeExhaustion) {
    // 001/004: 1000 + 400 + 2 coups-fourrés (600) + 2 safeties (200) = 2200 (the winner has
    // a 200: no bonus); the others 950 + 1 safety = 1050.
    Position p =
        Scene(Form::Four)
            .roll(0)
            .distance(0, {Card::D200, Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
                          Card::D100, Card::D100})
            .coupsFourres(0, {Card::ExtraTank, Card::PunctureProof})
            .roll(1)
            .distance(1, {Card::D200, Card::D100, Card::D100, Card::D100, Card::D75, Card::D75,
                          Card::D75, Card::D75, Card::D50, Card::D50, Card::D50})
            .safeties(1, {Card::DrivingAce})
            .hand(0, {Card::D100})
            .pile(20)
            .build();
    applyLegal(p, Move::play(Card::D100));
    ASSERT_EQ(p.winner(), 0);
    ASSERT_FALSE(p.crowned());

    const HandScore s = scoreHand(p, kDujardin);
    EXPECT_EQ(line(s, 0), (SideScore{.distance = 1000,
                                     .safeties = 2,
                                     .safetyPoints = 200,
                                     .coupsFourres = 2,
                                     .coupFourrePoints = 600,
                                     .handWon = 400}));
    EXPECT_EQ(s.total(0), 2200);
    EXPECT_EQ(line(s, 1), (SideScore{.distance = 950, .safeties = 1, .safetyPoints = 100}));
    EXPECT_EQ(s.total(1), 1050);
}

TEST(Scoring, Book2300And675ThousandReachedAfterExhaustion) {
    // 001/004: 1000 + 400 + 3 safeties + no-200 + couronnement = 2300; the others 275 +
    // 1 coup-fourré + 1 safety = 675. The pile is empty, other players still hold cards.
    Scene scene(Form::Four);
    at975(scene, 0)
        .safeties(0, {Card::RightOfWay, Card::ExtraTank, Card::DrivingAce})
        .roll(1)
        .distance(1, {Card::D100, Card::D100, Card::D75})
        .coupsFourres(1, {Card::PunctureProof})
        .hand(0, {Card::D25})
        .hand(1, {Card::D50})
        .hand(2, {Card::Roll})
        .pile(0);
    Position p = scene.build();
    applyLegal(p, Move::play(Card::D25));
    ASSERT_EQ(p.winner(), 0);
    ASSERT_TRUE(p.crowned());

    const HandScore s = scoreHand(p, kDujardin);
    EXPECT_EQ(line(s, 0), (SideScore{.distance = 1000,
                                     .safeties = 3,
                                     .safetyPoints = 300,
                                     .handWon = 400,
                                     .couronnement = 300,
                                     .noTwoHundred = 300}));
    EXPECT_EQ(s.total(0), 2300);
    EXPECT_EQ(line(s, 1), (SideScore{.distance = 275,
                                     .safeties = 1,
                                     .safetyPoints = 100,
                                     .coupsFourres = 1,
                                     .coupFourrePoints = 300}));
    EXPECT_EQ(s.total(1), 675);
}

TEST(Scoring, Book4400TheLargestHandForTwoTeams) {
    // 004: 400 + 1000 + couronnement 300 + no-200 300 + 4 coups-fourrés 1200 + the four
    // safeties 700 + capot 500 = 4400.
    Scene scene(Form::Four);
    at975(scene, 0).coupsFourres(0, kAllFour).hand(0, {Card::D25}).pile(0);
    Position p = scene.build();
    applyLegal(p, Move::play(Card::D25));
    ASSERT_EQ(p.winner(), 0);
    ASSERT_TRUE(p.crowned());

    const HandScore s = scoreHand(p, kDujardin);
    EXPECT_EQ(line(s, 0), (SideScore{.distance = 1000,
                                     .safeties = 4,
                                     .safetyPoints = 700,
                                     .coupsFourres = 4,
                                     .coupFourrePoints = 1200,
                                     .handWon = 400,
                                     .couronnement = 300,
                                     .noTwoHundred = 300,
                                     .capotOpponents = 1,
                                     .capot = 500}));
    EXPECT_EQ(s.total(0), 4400);
    EXPECT_EQ(line(s, 1), SideScore{});
    EXPECT_EQ(s.total(1), 0);
}

// Side 0 at 675 without a 200, its four safeties laid as coups-fourrés, seat 0 alone holding
// 25, 100, 100, 100 with the pile empty; everybody else capot. Seat 0 reaches 700, declares
// the allonge and plays on alone to 1000 (R9).
Position largestAllongeHand(Form form) {
    Position p = Scene(form)
                     .roll(0)
                     .distance(0, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D75})
                     .coupsFourres(0, kAllFour)
                     .hand(0, {Card::D25, Card::D100, Card::D100, Card::D100})
                     .pile(0)
                     .build();
    applyLegal(p, Move::play(Card::D25));
    EXPECT_EQ(p.phase(), Phase::Allonge);
    applyLegal(p, Move::declareAllonge());
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(p.toMove(), 0);
        applyLegal(p, Move::play(Card::D100));
    }
    EXPECT_TRUE(p.over());
    EXPECT_EQ(p.winner(), 0);
    EXPECT_EQ(p.allongeSide(), 0);
    EXPECT_TRUE(p.crowned());
    return p;
}

TEST(Scoring, Book5100TheLargestHandForThreePlayersWithAllonge) {
    // 004: 400 + 1000 + 300 + 300 + 1200 + 700 + allonge 200 + capot 2 × 500 = 5100.
    const Position p = largestAllongeHand(Form::Three);
    const HandScore s = scoreHand(p, kDujardin);
    EXPECT_EQ(s.sides, 3);
    EXPECT_EQ(line(s, 0), (SideScore{.distance = 1000,
                                     .safeties = 4,
                                     .safetyPoints = 700,
                                     .coupsFourres = 4,
                                     .coupFourrePoints = 1200,
                                     .handWon = 400,
                                     .couronnement = 300,
                                     .noTwoHundred = 300,
                                     .allonge = 200,
                                     .capotOpponents = 2,
                                     .capot = 1000}));
    EXPECT_EQ(s.total(0), 5100);
    EXPECT_EQ(s.total(1), 0);
    EXPECT_EQ(s.total(2), 0);
}

TEST(Scoring, Book4600TheLargestHandForTwoPlayers) {
    // 004: the 5100 less 500, two players having only one opponent to make capot.
    const Position p = largestAllongeHand(Form::Two);
    const HandScore s = scoreHand(p, kDujardin);
    EXPECT_EQ(line(s, 0), (SideScore{.distance = 1000,
                                     .safeties = 4,
                                     .safetyPoints = 700,
                                     .coupsFourres = 4,
                                     .coupFourrePoints = 1200,
                                     .handWon = 400,
                                     .couronnement = 300,
                                     .noTwoHundred = 300,
                                     .allonge = 200,
                                     .capotOpponents = 1,
                                     .capot = 500}));
    EXPECT_EQ(s.total(0), 4600);
    EXPECT_EQ(s.total(1), 0);
}

TEST(Scoring, Book1300TwoPlainSafetiesAndTwoCoupsFourres) {
    // 001 (and 000): 4 safeties 400 + 300 for all four + 2 coups-fourrés 600 = 1300. The
    // fourth safety is the last card of the play-out; the side has no distance (capot).
    Position p = Scene(Form::Four)
                     .safeties(0, {Card::ExtraTank})
                     .coupsFourres(0, {Card::PunctureProof, Card::DrivingAce})
                     .roll(1)
                     .distance(1, {Card::D100})
                     .hand(0, {Card::RightOfWay})
                     .pile(0)
                     .build();
    applyLegal(p, Move::play(Card::RightOfWay));
    ASSERT_TRUE(p.over());
    ASSERT_EQ(p.winner(), kNoSide);

    const HandScore s = scoreHand(p, kDujardin);
    EXPECT_EQ(line(s, 0),
              (SideScore{
                  .safeties = 4, .safetyPoints = 700, .coupsFourres = 2, .coupFourrePoints = 600}));
    EXPECT_EQ(s.total(0), 1300);
    // Dujardin capot holds after exhaustion too (004): 500 to the side that is not capot.
    EXPECT_EQ(line(s, 1), (SideScore{.distance = 100, .capotOpponents = 1, .capot = 500}));
    EXPECT_EQ(s.total(1), 600);
}

// --- safeties ---------------------------------------------------------------------------

TEST(Scoring, AllFourSafetiesLaidPlainScore700) {
    Position p = Scene(Form::Two)
                     .safeties(0, {Card::ExtraTank, Card::PunctureProof, Card::DrivingAce})
                     .roll(1)
                     .distance(1, {Card::D25})
                     .hand(0, {Card::RightOfWay})
                     .pile(0)
                     .build();
    applyLegal(p, Move::play(Card::RightOfWay));
    ASSERT_TRUE(p.over());
    const HandScore s = scoreHand(p, kDujardin);
    EXPECT_EQ(line(s, 0), (SideScore{.safeties = 4, .safetyPoints = 700}));
    EXPECT_EQ(s.total(0), 700);
}

// --- capot, ruleset dujardin ----------------------------------------------------------------

// Three players at 700, the pile empty. Side 0 at 650 holds the last card: a 50 that wins
// (then declines the allonge) or a 75 that it must discard (exhaustion). Sides 1 and 2 have
// `km1` and `km2` km on the table (0: capot).
Position threePlayerEnd(bool win, int km1, int km2) {
    Scene scene(Form::Three);
    scene.roll(0)
        .distance(
            0, {Card::D100, Card::D100, Card::D100, Card::D100, Card::D100, Card::D100, Card::D50})
        .hand(0, {win ? Card::D50 : Card::D75})
        .pile(0);
    if (km1 > 0) scene.roll(1).distance(1, {km1 == 25 ? Card::D25 : Card::D200});
    if (km2 > 0) scene.roll(2).distance(2, {km2 == 25 ? Card::D25 : Card::D200});
    Position p = scene.build();
    if (win) {
        applyLegal(p, Move::play(Card::D50));
        EXPECT_EQ(p.phase(), Phase::Allonge);
        applyLegal(p, Move::declineAllonge());
        EXPECT_EQ(p.winner(), 0);
    } else {
        applyLegal(p, Move::discard(Card::D75));
        EXPECT_EQ(p.winner(), kNoSide);
    }
    EXPECT_TRUE(p.over());
    return p;
}

TEST(Scoring, DujardinThreePlayersTwoCapotsTheWinnerScores1000) {
    // 004: "A trois, s'il y a deux capots, le non-capot marquera 1.000."
    const HandScore s = scoreHand(threePlayerEnd(true, 0, 0), kDujardin);
    EXPECT_EQ(line(s, 0).capotOpponents, 2);
    EXPECT_EQ(line(s, 0).capot, 1000);
    EXPECT_EQ(s.total(0), 700 + 400 + 300 + 300 + 1000);  // couronnement and no-200 too
    EXPECT_EQ(line(s, 1).capot, 0);
    EXPECT_EQ(line(s, 2).capot, 0);
}

TEST(Scoring, DujardinThreePlayersTwoCapotsAfterExhaustionStill1000) {
    // Won or not (004, R13): the non-capot side scores 500 per capot opponent.
    const HandScore s = scoreHand(threePlayerEnd(false, 0, 0), kDujardin);
    EXPECT_EQ(line(s, 0), (SideScore{.distance = 650, .capotOpponents = 2, .capot = 1000}));
    EXPECT_EQ(s.total(0), 1650);
    EXPECT_EQ(s.total(1), 0);
    EXPECT_EQ(s.total(2), 0);
}

TEST(Scoring, DujardinOneCapotEveryNonCapotSideScores500WinnerOrNot) {
    const HandScore s = scoreHand(threePlayerEnd(true, 25, 0), kDujardin);
    EXPECT_EQ(line(s, 0).capot, 500);
    EXPECT_EQ(line(s, 0).capotOpponents, 1);
    EXPECT_EQ(line(s, 1),
              (SideScore{.distance = 25, .capotOpponents = 1, .capot = 500}));  // lost, not capot
    EXPECT_EQ(line(s, 2), SideScore{});
}

TEST(Scoring, DujardinOneCapotInAnExhaustionHand) {
    const HandScore s = scoreHand(threePlayerEnd(false, 0, 200), kDujardin);
    EXPECT_EQ(line(s, 0), (SideScore{.distance = 650, .capotOpponents = 1, .capot = 500}));
    EXPECT_EQ(line(s, 1), SideScore{});
    EXPECT_EQ(line(s, 2), (SideScore{.distance = 200, .capotOpponents = 1, .capot = 500}));
}

TEST(Scoring, DujardinNoCapotNoCapotPoints) {
    const HandScore s = scoreHand(threePlayerEnd(true, 25, 200), kDujardin);
    for (int side = 0; side < 3; ++side) {
        EXPECT_EQ(line(s, side).capot, 0);
        EXPECT_EQ(line(s, side).capotOpponents, 0);
    }
}

TEST(Scoring, DujardinACapotSideScoresOnlyItsSafetiesAndCoupsFourres) {
    // 004: "les capots marquent seulement leurs bottes et leurs coups-fourrés."
    Scene scene(Form::Four);
    at975(scene, 0)
        .hand(0, {Card::D25})
        .coupsFourres(1, {Card::ExtraTank})
        .safeties(1, {Card::DrivingAce})
        .pile(5);
    Position p = scene.build();
    applyLegal(p, Move::play(Card::D25));
    ASSERT_EQ(p.winner(), 0);
    const HandScore s = scoreHand(p, kDujardin);
    EXPECT_EQ(line(s, 1),
              (SideScore{
                  .safeties = 2, .safetyPoints = 200, .coupsFourres = 1, .coupFourrePoints = 300}));
    EXPECT_EQ(line(s, 0).capot, 500);
}

// --- capot, ruleset parker --------------------------------------------------------------------

TEST(Scoring, ParkerShutOutIsAFlat500ToTheWinner) {
    // Two teams: the only opposing side is capot.
    Scene scene(Form::Four);
    at975(scene, 0).hand(0, {Card::D25}).pile(5);
    Position p = scene.build();
    applyLegal(p, Move::play(Card::D25));
    ASSERT_EQ(p.winner(), 0);
    const HandScore s = scoreHand(p, kParker);
    EXPECT_EQ(line(s, 0).capot, 500);
    EXPECT_EQ(line(s, 0).total(), 1000 + 400 + 300 + 500);
    EXPECT_EQ(line(s, 1).capot, 0);
}

TEST(Scoring, ParkerThreePlayersTwoCapotsStill500) {
    // R13: a flat 500, not 500 per capot side.
    const HandScore s = scoreHand(threePlayerEnd(true, 0, 0), kParker);
    EXPECT_EQ(line(s, 0).capot, 500);
    EXPECT_EQ(s.total(0), 700 + 400 + 300 + 300 + 500);
    EXPECT_EQ(line(s, 1).capot, 0);
    EXPECT_EQ(line(s, 2).capot, 0);
}

TEST(Scoring, ParkerNothingUnlessEveryOpponentIsCapot) {
    const HandScore s = scoreHand(threePlayerEnd(true, 25, 0), kParker);
    for (int side = 0; side < 3; ++side) EXPECT_EQ(line(s, side).capot, 0) << "side " << side;
    EXPECT_EQ(s.total(0), 700 + 400 + 300 + 300);
    EXPECT_EQ(s.total(1), 25);
}

TEST(Scoring, ParkerNothingAfterExhaustion) {
    const HandScore s = scoreHand(threePlayerEnd(false, 0, 0), kParker);
    for (int side = 0; side < 3; ++side) EXPECT_EQ(line(s, side).capot, 0) << "side " << side;
    EXPECT_EQ(s.total(0), 650);
}

TEST(Scoring, ParkerLargestHandsDifferOnlyInTheCapot) {
    EXPECT_EQ(scoreHand(largestAllongeHand(Form::Three), kParker).total(0), 5100 - 500);
    EXPECT_EQ(scoreHand(largestAllongeHand(Form::Two), kParker).total(0), 4600);
}

TEST(Scoring, RulesetNames) {
    EXPECT_EQ(rulesetName(Ruleset::Dujardin), "dujardin");
    EXPECT_EQ(rulesetName(Ruleset::Parker), "parker");
    EXPECT_EQ(parseRuleset("parker"), Ruleset::Parker);
    EXPECT_EQ(parseRuleset("dujardin"), Ruleset::Dujardin);
    EXPECT_FALSE(parseRuleset("hasbro").has_value());
    EXPECT_EQ(ScoringRules{}.ruleset, Ruleset::Dujardin);  // dujardin is the default
}

// --- a failed allonge (R13) -------------------------------------------------------------------

// Three players, side 0 has declared the allonge (seat 0) and stands at 800; side 1 at 975
// holds the last card: a 25 that reaches 1000 (`reach`), or a 75 that it must discard.
// Side 2 is capot.
Position failedAllonge(bool reach) {
    Scene scene(Form::Three);
    scene.roll(0)
        .distance(0, {Card::D200, Card::D200, Card::D75, Card::D75, Card::D75, Card::D75, Card::D50,
                      Card::D50})
        .allongeDeclared(0, 0);
    at975(scene, 1).hand(1, {reach ? Card::D25 : Card::D75}).toMove(1).pile(0);
    Position p = scene.build();
    EXPECT_EQ(p.target(), 1000);
    if (reach)
        applyLegal(p, Move::play(Card::D25));
    else
        applyLegal(p, Move::discard(Card::D75));
    EXPECT_TRUE(p.over());
    return p;
}

TEST(Scoring, FailedAllongeGives200ToEachOpponentCapotsIncluded) {
    const Position p = failedAllonge(true);
    ASSERT_EQ(p.winner(), 1);
    const HandScore s = scoreHand(p, kDujardin);
    EXPECT_EQ(line(s, 0), (SideScore{.distance = 800, .capotOpponents = 1, .capot = 500}));
    EXPECT_EQ(line(s, 1), (SideScore{.distance = 1000,
                                     .handWon = 400,
                                     .couronnement = 300,
                                     .noTwoHundred = 300,
                                     .allonge = 200,
                                     .capotOpponents = 1,
                                     .capot = 500}));
    EXPECT_EQ(line(s, 2), (SideScore{.allonge = 200}));  // capot, and still the 200 (004, R13)
    EXPECT_EQ(s.total(2), 200);
}

TEST(Scoring, FailedAllongeByExhaustionNobodyScoresThe400) {
    const Position p = failedAllonge(false);
    ASSERT_EQ(p.winner(), kNoSide);
    const HandScore s = scoreHand(p, kDujardin);
    EXPECT_EQ(line(s, 0), (SideScore{.distance = 800, .capotOpponents = 1, .capot = 500}));
    EXPECT_EQ(line(s, 1),
              (SideScore{.distance = 975, .allonge = 200, .capotOpponents = 1, .capot = 500}));
    EXPECT_EQ(line(s, 2), (SideScore{.allonge = 200}));
}

TEST(Scoring, FailedAllongeUnderParkerStillPaysEachOpponent) {
    const HandScore s = scoreHand(failedAllonge(true), kParker);
    EXPECT_EQ(line(s, 0).allonge, 0);
    EXPECT_EQ(line(s, 1).allonge, 200);
    EXPECT_EQ(line(s, 2).allonge, 200);
    EXPECT_EQ(line(s, 1).capot, 0);  // side 0 is not capot: no shut-out
}

// --- the option bonus-no-100-no-200 (R14) -------------------------------------------------------

// Four players, pile not empty; side 0 at 975 with the given cards plays a 25 to 1000.
// Side 1 has 50 km (no capot).
Position winWith(std::initializer_list<Card> distance) {
    Position p = Scene(Form::Four)
                     .roll(0)
                     .distance(0, distance)
                     .roll(1)
                     .distance(1, {Card::D50})
                     .hand(0, {Card::D25})
                     .pile(10)
                     .build();
    applyLegal(p, Move::play(Card::D25));
    EXPECT_EQ(p.winner(), 0);
    return p;
}

Position winWithoutHundreds() {
    // 10 × 75 + 4 × 50 + 25 = 975.
    return winWith({Card::D75, Card::D75, Card::D75, Card::D75, Card::D75, Card::D75, Card::D75,
                    Card::D75, Card::D75, Card::D75, Card::D50, Card::D50, Card::D50, Card::D50,
                    Card::D25});
}

TEST(Scoring, OptionReplacesTheNo200BonusWhenTheWinnerHasNeither100Nor200) {
    const Position p = winWithoutHundreds();
    for (int bonus : {250, 500}) {
        const HandScore s = scoreHand(p, ScoringRules{Ruleset::Dujardin, bonus});
        EXPECT_EQ(line(s, 0).noHundredNoTwoHundred, bonus);
        EXPECT_EQ(line(s, 0).noTwoHundred, 0);  // replaced, not added
        EXPECT_EQ(s.total(0), 1000 + 400 + bonus);
    }
    // Without the option: the plain 300.
    const HandScore plain = scoreHand(p, kDujardin);
    EXPECT_EQ(line(plain, 0).noTwoHundred, 300);
    EXPECT_EQ(line(plain, 0).noHundredNoTwoHundred, 0);
    EXPECT_EQ(plain.total(0), 1700);
}

TEST(Scoring, OptionDoesNotApplyWhenTheWinnerHasA100) {
    // R14: a 100 on the table keeps the 300 no-200 bonus.
    const Position p = winWith({Card::D100, Card::D100, Card::D100, Card::D100, Card::D100,
                                Card::D100, Card::D100, Card::D100, Card::D100, Card::D75});
    const HandScore s = scoreHand(p, ScoringRules{Ruleset::Dujardin, 500});
    EXPECT_EQ(line(s, 0).noHundredNoTwoHundred, 0);
    EXPECT_EQ(line(s, 0).noTwoHundred, 300);
    EXPECT_EQ(s.total(0), 1700);
}

TEST(Scoring, NeitherBonusWhenTheWinnerHasA200) {
    const Position p = winWith({Card::D200, Card::D75, Card::D75, Card::D75, Card::D75, Card::D75,
                                Card::D75, Card::D75, Card::D75, Card::D75, Card::D50, Card::D50});
    for (const ScoringRules& rules : {kDujardin, ScoringRules{Ruleset::Dujardin, 500}}) {
        const HandScore s = scoreHand(p, rules);
        EXPECT_EQ(line(s, 0).noTwoHundred, 0);
        EXPECT_EQ(line(s, 0).noHundredNoTwoHundred, 0);
        EXPECT_EQ(s.total(0), 1400);
    }
}

TEST(Scoring, OnlyTheWinnerGetsTheNo200Bonus) {
    // The loser has no 200 either: it scores its 50 km and nothing else.
    Position p = Scene(Form::Four)
                     .roll(0)
                     .distance(0, {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D100, Card::D75})
                     .roll(1)
                     .distance(1, {Card::D50})
                     .hand(0, {Card::D25})
                     .pile(10)
                     .build();
    applyLegal(p, Move::play(Card::D25));
    for (const ScoringRules& rules : {kDujardin, ScoringRules{Ruleset::Dujardin, 250}}) {
        const HandScore s = scoreHand(p, rules);
        EXPECT_EQ(line(s, 1), (SideScore{.distance = 50}));
    }
}

// --- exhaustion (R15) --------------------------------------------------------------------------

TEST(Scoring, AfterExhaustionNo400NoCouronnementNoNo200Bonus) {
    // Side 0 reaches 975 without 100 or 200 with the pile empty; the cards run out.
    Position p = Scene(Form::Four)
                     .roll(0)
                     .distance(0, {Card::D75, Card::D75, Card::D75, Card::D75, Card::D75, Card::D75,
                                   Card::D75, Card::D75, Card::D75, Card::D75, Card::D50, Card::D50,
                                   Card::D50, Card::D50})
                     .roll(1)
                     .distance(1, {Card::D100})
                     .hand(0, {Card::D25})
                     .hand(1, {Card::D50})
                     .pile(0)
                     .build();
    applyLegal(p, Move::play(Card::D25));
    ASSERT_EQ(p.tableau(0).distance, 975);
    applyLegal(p, Move::discard(Card::D50));
    ASSERT_TRUE(p.over());
    ASSERT_EQ(p.winner(), kNoSide);
    for (const ScoringRules& rules : {kDujardin, ScoringRules{Ruleset::Dujardin, 500}, kParker}) {
        const HandScore s = scoreHand(p, rules);
        EXPECT_EQ(line(s, 0), (SideScore{.distance = 975}));
        EXPECT_EQ(line(s, 1), (SideScore{.distance = 100}));
    }
}

}  // namespace
}  // namespace bornes
