// SPDX-License-Identifier: Apache-2.0
#include "engine/form.h"

#include <array>

namespace bornes {

Table Table::of(Form form) {
    switch (form) {
        case Form::Two:
            return {form, 2, 2, 700, true};
        case Form::Three:
            return {form, 3, 3, 700, true};
        case Form::Four:
            return {form, 4, 2, 1000, false};
        case Form::SixThreeTeams:
            return {form, 6, 3, 700, true};
        case Form::SixTwoTeams:
            return {form, 6, 2, 1000, false};
    }
    return {};
}

std::optional<Table> Table::forPlayers(int players) {
    switch (players) {
        case 2:
            return of(Form::Two);
        case 3:
            return of(Form::Three);
        case 4:
            return of(Form::Four);
        case 6:
            return of(Form::SixThreeTeams);
        default:
            return std::nullopt;
    }
}

std::optional<Table> Table::withTarget(int newTarget) const {
    if (newTarget < 25 || newTarget > kAllongeTarget || newTarget % 25 != 0) return std::nullopt;
    Table t = *this;
    t.target = static_cast<std::uint16_t>(newTarget);
    t.allonge = of(form).allonge && newTarget < kAllongeTarget;
    return t;
}

namespace {
constexpr std::array<std::string_view, 5> kFormNames{"2", "3", "4", "6", "6x2x3"};
}

std::string_view formName(Form form) {
    return kFormNames[static_cast<std::size_t>(form)];
}

std::optional<Form> parseForm(std::string_view name) {
    for (std::size_t i = 0; i < kFormNames.size(); ++i)
        if (kFormNames[i] == name) return static_cast<Form>(i);
    return std::nullopt;
}

}  // namespace bornes
