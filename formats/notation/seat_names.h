// SPDX-License-Identifier: Apache-2.0
// Names of the seats and sides for printing: "P1".."P6" unless a record names the players;
// a team is named by its players ("P1/P3").
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/form.h"
#include "messages/message.h"

namespace bornes::formats {

class SeatNames {
  public:
    explicit SeatNames(const Table& table);
    SeatNames(const Table& table, const std::array<std::string, kMaxPlayers>& names);

    const std::string& seat(int seat) const { return seats_[static_cast<std::size_t>(seat)]; }
    std::string side(int side) const;
    const Table& table() const { return table_; }

    // Whether the players have names of their own (not P1..P6).
    bool named() const;
    // The names as [Seats] and a position's seats= write them: "Paul Janine Paulette Jean".
    std::string written() const;
    // A position's operations that keep the names: seats=, or none for P1..P6.
    std::vector<std::pair<std::string, std::string>> operations() const;

  private:
    Table table_;
    std::array<std::string, kMaxPlayers> seats_;
};

// The players' names as a record's [Seats] or a position's seats= gives them, blank
// separated, one per seat: into `names`, or the problem (their number, a name that is not
// one, P1..P6 given to another seat, a name twice).
std::optional<Message> readSeatNames(std::string_view text, const Table& table,
                                     std::array<std::string, kMaxPlayers>& names);

}  // namespace bornes::formats
