#include "diagnostic.h"

namespace bornes::formats {

std::string_view severityName(Severity s) { return s == Severity::Error ? "error" : "warning"; }

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
