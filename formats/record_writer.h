// Writes records in the canonical form of the notation (formats/NOTATION.md): the roster of
// tags in a fixed order, short card codes, one blank line between sections, movetext wrapped
// at 79 columns. Reading what it writes and writing again gives the same bytes.
#pragma once

#include <ostream>
#include <string>

#include "record.h"

namespace bornes::formats {

void writeRecord(std::ostream& out, const Record& record);
std::string writeRecord(const Record& record);

// Fills in what a record may leave implied, by playing it through the engine as far as it
// is valid: every action's actor and turn number, and the side each hazard attacks. The
// canonical form states them all.
void completeRecord(Record& record);

}  // namespace bornes::formats
