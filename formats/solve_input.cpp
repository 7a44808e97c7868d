#include "solve_input.h"

#include "ascii.h"
#include "card_names.h"
#include "puzzle.h"
#include "record_moment.h"
#include "record_reader.h"
#include "transcript.h"

namespace bornes::formats {

namespace {

// The side `name` denotes: a letter, or a player's name (any case).
std::optional<int> sideNamed(const std::string& name, const SeatNames& names) {
    const Table& table = names.table();
    const std::string n = lowerAscii(name);
    if (n.size() == 1 && n[0] >= 'a' && n[0] < 'a' + table.sides) return n[0] - 'a';
    for (int seat = 0; seat < table.players; ++seat)
        if (foldName(names.seat(seat)) == foldName(name))
            return table.sideOf(seat);  // any case, accents or not
    return std::nullopt;
}

// Applies the command line's question and side, and checks the puzzle can be solved.
// Returns a message when it cannot.
std::optional<std::string> prepare(SolvedPuzzle& p, const SolveOverrides& o) {
    if (o.question && *o.question != p.query.question) {
        p.query.question = *o.question;
        p.expected.reset();  // the answer given was to another question
    }
    if (!o.side.empty()) {
        const auto side = sideNamed(o.side, p.names);
        if (!side) {
            std::string sides = "A, B";
            if (p.position.table().sides == 3) sides += ", C";
            return "no side '" + o.side + "' at this table: --side is a side letter (" + sides +
                   ") or a player (§2)";
        }
        if (*side != p.query.side) p.expected.reset();
        p.query.side = *side;
    }
    if (auto missing = missingCards(p.position, p.names)) return *missing;
    return std::nullopt;
}

SolvedPuzzle fromPuzzle(Puzzle&& puzzle) {
    const Table& table = puzzle.line.position.table();
    return SolvedPuzzle{puzzle.id,    puzzle.note,     puzzle.line.position, puzzle.line.rules,
                        puzzle.query, puzzle.expected, Solution{},           SeatNames(table)};
}

void addPuzzle(SolveInputs& in, Puzzle&& puzzle, const SolveOverrides& o, std::string_view text) {
    const int line = puzzle.lineNumber;
    SolvedPuzzle p = fromPuzzle(std::move(puzzle));
    if (auto why = prepare(p, o)) {
        in.problems.push_back({Diagnostic{Severity::Error, {line, 1}, *why}, std::string(text)});
        return;
    }
    in.puzzles.push_back(std::move(p));
}

}  // namespace

std::optional<std::string> missingCards(const Position& pos, const SeatNames& names) {
    std::string missing;
    for (int seat = 0; seat < pos.table().players; ++seat)
        if (const int n = pos.hand(seat).count(Card::Unknown)) {
            missing += (missing.empty() ? "" : ", ") + names.seat(seat) + "'s hand holds " +
                       std::to_string(n) + (n == 1 ? " unknown card" : " unknown cards");
        }
    int pile = 0;
    for (Card c : pos.pile()) pile += c == Card::Unknown;
    if (pile)
        missing += (missing.empty() ? "" : ", ") + std::to_string(pile) + " of the " +
                   std::to_string(pos.pileSize()) + " cards of the draw pile " +
                   (pile == 1 ? "is" : "are") + " unknown";
    if (missing.empty()) return std::nullopt;
    return "the solver needs every card of the hands and of the draw pile: " + missing +
           " (write them in the position, or in the record's [Deal], [Pile] and draws)";
}

SolveInputs puzzlesFromLine(std::string_view text, const SolveOverrides& overrides) {
    SolveInputs in;
    PuzzleParse parsed = parsePuzzle(text, 1);
    if (!parsed.puzzle)
        in.problems.push_back({parsed.problem, std::string(text)});
    else
        addPuzzle(in, std::move(*parsed.puzzle), overrides, text);
    return in;
}

SolveInputs puzzlesFromCollection(std::istream& stream, const SolveOverrides& overrides,
                                  const std::string& id) {
    SolveInputs in;
    PuzzleReader reader(stream);
    std::optional<Puzzle> puzzle;
    Diagnostic problem;
    while (reader.next(puzzle, problem)) {
        if (!puzzle) {
            in.problems.push_back({problem, std::string(reader.lastLine())});
            continue;
        }
        if (!id.empty() && puzzle->id != id) continue;
        addPuzzle(in, std::move(*puzzle), overrides, reader.lastLine());
    }
    if (reader.failed()) in.readError = "read error";
    return in;
}

SolveInputs puzzleFromRecord(std::istream& stream, int game, int hand, int turn,
                             const SolveOverrides& overrides) {
    SolveInputs in;
    RecordReader reader(stream);
    Record record;
    std::vector<Diagnostic> problems;
    int number = 0;
    while (true) {
        problems.clear();
        if (!reader.next(record, problems)) break;
        if (++number != game) continue;
        const bool complete = !upToFirstError(problems);
        Moment moment = momentOf(record, hand - 1, turn, PlayOptions{}, problems, complete);
        upToFirstError(problems);
        // The record must be valid up to the moment asked for: an error after it does not matter.
        for (const Diagnostic& d : problems)
            if (d.severity == Severity::Error && !moment.position)
                in.problems.push_back({d, std::string(reader.line(d.where.line))});
        if (!moment.position) {
            if (in.problems.empty())
                in.problems.push_back(
                    {Diagnostic{Severity::Error,
                                {0, 0},
                                "no turn " + std::to_string(turn) + " in hand " +
                                    std::to_string(hand) + " of game " + std::to_string(game)},
                     ""});
            return in;
        }
        SolvedPuzzle p{
            record.event + ", hand " + std::to_string(hand) + ", turn " + std::to_string(turn),
            "",
            *moment.position,
            record.rules.scoring,
            Query{},
            std::nullopt,
            Solution{},
            seatNamesOf(record)};
        p.query.rules = record.rules.scoring;
        p.query.side = p.position.over() ? 0 : p.position.sideToMove();
        if (auto why = prepare(p, overrides))
            in.problems.push_back({Diagnostic{Severity::Error,
                                              {0, 0},
                                              "hand " + std::to_string(hand) + ", turn " +
                                                  std::to_string(turn) + ": " + *why},
                                   ""});
        else
            in.puzzles.push_back(std::move(p));
        return in;
    }
    in.problems.push_back(
        {Diagnostic{Severity::Error,
                    {0, 0},
                    "the file holds " + std::to_string(number) +
                        (number == 1 ? " game" : " games") + ", not " + std::to_string(game)},
         ""});
    if (stream.bad()) in.readError = "read error";
    return in;
}

}  // namespace bornes::formats
