// SPDX-License-Identifier: Apache-2.0
// The short codes the writer prints ("VERT", "STOP", "25"), looked up in a small table: the
// reader's fast path for the cards that make up nearly all of a large file. Any other
// spelling (a long name, another case, accents) is the lenient reader's (card_names.h).
#pragma once

#include <string_view>

#include "engine/card.h"

namespace bornes::formats::notation {

struct ShortCode {
    Card card = Card::None;  // None: not a short code as the writer prints it
    // Whether a longer name begins with the code ("ROUE" of "Roue de secours"): the lenient
    // reader then looks at the word after it, and so must the fast path.
    bool mayGoOn = false;
};

// The code `word` is exactly, read as parseCardName reads it.
ShortCode shortCodeOf(std::string_view word);

// Whether a code a longer name may go on from (mayGoOn) and the word after it make a name
// or the start of one, as the lenient reader joins them: "ROUE de", not "ROUE VERT" (a
// table for two codes, parseCardName and nameMayGoOn for any other word).
bool joinsNext(std::string_view code, std::string_view next);

}  // namespace bornes::formats::notation
