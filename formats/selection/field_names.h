// SPDX-License-Identifier: Apache-2.0
// The names of bornes-select's fields and of who scored, English and French, as a condition
// writes them and as --help lists them (condition.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "selection/condition.h"
#include "text/language.h"

namespace bornes::formats {

// The field a name folded by foldName stands for ("coup fourre", "avance perdue").
std::optional<Field> fieldOfName(std::string_view folded);
// Every name a field is known by, folded: where a misspelt field's nearest is looked for.
std::vector<std::string> everyFieldName();
// Who scored, by a name folded: winner, loser, game winner (French too).
std::optional<Scorer::Kind> scorerOfName(std::string_view folded);

// The fields' names in a language, one name each, as --help and the unknown field's message
// list them: "player, event, site, ...".
std::string fieldNames(Language lang);

}  // namespace bornes::formats
