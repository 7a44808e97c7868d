// SPDX-License-Identifier: Apache-2.0
#include "messages/card_names.h"

#include "text/name_folding.h"

#include "text/utf8.h"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <array>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace bornes::formats {

namespace {

// The French names, in the order of the engine's English (englishName): the cards, then
// the unknown card and none.
constexpr std::array<std::string_view, kHandKinds + 1> kFrench{"Feu rouge",
                                                               "Limite de vitesse",
                                                               "Panne d'essence",
                                                               "Crevaison",
                                                               "Accident",
                                                               "Feu vert",
                                                               "Fin de limite",
                                                               "Essence",
                                                               "Roue de secours",
                                                               "Réparations",
                                                               "Prioritaire",
                                                               "Citerne d'essence",
                                                               "Increvable",
                                                               "As du volant",
                                                               "25",
                                                               "50",
                                                               "75",
                                                               "100",
                                                               "200",
                                                               "carte inconnue",
                                                               "aucune"};

// Every accepted spelling, already folded (see foldName), with its card.
struct Alias {
    std::string_view folded;
    Card card;
};
constexpr Alias kAliases[] = {
    // Stop
    {"stop", Card::Stop},
    {"feu rouge", Card::Stop},
    {"rouge", Card::Stop},
    {"red light", Card::Stop},
    // Speed Limit
    {"lim", Card::SpeedLimit},
    {"limite", Card::SpeedLimit},
    {"limite de vitesse", Card::SpeedLimit},
    {"speed limit", Card::SpeedLimit},
    {"limit", Card::SpeedLimit},
    // Out of Gas
    {"panne", Card::OutOfGas},
    {"panne d essence", Card::OutOfGas},
    {"out of gas", Card::OutOfGas},
    {"empty", Card::OutOfGas},
    // Flat Tire
    {"crev", Card::FlatTire},
    {"crevaison", Card::FlatTire},
    {"crevaision", Card::FlatTire},
    {"creve", Card::FlatTire},
    {"flat tire", Card::FlatTire},
    {"flat tyre", Card::FlatTire},
    {"flat", Card::FlatTire},
    // Accident
    {"acc", Card::Accident},
    {"accident", Card::Accident},
    // Roll
    {"vert", Card::Roll},
    {"feu vert", Card::Roll},
    {"roulez", Card::Roll},
    {"roll", Card::Roll},
    {"go", Card::Roll},
    // End of Limit
    {"fin", Card::EndOfLimit},
    {"fin de limite", Card::EndOfLimit},
    {"fin de limite de vitesse", Card::EndOfLimit},
    {"end of limit", Card::EndOfLimit},
    {"end limit", Card::EndOfLimit},
    // Gasoline
    {"ess", Card::Gasoline},
    {"essence", Card::Gasoline},
    {"gasoline", Card::Gasoline},
    {"gas", Card::Gasoline},
    // Spare Tire
    {"roue", Card::SpareTire},
    {"roue de secours", Card::SpareTire},
    {"spare tire", Card::SpareTire},
    {"spare tyre", Card::SpareTire},
    {"spare", Card::SpareTire},
    // Repairs
    {"rep", Card::Repairs},
    {"reparations", Card::Repairs},
    {"reparation", Card::Repairs},
    {"repairs", Card::Repairs},
    {"repair", Card::Repairs},
    // Right of Way
    {"prio", Card::RightOfWay},
    {"prioritaire", Card::RightOfWay},
    {"vehicule prioritaire", Card::RightOfWay},
    {"right of way", Card::RightOfWay},
    // Extra Tank
    {"cit", Card::ExtraTank},
    {"citerne", Card::ExtraTank},
    {"citerne d essence", Card::ExtraTank},
    {"reservoir", Card::ExtraTank},
    {"extra tank", Card::ExtraTank},
    {"tank", Card::ExtraTank},
    // Puncture-Proof
    {"inc", Card::PunctureProof},
    {"increvable", Card::PunctureProof},
    {"incredible", Card::PunctureProof},
    {"puncture proof", Card::PunctureProof},
    // Driving Ace
    {"as", Card::DrivingAce},
    {"as du volant", Card::DrivingAce},
    {"driving ace", Card::DrivingAce},
    {"ace", Card::DrivingAce},
    // Distance
    {"25", Card::D25},
    {"50", Card::D50},
    {"75", Card::D75},
    {"100", Card::D100},
    {"200", Card::D200},
};

}  // namespace

