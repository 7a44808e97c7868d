#include "messages/words.h"

#include <cstddef>

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
    return fr(lang) ? e.french : e.english;
}

}  // namespace bornes::formats
