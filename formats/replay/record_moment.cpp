// SPDX-License-Identifier: Apache-2.0
#include "replay/record_moment.h"

namespace bornes::formats {

namespace {

// Notes the position after the wanted turn: after its last decision.
class MomentFinder : public ReplayObserver {
  public:
    MomentFinder(int hand, int turn) : hand_(hand), turn_(turn) {}
    void handStarted(int hand, const Position& start, const RecordedHand&) override {
        if (hand == hand_ && turn_ == 0) found = start;
    }
    void stepped(const ReplayStep& step, const Position&, const Position& after) override {
        if (step.hand == hand_ && step.turn == turn_) found = after;
    }
    std::optional<Position> found;

  private:
    int hand_, turn_;
};

}  // namespace

Moment momentOf(const Record& record, int hand, int turn, const PlayOptions& options,
                std::vector<Diagnostic>& problems, bool complete) {
    MomentFinder finder(hand, turn);
    Moment m;
    m.result = playRecord(record, options, problems, &finder, complete);
    m.position = finder.found;
    return m;
}

}  // namespace bornes::formats
