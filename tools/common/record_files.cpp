// SPDX-License-Identifier: Apache-2.0
#include "common/record_files.h"

#include <fstream>
#include <iostream>

#include "common/input_file.h"
#include "common/tool_messages.h"

namespace bornes::cli {

using namespace formats;

std::string shownName(const std::string& file) {
    return file == "-" ? "<stdin>" : file;
}

void sayUnopened(const RecordFiles& how, const std::string& file, const std::string& why,
                 FilesOutcome& outcome) {
    std::cerr << renderToolMessage(how.tool, Severity::Error,
                                   Message(MessageId::CannotOpen, file, why), how.lang);
    outcome.unreadable = true;
}

void sayAfterGames(const RecordFiles& how, const std::string& file, const FileRead& read,
                   FilesOutcome& outcome) {
    if (read.readError) {
        std::cerr << renderToolMessage(how.tool, Severity::Error,
                                       Message(MessageId::ReadError, file), how.lang);
        outcome.unreadable = true;
    } else if (!read.said && read.games == 0) {
        std::cerr << renderToolMessage(how.tool, how.empty.severity,
                                       Message(how.empty.message, file), how.lang);
        outcome.emptyError = outcome.emptyError || how.empty.severity == Severity::Error;
    }
}

void sayFewerGames(const RecordFiles& how, const std::string& file, long long games, int asked,
                   FilesOutcome& outcome) {
    std::cerr << renderToolMessage(
        how.tool, Severity::Error,
        Message(MessageId::CannotOpen, file,
                messageText(Message(MessageId::InputHoldsFewerGames, games, asked), how.lang)),
        how.lang);
    outcome.unreadable = true;
}

FilesOutcome readRecordFiles(const std::vector<std::string>& files, const RecordFiles& how) {
    FilesOutcome outcome;
    for (const std::string& file : files) {
        std::ifstream stream;
        Told why;
        std::istream* in = openInput(file, stream, why);
        if (!in) {
            sayUnopened(how, file, why.in(how.lang), outcome);
            if (how.unopened) how.unopened(shownName(file), why);
            continue;
        }
        sayAfterGames(how, file, how.read(*in, file), outcome);
    }
    return outcome;
}

void sayGameErrors(const std::string& file, const std::vector<formats::Diagnostic>& problems,
                   const formats::RecordReader& reader, formats::Language lang,
                   const std::function<bool(const formats::Diagnostic&)>& warned) {
    for (const formats::Diagnostic& d : problems)
        if (d.severity == formats::Severity::Error || (warned && warned(d)))
            std::cerr << formats::renderDiagnostic(shownName(file), d, reader.line(d.where.line),
                                                   lang);
}

}  // namespace bornes::cli
