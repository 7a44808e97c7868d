// SPDX-License-Identifier: Apache-2.0
#include "messages/words.h"

#include <cstddef>
#include <iterator>

#include "text/numbers.h"

namespace bornes::formats {

namespace {

struct Entry {
    const char* english;
    const char* french;
};

constexpr Entry kWords[] = {
#define BORNES_WORD(id, english, french) {english, french},
#include "messages/words.def"
#undef BORNES_WORD
};

}  // namespace

const char* word(WordId id, Language lang) {
    const Entry& e = kWords[static_cast<std::size_t>(id)];
    // Every column is a C string: the catalogue's literals, and the pseudo-locale's texts kept
    // as std::string.
    return columnText({e.english, e.french}, lang).data();
}

std::string percentText(double fraction, int decimals, Language lang) {
    return say(WordId::Percent, lang, formatDecimal(100 * fraction, decimals, lang));
}

std::vector<WordId> allWords() {
    std::vector<WordId> ids;
    for (std::size_t i = 0; i < std::size(kWords); ++i) ids.push_back(static_cast<WordId>(i));
    return ids;
}

}  // namespace bornes::formats
