// SPDX-License-Identifier: Apache-2.0
// What bornes-annotate does with a stream of records, as a library call: each game read,
// its decisions solved (decision_marks.h), and the result written as the records in the
// canonical notation with the marks and comments added, as a summary per hand for people,
// or as JSON, a document or JSON Lines (formats/json/schemas/annotation.schema.json).
#pragma once

#include <istream>
#include <optional>
#include <ostream>
#include <string>

#include "bornes-annotate/decision_marks.h"
#include "json/json_writer.h"
#include "pictures/graphviz.h"

namespace bornes::formats {

// JSON: one document; JsonLines: a line per game as soon as it is annotated, then the totals.
enum class AnnotateOutput { Notation, Text, Json, JsonLines };

struct AnnotateSessionRequest {
    AnnotateRequest analysis;
    AnnotateOutput output = AnnotateOutput::Notation;
    Language lang = Language::English;
    int game = 0;  // only the game-th game (1-based; 0: all)
    // The first game annotated also drawn: its hands' story chart (--chart, a picture of
    // this type) and its analysis page (--page).
    std::optional<PictureType> chart;
    bool page = false;
};

// What the decisions came to, over every game.
struct AnnotateTotals {
    int games = 0, decisions = 0, solved = 0, forced = 0, unsolved = 0, hidden = 0, estimated = 0,
        marked = 0;
    int overBudget = 0;  // of the unsolved, those left out once --budget was spent
    void add(const HandAnnotation& hand);
    AnnotateTotals& operator+=(const AnnotateTotals& o);
};

struct AnnotateOutcome {
    AnnotateTotals totals;
    int gamesRead = 0;        // the games of the input read, the skipped ones too (--game)
    bool lackedHand = false;  // a game without the hand asked for (--hand): an input error
    bool invalid = false;     // a record did not validate (its valid hands are still annotated)
    bool readError = false;   // the input ended by a read error
};

// One game annotated and written in the request's output format (for JSON, the game's
// object): the unit of work a rank does under mpirun.
struct AnnotatedGame {
    std::string output;
    AnnotateTotals totals;  // games: 1
    // Asked for by the request: the chart's bytes and the page; what failed in drawing them.
    std::string chart, page, pictureError;
};

// Solves the decisions of `record`, the game-th of its file (from 1). `problems` holds what
// reading the game found; the first error of playing it is added, and only what comes up to
// the first error is kept (as the validator reports it).
AnnotatedGame annotateGame(const Record& record, std::vector<Diagnostic>& problems, int game,
                           Solver& solver, const AnnotateSessionRequest& request);

// What to say of a game that does not have the hand asked for (--hand, request.analysis
// .onlyHand), as bornes-replay says it: "'f.mbn': game 1 has 1 hand, not 5".
std::optional<Message> lackingHand(const Record& record, const std::string& file, int game,
                                   const AnnotateSessionRequest& request);

// The analysis page (--page) draws at most kMostPageHands hands (a hand's page is about 2 MB
// and its drawing 9 MB of memory): what to say, before any work, of the game to be drawn
// when it has more ("--page draws at most 20 hands, and game 1 has 115: choose one with
// --hand").
inline constexpr int kMostPageHands = 20;

// What to say of a game annotated with --turn when no decision of its hands was in those
// turns, as every tool says it: "'f.mbn': no turn 999 in hand 1 of game 1" (exit 2).
std::optional<Message> lackingTurn(const AnnotatedGame& annotated, const std::string& file,
                                   int game, const AnnotateSessionRequest& request);
std::optional<Message> pageTooLarge(const Record& record, const std::string& file, int game,
                                    const AnnotateSessionRequest& request);

// The output of a run: the games in order, then the summary.
class AnnotateSession {
  public:
    AnnotateSession(const AnnotateSessionRequest& request, std::ostream& out, std::ostream& err);
    // Every game of `in` (or the request's game) annotated with `solver` and written, the
    // problems of each after it on `err`.
    AnnotateOutcome annotate(std::istream& in, const std::string& file, Solver& solver);
    void write(const AnnotatedGame& game);      // one game's output, after the last
    void finish(const AnnotateTotals& totals);  // ends the output (the JSON summary)
    // The pictures of the first game written that had them (AnnotatedGame).
    const AnnotatedGame& pictures() const { return pictures_; }

  private:
    const AnnotateSessionRequest request_;
    std::ostream& out_;
    std::ostream& err_;
    std::optional<JsonWriter> json_;
    int written_ = 0;
    AnnotatedGame pictures_;
    bool pictured_ = false;
};

// What a decision's judgement says, in a sentence: "odds 73 % (best noallonge 100 %) over
// 30 deals", "reaches 700: yes before, no after; best: -FIN", a single legal move, ...
std::string judgementText(const HandAnnotation& hand, const Decision& d, Language lang);

// A hand's summary for people: its counts, then each turning point (a marked decision) and
// each decision left unsolved, with the values before and after and the best move.
void writeHandSummary(std::ostream& out, const Record& record, const HandAnnotation& hand,
                      Language lang);

}  // namespace bornes::formats
