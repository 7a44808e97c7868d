#include "diagnostic.h"

#include <algorithm>

namespace bornes::formats {

std::string_view severityName(Severity s) { return s == Severity::Error ? "error" : "warning"; }

bool upToFirstError(std::vector<Diagnostic>& diagnostics) {
    std::stable_sort(diagnostics.begin(), diagnostics.end(), [](const Diagnostic& a, const Diagnostic& b) {
        return a.where.line != b.where.line ? a.where.line < b.where.line : a.where.column < b.where.column;
    });
    const auto firstError = std::find_if(diagnostics.begin(), diagnostics.end(),
                                         [](const Diagnostic& d) { return d.severity == Severity::Error; });
    if (firstError == diagnostics.end()) return false;
    diagnostics.erase(firstError + 1, diagnostics.end());
    return true;
}

std::string renderDiagnostic(std::string_view file, const Diagnostic& d, std::string_view line) {
    std::string out(file);
    out += ":" + std::to_string(d.where.line) + ":" + std::to_string(d.where.column) + ": ";
    out += severityName(d.severity);
    out += ": " + d.message + "\n";
    if (line.empty() || d.where.column < 1) return out;
    out.append(line);
    out += "\n";
    // The caret goes under the column-th character; tabs are kept so that it lines up.
    int column = 1;
    for (std::size_t i = 0; i < line.size() && column < d.where.column; ++i) {
        const auto byte = static_cast<unsigned char>(line[i]);
        if ((byte & 0xC0) == 0x80) continue;  // UTF-8 continuation byte
        out += byte == '\t' ? '\t' : ' ';
        ++column;
    }
    out += "^\n";
    return out;
}

}  // namespace bornes::formats
