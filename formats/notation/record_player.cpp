// SPDX-License-Identifier: Apache-2.0
#include "notation/record_player.h"

#include <array>

#include "engine/rules.h"
#include "messages/card_names.h"

namespace bornes::formats {

namespace {

// Plays one hand of a record.
class HandPlayer {
  public:
    HandPlayer(const Record& record, int hand, const PlayOptions& options,
               std::vector<Diagnostic>& problems, ReplayObserver* observer)
        : r_(record),
          rh_(record.hands[static_cast<std::size_t>(hand)]),
          hand_(hand),
          options_(options),
          problems_(problems),
          observer_(observer) {}

    // Plays every action from `start`; false at the first error.
    bool run(const Position& start, int openingDraws) {
        pos_ = start;
        drawn_ = openingDraws;
        for (const RecordedAction& a : rh_.actions)
            if (!step(a)) return false;
        return true;
    }

    // Ends the hand as the record does: an allonge decision left open at the end of a scored
    // hand is a stop (the side takes its win).
    bool finish(bool scored) {
        if (pos_.phase() == Phase::Allonge && scored) applyImplied(Move::declineAllonge());
        // A side past the target must have taken a card back by the end of the hand; in a
        // record that stops before the end there is still time.
        for (int side = 0; side < r_.rules.table.sides; ++side)
            if (pastTarget_[static_cast<std::size_t>(side)] != Card::None &&
                (scored || pos_.over()))
                return error(scored ? rh_.scoreWhere : rh_.actions.back().where,
                             Message(MessageId::NeverTookBack, r_.sideName(side)));
        return true;
    }

    const Position& position() const { return pos_; }
    long moves() const { return moves_; }

  private:
    bool error(SourceLocation where, Message message) {
        problems_.push_back({Severity::Error, where, std::move(message)});
        return false;
    }
    // An irregularity of §10: a warning, or an error in strict mode. Returns false on error.
    bool irregular(SourceLocation where, Message message) {
        problems_.push_back(
            {options_.strict ? Severity::Error : Severity::Warning, where, std::move(message)});
        irregular_ = true;
        return !options_.strict;
    }

    std::string seat(int s) const { return r_.seatName(s); }

    // "It is X's turn, not Y's", with why it is X's: the first turn of the hand (§3), the
    // extra turn of a safety (R4), the turn after a coup-fourré (§5), or seat order (§3).
    Message whyThisPlayer(int expected, int written) const {
        const int players = r_.rules.table.players;
        if (lastSeat_ < 0)
            return Message(MessageId::WrongPlayerFirst, seat(expected), seat(written),
                           seat((expected + players - 1) % players));
        if (lastMove_.action() == Action::CoupFourre)
            return Message(MessageId::WrongPlayerAfterCoupFourre, seat(expected), seat(written));
        if (lastMove_.action() == Action::Play && isSafety(lastMove_.card()) &&
            lastSeat_ == expected)
            return Message(MessageId::WrongPlayerExtraTurn, seat(expected), seat(written));
        return Message(MessageId::WrongPlayerNext, seat(expected), seat(written), seat(lastSeat_));
    }

    // Applies a move; `change` changes the position (the move itself by default).
    template <class Change>
    void change(ReplayStep& step, Move m, Change&& changePosition) {
        const int pileBefore = pos_.pileSize();
        const Phase phaseBefore = pos_.phase();
        if (observer_) before_ = pos_;  // copied only when someone looks
        changePosition();
        ++moves_;
        if (m.action() != Action::DeclineCoupFourre) lastMove_ = m, lastSeat_ = step.seat;
        step.move = m;
        step.irregular = irregular_;
        irregular_ = false;
        if (observer_) observer_->stepped(step, before_, pos_);
        // Draws made while applying this move belong to the next decision (position.h).
        drawn_ = pileBefore - pos_.pileSize();
        const bool extraTurn = pileBefore > 0 && phaseBefore != Phase::Allonge &&
                               ((m.action() == Action::Play && isSafety(m.card())) ||
                                m.action() == Action::CoupFourre);
        newTurn_ = pos_.phase() == Phase::Turn && !extraTurn;
    }

