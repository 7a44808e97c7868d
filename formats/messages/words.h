// SPDX-License-Identifier: Apache-2.0
// The words of the reports, transcripts and pictures, in English and French, from one
// catalogue (words.def), as the messages come from messages.def.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "messages/message.h"
#include "text/language.h"

namespace bornes::formats {

enum class WordId : std::uint16_t {
#define BORNES_WORD(id, english, french) id,
#include "messages/words.def"
#undef BORNES_WORD
};

// The word in a language (a C string, which a std::string adds to and a stream prints).
const char* word(WordId id, Language lang);

// The whole catalogue, for tests: every id, in order.
std::vector<WordId> allWords();

// A sentence of the catalogue with its arguments, filled as the messages are: {N} is
// argument N (a text, a number grouped in French, a card named in the language),
// {N?one|other} chooses by ICU's plural rule for number N: say(WordId::Cards, lang, 3).
template <typename... Args>
std::string say(WordId id, Language lang, Args&&... args) {
    return fillPattern(word(id, lang), {Message::toArg(std::forward<Args>(args))...}, lang);
}

// A fraction as a percentage with `decimals` decimals: "62.5 %", "62,5 %" (French puts a
// no-break space before %, and a decimal comma).
std::string percentText(double fraction, int decimals, Language lang);

}  // namespace bornes::formats
