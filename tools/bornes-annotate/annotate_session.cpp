// SPDX-License-Identifier: Apache-2.0
#include "bornes-annotate/annotate_session.h"

#include <cmath>
#include <sstream>

#include "bornes-annotate/hand_luck.h"
#include "bornes-annotate/hand_story.h"
#include "bornes-annotate/player_summary.h"
#include "messages/words.h"
#include "notation/record_reader.h"
#include "notation/record_writer.h"
#include "replay/hand_frames.h"
#include "replay/transcript.h"
#include "text/numbers.h"
#include "text/text_wrap.h"

namespace bornes::formats {

namespace {

// "yes"/"no" for reach, the score difference with its sign for score.
std::string valueWord(const HandAnnotation& h, int value, Language lang) {
    if (!questionTraits(h.question).yesNo)
        return (value > 0 ? "+" : "") + say(WordId::Number, lang, value);
    return word(value ? WordId::Yes : WordId::No, lang);
}

std::string_view statusName(Decision::Status s) {
    switch (s) {
        case Decision::Status::Solved:
            return "solved";
        case Decision::Status::Forced:
            return "forced";
        case Decision::Status::Unsolved:
            return "unsolved";
        case Decision::Status::Hidden:
            return "hidden";
        case Decision::Status::Estimated:
            return "estimated";
    }
    return "";
}

bool listed(const Decision& d) {
    return d.mark != Mark::None || d.status == Decision::Status::Unsolved;
}

}  // namespace

void AnnotateTotals::add(const HandAnnotation& hand) {
    for (const Decision& d : hand.decisions) {
        ++decisions;
        marked += d.mark != Mark::None;
        switch (d.status) {
            case Decision::Status::Solved:
                ++solved;
                break;
            case Decision::Status::Forced:
                ++forced;
                break;
            case Decision::Status::Unsolved:
                ++unsolved;
                overBudget += d.limitHit == "budget";
                break;
            case Decision::Status::Hidden:
                ++hidden;
                break;
            case Decision::Status::Estimated:
                ++estimated;
                break;
        }
    }
}

AnnotateTotals& AnnotateTotals::operator+=(const AnnotateTotals& o) {
    games += o.games, decisions += o.decisions, solved += o.solved, forced += o.forced;
    unsolved += o.unsolved, hidden += o.hidden, estimated += o.estimated, marked += o.marked;
    overBudget += o.overBudget;
    return *this;
}

std::string judgementText(const HandAnnotation& h, const Decision& d, Language lang) {
    switch (d.status) {
        case Decision::Status::Forced:
            return std::string(word(WordId::JudgedForced, lang));
        case Decision::Status::Hidden:
            return std::string(word(WordId::JudgedHidden, lang));
        case Decision::Status::Unsolved:
            if (const std::optional<int> few = tooFewDeals(d))
                return say(WordId::JudgedTooFewDeals, lang, *few, fewestDealsShown(d));
            return decisionComment(h, d, lang);
        case Decision::Status::Estimated:
            if (!d.playedOdds || !d.bestOdds) return std::string(word(WordId::JudgedNoDeal, lang));
            if (const std::optional<int> few = tooFewDeals(d))
                return say(WordId::JudgedTooFewDeals, lang, *few, fewestDealsShown(d));
            break;
        case Decision::Status::Solved:
            break;
    }
    std::ostringstream out;
    // Every value estimated with its 95 % interval; the regret with its 99.9 % one, the bar a
    // mark must clear (rolloutMark).
    if (d.status == Decision::Status::Estimated && d.rollouts) {
        const Judgement::Rollouts& r = *d.rollouts;
        const auto points = [&](double p) { return formatDecimal(p, 0, lang); };
        // The chance of reaching after a move, whatever the question: Wilson's interval.
        const auto reach = [&](double share, int deals) {
            const MoveOdds m{d.played, deals, share * deals, share * deals};
            return valueText(Question::Reach, share, m.low(true), m.high(true), lang);
        };
        out << say(WordId::SummaryRollout, lang,
                   static_cast<long long>(std::lround(r.points.mean())),
                   points(r.points.low(kZ999)), points(r.points.high(kZ999)),
                   moveWord(d.best.front()), reach(r.reachPlayed, d.playedOdds->deals),
                   reach(r.reachBest, d.bestOdds->deals), d.deals);
    } else if (d.status == Decision::Status::Estimated) {
        // Reach: the share of deals reached; score: the mean score, signed.
        const bool yesNo = questionTraits(h.question).yesNo;
        const auto odds = [&](const MoveOdds& m) {
            return valueText(h.question, m.mean(), m.low(yesNo), m.high(yesNo), lang);
        };
        out << say(yesNo ? WordId::SummaryOdds : WordId::SummaryMean, lang, odds(*d.playedOdds),
                   moveWord(d.bestOdds->move), odds(*d.bestOdds), d.deals);
    } else {
        out << (questionTraits(h.question).yesNo
                    ? say(WordId::SummaryReaches, lang, d.before ? d.before->target() : h.target)
                    : word(WordId::SummaryDifference, lang))
            << say(WordId::SummaryBeforeAfter, lang, valueWord(h, d.valueBefore, lang),
                   valueWord(h, d.valueAfter, lang));
        if (d.mark != Mark::Good && !d.best.empty()) {
            out << word(WordId::SummaryBest, lang);
            for (Move m : d.best) out << " " << moveWord(m);
        }
    }
    return std::move(out).str();
}

void writeHandSummary(std::ostream& out, const Record& record, const HandAnnotation& h,
                      Language lang) {
    AnnotateTotals t;
    t.add(h);
    out << say(WordId::SummaryHand, lang, h.hand + 1, t.decisions, t.solved, t.forced, t.unsolved);
    if (t.hidden) out << say(WordId::SummaryHidden, lang, t.hidden);
    if (t.estimated) out << say(WordId::SummaryEstimated, lang, t.estimated);
    out << say(WordId::SummaryTurningPoints, lang, t.marked) << "\n";
    for (const Decision& d : h.decisions) {
        if (d.mark == Mark::None) continue;
        out << say(WordId::SummaryDecision, lang, d.turn, record.seatName(d.seat),
                   std::string(1, sideLetter(d.side)), moveWord(d.played) + markGlyph(d.mark));
        out << judgementText(h, d, lang);
        out << "\n";
    }
    // The decisions left unsolved, by turn: many early in a hand, so one line.
    std::string turns;
    int last = -1;
    for (const Decision& d : h.decisions)
        if (d.status == Decision::Status::Unsolved && d.turn != last) {
            turns += (turns.empty() ? "" : " ") + std::to_string(d.turn);
            last = d.turn;
        }
    if (!turns.empty())
        out << wrapLine(word(WordId::SummaryUnsolvedTurns, lang) + turns, terminalWidth(), 4);
}

namespace {

void writeQuestion(JsonWriter& j, const AnnotateSessionRequest& request) {
    j.key("question"), j.string(std::string(questionTraits(request.analysis.question).keyword));
}

// How the decisions went: of a hand, and of the whole run.
void writeDecisionCounts(JsonWriter& j, const AnnotateTotals& t) {
    j.key("decisions"), j->Int(t.decisions);
    j.key("solved"), j->Int(t.solved);
    j.key("forced"), j->Int(t.forced);
    j.key("unsolved"), j->Int(t.unsolved);
    j.key("hidden"), j->Int(t.hidden);
    j.key("estimated"), j->Int(t.estimated);
}

// The totals' members (the document's "summary", the last JSON line).
void writeTotals(JsonWriter& j, const AnnotateTotals& t) {
    j.key("games"), j->Int(t.games);
    writeDecisionCounts(j, t);
    j.key("marked"), j->Int(t.marked);
}

// A decision's object: its move, mark, values, best moves and every candidate weighed.
void writeDecision(JsonWriter& j, const Record& record, const HandAnnotation& h,
                   const Decision& d) {
    j->StartObject();
    j.key("turn"), j->Int(d.turn);
    j.key("player"), j.string(record.seatName(d.seat));
    j.key("side"), j.string(std::string(1, sideLetter(d.side)));
    j.key("move"), j.string(moveWord(d.played));
    j.key("status"), j.string(statusName(d.status));
    j.key("mark");
    if (d.mark == Mark::None)
        j->Null();
    else
        j.string(markGlyph(d.mark));
    const bool exact = d.status == Decision::Status::Solved;
    j.key("before");
    if (exact)
        j->Int(d.valueBefore);
    else if (d.status == Decision::Status::Estimated && d.bestOdds)
        j->Double(d.bestOdds->mean());
    else
        j->Null();
    // The value the story chart draws (hand_story.h), and an estimate's 95 % interval: its
    // band.
    const std::optional<ValueShown> after = shownAfter(d);
    j.key("after");
    if (after)
        exact ? j->Int(d.valueAfter) : j->Double(after->value);
    else
        j->Null();
    for (const auto& [key, end] :
         {std::pair{"afterLow", &ValueShown::low}, std::pair{"afterHigh", &ValueShown::high}}) {
        j.key(key);
        if (after && !after->proved)
            j->Double((*after).*end);
        else
            j->Null();
    }
    j.key("best"), j->StartArray();
    for (Move m : d.best) j.string(moveWord(m));
    j->EndArray();
    j.key("deals");
    if (d.status == Decision::Status::Estimated)
        j->Int(d.deals);
    else
        j->Null();
    j.key("comment"), j.string(decisionComment(h, d, Language::English));
    j.key("engine");
    if (d.status == Decision::Status::Solved)
        j.string("exact");
    else if (d.status == Decision::Status::Estimated)
        j.string(std::string(engineName(d.engine)));
    else
        j->Null();
    j.key("rollout");
    if (d.status == Decision::Status::Estimated && d.rollouts) {
        const Judgement::Rollouts& r = *d.rollouts;
        j->StartObject();
        j.key("regret"), j->Double(r.points.mean());
        j.key("regretLow"), j->Double(r.points.low(kZ999));
        j.key("regretHigh"), j->Double(r.points.high(kZ999));
        j.key("reachLost"), j->Double(r.reach.mean());
        j.key("reachPlayed"), j->Double(r.reachPlayed);
        j.key("reachBest"), j->Double(r.reachBest);
        j.key("choice"), j.string(moveWord(d.best.front()));
        j.key("deals"), j->Int(r.points.deals);
        j.key("playouts"), j->Uint64(r.playouts);
        j->EndObject();
    } else {
        j->Null();
    }
    j.key("candidates"), j->StartArray();
    for (const Decision::Candidate& c : d.candidates) {
        j->StartObject();
        j.key("move"), j.string(moveWord(c.move));
        j.key("value");
        if (d.status == Decision::Status::Estimated)
            j->Double(c.value);
        else
            j->Int(static_cast<int>(c.value));
        j.key("deals");
        if (d.status == Decision::Status::Estimated)
            j->Int(c.deals);
        else
            j->Null();
        for (const auto& [key, end] : {std::pair{"low", c.low}, std::pair{"high", c.high}}) {
            j.key(key);
            if (d.status == Decision::Status::Estimated)
                j->Double(end);
            else
                j->Null();
        }
        j->EndObject();
    }
    j->EndArray();
    j->EndObject();
}

// A game's output in the request's format: the annotated record, its summary, or its JSON
// object.
void writeGame(std::ostream& out, const Record& record, const std::vector<HandAnnotation>& hands,
               int game, const AnnotateSessionRequest& request) {
    const Language lang = request.lang;
    if (request.output == AnnotateOutput::Notation) {
        Record annotated = record;
        completeRecord(annotated);
        applyAnnotations(annotated, hands, lang);
        writeRecord(out, annotated, lang);
        return;
    }
    if (request.output == AnnotateOutput::Text) {
        out << say(WordId::SummaryGame, lang, game, record.event) << "\n";
        for (const HandAnnotation& h : hands) {
            writeHandSummary(out, record, h, lang);
            writePlayersText(out, record, summarizePlayers(record, {h}),
                             say(WordId::PlayersOfHand, lang, h.hand + 1), lang);
            writeLuckText(out, record, h, lang);
        }
        if (hands.size() > 1)
            writePlayersText(out, record, summarizePlayers(record, hands),
                             std::string(word(WordId::PlayersOfGame, lang)), lang);
        return;
    }
    JsonWriter j(out);
    j->StartObject();
    if (request.output == AnnotateOutput::JsonLines) {
        j.header(kAnnotationFormat, "game");
        writeQuestion(j, request);
    }
    j.key("game"), j->Int(game);
    j.key("event"), j.string(record.event);
    j.key("hands"), j->StartArray();
    for (const HandAnnotation& h : hands) {
        AnnotateTotals t;
        t.add(h);
        j->StartObject();
        j.key("hand"), j->Int(h.hand + 1);
        j.key("target"), j->Int(h.target);
        writeDecisionCounts(j, t);
        j.key("points"), j->StartArray();
        for (const Decision& d : h.decisions)
            if (listed(d)) writeDecision(j, record, h, d);
        j->EndArray();
        // Every decision, as the hand's story chart draws it (a point where it has a value).
        j.key("story"), j->StartArray();
        for (const Decision& d : h.decisions) writeDecision(j, record, h, d);
        j->EndArray();
        writePlayersJson(j, record, summarizePlayers(record, {h}));
        writeLuckJson(j, record, h);
        j->EndObject();
    }
    j->EndArray();
    writePlayersJson(j, record, summarizePlayers(record, hands));
    j->EndObject();
}

}  // namespace

AnnotatedGame annotateGame(const Record& record, std::vector<Diagnostic>& problems, int game,
                           Solver& solver, const AnnotateSessionRequest& request) {
    AnnotatedGame result;
    result.totals.games = 1;
    const bool complete = !hasError(problems);
    // The page's frames from the replay that annotates: the record is replayed once.
    std::vector<HandFrames> frames;
    HandFramesCollector framed(frames);
    const std::vector<HandAnnotation> hands = annotateRecord(
        record, solver, request.analysis, problems, complete, request.page ? &framed : nullptr);
    for (const HandAnnotation& h : hands) result.totals.add(h);
    std::ostringstream out;
    writeGame(out, record, hands, game, request);
    result.output = std::move(out).str();
    if (request.chart) {
        Picture chart = drawStoryChart(storyChart(record, hands, request.lang), *request.chart);
        result.chart = std::move(chart.bytes);
        result.pictureError = std::move(chart.error);
    }
    if (request.page && result.pictureError.empty())
        result.page =
            analysisPageOf(record, hands, frames, game, request.lang, result.pictureError);
    upToFirstError(problems);
    return result;
}

AnnotateSession::AnnotateSession(const AnnotateSessionRequest& request, std::ostream& out,
                                 std::ostream& err)
    : request_(request), out_(out), err_(err) {
    if (request_.output == AnnotateOutput::Json) {
        json_.emplace(out_);
        JsonWriter& j = *json_;
        j->StartObject();
        j.header(kAnnotationFormat);
        writeQuestion(j, request_);
        j.key("games"), j->StartArray();
    }
}

std::optional<Message> lackingHand(const Record& record, const std::string& file, int game,
                                   const AnnotateSessionRequest& request) {
    const int hand = request.analysis.onlyHand;
    if (hand < 0 || hand < static_cast<int>(record.hands.size())) return std::nullopt;
    return Message(MessageId::GameHasFewerHands, file, game, record.hands.size(), hand + 1);
}

std::optional<Message> pageTooLarge(const Record& record, const std::string& file, int game,
                                    const AnnotateSessionRequest& request) {
    if (!request.page || request.analysis.onlyHand >= 0) return std::nullopt;
    const int hands = static_cast<int>(record.hands.size());
    if (hands <= kMostPageHands) return std::nullopt;
    return Message(MessageId::PageTooManyHands, file, game, hands, kMostPageHands);
}

std::optional<Message> lackingTurn(const AnnotatedGame& annotated, const std::string& file,
                                   int game, const AnnotateSessionRequest& request) {
    const int turn = request.analysis.firstTurn;
    if (turn == 0 || annotated.totals.decisions > 0) return std::nullopt;
    const int hand = request.analysis.onlyHand;
    if (hand >= 0) return Message(MessageId::FileNoSuchTurn, file, turn, hand + 1, game);
    return Message(MessageId::FileNoSuchTurnAnyHand, file, turn, game);
}

AnnotateOutcome AnnotateSession::annotate(std::istream& in, const std::string& file,
                                          Solver& solver) {
    AnnotateOutcome outcome;
    RecordReader reader(in);
    Record record;
    std::vector<Diagnostic> found;
    int game = 0;
    while (true) {
        found.clear();
        if (!reader.next(record, found)) break;
        ++game;
        if (request_.game && game != request_.game) continue;
        if (const std::optional<Message> lacking = lackingHand(record, file, game, request_)) {
            err_ << renderToolMessage("bornes-annotate", Severity::Error, *lacking, request_.lang);
            outcome.lackedHand = true;
            if (request_.game) break;
            continue;
        }
        // Only the first game annotated is drawn, and its page only if it can be.
        if (const std::optional<Message> tooLarge = pageTooLarge(record, file, game, request_);
            tooLarge && !pictured_) {
            err_ << renderToolMessage("bornes-annotate", Severity::Error, *tooLarge, request_.lang);
            outcome.lackedHand = true;
            if (request_.game) break;
            continue;
        }
        AnnotateSessionRequest request = request_;
        if (pictured_) request.chart.reset(), request.page = false;
        pictured_ = true;
        const AnnotatedGame annotated = annotateGame(record, found, game, solver, request);
        if (const std::optional<Message> lacking = lackingTurn(annotated, file, game, request_)) {
            err_ << renderToolMessage("bornes-annotate", Severity::Error, *lacking, request_.lang);
            outcome.lackedHand = true;
            if (request_.game) break;
            continue;
        }
        outcome.totals += annotated.totals;
        write(annotated);
        for (const Diagnostic& d : found)
            if (d.severity == Severity::Error) {
                err_ << renderDiagnostic(file, d, reader.line(d.where.line), request_.lang);
                outcome.invalid = true;
            }
        if (request_.game) break;
    }
    outcome.gamesRead = game;
    outcome.readError = reader.readFailed();
    return outcome;
}

void AnnotateSession::write(const AnnotatedGame& game) {
    if (!pictures_.totals.games &&
        (!game.chart.empty() || !game.page.empty() || !game.pictureError.empty()))
        pictures_ = game;
    if (json_) {
        // The game's object as it was written: the same bytes as written here.
        (*json_)->RawValue(game.output.data(), game.output.size(), rapidjson::kObjectType);
        return;
    }
    if (request_.output == AnnotateOutput::JsonLines) {
        out_ << game.output << "\n" << std::flush;  // a reader has each game when it is done
        return;
    }
    if (written_++) out_ << "\n";
    out_ << game.output;
}

void AnnotateSession::finish(const AnnotateTotals& t) {
    if (request_.output == AnnotateOutput::JsonLines) {
        JsonWriter j(out_);
        j->StartObject();
        j.header(kAnnotationFormat, "summary");
        writeQuestion(j, request_);
        writeTotals(j, t);
        j->EndObject();
        j.endLine();
        return;
    }
    if (!json_) return;
    JsonWriter& j = *json_;
    j->EndArray();
    j.key("summary"), j->StartObject();
    writeTotals(j, t);
    j->EndObject();
    j->EndObject();
    out_ << "\n";
}

}  // namespace bornes::formats
