// SPDX-License-Identifier: Apache-2.0
#include "json/replay_json.h"

#include "replay/transcript.h"

namespace bornes::formats {

const char* actionName(const ReplayStep& step) {
    if (step.action) {
        switch (step.action->kind) {
            case RecordedAction::Kind::TakeBack:
                return "take-back";
            case RecordedAction::Kind::Attack:
                if (step.move.action() == Action::Discard) return "attack-taken-back";
                break;
            default:
                break;
        }
    }
    switch (step.move.action()) {
        case Action::Play:
            return "play";
        case Action::Attack:
            return "attack";
        case Action::Discard:
            return "discard";
        case Action::CoupFourre:
            return "coup-fourre";
        case Action::DeclineCoupFourre:
            return "decline-coup-fourre";
        case Action::DeclareAllonge:
            return "allonge";
        case Action::DeclineAllonge:
            return "no-allonge";
    }
    return "";
}

int stepSide(const ReplayStep& step) {
    if (step.move.action() == Action::Attack) return step.move.side();
    // A hazard taken back: the side it was played on.
    if (step.action && step.action->kind == RecordedAction::Kind::Attack) return step.action->side;
    return -1;
}

namespace {

std::string letter(int side) {
    return std::string(1, static_cast<char>('A' + side));
}

// Streams the hands of one game as playRecord() replays them.
class Steps : public ReplayObserver {
  public:
    Steps(JsonWriter& json, const Record& record, int onlyHand, bool compact)
        : json_(json),
          record_(record),
          names_(seatNamesOf(record)),
          onlyHand_(onlyHand),
          compact_(compact) {}

    void handStarted(int hand, const Position& start, const RecordedHand& rh) override {
        skip_ = onlyHand_ >= 0 && hand != onlyHand_;
        if (skip_) return;
        JsonWriter& j = json_;
        j->StartObject();
        j.key("hand"), j->Int(hand + 1);
        j.key("dealer");
        if (rh.position.empty())
            j.string(
                names_.seat((start.toMove() + start.table().players - 1) % start.table().players));
        else
            j->Null();
        j.key("comment"), j.stringOrNull(rh.openingComment);
        j.key("otherTags"), j.otherTags(rh.otherTags);
        j.key("start"), j.position(start, names_, record_.rules.scoring);
        j.key("steps"), j->StartArray();
        open_ = true;
    }

    void stepped(const ReplayStep& step, const Position&, const Position& after) override {
        if (skip_) return;
        JsonWriter& j = json_;
        j->StartObject();
        j.key("turn"), j->Int(step.turn);
        j.key("player"), j.string(names_.seat(step.seat));
        j.key("draws"), j->StartArray();
        for (int i = 0; i < step.drawCount && i < static_cast<int>(step.draws.size()); ++i)
            j.card(step.draws[static_cast<std::size_t>(i)]);
        j->EndArray();
        j.key("action"), j.string(actionName(step));
        j.key("card");
        const Action a = step.move.action();
        if (a == Action::Play || a == Action::Attack || a == Action::Discard ||
            a == Action::CoupFourre)
            j.card(step.move.card());
        else
            j->Null();
        j.key("side");
        if (const int side = stepSide(step); side >= 0)
            j.string(letter(side));
        else
            j->Null();
        j.key("implied"), j->Bool(step.action == nullptr);
        j.key("irregular"), j->Bool(step.irregular);
        j.key("annotation");
        if (step.action && step.action->nag) {
            j.string(annotationText(step.action->nag));
        } else {
            j->Null();
        }
        j.key("comment"), j.stringOrNull(step.action ? std::string_view(step.action->comment)
                                                     : std::string_view());
        j.key("after");
        if (compact_)
            j->Null();
        else
            j.position(after, names_, record_.rules.scoring);
        j->EndObject();
    }

    void handEnded(int, const Position& end, const HandScore& score, const Game&) override {
        if (skip_) return;
        JsonWriter& j = json_;
        j->EndArray();  // steps
        open_ = false;
        j.key("end"), j->StartObject();
        j.key("winner");
        if (end.winner() == kNoSide)
            j->Null();
        else
            j.string(letter(end.winner()));
        j.key("couronnement"), j->Bool(end.crowned());
        j.key("score"), j->StartArray();
        for (int s = 0; s < score.sides; ++s) {
            const SideScore& l = score.side[static_cast<std::size_t>(s)];
            j->StartObject();
            j.key("side"), j.string(letter(s));
            j.key("distance"), j->Int(l.distance);
            j.key("safeties"), j->Int(l.safeties);
            j.key("safetyPoints"), j->Int(l.safetyPoints);
            j.key("coupsFourres"), j->Int(l.coupsFourres);
            j.key("coupFourrePoints"), j->Int(l.coupFourrePoints);
            j.key("handWon"), j->Int(l.handWon);
            j.key("couronnement"), j->Int(l.couronnement);
            j.key("noTwoHundred"), j->Int(l.noTwoHundred);
            j.key("noHundredNoTwoHundred"), j->Int(l.noHundredNoTwoHundred);
            j.key("allonge"), j->Int(l.allonge);
            j.key("capot"), j->Int(l.capot);
            j.key("total"), j->Int(l.total());
            j->EndObject();
        }
        j->EndArray();
        j->EndObject();  // end
        j->EndObject();  // hand
    }

