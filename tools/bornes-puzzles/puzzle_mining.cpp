// SPDX-License-Identifier: Apache-2.0
#include "bornes-puzzles/puzzle_mining.h"

#include "notation/position_text.h"
#include "notation/puzzle.h"
#include "notation/record_player.h"
#include "notation/seat_names.h"
#include "puzzles/mined_puzzle.h"

namespace bornes::formats {

namespace {

std::array<std::string, kMaxPlayers> seatNamesOf(const Record& record) {
    std::array<std::string, kMaxPlayers> names;
    for (int s = 0; s < record.rules.table.players; ++s)
        names[static_cast<std::size_t>(s)] = record.seatName(s);
    return names;
}

}  // namespace

// Walks the record's decisions as the record player reaches them.
class PuzzleMining::Walker : public ReplayObserver {
  public:
    Walker(PuzzleMining& mining, const Record& record, const std::string& prefix)
        : mining_(mining),
          record_(record),
          prefix_(prefix),
          names_(record.rules.table, seatNamesOf(record)) {}

    void handStarted(int hand, const Position&, const RecordedHand&) override {
        hand_ = hand;
        lastTurn_ = -1;
    }
    void stepped(const ReplayStep& step, const Position& before, const Position&) override {
        // A new id for each decision of a turn: t12, t12b, t12c.
        repeat_ = step.turn == lastTurn_ ? repeat_ + 1 : 0;
        lastTurn_ = step.turn;
        MiningCounts& counts = mining_.counts_;
        ++counts.decisions;
        // Only decisions whose every card is known can be solved: the others are not tried.
        if (mining_.done() || before.pileSize() > mining_.options_.maxPile ||
            !perfectInformation(before))
            return;
        ++counts.tried;
        for (Question q : mining_.options_.questions) {
            if (mining_.done()) break;
            mineQuestion(before, q, step.turn);
        }
        if (mining_.progress) mining_.progress(counts);
    }

  private:
    void mineQuestion(const Position& pos, Question q, int turn) {
        const MiningOptions& o = mining_.options_;
        MiningRequest request{q, o.margin, record_.rules.scoring, o.limits};
        const MiningResult r = minePosition(mining_.solver_, pos, request);
        MiningCounts& counts = mining_.counts_;
        counts.stats += r.stats;
        counts.unsolved += r.verdict == MiningVerdict::Unsolved;
        if (!r.puzzle) return;
        const MinedPuzzle& p = *r.puzzle;
        if ((o.themes && !(p.themes & o.themes)) || p.difficulty < o.minDifficulty ||
            (o.maxLine > 0 && p.quickest > o.maxLine))
            return;
        const std::string key =
            writePosition(pos, record_.rules.scoring) + " " + std::string(questionName(q));
        if (!mining_.seen_.insert(key).second) {
            ++counts.duplicates;
            return;
        }
        std::string id = prefix_ + "-h" + std::to_string(hand_ + 1) + "-t" + std::to_string(turn);
        if (repeat_ > 0) id += static_cast<char>('a' + repeat_);
        id += "-" + std::string(questionName(q));
        mining_.write_(minedPuzzleLine(pos, record_.rules.scoring, p, id, names_));
        ++counts.puzzles;
    }

    PuzzleMining& mining_;
    const Record& record_;
    std::string prefix_;
    SeatNames names_;
    int hand_ = 0, lastTurn_ = -1, repeat_ = 0;
};

PuzzleMining::PuzzleMining(const MiningOptions& options, std::size_t tableBytes,
                           std::function<void(const std::string& line)> write)
    : options_(options), solver_(tableBytes), write_(std::move(write)) {}

bool PuzzleMining::done() const {
    return (options_.max > 0 && counts_.puzzles >= options_.max) || timeUp();
}

bool PuzzleMining::timeUp() const {
    return options_.deadline && std::chrono::steady_clock::now() >= *options_.deadline;
}

bool PuzzleMining::mine(const Record& record, const std::string& prefix,
                        std::vector<Diagnostic>& problems) {
    if (options_.players && record.rules.table.players != options_.players) return true;
    ++counts_.games;
    Walker walker(*this, record, prefix);
    // A record the reader could not read to its end is played up to its reading error, so
    // that an earlier rule broken is the error named, as bornes-validate names it.
    const bool complete = !hasError(problems);
    return playRecord(record, PlayOptions{}, problems, &walker, complete).valid && complete;
}

}  // namespace bornes::formats
