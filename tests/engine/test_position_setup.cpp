// SPDX-License-Identifier: Apache-2.0
// Building positions from descriptions: every impossible position is refused with a reason,
// and describing a position gives it back.
#include <gtest/gtest.h>

#include "engine/movegen.h"
#include "engine/position_setup.h"
#include "scene.h"

namespace bornes {
namespace {

using test::Scene;

std::string errorOf(const PositionSetup& s) {
    const SetupResult r = buildPosition(s);
    EXPECT_FALSE(r.position.has_value()) << "accepted an impossible position";
    return r.error;
}

TEST(PositionSetup, APossiblePositionBuildsAndDescribesBack) {
    Scene scene(Form::Four);
    scene.roll(0)
        .distance(0, {Card::D100, Card::D200})
        .safeties(1, {Card::DrivingAce})
        .coupsFourres(1, {Card::ExtraTank});
    // Side B's pile, bottom up: Roll, Accident, Repairs, Roll, Stop (each Roll under the top
    // covered by a hazard, §4).
    scene.battle(1, Card::Stop)
        .limited(1)
        .buried(1, {Card::Roll, Card::Accident, Card::Repairs})
        .pile(30)
        .toMove(1);
    const Position p = scene.build();
    EXPECT_EQ(p.tableau(0).distance, 300);
    EXPECT_TRUE(p.tableau(1).hasCoupFourre(Card::ExtraTank));
    EXPECT_FALSE(p.tableau(1).hasCoupFourre(Card::DrivingAce));
    EXPECT_EQ(p.hash(), p.computeHash());
    const SetupResult again = buildPosition(describe(p));
    ASSERT_TRUE(again.position) << again.error;
    EXPECT_EQ(*again.position, p);
}

TEST(PositionSetup, CardCountsMustMatchTheDeck) {
    PositionSetup s = Scene(Form::Four).pile(10).completed();
    s.discard.push_back(Card::RightOfWay);  // a second Right of Way
    EXPECT_NE(errorOf(s).find("Right of Way"), std::string::npos);
    PositionSetup missing = Scene(Form::Four).pile(10).completed();
    missing.discard.pop_back();
    EXPECT_NE(errorOf(missing).find("105 cards placed"), std::string::npos);
    PositionSetup twoPlayers = Scene(Form::Two).pile(10).completed();
    twoPlayers.discard.push_back(Card::Stop);
    EXPECT_NE(errorOf(twoPlayers).find("101-card deck has 4"), std::string::npos);
}

TEST(PositionSetup, HandSizesWhileThePileLasts) {
    PositionSetup s = Scene(Form::Four).pile(10).toMove(2).completed();
    EXPECT_TRUE(buildPosition(s).position);
    s.discard.push_back(s.hands[2].back());
    s.hands[2].pop_back();  // the mover holds 6 instead of 7
    EXPECT_NE(errorOf(s).find("must hold 7"), std::string::npos);
}

TEST(PositionSetup, TableauxMustBePossible) {
    // Each edit describes an impossible tableau; the scene fills in the rest of the deck
    // around it, so that only the tableau is wrong.
    auto refused = [](auto edit, const char* expected) {
        Scene scene(Form::Four);
        scene.pile(20);
        edit(scene.setup());
        const std::string error = errorOf(scene.completed());
        EXPECT_NE(error.find(expected), std::string::npos) << error;
    };
    refused(
        [](PositionSetup& s) {
            s.sides[0].distance = {Card::D200, Card::D200, Card::D200};
        },
        "two 200s");
    refused([](PositionSetup& s) { s.sides[0].battleTop = Card::EndOfLimit; },
            "cannot be on a battle pile");
    refused(
        [](PositionSetup& s) {
            s.sides[0].battleTop = Card::Accident;
            s.sides[0].battleUnder = Card::Roll;
            s.sides[0].safeties = {Card::DrivingAce};
        },
        "R2");
    refused(
        [](PositionSetup& s) {
            s.sides[0].battleTop = Card::Accident;
            s.sides[0].battleUnder = Card::Repairs;
        },
        "only have been played on Roll");
    refused(
        [](PositionSetup& s) {
            s.sides[0].battleTop = Card::Roll;
            s.sides[0].battleUnder = Card::Stop;
        },
        "only when the top is a hazard");
    refused(
        [](PositionSetup& s) {
            s.sides[1].limited = true;
            s.sides[1].safeties = {Card::RightOfWay};
        },
        "Speed Limit");
    refused([](PositionSetup& s) { s.sides[1].buried = {Card::EndOfLimit}; }, "alternate");
    refused([](PositionSetup& s) { s.sides[1].buried = {Card::D25}; }, "cannot be buried");
    refused(
        [](PositionSetup& s) {
            s.sides[1].safeties = {Card::ExtraTank, Card::ExtraTank};
        },
        "Extra Tank");
    refused([](PositionSetup& s) { s.sides[1].safeties = {Card::D25}; }, "not a safety");
    refused([](PositionSetup& s) { s.sides[1].coupsFourres = {Card::ExtraTank}; },
            "not among its safeties");
    refused(
        [](PositionSetup& s) {
            s.sides[1].distance = {Card::D200, Card::D200, Card::D100, Card::D100, Card::D100,
                                   Card::D100, Card::D100, Card::D100, Card::D75};
        },
        "past the target");
    refused(
        [](PositionSetup& s) {
            s.sides[1].distance = {Card::D200, Card::D200, Card::D100, Card::D100,
                                   Card::D100, Card::D100, Card::D100, Card::D100};
        },
        "hand is over");
    refused([](PositionSetup& s) { s.sides[2].distance = {Card::D25}; }, "no such side");
    // A remedy on the battle pile covers its hazard (§4): Repairs on top needs an Accident under
    // it.
    refused([](PositionSetup& s) { s.sides[0].battleTop = Card::Repairs; },
            "1 × Repairs on the battle pile for 0 covered Accident");
    refused(
        [](PositionSetup& s) {
            s.sides[0].battleTop = Card::Roll;
            s.sides[0].buried = {Card::FlatTire};
        },
        "0 × Spare Tire on the battle pile for 1 covered Flat Tire");
    refused(
        [](PositionSetup& s) {
            s.sides[0].battleTop = Card::Repairs;
            s.sides[0].buried = {Card::Accident, Card::Stop};
        },
        "a Stop under the top must have been covered by a Roll");
    // A side that never rolled has no distance; an empty battle pile holds nothing; and
    // without Right of Way every hazard lies on a Roll (§4).
    refused([](PositionSetup& s) { s.sides[1].distance = {Card::D100}; },
            "distance on the table, so the side has rolled");
    refused([](PositionSetup& s) { s.sides[0].buried = {Card::Roll}; },
            "the battle pile is empty, so no battle card can lie in it");
    refused(
        [](PositionSetup& s) {
            s.sides[0].battleTop = Card::Gasoline;
            s.sides[0].buried = {Card::OutOfGas};
        },
        "1 hazard on the battle pile but 0 Rolls: without Right of Way a hazard is played only on "
        "a Roll");
    // Found by fuzz_position in CI: a Stop under a Roll on top, and only that Roll. The Roll
    // on top covers nothing, so the Stop lay on nothing: refused, as the position a Stop
    // played on that Roll leads to is (2 hazards, 1 Roll).
    refused(
        [](PositionSetup& s) {
            s.sides[0].battleTop = Card::Roll;
            s.sides[0].buried = {Card::Stop};
        },
        "1 hazard on the battle pile but 1 Roll, the top one covering nothing");
    // Only a hazard covers a Roll: two Rolls and nothing between them is no pile.
    refused(
        [](PositionSetup& s) {
            s.sides[0].battleTop = Card::Roll;
            s.sides[0].buried = {Card::Roll};
        },
        "1 Roll under the battle top but 0 hazards: a Roll goes only on an empty pile, a Stop or "
        "a remedy");
}

TEST(PositionSetup, WithRightOfWayAHazardMayLieOnAnyCard) {
    // With Right of Way a side rolls without a Roll, and hazards go on remedies or an empty
    // pile (§4): none of the checks above applies.
    Scene scene(Form::Four);
    scene.pile(20).safeties(0, {Card::RightOfWay}).distance(0, {Card::D100});
    scene.setup().sides[0].battleTop = Card::Gasoline;
    scene.setup().sides[0].buried = {Card::OutOfGas};
    EXPECT_TRUE(buildPosition(scene.completed()).position)
        << buildPosition(scene.completed()).error;
}

TEST(PositionSetup, CoveredHazardsAreFine) {
    Scene scene(Form::Four);
    scene.battle(0, Card::Repairs)
        .buried(0, {Card::Roll, Card::Accident, Card::Stop, Card::Roll})
        .pile(20);
    EXPECT_TRUE(buildPosition(scene.completed()).position.has_value());
}

TEST(PositionSetup, OnlyTheDecidingSideMayBeAtTheTarget) {
    const std::vector<Card> km700{Card::D200, Card::D200, Card::D100, Card::D100, Card::D100};
    // Two sides at 700 while one decides on its allonge: impossible.
    Scene scene(Form::Three);
    scene.setup().sides[0].distance = km700;
    scene.setup().sides[1].distance = km700;
    scene.roll(0).roll(1);
    PositionSetup s = scene.completed();
    s.phase = Phase::Allonge;
    s.toMove = 0;
    EXPECT_NE(errorOf(s).find("side B: at the target of 700, so the hand is over"),
              std::string::npos);
    s.phase = Phase::Over;
    s.winner = 0;
    EXPECT_NE(errorOf(s).find("side B: at the target of 700"), std::string::npos);
}

TEST(PositionSetup, PendingDecisionsMustBePossible) {
    // A coup-fourré window needs the hazard on top of the attacked side and a holder.
    Scene scene(Form::Four);
    scene.battle(1, Card::Accident).pile(20).hand(1, {Card::DrivingAce}).toMove(1);
    PositionSetup s = scene.completed();
    s.phase = Phase::CoupFourre;
    s.toMove = 1;
    s.attacker = 0;
    s.attackedSide = 1;
    s.pendingHazard = Card::Accident;
    // Hand sizes: between turns everybody holds 6.
    s.discard.push_back(s.hands[1].back());
    s.hands[1].pop_back();
    const SetupResult ok = buildPosition(s);
    ASSERT_TRUE(ok.position) << ok.error;
    EXPECT_EQ(legalMoves(*ok.position).size(), 2);
    PositionSetup wrongHazard = s;
    wrongHazard.pendingHazard = Card::FlatTire;
    EXPECT_NE(errorOf(wrongHazard).find("on top"), std::string::npos);
    PositionSetup ownSide = s;
    ownSide.attacker = 3;
    EXPECT_NE(errorOf(ownSide).find("R11"), std::string::npos);
    // An allonge decision only at exactly the target, only where allonge is played.
    PositionSetup allonge = Scene(Form::Four).pile(20).completed();
    allonge.phase = Phase::Allonge;
    EXPECT_NE(errorOf(allonge).find("§7"), std::string::npos);
    // A finished hand without a winner has no cards left anywhere.
    PositionSetup over = Scene(Form::Four).pile(20).completed();
    over.phase = Phase::Over;
    EXPECT_NE(errorOf(over).find("nobody holds a card"), std::string::npos);
}

TEST(PositionSetup, UnknownCardsCountTowardsTheDeck) {
    // A record that hides the draws: the hands of the other players and the pile unknown.
    PositionSetup s = Scene(Form::Two).pile(10).completed();
    for (Card& c : s.hands[1]) c = Card::Unknown;
    for (Card& c : s.pile) c = Card::Unknown;
    const SetupResult r = buildPosition(s);
    ASSERT_TRUE(r.position) << r.error;
    EXPECT_EQ(r.position->hand(1).count(Card::Unknown), 6);
}

}  // namespace
}  // namespace bornes
