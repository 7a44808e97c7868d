#include "record.h"

namespace bornes::formats {

void RecordedHand::clear() { *this = RecordedHand{}; }

std::string Record::seatName(int seat) const {
    const std::string& name = seats[static_cast<std::size_t>(seat)];
    if (!name.empty()) return name;
    std::string fallback(1, 'P');
    fallback += std::to_string(seat + 1);
    return fallback;
}

void Record::clear() {
    // Keep the hands' storage: a reader reuses one Record for every game of a file.
    std::vector<RecordedHand> keep = std::move(hands);
    keep.clear();
    *this = Record{};
    hands = std::move(keep);
}

}  // namespace bornes::formats
