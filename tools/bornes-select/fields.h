// SPDX-License-Identifier: Apache-2.0
// The fields of bornes-select's conditions as data (fields.def): what each one is compared
// as, whether the games must be played to answer it, whether "by WHO" goes with it, and its
// names in English and French, as a condition writes them and as --help lists them; and the
// names of who scored ("by winner").
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bornes-select/condition.h"
#include "text/language.h"

namespace bornes::formats {

// How a field is compared, which decides the comparisons and values it takes.
enum class FieldType : std::uint8_t { Text, Date, Ruleset, Result, Players, Number, Count };
// What answers it: the tags alone, or the games played through the rules.
enum class FieldNeeds : std::uint8_t { Tags, Play };
// Whether "by WHO" goes with it, and how the sides named add up: their counts added, the
// largest of their counts, the largest of their totals.
enum class FieldBy : std::uint8_t { No, Sum, Largest, Total };

struct FieldTraits {
    FieldType type;
    FieldNeeds needs;
    FieldBy by;
    bool asksWinner;  // who won: beside a count of every side it draws a warning
};

namespace detail {
namespace field_rows {
using enum FieldType;
using enum FieldNeeds;
using enum FieldBy;
inline constexpr FieldTraits kTraits[] = {
#define BORNES_FIELD(id, type, needs, by, winner, ...) {type, needs, by, winner},
#include "bornes-select/fields.def"
#undef BORNES_FIELD
};
}  // namespace field_rows
}  // namespace detail

inline constexpr std::size_t kFields = std::size(detail::field_rows::kTraits);

constexpr const FieldTraits& traitsOf(Field f) {
    return detail::field_rows::kTraits[static_cast<std::size_t>(f)];
}

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
