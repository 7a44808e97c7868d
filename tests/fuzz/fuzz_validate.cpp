// SPDX-License-Identifier: Apache-2.0
// The record reader and player as bornes-validate runs them, lenient and strict: each game
// reported in text and JSON. What must hold: places inside the input, a verdict that agrees
// with the diagnostics, every error of the lenient check also an error of the strict one,
// and a JSON report that parses, as one document and as JSON Lines.
#include <rapidjson/document.h>

#include <sstream>
#include <vector>

#include "bornes-validate/validation.h"
#include "fuzz_check.h"

using namespace bornes::formats;

namespace {

struct Verdicts {
    ValidationTotals totals;
    std::vector<bool> valid;
};

Verdicts check(std::string_view text, bool strict) {
    const auto lines = static_cast<long long>(bornes::fuzz::lineCount(text));
    std::istringstream in{std::string(text)};
    std::ostringstream report, json, jsonl;
    JsonValidationReport document(json);
    JsonValidationReport jsonLines(jsonl, JsonLayout::Lines);
    document.beginFile("fuzz");
    jsonLines.beginFile("fuzz");
    PlayOptions options;
    options.strict = strict;
    Verdicts verdicts;
    verdicts.totals =
        validateStream(in, options, [&](const GameReport& r, const RecordReader& reader) {
            bool error = false;
            for (const Diagnostic& d : r.diagnostics) {
                FUZZ_CHECK(d.where.line >= 1 && d.where.line <= lines,
                           "a diagnostic outside the input");
                FUZZ_CHECK(d.where.column >= 0, "a negative column");
                FUZZ_CHECK(!d.message.empty() && d.message.back() == ')',
                           "a diagnostic that cites no rule");
                error = error || d.severity == Severity::Error;
            }
            FUZZ_CHECK(r.valid == !error, "the verdict disagrees with the diagnostics");
            FUZZ_CHECK(r.where.line >= 1 && r.where.line <= lines, "a game outside the input");
            writeTextReport(report, "fuzz", r, reader, true);
            document.game(r);
            jsonLines.game(r);
            verdicts.valid.push_back(r.valid);
        });
    document.endFile();
    document.finish(verdicts.totals);
    jsonLines.endFile();
    jsonLines.finish(verdicts.totals);
    FUZZ_CHECK(verdicts.totals.games == verdicts.totals.valid + verdicts.totals.invalid,
               "games counted twice or not at all");
    rapidjson::Document parsed;
    parsed.Parse(json.str().c_str(), json.str().size());
    FUZZ_CHECK(!parsed.HasParseError(), "the JSON report does not parse");
    std::istringstream written(jsonl.str());
    std::size_t count = 0;
    for (std::string line; std::getline(written, line); ++count) {
        rapidjson::Document doc;
        doc.Parse(line.c_str(), line.size());
        FUZZ_CHECK(!doc.HasParseError() && doc.IsObject(), "a JSON line does not parse");
    }
    FUZZ_CHECK(count == static_cast<std::size_t>(verdicts.totals.games) + 1,
               "not a line per game and one for the totals");
    return verdicts;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = bornes::fuzz::textOf(data, size);
    const Verdicts lenient = check(text, false);
    const Verdicts strict = check(text, true);
    FUZZ_CHECK(lenient.valid.size() == strict.valid.size(), "strict reads other games");
    for (std::size_t g = 0; g < lenient.valid.size(); ++g)
        FUZZ_CHECK(lenient.valid[g] || !strict.valid[g],
                   "an error of the lenient check passes --strict");
    return 0;
}
