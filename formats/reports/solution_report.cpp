#include "reports/solution_report.h"

#include <algorithm>
#include <cstdio>

#include "engine/movegen.h"
#include "messages/message.h"
#include "notation/position_text.h"
#include "notation/principal_line_record.h"
#include "notation/puzzle.h"
#include "notation/record_writer.h"
#include "replay/transcript.h"
#include "text/numbers.h"
#include "text/text_wrap.h"

namespace bornes::formats {

namespace {

std::string seconds(double s, Language lang) {
    char buffer[32];
    if (s < 1)
        std::snprintf(buffer, sizeof buffer, "%.3f ms", s * 1000);
    else
        std::snprintf(buffer, sizeof buffer, "%.3f s", s);
    std::string text = buffer;
    if (fr(lang))
        for (char& c : text)
            if (c == '.') c = ',';
    return text;
}

std::string limitWords(const Solution& s, Language lang) {
    if (s.limitHit.empty()) return {};
    if (s.limitHit == "nodes") return fr(lang) ? "limite de nœuds atteinte" : "node limit reached";
    return fr(lang) ? "limite de temps atteinte" : "time limit reached";
}

std::string count(std::uint64_t n, Language lang) {
    return formatNumber(static_cast<long>(n), lang);
}

// A count and its French noun, 0 and 1 in the singular: "0 lecture", "2 lectures".
std::string countFrench(std::uint64_t n, const char* one, const char* many) {
    return count(n, Language::French) + " " + (n <= 1 ? one : many);
}

// The search's figures in French: the counts before their nouns, as French writes them.
std::string searchStatsFrench(const SearchStats& st, double rate, double hitRate) {
    const std::string sep = "\u202F; ";
    return countFrench(st.nodes, "nœud", "nœuds") + ", " + seconds(st.seconds, Language::French) +
           ", " + count(static_cast<std::uint64_t>(rate), Language::French) + " nœuds/s" + sep +
           "table\u00A0: " + countFrench(st.tableProbes, "lecture", "lectures") + ", " +
           countFrench(st.tableHits, "trouvée", "trouvées") + " (" +
           formatDecimal(hitRate, 1, Language::French) + "\u00A0%), " +
           countFrench(st.tableStores, "écriture", "écritures") + sep +
           "coupures\u00A0: " + count(st.boundCuts, Language::French) + " par les bornes, " +
           count(st.tableCuts, Language::French) + " par la table, " +
           count(st.cutoffs, Language::French) + " par réfutation" + sep +
           countFrench(st.probes, "recherche à fenêtre nulle", "recherches à fenêtre nulle");
}

}  // namespace

std::string lineEvent(const SolvedPuzzle& p, Language lang) {
    const std::string side(1, static_cast<char>('A' + p.query.side));
    if (!fr(lang))
        return "bornes-solve: " + p.id + ", " + std::string(questionName(p.query.question)) +
               " for side " + side;
    constexpr const char* kQuestions[] = {"atteindre l'objectif", "couronnement", "marque"};
    return "bornes-solve\u00A0: " + p.id + ", " + kQuestions[static_cast<int>(p.query.question)] +
           ", camp " + side;
}

std::string lineComment(const SolvedPuzzle& p, Language lang) {
    const Solution& s = p.solution;
    std::string question = std::string(questionName(p.query.question)) + " for side " +
                           std::string(1, static_cast<char>('A' + p.query.side)) + ":";
    if (fr(lang)) question = questionWords(p, lang);
    // The English as it was written before the French (scripts read it): "score for side
    // A: 1400".
    if (s.solved)
        return question + " " +
               (fr(lang) ? answerWords(p.query.question, s.value, lang)
                         : answerText(p.query.question, s.value));
    return question + " " + answerWords(p.query.question, std::nullopt, lang) + " (" +
           limitWords(s, lang) + ")" + (fr(lang) ? ", pas de ligne" : ", no line");
}

std::string searchStatsLine(const SearchStats& st, Language lang) {
    const bool french = fr(lang);
    const double rate = st.seconds > 0 ? static_cast<double>(st.nodes) / st.seconds : 0;
    const double hitRate = st.tableProbes ? 100.0 * static_cast<double>(st.tableHits) /
                                                static_cast<double>(st.tableProbes)
                                          : 0;
    if (french) return searchStatsFrench(st, rate, hitRate);
    const std::string sep = "; ";
    std::string text = "nodes " + count(st.nodes, lang) + ", " + seconds(st.seconds, lang) + ", " +
                       count(static_cast<std::uint64_t>(rate), lang) + " nodes/s";
    text += sep + "table: " + count(st.tableProbes, lang) + " probes, " +
            count(st.tableHits, lang) + " hits (" + formatDecimal(hitRate, 1, lang) + " %), " +
            count(st.tableStores, lang) + " stores";
    text += sep + "cut-offs: " + count(st.boundCuts, lang) + " by bounds, " +
            count(st.tableCuts, lang) + " by the table, " + count(st.cutoffs, lang) +
            " by refutation" + sep + count(st.probes, lang) + " null-window searches";
    return text;
}

namespace {

// " (not worked out: node limit reached)": a limit stopped the search after the answer.
std::string notWorkedOut(const Solution& s, Language lang, bool feminine) {
    if (fr(lang))
        return std::string(feminine ? " (non calculée\u00A0: " : " (non calculés\u00A0: ") +
               limitWords(s, lang) + ")";
    return " (not worked out: " + limitWords(s, lang) + ")";
}

}  // namespace

void writeSolutionText(std::ostream& out, const SolvedPuzzle& p, Language lang, bool stats) {
    const Solution& s = p.solution;
    const bool french = fr(lang);
    if (const std::string t = puzzleTitle(p, lang); !t.empty()) out << t << "\n";
    out << describePosition(p.position, p.names, lang);
    out << (french ? "Question\u00A0: " : "Question: ") << questionWords(p, lang) << "\n";
    out << (french ? "Réponse\u00A0: " : "Answer: ")
        << answerWords(p.query.question, s.solved ? std::optional<int>(s.value) : std::nullopt,
                       lang);
    if (!s.solved) out << " (" << limitWords(s, lang) << ")";
    out << "\n";
    if (p.expected)
        out << (french ? "Attendu\u00A0: " : "Expected: ")
            << answerWords(p.query.question, p.expected, lang) << " — "
            << (verdictOf(p) == Verdict::Agree     ? (french ? "d'accord" : "agrees")
                : verdictOf(p) == Verdict::Unknown ? (french ? "non vérifié" : "not checked")
                                                   : (french ? "DÉSACCORD" : "DISAGREES"))
            << "\n";
    if (s.solved && !p.position.over()) {
        // Whose moves: the player who decides, for its own side (S's or an opponent's).
        const std::string whose =
            p.names.seat(p.position.toMove()) + (french ? " (camp " : " (side ") +
            std::string(1, static_cast<char>('A' + p.position.sideToMove())) + ")";
        out << (french ? "Meilleurs coups " + frenchDe(whose) : "Best moves of " + whose);
        if (!s.bestComplete && s.best.empty()) {
            out << notWorkedOut(s, lang, false) << "\n";
        } else {
            out << (s.bestComplete ? ""
                    : french       ? " (incomplets)"
                                   : " (incomplete)")
                << (french ? "\u00A0:" : ":");
            // A lost yes/no question has no best move: every move is as bad as another.
            if (lostEverywhere(p))
                out << (p.position.sideToMove() == p.query.side
                            ? (french ? " aucun, tous perdent" : " none, every move loses")
                            : (french ? " aucun, aucune défense ne tient"
                                      : " none, no defence holds"));
            else
                for (std::size_t i = 0; i < s.best.size(); ++i)
                    out << (!i       ? ""
                            : french ? "\u202F;"
                                     : ";")
                        << " " << moveLabel(p, s.best[i], lang);
            out << "\n";
        }
        out << (french ? "Ligne principale" : "Principal line");
        if (!s.lineComplete && s.line.empty()) {
            out << notWorkedOut(s, lang, true) << "\n";
        } else {
            const Record line = lineRecord(p.position, p.rules, s.line, p.id, p.names);
            out << (!s.lineComplete ? (french ? " (incomplète)" : " (incomplete)")
                    : !s.lineQuickest
                        ? (french ? " (pas prouvée la plus rapide)" : " (not proved the quickest)")
                        : "")
                << (french ? "\u00A0: " : ": ") << lineMovetext(line) << "\n";
        }
        if (!s.moves.empty()) {
            const std::string side(1, static_cast<char>('A' + p.query.side));
            const bool allKnown = std::all_of(s.moves.begin(), s.moves.end(),
                                              [](const MoveValue& mv) { return mv.known; });
            out << (french ? "Tous les coups (valeur pour le camp " + side + ")"
                           : "Every move (value for side " + side + ")")
                << (allKnown ? "" : notWorkedOut(s, lang, false)) << (french ? "\u00A0:\n" : ":\n");
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
    if (stats)
        out << (french ? "Recherche\u00A0: " : "Search: ") << searchStatsLine(s.stats, lang)
            << "\n";
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
    const bool french = fr(lang);
    out << padded(french ? "problème" : "puzzle", 24) << " "
        << padded(french ? "réponse" : "answer", 9) << " "
        << padded(french ? "attendu" : "expected", 9) << " "
        << padded(french ? "accord" : "agree", 8) << " " << padded(french ? "nœuds" : "nodes", 12)
        << " " << padded(french ? "temps" : "time", 11) << " "
        << (french ? "meilleurs coups" : "best moves") << "\n";
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
    out << (fr(lang) ? "Recherche\u00A0: " : "Search: ") << searchStatsLine(t.stats, lang) << "\n";
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
