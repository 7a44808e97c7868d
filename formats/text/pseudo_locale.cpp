// SPDX-License-Identifier: Apache-2.0
#include "text/pseudo_locale.h"

#include <mutex>
#include <unordered_map>

namespace bornes::formats {

namespace {

// Each ASCII letter's accented twin, a-z then A-Z: still readable, never ASCII.
constexpr std::string_view kLower[26] = {"á", "ƀ", "ç", "đ", "é", "ƒ", "ĝ", "ĥ", "í",
                                         "ĵ", "ķ", "ĺ", "ɱ", "ñ", "ó", "þ", "ǫ", "ŕ",
                                         "š", "ţ", "ú", "ṽ", "ŵ", "ẋ", "ý", "ž"};
constexpr std::string_view kUpper[26] = {"Á", "Ɓ", "Ç", "Đ", "É", "Ƒ", "Ĝ", "Ĥ", "Í",
                                         "Ĵ", "Ķ", "Ĺ", "Ṁ", "Ñ", "Ó", "Þ", "Ǫ", "Ŕ",
                                         "Š", "Ţ", "Ú", "Ṽ", "Ŵ", "Ẋ", "Ý", "Ž"};

bool isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// A run of text without placeholders: its letters accented, marked from its first letter to
// its last (the spaces and punctuation around it stay outside, where the next piece joins).
void addRun(std::string_view run, std::string& out) {
    std::size_t first = 0, last = run.size();
    while (first < run.size() && !isLetter(run[first])) ++first;
    if (first == run.size()) {
        out += run;
        return;
    }
    while (!isLetter(run[last - 1])) --last;
    out += run.substr(0, first);
    out += kPseudoOpen;
    bool option = false;  // inside an option's name ("--hash"): kept, as the command reads it
    for (std::size_t i = first; i < last; ++i) {
        const char c = run[i];
        if (c == '-' && i + 1 < last && run[i + 1] == '-' && (i == 0 || run[i - 1] == ' '))
            option = true;
        else if (!isLetter(c) && c != '-')
            option = false;
        if (option)
            out += c;
        else if (c >= 'a' && c <= 'z')
            out += kLower[c - 'a'];
        else if (c >= 'A' && c <= 'Z')
            out += kUpper[c - 'A'];
        else
            out += c;
    }
    out += kPseudoClose;
    out += run.substr(last);
}

bool opensPlaceholder(std::string_view text, std::size_t i) {
    return text[i] == '{' && i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9';
}

// The end of the placeholder opened at `i` (its matching '}'), as the filler finds it.
std::size_t placeholderEnd(std::string_view text, std::size_t i) {
    std::size_t depth = 0;
    for (std::size_t end = i; end < text.size(); ++end) {
        if (text[end] == '{') ++depth;
        if (text[end] == '}' && --depth == 0) return end;
    }
    return text.size() - 1;
}

// A placeholder: {N} as it is; {N?a|b}'s choices made pseudo (the filler splits them at the
// first '|').
void addPlaceholder(std::string_view inside, std::string& out) {
    out += '{';
    if (inside.size() < 2 || inside[1] != '?') {
        out += inside;
    } else {
        out += inside.substr(0, 2);
        const std::string_view choices = inside.substr(2);
        const std::size_t bar = choices.find('|');
        out += pseudoText(choices.substr(0, bar));
        if (bar != std::string_view::npos) {
            out += '|';
            out += pseudoText(choices.substr(bar + 1));
        }
    }
    out += '}';
}

}  // namespace

std::string pseudoText(std::string_view english) {
    std::string out;
    out.reserve(english.size() * 2 + 16);
    std::size_t start = 0;
    for (std::size_t i = 0; i < english.size(); ++i) {
        if (!opensPlaceholder(english, i)) continue;
        addRun(english.substr(start, i - start), out);
        const std::size_t end = placeholderEnd(english, i);
        addPlaceholder(english.substr(i + 1, end - i - 1), out);
        start = end + 1;
        i = end;
    }
    addRun(english.substr(std::min(start, english.size())), out);
    return out;
}

std::string_view pseudoColumn(std::string_view english) {
    // Node-based: a text's place never moves once made, so the views handed out stay valid.
    static std::mutex guard;
    static std::unordered_map<std::string, std::string> made;
    const std::lock_guard lock(guard);
    auto [at, fresh] = made.try_emplace(std::string(english));
    if (fresh) at->second = pseudoText(english);
    return at->second;
}

}  // namespace bornes::formats
