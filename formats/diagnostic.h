// Problems found in an input, reported like a compiler: "file:line:col: error: message (rule)"
// followed by the line and a caret under the place.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "source_location.h"

namespace bornes::formats {

enum class Severity { Warning, Error };

struct Diagnostic {
    Severity severity = Severity::Error;
    SourceLocation where;
    std::string message;  // ends with the rule it cites, e.g. "(§4)", "(R11)", "(notation)"
};

std::string_view severityName(Severity s);

// Puts diagnostics in text order and drops those after the first error, which ends a game.
// Returns true when there is an error.
bool upToFirstError(std::vector<Diagnostic>& diagnostics);

// "file:12:5: error: message\n<line>\n    ^\n" (no caret part when `line` is empty).
std::string renderDiagnostic(std::string_view file, const Diagnostic& d, std::string_view line);

}  // namespace bornes::formats
