// SPDX-License-Identifier: Apache-2.0
#include "bornes-annotate/annotate_files.h"

#include <iostream>
#include <optional>
#include <sstream>

#include "cluster/broadcast.h"
#include "cluster/wire.h"
#include "cluster/work_queue.h"
#include "common/distributed.h"
#include "common/errors.h"
#include "common/record_files.h"
#include "notation/record_reader.h"
#include "text/line_reader.h"

namespace bornes::cli {

using namespace formats;

namespace {

// One input file as rank 0 read it, on every rank.
struct InputFile {
    std::string name;   // as given on the command line
    std::string shown;  // in messages: <stdin> for '-'
    RootFile read;
    std::vector<std::size_t> lineStarts;  // offsets of each line in read.text

    // Line `number` (from 1) as the record reader sees it, for caret lines.
    std::string_view line(long long number) const {
        if (number < 1 || static_cast<std::size_t>(number) > lineStarts.size()) return {};
        const std::size_t start = lineStarts[static_cast<std::size_t>(number - 1)];
        std::size_t end = read.text.find('\n', start);
        if (end == std::string::npos) end = read.text.size();
        std::string_view l(read.text.data() + start, end - start);
        if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
        if (number == 1 && l.starts_with("\xEF\xBB\xBF")) l.remove_prefix(3);
        return l.substr(0, LineReader::kMaxLine);
    }
};

constexpr const char* kTool = "bornes-annotate";

// What the files hold, in order: the games to annotate, and after each file's games what is
// to be said of the file (it could not be read, it holds no game).
struct Item {
    std::size_t file = 0;
    bool game = true;
    int number = 0;  // the game's, in its file
    Record record;
    std::vector<Diagnostic> found;  // reading the game
    int gamesInFile = 0;            // !game: the games of the file annotated
    int gamesRead = 0;              // !game: the games read (--game: up to the one asked for)
    std::optional<formats::Message> lacking;  // !game: a game without the hand asked for
};

std::vector<Item> itemsOf(const std::vector<InputFile>& files,
                          const AnnotateSessionRequest& request) {
    const int onlyGame = request.game;
    std::vector<Item> items;
    bool drawnChosen = false;
    for (std::size_t f = 0; f < files.size(); ++f) {
        int games = 0, read = 0;
        if (files[f].read.status != RootFile::Status::CannotOpen) {
            std::istringstream in(files[f].read.text);
            RecordReader reader(in);
            Item item;
            item.file = f;
            for (int number = 1; reader.next(item.record, item.found); ++number) {
                read = number;
                if (!onlyGame || number == onlyGame) {
                    item.number = number;
                    item.lacking = lackingHand(item.record, files[f].name, number, request);
                    // The first game annotated is the one drawn: its page must be possible.
                    if (!item.lacking && !drawnChosen)
                        item.lacking = pageTooLarge(item.record, files[f].name, number, request);
                    drawnChosen = drawnChosen || !item.lacking;
                    item.game = !item.lacking;
                    games += item.game;
                    items.push_back(std::move(item));
                }
                item = Item{};
                item.file = f;
                if (onlyGame && number == onlyGame) break;
            }
        }
        Item end;
        end.file = f;
        end.game = false;
        end.gamesInFile = games;
        end.gamesRead = read;
        items.push_back(std::move(end));
    }
    return items;
}

// A game's result as bytes: its totals, whether it was invalid, its output, its messages.
std::string encode(const AnnotatedGame& g, bool invalid, const std::string& messages) {
    cluster::ByteWriter w;
    const AnnotateTotals& t = g.totals;
    for (int n : {t.games, t.decisions, t.solved, t.forced, t.unsolved, t.hidden, t.estimated,
                  t.marked, t.overBudget})
        w.u32(static_cast<std::uint32_t>(n));
    w.u8(invalid ? 1 : 0);
    w.text(g.output);
    w.text(g.chart);
    w.text(g.page);
    w.text(g.pictureError);
    w.rest(messages);
    return std::move(w.bytes());
}

// One process: each file read as a stream, its games annotated as they are read.
AnnotateRunOutcome annotateAlone(const std::vector<std::string>& names,
                                 const AnnotateSessionRequest& request, std::size_t tableBytes,
                                 AnnotateSession& session) {
    AnnotateRunOutcome outcome;
    Solver solver(tableBytes);
    RecordFiles how{kTool, request.lang, {}, {}, {}};
    how.read = [&](std::istream& in, const std::string& file) {
        const AnnotateOutcome o = session.annotate(in, shownName(file), solver);
        outcome.invalid = outcome.invalid || o.invalid;
        outcome.totals += o.totals;
        outcome.inputError = outcome.inputError || o.lackedHand;
        if (!o.readError && request.game && o.gamesRead < request.game) {
            FilesOutcome told;
            sayFewerGames(how, file, o.gamesRead, request.game, told);
            outcome.inputError = true;
            return FileRead{false, o.gamesRead, true};
        }
        // A file whose games lack the hand asked for has said so.
        return FileRead{o.readError, o.gamesRead, o.lackedHand};
    };
    outcome.inputError = readRecordFiles(names, how).unreadable || outcome.inputError;
    return outcome;
}

// Every file read by rank 0 and sent to every rank (collective), its lines found.
std::vector<InputFile> readAll(const cluster::MpiSession& mpi,
                               const std::vector<std::string>& names, Language lang) {
    std::vector<InputFile> files;
    std::size_t total = 0;
    for (const std::string& name : names) {
        InputFile f{name, name == "-" ? "<stdin>" : name, readFileOnRoot(mpi, name, lang), {}};
        total += f.read.text.size();
        if (total > cluster::kMaxBroadcastBytes)
            throw FileError(
                say(ToolMessage::FilesTooLargeForRanks, cluster::kMaxBroadcastBytes >> 20));
        f.lineStarts.push_back(0);
        for (std::size_t i = 0; i < f.read.text.size(); ++i)
            if (f.read.text[i] == '\n') f.lineStarts.push_back(i + 1);
        files.push_back(std::move(f));
    }
    return files;
}

// Under mpirun: every file read first, then the games shared among the ranks.
AnnotateRunOutcome annotateDistributed(const cluster::MpiSession& mpi,
                                       const std::vector<std::string>& names,
                                       const AnnotateSessionRequest& request,
                                       std::size_t tableBytes, AnnotateSession& session) {
    const std::vector<InputFile> files = readAll(mpi, names, request.lang);
    const std::vector<Item> items = itemsOf(files, request);
    std::vector<std::size_t> games;  // the items that are games
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].game) games.push_back(i);