    void apply(ReplayStep& step, Move m) {
        change(step, m, [&] { pos_.apply(m); });
    }

    void applyImplied(Move m) {
        ReplayStep step;
        step.hand = hand_;
        step.turn = turn_;
        step.seat = pos_.toMove();
        apply(step, m);
    }

    // A coup-fourré written without its keyword ("Gaëlle: Increvable" right after the
    // Crevaison on her side): the safety of the hazard just played, laid out of turn by a
    // seat of the attacked side; the error says what it looks like rather than whose turn it
    // is. At the seat's own turn it is a legal play (the coup-fourré declined, R8) and is read
    // so without a word: self-play records decline and play so.
    bool coupFourreWithoutKeyword(const RecordedAction& a) {
        const Card hazard = pos_.pendingHazard();
        const int who = a.actor;  // an action with no name is the next player's: in turn
        if (who < 0 || a.kind != RecordedAction::Kind::Play || a.card != safetyFor(hazard) ||
            r_.rules.table.sideOf(who) != pos_.attackedSide() || !pos_.mayHold(who, a.card))
            return false;
        Position declined = pos_;
        declined.apply(Move::declineCoupFourre());
        if (declined.toMove() == who) return false;
        error(a.where, Message(MessageId::CoupFourreWithoutKeyword, seat(who), a.card, hazard,
                               std::string(shortCode(a.card))));
        return true;
    }

    bool step(const RecordedAction& a) {
        using Kind = RecordedAction::Kind;
        const bool decidesCoupFourre =
            a.kind == Kind::CoupFourre || a.kind == Kind::DeclineCoupFourre;
        if (pos_.phase() == Phase::CoupFourre && coupFourreWithoutKeyword(a)) return false;
        if (pos_.phase() == Phase::CoupFourre && !decidesCoupFourre)
            applyImplied(Move::declineCoupFourre());  // R8
        if (pos_.over()) {
            if (pos_.winner() != kNoSide)
                return error(a.where, Message(MessageId::HandOverWon, r_.sideName(pos_.winner()),
                                              pos_.target()));
            return error(a.where, Message(MessageId::HandOverNoCards));
        }
        if (pos_.phase() == Phase::Allonge && a.kind != Kind::DeclareAllonge &&
            a.kind != Kind::DeclineAllonge)
            return error(a.where,
                         Message(MessageId::AllongeMissing, seat(pos_.toMove()), pos_.target()));
        if (decidesCoupFourre && pos_.phase() != Phase::CoupFourre)
            return error(a.where, Message(MessageId::NoCoupFourreHere));

        // Who acts.
        int actor = pos_.toMove();
        if (a.kind == Kind::CoupFourre && a.actor >= 0) actor = a.actor;
        if (a.actor >= 0 && a.actor != actor) {
            if (pos_.phase() == Phase::CoupFourre)
                return error(a.where, Message(MessageId::CoupFourreDecisionOf, seat(pos_.toMove()),
                                              seat(a.actor)));
            return error(a.where, whyThisPlayer(actor, a.actor));
        }
        if (newTurn_) ++turn_, newTurn_ = false;
        if (a.turn && a.turn != turn_) {
            const Message text(MessageId::WrongTurnNumber, turn_, a.turn);
            if (options_.strict) return error(a.turnWhere, text);
            problems_.push_back({Severity::Warning, a.turnWhere, text});
        }
        // A side past the target must take a card back at its next turn (§10).
        const int actorSide = r_.rules.table.sideOf(actor);
        if (pastTarget_[static_cast<std::size_t>(actorSide)] != Card::None &&
            pos_.phase() == Phase::Turn && a.kind != Kind::TakeBack)
            return error(a.where,
                         Message(MessageId::MustTakeBack, r_.sideName(actorSide), seat(actor)));

        ReplayStep step;
        step.hand = hand_;
        step.turn = turn_;
        step.seat = actor;
        step.action = &a;
        if (!draws(a, actor, step)) return false;

        if (a.kind == Kind::TakeBack) return takeBack(a, actor, step);
        int side = a.side;
        if (a.kind == Kind::Attack && side < 0) {
            const int sides = r_.rules.table.sides;
            if (sides != 2)
                return error(a.where,
                             Message(MessageId::NameTheSide, a.card,
                                     std::string(shortCode(a.card)) + ">" +
                                         sideLetter((r_.rules.table.sideOf(actor) + 1) % sides)));
            side = 1 - r_.rules.table.sideOf(actor);
        }
        const Move m = *moveOf(a, actor, side);  // not a take-back: handled above
        // isLegal first: whyIllegal words its answer, and a record's moves are nearly all legal.
        if (const auto refusal = isLegal(pos_, m) ? std::nullopt : whyIllegal(pos_, m)) {
            // §5/§10: a hazard against a safety already on the table is taken back and discarded.
            if (refusal->violation == Violation::ProtectedBySafety) {
                if (!irregular(a.where, Message(MessageId::AttackOnSafety, *refusal))) return false;
                apply(step, Move::discard(a.card));
                return true;
            }
            // §10: a side found past the target takes a distance card back at its next turn.
            if (refusal->violation == Violation::PastTarget) {
                if (!irregular(a.where, Message(MessageId::PlayedPastTarget, a.card,
                                                r_.sideName(pos_.sideToMove()), pos_.target())))
                    return false;
                pastTarget_[static_cast<std::size_t>(pos_.sideToMove())] = a.card;
                change(step, m, [&] { pos_.playPastTarget(a.card); });
                return true;
            }
            return error(a.where, Message(MessageId::IllegalMove, seat(actor), *refusal));
        }
        apply(step, m);
        return true;
    }

