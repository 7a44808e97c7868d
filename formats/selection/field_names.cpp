// SPDX-License-Identifier: Apache-2.0
#include "selection/field_names.h"

#include <cstdint>

#include "messages/words.h"

namespace bornes::formats {

namespace {

// The names of the fields, English and French, folded as foldName folds them (so that
// "Coup-Fourré", "coup_fourre" and "coups fourres" are one). `listed`: the name --help and
// the unknown field's message give in that language (plurals and aliases are not listed).
enum class Listed : std::uint8_t { No, English, French, Both };
struct FieldName {
    const char* name;
    Field field;
    Listed listed = Listed::No;
    const char* shown = nullptr;  // as listed, when not the folded name: "événement"
};
constexpr FieldName kFieldNames[] = {
    {"player", Field::Player, Listed::English},
    {"joueur", Field::Player, Listed::French},
    {"event", Field::Event, Listed::English},
    {"evenement", Field::Event, Listed::French, "événement"},
    {"site", Field::Site, Listed::English},
    {"lieu", Field::Site, Listed::French},
    {"date", Field::Date, Listed::Both},
    {"ruleset", Field::Ruleset, Listed::English},
    {"regles", Field::Ruleset, Listed::French, "règles"},
    {"players", Field::Players, Listed::English},
    {"joueurs", Field::Players, Listed::French},
    {"target", Field::Target, Listed::English},
    {"objectif", Field::Target, Listed::French},
    {"result", Field::Result, Listed::English},
    {"resultat", Field::Result, Listed::French, "résultat"},
    {"winner", Field::Winner, Listed::English},
    {"gagnant", Field::Winner, Listed::French},
    {"game result", Field::GameResult, Listed::English},
    {"resultat partie", Field::GameResult, Listed::French, "résultat-partie"},
    {"game winner", Field::GameWinner, Listed::English},
    {"gagnant partie", Field::GameWinner, Listed::French},
    {"hands", Field::Hands, Listed::English},
    {"manches", Field::Hands, Listed::French},
    {"score", Field::Score, Listed::Both},
    {"margin", Field::Margin, Listed::English},
    {"ecart", Field::Margin, Listed::French, "écart"},
    {"couronnement", Field::Couronnement, Listed::Both},
    {"couronnements", Field::Couronnement},
    {"capot", Field::Capot, Listed::Both},
    {"capots", Field::Capot},
    {"coup fourre", Field::CoupFourre, Listed::Both},
    {"coups fourres", Field::CoupFourre},
    {"safety", Field::Safety, Listed::English},
    {"safeties", Field::Safety},
    {"botte", Field::Safety, Listed::French},
    {"bottes", Field::Safety},
    {"allonge", Field::Allonge, Listed::Both},
    {"allonges", Field::Allonge},
    {"allonge made", Field::AllongeMade, Listed::English},
    {"allonge reussie", Field::AllongeMade, Listed::French, "allonge-réussie"},
    {"safety held", Field::SafetyHeld, Listed::English},
    {"botte gardee", Field::SafetyHeld, Listed::French, "botte-gardée"},
    {"lead lost", Field::LeadLost, Listed::English},
    {"avance perdue", Field::LeadLost, Listed::French},
    {"turns", Field::Turns, Listed::English},
    {"tours", Field::Turns, Listed::French},
};
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
    for (const FieldName& f : kFieldNames)
        if (folded == f.name) return f.field;
    return std::nullopt;
}

std::vector<std::string> everyFieldName() {
    std::vector<std::string> names;
    for (const FieldName& f : kFieldNames) names.emplace_back(f.name);
    return names;
}

std::optional<Scorer::Kind> scorerOfName(std::string_view folded) {
    for (const ScorerName& s : kScorerNames)
        if (folded == s.name) return s.kind;
    return std::nullopt;
}

std::string fieldNames(Language lang) {
    std::string names;
    const Listed wanted = lang == Language::French ? Listed::French : Listed::English;
    for (const FieldName& f : kFieldNames) {
        if (f.listed != wanted && f.listed != Listed::Both) continue;
        std::string name = f.shown ? f.shown : f.name;  // only French names have accents
        for (char& c : name) c = c == ' ' ? '-' : c;
        names += (names.empty() ? "" : ", ") + name;
        if (f.field == Field::Target) names += std::string(", ") + word(WordId::TagField, lang);
    }
    return names;
}

}  // namespace bornes::formats
