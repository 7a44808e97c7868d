#include "reports/decision_marks.h"

#include "notation/record_player.h"
#include "notation/record_writer.h"
#include "replay/transcript.h"
#include "text/numbers.h"

namespace bornes::formats {

namespace {

// A number as the language writes it: French groups thousands ("1 000"), English writes
// plain digits, as the notation does.
std::string number(int n, Language lang) {
    return fr(lang) ? formatNumber(n, lang) : std::to_string(n);
}

std::string signedNumber(int n, Language lang) {
    return (n > 0 ? "+" : "") + number(n, lang);
}

// A count and its noun: French puts 0 and 1 in the singular ("0 décision résolue").
std::string counted(int n, Language lang, const std::string& one, const std::string& many) {
    return number(n, lang) + " " + ((fr(lang) ? n <= 1 : n == 1) ? one : many);
}

// Solves each decision as the record plays it.
class Annotator : public ReplayObserver {
  public:
    Annotator(const Record& record, Solver& solver, const AnnotateRequest& request)
        : record_(record), solver_(solver), request_(request) {}

    void handStarted(int hand, const Position& start, const RecordedHand&) override {
        if (request_.onlyHand >= 0 && hand != request_.onlyHand) return;
        HandAnnotation h{hand, {}, seatNamesOf(record_), request_.question, start.target()};
        hands.push_back(std::move(h));
        const HandStart s = handStart(record_, hand, -1);
        rules_ = s.rules ? *s.rules : record_.rules.scoring;
    }

    void stepped(const ReplayStep& step, const Position& before, const Position&) override {
        if (!step.action || hands.empty() || hands.back().hand != step.hand)
            return;  // an implied decision: nothing to mark
        if (request_.onlyHand >= 0 && step.hand != request_.onlyHand) return;
        Decision d;
        d.turn = step.turn;
        d.seat = step.seat;
        d.side = before.sideToMove();
        d.played = step.move;
        d.before = before;
        d.actionIndex = static_cast<int>(
            step.action - record_.hands[static_cast<std::size_t>(step.hand)].actions.data());
        static_cast<Judgement&>(d) = judgeDecision(
            solver_, before, d.played, Query{request_.question, d.side, rules_}, request_);
        hands.back().decisions.push_back(std::move(d));
    }

    std::vector<HandAnnotation> hands;

