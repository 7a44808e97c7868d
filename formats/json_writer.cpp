#include "json_writer.h"

#include "position_text.h"

namespace bornes::formats {

void JsonWriter::card(Card c) {
    if (isReal(c))
        string(shortCode(c));
    else
        writer_.Null();
}

void JsonWriter::diagnostic(const Diagnostic& d) {
    std::string_view message = d.message, rule;
    if (!message.empty() && message.back() == ')') {
        const std::size_t open = message.rfind(" (");
        if (open != std::string_view::npos) {
            rule = message.substr(open + 2, message.size() - open - 3);
            message = message.substr(0, open);
        }
    }
    writer_.StartObject();
    key("line"), writer_.Int64(d.where.line);
    key("column"), writer_.Int(d.where.column);
    key("severity"), string(severityName(d.severity));
    key("message"), string(message);
    key("rule"), string(rule);
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
        key("players"), string(names.side(side));
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
