// SPDX-License-Identifier: Apache-2.0
#include "json/json_writer.h"

#include "notation/record_writer.h"

#include "notation/notation_lexer.h"
#include "notation/position_text.h"

namespace bornes::formats {

namespace {

// Members for tags the notation does not define; names compare in any case, as the reader's.
void otherTagMembers(JsonWriter& j, const std::vector<Tag>& tags) {
    for (std::size_t i = 0; i < tags.size(); ++i) {
        const std::string name = notation::lower(tags[i].name);
        bool seen = false;
        for (std::size_t k = 0; k < i && !seen; ++k) seen = notation::lower(tags[k].name) == name;
        if (seen) continue;
        std::string value = tags[i].value;
        for (std::size_t k = i + 1; k < tags.size(); ++k)
            if (notation::lower(tags[k].name) == name) value += "\n" + tags[k].value;
        j.key(tags[i].name), j.string(value);
    }
}

}  // namespace

void JsonWriter::stringOrNull(std::string_view s) {
    if (s.empty())
        writer_.Null();
    else
        string(s);
}

void JsonWriter::header(JsonFormat format, std::string_view kind) {
    key("format"), string(format.name);
    key("version"), writer_.Int(format.version);
    if (!kind.empty()) key("kind"), string(kind);
}

void JsonWriter::endLine() {
    stream_.Put('\n');
    stream_.Flush();
    writer_.Reset(stream_);
}

void JsonWriter::gameTags(const Record& r) {
    const Table& table = r.rules.table;
    writer_.StartObject();
    key("Event"), string(r.event);
    if (!r.site.empty()) key("Site"), string(r.site);
    if (!r.date.empty()) key("Date"), string(r.date);
    key("Players"), string(formName(table.form));
    std::string seats;
    for (int seat = 0; seat < table.players; ++seat) seats += (seat ? " " : "") + r.seatName(seat);
    key("Seats"), string(seats);
    key("Sides"), string(r.sidesText());
    key("Ruleset"), string(rulesetName(r.rules.scoring.ruleset));
    key("Target"), string(std::to_string(table.target));
    if (const std::string o = optionsTagText(r.rules); !o.empty()) key("Options"), string(o);
    if (!r.result.empty()) key("Result"), string(r.result);
    if (!r.scores.empty()) key("Scores"), string(numbersTagText(r.scores));
    otherTagMembers(*this, r.otherTags);
    writer_.EndObject();
}

void JsonWriter::otherTags(const std::vector<Tag>& tags) {
    writer_.StartObject();
    otherTagMembers(*this, tags);
    writer_.EndObject();
}

void JsonWriter::card(Card c) {
    if (isReal(c))
        string(shortCode(c));
    else
        writer_.Null();
}

void JsonWriter::diagnostic(const Diagnostic& d, const Record* record) {
    const std::string message = messageBody(d.what, Language::English);
    const std::string rule = messageRule(d.what);
    const RecordPlace place = record ? placeOf(*record, d.where) : RecordPlace{};
    auto numberOrNull = [&](int n) { n > 0 ? writer_.Int(n) : writer_.Null(); };
    writer_.StartObject();
    key("line"), writer_.Int64(d.where.line);
    key("column"), writer_.Int(d.where.column);
    key("hand"), numberOrNull(place.hand);
    key("turn"), numberOrNull(place.turn);
    key("severity"), string(severityName(d.severity));
    key("code"), string(messageCode(d.what.id));
    key("message"), string(message);
    key("rule"), stringOrNull(rule);
    writer_.EndObject();
}

void JsonWriter::position(const Position& pos, const SeatNames& names, const ScoringRules& rules) {
    const Table& table = pos.table();
    writer_.StartObject();
    key("position"), string(writePosition(pos, rules));
    constexpr std::string_view kDecisions[] = {"turn", "coup-fourre", "allonge", "over"};
    key("decision"), string(kDecisions[static_cast<int>(pos.phase())]);
    key("player");
    if (pos.over())
        writer_.Null();
    else
        string(names.seat(pos.toMove()));
    key("target"), writer_.Int(pos.target());
    key("pile"), writer_.Int(pos.pileSize());
    int discards = 0;
    for (int k = 0; k < kHandKinds; ++k) discards += pos.discard()[static_cast<std::size_t>(k)];
    key("discards"), writer_.Int(discards);
    key("tableaux"), writer_.StartArray();
    for (int side = 0; side < table.sides; ++side) {
        const Tableau& t = pos.tableau(side);
        writer_.StartObject();
        key("side"), string(std::string(1, static_cast<char>('A' + side)));
        key("players"), writer_.StartArray();
        for (int seat = side; seat < table.players; seat += table.sides) string(names.seat(seat));
        writer_.EndArray();
        key("battle"), card(t.battleTop);
        key("under"), card(t.battleUnder);
        key("limited"), writer_.Bool(t.limited);
        key("rolling"), writer_.Bool(t.rolling());
        key("distance"), writer_.Int(t.distance);
        key("distanceCards"), writer_.StartArray();
        for (Card d = Card::D25; d <= Card::D200; d = cardAt(index(d) + 1))
            for (int n = 0; n < t.count(d); ++n) writer_.Int(kilometres(d));
        writer_.EndArray();
        key("safeties"), writer_.StartArray();
        for (Card s = Card::RightOfWay; s <= Card::DrivingAce; s = cardAt(index(s) + 1)) {
            if (!t.has(s)) continue;
            writer_.StartObject();
            key("card"), card(s);
            key("coupFourre"), writer_.Bool(t.hasCoupFourre(s));
            writer_.EndObject();
        }
        writer_.EndArray();
        writer_.EndObject();
    }
    writer_.EndArray();
    key("hands"), writer_.StartArray();
    for (int seat = 0; seat < table.players; ++seat) {
        writer_.StartObject();
        key("player"), string(names.seat(seat));
        key("cards"), writer_.StartArray();
        for (int k = 0; k < kCardKinds; ++k)
            for (int n = 0; n < pos.hand(seat).count(cardAt(k)); ++n) card(cardAt(k));
        writer_.EndArray();
        key("unknown"), writer_.Int(pos.hand(seat).count(Card::Unknown));
        writer_.EndObject();
    }
    writer_.EndArray();
    key("winner");
    if (pos.winner() == kNoSide)
        writer_.Null();
    else
        string(std::string(1, static_cast<char>('A' + pos.winner())));
    writer_.EndObject();
}

}  // namespace bornes::formats