    // The draws written before an action, against those the rules made (§3, §5, §10).
    bool draws(const RecordedAction& a, int actor, ReplayStep& step) {
        const auto history = pos_.pileHistory();
        const int top = pos_.pileSize() + drawn_ - 1;  // history index of the first card drawn
        auto drawnCard = [&](int i) { return history[static_cast<std::size_t>(top - i)]; };
        if (a.kind == RecordedAction::Kind::TakeBack || a.noDraw) {
            // A lost turn, or a player who did not draw: the cards go back on the pile.
            if (a.kind == RecordedAction::Kind::TakeBack && a.drawCount)
                return error(a.drawWhere, Message(MessageId::TakeBackDraws));
            if (a.noDraw && drawn_ > 0 &&
                !irregular(a.drawWhere, Message(MessageId::SkippedDraw, seat(actor))))
                return false;
            // A lost turn draws nothing; "+-" skips one draw (the last: after a coup-fourré,
            // the extra turn's).
            const int undone =
                a.kind == RecordedAction::Kind::TakeBack ? drawn_ : std::min(drawn_, 1);
            for (int i = 0; i < undone; ++i) pos_.undoDraw(actor);
            drawn_ -= undone;
            if (drawn_ == 0) return true;
        }
        const int written = a.drawCount;
        if (written > drawn_) {
            if (pos_.pileSize() < written - drawn_)
                return error(a.drawWhere, Message(MessageId::DrawsPastPile, seat(actor), written,
                                                  drawn_ + pos_.pileSize()));
            if (!irregular(a.drawWhere,
                           Message(MessageId::ExtraDraw, seat(actor), written, drawn_)))
                return false;
            for (int i = drawn_; i < written; ++i) {
                pos_.drawExtra(actor);
                ++drawn_;
            }
        }
        for (int i = 0; i < drawn_ && i < static_cast<int>(step.draws.size()); ++i) {
            Card c = drawnCard(i);
            if (i < written && a.draws[static_cast<std::size_t>(i)] != Card::Unknown) {
                const Card said = a.draws[static_cast<std::size_t>(i)];
                if (c == Card::Unknown) {
                    if (pos_.unaccounted(said) == 0)
                        return error(a.drawWhere,
                                     Message(MessageId::DrawAllAccounted, seat(actor), said));
                    pos_.reveal(actor, said);
                } else if (c != said) {
                    return error(a.drawWhere,
                                 Message(MessageId::DrawNotNext, seat(actor), said, c));
                }
                c = said;
            }
            step.draws[static_cast<std::size_t>(i)] = c;
        }
        step.drawCount = drawn_;
        return true;
    }

