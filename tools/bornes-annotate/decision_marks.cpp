// SPDX-License-Identifier: Apache-2.0
#include "bornes-annotate/decision_marks.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "bornes-annotate/hand_luck.h"
#include "engine/movegen.h"
#include "messages/words.h"
#include "notation/record_player.h"
#include "notation/record_writer.h"
#include "replay/transcript.h"
#include "text/numbers.h"

namespace bornes::formats {

namespace {

// A value with its sign, as a comment compares them: "+150", "-50", "0".
std::string signedNumber(int n, Language lang) {
    return (n > 0 ? "+" : "") + say(WordId::Number, lang, n);
}

// Collects the decisions a request asks about as the record plays them, each with the
// question its side is asked (the hand's scoring rules).
class DecisionCollector : public ReplayObserver {
  public:
    DecisionCollector(const Record& record, const AnnotateRequest& request)
        : record_(record), request_(request) {}

    void handStarted(int hand, const Position& start, const RecordedHand&) override {
        if (request_.onlyHand >= 0 && hand != request_.onlyHand) return;
        HandAnnotation h{hand,           {},           seatNamesOf(record_), request_.question,
                         start.target(), std::nullopt, std::nullopt};
        hands.push_back(std::move(h));
        const HandStart s = handStart(record_, hand, -1);
        rules_ = s.rules ? *s.rules : record_.rules.scoring;
        handRules.push_back(rules_);
    }

    void stepped(const ReplayStep& step, const Position& before, const Position& after) override {
        if (!hands.empty() && hands.back().hand == step.hand) hands.back().end = after;
        if (!step.action || hands.empty() || hands.back().hand != step.hand)
            return;  // an implied decision: nothing to mark
        if (!request_.asks(step.hand, step.turn)) return;
        Decision d;
        d.turn = step.turn;
        d.seat = step.seat;
        d.side = before.sideToMove();
        d.played = step.move;
        // Who decides: the seat that lays a coup-fourré, else the player to move.
        const int decider =
            step.move.action() == Action::CoupFourre ? step.move.seat() : before.toMove();
        d.before = request_.fromSeat ? seenFrom(before, decider) : before;
        d.actionIndex = static_cast<int>(
            step.action - record_.hands[static_cast<std::size_t>(step.hand)].actions.data());
        queries.push_back(Query{request_.question, d.side, rules_});
        hands.back().decisions.push_back(std::move(d));
    }

    std::vector<HandAnnotation> hands;
    std::vector<Query> queries;           // of each decision, in order
    std::vector<ScoringRules> handRules;  // of each hand

