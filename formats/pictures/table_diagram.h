// SPDX-License-Identifier: Apache-2.0
// Pictures of the table during a recorded hand, for a class: each side's battle pile top,
// speed pile top, distance cards grouped by value with the total and safeties (those laid as
// coup-fourré turned sideways), the players' known hands, the draw and discard piles, the
// card just played highlighted, and a caption. Cards are drawn in the family colours of the
// real cards — red hazards, green remedies, blue safeties with their star, distance cards
// with their number — and named in French or English.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "notation/seat_names.h"
#include "pictures/graphviz.h"
#include "replay/hand_frames.h"
#include "text/language.h"

namespace bornes::formats {

struct DiagramText {
    std::string title;    // "Worked example — hand 1, turn 16"
    std::string caption;  // what happened; the record's comment below it
    std::string comment;
    // The hand's last picture: how it ended and its score sheet (empty while it goes on).
    std::string ending;
    std::optional<HandScore> score;
};

// The room the pictures of one hand keep for cards, so that every picture of the hand has the
// same size and every card the same place (the step-through page): the widest of each side's
// rows (battle, speed, distance values, safeties) and of the hands, in points. 0: as wide as
// the cards shown.
struct TableLayout {
    int tableauWidth = 0;
    int handWidth = 0;
};
// The room every frame of the hand needs.
TableLayout layoutFor(const HandFrames& hand);

// The HTML-like label of one picture of the table (a Graphviz table), laid out for a
// landscape screen: the sides' tableaux side by side, the hands under them, the piles beside
// the hands.
std::string tableLabel(const Frame& frame, const DiagramText& text, const SeatNames& names,
                       Language lang, const TableLayout& layout = {});

// One picture: the table at `frame`.
void drawTable(Graph& graph, const Frame& frame, const DiagramText& text, const SeatNames& names,
               Language lang, const TableLayout& layout = {});

// The storyboard: one picture per turn, `columns` to a row, in one graph. A page of it
// (`page`): the `count` turns from the `first` (the deal is the 0th), each turn given the
// room of the hand's widest (`layout`), so that every page has one size.
struct StoryboardPage {
    std::size_t first = 0, count = 0;
    std::string says;  // "Turns 7–12, page 2 of 4"
};
void drawStoryboard(Graph& graph, const HandFrames& hand, const std::string& title,
                    const SeatNames& names, Language lang, int columns,
                    const std::optional<StoryboardPage>& page = std::nullopt);

// The storyboard in pages of `perPage` turns.
std::vector<StoryboardPage> storyboardPages(const HandFrames& hand, int perPage, Language lang);

// The title and caption of a frame: its turn, the sentence, the record's comment.
DiagramText frameText(const Frame& frame, const std::string& event, const HandFrames& hand,
                      const SeatNames& names, Language lang);

}  // namespace bornes::formats
