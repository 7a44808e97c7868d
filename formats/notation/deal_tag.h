// SPDX-License-Identifier: Apache-2.0
// A hand's [Deal] (NOTATION.md §3.3): six cards a player, the hands separated by '/' or ';', in
// seat order or named ("Luc: 25 50 ...", "Luc : ..." as French typography writes it).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "messages/diagnostic.h"
#include "notation/record.h"
#include "notation/seat_reader.h"

namespace bornes::formats {

// Reads `text` (at `where`) into `hand.deal` for `record`'s players. A hand of fewer than six
// cards is a slip of the pen: filled with unknown cards and said in `warnings`; a hand not
// given is six unknown cards. Returns the first error: an unknown player, a hand given twice,
// more hands than players, a card list refused. `fast`: as readCardList's.
std::optional<Diagnostic> readDeal(std::string_view text, SourceLocation where,
                                   const Record& record, const SeatMatcher& seats, bool fast,
                                   RecordedHand& hand, std::vector<Diagnostic>& warnings);

}  // namespace bornes::formats