bool startsLongerName(std::string_view folded) {
    static const std::unordered_set<std::string_view> prefixes = [] {
        std::unordered_set<std::string_view> set;
        for (const Alias& a : kAliases)
            for (std::size_t i = 0; i < a.folded.size(); ++i)
                if (a.folded[i] == ' ') set.insert(a.folded.substr(0, i));
        return set;
    }();
    return prefixes.count(folded) > 0;
}

namespace {

// The canonical short codes, as the writer prints them: read without folding or hashing,
// since they are nearly every card of a large file.
std::optional<Card> canonicalCode(std::string_view t) {
    // Dispatched on the first character: one or two comparisons per card.
    auto is = [&t](std::string_view code, Card c) -> std::optional<Card> {
        if (t == code) return c;
        return std::nullopt;
    };
    if (t.empty()) return std::nullopt;
    switch (t[0]) {
        case '2':
            return t.size() == 2 ? is("25", Card::D25) : is("200", Card::D200);
        case '5':
            return is("50", Card::D50);
        case '7':
            return is("75", Card::D75);
        case '1':
            return is("100", Card::D100);
        case 'A':
            return t.size() == 2 ? is("AS", Card::DrivingAce) : is("ACC", Card::Accident);
        case 'L':
            return is("LIM", Card::SpeedLimit);
        case 'F':
            return is("FIN", Card::EndOfLimit);
        case 'E':
            return is("ESS", Card::Gasoline);
        case 'R':
            return t.size() == 3 ? is("REP", Card::Repairs) : is("ROUE", Card::SpareTire);
        case 'C':
            return t.size() == 3 ? is("CIT", Card::ExtraTank) : is("CREV", Card::FlatTire);
        case 'I':
            return is("INC", Card::PunctureProof);
        case 'V':
            return is("VERT", Card::Roll);
        case 'S':
            return is("STOP", Card::Stop);
        case 'P':
            return t.size() == 4 ? is("PRIO", Card::RightOfWay) : is("PANNE", Card::OutOfGas);
        default:
            return std::nullopt;
    }
}

}  // namespace

bool nameMayGoOn(std::string_view name) {
    if (const auto c = canonicalCode(name)) {
        // Folding and hashing once per kind, not once per card read.
        static const std::array<bool, kCardKinds> goesOn = [] {
            std::array<bool, kCardKinds> flags{};
            for (int k = 0; k < kCardKinds; ++k)
                flags[static_cast<std::size_t>(k)] =
                    startsLongerName(foldName(shortCode(cardAt(k))));
            return flags;
        }();
        return goesOn[static_cast<std::size_t>(index(*c))];
    }
    return startsLongerName(foldName(name));
}

std::optional<Card> parseCardName(std::string_view text) {
    if (const auto c = canonicalCode(text)) return c;
    static const std::unordered_map<std::string_view, Card> byName = [] {
        std::unordered_map<std::string_view, Card> map;
        for (const Alias& a : kAliases) map.emplace(a.folded, a.card);
        return map;
    }();
    const std::string folded = foldName(text);
    const auto it = byName.find(folded);
    if (it == byName.end()) return std::nullopt;
    return it->second;
}

std::string_view cardName(Card c, Language lang) {
    return columnText({englishName(c), kFrench[static_cast<std::size_t>(index(c))]}, lang);
}

}  // namespace bornes::formats