    // A hand cut short by an error, or unfinished: close what is open.
    void close() {
        if (!open_) return;
        json_->EndArray();
        json_.key("end"), json_->Null();
        json_->EndObject();
        open_ = false;
    }

  private:
    JsonWriter& json_;
    const Record& record_;
    SeatNames names_;
    int onlyHand_;
    bool compact_;
    bool skip_ = false;
    bool open_ = false;
};

// Members every line begins with, or the document's header and its array.
void open(JsonWriter& j, JsonLayout layout, JsonFormat format, std::string_view array,
          std::string_view kind) {
    j->StartObject();
    j.header(format, layout == JsonLayout::Lines ? kind : std::string_view());
    if (layout == JsonLayout::Document) j.key(array), j->StartArray();
}

void close(JsonWriter& j, JsonLayout layout) {
    if (layout == JsonLayout::Lines) return;
    j->EndArray();
    j->EndObject();
}

}  // namespace

JsonReplay::JsonReplay(std::ostream& out, JsonLayout layout, bool compact)
    : json_(out), layout_(layout), compact_(compact) {
    if (layout_ == JsonLayout::Document) open(json_, layout_, kReplayFormat, "games", {});
}

void JsonReplay::finish() {
    close(json_, layout_);
}

PlayResult JsonReplay::game(const Record& record, const GameSource& source,
                            const PlayOptions& options, std::vector<Diagnostic>& problems,
                            bool complete, int onlyHand) {
    JsonWriter& j = json_;
    const Table& table = record.rules.table;
    if (layout_ == JsonLayout::Lines)
        open(j, layout_, kReplayFormat, {}, "game");
    else
        j->StartObject();
    j.key("file"), j.stringOrNull(source.file);
    j.key("game"), j->Int64(source.index);
    j.key("event"), j.string(record.event);
    j.key("site"), j.stringOrNull(record.site);
    j.key("date"), j.stringOrNull(record.date);
    j.key("comment"), j.stringOrNull(record.comment);
    j.key("tags"), j.gameTags(record);
    j.key("players"), j->Int(table.players);
    j.key("form"), j.string(formName(table.form));
    j.key("seats"), j->StartArray();
    for (int seat = 0; seat < table.players; ++seat) j.string(record.seatName(seat));
    j->EndArray();
    j.key("sides"), j->StartArray();
    for (int side = 0; side < table.sides; ++side) {
        j->StartObject();
        j.key("side"), j.string(letter(side));
        j.key("seats"), j->StartArray();
        for (int seat = side; seat < table.players; seat += table.sides)
            j.string(record.seatName(seat));
        j->EndArray();
        j->EndObject();
    }
    j->EndArray();
    j.key("ruleset"), j.string(rulesetName(record.rules.scoring.ruleset));
    j.key("target"), j->Int(table.target);
    j.key("bonusNoHundredNoTwoHundred"), j->Int(record.rules.scoring.bonusNoHundredNoTwoHundred);
    j.key("gameTarget"), j->Int(record.rules.gameTarget);
    j.key("fixedHands"), j->Int(record.rules.fixedHands);
    j.key("compact"), j->Bool(compact_);
    j.key("hands"), j->StartArray();
    Steps steps(j, record, onlyHand, compact_);
    const PlayResult result = playRecord(record, options, problems, &steps, complete);
    steps.close();
    j->EndArray();
    j.key("totals"), j->StartArray();
    for (int s = 0; s < table.sides; ++s) j->Int(result.game ? result.game->total(s) : 0);
    j->EndArray();
    j.key("status");
    const GameStatus status = result.game ? result.game->status() : GameStatus::Playing;
    j.string(status == GameStatus::Won ? "won" : status == GameStatus::Drawn ? "drawn" : "playing");
    j.key("winner");
    if (status == GameStatus::Won)
        j.string(letter(result.game->winner()));
    else
        j->Null();
    const bool valid = !upToFirstError(problems);
    j.key("valid"), j->Bool(valid);
    j.key("diagnostics"), j->StartArray();
    for (const Diagnostic& d : problems) j.diagnostic(d, &record);
    j->EndArray();
    j->EndObject();
    if (layout_ == JsonLayout::Lines) j.endLine();
    return result;
}

JsonMoments::JsonMoments(std::ostream& out, JsonLayout layout) : json_(out), layout_(layout) {
    if (layout_ == JsonLayout::Document) open(json_, layout_, kMomentFormat, "moments", {});
}

void JsonMoments::finish() {
    close(json_, layout_);
}

void JsonMoments::moment(const Record& record, const GameSource& source, int hand, int turn,
                         const Position& position) {
    JsonWriter& j = json_;
    if (layout_ == JsonLayout::Lines)
        open(j, layout_, kMomentFormat, {}, "moment");
    else
        j->StartObject();
    j.key("file"), j.stringOrNull(source.file);
    j.key("game"), j->Int64(source.index);
    j.key("event"), j.string(record.event);
    j.key("hand"), j->Int(hand);
    j.key("turn"), j->Int(turn);
    j.key("position"), j.position(position, seatNamesOf(record), record.rules.scoring);
    j->EndObject();
    if (layout_ == JsonLayout::Lines) j.endLine();
}

}  // namespace bornes::formats
