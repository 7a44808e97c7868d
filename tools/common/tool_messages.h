// SPDX-License-Identifier: Apache-2.0
// What the tools say themselves, in every language: the usage and file errors and the
// lines of cli::run, from one catalogue (tool_messages.def), as formats/messages/messages.def holds
// the readers'. A message is told in every language when it is made, so that it can be
// thrown from where the language is not known (a helper of cli.cpp) and printed in the
// language of the run.
#pragma once

#include <array>
#include <cstddef>
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

// One text in every language (formats::kLanguages), made when it is told.
class Told {
  public:
    Told() = default;

    // The text `make(lang)` gives for each language.
    template <typename Make>
    static Told each(Make&& make) {
        Told told;
        for (const formats::Language lang : formats::kLanguages)
            told.texts_[static_cast<std::size_t>(lang)] = make(lang);
        return told;
    }

    const std::string& in(formats::Language lang) const {
        return texts_[static_cast<std::size_t>(lang)];
    }
    const std::string& english() const { return in(formats::Language::English); }

  private:
    std::array<std::string, formats::kLanguages.size()> texts_;
};

// A library's English (Graphviz, MPI, the system, Boost) that no catalogue translates: shown
// as it is in every language, and marked by the pseudo-locale, whose text is English's.
Told fromLibrary(const std::string& english);

// An argument: a text shown as it is, a number (grouped in French: "1 000"), or a text that
// differs by language.
using ToolArg = std::variant<std::string, long long, Told>;

// The message `id` with its arguments, in every language.
Told tell(ToolMessage id, const std::vector<ToolArg>& args);

inline ToolArg toolArg(const std::string& s) {
    return s;
}
inline ToolArg toolArg(std::string_view s) {
    return std::string(s);
}
inline ToolArg toolArg(const char* s) {
    return std::string(s);
}
inline ToolArg toolArg(Told b) {
    return b;
}
template <typename N>
requires std::is_integral_v<N> ToolArg toolArg(N n) {
    return static_cast<long long>(n);
}

// The same, the arguments given as they come: texts, numbers, Told.
template <typename... Args>
Told say(ToolMessage id, Args&&... args) {
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
Told systemReason(int error);

}  // namespace bornes::cli
