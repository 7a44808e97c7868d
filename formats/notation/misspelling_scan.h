// SPDX-License-Identifier: Apache-2.0
// The rest of a game's movetext after its first error, when that error was a word the notation
// does not know (NOTATION.md §3.5): the words are read on, by a reader of their own whose
// actions go nowhere, and only the misspellings are said, so that one run shows every
// misspelling of a game as a compiler shows every unknown name. The rules are not checked
// past the first error: what follows it may depend on what the misspelt word meant.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "messages/diagnostic.h"
#include "notation/movetext_reader.h"
#include "notation/notation_lexer.h"
#include "notation/seat_reader.h"

namespace bornes::formats {

class MisspellingScan {
  public:
    static constexpr int kMaxMisspellings = 50;  // said a game, the first error included

    MisspellingScan(const SeatMatcher& seats, std::vector<Diagnostic>& problems)
        : seats_(seats), problems_(problems) {}

    // Whether words are still read: after a first error that was a misspelling, until
    // kMaxMisspellings are said.
    bool on() const { return on_; }
    // The game's first error: the scan reads on only when it is a misspelling.
    void begin(MessageId firstError) { on_ = isMisspelling(firstError); }

    // A line after the first error, its items scanned by the game's `lexer` (which carries a
    // comment open over several lines).
    void line(std::string_view text, long long number, notation::Lexer& lexer);
    // The words of `items` from `from` on. `skipping`: the rest of an action with an error,
    // up to the next turn number on the line (a misspelt card's next word is no new mistake:
    // "Crevasion Anne").
    void words(const std::vector<notation::Item>& items, std::size_t from, bool skipping);

  private:
    const SeatMatcher& seats_;
    std::vector<Diagnostic>& problems_;
    std::vector<notation::Item> items_;  // the line's, reused
    std::optional<MovetextReader> reader_;
    bool on_ = false;
    int said_ = 1;  // the first error
};

}  // namespace bornes::formats
