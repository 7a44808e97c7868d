#include "solution_report.h"

#include <cinttypes>
#include <cstdio>

#include "line_record.h"
#include "movegen.h"
#include "numbers.h"
#include "position_text.h"
#include "puzzle.h"
#include "record_writer.h"
#include "transcript.h"

namespace bornes::formats {

namespace {

bool fr(Language lang) {
    return lang == Language::French;
}

std::string sideLabel(const SolvedPuzzle& p, Language lang) {
    return (fr(lang) ? "le camp " : "side ") +
           std::string(1, static_cast<char>('A' + p.query.side)) + " (" +
           p.names.side(p.query.side) + ")";
}

// "can side A (P1/P3) reach 1 000?" and its French.
std::string questionWords(const SolvedPuzzle& p, Language lang) {
    const std::string who = sideLabel(p, lang);
    const std::string target = formatNumber(p.position.target(), lang);
    switch (p.query.question) {
        case Question::Reach:
            return fr(lang) ? who + " peut-il atteindre " + target + " ?"
                            : "can " + who + " reach " + target + "?";
        case Question::Couronnement:
            return fr(lang) ? who + " peut-il gagner la manche par un couronnement ?"
                            : "can " + who + " win the hand by a couronnement?";
        case Question::Score:
            return fr(lang)
                       ? "points de " + who +
                             " moins ceux du meilleur camp adverse, au mieux pour tous :"
                       : "score of " + who + " minus the best opposing side's, under best play:";
    }
    return {};
}

std::string moveText(const SolvedPuzzle& p, Move m, Language lang) {
    return moveWord(m) + " (" + p.names.seat(p.position.toMove()) + " " +
           describeMove(p.position, m, p.names, lang) + ")";
}

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

std::string statsLine(const SearchStats& st, Language lang) {
    const double rate = st.seconds > 0 ? static_cast<double>(st.nodes) / st.seconds : 0;
    const double hitRate = st.tableProbes ? 100.0 * static_cast<double>(st.tableHits) /
                                                static_cast<double>(st.tableProbes)
                                          : 0;
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.1f", hitRate);
    std::string text =
        (fr(lang) ? "nœuds " : "nodes ") + formatNumber(static_cast<long>(st.nodes), lang) + ", " +
        seconds(st.seconds, lang) + ", " + formatNumber(static_cast<long>(rate), lang) +
        (fr(lang) ? " nœuds/s" : " nodes/s");
    text += (fr(lang) ? "; table : " : "; table: ") +
            formatNumber(static_cast<long>(st.tableProbes), lang) +
            (fr(lang) ? " lectures, " : " probes, ") +
            formatNumber(static_cast<long>(st.tableHits), lang) +
            (fr(lang) ? " trouvées (" : " hits (") + buffer + " %), " +
            formatNumber(static_cast<long>(st.tableStores), lang) +
            (fr(lang) ? " écritures" : " stores");
    text += (fr(lang) ? "; coupures : " : "; cut-offs: ") +
            formatNumber(static_cast<long>(st.boundCuts), lang) +
            (fr(lang) ? " par les bornes, " : " by bounds, ") +
            formatNumber(static_cast<long>(st.tableCuts), lang) +
            (fr(lang) ? " par la table, " : " by the table, ") +
            formatNumber(static_cast<long>(st.cutoffs), lang) +
            (fr(lang) ? " par réfutation ; " : " by refutation; ") +
            formatNumber(static_cast<long>(st.probes), lang) +
            (fr(lang) ? " recherches à fenêtre nulle" : " null-window searches");
    return text;
}

}  // namespace

Verdict verdictOf(const SolvedPuzzle& p) {
    if (!p.solution.solved) return Verdict::Unknown;
    if (!p.expected) return Verdict::Unchecked;
    return *p.expected == p.solution.value ? Verdict::Agree : Verdict::Disagree;
}

std::string_view verdictName(Verdict v, Language lang) {
    switch (v) {
        case Verdict::Agree:
            return fr(lang) ? "oui" : "yes";
        case Verdict::Disagree:
            return fr(lang) ? "NON" : "NO";
        case Verdict::Unknown:
            return fr(lang) ? "inconnu" : "unknown";
        case Verdict::Unchecked:
            return "-";
    }
    return "?";
}

std::string answerWords(Question q, std::optional<int> value, Language lang) {
    if (!value) return fr(lang) ? "inconnu" : "unknown";
    if (q == Question::Score) return std::to_string(*value);
    return *value ? (fr(lang) ? "oui" : "yes") : (fr(lang) ? "non" : "no");
}

void writeSolutionText(std::ostream& out, const SolvedPuzzle& p, Language lang, bool stats) {
    const Solution& s = p.solution;
    const bool french = fr(lang);
    out << (french ? "Problème " : "Puzzle ") << p.id;
    if (!p.note.empty()) out << " — " << p.note;
    out << "\n" << describePosition(p.position, p.names, lang);
    out << (french ? "Question : " : "Question: ") << questionWords(p, lang) << "\n";
    out << (french ? "Réponse : " : "Answer: ")
        << answerWords(p.query.question, s.solved ? std::optional<int>(s.value) : std::nullopt,
                       lang);
    if (!s.solved) out << " (" << limitWords(s, lang) << ")";
    out << "\n";
    if (p.expected)
        out << (french ? "Attendu : " : "Expected: ")
            << answerWords(p.query.question, p.expected, lang) << " — "
            << (verdictOf(p) == Verdict::Agree     ? (french ? "d'accord" : "agrees")
                : verdictOf(p) == Verdict::Unknown ? (french ? "non vérifié" : "not checked")
                                                   : (french ? "DÉSACCORD" : "DISAGREES"))
            << "\n";
    if (s.solved && !p.position.over()) {
        if (!s.best.empty() || s.bestComplete) {
            out << (french ? "Meilleurs coups" : "Best moves")
                << (s.bestComplete ? ""
                    : french       ? " (incomplet)"
                                   : " (incomplete)")
                << (french ? " :" : ":");
            // A lost yes/no question has no best move: every move is as bad as another.
            const bool ours = p.position.sideToMove() == p.query.side;
            const bool lost =
                p.query.boolean() && s.bestComplete && s.value == (ours ? 0 : 1) &&
                s.best.size() == static_cast<std::size_t>(legalMoves(p.position).size());
            if (lost)
                out << (ours ? (french ? " aucun, tous perdent" : " none, every move loses")
                             : (french ? " aucun, aucune défense ne tient"
                                       : " none, no defence holds"));
            else
                for (std::size_t i = 0; i < s.best.size(); ++i)
                    out << (i ? ";" : "") << " " << moveText(p, s.best[i], lang);
            out << "\n";
        }
        if (!s.line.empty() || s.lineComplete) {
            const Record line = lineRecord(p.position, p.rules, s.line, p.id);
            out << (french ? "Ligne principale" : "Principal line")
                << (s.lineComplete ? ""
                    : french       ? " (incomplète)"
                                   : " (incomplete)")
                << (french ? " : " : ": ") << lineMovetext(line) << "\n";
        }
        if (!s.moves.empty()) {
            out << (french ? "Tous les coups :\n" : "Every move:\n");
            for (const MoveValue& mv : s.moves) {
                std::string text = "  " + moveText(p, mv.move, lang);
                if (text.size() < 48) text.resize(48, ' ');
                out << text << " "
                    << answerWords(p.query.question,
                                   mv.known ? std::optional<int>(mv.value) : std::nullopt, lang)
                    << "\n";
            }
        }
    }
    if (stats) out << (french ? "Recherche : " : "Search: ") << statsLine(s.stats, lang) << "\n";
}

void writeSolutionJson(JsonWriter& j, const SolvedPuzzle& p, bool stats) {
    const Solution& s = p.solution;
    j->StartObject();
    j.key("id"), j.string(p.id);
    if (!p.note.empty()) j.key("note"), j.string(p.note);
    j.key("position"), j.string(writePosition(p.position, p.rules));
    j.key("question"), j.string(questionName(p.query.question));
    j.key("side"), j.string(std::string(1, static_cast<char>('A' + p.query.side)));
    j.key("target"), j->Int(p.position.target());
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
    j.key("verdict");
    constexpr std::string_view kVerdicts[] = {"agree", "disagree", "unknown", "unchecked"};
    j.string(kVerdicts[static_cast<int>(verdictOf(p))]);
    j.key("limit");
    if (s.limitHit.empty())
        j->Null();
    else
        j.string(s.limitHit);
    if (s.solved && !p.position.over()) {
        if (!s.best.empty() || s.bestComplete) {
            j.key("best"), j->StartArray();
            for (Move m : s.best) j.string(moveWord(m));
            j->EndArray();
            j.key("bestComplete"), j->Bool(s.bestComplete);
        }
        if (!s.line.empty() || s.lineComplete) {
            j.key("line"), j.string(lineMovetext(lineRecord(p.position, p.rules, s.line, p.id)));
            j.key("lineComplete"), j->Bool(s.lineComplete);
        }
        if (!s.moves.empty()) {
            j.key("moves"), j->StartArray();
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
        }
    }
    if (stats) {
        const SearchStats& st = s.stats;
        j.key("stats"), j->StartObject();
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
    char line[128];
    if (fr(lang))
        std::snprintf(line, sizeof line, "%-24s %-9s %-9s %-8s %12s %12s\n", "problème", "réponse",
                      "attendu", "accord", "nœuds", "temps");
    else
        std::snprintf(line, sizeof line, "%-24s %-9s %-9s %-8s %12s %12s\n", "puzzle", "answer",
                      "expected", "agree", "nodes", "time");
    out << line;
}

void writeBatchLine(std::ostream& out, const SolvedPuzzle& p, Language lang) {
    const Solution& s = p.solution;
    char line[256];
    const std::string answer =
        answerWords(p.query.question, s.solved ? std::optional<int>(s.value) : std::nullopt, lang);
    const std::string expected =
        p.expected ? answerWords(p.query.question, p.expected, lang) : std::string("-");
    std::snprintf(line, sizeof line, "%-24s %-9s %-9s %-8s %12" PRIu64 " %12s\n", p.id.c_str(),
                  answer.c_str(), expected.c_str(),
                  std::string(verdictName(verdictOf(p), lang)).c_str(), s.stats.nodes,
                  seconds(s.stats.seconds, lang).c_str());
    out << line;
}

void writeBatchSummary(std::ostream& out, const BatchTotals& t, Language lang) {
    if (fr(lang))
        out << t.puzzles << " problèmes : " << t.agree << " d'accord, " << t.disagree
            << " en désaccord, " << t.unknown << " non résolus, " << t.unchecked
            << " sans réponse attendue ; ";
    else
        out << t.puzzles << " puzzles: " << t.agree << " agree, " << t.disagree << " disagree, "
            << t.unknown << " unsolved, " << t.unchecked << " without an expected answer; ";
    out << statsLine(SearchStats{t.stats.nodes, t.stats.tableProbes, t.stats.tableHits,
                                 t.stats.tableCuts, t.stats.tableStores, t.stats.boundCuts,
                                 t.stats.cutoffs, t.stats.probes, t.seconds},
                     lang)
        << "\n";
}

void writeBatchSummaryJson(JsonWriter& j, const BatchTotals& t) {
    j->StartObject();
    j.key("puzzles"), j->Int(t.puzzles);
    j.key("agree"), j->Int(t.agree);
    j.key("disagree"), j->Int(t.disagree);
    j.key("unknown"), j->Int(t.unknown);
    j.key("unchecked"), j->Int(t.unchecked);
    j.key("nodes"), j->Uint64(t.stats.nodes);
    j.key("seconds"), j->Double(t.seconds);
    j->EndObject();
}

}  // namespace bornes::formats
