// SPDX-License-Identifier: Apache-2.0
// Cards as the notation writes them in the movetext and in the [Deal] and [Pile] tags
// (NOTATION.md §3): a name of one to six words in either language, "?" for a face-down
// card, NAMExN for N of them.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "messages/diagnostic.h"
#include "notation/notation_lexer.h"

namespace bornes::formats {

// The card named by the words (the first already stripped of its prefix), the longest name
// first: the card (None if none) and the words it used.
struct CardWords {
    Card card;
    std::size_t used;
};
CardWords cardWords(const notation::Words& words);

// Cards separated by blanks or commas, appended to `out`, at most `limit` in all; `where`
// is the place of text[0]. The first problem (an unknown card, a bad count, too many),
// else nothing. `fast`: short codes as the writer prints them read first by a table lookup
// (RecordReader::useFastPath).
std::optional<Diagnostic> readCardList(std::string_view text, SourceLocation where,
                                       std::vector<Card>& out, std::size_t limit, bool fast = true);

}  // namespace bornes::formats
