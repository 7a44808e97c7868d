// SPDX-License-Identifier: Apache-2.0
#include "bornes-annotate/player_summary.h"

#include <algorithm>
#include <cmath>

#include "messages/words.h"
#include "text/numbers.h"

namespace bornes::formats {

namespace {

bool valued(const Decision& d) {
    return d.status == Decision::Status::Solved || d.status == Decision::Status::Estimated;
}

// The odds' loss: the best move's mean less the played move's, over their deals.
std::optional<double> oddsLoss(const Decision& d) {
    if (!d.bestOdds || !d.playedOdds || d.playedOdds->deals == 0) return std::nullopt;
    return std::max(0.0, d.bestOdds->mean() - d.playedOdds->mean());
}

void count(PlayerSummary& p, const HandAnnotation& h, const Decision& d) {
    if (d.status == Decision::Status::Forced) return;
    ++p.decisions;
    if (!valued(d)) return;
    ++p.valued;
    p.dubious += d.mark == Mark::Dubious;
    p.mistakes += d.mark == Mark::Mistake;
    p.blunders += d.mark == Mark::Blunder;
    p.good += d.mark == Mark::Good;
    if (const std::optional<double> lost = pointsLost(h, d)) {
        ++p.inPoints;
        p.pointsLost += *lost;
    }
    if (const std::optional<double> lost = reachLost(h, d)) {
        ++p.inReach;
        p.reachLost += *lost;
    }
}

std::string marksText(const PlayerSummary& p) {
    std::string text = "?! " + std::to_string(p.dubious) + ", ? " + std::to_string(p.mistakes) +
                       ", ?? " + std::to_string(p.blunders);
    if (p.good) text += ", ! " + std::to_string(p.good);
    return text;
}

}  // namespace

namespace {

// What `d` lost in the currency of `currency` (Score: points, Reach: the chance of
// reaching): exact values and the odds are in the hand's question's currency only, rollouts
// weigh both.
std::optional<double> lostIn(Question currency, const HandAnnotation& h, const Decision& d) {
    if (d.status == Decision::Status::Solved && h.question == currency)
        return std::max(0, d.valueBefore - d.valueAfter);
    if (d.status != Decision::Status::Estimated) return std::nullopt;
    if (d.rollouts)
        return std::max(
            0.0, (questionTraits(currency).yesNo ? d.rollouts->reach : d.rollouts->points).mean());
    return h.question == currency ? oddsLoss(d) : std::nullopt;
}

}  // namespace

std::optional<double> pointsLost(const HandAnnotation& h, const Decision& d) {
    return lostIn(Question::Score, h, d);
}

std::optional<double> reachLost(const HandAnnotation& h, const Decision& d) {
    return lostIn(Question::Reach, h, d);
}

std::vector<PlayerSummary> summarizePlayers(const Record& record,
                                            const std::vector<HandAnnotation>& hands) {
    const Table& table = record.rules.table;
    std::vector<PlayerSummary> players(table.players);
    for (int seat = 0; seat < table.players; ++seat) {
        players[static_cast<std::size_t>(seat)].seat = seat;
        players[static_cast<std::size_t>(seat)].side = table.sideOf(seat);
    }
    for (const HandAnnotation& h : hands)
        for (const Decision& d : h.decisions)
            if (d.seat >= 0 && d.seat < table.players)
                count(players[static_cast<std::size_t>(d.seat)], h, d);
    return players;
}

void writePlayersText(std::ostream& out, const Record& record,
                      const std::vector<PlayerSummary>& players, const std::string& of,
                      Language lang) {
    if (std::none_of(players.begin(), players.end(),
                     [](const PlayerSummary& p) { return p.decisions > 0; }))
        return;
    out << say(WordId::PlayersHeading, lang, of) << "\n";
    for (const PlayerSummary& p : players) {
        if (p.decisions == 0) continue;
        out << say(WordId::PlayersLine, lang, record.seatName(p.seat),
                   std::string(1, sideLetter(p.side)), p.decisions, p.valued);
        if (p.inPoints)
            out << say(WordId::PlayersPoints, lang,
                       static_cast<int>(std::lround(p.meanPointsLost())));
        if (p.inReach)
            out << say(WordId::PlayersReach, lang, percentText(p.meanReachLost(), 1, lang));
        out << say(WordId::PlayersMarks, lang, marksText(p)) << "\n";
    }
}

void writePlayersJson(JsonWriter& j, const Record& record,
                      const std::vector<PlayerSummary>& players) {
    j.key("players"), j->StartArray();
    for (const PlayerSummary& p : players) {
        j->StartObject();
        j.key("player"), j.string(record.seatName(p.seat));
        j.key("side"), j.string(std::string(1, sideLetter(p.side)));
        j.key("decisions"), j->Int(p.decisions);
        j.key("valued"), j->Int(p.valued);
        j.key("marks"), j->StartObject();
        j.key("?!"), j->Int(p.dubious);
        j.key("?"), j->Int(p.mistakes);
        j.key("??"), j->Int(p.blunders);
        j.key("!"), j->Int(p.good);
        j->EndObject();
        j.key("pointsLost");
        if (p.inPoints)
            j->Double(p.meanPointsLost());
        else
            j->Null();
        j.key("inPoints"), j->Int(p.inPoints);
        j.key("reachLost");
        if (p.inReach)
            j->Double(p.meanReachLost());
        else
            j->Null();
        j.key("inReach"), j->Int(p.inReach);
        j->EndObject();
    }
    j->EndArray();
}

}  // namespace bornes::formats
