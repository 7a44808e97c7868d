// SPDX-License-Identifier: Apache-2.0
// Helpers for the tests of the notation: reading texts and files, validating them,
// rendering diagnostics without a file name.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bornes-validate/validation.h"
#include "notation/record.h"
#include "notation/record_player.h"
#include "notation/record_reader.h"
#include "notation/record_writer.h"

namespace bornes::test {

inline std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Every diagnostic of every game of a text, as "line:col: severity: message" (in `lang`:
// "line:col: erreur : message" in French).
inline std::vector<std::string> validateText(const std::string& text, bool strict = false,
                                             long* moves = nullptr,
                                             formats::Language lang = formats::Language::English) {
    std::istringstream in(text);
    std::vector<std::string> out;
    formats::PlayOptions options;
    options.strict = strict;
    const auto totals = formats::validateStream(
        in, options, [&](const formats::GameReport& r, const formats::RecordReader&) {
            for (const auto& d : r.diagnostics)
                out.push_back(std::to_string(d.where.line) + ":" + std::to_string(d.where.column) +
                              ": " + std::string(formats::severityName(d.severity, lang)) +
                              (lang == formats::Language::French ? "\u00A0: " : ": ") +
                              d.text(lang));
        });
    if (moves) *moves = totals.moves;
    return out;
}

inline std::vector<std::string> errorsOf(const std::string& text, bool strict = false) {
    std::vector<std::string> errors;
    for (const std::string& d : validateText(text, strict))
        if (d.find(": error: ") != std::string::npos) errors.push_back(d);
    return errors;
}

// The canonical text of every game of a text: read, complete, write.
inline std::string canonical(const std::string& text) {
    std::vector<formats::Diagnostic> problems;
    std::string out;
    for (formats::Record& r : formats::readRecords(text, problems)) {
        formats::completeRecord(r);
        if (!out.empty()) out += "\n";
        out += formats::writeRecord(r);
    }
    return out;
}

}  // namespace bornes::test
