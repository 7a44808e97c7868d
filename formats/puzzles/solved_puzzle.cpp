// SPDX-License-Identifier: Apache-2.0
#include "puzzles/solved_puzzle.h"

#include "engine/movegen.h"
#include "messages/words.h"
#include "notation/puzzle.h"
#include "notation/record_writer.h"
#include "replay/transcript.h"
#include "text/numbers.h"

namespace bornes::formats {

std::string sideLabel(const SolvedPuzzle& p, Language lang) {
    return word(WordId::SideSpace, lang) + std::string(1, static_cast<char>('A' + p.query.side)) +
           " (" + p.names.side(p.query.side) + ")";
}

// "can side A (P1/P3) reach 1 000?" and its French.
std::string questionWords(const SolvedPuzzle& p, Language lang) {
    switch (p.query.question) {
        case Question::Reach:
            return say(WordId::QuestionReach, lang, sideLabel(p, lang),
                       formatNumber(p.position.target(), lang));
        case Question::Couronnement:
            return say(WordId::QuestionCouronnement, lang, sideLabel(p, lang));
        case Question::Score:
            return say(WordId::QuestionScore, lang,
                       std::string(1, static_cast<char>('A' + p.query.side)),
                       p.names.side(p.query.side));
    }
    return {};
}

std::string moveLabel(const SolvedPuzzle& p, Move m, Language lang) {
    return moveWord(m) + " (" + p.names.seat(p.position.toMove()) + " " +
           describeMove(p.position, m, p.names, lang) + ")";
}

Verdict verdictOf(const SolvedPuzzle& p) {
    if (!p.solution.solved) return Verdict::Unknown;
    if (!p.expected) return Verdict::Unchecked;
    return *p.expected == p.solution.value ? Verdict::Agree : Verdict::Disagree;
}

std::string_view verdictName(Verdict v, Language lang) {
    switch (v) {
        case Verdict::Agree:
            return word(WordId::Yes, lang);
        case Verdict::Disagree:
            return word(WordId::NoVerdict, lang);
        case Verdict::Unknown:
            return word(WordId::Unknown, lang);
        case Verdict::Unchecked:
            return "-";
    }
    return "?";
}

std::string answerWords(Question q, std::optional<int> value, Language lang) {
    if (!value) return word(WordId::Unknown, lang);
    if (!questionTraits(q).yesNo) return formatNumber(*value, lang);
    return word(*value ? WordId::Yes : WordId::No, lang);
}

bool lostEverywhere(const SolvedPuzzle& p) {
    const Solution& s = p.solution;
    if (!p.query.boolean() || !s.solved || !s.bestComplete || p.position.over()) return false;
    const bool ours = p.position.sideToMove() == p.query.side;
    return s.value == (ours ? 0 : 1) &&
           s.best.size() == static_cast<std::size_t>(legalMoves(p.position).size());
}

SolvedPuzzle puzzleOf(const Position& pos, const Query& query) {
    return {
        "",    "", pos, query.rules, query,       std::nullopt, Solution{}, SeatNames(pos.table()),
        false, "", 0,   -1,          std::nullopt};
}

std::string puzzleTitle(const SolvedPuzzle& p, Language lang) {
    std::string text;
    if (p.hand > 0)
        text = p.event + word(WordId::HandDash, lang) + std::to_string(p.hand) +
               word(WordId::CommaAfterTurn, lang) + std::to_string(p.turn);
    else if (p.named)
        text = word(WordId::PuzzleSpace, lang) + p.id;
    if (const std::string_view note = noteIn(p.note, lang); !note.empty())
        text += (text.empty() ? "" : " — ") + std::string(note);
    return text;
}

}  // namespace bornes::formats
