// SPDX-License-Identifier: Apache-2.0
#include "text/text_wrap.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cstdlib>

namespace bornes::formats {

std::size_t displayWidth(std::string_view text) {
    std::size_t n = 0;
    for (unsigned char c : text) n += (c & 0xc0) != 0x80;
    return n;
}

std::string wrapLine(std::string_view text, std::size_t width, std::size_t indent) {
    std::string out, line;
    std::size_t used = 0;  // columns in `line`
    bool hasWord = false;  // `line` holds a word (not only its margin)
    std::size_t i = 0;
    while (i < text.size()) {
        // A run of blanks, then a word: the blanks stay inside a line, vanish at a break.
        const std::size_t wordStart = std::min(text.find_first_not_of(' ', i), text.size());
        const std::size_t blanks = wordStart - i;
        const std::size_t wordEnd = std::min(text.find(' ', wordStart), text.size());
        const std::string_view word = text.substr(wordStart, wordEnd - wordStart);
        i = wordEnd;
        if (word.empty()) break;  // trailing blanks carry nothing
        const std::size_t w = displayWidth(word);
        if (hasWord && used + blanks + w > width) {
            out += line + "\n";
            line.assign(indent, ' ');
            used = indent;
        } else {
            line.append(blanks, ' ');
            used += blanks;
        }
        line += word;
        used += w;
        hasWord = true;
    }
    return out + line + "\n";
}

std::string oneLine(std::string_view text) {
    std::string out;
    bool blank = false;
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            blank = !out.empty();
            continue;
        }
        if (blank) out += ' ';
        blank = false;
        out += c;
    }
    return out;
}

std::size_t terminalWidth() {
    // $COLUMNS first, as GNU ls and man read it; then the terminal's own width, asked of
    // standard output when it is a terminal; 80 otherwise (piped output does not change
    // with the window it was typed in).
    constexpr std::size_t kLeast = 20, kMost = 1000, kDefault = 80;
    if (const char* columns = std::getenv("COLUMNS")) {
        const std::string_view text(columns);
        std::size_t n = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
        if (ec == std::errc() && end == text.data() + text.size() && n >= kLeast && n <= kMost)
            return n;
    }
    winsize size{};
    if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 &&
        size.ws_col >= kLeast && size.ws_col <= kMost)
        return size.ws_col;
    return kDefault;
}

std::string padded(std::string text, std::size_t width, bool right) {
    const std::size_t n = displayWidth(text);
    if (n < width) text.insert(right ? 0 : text.size(), width - n, ' ');
    return text;
}

}  // namespace bornes::formats
