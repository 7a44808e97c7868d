// SPDX-License-Identifier: Apache-2.0
#include "common/help.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "common/tool_messages.h"

namespace bornes::cli {

namespace {

struct Entry {
    const char* english;
    std::string_view french;
};

constexpr Entry kEntries[] = {
#define BORNES_HELP(id, english, french) {english, french},
#include "common/help.def"
#include "common/help_solver.def"
#undef BORNES_HELP
};

}  // namespace

const char* helpText(HelpId id, formats::Language lang) {
    // Each language's texts made once, on first use (a static's initialisation is
    // thread-safe): the French spaced, the pseudo-locale's made from the English.
    static const auto texts = [] {
        std::array<std::vector<std::string>, formats::kLanguages.size()> each;
        for (const formats::Language l : formats::kLanguages)
            for (const Entry& e : kEntries) {
                const std::string_view text = formats::columnText({e.english, e.french}, l);
                each[static_cast<std::size_t>(l)].push_back(formats::fr(l) ? frenchSpacing(text)
                                                                           : std::string(text));
            }
        return each;
    }();
    return texts[static_cast<std::size_t>(lang)][static_cast<std::size_t>(id)].c_str();
}

}  // namespace bornes::cli
