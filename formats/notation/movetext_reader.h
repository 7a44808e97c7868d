// SPDX-License-Identifier: Apache-2.0
// The movetext of a record (NOTATION.md §3.3), word by word: turn numbers, who acts, the
// cards drawn, the action (a card played, an attack with its side, a discard, a keyword:
// coup fourré, allonge, take back) and its annotation, in either language and with the
// blanks French typography puts before ':'. It knows the seats (SeatMatcher) and nothing
// of hands or tags: it hands out each action once complete, and the record reader files it.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "messages/diagnostic.h"
#include "notation/notation_lexer.h"
#include "notation/record.h"
#include "notation/seat_reader.h"

namespace bornes::formats {

// What a word completed: an action (with its actor, turn and draws), or an annotation of
// the action before it.
struct MovetextEvent {
    enum class Kind : std::uint8_t { Action, Annotation };
    Kind kind = Kind::Action;
    RecordedAction action;
    SourceLocation at;  // where it was read (an action's first word: the hand it opens)
    int nag = 0;        // Annotation
};

// What the fast path made of a word: nothing (the lenient path reads it), a part of an
// action (a turn number, a player, a draw, a keyword), or a whole action.
enum class FastWord : std::uint8_t { Lenient, Read, Action };

// What the fast path made of a line.
struct FastLine {
    std::size_t lenientFrom = 0;  // where the lenient path takes over (the line's size: nowhere)
    bool read = false;            // whether it read a word
};

// An action as the fast path reads it: a RecordedAction but its comment (which the fast
// path never reads), filed in place by the record reader.
struct FastAction {
    RecordedAction::Kind kind = RecordedAction::Kind::Play;
    Card card = Card::None;
    std::uint8_t nag = 0, drawCount = 0;
    bool noDraw = false;
    int side = -1, actor = -1, turn = 0;
    std::array<Card, RecordedAction::kMaxDraws> draws{};
    SourceLocation where, turnWhere, drawWhere;
    SourceLocation at;  // where it was read (the hand it opens, the place of its errors)

    void fill(RecordedAction& a) const;
};

// Where the fast path's actions go: the record reader files them in their hand.
class ActionSink {
  public:
    virtual ~ActionSink() = default;
    // Files an action; false when that was an error, which ends the game.
    virtual bool file(const FastAction& action) = 0;
};

class MovetextReader {
  public:
    explicit MovetextReader(const SeatMatcher& seats) : seats_(seats) {}

    // The fast path (movetext_fast.cpp): word `w` at `at` as the writer prints it ("12.",
    // "Paul:", "+VERT", "+?", "+-", "STOP>B", "-25", "VERT!", "noCF", "CF", "allonge"),
    // `next` the word after it on its line as the lexer cuts it ("" when a comment, a tag or
    // nothing comes next). It reads the word as word() would, and changes nothing when it
    // returns Lenient: anything unusual (another case, a long name, a glued prefix, an
    // error) is left to word(). With Action, fastAction() is the action to file.
    FastWord fastWord(std::string_view w, std::string_view next, SourceLocation at);
    const FastAction& fastAction() const { return fastAction_; }
    // Whether the fast path may read a line: ASCII (a byte a column) and without a tag
    // (which may be left open, an error that stops the line before any of its words is
    // read: such a line is the lenient path's whole).
    static bool fastReadable(std::string_view text);
    // The fast path of line `number` (fastReadable), outside any comment, from byte `from`
    // (the start of a word): its words read by fastWord one at a time up to the first it
    // leaves to the lenient path, each action handed to `sink`.
    FastLine fastLine(std::string_view text, long long number, ActionSink& sink, std::size_t from);

    // Reads the word items[i], with the words a name or a keyword goes on with, and returns
    // the index of the last item used. What it completes goes to `events`, in order; the
    // first problem to `problem`, after which the game is not read further.
    std::size_t word(const std::vector<notation::Item>& items, std::size_t i,
                     std::vector<MovetextEvent>& events, std::optional<Diagnostic>& problem);

    // An action begun (a turn number, a player, draws, a keyword) and not finished, and
    // what to say of it.
    bool pending() const;
    Diagnostic pendingProblem() const;

  private:
    using Items = std::vector<notation::Item>;
    std::size_t cardOrKeyword(const Items& items, std::size_t i, std::string_view w,
                              SourceLocation at);
    std::size_t draw(const Items& items, std::size_t i, std::string_view w, SourceLocation at);
    std::size_t cardAction(const Items& items, std::size_t i, std::string_view first,
                           SourceLocation at, RecordedAction::Kind kind);
    std::size_t keywordCard(const Items& items, std::size_t i, std::string_view w,
                            SourceLocation at);
    void unknownWord(const notation::Words& span, SourceLocation at, std::size_t atLeast = 0);
    std::size_t misspeltLongerName(const notation::Words& span, std::size_t used) const;
    void simple(RecordedAction::Kind kind, SourceLocation at);
    void annotate(SourceLocation at, int nag);
    // The action with what was read before it (actor, turn, draws), handed out.
    void emit(RecordedAction a);
    void fail(SourceLocation where, Message message);
    FastWord fastName(std::string_view w, SourceLocation at);
    FastWord fastDraw(std::string_view w, std::string_view next, SourceLocation at);
    FastWord fastCard(std::string_view w, std::string_view next, SourceLocation at,
                      RecordedAction::Kind kind);
    FastWord fastKeyword(std::string_view w, SourceLocation at);
    FastWord fastEmit();
    bool failed() const { return problem_ && problem_->has_value(); }

    const SeatMatcher& seats_;
    // The call under way's outputs.
    std::vector<MovetextEvent>* events_ = nullptr;
    std::optional<Diagnostic>* problem_ = nullptr;
    // What has been read of the next action.
    int pendingActor_ = -1;
    int pendingTurn_ = 0;
    SourceLocation pendingTurnWhere_, pendingWhere_, drawWhere_;
    int pendingDraws_ = 0;
    std::array<Card, RecordedAction::kMaxDraws> draws_{};
    bool pendingNoDraw_ = false;
    std::optional<RecordedAction::Kind> pendingKeyword_;
    std::string keyword_;
    SourceLocation keywordWhere_;
    // A keyword's card being read: the action becomes the keyword's.
    std::optional<RecordedAction::Kind> keywordOfCard_;
    bool colonAhead_ = false;  // the next word's leading ':' ends a name ("Luc : 25")
    FastAction fastAction_;    // what the fast path read, reused action after action
};

}  // namespace bornes::formats
