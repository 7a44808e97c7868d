// SPDX-License-Identifier: Apache-2.0
#include "replay/hand_frames.h"

#include "messages/card_names.h"
#include "messages/words.h"
#include "replay/transcript.h"
#include "text/numbers.h"

namespace bornes::formats {

HandFrames* HandFramesCollector::handOf(int hand) {
    if (only_ && hand != *only_) return nullptr;
    const std::size_t at = only_ ? 0 : static_cast<std::size_t>(hand);
    if (out_.size() <= at) out_.resize(at + 1);
    out_[at].hand = hand;
    return &out_[at];
}

void HandFramesCollector::handStarted(int hand, const Position& start, const RecordedHand& record) {
    HandFrames* out = handOf(hand);
    if (!out) return;
    out->found = true;
    out->openingComment = record.openingComment;
    // A dealt hand rests at the first player's turn, its first card drawn: the deal is
    // shown as dealt, six cards each, and that draw as a step of its own.
    const bool drawn = start.pileHistory().size() == static_cast<std::size_t>(start.pileSize()) + 1;
    Frame deal;
    deal.position = deal.before = start;
    deal.dealt = start.pileHistory().size() > static_cast<std::size_t>(start.pileSize());
    if (drawn) deal.position.undoDraw(start.toMove()), deal.before = deal.position;
    out->frames.push_back(deal);
    if (!drawn) return;
    Frame draw;
    draw.position = start;
    draw.before = deal.position;
    draw.turn = 1;
    draw.seat = start.toMove();
    draw.draw = true;
    out->frames.push_back(std::move(draw));
}

void HandFramesCollector::stepped(const ReplayStep& step, const Position& before,
                                  const Position& after) {
    HandFrames* out = handOf(step.hand);
    if (!out) return;
    Frame f;
    f.position = after;
    f.before = before;
    f.turn = step.turn;
    f.seat = step.seat;
    f.move = step.move;
    f.implied = step.action == nullptr;
    if (step.action) f.comment = step.action->comment;
    const Action a = step.move.action();
    f.extraTurn = isSafety(step.move.card()) && (a == Action::Play || a == Action::CoupFourre) &&
                  !after.over() && after.phase() == Phase::Turn && after.toMove() == step.seat;
    out->frames.push_back(std::move(f));
}

void HandFramesCollector::handEnded(int hand, const Position&, const HandScore& score,
                                    const Game&) {
    if (HandFrames* out = handOf(hand)) out->score = score;
}

void markInvalid(std::vector<HandFrames>& hands, const std::vector<Diagnostic>& problems,
                 std::size_t from) {
    for (std::size_t i = from; i < problems.size(); ++i)
        if (problems[i].severity == Severity::Error)
            for (HandFrames& h : hands) h.valid = false;
}

HandFrames framesOf(const Record& record, int hand, const PlayOptions& options,
                    std::vector<Diagnostic>& problems, bool complete) {
    std::vector<HandFrames> one;
    HandFramesCollector collector(one, hand);
    const std::size_t before = problems.size();
    playRecord(record, options, problems, &collector, complete);
    if (one.empty()) {
        one.emplace_back();  // a hand the record does not hold: not found
        one.front().hand = hand;
    }
    markInvalid(one, problems, before);
    return std::move(one.front());
}

std::vector<const Frame*> turnEnds(const HandFrames& hand) {
    std::vector<const Frame*> ends;
    for (std::size_t i = 0; i < hand.frames.size(); ++i)
        if (i + 1 == hand.frames.size() || hand.frames[i + 1].turn != hand.frames[i].turn)
            ends.push_back(&hand.frames[i]);
    return ends;
}

std::string frameSentence(const Frame& frame, const SeatNames& names, Language lang) {
    if (frame.seat < 0) {
        // A hand dealt: the dealer sits to the right of the first player (§3).
        const Position& p = frame.position;
        if (!frame.dealt) return word(WordId::FrameStartingPosition, lang);
        const std::string dealer =
            names.seat((p.toMove() + p.table().players - 1) % p.table().players);
        return say(WordId::FrameDeals, lang, dealer);
    }
    if (frame.draw) {
        const Position& p = frame.position;
        const Card drawn = p.pileHistory()[static_cast<std::size_t>(p.pileSize())];
        const std::string card = drawn == Card::Unknown
                                     ? std::string(word(WordId::FrameACard, lang))
                                     : std::string(cardName(drawn, lang));
        return say(WordId::FrameDraws, lang, names.seat(frame.seat), card);
    }
    std::string text;
    if (frame.move.action() == Action::CoupFourre)
        text = say(WordId::FrameCoupFourre, lang, names.seat(frame.seat), frame.move.card());
    else
        text = names.seat(frame.seat) + " " + describeMove(frame.before, frame.move, names, lang);
    if (frame.extraTurn) text += word(WordId::FramePlaysAgain, lang);
    return text;
}

std::string turnSentence(const HandFrames& hand, int turn, const SeatNames& names, Language lang) {
    std::string text;
    for (const Frame& f : hand.frames) {
        if (f.turn != turn || f.seat < 0) continue;
        if (!text.empty()) text += " — ";
        text += frameSentence(f, names, lang);
    }
    return text.empty() ? frameSentence(hand.frames.front(), names, lang) : text;
}

std::string handEndSentence(const HandFrames& hand, const SeatNames& names, Language lang) {
    if (hand.frames.empty() || !hand.frames.back().position.over()) return {};
    const Position& end = hand.frames.back().position;
    const int winner = end.winner();
    if (winner == kNoSide) return word(WordId::FrameNoWinner, lang);
    // The distance as formatNumber writes it (English groups with a comma, as say() does not).
    std::string text =
        say(WordId::FrameSideWins, lang, std::string(1, static_cast<char>('A' + winner)),
            names.side(winner), formatNumber(end.tableau(winner).distance, lang));
    if (end.crowned()) text += word(WordId::FrameByCouronnement, lang);
    return text;
}

std::string turnComments(const HandFrames& hand, int turn) {
    if (turn == 0) return hand.openingComment;
    std::string text;
    for (const Frame& f : hand.frames)
        if (f.turn == turn && !f.comment.empty()) text += (text.empty() ? "" : " — ") + f.comment;
    return text;
}

}  // namespace bornes::formats
