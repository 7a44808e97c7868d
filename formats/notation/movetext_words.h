// SPDX-License-Identifier: Apache-2.0
// The words of the movetext (NOTATION.md §3.3), told apart by their first characters, in
// the order the grammar tries them. Both readers start from here: the fast path
// (movetext_fast.cpp: the words as the writer prints them) and the lenient one
// (movetext_reader.cpp: every spelling, words glued, errors). Each switches over the word
// without a default, so that a new kind of word is read by both or neither compiles; a step
// of one reader says which step of the other it mirrors by the same name.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "notation/record.h"

namespace bornes::formats {

enum class MovetextWord : std::uint8_t {
    KeywordCard,    // 1. the card after "CF" or "takeback" ("CF PRIO")
    TurnNumber,     // 2. "12." (lenient: "12...", "12.Paul:VERT" glued)
    PlayerName,     // 3. "Paul:" (lenient: "Paul:VERT" glued; "Luc : 25" is step 7's)
    Annotation,     // 4. "$12", "!", "?!" after an action
    Draw,           // 5. "+VERT", "+?", "+-"
    Discard,        // 6. "-25"
    CardOrKeyword,  // 7. "VERT", "STOP>B!", or a keyword: "CF", "noCF", "allonge", "coup fourré"
};

// Which word `w` (not empty) is; `keywordPending` after "CF" or "takeback". Inline: the
// fast path asks it of every word.
inline MovetextWord movetextWordOf(std::string_view w, bool keywordPending) {
    if (keywordPending) return MovetextWord::KeywordCard;
    const char c = w.front();
    if (c == '+') return MovetextWord::Draw;
    if (c == '-') return MovetextWord::Discard;
    if (c >= '0' && c <= '9') {
        std::size_t digits = 1;
        while (digits < w.size() && w[digits] >= '0' && w[digits] <= '9') ++digits;
        if (digits < w.size() && w[digits] == '.') return MovetextWord::TurnNumber;
    }
    if (const std::size_t colon = w.find(':'); colon != std::string_view::npos && colon > 0)
        return MovetextWord::PlayerName;
    if (c == '$' || ((c == '!' || c == '?') && annotationOf(w) != 0))
        return MovetextWord::Annotation;
    return MovetextWord::CardOrKeyword;
}

}  // namespace bornes::formats
