#include "replay_json.h"

#include "transcript.h"

namespace bornes::formats {

namespace {

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

std::string letter(int side) {
    return std::string(1, static_cast<char>('A' + side));
}

// Streams the hands of one game as playRecord() replays them.
class Steps : public ReplayObserver {
  public:
    Steps(JsonWriter& json, const Record& record, int onlyHand)
        : json_(json), record_(record), names_(seatNamesOf(record)), onlyHand_(onlyHand) {}

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
        j.key("comment");
        if (rh.openingComment.empty())
            j->Null();
        else
            j.string(rh.openingComment);
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
        if (a == Action::Attack)
            j.string(letter(step.move.side()));
        else if (step.action && step.action->kind == RecordedAction::Kind::Attack &&
                 step.action->side >= 0)
            j.string(letter(step.action->side));  // a hazard taken back: the side it was played on
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
        j.key("comment");
        if (step.action && !step.action->comment.empty())
            j.string(step.action->comment);
        else
            j->Null();
        j.key("after"), j.position(after, names_, record_.rules.scoring);
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
    bool skip_ = false;
    bool open_ = false;
};

}  // namespace

JsonReplay::JsonReplay(std::ostream& out) : json_(out) {
    json_->StartObject();
    json_.key("games");
    json_->StartArray();
}

void JsonReplay::finish() {
    json_->EndArray();
    json_->EndObject();
}

PlayResult JsonReplay::game(const Record& record, const PlayOptions& options,
                            std::vector<Diagnostic>& problems, bool complete, int onlyHand) {
    JsonWriter& j = json_;
    const Table& table = record.rules.table;
    j->StartObject();
    j.key("event"), j.string(record.event);
    j.key("site"), j.string(record.site);
    j.key("date"), j.string(record.date);
    j.key("comment");
    if (record.comment.empty())
        j->Null();
    else
        j.string(record.comment);
    j.key("players"), j.string(formName(table.form));
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
    j.key("hands"), j->StartArray();
    Steps steps(j, record, onlyHand);
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
    for (const Diagnostic& d : problems) j.diagnostic(d);
    j->EndArray();
    j->EndObject();
    return result;
}

}  // namespace bornes::formats
