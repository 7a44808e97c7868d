// SPDX-License-Identifier: Apache-2.0
#include "engine/card.h"

namespace bornes {

namespace {
constexpr std::array<std::string_view, kHandKinds + 1> kEnglish{"Stop",
                                                                "Speed Limit",
                                                                "Out of Gas",
                                                                "Flat Tire",
                                                                "Accident",
                                                                "Roll",
                                                                "End of Limit",
                                                                "Gasoline",
                                                                "Spare Tire",
                                                                "Repairs",
                                                                "Right of Way",
                                                                "Extra Tank",
                                                                "Puncture-Proof",
                                                                "Driving Ace",
                                                                "25",
                                                                "50",
                                                                "75",
                                                                "100",
                                                                "200",
                                                                "unknown card",
                                                                "no card"};
constexpr std::array<std::string_view, kHandKinds + 1> kCodes{
    "STOP", "LIM", "PANNE", "CREV", "ACC", "VERT", "FIN", "ESS", "ROUE", "REP", "PRIO",
    "CIT",  "INC", "AS",    "25",   "50",  "75",   "100", "200", "?",    "-"};
}  // namespace

std::string_view englishName(Card c) {
    return kEnglish[static_cast<std::size_t>(index(c))];
}
std::string_view shortCode(Card c) {
    return kCodes[static_cast<std::size_t>(index(c))];
}

}  // namespace bornes
