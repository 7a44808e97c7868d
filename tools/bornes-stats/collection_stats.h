// SPDX-License-Identifier: Apache-2.0
// What bornes-stats says of a collection of game records (issue 24): games and hands,
// results by side, by player name and by seat policy (the [Generator] of bornes-play), each
// win rate with its 95 % interval as match tools report it, the hands' scores, how often
// each scoring event happens, the hands' length, the forms and rulesets. Each game is
// played through the rules (record_player.h) and tallied, then forgotten: a collection of
// any size in the memory of one game.
#pragma once

#include <array>
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "engine/form.h"
#include "engine/game.h"
#include "json/json_writer.h"
#include "messages/diagnostic.h"
#include "notation/record.h"
#include "pictures/graphviz.h"
#include "pictures/score_chart.h"
#include "text/language.h"

namespace bornes::formats {

// Games played and won by a side, a player or a policy; its win rate's 95 % interval is
// Wilson's (odds.h: MoveOdds), as match tools report a score.
struct WinTally {
    long long games = 0, wins = 0;
    double rate() const {
        return games ? static_cast<double>(wins) / static_cast<double>(games) : 0;
    }
    double low() const;
    double high() const;
};

// Win tallies by name (players, seat policies) in bounded memory: at most kMostNames names
// and kMostNameBytes of them; past either, every other name is tallied together under
// kOtherNames, and `grouped` says so.
inline constexpr std::size_t kMostNames = 10000;
inline constexpr std::size_t kMostNameBytes = 4 << 20;
inline constexpr const char* kOtherNames = "*";  // no seat name is "*" (NOTATION.md §3.2)
struct NameTallies {
    std::map<std::string, WinTally> byName;
    std::size_t bytes = 0;
    bool grouped = false;
    WinTally& operator[](const std::string& name);
    bool empty() const { return byName.empty(); }
};

// A running mean, spread and range of whole numbers.
struct Spread {
    long long count = 0, min = 0, max = 0;
    double sum = 0, squares = 0;
    void add(long long v);
    double mean() const { return count ? sum / static_cast<double>(count) : 0; }
    double deviation() const;  // the sample standard deviation (0 under two values)
};

// How often the scoring events of §8 happen, over the hands scored.
struct EventCounts {
    long long handsWon = 0;       // a side reached the target: its 400
    long long couronnements = 0;  // R6
    long long capots = 0;         // sides left at 0 km whose capot scored (R13)
    long long coupsFourres = 0;
    long long safeties = 0;  // laid, coups-fourrés included
    long long allongesDeclared = 0, allongesMade = 0;
    long long noTwoHundred = 0;  // won without a 200 (R14), the option's bonus included
};

struct CollectionStats {
    long long games = 0;     // read
    long long invalid = 0;   // that did not play through the rules (tallied up to the error)
    long long finished = 0;  // played to a winner or a draw
    long long draws = 0;
    long long hands = 0;                       // scored
    std::array<WinTally, kMaxSides> bySide{};  // finished games by side letter
    int sidesSeen = 0;                         // the most sides of a game read
    NameTallies byPlayer;                      // finished games by a player's name
    NameTallies byPolicy;                      // finished games by a side's seat policy
    std::map<std::string, long long> byForm;   // games by form ("2", "4", "6 (2x3)", kNotKnown)
    std::map<std::string, long long> byRuleset;
    Spread handScores;                         // each side's score of each hand scored
    std::map<long long, long long> scoreBins;  // by kScoreBin points: the distribution
    std::map<std::string, std::map<long long, long long>> scoreBinsByForm;  // the same, by form
    Spread handTurns;  // the turns of each hand scored
    EventCounts events;

    // One game read (`problems`: what reading it found), played through the rules; what it
    // came to (a JSON line of --format jsonl). The first error of playing it is added to
    // `problems`, and only what comes up to the first error is kept (as the validator
    // reports it).
    struct Game {
        bool valid = true;
        GameStatus status = GameStatus::Playing;
        int winner = -1;  // the winning side when status is Won
        long long hands = 0;
        std::vector<int> totals;  // each side's, after the hands played
    };
    Game add(const Record& record, std::vector<Diagnostic>& problems);
};

inline constexpr long long kScoreBin = 250;
// The key of byForm and byRuleset for a game broken among its tags (JSON "?").
inline constexpr const char* kNotKnown = "?";

// A record's form as byForm keys it: "2", "3", "4", "6", "6x2x3", or kNotKnown.
std::string formOf(const Record& record);

// The seat policies of a record written by bornes-play (its [Generator] names --seats):
// one per seat, repeated to fill them as bornes-play does; empty for another record.
std::vector<std::string> seatPolicies(const Record& record);

// The summary for people, in English or French.
void writeStatsText(std::ostream& out, const CollectionStats& stats, Language lang);
// The JSON (formats/json/schemas/stats.schema.json): the document, or with JsonLayout::Lines
// the summary's line, after a line per game written by writeStatsGameLine.
void writeStatsJson(std::ostream& out, const CollectionStats& stats,
                    JsonLayout layout = JsonLayout::Document);
void writeStatsGameLine(std::ostream& out, const std::string& file, long long number,
                        const Record& record, const CollectionStats::Game& game);
// The chart of the hand scores: its words, its count axis named, a panel per form met.
ScoreChart scoreChartOf(const CollectionStats& stats, Language lang);
// The distribution of the hand scores as a picture (bornes-stats -T): one histogram per form
// met, in the order of kChartForms.
Picture scoreDistribution(const CollectionStats& stats, PictureType type, Language lang);

}  // namespace bornes::formats
