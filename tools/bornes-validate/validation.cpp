// SPDX-License-Identifier: Apache-2.0
#include "bornes-validate/validation.h"

#include <algorithm>

namespace bornes::formats {

void ValidationTotals::add(const GameReport& r) {
    ++games;
    ++(r.valid ? valid : invalid);
    moves += r.moves;
    for (const Diagnostic& d : r.diagnostics) warnings += d.severity == Severity::Warning;
}

ValidationTotals validateStream(
    std::istream& in, const PlayOptions& options,
    const std::function<void(const GameReport&, const RecordReader&)>& onGame) {
    RecordReader reader(in);
    Record record;
    GameReport report;
    ValidationTotals totals;
    std::vector<Diagnostic> syntax;
    while (true) {
        syntax.clear();
        if (!reader.next(record, syntax)) break;
        report = GameReport{};
        report.game = static_cast<int>(totals.games) + 1;
        report.record = &record;
        report.where = record.where;
        const bool complete = std::none_of(syntax.begin(), syntax.end(), [](const Diagnostic& d) {
            return d.severity == Severity::Error;
        });
        std::vector<Diagnostic> play;
        const PlayResult result = playRecord(record, options, play, nullptr, complete);
        report.moves = result.moves;
        report.hands = result.hands;
        report.diagnostics = std::move(syntax);
        report.diagnostics.insert(report.diagnostics.end(), play.begin(), play.end());
        report.valid = !upToFirstError(report.diagnostics);
        totals.add(report);
        onGame(report, reader);
    }
    totals.readError = reader.readFailed();
    return totals;
}

void writeTextReport(std::ostream& out, std::string_view file, const GameReport& report,
                     const RecordReader& reader, bool warnings, Language lang) {
    for (const Diagnostic& d : report.diagnostics)
        if (warnings || d.severity == Severity::Error)
            out << renderDiagnostic(file, d, reader.line(d.where.line), lang);
}

JsonValidationReport::JsonValidationReport(std::ostream& out, JsonLayout layout)
    : json_(out), layout_(layout) {
    if (layout_ == JsonLayout::Lines) return;
    json_->StartObject();
    json_.header(kValidationFormat);
    json_.key("files");
    json_->StartArray();
}

void JsonValidationReport::beginFile(std::string_view file) {
    file_ = file;
    if (layout_ == JsonLayout::Lines) return;
    json_->StartObject();
    json_.key("file"), json_.string(file);
    json_.key("games"), json_->StartArray();
}

void JsonValidationReport::game(const GameReport& r) {
    JsonWriter& j = json_;
    j->StartObject();
    if (layout_ == JsonLayout::Lines) j.header(kValidationFormat, "game");
    j.key("file"), j.string(file_);
    j.key("game"), j->Int(r.game);
    j.key("line"), j->Int64(r.where.line);
    const Record none;  // a report without its record: the tags of an empty one
    const Record& record = r.record ? *r.record : none;
    j.key("event"), j.string(record.event);
    j.key("tags"), j.gameTags(record);
    j.key("valid"), j->Bool(r.valid);
    j.key("moves"), j->Int64(r.moves);
    j.key("hands"), j->Int(r.hands);
    j.key("diagnostics"), j->StartArray();
    for (const Diagnostic& d : r.diagnostics) j.diagnostic(d, r.record);
    j->EndArray();
    j->EndObject();
    if (layout_ == JsonLayout::Lines) j.endLine();
}

void JsonValidationReport::endFile(std::string_view error) {
    if (layout_ == JsonLayout::Lines) {
        if (error.empty()) return;  // a file read whole has said all in its games
        json_->StartObject();
        json_.header(kValidationFormat, "file-error");
        json_.key("file"), json_.string(file_);
        json_.key("error"), json_.string(error);
        json_->EndObject();
        json_.endLine();
        return;
    }
    json_->EndArray();
    json_.key("error"), json_.stringOrNull(error);
    json_->EndObject();
}

void JsonValidationReport::finish(const ValidationTotals& t) {
    if (layout_ == JsonLayout::Lines) {
        json_->StartObject();
        json_.header(kValidationFormat, "summary");
    } else {
        json_->EndArray();
        json_.key("summary"), json_->StartObject();
    }
    json_.key("games"), json_->Int64(t.games);
    json_.key("valid"), json_->Int64(t.valid);
    json_.key("invalid"), json_->Int64(t.invalid);
    json_.key("warnings"), json_->Int64(t.warnings);
    json_.key("moves"), json_->Int64(t.moves);
    json_->EndObject();
    if (layout_ == JsonLayout::Lines)
        json_.endLine();
    else
        json_->EndObject();
}

}  // namespace bornes::formats
