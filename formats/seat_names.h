// Names of the seats and sides for printing: "P1".."P6" unless a record names the players;
// a team is named by its players ("P1/P3").
#pragma once

#include <array>
#include <string>

#include "table.h"

namespace bornes::formats {

class SeatNames {
  public:
    explicit SeatNames(const Table& table);
    SeatNames(const Table& table, const std::array<std::string, kMaxPlayers>& names);

    const std::string& seat(int seat) const { return seats_[static_cast<std::size_t>(seat)]; }
    std::string side(int side) const;
    const Table& table() const { return table_; }

  private:
    Table table_;
    std::array<std::string, kMaxPlayers> seats_;
};

}  // namespace bornes::formats
