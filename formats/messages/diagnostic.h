// SPDX-License-Identifier: Apache-2.0
// Problems found in an input, reported like a compiler: "file:line:col: error: message (rule)"
// followed by the line and a caret under the place.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "messages/message.h"
#include "text/language.h"
#include "text/source_location.h"

namespace bornes::formats {

enum class Severity { Warning, Error };

struct Diagnostic {
    Severity severity = Severity::Error;
    SourceLocation where;
    Message what;         // the message as data: its code, arguments and rule
    std::string message;  // in English, ending with the rule it cites: "... (§4)"

    Diagnostic() = default;
    Diagnostic(Severity s, SourceLocation w, Message m)
        : severity(s),
          where(w),
          what(std::move(m)),
          message(messageText(what, Language::English)) {}
    // A message with no entry in messages.def yet: English only.
    Diagnostic(Severity s, SourceLocation w, std::string text)
        : severity(s), where(w), what(MessageId::Text, text), message(std::move(text)) {}

    std::string text(Language lang) const { return messageText(what, lang); }
};

std::string_view severityName(Severity s);
std::string_view severityName(Severity s, Language lang);  // "erreur", "avertissement"

// Puts diagnostics in text order and drops those after the first error, which ends a game,
// but the misspellings read after it (isMisspelling). Returns true when there is an error.
bool upToFirstError(std::vector<Diagnostic>& diagnostics);

// A word the notation does not know (a card, a player, a keyword, an annotation): the
// reader goes on reading after such an error for more of them, as a compiler does, and
// upToFirstError keeps them after the first error (the rules are checked up to it only).
bool isMisspelling(MessageId id);
// Whether one of them is an error.
bool hasError(const std::vector<Diagnostic>& diagnostics);

// "file:12:5: error: message\n<line>\n    ^\n" (no caret part when `line` is empty); in
// French "file:12:5: erreur : message".
std::string renderDiagnostic(std::string_view file, const Diagnostic& d, std::string_view line,
                             Language lang = Language::English);

// A tool's own message, not tied to a place in a file: "bornes-replay: error: message\n";
// in French "bornes-replay: erreur : message".
std::string renderToolMessage(std::string_view tool, Severity s, const Message& what,
                              Language lang);

}  // namespace bornes::formats
