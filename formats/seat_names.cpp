#include "seat_names.h"

namespace bornes::formats {

SeatNames::SeatNames(const Table& table) : table_(table) {
    for (int s = 0; s < kMaxPlayers; ++s) {
        std::string name(1, 'P');  // built in two steps: GCC 12 warns falsely on "P" + string
        name += std::to_string(s + 1);
        seats_[static_cast<std::size_t>(s)] = name;
    }
}

SeatNames::SeatNames(const Table& table, const std::array<std::string, kMaxPlayers>& names)
    : table_(table), seats_(names) {}

std::string SeatNames::side(int side) const {
    std::string name;
    for (int s = side; s < table_.players; s += table_.sides) {
        if (!name.empty()) name += '/';
        name += seat(s);
    }
    return name;
}

}  // namespace bornes::formats
