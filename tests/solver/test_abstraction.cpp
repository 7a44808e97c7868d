// SPDX-License-Identifier: Apache-2.0
// The solver's abstraction (relevance.h) against the plain search, on positions built on
// purpose for each of its rules: a copy is keyed as junk, or a live card's discard pruned,
// only when no line of play could ever use it. Each test here fails when the rule it
// guards is made one card too eager (the mutant named in its comment).
#include <gtest/gtest.h>

#include <bit>
#include <iostream>

#include "engine/position_setup.h"
#include "engine/zobrist.h"
#include "plain_search.h"
#include "random_positions.h"
#include "scene.h"
#include "solver/move_order.h"
#include "solver/relevance.h"
#include "solver/search.h"
#include "test_scale.h"

namespace bornes {
namespace {

int solved(const Position& p, const Query& q, SearchOptions options = {}) {
    Solver solver(std::size_t{1} << 20, options);
    SolveRequest request;
    request.query = q;
    const Solution s = solver.solve(p, request);
    EXPECT_TRUE(s.solved);
    return s.value;
}

int plain(const Position& p, const Query& q) {
    test::PlainSearch search(q, 50'000'000);
    const std::optional<int> v = search.value(p);
    EXPECT_TRUE(v) << "too big for the plain search";
    return v.value_or(-1);
}

// Cards that no line can use in these scenes: remedies of hazards that are all played.
const std::vector<Card> kJunk = {Card::Gasoline,  Card::Gasoline, Card::SpareTire,
                                 Card::SpareTire, Card::Repairs,  Card::Repairs};

// P1 at 500 km with one 200 laid and a 200 in hand: the second 200 finishes. Mutant: a side
// that has laid one 200 keyed as if it had laid two (2 - n replaced by 1 - n in
// copyLimits): its 200 is junk, never played, and the answer becomes no.
TEST(Abstraction, TheSecond200IsLiveAfterOne) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.hands[0] = {Card::D200, Card::Gasoline, Card::Gasoline, Card::SpareTire};
    setup.hands[1] = {Card::Repairs, Card::Repairs, Card::SpareTire};
    setup.sides[0].battleTop = Card::Roll;
    setup.sides[0].distance = {Card::D200, Card::D100, Card::D100, Card::D100};
    setup.sides[1].battleTop = Card::Roll;
    setup.sides[1].distance = {Card::D25};
    const Position p = test::builtPosition(setup);
    Query reach;
    EXPECT_EQ(plain(p, reach), 1);
    EXPECT_EQ(solved(p, reach), 1);
    Query score{Question::Score, 0, {}};
    EXPECT_EQ(solved(p, score), plain(p, score));
}

// With two 200s laid a third is dead (§4): the only finish it would make is no finish.
TEST(Abstraction, AThird200IsDead) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.hands[0] = {Card::D200, Card::Gasoline, Card::Gasoline, Card::SpareTire};
    setup.hands[1] = {Card::Repairs, Card::Repairs, Card::SpareTire};
    setup.sides[0].battleTop = Card::Roll;
    setup.sides[0].distance = {Card::D200, Card::D200, Card::D100};
    setup.sides[1].battleTop = Card::Roll;
    setup.sides[1].distance = {Card::D25};
    const Position p = test::builtPosition(setup);
    const SearchDeal deal = SearchDeal::of(p);
    const SearchState s(p, deal);
    EXPECT_TRUE(deadKinds(s, 0) & bit(Card::D200));
    Query reach;
    EXPECT_EQ(plain(p, reach), 0);
    EXPECT_EQ(solved(p, reach), 0);
}

// P2 can never reach (no Roll left anywhere, no Right of Way) but holds Extra Tank: laying
// it gives P2 another turn, so P2 draws the 50 on top of the pile that P1 needs, and P1
// never finishes. Mutant: the safeties of a side out of the race keyed as junk (in
// copyLimits) — P2 never lays it, P1 draws the 50 and the answer becomes yes.
TEST(Abstraction, ASideOutOfTheRaceStillLaysItsSafeties) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.toMove = 1;
    setup.hands[0] = {Card::Gasoline,  Card::Gasoline, Card::SpareTire,
                      Card::SpareTire, Card::Repairs,  Card::Repairs};
    setup.hands[1] = {Card::ExtraTank,  Card::EndOfLimit, Card::EndOfLimit, Card::EndOfLimit,
                      Card::EndOfLimit, Card::EndOfLimit, Card::EndOfLimit};
    setup.pile = {Card::Repairs, Card::Repairs, Card::D50};  // bottom to top
    setup.sides[0].battleTop = Card::Roll;
    setup.sides[0].distance = {Card::D200, Card::D200, Card::D100,
                               Card::D100, Card::D25,  Card::D25};
    const Position p = test::builtPosition(setup);
    Query reach;
    EXPECT_EQ(plain(p, reach), 0);
    EXPECT_EQ(solved(p, reach), 0);
    Query crown{Question::Couronnement, 0, {}};
    EXPECT_EQ(solved(p, crown), plain(p, crown));
}

