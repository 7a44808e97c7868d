// The JSON writer every tool's --format json uses (RapidJSON, streaming: nothing is built
// in memory, so a report on a million games costs no more than one game), and the pieces
// several documents share. The documents are described by the JSON Schemas in
// formats/schemas/.
#pragma once

#include <rapidjson/ostreamwrapper.h>
#include <rapidjson/writer.h>

#include <ostream>
#include <string_view>

#include "card.h"
#include "diagnostic.h"
#include "position.h"
#include "scoring.h"
#include "seat_names.h"

namespace bornes::formats {

class JsonWriter {
  public:
    explicit JsonWriter(std::ostream& out) : stream_(out), writer_(stream_) {}
    rapidjson::Writer<rapidjson::OStreamWrapper>& operator*() { return writer_; }
    rapidjson::Writer<rapidjson::OStreamWrapper>* operator->() { return &writer_; }

    void key(std::string_view k) {
        writer_.Key(k.data(), static_cast<rapidjson::SizeType>(k.size()));
    }
    void string(std::string_view s) {
        writer_.String(s.data(), static_cast<rapidjson::SizeType>(s.size()));
    }
    void card(Card c);  // its short code, or null for Card::Unknown / Card::None

    // {"line", "column", "severity", "message", "rule"}: the rule split off the message.
    void diagnostic(const Diagnostic& d);
    // A position: its one-line form and the same spelled out (see replay.schema.json).
    void position(const Position& pos, const SeatNames& names, const ScoringRules& rules);

  private:
    rapidjson::OStreamWrapper stream_;
    rapidjson::Writer<rapidjson::OStreamWrapper> writer_;
};

}  // namespace bornes::formats