    AnnotateRunOutcome outcome;
    const RecordFiles how{kTool, request.lang, {}, {}, {}};
    // Says what is to be said of the files whose turn has come, up to item `upTo`.
    std::size_t said = 0;
    const auto sayFiles = [&](std::size_t upTo) {
        for (; said < upTo; ++said) {
            const Item& item = items[said];
            if (item.game) continue;
            const InputFile& f = files[item.file];
            FilesOutcome told;
            if (item.lacking) {
                std::cerr << renderToolMessage(kTool, Severity::Error, *item.lacking, request.lang);
                told.unreadable = true;  // what the input lacks: exit 2
            } else if (f.read.status == RootFile::Status::CannotOpen) {
                sayUnopened(how, f.name, f.read.why, told);
            } else if (f.read.status != RootFile::Status::ReadError && request.game &&
                       item.gamesRead < request.game) {
                sayFewerGames(how, f.name, item.gamesRead, request.game, told);
            } else {
                sayAfterGames(how, f.name,
                              {f.read.status == RootFile::Status::ReadError, item.gamesInFile,
                               item.gamesRead > 0},
                              told);
            }
            outcome.inputError = outcome.inputError || told.unreadable;
        }
    };
    sayFiles(games.empty() ? items.size() : games.front());

    // One thread a rank: one solver, its table kept from game to game. Made by the first
    // job, so that a rank short of memory says so through the queue.
    std::optional<Solver> solver;
    const auto work = [&](std::size_t job) {
        if (!solver) solver.emplace(tableBytes);
        const Item& item = items[games[job]];
        std::vector<Diagnostic> found = item.found;
        // Only the first game is drawn, as when run alone.
        AnnotateSessionRequest asked = request;
        if (job > 0) asked.chart.reset(), asked.page = false;
        const AnnotatedGame g = annotateGame(item.record, found, item.number, *solver, asked);
        std::string messages;
        bool invalid = false;
        for (const Diagnostic& d : found)
            if (d.severity == Severity::Error) {
                const InputFile& f = files[item.file];
                messages += renderDiagnostic(f.shown, d, f.line(d.where.line), request.lang);
                invalid = true;
            }
        return encode(g, invalid, messages);
    };
    const auto done = [&](std::size_t job, const std::string& bytes) {
        cluster::ByteReader in(bytes);
        AnnotatedGame g;
        AnnotateTotals& t = g.totals;
        for (int* n : {&t.games, &t.decisions, &t.solved, &t.forced, &t.unsolved, &t.hidden,
                       &t.estimated, &t.marked, &t.overBudget})
            *n = static_cast<int>(in.u32());
        const bool invalid = in.u8() != 0;
        g.output = in.text();
        g.chart = in.text();
        g.page = in.text();
        g.pictureError = in.text();
        const std::string messages = in.rest();
        const Item& item = items[games[job]];
        if (const std::optional<formats::Message> lacking =
                lackingTurn(g, files[item.file].name, item.number, request)) {
            std::cerr << messages
                      << renderToolMessage(kTool, Severity::Error, *lacking, request.lang);
            outcome.inputError = true;  // what the input does not have: exit 2
            sayFiles(job + 1 < games.size() ? games[job + 1] : items.size());
            return;
        }
        session.write(g);
        std::cerr << messages;
        outcome.totals += t;
        outcome.invalid = outcome.invalid || invalid;
        sayFiles(job + 1 < games.size() ? games[job + 1] : items.size());
    };
    try {
        cluster::runQueue(mpi, games.size(), {}, work, done, 1);
    } catch (const cluster::ClusterError& e) {
        const std::size_t job = e.job().value_or(games.size());
        if (job >= games.size()) throw;
        const Item& item = items[games[job]];
        throw FileError(
            clusterFailure(e, say(ToolMessage::GameOfFile, item.number, files[item.file].shown)));
    }
    sayFiles(items.size());
    return mpi.root() ? outcome : AnnotateRunOutcome{};
}

}  // namespace

AnnotateRunOutcome annotateFiles(const cluster::MpiSession& mpi,
                                 const std::vector<std::string>& files,
                                 const AnnotateSessionRequest& request, std::size_t tableBytes,
                                 AnnotateSession& session) {
    if (!mpi.distributed()) return annotateAlone(files, request, tableBytes, session);
    return annotateDistributed(mpi, files, request, tableBytes, session);
}

}  // namespace bornes::cli
