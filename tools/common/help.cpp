// SPDX-License-Identifier: Apache-2.0
#include "common/help.h"

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
    const auto index = static_cast<std::size_t>(id);
    if (!formats::fr(lang)) return kEntries[index].english;
    // The French spaced once, on first use (a static's initialisation is thread-safe).
    static const std::vector<std::string> french = [] {
        std::vector<std::string> texts;
        for (const Entry& e : kEntries) texts.push_back(frenchSpacing(e.french));
        return texts;
    }();
    return french[index].c_str();
}

}  // namespace bornes::cli
