// SPDX-License-Identifier: Apache-2.0
#include "bornes-replay/replay_session.h"

#include <algorithm>
#include <vector>

#include "json/replay_json.h"
#include "messages/words.h"
#include "notation/position_text.h"
#include "notation/record_reader.h"
#include "notation/record_writer.h"
#include "replay/record_moment.h"
#include "replay/transcript.h"
#include "text/numbers.h"
#include "text/text_wrap.h"

namespace bornes::formats {
namespace {

bool isJson(ReplayOutput output) {
    return output == ReplayOutput::Json || output == ReplayOutput::JsonLines;
}

// "a.mbn, game 2: " before a game's title when several inputs are replayed; else nothing.
std::string fileTitle(const ReplayRequest& request, const GameSource& source) {
    if (!request.nameFiles) return {};
    return std::string(source.file) + word(WordId::CommaGame, request.lang) +
           std::to_string(source.index) + word(WordId::Colon, request.lang);
}

// The header of a transcript: the event, the form, the ruleset, the target, the comment.
void writeHeader(std::ostream& out, const Record& record, const ReplayRequest& request,
                 const GameSource& source) {
    const Table& t = record.rules.table;
    // Teams are named only where the form needs it: six players as 3x2 or 2x3.
    const bool teams = t.players == 6;
    const Message form(MessageId::FormPlayers, t.players,
                       teams ? std::to_string(t.sides) : std::string(),
                       teams ? std::to_string(t.players / t.sides) : std::string());
    out << wrapLine(fileTitle(request, source) + record.event + " — " +
                        messageBody(form, request.lang) + ", " +
                        std::string(rulesetName(record.rules.scoring.ruleset)) + ", " +
                        std::string(word(WordId::TargetSpace, request.lang)) +
                        formatNumber(t.target, request.lang),
                    request.width, 2);
    if (!record.comment.empty())
        out << wrapLine("{" + oneLine(record.comment) + "}", request.width, 1);
}

// One moment: the position after a turn, as JSON, as a position line, or told in words
// (what was played in the turn, then the table). Returns the replay's result.
PlayResult writeMoment(const Record& record, const GameSource& source, const ReplayRequest& request,
                       bool complete, std::vector<Diagnostic>& found, bool& shown,
                       JsonMoments* json, std::ostream& out) {
    const int turn = *request.turn;
    const Moment moment = momentOf(record, request.hand - 1, turn, request.play, found, complete);
    if (!moment.position) return moment.result;
    shown = true;
    if (json) {
        json->moment(record, source, request.hand, turn, *moment.position);
    } else if (request.output == ReplayOutput::Notation) {
        // The players keep their names (seats=), so that a puzzle set from the record says
        // "Paulette", not "P3", and --side Paulette works.
        out << writePosition(*moment.position, record.rules.scoring,
                             seatNamesOf(record).operations())
            << "\n";
    } else {
        out << fileTitle(request, source) << record.event << word(WordId::HandDash, request.lang)
            << request.hand << word(WordId::CommaTurn, request.lang) << turn << "\n";
        TranscriptOptions told{request.lang, true, true, request.hands};
        told.width = request.width;
        told.hand = request.hand - 1;
        told.turn = turn;
        Transcript transcript(out, record, told);
        std::vector<Diagnostic> again;  // the same as `found`, already had
        playRecord(record, request.play, again, &transcript, complete);
        out << word(WordId::AfterTurn, request.lang) << turn
            << word(WordId::ColonNewline, request.lang)
            << describePosition(*moment.position, seatNamesOf(record), request.lang);
    }
    return moment.result;
}

}  // namespace

ReplaySession::ReplaySession(const ReplayRequest& request, std::ostream& out, std::ostream& err)
    : request_(request), out_(out), err_(err) {
    if (!isJson(request.output)) return;
    const JsonLayout layout =
        request.output == ReplayOutput::Json ? JsonLayout::Document : JsonLayout::Lines;
    if (request.turn)
        moments_.emplace(out, layout);
    else
        json_.emplace(out, layout, request.compact);
}

void ReplaySession::finish() {
    if (request_.output != ReplayOutput::Json) return;
    if (json_) json_->finish();
    if (moments_) moments_->finish();
    out_ << "\n";
}

ReplayOutcome ReplaySession::replay(std::istream& in, const std::string& file) {
    const ReplayRequest& request = request_;
    std::ostream& out = out_;
    ReplayOutcome outcome;
    RecordReader reader(in);
    Record record;
    std::vector<Diagnostic> found;
    while (true) {
        found.clear();
        if (!reader.next(record, found)) break;
        ++outcome.games;
        if (request.game && outcome.games != request.game) continue;
        const GameSource source{file, outcome.games};
        const bool complete = !hasError(found);
        if (request.oneHand && request.hand > static_cast<int>(record.hands.size())) {
            err_ << renderToolMessage("bornes-replay", Severity::Error,
                                      Message(MessageId::GameHasFewerHands, file, outcome.games,
                                              record.hands.size(), request.hand),
                                      request.lang);
            outcome.invalid = true;
            if (request.game) break;
            continue;
        }
        if (request.turn) {
            writeMoment(record, source, request, complete, found, outcome.shownTurn,
                        moments_ ? &*moments_ : nullptr, out);
        } else if (json_) {
            json_->game(record, source, request.play, found, complete,
                        request.oneHand ? request.hand - 1 : -1);
        } else if (request.output == ReplayOutput::Notation) {
            playRecord(record, request.play, found, nullptr, complete);
            Record canonical = record;
            completeRecord(canonical);
            if (written_++) out << "\n";
            writeRecord(out, canonical);
        } else {
            writeHeader(out, record, request, source);
            TranscriptOptions told{request.lang, true, true, request.hands};
            told.width = request.width;
            if (request.oneHand) told.hand = request.hand - 1;
            Transcript transcript(out, record, told);
            playRecord(record, request.play, found, &transcript, complete);
        }
        upToFirstError(found);
        for (const Diagnostic& d : found)
            if (d.severity == Severity::Error || request.output == ReplayOutput::Text) {
                err_ << renderDiagnostic(file, d, reader.line(d.where.line), request_.lang);
                outcome.invalid = outcome.invalid || d.severity == Severity::Error;
            }
        if (request.game) break;
    }
    outcome.readError = reader.readFailed();
    return outcome;
}

ReplayOutcome replayStream(std::istream& in, const std::string& file, const ReplayRequest& request,
                           std::ostream& out, std::ostream& err) {
    ReplaySession session(request, out, err);
    const ReplayOutcome outcome = session.replay(in, file);
    session.finish();
    return outcome;
}

}  // namespace bornes::formats
