// SPDX-License-Identifier: Apache-2.0
// The names and values a selection asks for that no game of the input has: "player = Ane"
// over a season where only Anne plays keeps nothing, and bornes-select says why, with the
// nearest names the games do have (a warning: the selection is made all the same).
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "bornes-select/condition.h"
#include "messages/diagnostic.h"
#include "notation/record.h"

namespace bornes::formats {

class NameCensus {
  public:
    // The tests of `condition` that name a value with = or !=: players (player, winner,
    // game-winner, "by Anne"), event, site and tag values.
    explicit NameCensus(const Condition& condition);

    // Notes the values a game has.
    void see(const Record& record);

    // One warning for each value asked for that no game seen has, at its column of the
    // condition, with up to three of the nearest values seen.
    std::vector<Diagnostic> warnings() const;

  private:
    enum class Pool : std::uint8_t { Players, Events, Sites, Tag };
    struct Asked {
        Pool pool = Pool::Players;
        std::string tagName;  // Pool::Tag, as written
        std::string field;    // the field as it is named to a person
        std::string folded, written;
        int column = 1;
        bool seen = false;
    };
    void collect(const Condition& condition);
    void note(Pool pool, const std::string& tagName, const std::string& value);
    static std::string poolKey(Pool pool, const std::string& tagName);

    std::vector<Asked> asked_;
    // Each pool's values seen, folded -> as first written; kMaxValues at most a pool, so
    // that a huge input keeps its memory bounded (suggestions are then from the first ones).
    std::map<std::string, std::map<std::string, std::string>> pools_;
    static constexpr std::size_t kMaxValues = 4096;
};

}  // namespace bornes::formats
