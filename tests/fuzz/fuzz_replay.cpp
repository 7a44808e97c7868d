// SPDX-License-Identifier: Apache-2.0
// bornes-replay's outputs (tools/bornes-replay/replay_session.h) with the options taken from the
// input's last byte: text, JSON (a document or JSON Lines, compact or not) or canonical notation;
// French or English; strict or not; the whole game, one hand, or one moment. What must
// hold: the JSON parses (each line of JSON Lines), and a moment written as a position line
// reads back.
#include <rapidjson/document.h>

#include <sstream>

#include "bornes-replay/replay_session.h"
#include "fuzz_check.h"
#include "notation/position_text.h"

using namespace bornes::formats;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = bornes::fuzz::textOf(data, size);
    const unsigned mode = bornes::fuzz::modeOf(data, size);
    ReplayRequest request;
    request.output = static_cast<ReplayOutput>(mode % 3);
    if (request.output == ReplayOutput::Json) {
        if (mode & 2) request.output = ReplayOutput::JsonLines;
        request.compact = (mode & 1) != 0 && !(mode & 64);  // --compact is refused with --turn
    }
    request.lang = (mode & 4) ? Language::French : Language::English;
    request.play.strict = (mode & 8) != 0;
    request.hands = (mode & 16) != 0;
    request.width = (mode & 32) ? 0 : 40;
    if (mode & 64) request.turn = static_cast<int>((mode >> 3) % 24);
    if (mode & 128) {
        request.oneHand = true;
        request.hand = 1 + static_cast<int>(mode % 2);
    }
    std::istringstream in{std::string(text)};
    std::ostringstream out, err;
    const ReplayOutcome outcome = replayStream(in, "fuzz", request, out, err);
    FUZZ_CHECK(!outcome.readError, "a string stream fails to read");
    const std::string written = out.str();
    if (request.output == ReplayOutput::Json) {
        rapidjson::Document doc;
        doc.Parse(written.c_str(), written.size());
        FUZZ_CHECK(!doc.HasParseError(), "the replay's JSON does not parse");
    } else if (request.output == ReplayOutput::JsonLines) {
        std::istringstream documents(written);
        std::string line;
        while (std::getline(documents, line)) {
            rapidjson::Document doc;
            doc.Parse(line.c_str(), line.size());
            FUZZ_CHECK(!doc.HasParseError() && doc.IsObject(), "a JSON line does not parse");
        }
    } else if (request.output == ReplayOutput::Notation && request.turn) {
        std::istringstream positions(written);
        std::string line;
        while (std::getline(positions, line))
            FUZZ_CHECK(parsePosition(line).line.has_value(),
                       "a moment's position does not read back");
    }
    return 0;
}
