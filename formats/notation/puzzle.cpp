// SPDX-License-Identifier: Apache-2.0
#include "notation/puzzle.h"

#include "messages/card_names.h"
#include "notation/seat_names.h"
#include "text/ascii.h"
#include "text/name_folding.h"
#include "text/numbers.h"
#include "text/utf8.h"

namespace bornes::formats {

namespace {

// The column (1-based, in characters) of byte `at` of the line.
int columnAt(std::string_view text, std::size_t at) {
    int column = 1;
    for (std::size_t i = 0; i < at && i < text.size(); ++i)
        column += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
    return column;
}

// The column (1-based) where operation `key=` starts in the line.
int columnOf(std::string_view text, std::string_view key) {
    const std::string needle = " " + std::string(key) + "=";
    const std::size_t at = text.find(needle);
    return at == std::string_view::npos ? 1 : static_cast<int>(at) + 2;
}

// An integer, with a sign, in plain digits.
std::optional<int> parseSigned(std::string_view text) {
    if (!text.empty() && (text.front() == '-' || text.front() == '+')) {
        const auto n = parseNumber(text.substr(1));
        if (!n) return std::nullopt;
        return text.front() == '-' ? -*n : *n;
    }
    return parseNumber(text);
}

}  // namespace

std::string_view questionName(Question q) {
    return questionTraits(q).keyword;
}

std::optional<Question> parseQuestion(std::string_view name) {
    return questionOfKeyword(lowerAscii(name));
}

std::string answerText(Question q, int value) {
    if (!questionTraits(q).yesNo) return std::to_string(value);
    return value ? "yes" : "no";
}

std::string joinNotes(std::string_view english, std::string_view french) {
    std::string notes(english);
    if (!french.empty()) notes += "\n" + std::string(french);
    return notes;
}

std::string_view noteIn(std::string_view notes, Language lang) {
    const std::size_t newline = notes.find('\n');
    if (newline == std::string_view::npos) return notes;
    if (lang == Language::French) return notes.substr(newline + 1);
    return notes.substr(0, newline);
}

PuzzleParse parsePuzzle(std::string_view text, long long lineNumber) {
    PuzzleParse out;
    auto fail = [&](int column, Message message) {
        out.problem =
            Diagnostic{Severity::Error, SourceLocation{lineNumber, column}, std::move(message)};
        return out;
    };
    PositionParse parsed = parsePosition(text);
    if (!parsed.line) {
        out.problem = Diagnostic{Severity::Error, SourceLocation{lineNumber, parsed.column},
                                 std::move(parsed.what)};
        return out;
    }
    Puzzle p;
    p.line = std::move(*parsed.line);
    p.lineNumber = lineNumber;
    const Position& pos = p.line.position;
    p.query.rules = p.line.rules;
    p.query.side = pos.over() ? 0 : pos.sideToMove();
    p.id = std::to_string(lineNumber);
    if (const std::string* id = p.line.operation("id")) {
        if (id->empty()) return fail(columnOf(text, "id"), Message(MessageId::PuzzleNoId));
        p.id = *id;
    }
    if (const std::string* q = p.line.operation("q")) {
        const auto question = parseQuestion(*q);
        if (!question) return fail(columnOf(text, "q"), Message(MessageId::PuzzleQuestion, *q));
        p.query.question = *question;
        p.questionGiven = true;
    }
    if (const std::string* seats = p.line.operation("seats"))
        if (auto problem = readSeatNames(*seats, pos.table(), p.seats))
            return fail(columnOf(text, "seats"), std::move(*problem));
    if (const std::string* side = p.line.operation("side")) {
        const std::string s = lowerAscii(*side);
        const int sides = pos.table().sides;
        int named = -1;  // side= may name a player of seats=
        for (int seat = 0; seat < pos.table().players; ++seat)
            if (!p.seats[static_cast<std::size_t>(seat)].empty() &&
                foldName(p.seats[static_cast<std::size_t>(seat)]) == foldName(*side))
                named = pos.table().sideOf(seat);
        if (named >= 0)
            p.query.side = named;
        else if (s.size() != 1 || s[0] < 'a' || s[0] >= 'a' + sides)
            return fail(columnOf(text, "side"), Message(MessageId::PuzzleSide, *side, sides,
                                                        sides == 3 ? "A, B, C" : "A, B"));
        else
            p.query.side = s[0] - 'a';
    }
    if (const std::string* a = p.line.operation("a")) {
        const std::string answer = lowerAscii(*a);
        if (!p.query.boolean()) {
            const auto n = parseSigned(answer);
            if (!n) return fail(columnOf(text, "a"), Message(MessageId::PuzzleScore, *a));
            p.expected = *n;
        } else if (answer == "yes" || answer == "oui") {
            p.expected = 1;
        } else if (answer == "no" || answer == "non") {
            p.expected = 0;
        } else {
            return fail(columnOf(text, "a"),
                        Message(MessageId::PuzzleYesNo, questionName(p.query.question), *a));
        }
    }
    if (const std::string* note = p.line.operation("note")) p.note = *note;
    if (const std::string* note = p.line.operation("note-fr")) p.noteFrench = *note;
    out.puzzle = std::move(p);
    return out;
}

bool PuzzleReader::next(std::optional<Puzzle>& puzzle, Diagnostic& problem) {
    std::string_view line;
    while (lines_.next(line)) {
        const long long number = lines_.lineNumber();
        last_ = std::string(line);
        puzzle.reset();
        if (lines_.cut()) {
            problem =
                Diagnostic{Severity::Error, SourceLocation{number, 1},
                           Message(MessageId::PuzzleLineTooLong, LineReader::kMaxLine / 1024)};
            return true;
        }
        if (const std::size_t bad = invalidUtf8At(line); bad != std::string_view::npos) {
            last_.resize(bad);  // the excerpt stops before the bad byte
            problem = Diagnostic{Severity::Error, SourceLocation{number, columnAt(line, bad)},
                                 Message(MessageId::PuzzleInvalidUtf8)};
            return true;
        }
        for (std::size_t i = 0; i < line.size(); ++i)
            if (static_cast<unsigned char>(line[i]) < 0x20 && line[i] != '\t') {
                last_.resize(i);
                problem = Diagnostic{Severity::Error, SourceLocation{number, columnAt(line, i)},
                                     Message(MessageId::PuzzleControl)};
                return true;
            }
        const std::size_t first = line.find_first_not_of(" \t");
        if (first == std::string_view::npos || line[first] == '#') continue;
        PuzzleParse parsed = parsePuzzle(line, number);
        puzzle = std::move(parsed.puzzle);
        problem = parsed.problem;
        return true;
    }
    return false;
}

}  // namespace bornes::formats
