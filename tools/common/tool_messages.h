// SPDX-License-Identifier: Apache-2.0
// What the tools say themselves, in French and English: the usage and file errors and the
// lines of cli::run, from one catalogue (tool_messages.def), as formats/messages/messages.def holds
// the readers'. A message is told in both languages when it is made, so that it can be
// thrown from where the language is not known (a helper of cli.cpp) and printed in the
// language of the run.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "text/language.h"

namespace bornes::cli {

enum class ToolMessage : std::uint16_t {
#define BORNES_TOOL_MESSAGE(id, english, french) id,
#include "common/tool_messages.def"
#undef BORNES_TOOL_MESSAGE
};

// One text in both languages.
struct Bilingual {
    std::string english;
    std::string french;

    const std::string& in(formats::Language lang) const {
        return formats::fr(lang) ? french : english;
    }
};

// The same text in both languages: a library's English (Graphviz, MPI), a name.
inline Bilingual same(std::string text) {
    return {text, text};
}

// An argument: a text shown as it is, a number (grouped in French: "1 000"), or a text that
// differs by language.
using ToolArg = std::variant<std::string, long long, Bilingual>;

// The message `id` with its arguments, in both languages.
Bilingual tell(ToolMessage id, const std::vector<ToolArg>& args);

inline ToolArg toolArg(const std::string& s) {
    return s;
}
inline ToolArg toolArg(std::string_view s) {
    return std::string(s);
}
inline ToolArg toolArg(const char* s) {
    return std::string(s);
}
inline ToolArg toolArg(Bilingual b) {
    return b;
}
template <typename N>
requires std::is_integral_v<N> ToolArg toolArg(N n) {
    return static_cast<long long>(n);
}

// The same, the arguments given as they come: texts, numbers, Bilingual.
template <typename... Args>
Bilingual say(ToolMessage id, Args&&... args) {
    std::vector<ToolArg> list;
    list.reserve(sizeof...(args));
    (list.push_back(toolArg(std::forward<Args>(args))), ...);
    return tell(id, list);
}

// French typography for a text written with plain spaces: a no-break space before ':' and
// inside « », a narrow one before ';', '?' and '!' (as formats/messages/message.cpp prints). A mark
// after a comma, a bracket or a line start is a sign, not punctuation ("?? un coup"): left.
std::string frenchSpacing(std::string_view text);

// The system's reason for an errno value, as strerror gives it in English; in French from a
// table of the common ones (glibc's words), else the system's text.
Bilingual systemReason(int error);

}  // namespace bornes::cli
