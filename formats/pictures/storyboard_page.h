// The step-through page of a recorded hand for a classroom screen: one self-contained HTML
// file (the pictures inline as SVG, the style and the script in the page: no network, no
// other file) that shows the table after each decision with its caption and turn, steps
// with Previous/Next buttons and the arrow keys, and ends with the hand's score sheet.
#pragma once

#include <string>

#include "notation/record.h"
#include "notation/seat_names.h"
#include "replay/hand_frames.h"
#include "text/language.h"

namespace bornes::formats {

// The page, or an empty string when Graphviz could not draw a picture.
std::string storyboardPage(const HandFrames& hand, const Record& record, const SeatNames& names,
                           Language lang);

}  // namespace bornes::formats
