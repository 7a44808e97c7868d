// SPDX-License-Identifier: Apache-2.0
// The pseudo-locale (as Android's en-XA and Windows' qps-ploc): every catalogue's English
// with its letters accented and each run of words marked ⟦…⟧, so that a word a tool prints
// outside the markers is one no catalogue gave: a sentence written in the code. The tests
// run every tool in it (tests/text/pseudo_locale.py). Its column is never written by hand:
// it is made from the English column.
#pragma once

#include <string>
#include <string_view>

namespace bornes::formats {

// The markers around a run of words.
inline constexpr std::string_view kPseudoOpen = "\u27E6", kPseudoClose = "\u27E7";

// The pseudo-locale's text of a catalogue's English: the catalogue's placeholders kept as
// they are ({0}, {0?one|other}, whose choices are made pseudo in turn), so that what fills
// them stays outside the markers: "{0} cards left" -> "{0} ⟦çáŕđš ĺéƒţ⟧".
std::string pseudoText(std::string_view english);

// The same, made once and kept for the run (the catalogues hand out views).
std::string_view pseudoColumn(std::string_view english);

}  // namespace bornes::formats
