#include "replay/score_sheet.h"

#include "text/numbers.h"

namespace bornes::formats {

namespace {

// Width in code points: French numbers hold a multi-byte narrow no-break space.
std::size_t columns(const std::string& s) {
    std::size_t n = 0;
    for (unsigned char c : s) n += (c & 0xC0) != 0x80;
    return n;
}

// A count and its noun: French puts 0 and 1 in the singular ("0 borne", "1 botte"), English
// only 1.
std::string plural(int n, Language lang, const char* oneFr, const char* manyFr, const char* oneEn,
                   const char* manyEn) {
    const bool fr = lang == Language::French;
    const bool one = fr ? n == 0 || n == 1 : n == 1;
    return formatNumber(n, lang) + " " + (one ? (fr ? oneFr : oneEn) : (fr ? manyFr : manyEn));
}

}  // namespace

std::string renderScoreSheet(const HandScore& score, const SeatNames& names, Language lang) {
    const bool fr = lang == Language::French;
    constexpr std::size_t kWidth = 34;  // label and points share one column, as in the books
    std::string out;
    for (int s = 0; s < score.sides; ++s) {
        const SideScore& side = score.side[static_cast<std::size_t>(s)];
        out +=
            (names.table().isTeamGame() ? (fr ? "Équipe " : "Team ") : "") + names.side(s) + "\n";
        auto line = [&](const std::string& label, int points) {
            const std::string number = formatNumber(points, lang);
            const std::size_t used = 2 + columns(label) + columns(number);
            out +=
                "  " + label + std::string(used < kWidth ? kWidth - used : 1, ' ') + number + "\n";
        };
        if (side.handWon) line(fr ? "Manche" : "Hand won", side.handWon);
        line(fr ? plural(side.distance, lang, "borne", "bornes", "", "")
                : formatNumber(side.distance, lang) + " km",
             side.distance);
        if (side.couronnement) line("Couronnement", side.couronnement);
        if (side.noTwoHundred) line(fr ? "Pas d'étape-200" : "No 200", side.noTwoHundred);
        if (side.noHundredNoTwoHundred)
            line(fr ? "Ni 100 ni 200" : "No 100 nor 200", side.noHundredNoTwoHundred);
        if (side.coupsFourres)
            line(plural(side.coupsFourres, lang, "coup fourré", "coups fourrés", "coup-fourré",
                        "coups-fourrés"),
                 side.coupFourrePoints);
        if (side.safeties == kSafeties)
            line(fr ? "Les 4 bottes" : "All 4 safeties", side.safetyPoints);
        else if (side.safeties)
            line(plural(side.safeties, lang, "botte", "bottes", "safety", "safeties"),
                 side.safetyPoints);
        if (side.allonge) line("Allonge", side.allonge);
        if (side.capot)
            line(side.capotOpponents > 1
                     ? "Capot (" + std::to_string(side.capotOpponents) + " × 500)"
                     : std::string("Capot"),
                 side.capot);
        line("TOTAL", side.total());
    }
    return out;
}

std::string renderGameScore(const Game& game, const SeatNames& names, Language lang) {
    const bool fr = lang == Language::French;
    std::string out = fr ? "Partie\u00A0:" : "Game:";
    for (int s = 0; s < game.rules().table.sides; ++s)
        out += (s ? ", " : " ") + names.side(s) + " " + formatNumber(game.total(s), lang);
    switch (game.status()) {
        case GameStatus::Won:
            out += (fr ? " — gagnée par " : " — won by ") + names.side(game.winner());
            break;
        case GameStatus::Drawn:
            out += fr ? " — partie nulle" : " — drawn";
            break;
        case GameStatus::Playing:
            break;
    }
    return out;
}

}  // namespace bornes::formats
