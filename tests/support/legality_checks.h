// SPDX-License-Identifier: Apache-2.0
// The checks the legality tests share (test_legality.cpp, test_legality_moves.cpp): a move
// seen the three ways (isLegal(), legalMoves(), whyIllegal()), each refusal naming the card,
// its Violation and the rule ruleOf() gives for it.
#pragma once

#include <gtest/gtest.h>

#include <optional>
#include <sstream>
#include <string>
#include <string_view>

#include "engine/movegen.h"
#include "engine/position.h"
#include "engine/rules.h"
#include "printers.h"

namespace bornes::test {

inline std::string show(Move m) {
    std::ostringstream os;
    PrintTo(m, &os);
    return os.str();
}

// A legal move, seen the three ways.
inline void expectLegal(const Position& p, Move m) {
    EXPECT_TRUE(isLegal(p, m)) << show(m);
    EXPECT_TRUE(legalMoves(p).contains(m)) << show(m);
    const std::optional<Refusal> r = whyIllegal(p, m);
    EXPECT_FALSE(r.has_value()) << show(m) << ": " << (r ? r->message : std::string());
}

// A refused move, seen the three ways; returns the message for exact-text checks. The
// message names the card ("Speed Limit: ...") and ends with the rule ruleOf() gives,
// which must be `rule`.
inline std::string expectRefused(const Position& p, Move m, Violation v, std::string_view rule) {
    EXPECT_FALSE(isLegal(p, m)) << show(m);
    EXPECT_FALSE(legalMoves(p).contains(m)) << show(m);
    EXPECT_EQ(ruleOf(v), rule);
    const std::optional<Refusal> r = whyIllegal(p, m);
    if (!r) {
        ADD_FAILURE() << show(m) << ": whyIllegal() finds nothing wrong";
        return {};
    }
    EXPECT_EQ(r->violation, v) << show(m) << ": " << r->message;
    const std::string prefix = std::string(englishName(m.card())) + ": ";
    EXPECT_TRUE(r->message.starts_with(prefix)) << show(m) << ": " << r->message;
    const std::string suffix = " (" + std::string(rule) + ")";
    EXPECT_TRUE(r->message.ends_with(suffix)) << show(m) << ": " << r->message;
    return r->message;
}

#define EXPECT_LEGAL(pos, move)                     \
    do {                                            \
        SCOPED_TRACE(::bornes::test::show(move));   \
        ::bornes::test::expectLegal((pos), (move)); \
    } while (0)

#define EXPECT_REFUSED(pos, move, violation, rule)                         \
    do {                                                                   \
        SCOPED_TRACE(::bornes::test::show(move));                          \
        ::bornes::test::expectRefused((pos), (move), (violation), (rule)); \
    } while (0)

inline constexpr Card kBattleHazards[] = {Card::Stop, Card::OutOfGas, Card::FlatTire,
                                          Card::Accident};
inline constexpr Card kRemedies[] = {Card::Gasoline, Card::SpareTire,
                                     Card::Repairs};  // of the three "breakdowns"
inline constexpr Card kDistances[] = {Card::D25, Card::D50, Card::D75, Card::D100, Card::D200};
inline constexpr Card kSafeties[] = {Card::RightOfWay, Card::ExtraTank, Card::PunctureProof,
                                     Card::DrivingAce};

}  // namespace bornes::test
