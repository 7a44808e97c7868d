// SPDX-License-Identifier: Apache-2.0
#include "common/solve_input.h"

#include <map>

#include "messages/card_names.h"
#include "messages/words.h"
#include "notation/puzzle.h"
#include "notation/record_reader.h"
#include "replay/record_moment.h"
#include "replay/transcript.h"
#include "text/ascii.h"
#include "text/name_folding.h"

namespace bornes::formats {

namespace {

// The side `name` denotes: a letter, a player's name (any case, accents or not), or P1..P6
// for its own seat (as the notation allows).
std::optional<int> sideNamed(const std::string& name, const SeatNames& names) {
    const Table& table = names.table();
    const std::string n = lowerAscii(name);
    if (n.size() == 1 && n[0] >= 'a' && n[0] < 'a' + table.sides) return n[0] - 'a';
    if (n.size() == 2 && n[0] == 'p' && n[1] >= '1' && n[1] < '1' + table.players)
        return table.sideOf(n[1] - '1');
    for (int seat = 0; seat < table.players; ++seat)
        if (foldName(names.seat(seat)) == foldName(name)) return table.sideOf(seat);
    return std::nullopt;
}

// Applies the command line's question and side. What the puzzle says of its own question —
// the expected answer, the note — goes when another question or side is asked. Returns a
// message when the side does not exist.
std::optional<Message> applyOverrides(SolvedPuzzle& p, const SolveOverrides& o) {
    if (o.question && *o.question != p.query.question) {
        p.query.question = *o.question;
        p.expected.reset();
        p.note.clear();
    }
    if (!o.side.empty()) {
        const auto side = sideNamed(o.side, p.names);
        if (!side) {
            std::string choices = "A, B";
            if (p.position.table().sides == 3) choices += ", C";
            for (int seat = 0; seat < p.position.table().players; ++seat)
                choices += ", " + p.names.seat(seat);
            return Message(MessageId::SideOption, o.side, choices);
        }
        if (*side != p.query.side) {
            p.expected.reset();
            p.note.clear();
        }
        p.query.side = *side;
    }
    return std::nullopt;
}

void addPuzzle(SolveInputs& in, Puzzle&& puzzle, const SolveOverrides& o, std::string_view text,
               bool fromFile) {
    const long long line = puzzle.lineNumber;
    const Table& table = puzzle.line.position.table();
    SolvedPuzzle p{puzzle.id,
                   joinNotes(puzzle.note, puzzle.noteFrench),
                   puzzle.line.position,
                   puzzle.line.rules,
                   puzzle.query,
                   puzzle.expected,
                   Solution{},
                   puzzle.seats[0].empty() ? SeatNames(table) : SeatNames(table, puzzle.seats),
                   true,
                   {},
                   0,
                   -1,
                   std::nullopt};
    p.named = fromFile || puzzle.line.operation("id") != nullptr;
    if (auto why = applyOverrides(p, o)) {
        in.problems.push_back({Diagnostic{Severity::Error, {0, 0}, *why}, "", true});
        return;
    }
    if (auto missing = o.hiddenCards ? std::nullopt : missingCards(p.position, p.names)) {
        in.problems.push_back(
            {Diagnostic{Severity::Error, {line, 1}, std::move(*missing)}, std::string(text)});
        return;
    }
    in.puzzles.push_back(std::move(p));
}

}  // namespace

std::optional<Message> missingCards(const Position& pos, const SeatNames& names, int hand,
                                    int turn) {
    std::string hands;  // "Paul (5), Janine (5)": names and numbers read in either language
    for (int seat = 0; seat < pos.table().players; ++seat)
        if (const int n = pos.hand(seat).count(Card::Unknown))
            hands +=
                (hands.empty() ? "" : ", ") + names.seat(seat) + " (" + std::to_string(n) + ")";
    int pile = 0;
    for (Card c : pos.pile()) pile += c == Card::Unknown;
    if (hands.empty() && pile == 0) return std::nullopt;
    return Message(MessageId::UnknownCardsForSolver, hands, pile ? std::to_string(pile) : "",
                   pos.pileSize(), hand > 0 ? std::to_string(hand) : "", std::to_string(turn));
}

SolveInputs puzzlesFromLine(std::string_view text, const SolveOverrides& overrides) {
    SolveInputs in;
    PuzzleParse parsed = parsePuzzle(text, 1);
    if (!parsed.puzzle)
        in.problems.push_back({parsed.problem, std::string(text)});
    else
        addPuzzle(in, std::move(*parsed.puzzle), overrides, text, false);
    return in;
}

SolveInputs puzzlesFromCollection(std::istream& stream, const SolveOverrides& overrides,
                                  const std::string& id) {
    SolveInputs in;
    PuzzleReader reader(stream);
    std::optional<Puzzle> puzzle;
    Diagnostic problem;
    std::map<std::string, long long> seen;  // id -> the line that first used it
    // Memory stays bounded whatever the file holds: a limit on puzzles, and on problems
    // (a gigabyte of junk is not a million problems kept with their lines).
    auto stop = [&](long long line, Message why) {
        in.problems.push_back({Diagnostic{Severity::Error, {line, 1}, std::move(why)}, ""});
    };
    while (reader.next(puzzle, problem)) {
        if (in.problems.size() >= kMaxCollectionProblems) {
            stop(reader.lineNumber(),
                 Message(MessageId::CollectionTooManyProblems, kMaxCollectionProblems));
            break;
        }
        if (!puzzle) {
            in.problems.push_back({problem, std::string(reader.lastLine())});
            continue;
        }
        if (seen.size() >= kMaxCollectionPuzzles) {
            stop(puzzle->lineNumber,
                 Message(MessageId::CollectionTooManyPuzzles, kMaxCollectionPuzzles));
            break;
        }
        const auto [first, fresh] = seen.emplace(puzzle->id, puzzle->lineNumber);
        if (!fresh) {
            const std::string text(reader.lastLine());
            const std::size_t at = text.find(" id=");
            const int column = at == std::string::npos ? 1 : static_cast<int>(at) + 2;
            in.problems.push_back({Diagnostic{Severity::Error,
                                              {puzzle->lineNumber, column},
                                              Message(MessageId::PuzzleIdTwice, puzzle->id,
                                                      std::to_string(first->second))},
                                   text});
            continue;
        }
        if (!id.empty() && puzzle->id != id) continue;
        addPuzzle(in, std::move(*puzzle), overrides, reader.lastLine(), true);
    }
    if (reader.failed()) in.readError = true;
    return in;
}

SolveInputs puzzleFromRecord(std::istream& stream, int game, int hand, int turn,
                             const SolveOverrides& overrides, formats::Language lang) {
    SolveInputs in;
    RecordReader reader(stream);
    Record record;
    std::vector<Diagnostic> problems;
    int number = 0;
    auto fail = [&](Message message) {
        in.problems.push_back({Diagnostic{Severity::Error, {0, 0}, std::move(message)}, ""});
        return in;
    };
    while (true) {
        problems.clear();
        if (!reader.next(record, problems)) break;
        if (++number != game) continue;
        const int hands = static_cast<int>(record.hands.size());
        const bool complete = !upToFirstError(problems);
        if (hand > hands) {
            // A game the reader stopped in before the hand asked for: its error is why.
            if (!complete) {
                const Diagnostic& error = problems.back();
                in.problems.push_back({error, std::string(reader.line(error.where.line))});
                return in;
            }
            return fail(Message(MessageId::GameHasFewerHands, "", game, hands, hand));
        }
        const Moment moment = momentOf(record, hand - 1, turn, PlayOptions{}, problems, complete);
        upToFirstError(problems);
        if (!moment.position) {
            // The record must be valid up to the moment asked for: an error after it does not
            // matter.
            for (const Diagnostic& d : problems)
                if (d.severity == Severity::Error)
                    in.problems.push_back({d, std::string(reader.line(d.where.line))});
            if (in.problems.empty()) fail(Message(MessageId::NoSuchTurnInGame, turn, hand, game));
            return in;
        }
        SolvedPuzzle p{formats::say(formats::WordId::RecordMoment, lang, record.event,
                                    std::to_string(hand), std::to_string(turn)),
                       "",
                       *moment.position,
                       record.rules.scoring,
                       Query{},
                       std::nullopt,
                       Solution{},
                       seatNamesOf(record),
                       true,
                       record.event,
                       hand,
                       turn,
                       std::nullopt};
        p.query.rules = record.rules.scoring;
        p.query.side = p.position.over() ? 0 : p.position.sideToMove();
        if (auto why = applyOverrides(p, overrides))
            in.problems.push_back({Diagnostic{Severity::Error, {0, 0}, *why}, "", true});
        else if (auto missing = overrides.hiddenCards
                                    ? std::nullopt
                                    : missingCards(p.position, p.names, hand, turn))
            in.problems.push_back({Diagnostic{Severity::Error, {0, 0}, std::move(*missing)}, ""});
        else
            in.puzzles.push_back(std::move(p));
        return in;
    }
    if (reader.readFailed()) in.readError = true;
    return fail(Message(MessageId::InputHoldsFewerGames, number, game));
}

}  // namespace bornes::formats
