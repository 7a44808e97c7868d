// SPDX-License-Identifier: Apache-2.0
#include "bornes-select/fields.h"

#include "messages/words.h"
#include "text/name_folding.h"

namespace bornes::formats {

namespace {

// A row's names: as listed in each language, and the others it is known by.
struct FieldNames {
    Field field;
    const char* english;
    const char* french;
    std::string_view aliases;  // '|' between them
};
constexpr FieldNames kNames[] = {
#define BORNES_FIELD(id, type, needs, by, winner, english, french, aliases) \
    {Field::id, english, french, aliases},
#include "bornes-select/fields.def"
#undef BORNES_FIELD
};
static_assert(std::size(kNames) == kFields);

// Every name folded, with its field, in the rows' order (the nearest of a misspelt field is
// the first of the nearest): the English name, the French one, the aliases.
const std::vector<std::pair<std::string, Field>>& foldedNames() {
    static const std::vector<std::pair<std::string, Field>> names = [] {
        std::vector<std::pair<std::string, Field>> all;
        auto add = [&](std::string_view name, Field field) {
            std::string folded = foldName(name);
            for (const auto& [known, f] : all)
                if (known == folded) return;
            all.emplace_back(std::move(folded), field);
        };
        for (const FieldNames& row : kNames) {
            if (!row.english) continue;  // tag:NAME
            add(row.english, row.field);
            add(row.french, row.field);
            for (std::string_view rest = row.aliases; !rest.empty();) {
                const std::size_t bar = rest.find('|');
                add(rest.substr(0, bar), row.field);
                rest = bar == std::string_view::npos ? "" : rest.substr(bar + 1);
            }
        }
        return all;
    }();
    return names;
}

// Who scored ("by winner"), English and French, folded.
struct ScorerName {
    const char* name;
    Scorer::Kind kind;
};
constexpr ScorerName kScorerNames[] = {
    {"winner", Scorer::Kind::Winner},
    {"gagnant", Scorer::Kind::Winner},
    {"loser", Scorer::Kind::Loser},
    {"perdant", Scorer::Kind::Loser},
    {"game winner", Scorer::Kind::GameWinner},
    {"gagnant partie", Scorer::Kind::GameWinner},
};

}  // namespace

std::optional<Field> fieldOfName(std::string_view folded) {
    for (const auto& [name, field] : foldedNames())
        if (folded == name) return field;
    return std::nullopt;
}

std::vector<std::string> everyFieldName() {
    std::vector<std::string> names;
    for (const auto& [name, field] : foldedNames()) names.push_back(name);
    return names;
}

std::optional<Scorer::Kind> scorerOfName(std::string_view folded) {
    for (const ScorerName& s : kScorerNames)
        if (folded == s.name) return s.kind;
    return std::nullopt;
}

std::string fieldNames(Language lang) {
    std::string names;
    for (const FieldNames& row : kNames) {
        const std::string name =
            row.english ? std::string(formats::columnText({row.english, row.french}, lang))
                        : std::string(word(WordId::TagField, lang));
        names += (names.empty() ? "" : ", ") + name;
    }
    return names;
}

}  // namespace bornes::formats
