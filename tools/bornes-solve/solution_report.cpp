// SPDX-License-Identifier: Apache-2.0
#include "bornes-solve/solution_report.h"

#include <algorithm>

#include "bornes-solve/estimate_report.h"
#include "engine/movegen.h"
#include "messages/message.h"
#include "messages/words.h"
#include "notation/position_text.h"
#include "notation/principal_line_record.h"
#include "notation/puzzle.h"
#include "notation/record_writer.h"
#include "replay/transcript.h"
#include "text/numbers.h"
#include "text/text_wrap.h"

namespace bornes::formats {

namespace {

// "12.345 ms", "1.500 s"; a decimal comma in French (formatDecimal).
std::string seconds(double s, Language lang) {
    return s < 1 ? say(WordId::Milliseconds, lang, formatDecimal(s * 1000, 3, lang))
                 : say(WordId::Seconds, lang, formatDecimal(s, 3, lang));
}

std::string limitWords(const Solution& s, Language lang) {
    if (s.limitHit.empty()) return {};
    return word(s.limitHit == "nodes" ? WordId::NodeLimitReached : WordId::TimeLimitReached, lang);
}

// The question by its name in the notation (questionName), and its French.
WordId lineQuestion(Question q) {
    switch (q) {
        case Question::Reach:
            return WordId::LineQuestionReach;
        case Question::Couronnement:
            return WordId::LineQuestionCouronnement;
        case Question::Score:
            return WordId::LineQuestionScore;
    }
    return WordId::LineQuestionReach;
}

std::string count(std::uint64_t n, Language lang) {
    return formatNumber(static_cast<long>(n), lang);
}

}  // namespace

std::string lineEvent(const SolvedPuzzle& p, Language lang) {
    const std::string side(1, static_cast<char>('A' + p.query.side));
    return say(WordId::LineEvent, lang, p.id, word(lineQuestion(p.query.question), lang), side);
}

std::string lineComment(const SolvedPuzzle& p, Language lang) {
    const Solution& s = p.solution;
    // English keeps the puzzle line's keywords (question=, expected=), as it was written before
    // any other language and as scripts read it: "score for side A: 1400". Every other
    // language says the question and the answer in its words.
    const bool keywords = lang == Language::English;
    const std::string question =
        keywords ? std::string(questionName(p.query.question)) + " for side " +
                       std::string(1, static_cast<char>('A' + p.query.side)) + ":"
                 : questionWords(p, lang);
    if (s.solved)
        return question + " " +
               (keywords ? answerText(p.query.question, s.value)
                         : answerWords(p.query.question, s.value, lang));
    return question + " " + answerWords(p.query.question, std::nullopt, lang) + " (" +
           limitWords(s, lang) + ")" + word(WordId::LineNoLine, lang);
}

std::string searchStatsLine(const SearchStats& st, Language lang) {
    const double rate = st.seconds > 0 ? static_cast<double>(st.nodes) / st.seconds : 0;
    const double hitRate = st.tableProbes ? 100.0 * static_cast<double>(st.tableHits) /
                                                static_cast<double>(st.tableProbes)
                                          : 0;
    // Each count as formatNumber writes it in the language (English groups with a comma,
    // which say() does not), then as the number that chooses its noun.
    const std::string sep = word(WordId::Semicolon, lang);
    const std::string playouts =
        st.playoutMoves
            ? sep + say(WordId::StatsPlayouts, lang, count(st.playoutMoves, lang), st.playoutMoves)
            : std::string();
    return say(WordId::StatsNodes, lang, count(st.nodes, lang), st.nodes, seconds(st.seconds, lang),
               count(static_cast<std::uint64_t>(rate), lang)) +
           sep +
           say(WordId::StatsTable, lang, count(st.tableProbes, lang), st.tableProbes,
               count(st.tableHits, lang), st.tableHits, formatDecimal(hitRate, 1, lang),
               count(st.tableStores, lang), st.tableStores) +
           sep +
           say(WordId::StatsCuts, lang, count(st.boundCuts, lang), count(st.tableCuts, lang),
               count(st.cutoffs, lang)) +
           sep + say(WordId::StatsProbes, lang, count(st.probes, lang), st.probes) + playouts;
}

namespace {

// " (not worked out: node limit reached)": a limit stopped the search after the answer.
std::string notWorkedOut(const Solution& s, Language lang, bool feminine) {
    return say(feminine ? WordId::SolutionLineNotWorkedOut : WordId::SolutionMovesNotWorkedOut,
               lang, limitWords(s, lang));
}

}  // namespace

void writeSolutionText(std::ostream& out, const SolvedPuzzle& p, Language lang, bool stats) {
    const Solution& s = p.solution;
    if (const std::string t = puzzleTitle(p, lang); !t.empty()) out << t << "\n";
    out << describePosition(p.position, p.names, lang);
    out << say(WordId::SolutionQuestion, lang, questionWords(p, lang)) << "\n";
    // Estimated without asking the exact solver (cards hidden, or --engine rollout).
    if (p.estimate && !p.estimate->afterExact) {
        writeEstimateText(out, p, false, lang);
        return;
    }
    out << say(
        WordId::SolutionAnswer, lang,
        answerWords(p.query.question, s.solved ? std::optional<int>(s.value) : std::nullopt, lang));
    if (!s.solved) out << " (" << limitWords(s, lang) << ")";
    out << "\n";
    if (p.expected)
        out << say(WordId::SolutionExpected, lang, answerWords(p.query.question, p.expected, lang),
                   word(verdictOf(p) == Verdict::Agree     ? WordId::SolutionAgrees
                        : verdictOf(p) == Verdict::Unknown ? WordId::SolutionNotChecked
                                                           : WordId::SolutionDisagrees,
                        lang))
            << "\n";
    if (s.solved && !p.position.over()) {
        // Whose moves: the player who decides, for its own side (S's or an opponent's).
        out << say(WordId::SolutionBestMoves, lang, p.names.seat(p.position.toMove()),
                   std::string(1, static_cast<char>('A' + p.position.sideToMove())));
        if (!s.bestComplete && s.best.empty()) {
            out << notWorkedOut(s, lang, false) << "\n";
        } else {
            out << (s.bestComplete ? "" : word(WordId::SolutionMovesIncomplete, lang))
                << word(WordId::ColonAlone, lang);
            // A lost yes/no question has no best move: every move is as bad as another.
            if (lostEverywhere(p))
                out << word(p.position.sideToMove() == p.query.side
                                ? WordId::SolutionEveryMoveLoses
                                : WordId::SolutionNoDefenceHolds,
                            lang);
            else
                for (std::size_t i = 0; i < s.best.size(); ++i)
                    out << (i ? word(WordId::Semicolon, lang) : " ")
                        << moveLabel(p, s.best[i], lang);
            out << "\n";
        }
        out << word(WordId::SolutionPrincipalLine, lang);
        if (!s.lineComplete && s.line.empty()) {
            out << notWorkedOut(s, lang, true) << "\n";
        } else {
            const Record line = lineRecord(p.position, p.rules, s.line, p.id, p.names);
            out << (!s.lineComplete   ? word(WordId::SolutionLineIncomplete, lang)
                    : !s.lineQuickest ? word(WordId::SolutionNotQuickest, lang)
                                      : "")
                << word(WordId::Colon, lang) << lineMovetext(line) << "\n";
        }
        if (!s.moves.empty()) {
            const std::string side(1, static_cast<char>('A' + p.query.side));
            const bool allKnown = std::all_of(s.moves.begin(), s.moves.end(),
                                              [](const MoveValue& mv) { return mv.known; });
            out << say(WordId::SolutionEveryMove, lang, side)
                << (allKnown ? "" : notWorkedOut(s, lang, false))
                << word(WordId::ColonNewline, lang);
            std::size_t width = 0;
            for (const MoveValue& mv : s.moves)
                width = std::max(width, displayWidth(moveLabel(p, mv.move, lang)));
            for (const MoveValue& mv : s.moves) {
                const std::string value = answerWords(
                    p.query.question, mv.known ? std::optional<int>(mv.value) : std::nullopt, lang);
                out << "  " << padded(moveLabel(p, mv.move, lang), width + 2)
                    << std::string(9 - std::min<std::size_t>(9, displayWidth(value)), ' ') << value
                    << "\n";
            }
        }
    }
    if (p.estimate) writeEstimateText(out, p, true, lang);
    if (stats) out << say(WordId::SearchFigures, lang, searchStatsLine(s.stats, lang)) << "\n";
}

JsonSolveReport::JsonSolveReport(std::ostream& out, JsonLayout layout)
    : json_(out), layout_(layout) {
    if (layout_ == JsonLayout::Lines) return;
    json_->StartObject();
    json_.header(kSolveFormat);
    json_.key("puzzles"), json_->StartArray();
}

void JsonSolveReport::puzzle(const SolvedPuzzle& p, bool stats) {
    JsonWriter& j = json_;
    const Solution& s = p.solution;
    const bool decided = s.solved && !p.position.over();  // there are root moves to speak of
    j->StartObject();
    if (layout_ == JsonLayout::Lines) j.header(kSolveFormat, "puzzle");
    writePuzzleHead(j, p);
    j.key("solved"), j->Bool(s.solved);
    j.key("answer"), j.string(s.solved ? answerText(p.query.question, s.value) : "unknown");
    j.key("value");
    if (s.solved)
        j->Int(s.value);
    else
        j->Null();
    j.key("expected");
    if (p.expected)
        j.string(answerText(p.query.question, *p.expected));
    else
        j->Null();
    j.key("expectedValue");
    if (p.expected)
        j->Int(*p.expected);
    else
        j->Null();
    j.key("verdict");
    constexpr std::string_view kVerdicts[] = {"agree", "disagree", "unknown", "unchecked"};
    j.string(kVerdicts[static_cast<int>(verdictOf(p))]);
    j.key("limit");
    if (s.limitHit.empty())
        j->Null();
    else
        j.string(s.limitHit);
    j.key("best");
    if (decided && (!s.best.empty() || s.bestComplete)) {
        j->StartArray();
        if (!lostEverywhere(p))
            for (Move m : s.best) j.string(moveWord(m));
        j->EndArray();
    } else {
        j->Null();
    }
    j.key("bestComplete"), j->Bool(decided && s.bestComplete);
    j.key("line");
    if (decided && (!s.line.empty() || s.lineComplete))
        j.string(lineMovetext(lineRecord(p.position, p.rules, s.line, p.id, p.names)));
    else
        j->Null();
    j.key("lineComplete"), j->Bool(decided && s.lineComplete);
    j.key("lineQuickest"), j->Bool(decided && s.lineQuickest);
    j.key("moves");
    if (decided && !s.moves.empty()) {
        j->StartArray();
        for (const MoveValue& mv : s.moves) {
            j->StartObject();
            j.key("move"), j.string(moveWord(mv.move));
            j.key("value");
            if (mv.known)
                j->Int(mv.value);
            else
                j->Null();
            j->EndObject();
        }
        j->EndArray();
    } else {
        j->Null();
    }
    j.key("stats");
    if (stats)
        writeSearchStats(j, s.stats);
    else
        j->Null();
    j.key("estimate"), writeEstimateJson(j, p);
    j->EndObject();
    if (layout_ == JsonLayout::Lines) j.endLine();
}

void writePuzzleHead(JsonWriter& j, const SolvedPuzzle& p) {
    j.key("id"), j.string(p.id);
    j.key("note"), j.stringOrNull(noteIn(p.note, Language::English));
    j.key("position"), j.string(writePosition(p.position, p.rules));
    j.key("question"), j.string(questionName(p.query.question));
    j.key("side"), j.string(std::string(1, static_cast<char>('A' + p.query.side)));
    j.key("target"), j->Int(p.position.target());
}

void writeSearchStats(JsonWriter& j, const SearchStats& st) {
    j->StartObject();
    j.key("nodes"), j->Uint64(st.nodes);
    j.key("seconds"), j->Double(st.seconds);
    j.key("nodesPerSecond"),
        j->Double(st.seconds > 0 ? static_cast<double>(st.nodes) / st.seconds : 0);
    j.key("tableProbes"), j->Uint64(st.tableProbes);
    j.key("tableHits"), j->Uint64(st.tableHits);
    j.key("tableStores"), j->Uint64(st.tableStores);
    j.key("tableCuts"), j->Uint64(st.tableCuts);
    j.key("boundCuts"), j->Uint64(st.boundCuts);
    j.key("cutoffs"), j->Uint64(st.cutoffs);
    j.key("probes"), j->Uint64(st.probes);
    j.key("playoutMoves"), j->Uint64(st.playoutMoves);
    j->EndObject();
}

void BatchTotals::add(const SolvedPuzzle& p) {
    ++puzzles;
    switch (verdictOf(p)) {
        case Verdict::Agree:
            ++agree;
            break;
        case Verdict::Disagree:
            ++disagree;
            break;
        case Verdict::Unknown:
            ++unknown;
            break;
        case Verdict::Unchecked:
            ++unchecked;
            break;
    }
    stats += p.solution.stats;
}

void writeBatchHeader(std::ostream& out, Language lang) {
    out << padded(word(WordId::BatchPuzzle, lang), 24) << " "
        << padded(word(WordId::BatchAnswer, lang), 9) << " "
        << padded(word(WordId::BatchExpected, lang), 9) << " "
        << padded(word(WordId::BatchAgree, lang), 8) << " "
        << padded(word(WordId::BatchNodes, lang), 12) << " "
        << padded(word(WordId::BatchTime, lang), 11) << " " << word(WordId::BatchBestMoves, lang)
        << "\n";
}

namespace {

// A batch line's best moves, in the notation (the same in both languages): "-" when there
// is none to give (no answer, the hand over, a yes/no question lost whatever is played),
// "..." after them when a limit stopped the search before every one was found.
std::string bestMovesColumn(const SolvedPuzzle& p) {
    const Solution& s = p.solution;
    if (!s.solved || p.position.over() || s.best.empty() || lostEverywhere(p)) return "-";
    std::string words;
    for (Move m : s.best) words += (words.empty() ? "" : " ") + moveWord(m);
    return s.bestComplete ? words : words + " ...";
}

}  // namespace

void writeBatchLine(std::ostream& out, const SolvedPuzzle& p, Language lang) {
    const Solution& s = p.solution;
    const std::string answer =
        answerWords(p.query.question, s.solved ? std::optional<int>(s.value) : std::nullopt, lang);
    const std::string expected =
        p.expected ? answerWords(p.query.question, p.expected, lang) : std::string("-");
    out << padded(p.id, 24) << " " << padded(answer, 9) << " " << padded(expected, 9) << " "
        << padded(std::string(verdictName(verdictOf(p), lang)), 8) << " "
        << padded(count(s.stats.nodes, lang), 12) << " "
        << padded(seconds(s.stats.seconds, lang), 11) << " " << bestMovesColumn(p) << "\n";
    // Under French, what the puzzle teaches when the collection says it in French
    // (note-fr=): the English reader has the note= of the file itself.
    if (fr(lang) && p.note.find('\n') != std::string::npos)
        out << wrapLine("  " + std::string(noteIn(p.note, lang)), terminalWidth(), 2);
}

void writeBatchSummary(std::ostream& out, const BatchTotals& t, Language lang) {
    out << messageText(Message(MessageId::PuzzleSummary, t.puzzles, t.agree, t.disagree, t.unknown,
                               t.unchecked, seconds(t.seconds, lang)),
                       lang)
        << "\n";
    out << say(WordId::SearchFigures, lang, searchStatsLine(t.stats, lang)) << "\n";
}

void JsonSolveReport::finish(const BatchTotals* t) {
    JsonWriter& j = json_;
    if (layout_ == JsonLayout::Lines) {
        if (!t) return;  // the puzzles have said all
        j->StartObject();
        j.header(kSolveFormat, "summary");
    } else {
        j->EndArray();
        j.key("summary");
    }
    if (t) {
        if (layout_ == JsonLayout::Document) j->StartObject();
        j.key("puzzles"), j->Int(t->puzzles);
        j.key("agree"), j->Int(t->agree);
        j.key("disagree"), j->Int(t->disagree);
        j.key("unknown"), j->Int(t->unknown);
        j.key("unchecked"), j->Int(t->unchecked);
        j.key("nodes"), j->Uint64(t->stats.nodes);
        j.key("seconds"), j->Double(t->seconds);
        j->EndObject();
    } else {
        j->Null();
    }
    if (layout_ == JsonLayout::Lines)
        j.endLine();
    else
        j->EndObject();
}

}  // namespace bornes::formats
