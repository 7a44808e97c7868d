// The words of the reports, transcripts and pictures, in English and French, from one
// catalogue (words.def), as the messages come from messages.def.
#pragma once

#include <cstdint>

#include "text/language.h"

namespace bornes::formats {

enum class WordId : std::uint16_t {
#define BORNES_WORD(id, english, french) id,
#include "messages/words.def"
#undef BORNES_WORD
};

// The word in a language (a C string, which a std::string adds to and a stream prints).
const char* word(WordId id, Language lang);

}  // namespace bornes::formats
