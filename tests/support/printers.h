// SPDX-License-Identifier: Apache-2.0
// How GoogleTest prints the engine's values in failure messages: names, not bytes.
#pragma once

#include <ostream>

#include "engine/card.h"
#include "engine/game.h"
#include "engine/move.h"
#include "engine/position.h"
#include "engine/rules.h"
#include "engine/scoring.h"

namespace bornes {

inline void PrintTo(Card c, std::ostream* os) {
    *os << englishName(c);
}

inline void PrintTo(Phase phase, std::ostream* os) {
    constexpr const char* kNames[] = {"Turn", "CoupFourre", "Allonge", "Over"};
    *os << kNames[static_cast<int>(phase)];
}

inline void PrintTo(GameStatus status, std::ostream* os) {
    constexpr const char* kNames[] = {"Playing", "Won", "Drawn"};
    *os << kNames[static_cast<int>(status)];
}

inline void PrintTo(Violation v, std::ostream* os) {
    *os << "Violation #" << static_cast<int>(v) << " (" << ruleOf(v) << ")";
}

inline void PrintTo(Move m, std::ostream* os) {
    constexpr const char* kActions[] = {"play",           "attack",  "discard",
                                        "coup-fourré",    "decline", "declare allonge",
                                        "decline allonge"};
    *os << kActions[static_cast<int>(m.action())] << " " << englishName(m.card());
    if (m.action() == Action::Attack) *os << " on side " << m.side();
    if (m.action() == Action::CoupFourre) *os << " by seat " << m.seat();
}

inline void PrintTo(const SideScore& s, std::ostream* os) {
    *os << "{distance " << s.distance << ", safeties " << s.safeties << "/" << s.safetyPoints
        << ", coups-fourrés " << s.coupsFourres << "/" << s.coupFourrePoints << ", hand "
        << s.handWon << ", couronnement " << s.couronnement << ", no-200 " << s.noTwoHundred
        << ", no-100-no-200 " << s.noHundredNoTwoHundred << ", allonge " << s.allonge << ", capot "
        << s.capotOpponents << "/" << s.capot << ", total " << s.total() << "}";
}

}  // namespace bornes
