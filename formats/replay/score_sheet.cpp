// SPDX-License-Identifier: Apache-2.0
#include "replay/score_sheet.h"

#include "messages/words.h"
#include "text/numbers.h"

namespace bornes::formats {

namespace {

// Width in code points: French numbers hold a multi-byte narrow no-break space.
std::size_t columns(const std::string& s) {
    std::size_t n = 0;
    for (unsigned char c : s) n += (c & 0xC0) != 0x80;
    return n;
}

}  // namespace

std::vector<SheetColumn> scoreSheetColumns(const HandScore& score, const SeatNames& names,
                                           Language lang) {
    std::vector<SheetColumn> sheet;
    for (int s = 0; s < score.sides; ++s) {
        const SideScore& side = score.side[static_cast<std::size_t>(s)];
        SheetColumn& column = sheet.emplace_back();
        column.side =
            (names.table().isTeamGame() ? word(WordId::TeamSpace, lang) : "") + names.side(s);
        auto line = [&](std::string label, int points) {
            column.lines.emplace_back(std::move(label), points);
        };
        if (side.handWon) line(word(WordId::SheetHandWon, lang), side.handWon);
        line(say(WordId::SheetDistance, lang, formatNumber(side.distance, lang), side.distance),
             side.distance);
        if (side.couronnement) line(word(WordId::SheetCouronnement, lang), side.couronnement);
        if (side.noTwoHundred) line(word(WordId::SheetNoTwoHundred, lang), side.noTwoHundred);
        if (side.noHundredNoTwoHundred)
            line(word(WordId::SheetNoHundredNorTwoHundred, lang), side.noHundredNoTwoHundred);
        if (side.coupsFourres)
            line(say(WordId::SheetCoupsFourres, lang, formatNumber(side.coupsFourres, lang),
                     side.coupsFourres),
                 side.coupFourrePoints);
        if (side.safeties == kSafeties)
            line(word(WordId::SheetAllSafeties, lang), side.safetyPoints);
        else if (side.safeties)
            line(say(WordId::SheetSafeties, lang, formatNumber(side.safeties, lang), side.safeties),
                 side.safetyPoints);
        if (side.allonge) line(word(WordId::SheetAllonge, lang), side.allonge);
        if (side.capot)
            line(side.capotOpponents > 1 ? say(WordId::SheetCapotTimes, lang, side.capotOpponents)
                                         : word(WordId::SheetCapot, lang),
                 side.capot);
        line(word(WordId::SheetTotal, lang), side.total());
    }
    return sheet;
}

std::string renderScoreSheet(const HandScore& score, const SeatNames& names, Language lang) {
    constexpr std::size_t kWidth = 34;  // label and points share one column, as in the books
    std::string out;
    for (const SheetColumn& column : scoreSheetColumns(score, names, lang)) {
        out += column.side + "\n";
        for (const auto& [label, points] : column.lines) {
            const std::string number = formatNumber(points, lang);
            const std::size_t used = 2 + columns(label) + columns(number);
            out +=
                "  " + label + std::string(used < kWidth ? kWidth - used : 1, ' ') + number + "\n";
        }
    }
    return out;
}

std::string renderGameScore(const Game& game, const SeatNames& names, Language lang) {
    std::string out = word(WordId::GameColon, lang);
    for (int s = 0; s < game.rules().table.sides; ++s)
        out += (s ? ", " : " ") + names.side(s) + " " + formatNumber(game.total(s), lang);
    switch (game.status()) {
        case GameStatus::Won:
            out += say(WordId::GameWonBy, lang, names.side(game.winner()));
            break;
        case GameStatus::Drawn:
            out += word(WordId::GameDrawn, lang);
            break;
        case GameStatus::Playing:
            break;
    }
    return out;
}

}  // namespace bornes::formats