// The surplus of a remedy is junk, not the copy the hazard on top needs: P1, out of gas,
// holds two Gasolines, and no other Out of Gas can come. Mutant: the hazard on top not
// counted (top == h dropped from the remedy's limit) — P1's Gasolines are junk, and it
// stays out of gas.
TEST(Abstraction, TheRemedyOfTheHazardOnTopIsLive) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.hands[0] = {Card::Gasoline, Card::Gasoline, Card::Roll, Card::Roll, Card::D50};
    setup.hands[1] = {Card::SpareTire, Card::Repairs, Card::Repairs};
    setup.sides[0].battleTop = Card::OutOfGas;
    setup.sides[0].battleUnder = Card::Roll;
    setup.sides[0].distance = {Card::D200, Card::D200, Card::D100,
                               Card::D100, Card::D25,  Card::D25};
    const Position p = test::builtPosition(setup);
    Query reach;
    EXPECT_EQ(plain(p, reach), 1);
    for (Question question : {Question::Reach, Question::Score}) {
        const Query q{question, 0, {}};
        EXPECT_EQ(solved(p, q), plain(p, q)) << "question " << static_cast<int>(question);
    }
}

// A Roll is owed after the remedy of the hazard on top, even when no hazard can come any
// more: P1, stopped by an Accident, must discard now and draws its Repairs next turn; it
// keeps the Roll and the 50. Mutant: the Roll's limit counting only a Roll missing on top
// now (top == None, Stop or a remedy), not the one owed after the remedy — the Roll is
// junk, the junk discard throws it away, and P1 never rolls again.
TEST(Abstraction, TheRollOwedAfterTheRemedyIsLive) {
    PositionSetup setup;
    setup.table = Table::of(Form::Two);
    setup.hands[0] = {Card::Roll,      Card::Gasoline,  Card::Gasoline, Card::Gasoline,
                      Card::SpareTire, Card::SpareTire, Card::D50};
    setup.hands[1] = {Card::Gasoline,  Card::Gasoline,  Card::SpareTire,
                      Card::SpareTire, Card::SpareTire, Card::EndOfLimit};
    setup.pile = {Card::Repairs, Card::EndOfLimit};  // P2 draws the End of Limit, P1 the Repairs
    setup.sides[0].battleTop = Card::Accident;
    setup.sides[0].battleUnder = Card::Roll;
    setup.sides[0].distance = {Card::D200, Card::D200, Card::D100,
                               Card::D100, Card::D25,  Card::D25};
    const Position p = test::builtPosition(setup);
    Query reach;
    EXPECT_EQ(plain(p, reach), 1);
    EXPECT_EQ(solved(p, reach), 1);
}

