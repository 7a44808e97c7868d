// SPDX-License-Identifier: Apache-2.0
// The JSON writer every tool's --format json and jsonl uses (RapidJSON, streaming: nothing
// is built in memory, so a report on a million games costs no more than one game), and the
// pieces several documents share. The documents are described by the JSON Schemas in
// formats/json/schemas/ (its README.md: names, versions, null, JSON Lines).
#pragma once

#include <rapidjson/ostreamwrapper.h>
#include <rapidjson/writer.h>

#include <ostream>
#include <string_view>

#include "engine/card.h"
#include "engine/position.h"
#include "engine/scoring.h"
#include "messages/diagnostic.h"
#include "notation/record.h"
#include "notation/seat_names.h"

namespace bornes::formats {

// The name and version every document and every JSON line begins with. A document of
// format "bornes-NAME", version V, is described by formats/json/schemas/NAME.schema.json, whose
// id is https://bornes.example.org/schemas/vV/NAME.schema.json.
struct JsonFormat {
    std::string_view name;
    int version;
};
inline constexpr JsonFormat kReplayFormat{"bornes-replay", 1};
inline constexpr JsonFormat kMomentFormat{"bornes-moment", 1};
inline constexpr JsonFormat kValidationFormat{"bornes-validation", 1};
inline constexpr JsonFormat kSolveFormat{"bornes-solve", 1};
inline constexpr JsonFormat kOddsFormat{"bornes-odds", 1};
inline constexpr JsonFormat kAnnotationFormat{"bornes-annotation", 1};
inline constexpr JsonFormat kStatsFormat{"bornes-stats", 1};

// One document for the whole output (--format json), or one document per line as each
// game is done (--format jsonl, JSON Lines).
enum class JsonLayout { Document, Lines };

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
    void stringOrNull(std::string_view s);  // null for "": an absent value
    void card(Card c);                      // its short code, or null for Card::Unknown / None

    // "format", "version", and for a JSON line its "kind" ("game", "summary", ...).
    void header(JsonFormat format, std::string_view kind = {});
    // Ends a JSON line: a newline, flushed so that a reader has each line as soon as it is
    // done, and the writer ready for the next document.
    void endLine();

    // {"line", "column", "hand", "turn", "severity", "code", "message", "rule"}: the
    // message in English without the rule it cites (null when none); hand and turn where
    // `record` places the line (null outside a hand, or off an action).
    void diagnostic(const Diagnostic& d, const Record* record = nullptr);
    // A position: its one-line form and the same spelled out (see replay.schema.json).
    void position(const Position& pos, const SeatNames& names, const ScoringRules& rules);
    // The game's tags as the canonical record writes them, name to value: [Event] first,
    // then the roster in its order (NOTATION.md §3.2), then the other tags as read.
    void gameTags(const Record& record);
    // Tags the notation does not define, name to value (a name given twice: its values
    // joined by a newline, which no tag value holds).
    void otherTags(const std::vector<Tag>& tags);

  private:
    rapidjson::OStreamWrapper stream_;
    rapidjson::Writer<rapidjson::OStreamWrapper> writer_;
};

}  // namespace bornes::formats
