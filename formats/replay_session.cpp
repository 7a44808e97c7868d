#include "replay_session.h"

#include <algorithm>
#include <vector>

#include "position_text.h"
#include "record_moment.h"
#include "record_reader.h"
#include "record_writer.h"
#include "replay_json.h"
#include "text_wrap.h"
#include "transcript.h"

namespace bornes::formats {
namespace {

bool hasError(const std::vector<Diagnostic>& problems) {
    return std::any_of(problems.begin(), problems.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

// The header of a transcript: the event, the form, the ruleset, the target, the comment.
void writeHeader(std::ostream& out, const Record& record, Language lang, std::size_t width) {
    const bool french = lang == Language::French;
    const Table& t = record.rules.table;
    out << wrapLine(record.event + " — " + (french ? "joueurs " : "players ") +
                        std::string(formName(t.form)) + ", " +
                        std::string(rulesetName(record.rules.scoring.ruleset)) + ", " +
                        (french ? "but " : "target ") + std::to_string(t.target),
                    width, 2);
    if (!record.comment.empty()) out << wrapLine("{" + oneLine(record.comment) + "}", width, 1);
}

// One moment: the position after a turn, as JSON, as a position line, or told in words
// (what was played in the turn, then the table). Returns the replay's result.
PlayResult writeMoment(const Record& record, int number, const ReplayRequest& request,
                       bool complete, std::vector<Diagnostic>& found, bool& shown,
                       std::ostream& out) {
    const int turn = *request.turn;
    const Moment moment = momentOf(record, request.hand - 1, turn, request.play, found, complete);
    if (!moment.position) return moment.result;
    shown = true;
    const SeatNames names = seatNamesOf(record);
    if (request.output == ReplayOutput::Json) {
        JsonWriter j(out);
        j->StartObject();
        j.key("game"), j->Int(number);
        j.key("hand"), j->Int(request.hand);
        j.key("turn"), j->Int(turn);
        j.key("position"), j.position(*moment.position, names, record.rules.scoring);
        j->EndObject();
        out << "\n";
    } else if (request.output == ReplayOutput::Notation) {
        out << writePosition(*moment.position, record.rules.scoring) << "\n";
    } else {
        const bool french = request.lang == Language::French;
        out << record.event << (french ? " — manche " : " — hand ") << request.hand
            << (french ? ", tour " : ", turn ") << turn << "\n";
        TranscriptOptions told{request.lang, true, true, request.hands};
        told.width = request.width;
        told.hand = request.hand - 1;
        told.turn = turn;
        Transcript transcript(out, record, told);
        std::vector<Diagnostic> again;  // the same as `found`, already had
        playRecord(record, request.play, again, &transcript, complete);
        out << (french ? "Après le tour " : "After turn ") << turn << (french ? " :\n" : ":\n")
            << describePosition(*moment.position, names, request.lang);
    }
    return moment.result;
}

}  // namespace

ReplayOutcome replayStream(std::istream& in, const std::string& file, const ReplayRequest& request,
                           std::ostream& out, std::ostream& err) {
    ReplayOutcome outcome;
    RecordReader reader(in);
    Record record;
    std::optional<JsonReplay> json;
    if (request.output == ReplayOutput::Json && !request.turn) json.emplace(out);
    int written = 0;
    std::vector<Diagnostic> found;
    while (true) {
        found.clear();
        if (!reader.next(record, found)) break;
        ++outcome.games;
        if (request.game && outcome.games != request.game) continue;
        const bool complete = !hasError(found);
        if (request.oneHand && request.hand > static_cast<int>(record.hands.size())) {
            err << "bornes-replay: error: game " << outcome.games << " has " << record.hands.size()
                << (record.hands.size() == 1 ? " hand" : " hands") << ", not " << request.hand
                << "\n";
            outcome.invalid = true;
            if (request.game) break;
            continue;
        }
        if (request.turn) {
            writeMoment(record, outcome.games, request, complete, found, outcome.shownTurn, out);
        } else if (json) {
            json->game(record, request.play, found, complete,
                       request.oneHand ? request.hand - 1 : -1);
        } else if (request.output == ReplayOutput::Notation) {
            playRecord(record, request.play, found, nullptr, complete);
            Record canonical = record;
            completeRecord(canonical);
            if (written++) out << "\n";
            writeRecord(out, canonical);
        } else {
            writeHeader(out, record, request.lang, request.width);
            TranscriptOptions told{request.lang, true, true, request.hands};
            told.width = request.width;
            if (request.oneHand) told.hand = request.hand - 1;
            Transcript transcript(out, record, told);
            playRecord(record, request.play, found, &transcript, complete);
        }
        upToFirstError(found);
        for (const Diagnostic& d : found)
            if (d.severity == Severity::Error || request.output == ReplayOutput::Text) {
                err << renderDiagnostic(file, d, reader.line(d.where.line));
                outcome.invalid = outcome.invalid || d.severity == Severity::Error;
            }
        if (request.game) break;
    }
    if (json) {
        json->finish();
        out << "\n";
    }
    outcome.readError = reader.readFailed();
    return outcome;
}

}  // namespace bornes::formats