// Random positions full of duplicates (remedies, Rolls, distance cards of one value):
// the abstraction's copy limits at work, every question and side against the plain
// search, with the abstraction and with it turned off.
TEST(Abstraction, DuplicatesAgainstThePlainSearch) {
    Rng rng(31);
    int checked = 0, withJunk = 0;
    for (int i = 0; i < test::scaled(20000) && checked < test::scaled(600); ++i) {
        test::ConstructedShape shape;
        shape.table = test::randomTable(rng);
        shape.maxHand = shape.table.players == 2 ? 5 : 3;
        shape.pileSize = static_cast<int>(rng.below(3));
        shape.kindsPerHand = 1 + static_cast<int>(rng.below(2));
        shape.phase = rng.below(6) ? Phase::Turn : Phase::CoupFourre;
        const std::optional<Position> p = test::constructedPosition(shape, rng);
        if (!p) continue;
        Query q;
        q.question = static_cast<Question>(rng.below(kQuestions));
        q.side = static_cast<int>(rng.below(static_cast<std::uint32_t>(p->table().sides)));
        test::PlainSearch search(q, 200'000);
        const std::optional<int> v = search.value(*p);
        if (!v) continue;
        ++checked;
        const SearchDeal deal = SearchDeal::of(*p);
        const SearchState s(*p, deal);
        Outlook outlook(s);
        const Relevance relevance(outlook, q);
        for (int seat = 0; seat < p->table().players; ++seat)
            withJunk += relevance.hand(seat).junk != 0;
        ASSERT_EQ(solved(*p, q), *v) << "try " << i;
        SearchOptions off;
        off.abstraction = false;
        off.merge = false;
        ASSERT_EQ(solved(*p, q, off), *v) << "try " << i;
    }
    EXPECT_GE(checked, test::scaled(600));
    EXPECT_GT(withJunk, test::scaled(300)) << "the positions hold junk";
}

// Each hand's live and junk kinds, and the junk in the key, read kind by kind from the
// side's copy limits (playableCopies): the oracle of the lane-parallel reading
// (Relevance::keyJunk). Mutants it catches: one junk copy too few in the key, a kind
// whose limit is 0 left live.
TEST(Abstraction, EachHandIsReadKindByKind) {
    Rng rng(43);
    int hands = 0, junkKinds = 0, deadKinds = 0, keys = 0;
    for (int i = 0; i < test::scaled(3000); ++i) {
        test::ConstructedShape shape;
        shape.table = test::randomTable(rng);
        shape.maxHand = 7;
        shape.pileSize = static_cast<int>(rng.below(12));
        shape.kindsPerHand = 1 + static_cast<int>(rng.below(4));
        const std::optional<Position> p = test::constructedPosition(shape, rng);
        if (!p || p->phase() != Phase::Turn) continue;
        const Query q = test::randomQuery(rng, *p);
        const SearchDeal deal = SearchDeal::of(*p);
        const SearchState s(*p, deal);
        Outlook outlook(s);
        const Relevance relevance(outlook, q);
        std::uint64_t key = s.futureKey();
        for (int seat = 0; seat < p->table().players; ++seat) {
            const auto most = playableCopies(outlook, p->table().sideOf(seat), q);
            std::uint32_t live = 0, junk = 0;
            for (int k = 0; k < kCardKinds; ++k) {
                const int held = s.count(seat, cardAt(k)),
                          limit = most[static_cast<std::size_t>(k)];
                if (held > 0 && limit > 0) live |= 1u << k;
                if (held > limit) junk |= 1u << k;
                deadKinds += held > 0 && limit == 0;
                key += static_cast<std::uint64_t>(std::max(held - limit, 0)) *
                       (zobrist::junk(seat) - zobrist::hand(seat, cardAt(k)));
            }
            ASSERT_EQ(relevance.hand(seat).live, live) << "try " << i << ", seat " << seat;
            ASSERT_EQ(relevance.hand(seat).junk, junk) << "try " << i << ", seat " << seat;
            ++hands;
            junkKinds += std::popcount(junk);
        }
        // The questions that read the path key nothing else (relevance.h).
        if (questionTraits(q.question).dependsOnPath) {
            ASSERT_EQ(relevance.key(), key) << "try " << i;
            ++keys;
        }
    }
    EXPECT_GT(hands, test::scaled(3000));
    EXPECT_GT(junkKinds, hands / 4) << "the hands hold junk";
    EXPECT_GT(deadKinds, hands / 20) << "some of it of a kind never playable";
    EXPECT_GT(keys, test::scaled(300)) << "keys checked";
}

// Whether some hand of `p` holds junk for `q` by the finishing rule alone.
bool finishingJunk(const Position& p, const Query& q) {
    const SearchDeal deal = SearchDeal::of(p);
    const SearchState s(p, deal);
    Outlook outlook(s);
    const Relevance with(outlook, q), without(outlook, q, false);
    for (int seat = 0; seat < p.table().players; ++seat)
        if (with.hand(seat).junk != without.hand(seat).junk) return true;
    return false;
}

// The distance no exact finish uses (relevance.h, finishingLimits), on random races where
// it is junk only by that rule, against the plain search: the solver with the rule and
// without it. Mutant it catches: finishes counted toward 1000 alone for S's couronnement
// (the target's own finish forgotten).
TEST(Abstraction, DistanceNoFinishUsesAgainstThePlainSearch) {
    Rng rng(57);
    int checked = 0, yes = 0, tried = 0;
    for (int i = 0; i < test::scaled(40000) && checked < test::scaled(300); ++i) {
        test::ConstructedShape shape;
        shape.table = test::randomTable(rng);
        shape.maxHand = shape.table.players == 2 ? 5 : 3;
        shape.pileSize = static_cast<int>(rng.below(3));
        shape.kindsPerHand = 1 + static_cast<int>(rng.below(2));
        shape.race = rng.below(2) == 0;
        const std::optional<Position> p = test::constructedPosition(shape, rng);
        if (!p || p->phase() != Phase::Turn) continue;
        Query q;
        q.question = rng.below(2) ? Question::Reach : Question::Couronnement;
        q.side = static_cast<int>(rng.below(static_cast<std::uint32_t>(p->table().sides)));
        if (!finishingJunk(*p, q)) continue;
        ++tried;
        test::PlainSearch search(q, 500'000);
        const std::optional<int> v = search.settleEarly().value(*p);
        if (!v) continue;
        ++checked;
        yes += *v;
        ASSERT_EQ(solved(*p, q), *v) << "try " << i;
        SearchOptions off;
        off.finishing = false;
        ASSERT_EQ(solved(*p, q, off), *v) << "try " << i;
    }
    std::cout << checked << " checked (" << yes << " yes), " << tried << " tried\n";
    EXPECT_GE(checked, test::scaled(300));
    EXPECT_GT(yes, checked / 10) << "some of them yes";
    EXPECT_GT(checked - yes, checked / 10) << "some of them no";
}

// The same rule on longer piles, beyond the plain search's reach: the solver with it
// against the solver without it (itself checked above and in test_solver). Mutants it
// catches: the target alone for S's couronnement (its allonge to 1000 forgotten), a side's
// pile draws left out of the cards that may complete a finish.
TEST(Abstraction, DistanceNoFinishUsesOnLongerPiles) {
    Rng rng(58);
    int checked = 0;
    SearchOptions off;
    off.finishing = false;
    for (int i = 0; i < test::scaled(20000) && checked < test::scaled(100); ++i) {
        test::ConstructedShape shape;
        shape.table = test::randomTable(rng);
        shape.pileSize = 3 + static_cast<int>(rng.below(6));
        shape.kindsPerHand = 2 + static_cast<int>(rng.below(2));
        shape.race = rng.below(2) == 0;
        const std::optional<Position> p = test::constructedPosition(shape, rng);
        if (!p || p->phase() != Phase::Turn) continue;
        Query q;
        q.question = rng.below(3) ? Question::Couronnement : Question::Reach;
        q.side = static_cast<int>(rng.below(static_cast<std::uint32_t>(p->table().sides)));
        if (!finishingJunk(*p, q)) continue;
        ++checked;
        ASSERT_EQ(solved(*p, q), solved(*p, q, off)) << "try " << i;
    }
    EXPECT_GE(checked, test::scaled(100));
}

// A couronnement that needs the allonge: P1 at 650 km holds a 50, a 100 and a 200; P2, at
// 600, draws the pile's top card, a 100, and ends the hand at 700 unless P1 gets there
// first. P1 must play its 50 now, with the pile not empty, declare the allonge and make the
// 300 km to 1000 as the pile runs out. The same scene with Repairs instead of the 100 and
// the 200 answers no. Mutant: S's finishes counted toward the target alone — its 100 and 200
// become junk, the two scenes are keyed alike, and the solver that met the second first
// (a batch keeps its table) answers the first no. It also guards the quick bounds: P2 is
// sure to end the hand on its turn only if P1 cannot reach first (nextFinisher was once
// asked while P1 could, and answered no).
TEST(Abstraction, ACouronnementThroughTheAllongeKeepsItsDistance) {
    const auto scene = [](bool withDistance) {
        PositionSetup setup;
        setup.table = Table::of(Form::Two);
        setup.toMove = 0;
        setup.hands[0] = {Card::D50, Card::Repairs, Card::Repairs, Card::Repairs, Card::Repairs};
        if (withDistance) {
            setup.hands[0].push_back(Card::D100);
            setup.hands[0].push_back(Card::D200);
        } else {
            setup.hands[0].push_back(Card::Repairs);
            setup.hands[0].push_back(Card::Repairs);
        }
        setup.hands[1] = std::vector<Card>(6, Card::SpareTire);
        setup.pile = {Card::Gasoline, Card::Gasoline, Card::D100};  // bottom to top
        setup.sides[0].battleTop = Card::Roll;
        setup.sides[0].distance = std::vector<Card>(6, Card::D100);
        setup.sides[0].distance.push_back(Card::D50);
        setup.sides[1].battleTop = Card::Roll;
        setup.sides[1].distance = {Card::D200, Card::D200, Card::D100, Card::D100};
        return test::builtPosition(setup);
    };
    const Position crowned = scene(true), stuck = scene(false);
    const Query q{Question::Couronnement, 0, {}};
    ASSERT_EQ(plain(crowned, q), 1);
    ASSERT_EQ(plain(stuck, q), 0);
    Solver solver(std::size_t{1} << 20);
    SolveRequest request;
    request.query = q;
    EXPECT_EQ(solved(crowned, q), 1) << "a fresh solver";
    EXPECT_EQ(solver.solve(stuck, request).value, 0);
    EXPECT_EQ(solver.solve(crowned, request).value, 1);
}

}  // namespace
}  // namespace bornes