  private:
    const Record& record_;
    const AnnotateRequest& request_;
    ScoringRules rules_;
};

// The time a decision may take: its own limit, and with a budget its fair share of what is
// left (`waiting` decisions still to judge, this one included), so that one hopeless
// decision does not spend what the others could use. A search given ~0 stops at once: a
// forced decision, or one with hidden cards and no odds asked, is still told as such.
double secondsFor(const AnnotateRequest& request, int waiting) {
    if (!request.deadline) return request.limits.seconds;
    const double left =
        std::chrono::duration<double>(*request.deadline - std::chrono::steady_clock::now()).count();
    const double share = std::max(1e-9, left / std::max(1, waiting));
    return request.limits.seconds > 0 ? std::min(request.limits.seconds, share) : share;
}

void judge(Decision& d, const Query& query, Solver& solver, const AnnotateRequest& request,
           int waiting) {
    // Past the budget no decision is searched at all, however cheap (issue 31: --budget 0.001
    // on 5 games still solved 498 decisions of 1 181): each is left out, said as such; one
    // that needs no search (forced, or hidden without --odds) is still told as it is.
    if (request.deadline && std::chrono::steady_clock::now() >= *request.deadline) {
        const Position before = withPlayedCardShown(*d.before, d.played);
        if (perfectInformation(before) ? legalMoves(before).size() >= 2 : request.odds) {
            d.status = Judgement::Status::Unsolved;
            d.limitHit = "budget";
            return;
        }
    }
    JudgeRequest r = request;
    r.limits.seconds = secondsFor(request, waiting);
    static_cast<Judgement&>(d) = judgeDecision(solver, *d.before, d.played, query, r);
    // A decision cut short by the budget, not by its own limit, says so.
    const bool overBudget =
        request.deadline && std::chrono::steady_clock::now() >= *request.deadline;
    const bool cut = (d.status == Judgement::Status::Unsolved && d.limitHit == "time") ||
                     (d.status == Judgement::Status::Estimated && d.deals == 0);
    if (overBudget && cut) {
        d.status = Judgement::Status::Unsolved;
        d.limitHit = "budget";
        d.mark = Mark::None;
    }
}

}  // namespace

std::vector<HandAnnotation> annotateRecord(const Record& record, Solver& solver,
                                           const AnnotateRequest& request,
                                           std::vector<Diagnostic>& problems, bool complete,
                                           ReplayObserver* alongside) {
    DecisionCollector collector(record, request);
    ReplayObservers both({&collector, alongside});
    playRecord(record, PlayOptions{}, problems,
               alongside ? static_cast<ReplayObserver*>(&both) : &collector, complete);
    // Each decision with the question its side is asked, in the order of play.
    std::vector<std::pair<Decision*, Query>> work;
    for (HandAnnotation& h : collector.hands)
        for (Decision& d : h.decisions) work.emplace_back(&d, collector.queries[work.size()]);
    // With a budget, the last decisions first: late in a hand a decision is cheap to solve
    // exactly, early it may be out of reach, so the budget goes where it buys marks.
    if (request.deadline) std::reverse(work.begin(), work.end());
    const int total = static_cast<int>(work.size());
    for (int done = 0; done < total; ++done) {
        const auto& [decision, query] = work[static_cast<std::size_t>(done)];
        judge(*decision, query, solver, request, total - done);
        if (request.progress) request.progress(done + 1, total);
    }
    if (request.luckDeals > 0)
        for (std::size_t i = 0; i < collector.hands.size(); ++i)
            collector.hands[i].luck =
                luckOfHand(record, collector.hands[i], collector.handRules[i], solver, request);
    return std::move(collector.hands);
}

std::string markGlyph(Mark mark) {
    switch (mark) {
        case Mark::None:
            return "";
        case Mark::Good:
            return "!";
        case Mark::Mistake:
            return "?";
        case Mark::Blunder:
            return "??";
        case Mark::Dubious:
            return "?!";
    }
    return "";
}

// A mark found by rollouts: what the move loses on average, with its interval, against the
// engine's choice, and the chance of reaching after each, said to be an estimate.
template <class Worded>
std::string rolloutComment(const Decision& d, const Worded& worded, Language lang) {
    const Judgement::Rollouts& r = *d.rollouts;
    const auto points = [&](double p) { return formatDecimal(p, 0, lang); };
    return say(WordId::MarkRollout, lang, moveWord(d.played),
               static_cast<long long>(std::lround(r.points.mean())), points(r.points.low(kZ999)),
               points(r.points.high(kZ999)), worded(d.best.front()),
               percentText(r.reachPlayed, 0, lang), percentText(r.reachBest, 0, lang), d.deals);
}

std::string decisionComment(const HandAnnotation& h, const Decision& d, Language lang) {
    if (d.status == Decision::Status::Unsolved)
        return say(WordId::MarkUnsolved, lang,
                   word(d.limitHit == "time"     ? WordId::LimitTime
                        : d.limitHit == "budget" ? WordId::LimitBudget
                                                 : WordId::LimitNodes,
                        lang));
    const std::string played = moveWord(d.played);
    // A move with its words: "PRIO (plays Right of Way)".
    const auto worded = [&](Move m) {
        return d.before ? moveWord(m) + " (" + describeMove(*d.before, m, h.names, lang) + ")"
                        : moveWord(m);
    };
    const std::string best = d.best.empty() ? std::string() : worded(d.best.front());
    // The target of that moment: 1000 after an allonge ("1 000" in French).
    const int target = d.before ? d.before->target() : h.target;
    if (d.rollouts && d.mark != Mark::None) return rolloutComment(d, worded, lang);
    switch (d.mark) {
        case Mark::None:
            return "";
        case Mark::Blunder:
            return say(WordId::MarkBlunder, lang, played, best, target);
        case Mark::Mistake:
            return say(WordId::MarkMistake, lang, played, best, target,
                       d.valueBefore - d.valueAfter, signedNumber(d.valueBefore, lang),
                       signedNumber(d.valueAfter, lang));
        case Mark::Good:
            return say(
                questionTraits(h.question).yesNo ? WordId::MarkGoodReach : WordId::MarkGoodScore,
                lang, played, best, target, 0, signedNumber(d.valueBefore, lang));
        case Mark::Dubious: {
            const bool yesNo = questionTraits(h.question).yesNo;
            auto value = [&](const MoveOdds& m) {
                return yesNo ? percentText(m.mean(), 0, lang) : formatDecimal(m.mean(), 0, lang);
            };
            return say(yesNo ? WordId::MarkDubiousReach : WordId::MarkDubiousScore, lang, played,
                       best, target, d.deals, value(*d.playedOdds), value(*d.bestOdds),
                       worded(d.played));
        }
    }
    return "";
}

void applyAnnotations(Record& record, const std::vector<HandAnnotation>& hands, Language lang) {
    for (const HandAnnotation& h : hands) {
        RecordedHand& hand = record.hands[static_cast<std::size_t>(h.hand)];
        int solved = 0, unsolved = 0, hidden = 0, estimated = 0, rolledOut = 0, budget = 0;
        for (const Decision& d : h.decisions) {
            solved += d.status == Decision::Status::Solved;
            const bool unsolvedHere = d.status == Decision::Status::Unsolved;
            budget += unsolvedHere && d.limitHit == "budget";
            unsolved += unsolvedHere && d.limitHit != "budget";
            hidden += d.status == Decision::Status::Hidden;
            estimated += d.status == Decision::Status::Estimated && !d.rollouts;
            rolledOut += d.status == Decision::Status::Estimated && d.rollouts.has_value();
            if (d.actionIndex < 0 || d.status == Decision::Status::Unsolved) continue;
            RecordedAction& a = hand.actions[static_cast<std::size_t>(d.actionIndex)];
            const std::string glyph = markGlyph(d.mark);
            if (!glyph.empty()) a.nag = static_cast<std::uint8_t>(annotationOf(glyph));
            const std::string comment = decisionComment(h, d, lang);
            if (!comment.empty())
                a.comment += (a.comment.empty() ? "" : word(WordId::CommentJoin, lang)) + comment;
        }
        // What was judged, once for the hand: the decisions left unsolved would crowd the
        // movetext with one comment each.
        std::string note = say(WordId::NoteSolved, lang, solved);
        if (solved) note += word(WordId::NoteDoubleDummy, lang);
        if (unsolved) note += say(WordId::NoteUnsolved, lang, unsolved);
        if (budget) note += say(WordId::NoteBudget, lang, budget);
        if (hidden) note += say(WordId::NoteHidden, lang, hidden);
        if (estimated) note += say(WordId::NoteEstimated, lang, estimated);
        if (rolledOut) note += say(WordId::NoteRollouts, lang, rolledOut);
        hand.openingComment +=
            (hand.openingComment.empty() ? "" : word(WordId::CommentJoin, lang)) + note;
    }
}

}  // namespace bornes::formats
