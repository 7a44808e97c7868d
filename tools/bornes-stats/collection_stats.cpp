// SPDX-License-Identifier: Apache-2.0
#include "bornes-stats/collection_stats.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <sstream>

#include "analysis/odds.h"
#include "engine/scoring.h"
#include "notation/record_player.h"
#include "replay/hand_facts.h"

namespace bornes::formats {

namespace {

// Wilson's interval of `wins` out of `games`, through the odds' own (odds.h).
MoveOdds asOdds(const WinTally& t) {
    MoveOdds m;
    m.deals = static_cast<int>(std::min<long long>(t.games, 1'000'000'000));
    m.sum = static_cast<double>(t.wins);
    m.squares = m.sum;
    return m;
}

// One hand played, with what happened in it (hand_facts.h), into the summary.
void tallyHand(CollectionStats& stats, const HandFacts& hand, const std::string& form) {
    ++stats.hands;
    stats.handTurns.add(hand.turns);
    const HandScore& score = hand.score;
    for (int s = 0; s < score.sides; ++s) {
        const long long total = score.total(s);
        stats.handScores.add(total);
        const auto bin =
            static_cast<long long>(std::floor(static_cast<double>(total) / kScoreBin) * kScoreBin);
        ++stats.scoreBins[bin];
        ++stats.scoreBinsByForm[form][bin];
    }
    EventCounts& e = stats.events;
    for (int s = 0; s < score.sides; ++s) {
        const SideScore& side = score.side[static_cast<std::size_t>(s)];
        e.handsWon += side.handWon > 0;
        e.couronnements += side.couronnement > 0;
        e.noTwoHundred += side.noTwoHundred > 0 || side.noHundredNoTwoHundred > 0;
    }
    e.coupsFourres += hand.coupsFourres;
    e.safeties += hand.safetiesLaid;
    e.capots += hand.capots;
    if (hand.allongeSide != kNoSide) {
        ++e.allongesDeclared;
        e.allongesMade += hand.allongeMade;
    }
}

// A side's policy: its seats' policies, each once ("heuristic", "heuristic+random").
std::string sidePolicy(const std::vector<std::string>& seats, int side, const Table& table) {
    std::set<std::string> policies;
    for (int seat = 0; seat < table.players; ++seat)
        if (table.sideOf(seat) == side) policies.insert(seats[static_cast<std::size_t>(seat)]);
    std::string joined;
    for (const std::string& p : policies) joined += (joined.empty() ? "" : "+") + p;
    return joined;
}

}  // namespace

std::string formOf(const Record& record) {
    return record.formKnown ? std::string(formName(record.rules.table.form)) : kNotKnown;
}

double WinTally::low() const {
    return asOdds(*this).low(true);
}

double WinTally::high() const {
    return asOdds(*this).high(true);
}

WinTally& NameTallies::operator[](const std::string& name) {
    if (const auto found = byName.find(name); found != byName.end()) return found->second;
    if (byName.size() >= kMostNames || bytes + name.size() > kMostNameBytes) {
        grouped = true;
        return byName[kOtherNames];
    }
    bytes += name.size();
    return byName[name];
}

void Spread::add(long long v) {
    min = count ? std::min(min, v) : v;
    max = count ? std::max(max, v) : v;
    ++count;
    sum += static_cast<double>(v);
    squares += static_cast<double>(v) * static_cast<double>(v);
}

double Spread::deviation() const {
    if (count < 2) return 0;
    const double n = static_cast<double>(count);
    return std::sqrt(std::max(0.0, (squares - sum * sum / n) / (n - 1)));
}

std::vector<std::string> seatPolicies(const Record& record) {
    const auto tag = std::find_if(record.otherTags.begin(), record.otherTags.end(),
                                  [](const Tag& t) { return t.name == "Generator"; });
    if (tag == record.otherTags.end()) return {};
    std::istringstream words(tag->value);
    std::string word, list;
    if (!(words >> word) || word != "bornes-play") return {};
    while (words >> word)
        if (word == "--seats") words >> list;
    if (list.empty()) return {};
    std::vector<std::string> given;
    std::istringstream items(list);
    for (std::string item; std::getline(items, item, ',');) given.push_back(item);
    std::vector<std::string> seats;
    for (int seat = 0; seat < record.rules.table.players; ++seat)
        seats.push_back(given[static_cast<std::size_t>(seat) % given.size()]);
    return seats;
}

CollectionStats::Game CollectionStats::add(const Record& record,
                                           std::vector<Diagnostic>& problems) {
    ++games;
    Game game;
    const long long handsBefore = hands;
    const Table& table = record.rules.table;
    if (record.formKnown) sidesSeen = std::max(sidesSeen, static_cast<int>(table.sides));
    // A game broken among its tags before its form or rules were read is tallied as not
    // known, never under the defaults the reader left in the record.
    const std::string form = formOf(record);
    ++byForm[form];
    ++byRuleset[record.rulesetKnown ? std::string(rulesetName(record.rules.scoring.ruleset))
                                    : kNotKnown];
    HandFactsObserver tally([this, &form](const HandFacts& hand) { tallyHand(*this, hand, form); });
    const PlayResult played =
        playRecord(record, PlayOptions{}, problems, &tally, !hasError(problems));
    game.valid = played.valid && !hasError(problems);
    upToFirstError(problems);
    game.hands = hands - handsBefore;
    if (played.game) {
        game.status = played.game->status();
        game.winner = played.game->winner();
        for (int side = 0; side < table.sides; ++side)
            game.totals.push_back(played.game->total(side));
    }
    if (!game.valid) ++invalid;
    if (!game.valid || game.status == GameStatus::Playing) return game;
    ++finished;
    const bool drawn = played.game->status() == GameStatus::Drawn;
    draws += drawn;
    const int winner = drawn ? -1 : played.game->winner();
    const std::vector<std::string> policies = seatPolicies(record);
    for (int side = 0; side < table.sides; ++side) {
        const bool won = side == winner;
        WinTally& s = bySide[static_cast<std::size_t>(side)];
        ++s.games, s.wins += won;
        if (!policies.empty()) {
            WinTally& p = byPolicy[sidePolicy(policies, side, table)];
            ++p.games, p.wins += won;
        }
    }
    for (int seat = 0; seat < table.players; ++seat) {
        WinTally& p = byPlayer[record.seatName(seat)];
        ++p.games, p.wins += table.sideOf(seat) == winner;
    }
    return game;
}

}  // namespace bornes::formats
