// SPDX-License-Identifier: Apache-2.0
#include "messages/diagnostic.h"

#include <algorithm>

#include "messages/words.h"
#include "text/utf8.h"

namespace bornes::formats {

std::string_view severityName(Severity s) {
    return s == Severity::Error ? "error" : "warning";
}

std::string_view severityName(Severity s, Language lang) {
    return word(s == Severity::Error ? WordId::Error : WordId::Warning, lang);
}

bool hasError(const std::vector<Diagnostic>& diagnostics) {
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

bool upToFirstError(std::vector<Diagnostic>& diagnostics) {
    std::stable_sort(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& a, const Diagnostic& b) {
                         return a.where.line != b.where.line ? a.where.line < b.where.line
                                                             : a.where.column < b.where.column;
                     });
    const auto firstError =
        std::find_if(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::Error; });
    if (firstError == diagnostics.end()) return false;
    diagnostics.erase(std::remove_if(firstError + 1, diagnostics.end(),
                                     [](const Diagnostic& d) {
                                         return d.severity != Severity::Error ||
                                                !isMisspelling(d.what.id);
                                     }),
                      diagnostics.end());
    return true;
}

bool isMisspelling(MessageId id) {
    switch (id) {
        case MessageId::UnknownWord:
        case MessageId::UnknownCard:
        case MessageId::UnknownPlayer:
        case MessageId::UnknownDrawnCard:
        case MessageId::UnknownTarget:
        case MessageId::UnknownAnnotation:
            return true;
        default:
            return false;
    }
}

namespace {

bool control(unsigned char c) {
    return (c < 0x20 && c != '\t') || c == 0x7F;
}

// A message as a terminal can show it: control characters (a NUL in an unknown word) as
// \xNN, and a message made long by the text it quotes cut in its middle, keeping the rule
// it cites at its end.
std::string printableMessage(std::string_view message) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (char ch : message) {
        const auto c = static_cast<unsigned char>(ch);
        if (control(c))
            out += std::string("\\x") + kHex[c >> 4] + kHex[c & 15];
        else
            out += ch;
    }
    constexpr std::size_t kHead = 400, kTail = 100;
    if (out.size() <= kHead + kTail + 20) return out;
    std::size_t cut = kHead, from = out.size() - kTail;
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80) --cut;
    while (from < out.size() && (static_cast<unsigned char>(out[from]) & 0xC0) == 0x80) ++from;
    return out.substr(0, cut) + "..." + out.substr(from);
}

// "error: message (rule)\n"; in French "erreur : message (rule)".
std::string severityAndText(Severity s, const Message& what, Language lang) {
    return std::string(severityName(s, lang)) + word(WordId::Colon, lang) +
           printableMessage(messageText(what, lang)) + "\n";
}

}  // namespace

std::string renderDiagnostic(std::string_view file, const Diagnostic& d, std::string_view line,
                             Language lang) {
    std::string out(file);
    out += ":" + std::to_string(d.where.line) + ":" + std::to_string(d.where.column) + ": ";
    out += severityAndText(d.severity, d.what, lang);
    if (line.empty() || d.where.column < 1) return out;
    // A long line is shown around the place only: 60 characters before it, 60 after.
    constexpr int kBefore = 60, kAfter = 60;
    int firstColumn = 1;
    std::size_t begin = 0, end = line.size();
    int column = 1;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if ((static_cast<unsigned char>(line[i]) & 0xC0) == 0x80)
            continue;  // UTF-8 continuation byte
        if (column == d.where.column - kBefore) begin = i, firstColumn = column;
        if (column == d.where.column + kAfter) {
            end = i;
            break;
        }
        ++column;
    }
    // What is printed is UTF-8, whatever the input held (the error may be that it is not).
    const std::string shown = wellFormedText(line.substr(begin, end - begin));
    const std::string lead = begin > 0 ? "..." : "";
    out += lead;
    // Control characters shown as '?', one column each, so that the caret still lines up.
    for (char ch : shown) out += control(static_cast<unsigned char>(ch)) ? '?' : ch;
    if (end < line.size()) out += "...";
    out += "\n";
    // The caret goes under the column-th character; tabs are kept so that it lines up.
    out += std::string(lead.size(), ' ');
    int at = firstColumn;
    for (std::size_t i = 0; i < shown.size() && at < d.where.column; ++i) {
        const auto byte = static_cast<unsigned char>(shown[i]);
        if ((byte & 0xC0) == 0x80) continue;
        out += byte == '\t' ? '\t' : ' ';
        ++at;
    }
    out += "^\n";
    return out;
}

std::string renderToolMessage(std::string_view tool, Severity s, const Message& what,
                              Language lang) {
    return std::string(tool) + ": " + severityAndText(s, what, lang);
}

}  // namespace bornes::formats
