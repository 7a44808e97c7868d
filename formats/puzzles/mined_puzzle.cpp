// SPDX-License-Identifier: Apache-2.0
#include "puzzles/mined_puzzle.h"

#include <array>

#include "messages/words.h"
#include "notation/position_text.h"
#include "notation/puzzle.h"
#include "notation/record_writer.h"
#include "puzzles/solved_puzzle.h"

namespace bornes::formats {

namespace {

constexpr std::array<WordId, kThemes> kThemeWords = {
    WordId::ThemeCoupFourre, WordId::ThemeCouronnement, WordId::ThemeThirdTwoHundred,
    WordId::ThemeLeader,     WordId::ThemeHoldSafety,   WordId::ThemeRightOfWay,
    WordId::ThemeAllonge,    WordId::ThemeCapot,        WordId::ThemePlayOut,
};

std::string lowered(std::string text) {
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z')
        text[0] = static_cast<char>(text[0] + 32);
    return text;
}

}  // namespace

std::string themeWords(Themes themes, Language lang) {
    std::string joined;
    for (int t = 0; t < kThemes; ++t) {
        if (!(themes & themeBit(static_cast<Theme>(t)))) continue;
        const std::string w = word(kThemeWords[static_cast<std::size_t>(t)], lang);
        joined += joined.empty() ? w : word(WordId::ThemeJoin, lang) + lowered(w);
    }
    return joined.empty() ? word(WordId::ThemeNone, lang) : joined;
}

std::string themeKeywords(Themes themes) {
    std::string joined;
    for (int t = 0; t < kThemes; ++t)
        if (themes & themeBit(static_cast<Theme>(t)))
            joined += (joined.empty() ? "" : ",") + std::string(themeName(static_cast<Theme>(t)));
    return joined.empty() ? "sharp" : joined;
}

std::string minedNote(const Position& pos, const MinedPuzzle& p, const SeatNames& names,
                      Language lang) {
    SolvedPuzzle solved = puzzleOf(pos, p.query);
    solved.names = names;
    const std::string themes = themeWords(p.themes, lang);
    // Several discards of dead cards are one answer: named as such, each listed.
    std::string move = moveLabel(solved, p.answer, lang);
    if (p.merged.size() > 1) {
        std::string list;
        for (Move m : p.merged) list += (list.empty() ? "" : ", ") + moveWord(m);
        move = say(WordId::MinedDeadDiscard, lang, list);
    }
    const std::string side = sideLabel(solved, lang);
    switch (p.query.question) {
        case Question::Reach:
            return say(WordId::MinedReach, lang, themes, move, side, pos.target(), p.losing,
                       p.moves, p.quickest);
        case Question::Couronnement:
            return say(WordId::MinedCouronnement, lang, themes, move, side, 0, p.losing, p.moves,
                       p.quickest);
        case Question::Score:
            return say(WordId::MinedScore, lang, themes, move, side, p.value, p.value - p.runnerUp,
                       p.runnerUp);
    }
    return {};
}

std::string minedPuzzleLine(const Position& pos, const ScoringRules& rules, const MinedPuzzle& p,
                            const std::string& id, const SeatNames& names) {
    std::string answer;
    for (Move m : p.merged) answer += (answer.empty() ? "" : ",") + moveWord(m);
    std::vector<std::pair<std::string, std::string>> ops = {
        {"id", id},
        {"q", std::string(questionName(p.query.question))},
        {"side", std::string(1, static_cast<char>('A' + p.query.side))},
        {"a", answerText(p.query.question, p.value)},
        {"answer", answer},
        {"theme", themeKeywords(p.themes)},
        {"difficulty", std::to_string(p.difficulty)},
        {"nodes", std::to_string(p.nodes)},
        {"losing", std::to_string(p.losing)},
        {"quickest", std::to_string(p.quickest)},
    };
    // seats= only for names other than P1..P6.
    const SeatNames plain(pos.table());
    std::string seats;
    bool named = false;
    for (int s = 0; s < pos.table().players; ++s) {
        seats += (s ? " " : "") + names.seat(s);
        named = named || names.seat(s) != plain.seat(s);
    }
    if (named) ops.push_back({"seats", seats});
    ops.push_back({"note", minedNote(pos, p, names, Language::English)});
    ops.push_back({"note-fr", minedNote(pos, p, names, Language::French)});
    return writePosition(pos, rules, ops);
}

}  // namespace bornes::formats
