// SPDX-License-Identifier: Apache-2.0
// The checks the coup-fourré tests share (test_coup_fourre.cpp, test_coup_fourre_turns.cpp):
// the window open or not, and a refusal with its rule.
#pragma once

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <string_view>

#include "engine/movegen.h"
#include "engine/position.h"
#include "engine/rules.h"

namespace bornes::test {

// A refused move, seen the three ways; returns the message. The message ends with the rule
// ruleOf() gives for the violation, which must be `rule`.
inline std::string expectRefused(const Position& p, Move m, Violation v, std::string_view rule) {
    EXPECT_FALSE(isLegal(p, m));
    EXPECT_FALSE(legalMoves(p).contains(m));
    EXPECT_EQ(ruleOf(v), rule);
    const std::optional<Refusal> r = whyIllegal(p, m);
    if (!r) {
        ADD_FAILURE() << "whyIllegal() finds nothing wrong";
        return {};
    }
    EXPECT_EQ(r->violation, v) << r->message;
    EXPECT_TRUE(r->message.ends_with(" (" + std::string(rule) + ")")) << r->message;
    return r->message;
}

inline void expectNoWindow(const Position& p) {
    EXPECT_EQ(p.phase(), Phase::Turn);
    EXPECT_EQ(p.attacker(), kNoSeat);
    EXPECT_EQ(p.pendingHazard(), Card::None);
    EXPECT_EQ(p.attackedSide(), kNoSide);
}

// Checks the coup-fourré window: `holder` decides, and may only take it or decline.
inline void expectWindow(const Position& p, int attacker, Card hazard, int side, int holder) {
    EXPECT_EQ(p.phase(), Phase::CoupFourre);
    EXPECT_EQ(p.toMove(), holder);
    EXPECT_EQ(p.attacker(), attacker);
    EXPECT_EQ(p.pendingHazard(), hazard);
    EXPECT_EQ(p.attackedSide(), side);
    const MoveList moves = legalMoves(p);
    EXPECT_EQ(moves.size(), 2);
    EXPECT_TRUE(moves.contains(Move::coupFourre(holder, safetyFor(hazard))));
    EXPECT_TRUE(moves.contains(Move::declineCoupFourre()));
    EXPECT_TRUE(isLegal(p, Move::coupFourre(holder, safetyFor(hazard))));
    EXPECT_TRUE(isLegal(p, Move::declineCoupFourre()));
    EXPECT_EQ(p.hash(), p.computeHash());
}

inline constexpr Card kHazards[] = {Card::Stop, Card::SpeedLimit, Card::OutOfGas, Card::FlatTire,
                                    Card::Accident};

}  // namespace bornes::test
