// SPDX-License-Identifier: Apache-2.0
// Card names in French and English (RULES.md §1), read in any case, with or without
// accents, plus the short codes and the books' variant spellings; printed in one form.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/card.h"
#include "text/language.h"

namespace bornes::formats {

// The card a name denotes: "Feu vert", "feu-vert", "ROULEZ", "Roll", "go", "VERT",
// "Réparations", "reparation", "Crevaision", "Réservoir", "200"... Words may be separated by
// spaces, hyphens, apostrophes or underscores. Invalid UTF-8 and unknown names give nothing.
std::optional<Card> parseCardName(std::string_view text);

// True when `folded` (text/name_folding.h) is the first words of a longer accepted name, as
// "roue" of "roue de secours": a reader then looks at the next word too.
bool startsLongerName(std::string_view folded);
// The same for a name not yet folded; quick for the short codes the writer prints.
bool nameMayGoOn(std::string_view name);

// The name printed in a language, as the books write it ("Feu vert", "Roll").
std::string_view cardName(Card c, Language lang);

}  // namespace bornes::formats