  private:
    const Record& record_;
    Solver& solver_;
    const AnnotateRequest& request_;
    ScoringRules rules_;
};

std::string percent(double fraction, Language lang) {
    return formatDecimal(100 * fraction, 0, lang) + (fr(lang) ? "\u00A0%" : " %");
}

}  // namespace

std::vector<HandAnnotation> annotateRecord(const Record& record, Solver& solver,
                                           const AnnotateRequest& request,
                                           std::vector<Diagnostic>& problems, bool complete) {
    Annotator annotator(record, solver, request);
    playRecord(record, PlayOptions{}, problems, &annotator, complete);
    return std::move(annotator.hands);
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

std::string decisionComment(const HandAnnotation& h, const Decision& d, Language lang) {
    const bool french = fr(lang);
    const std::string played = moveWord(d.played);
    // The best move with its words: "PRIO (plays Right of Way)".
    const std::string best = d.best.empty() ? std::string()
                             : d.before
                                 ? moveWord(d.best.front()) + " (" +
                                       describeMove(*d.before, d.best.front(), h.names, lang) + ")"
                                 : moveWord(d.best.front());
    // The target of that moment: 1000 after an allonge ("1 000" in French).
    const std::string target = number(d.before ? d.before->target() : h.target, lang);
    if (d.status == Decision::Status::Unsolved)
        return french ? std::string("non résolue dans les limites (") +
                            (d.limitHit == "time" ? "temps" : "nœuds") + ")"
                      : "not solved within the limits (" + d.limitHit + ")";
    switch (d.mark) {
        case Mark::None:
            return "";
        case Mark::Blunder:
            return french ? played + " perd\u00A0: " + best + " atteint " + target
                          : played + " loses: " + best + " reaches " + target;
        case Mark::Mistake:
            return french ? played + " perd " +
                                counted(d.valueBefore - d.valueAfter, lang, "point", "points") +
                                "\u00A0: " + best + " donne " + signedNumber(d.valueBefore, lang) +
                                ", " + played + " " + signedNumber(d.valueAfter, lang)
                          : played + " loses " + std::to_string(d.valueBefore - d.valueAfter) +
                                " points: " + best + " gives " + signedNumber(d.valueBefore, lang) +
                                ", " + played + " " + signedNumber(d.valueAfter, lang);
        case Mark::Good:
            if (h.question == Question::Reach)
                return french ? "le seul coup qui atteint " + target
                              : "the only move that reaches " + target;
            return french ? "le seul coup qui garde " + signedNumber(d.valueBefore, lang)
                          : "the only move that keeps " + signedNumber(d.valueBefore, lang);
        case Mark::Dubious: {
            const bool yesNo = h.question == Question::Reach;
            auto value = [&](const MoveOdds& m) {
                return yesNo ? percent(m.mean(), lang) : formatDecimal(m.mean(), 0, lang);
            };
            const std::string verb = yesNo ? (french ? " y arrive dans " : " gets there in ")
                                           : (french ? " donne en moyenne " : " averages ");
            const std::string in = yesNo ? (french ? " dans " : " in ") : " ";
            // French says of what: "dans 30 % des donnes".
            const std::string of = yesNo && french ? " des donnes" : "";
            return (french ? "sur " + counted(d.deals, lang, "donne", "donnes") + ", "
                           : "over " + std::to_string(d.deals) + " deals, ") +
                   played + verb + value(*d.playedOdds) + of + ", " + best + in +
                   value(*d.bestOdds);
        }
    }
    return "";
}

void applyAnnotations(Record& record, const std::vector<HandAnnotation>& hands, Language lang) {
    const bool french = fr(lang);
    for (const HandAnnotation& h : hands) {
        RecordedHand& hand = record.hands[static_cast<std::size_t>(h.hand)];
        int solved = 0, unsolved = 0, hidden = 0, estimated = 0;
        for (const Decision& d : h.decisions) {
            solved += d.status == Decision::Status::Solved;
            unsolved += d.status == Decision::Status::Unsolved;
            hidden += d.status == Decision::Status::Hidden;
            estimated += d.status == Decision::Status::Estimated;
            if (d.actionIndex < 0 || d.status == Decision::Status::Unsolved) continue;
            RecordedAction& a = hand.actions[static_cast<std::size_t>(d.actionIndex)];
            const std::string glyph = markGlyph(d.mark);
            if (!glyph.empty()) a.nag = static_cast<std::uint8_t>(annotationOf(glyph));
            const std::string comment = decisionComment(h, d, lang);
            if (!comment.empty()) a.comment += (a.comment.empty() ? "" : " — ") + comment;
        }
        // What was judged, once for the hand: the decisions left unsolved would crowd the
        // movetext with one comment each.
        std::string note = french
                               ? "bornes-annotate\u00A0: " +
                                     counted(solved, lang, "décision résolue", "décisions résolues")
                               : "bornes-annotate: " + std::to_string(solved) + " decisions solved";
        if (unsolved)
            note += french ? ", " + counted(unsolved, lang, "non résolue", "non résolues") +
                                 " dans les limites"
                           : ", " + std::to_string(unsolved) + " not solved within the limits";
        if (hidden)
            note += french ? ", " + counted(hidden, lang, "à cartes cachées laissée de côté",
                                            "à cartes cachées laissées de côté")
                           : ", " + std::to_string(hidden) + " with hidden cards left out";
        if (estimated)
            note += french ? ", " + counted(estimated, lang, "estimée sur des donnes tirées",
                                            "estimées sur des donnes tirées")
                           : ", " + std::to_string(estimated) + " estimated over random deals";
        hand.openingComment += (hand.openingComment.empty() ? "" : " — ") + note;
    }
}

}  // namespace bornes::formats
