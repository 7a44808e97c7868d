// SPDX-License-Identifier: Apache-2.0
#include "bornes-solve/estimate_report.h"

#include <algorithm>
#include <cmath>

#include "analysis/decision_judge.h"
#include "messages/words.h"
#include "notation/record_writer.h"
#include "text/numbers.h"
#include "text/text_wrap.h"

namespace bornes::formats {

namespace {

constexpr double kZ95 = 1.96;

std::string pointsText(double value, Language lang) {
    const double rounded = std::round(value);
    return (rounded > 0 ? "+" : "") + formatDecimal(rounded == 0 ? 0.0 : rounded, 0, lang);
}

std::string countText(int n, Language lang) {
    return fr(lang) ? formatNumber(n, lang) : std::to_string(n);
}

void writeTable(std::ostream& out, const SolvedPuzzle& p, Language lang) {
    const std::vector<MoveRollouts> moves = estimateMovesBestFirst(p);
    std::size_t width = 0;
    for (const MoveRollouts& m : moves)
        width = std::max(width, displayWidth(moveLabel(p, m.move, lang)));
    const std::string interval(word(WordId::OddsHeadInterval, lang));
    out << "  " << padded("", width) << "  " << padded(word(WordId::OddsHeadMean, lang), 6, true)
        << "  " << padded(interval, 19) << "  "
        << padded(word(WordId::EstimateHeadReach, lang), 7, true) << "  " << padded(interval, 19)
        << "  " << padded(word(WordId::OddsHeadDeals, lang), 6, true) << "\n";
    for (const MoveRollouts& m : moves) {
        out << "  " << padded(moveLabel(p, m.move, lang), width) << "  "
            << padded(pointsText(m.mean(), lang), 6, true) << "  "
            << padded(pointsText(m.low(kZ95), lang) + " – " + pointsText(m.high(kZ95), lang), 19)
            << "  " << padded(percentText(m.reach(), 0, lang), 7, true) << "  "
            << padded(percentText(m.reachLow(kZ95), 0, lang) + " – " +
                          percentText(m.reachHigh(kZ95), 0, lang),
                      19)
            << "  " << padded(countText(m.deals, lang), 6, true) << "\n";
    }
}

}  // namespace

bool estimateWorkedOut(const PuzzleEstimate& e) {
    return e.rollouts.deals >= kFewestRolloutDeals;
}

std::vector<MoveRollouts> estimateMovesBestFirst(const SolvedPuzzle& p) {
    std::vector<MoveRollouts> moves = p.estimate->rollouts.moves;
    const bool ours = p.position.sideToMove() == p.query.side;
    const bool yesNo = p.query.boolean();
    // The value for the player who decides: its side's, or the side asked about's reversed.
    const auto key = [&](const MoveRollouts& m) {
        const double primary = yesNo ? m.reach() : m.mean();
        const double secondary = yesNo ? m.mean() : m.reach();
        return ours ? std::pair(primary, secondary) : std::pair(-primary, -secondary);
    };
    std::stable_sort(moves.begin(), moves.end(), [&](const MoveRollouts& a, const MoveRollouts& b) {
        if ((a.deals == 0) != (b.deals == 0)) return b.deals == 0;
        return key(a) > key(b);
    });
    return moves;
}

void writeEstimateText(std::ostream& out, const SolvedPuzzle& p, bool instead, Language lang) {
    const PuzzleEstimate& e = *p.estimate;
    out << word(instead ? WordId::EstimateInstead : WordId::EstimateHeading, lang) << "\n";
    const std::string horizon = e.settings.horizon >= 0 ? say(WordId::EstimateHorizon, lang,
                                                              std::to_string(e.settings.horizon))
                                                        : std::string();
    out << say(WordId::EstimateDeals, lang, e.rollouts.deals, std::to_string(e.seed),
               policyName(e.settings.policy), horizon)
        << "\n";
    if (e.hidden) {
        out << "  " << say(WordId::OddsHiddenCards, lang, std::to_string(e.hidden));
        if (e.hiddenInPile)
            out << say(WordId::OddsHiddenInPile, lang, std::to_string(e.hiddenInPile));
        out << "\n";
    }
    if (e.rollouts.inconsistent)
        out << "  " << say(WordId::OddsDrawsLeftOut, lang, e.rollouts.inconsistent) << "\n";
    if (!e.limitOption.empty())
        out << say(WordId::EstimateStopped, lang, e.rollouts.deals, std::to_string(e.requested),
                   e.limitOption)
            << "\n";
    if (!estimateWorkedOut(e)) {
        out << say(WordId::EstimateTooFew, lang, std::to_string(kFewestRolloutDeals)) << "\n";
        return;
    }
    const std::string who = p.names.seat(p.position.toMove());
    const std::string side(1, static_cast<char>('A' + p.query.side));
    out << say(WordId::EstimateMoves, lang, who, side) << "\n";
    // The analyst may not see the decider's own cards (a record's hidden draws): a move is
    // then counted only over the deals that give it.
    if (const int own = p.position.hand(p.position.toMove()).count(Card::Unknown))
        out << "  " << say(WordId::OddsOwnHiddenCards, lang, who, own) << "\n";
    writeTable(out, p, lang);
    const std::vector<MoveRollouts> moves = estimateMovesBestFirst(p);
    if (!moves.empty())
        out << say(WordId::EstimateChoice, lang, moveLabel(p, moves.front().move, lang)) << "\n";
    out << wrapLine(word(WordId::EstimateCaveat, lang), terminalWidth(), 0);
}

void writeEstimateJson(JsonWriter& j, const SolvedPuzzle& p) {
    if (!p.estimate) {
        j->Null();
        return;
    }
    const PuzzleEstimate& e = *p.estimate;
    const bool enough = estimateWorkedOut(e);
    j->StartObject();
    j.key("engine"), j.string("rollout");
    j.key("afterExact"), j->Bool(e.afterExact);
    j.key("policy"), j.string(policyName(e.settings.policy));
    j.key("horizon"), j->Int(e.settings.horizon);
    j.key("seed"), j->Uint64(e.seed);
    j.key("requested"), j->Int(e.requested);
    j.key("deals"), j->Int(e.rollouts.deals);
    j.key("inconsistent"), j->Int(e.rollouts.inconsistent);
    j.key("hidden"), j->Int(e.hidden);
    j.key("hiddenInPile"), j->Int(e.hiddenInPile);
    j.key("limit");
    if (e.rollouts.limitHit.empty())
        j->Null();
    else
        j.string(e.rollouts.limitHit);
    j.key("workedOut"), j->Bool(enough);
    const std::vector<MoveRollouts> moves = estimateMovesBestFirst(p);
    j.key("choice");
    if (enough && !moves.empty())
        j.string(moveWord(moves.front().move));
    else
        j->Null();
    j.key("moves"), j->StartArray();
    for (const MoveRollouts& m : moves) {
        j->StartObject();
        j.key("move"), j.string(moveWord(m.move));
        j.key("deals"), j->Int(m.deals);
        const double values[] = {m.mean(),  m.low(kZ95),      m.high(kZ95),
                                 m.reach(), m.reachLow(kZ95), m.reachHigh(kZ95)};
        const char* keys[] = {"mean", "low", "high", "reach", "reachLow", "reachHigh"};
        for (int k = 0; k < 6; ++k) {
            j.key(keys[k]);
            if (enough && m.deals)
                j->Double(values[k]);
            else
                j->Null();
        }
        j->EndObject();
    }
    j->EndArray();
    j->EndObject();
}

}  // namespace bornes::formats
