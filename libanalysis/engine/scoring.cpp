// SPDX-License-Identifier: Apache-2.0
#include "engine/scoring.h"

namespace bornes {

std::string_view rulesetName(Ruleset r) {
    return r == Ruleset::Parker ? "parker" : "dujardin";
}

std::optional<Ruleset> parseRuleset(std::string_view name) {
    if (name == "dujardin") return Ruleset::Dujardin;
    if (name == "parker") return Ruleset::Parker;
    return std::nullopt;
}

HandScore scoreHand(const Position& pos, const ScoringRules& rules) {
    return scoreHand(
        HandEnd{pos.table().sides, &pos.tableau(0), pos.winner(), pos.crowned(), pos.allongeSide()},
        rules);
}

HandScore scoreHand(const HandEnd& end, const ScoringRules& rules) {
    HandScore score;
    const int sides = end.sides;
    score.sides = sides;
    const int winner = end.winner;
    int capots = 0;
    for (int s = 0; s < sides; ++s) capots += end.tableaux[s].capot();

    for (int s = 0; s < sides; ++s) {
        const Tableau& t = end.tableaux[s];
        SideScore& line = score.side[static_cast<std::size_t>(s)];
        line.distance = t.distance;
        line.safeties = t.safetyCount();
        line.safetyPoints = line.safeties == kSafeties ? 700 : 100 * line.safeties;
        line.coupsFourres = t.coupFourreCount();
        line.coupFourrePoints = 300 * line.coupsFourres;
        if (s == winner) {
            line.handWon = 400;
            if (end.crowned) line.couronnement = 300;
            const bool no200 = t.count(Card::D200) == 0;
            const bool no100 = t.count(Card::D100) == 0;
            if (no200 && no100 && rules.bonusNoHundredNoTwoHundred > 0)
                line.noHundredNoTwoHundred = rules.bonusNoHundredNoTwoHundred;
            else if (no200)
                line.noTwoHundred = 300;
        }
        if (end.allongeSide != kNoSide) {
            // 200 to the declarer who reaches 1000; otherwise to each of its opponents,
            // capot or not (004, R13).
            if (winner == end.allongeSide ? s == winner : s != end.allongeSide) line.allonge = 200;
        }
        if (rules.ruleset == Ruleset::Dujardin) {
            // Each side that is not capot scores 500 per capot opponent, won or not (004, R13).
            if (!t.capot()) line.capotOpponents = capots;
        } else if (s == winner && capots == sides - 1) {
            line.capotOpponents = capots;  // parker: a flat 500 to the winner of a shut-out
        }
        line.capot = rules.ruleset == Ruleset::Dujardin ? 500 * line.capotOpponents
                                                        : (line.capotOpponents ? 500 : 0);
    }
    return score;
}

}  // namespace bornes
