// SPDX-License-Identifier: Apache-2.0
#include "pictures/table_diagram.h"

#include <algorithm>
#include <array>

#include "messages/card_names.h"
#include "messages/words.h"
#include "pictures/palette.h"
#include "replay/score_sheet.h"
#include "text/numbers.h"

namespace bornes::formats {

namespace {

constexpr const char* kFelt = "#eef3ea";
constexpr const char* kHighlight = "#f2b600";

struct CardLook {
    const char* fill;
    const char* ink;
};

CardLook lookOf(Card c) {
    if (isHazard(c)) return {"#c62828", "white"};
    if (isRemedy(c)) return {"#2e7d32", "white"};
    if (isSafety(c)) return {"#1565c0", "white"};
    if (isDistance(c)) return {"#fff6d8", "#3b2f00"};
    return {"#9e9e9e", "white"};  // a card whose face is not known
}

// A card name on at most two lines: "Roue de / secours", "Puncture- / Proof" (broken at the
// space or after the hyphen nearest the middle).
std::string twoLines(std::string_view name) {
    if (name.size() <= 10) return htmlEscape(name);
    std::size_t best = std::string_view::npos;
    const auto distance = [&](std::size_t i) {
        return std::abs(static_cast<long>(i) - static_cast<long>(name.size() / 2));
    };
    for (std::size_t i = 0; i < name.size(); ++i)
        if ((name[i] == ' ' || name[i] == '-') &&
            (best == std::string_view::npos || distance(i) < distance(best)))
            best = i;
    if (best == std::string_view::npos) return htmlEscape(name);
    // The space goes, the hyphen stays on the first line.
    const std::size_t end = name[best] == ' ' ? best : best + 1;
    return htmlEscape(name.substr(0, end)) + "<BR/>" + htmlEscape(name.substr(best + 1));
}

struct CardStyle {
    bool small = false;      // a card in hand
    bool sideways = false;   // a coup-fourré safety
    bool highlight = false;  // the card just played
    int count = 1;           // distance cards of one value
};

// The cards' sizes in points, inside their frame (kFrame more outside). A name of kName
// points fits the widest word of a name ("Réparations") on a named card: the step-through page
// shows the table at about 1.1 times its size in a 1024x768 window, so card names at 14
// pixels at least, and no text under 10 points, 16 pixels at 1920x1080
// (tests/browser/step_through.py).
constexpr int kName = 13;
constexpr int kNamedWidth = 82, kNumberWidth = 56, kUnknownWidth = 44, kEmptyWidth = 60;
constexpr int kTall = 92, kShort = 56;  // on the table, in a hand
constexpr int kFrame = 8, kGap = 4;     // a card's frame; the space between two cards

int cardWidth(Card c, const CardStyle& style) {
    if (style.sideways) return kTall;
    if (isDistance(c)) return kNumberWidth;
    if (c == Card::Unknown) return kUnknownWidth;
    return kNamedWidth;
}

std::string fontOf(int points, const std::string& ink, const std::string& text) {
    return "<FONT POINT-SIZE=\"" + std::to_string(points) + "\" COLOR=\"" + ink + "\">" + text +
           "</FONT>";
}

std::string card(Card c, Language lang, CardStyle style) {
    const CardLook look = lookOf(c);
    const int width = cardWidth(c, style);
    const int height = style.sideways ? kNamedWidth : style.small ? kShort : kTall;
    std::string face;
    const std::string ink = look.ink;
    if (isDistance(c)) {
        face = fontOf(style.small ? 16 : 22, ink, "<B>" + std::to_string(kilometres(c)) + "</B>") +
               "<BR/>" + fontOf(10, ink, word(WordId::DiagramDistanceUnit, lang));
        if (style.count > 1)
            face += "<BR/>" + fontOf(12, ink, "<B>×" + std::to_string(style.count) + "</B>");
    } else if (c == Card::Unknown) {
        face = fontOf(16, "white", "<B>?</B>");
    } else {
        if (isSafety(c)) face = fontOf(style.small ? 10 : 14, "#ffd54f", "★") + "<BR/>";
        face += fontOf(kName, ink, twoLines(cardName(c, lang)));
        if (style.sideways)
            face += "<BR/>" +
                    fontOf(10, "white",
                           "<I>" + htmlEscape(word(WordId::DiagramCoupFourre, lang)) + "</I>");
    }
    const std::string border = style.highlight ? "4" : "1";
    const std::string colour = style.highlight ? kHighlight : "#333333";
    const std::string size = "\" FIXEDSIZE=\"TRUE\" WIDTH=\"" + std::to_string(width + kFrame) +
                             "\" HEIGHT=\"" + std::to_string(height + kFrame);
    return "<TABLE BORDER=\"" + border + "\" COLOR=\"" + colour +
           "\" STYLE=\"rounded\" CELLBORDER=\"0\" CELLPADDING=\"0\" BGCOLOR=\"" + look.fill + size +
           "\"><TR><TD FIXEDSIZE=\"TRUE\" WIDTH=\"" + std::to_string(width) + "\" HEIGHT=\"" +
           std::to_string(height) + "\">" + face + "</TD></TR></TABLE>";
}

// An empty place on the table ("no battle pile yet").
std::string emptySlot(const std::string& what) {
    return "<TABLE BORDER=\"1\" COLOR=\"#b0b8aa\" STYLE=\"rounded\" CELLBORDER=\"0\" "
           "FIXEDSIZE=\"TRUE\" WIDTH=\"" +
           std::to_string(kEmptyWidth + kFrame) + "\" HEIGHT=\"" + std::to_string(kTall + kFrame) +
           "\"><TR><TD FIXEDSIZE=\"TRUE\" WIDTH=\"" + std::to_string(kEmptyWidth) + "\" HEIGHT=\"" +
           std::to_string(kTall) + "\"><FONT POINT-SIZE=\"10\" COLOR=\"#7d8776\">" +
           htmlEscape(what) + "</FONT></TD></TR></TABLE>";
}

std::string cell(const std::string& inner, const char* extra = "") {
    return "<TD" + std::string(extra) + ">" + inner + "</TD>";
}

// Where the card just played lies: on which side's tableau (or -1: the discard pile).
int landingSide(const Frame& f) {
    if (f.seat < 0 || f.draw) return -2;
    switch (f.move.action()) {
        case Action::Play:
        case Action::CoupFourre:
            return f.before.table().sideOf(f.seat);
        case Action::Attack:
            return f.move.side();
        case Action::Discard:
            return -1;
        default:
            return -2;
    }
}

// A card's room in a row: its frame and the space after it.
int roomOf(int width) {
    return width + kFrame + kGap;
}

// The room a side's row takes: battle and speed piles, a value of distance each, safeties.
int tableauWidth(const Tableau& t) {
    int width = roomOf(t.battleTop == Card::None ? kEmptyWidth : kNamedWidth) +
                roomOf(t.limited ? kNamedWidth : kEmptyWidth);
    for (Card d = Card::D25; d <= Card::D200; d = cardAt(index(d) + 1))
        if (t.count(d) > 0) width += roomOf(kNumberWidth);
    for (Card s = Card::RightOfWay; s <= Card::DrivingAce; s = cardAt(index(s) + 1))
        if (t.has(s)) width += roomOf(t.hasCoupFourre(s) ? kTall : kNamedWidth);
    return width;
}

// The room a hand takes.
int handWidth(const Hand& hand) {
    if (hand.size() == 0) return roomOf(kNamedWidth);  // "(empty)"
    int width = 0;
    for (int k = 0; k < kHandKinds; ++k)
        width += hand.count(cardAt(k)) * roomOf(cardWidth(cardAt(k), {.small = true}));
    return width;
}

// A cell holding a row of cards `high` (`used`: their room) on the left, as wide as `width`
// (the layout's) by an empty cell after them. The row's table has a fixed size: Graphviz
// would share out a wider cell's room among the cards.
std::string cardsCell(const std::string& cards, int width, int used, int high,
                      const char* extra = "") {
    const int rest = width - used - kGap;
    const std::string after = rest > 0 ? "<TD FIXEDSIZE=\"TRUE\" WIDTH=\"" + std::to_string(rest) +
                                             "\" HEIGHT=\"1\"></TD>"
                                       : std::string();
    const int wide = (rest > 0 ? width : used) + kGap;
    return "<TD ALIGN=\"LEFT\"" + std::string(extra) +
           "><TABLE ALIGN=\"LEFT\" BORDER=\"0\" CELLPADDING=\"0\" CELLSPACING=\"" +
           std::to_string(kGap) + "\" FIXEDSIZE=\"TRUE\" WIDTH=\"" + std::to_string(wide) +
           "\" HEIGHT=\"" + std::to_string(high + kFrame + 2 * kGap) + "\"><TR>" + cards + after +
           "</TR></TABLE></TD>";
}

std::string sideBox(const Frame& f, int side, const SeatNames& names, Language lang,
                    const TableLayout& layout) {
    const Position& pos = f.position;
    const Tableau& t = pos.tableau(side);
    const bool here = landingSide(f) == side;
    const Card played = f.move.card();
    std::string cards;
    // The battle pile's top, and the speed pile's.
    if (t.battleTop == Card::None)
        cards += cell(emptySlot(word(WordId::DiagramBattle, lang)));
    else
        cards += cell(card(t.battleTop, lang, {.highlight = here && played == t.battleTop}));
    if (t.limited)
        cards +=
            cell(card(Card::SpeedLimit, lang, {.highlight = here && played == Card::SpeedLimit}));
    else
        cards += cell(emptySlot(word(WordId::DiagramSpeed, lang)));
    // Distance, grouped by value.
    for (Card d = Card::D25; d <= Card::D200; d = cardAt(index(d) + 1))
        if (t.count(d) > 0)
            cards += cell(card(d, lang, {.highlight = here && played == d, .count = t.count(d)}));
    // Safeties; those laid as coup-fourré sideways.
    for (Card s = Card::RightOfWay; s <= Card::DrivingAce; s = cardAt(index(s) + 1))
        if (t.has(s))
            cards += cell(
                card(s, lang, {.sideways = t.hasCoupFourre(s), .highlight = here && played == s}));
    const std::string colour = sideColour(side);
    const std::string header =
        "<FONT COLOR=\"" + colour + "\"><B>" +
        htmlEscape(say(WordId::DiagramSide, lang, std::string(1, static_cast<char>('A' + side)),
                       names.side(side))) +
        "</B></FONT>   <FONT POINT-SIZE=\"16\"><B>" +
        htmlEscape(say(WordId::Kilometres, lang, formatNumber(t.distance, lang))) + "</B></FONT>" +
        (t.rolling() ? " " + htmlEscape(word(WordId::Rolling, lang)) : std::string());
    // As wide as the widest row of the hand: every picture of the hand has the same size.
    return "<TD ALIGN=\"LEFT\" VALIGN=\"TOP\" BGCOLOR=\"white\" COLOR=\"" + colour +
           "\" BORDER=\"2\" STYLE=\"rounded\"><TABLE BORDER=\"0\" CELLSPACING=\"0\" "
           "CELLPADDING=\"2\"><TR><TD ALIGN=\"LEFT\">" +
           header + "</TD></TR><TR>" +
           cardsCell(cards, layout.tableauWidth, tableauWidth(t), kTall) + "</TR></TABLE></TD>";
}

// The sides' tableaux side by side, two to a row.
std::string sidesRow(const Frame& f, const SeatNames& names, Language lang,
                     const TableLayout& layout) {
    std::string boxes;
    for (int side = 0; side < f.position.table().sides; ++side)
        boxes +=
            (side > 0 && side % 2 == 0 ? "</TR><TR>" : "") + sideBox(f, side, names, lang, layout);
    return "<TR><TD ALIGN=\"LEFT\"><TABLE BORDER=\"0\" CELLSPACING=\"4\" CELLPADDING=\"0\"><TR>" +
           boxes + "</TR></TABLE></TD></TR>";
}

// The draw and discard piles, and the card just discarded.
std::string pilesCell(const Frame& f, Language lang, int rows) {
    const Position& pos = f.position;
    int discards = 0;
    for (int k = 0; k < kHandKinds; ++k) discards += pos.discard()[static_cast<std::size_t>(k)];
    // Counts of cards, at most a deck's 106: never as many as French groups ("1 000").
    std::string piles = htmlEscape(say(WordId::DiagramDrawPile, lang, pos.pileSize())) + "<BR/>" +
                        htmlEscape(say(WordId::DiagramDiscards, lang, discards));
    std::string discarded;
    if (landingSide(f) == -1)
        discarded =
            "<TR>" + cell(card(f.move.card(), lang, {.small = true, .highlight = true})) + "</TR>";
    return "<TD ALIGN=\"LEFT\" VALIGN=\"TOP\" WIDTH=\"170\" ROWSPAN=\"" + std::to_string(rows) +
           "\"><TABLE BORDER=\"0\" CELLSPACING=\"4\"><TR><TD ALIGN=\"LEFT\">" + piles +
           "</TD></TR>" + discarded + "</TABLE></TD>";
}

// The players' hands, a row each, the piles beside them.
std::string handsRow(const Frame& f, const SeatNames& names, Language lang,
                     const TableLayout& layout) {
    const Position& pos = f.position;
    std::string rows;
    for (int seat = 0; seat < pos.table().players; ++seat) {
        std::string cards;
        const Hand& hand = pos.hand(seat);
        for (int k = 0; k < kHandKinds; ++k)
            for (int n = 0; n < hand.count(cardAt(k)); ++n)
                cards += cell(card(cardAt(k), lang, {.small = true}));
        if (cards.empty())
            cards = "<TD FIXEDSIZE=\"TRUE\" WIDTH=\"" + std::to_string(kNamedWidth + kFrame) +
                    "\" HEIGHT=\"" + std::to_string(kShort + kFrame) + "\">" +
                    htmlEscape(word(WordId::DiagramEmptyHand, lang)) + "</TD>";
        const std::string colour = sideColour(pos.table().sideOf(seat));
        rows += "<TR><TD ALIGN=\"RIGHT\"><FONT COLOR=\"" + colour + "\"><B>" +
                htmlEscape(names.seat(seat)) + "</B></FONT></TD>" +
                cardsCell(cards, layout.handWidth, handWidth(hand), kShort) + "</TR>";
    }
    return "<TR><TD ALIGN=\"LEFT\"><TABLE BORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"1\"><TR><TD "
           "ALIGN=\"LEFT\" COLSPAN=\"2\"><B>" +
           htmlEscape(word(WordId::DiagramHands, lang)) + "</B></TD>" +
           pilesCell(f, lang, pos.table().players + 1) + "</TR>" + rows + "</TABLE></TD></TR>";
}

// The score sheet in the books' layout, a column per side, below the table.
std::string sheetRow(const HandScore& score, const SeatNames& names, Language lang) {
    const auto text = [](const std::string& t, bool bold) {
        const std::string inner = "<FONT POINT-SIZE=\"14\">" + htmlEscape(t) + "</FONT>";
        return bold ? "<B>" + inner + "</B>" : inner;
    };
    std::string columns;
    for (const SheetColumn& column : scoreSheetColumns(score, names, lang)) {
        std::string rows =
            "<TR><TD ALIGN=\"LEFT\" COLSPAN=\"2\">" + text(column.side, true) + "</TD></TR>";
        for (std::size_t i = 0; i < column.lines.size(); ++i) {
            const bool total = i + 1 == column.lines.size();
            rows += "<TR><TD ALIGN=\"LEFT\">" + text(column.lines[i].first, total) +
                    "</TD><TD ALIGN=\"RIGHT\">" +
                    text(formatNumber(column.lines[i].second, lang), total) + "</TD></TR>";
        }
        columns +=
            "<TD VALIGN=\"TOP\"><TABLE BORDER=\"1\" COLOR=\"#888888\" CELLBORDER=\"0\" "
            "CELLSPACING=\"2\" CELLPADDING=\"3\" BGCOLOR=\"white\">" +
            rows + "</TABLE></TD>";
    }
    return "<TR><TD ALIGN=\"LEFT\"><TABLE BORDER=\"0\" CELLSPACING=\"10\"><TR>" + columns +
           "</TR></TABLE></TD></TR>";
}

}  // namespace

DiagramText frameText(const Frame& frame, const std::string& event, const HandFrames& hand,
                      const SeatNames& names, Language lang) {
    DiagramText text;
    text.title = event + word(WordId::HandDash, lang) + std::to_string(hand.hand + 1) +
                 (frame.turn == 0 ? std::string(word(WordId::CommaTheDeal, lang))
                                  : word(WordId::CommaTurn, lang) + std::to_string(frame.turn));
    text.caption = frameSentence(frame, names, lang);
    text.comment = frame.seat < 0 ? hand.openingComment : frame.comment;
    // The last picture of a hand played to its end says who won, and shows the score sheet.
    if (hand.score && !hand.frames.empty() && &frame == &hand.frames.back()) {
        text.ending = handEndSentence(hand, names, lang);
        text.score = hand.score;
    }
    return text;
}

TableLayout layoutFor(const HandFrames& hand) {
    TableLayout layout;
    for (const Frame& f : hand.frames) {
        const Position& p = f.position;
        for (int side = 0; side < p.table().sides; ++side)
            layout.tableauWidth = std::max(layout.tableauWidth, tableauWidth(p.tableau(side)));
        for (int seat = 0; seat < p.table().players; ++seat)
            layout.handWidth = std::max(layout.handWidth, handWidth(p.hand(seat)));
    }
    // Room for the empty cell that fills a narrower row (cardsCell).
    layout.tableauWidth += kGap + 1;
    layout.handWidth += kGap + 1;
    return layout;
}

std::string tableLabel(const Frame& frame, const DiagramText& text, const SeatNames& names,
                       Language lang, const TableLayout& layout) {
    std::string html = "<TABLE BORDER=\"0\" CELLSPACING=\"4\" CELLPADDING=\"2\" BGCOLOR=\"" +
                       std::string(kFelt) + "\">";
    const std::string wide = "<TR><TD ALIGN=\"LEFT\">";
    if (!text.title.empty())
        html +=
            wide + "<FONT POINT-SIZE=\"13\"><B>" + htmlEscape(text.title) + "</B></FONT></TD></TR>";
    if (!text.caption.empty())
        html += wide + "<FONT POINT-SIZE=\"15\">" + htmlEscape(text.caption) + "</FONT></TD></TR>";
    if (!text.comment.empty())
        html += wide + "<FONT POINT-SIZE=\"12\"><I>" + htmlEscape(text.comment) +
                "</I></FONT></TD></TR>";
    // The sides' tableaux side by side, the hands and the piles under them: near a screen's
    // proportions, and narrow enough for card names read from the back of a classroom.
    html += sidesRow(frame, names, lang, layout) + handsRow(frame, names, lang, layout);
    if (!text.ending.empty())
        html += wide + "<FONT POINT-SIZE=\"17\"><B>" + htmlEscape(text.ending) +
                "</B></FONT></TD></TR>";
    if (text.score) html += sheetRow(*text.score, names, lang);
    return html + "</TABLE>";
}

void drawTable(Graph& graph, const Frame& frame, const DiagramText& text, const SeatNames& names,
               Language lang, const TableLayout& layout) {
    graph.set(graph.get(), "fontname", "DejaVu Sans");
    graph.set(graph.get(), "bgcolor", "white");
    Agnode_t* n = graph.node("table");
    graph.set(n, "shape", "plain");
    graph.set(n, "fontname", "DejaVu Sans");
    graph.setHtml(n, "label", tableLabel(frame, text, names, lang, layout));
}

void drawStoryboard(Graph& graph, const HandFrames& hand, const std::string& title,
                    const SeatNames& names, Language lang, int columns,
                    const std::optional<StoryboardPage>& page) {
    graph.set(graph.get(), "fontname", "DejaVu Sans");
    graph.set(graph.get(), "bgcolor", "white");
    const std::vector<const Frame*> ends = turnEnds(hand);
    const std::size_t first = page ? std::min(page->first, ends.size()) : 0;
    const std::size_t last = page ? std::min(first + page->count, ends.size()) : ends.size();
    const TableLayout layout = page ? layoutFor(hand) : TableLayout{};
    std::string html = "<TABLE BORDER=\"0\" CELLSPACING=\"12\"><TR><TD ALIGN=\"LEFT\" COLSPAN=\"" +
                       std::to_string(columns) + "\"><FONT POINT-SIZE=\"" + (page ? "30" : "20") +
                       "\"><B>" + htmlEscape(page ? title + " — " + page->says : title) +
                       "</B></FONT></TD></TR>";
    for (std::size_t i = first; i < last; ++i) {
        if ((i - first) % static_cast<std::size_t>(columns) == 0)
            html += i != first ? "</TR><TR>" : "<TR>";
        const Frame& f = *ends[i];
        DiagramText text;
        text.title = f.turn == 0 ? std::string(word(WordId::TheDeal, lang))
                                 : word(WordId::TurnSpace, lang) + std::to_string(f.turn);
        text.caption = turnSentence(hand, f.turn, names, lang);
        text.comment = turnComments(hand, f.turn);
        if (hand.score && &f == &hand.frames.back()) {
            text.ending = handEndSentence(hand, names, lang);
            text.score = hand.score;
        }
        html += "<TD VALIGN=\"TOP\" ALIGN=\"LEFT\">" + tableLabel(f, text, names, lang, layout) +
                "</TD>";
    }
    html += "</TR></TABLE>";
    Agnode_t* n = graph.node("storyboard");
    graph.set(n, "shape", "plain");
    graph.set(n, "fontname", "DejaVu Sans");
    graph.setHtml(n, "label", html);
}

std::vector<StoryboardPage> storyboardPages(const HandFrames& hand, int perPage, Language lang) {
    const std::vector<const Frame*> ends = turnEnds(hand);
    const std::size_t each = static_cast<std::size_t>(std::max(1, perPage));
    const std::size_t pages = std::max<std::size_t>(1, (ends.size() + each - 1) / each);
    std::vector<StoryboardPage> out;
    for (std::size_t k = 0; k < pages; ++k) {
        StoryboardPage page{
            k * each, std::min(each, ends.size() - std::min(ends.size(), k * each)), {}};
        if (page.count > 0) {
            const int from = ends[page.first]->turn, to = ends[page.first + page.count - 1]->turn;
            const int after = from == 0 ? ends[std::min(page.first + 1, ends.size() - 1)]->turn : 0;
            if (from == 0 && to == 0)
                page.says = word(WordId::TheDeal, lang);
            else if (from == 0)
                page.says = after == to ? say(WordId::PageDealAndTurn, lang, to)
                                        : say(WordId::PageDealAndTurns, lang, after, to);
            else
                page.says = from == to ? say(WordId::PageTurn, lang, from)
                                       : say(WordId::PageTurns, lang, from, to);
            page.says += ", " + say(WordId::PageOf, lang, k + 1, pages);
        }
        out.push_back(page);
    }
    return out;
}

}  // namespace bornes::formats