    bool takeBack(const RecordedAction& a, int actor, ReplayStep& step) {
        const int side = r_.rules.table.sideOf(actor);
        const Card last = pastTarget_[static_cast<std::size_t>(side)];
        if (last == Card::None)
            return error(a.where, Message(MessageId::TakeBackNotPast, r_.sideName(side)));
        const Tableau& t = pos_.tableau(side);
        if (!isDistance(a.card) || t.count(a.card) == 0)
            return error(a.where, Message(MessageId::TakeBackMissing, r_.sideName(side), a.card));
        // §10: the last distance card played, or, if nobody remembers it, one of the largest;
        // either way the side ends below the target.
        int largest = 0;
        for (Card d = Card::D25; d <= Card::D200; d = cardAt(index(d) + 1))
            if (t.count(d) > 0) largest = kilometres(d);
        if (a.card != last && kilometres(a.card) != largest)
            return error(a.where, Message(MessageId::TakeBackWhich, last, largest, a.card));
        if (t.distance - kilometres(a.card) >= pos_.target())
            return error(a.where, Message(MessageId::TakeBackNotEnough, a.card, r_.sideName(side),
                                          t.distance - kilometres(a.card), pos_.target()));
        if (!irregular(a.where, Message(MessageId::TookBack, seat(actor), a.card))) return false;
        change(step, Move::discard(a.card), [&] { pos_.takeBack(a.card); });
        pastTarget_[static_cast<std::size_t>(side)] = Card::None;
        return true;
    }

