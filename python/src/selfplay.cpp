// SPDX-License-Identifier: Apache-2.0
// Self-play (bornes.play_games): games between the built-in players, seeded, as bornes-play
// plays them (the same players, seeds and decks: the same moves), each handed to Python as a
// game read and played through the rules.
#include <pybind11/stl.h>

#include "analysis/rollout_player.h"
#include "bindings.h"
#include "engine/game.h"
#include "messages/words.h"
#include "notation/game_recorder.h"
#include "notation/record_writer.h"

namespace bornes::python {

namespace {

constexpr int kMaxHandsPerGame = 10000;  // bornes-play's safety net

GameRules rulesOf(int players, const std::string& six, const std::string& ruleset) {
    std::optional<Table> table = Table::forPlayers(players);
    if (!table) throw py::value_error("players must be 2, 3, 4 or 6");
    if (six != "3x2" && six != "2x3") throw py::value_error("six must be '3x2' or '2x3'");
    if (players == 6 && six == "2x3") table = Table::of(Form::SixTwoTeams);
    const auto parsed = parseRuleset(ruleset);
    if (!parsed) throw py::value_error("ruleset must be 'dujardin' or 'parker'");
    GameRules rules;
    rules.table = *table;
    rules.scoring.ruleset = *parsed;
    return rules;
}

formats::Hidden hiddenOf(const std::string& hide) {
    if (const auto hidden = formats::parseHidden(hide)) return *hidden;
    throw py::value_error("hide must be 'none', 'draws' or 'cards'");
}

std::vector<SeatKind> seatsOf(const std::vector<std::string>& names) {
    std::vector<SeatKind> kinds;
    for (const std::string& name : names) {
        const auto kind = parseSeatKind(name);
        if (!kind)
            throw py::value_error("a seat is 'heuristic', 'random' or 'rollout:N', not '" + name +
                                  "'");
        kinds.push_back(*kind);
    }
    if (kinds.empty()) throw py::value_error("seats names at least one player");
    return kinds;
}

// The games one at a time, each as its record in the notation: read back by read_games,
// which plays it through the rules and hands it to Python as any game read. Memory is one
// game's, however many are played.
class SelfPlay {
  public:
    SelfPlay(int players, int games, std::uint64_t seed, const std::vector<std::string>& seatNames,
             const std::string& six, const std::string& ruleset, const std::string& hide,
             int dealer, int hands)
        : rules_(rulesOf(players, six, ruleset)),
          hidden_(hiddenOf(hide)),
          shuffle_(seed),
          seed_(seed),
          games_(games),
          dealer_(dealer),
          hands_(hands) {
        const std::vector<SeatKind> kinds = seatsOf(seatNames);
        if (games < 0) throw py::value_error("games must be >= 0");
        if (dealer < 1 || dealer > rules_.table.players)
            throw py::value_error("dealer must be a seat from 1");
        if (hands < 0) throw py::value_error("hands must be >= 0");
        owned_ = seatPlayers(kinds, rules_.table, seed, rules_.scoring);
        for (std::size_t seat = 0; seat < owned_.size(); ++seat) seats_[seat] = owned_[seat].get();
    }

    SelfPlay(const SelfPlay&) = delete;  // it owns its players
    SelfPlay& operator=(const SelfPlay&) = delete;

    std::string next() {
        if (played_ == games_) throw py::stop_iteration();
        ++played_;
        py::gil_scoped_release released;
        Game game(rules_, dealer_ - 1);
        const formats::Record record = formats::playAndRecord(
            game, seats_, shuffle_, hands_ ? hands_ : kMaxHandsPerGame, hidden_,
            formats::say(formats::WordId::PlayEvent, formats::Language::English,
                         std::to_string(seed_), std::to_string(played_)));
        return formats::writeRecord(record);
    }

  private:
    GameRules rules_;
    formats::Hidden hidden_;
    Rng shuffle_;
    std::uint64_t seed_;
    int games_, dealer_, hands_;
    int played_ = 0;
    std::vector<std::unique_ptr<Player>> owned_;
    Seating seats_{};
};

}  // namespace

void bindSelfPlay(py::module_& m) {
    py::class_<SelfPlay>(m, "_SelfPlay")
        .def(py::init<int, int, std::uint64_t, const std::vector<std::string>&, const std::string&,
                      const std::string&, const std::string&, int, int>())
        .def("__iter__", [](SelfPlay& s) -> SelfPlay& { return s; })
        .def("__next__", &SelfPlay::next);
}

}  // namespace bornes::python