    const Record& r_;
    const RecordedHand& rh_;
    int hand_;
    const PlayOptions& options_;
    std::vector<Diagnostic>& problems_;
    ReplayObserver* observer_;
    Position pos_;
    Position before_;  // the position before the last change, for the observer
    int drawn_ = 0;    // cards the player deciding next has just drawn
    int turn_ = 0;
    bool newTurn_ = true;
    bool irregular_ = false;
    // The distance card that took each side past the target (§10), Card::None for none.
    std::array<Card, kMaxSides> pastTarget_{Card::None, Card::None, Card::None};
    long moves_ = 0;
    Move lastMove_;      // the last move that was not an implied decline, and who made it
    int lastSeat_ = -1;  // (-1: none yet in this hand)
};

}  // namespace

PlayResult playRecord(const Record& record, const PlayOptions& options,
                      std::vector<Diagnostic>& problems, ReplayObserver* observer, bool complete) {
    PlayResult result;
    Game game(record.rules);
    result.game = game;  // kept up to date hand by hand: an error later keeps the hands before it
    int expectedDealer = -1;
    auto fail = [&](SourceLocation where, Message message) {
        problems.push_back({Severity::Error, where, std::move(message)});
        result.valid = false;
        return result;
    };
    for (int h = 0; h < static_cast<int>(record.hands.size()); ++h) {
        const RecordedHand& rh = record.hands[static_cast<std::size_t>(h)];
        if (rh.broken) break;  // the reader reported why
        if (rh.number && rh.number != h + 1)
            return fail(rh.where, Message(MessageId::WrongHandNumber, h + 1, rh.number));
        if (game.status() != GameStatus::Playing)
            return fail(rh.where, Message(MessageId::GameOver));
        const HandStart start = handStart(record, h, expectedDealer);
        if (!start.position) return fail(start.where, start.error);
        if (observer) observer->handStarted(h, *start.position, rh);
        HandPlayer player(record, h, options, problems, observer);
        // A hand dealt here opens with the first player's draw; a [Position] rests after it.
        const int openingDraws =
            static_cast<int>(start.position->pileHistory().size()) - start.position->pileSize();
        const bool ok = player.run(*start.position, openingDraws);
        result.moves += player.moves();
        if (!ok) {
            result.valid = false;
            return result;
        }
        const bool lastHand = h + 1 == static_cast<int>(record.hands.size());
        const bool readToEnd = complete || !lastHand;
        if (!player.finish(!rh.score.empty())) {
            result.valid = false;
            return result;
        }
        const Position& end = player.position();
        if (!end.over()) {
            if (!rh.score.empty())
                return fail(rh.scoreWhere,
                            Message(MessageId::ScoreBeforeEnd, record.seatName(end.toMove())));
            if (!lastHand)
                return fail(record.hands[static_cast<std::size_t>(h + 1)].where,
                            Message(MessageId::HandNotFinishedFollowed, h + 1));
            if (options.strict && readToEnd)
                return fail(rh.actions.empty() ? rh.where : rh.actions.back().where,
                            Message(MessageId::HandNotFinished, h + 1));
            break;
        }
        const HandScore score = scoreHand(end, record.rules.scoring);
        if (!rh.score.empty()) {
            for (int s = 0; s < record.rules.table.sides; ++s)
                if (rh.score[static_cast<std::size_t>(s)] != score.total(s))
                    return fail(rh.scoreWhere,
                                Message(MessageId::WrongHandScore, record.sideName(s),
                                        score.total(s), rh.score[static_cast<std::size_t>(s)]));
        } else if (options.strict && readToEnd) {
            return fail(rh.actions.empty() ? rh.where : rh.actions.back().where,
                        Message(MessageId::NoScore, h + 1));
        }
        game.record(score);
        result.game = game;
        ++result.hands;
        // The deal passes to the left (§3); after a hand that started from a position the
        // dealer is not known.
        expectedDealer = start.dealer >= 0 ? (start.dealer + 1) % record.rules.table.players : -1;
        if (observer) observer->handEnded(h, end, score, game);
    }
    result.game = game;
    if (!complete) return result;
    if (!record.scores.empty()) {
        // A record built by a program may hold a wrong count: never read past it.
        if (record.scores.size() != static_cast<std::size_t>(record.rules.table.sides))
            return fail(record.scoresWhere, Message(MessageId::ScoresSides, record.scores.size(),
                                                    record.rules.table.sides));
        for (int s = 0; s < record.rules.table.sides; ++s)
            if (record.scores[static_cast<std::size_t>(s)] != game.total(s))
                return fail(record.scoresWhere,
                            Message(MessageId::WrongGameScore, record.sideName(s), game.total(s),
                                    record.scores[static_cast<std::size_t>(s)]));
    }
    if (!record.result.empty() && record.result != "*") {
        if (record.result == "draw") {
            if (game.status() != GameStatus::Drawn)
                return fail(record.resultWhere, Message(MessageId::ResultNotDrawn));
        } else {
            const int side = record.result[0] - 'A';
            if (game.status() != GameStatus::Won)
                return fail(record.resultWhere, Message(MessageId::ResultNoWinner));
            if (game.winner() != side)
                return fail(record.resultWhere,
                            Message(MessageId::ResultWrongWinner, record.sideName(side),
                                    record.sideName(game.winner())));
        }
    } else if (options.strict && record.result.empty()) {
        return fail(record.where, Message(MessageId::NoResult));
    }
    return result;
}

}  // namespace bornes::formats
