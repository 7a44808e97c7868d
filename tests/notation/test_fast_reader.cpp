// SPDX-License-Identifier: Apache-2.0
// The reader's fast path (movetext_fast.cpp, card_codes.cpp) against its lenient path: the
// same texts read both ways give the same records, field by field, and the same
// diagnostics at the same places. The texts: games as the writer prints them (every form,
// cards known or hidden, annotations and comments), the bundled samples and fuzz seeds,
// and those games mutated word by word into what only the lenient path reads (other cases
// and spellings, accents, glued words, comments inside a move, errors of every kind).
#include <gtest/gtest.h>

#include <filesystem>
#include <random>
#include <sstream>

#include "notation/game_recorder.h"
#include "players/heuristic_player.h"
#include "players/random_player.h"
#include "records.h"

namespace bornes::formats {
namespace {

namespace fs = std::filesystem;

std::string where(SourceLocation w) {
    return std::to_string(w.line) + ":" + std::to_string(w.column);
}

template <class T>
std::string list(const T& values) {
    std::string out = "[";
    for (const auto& v : values) out += std::to_string(static_cast<int>(v)) + " ";
    return out + "]";
}

std::string dump(const std::vector<Tag>& tags) {
    std::string out;
    for (const Tag& t : tags) out += " tag " + t.name + "=" + t.value + "@" + where(t.where);
    return out;
}

std::string dump(const RecordedAction& a) {
    std::ostringstream out;
    out << "  action kind " << static_cast<int>(a.kind) << " card " << static_cast<int>(a.card)
        << " side " << a.side << " actor " << a.actor << " turn " << a.turn << " draws "
        << static_cast<int>(a.drawCount) << list(a.draws) << " noDraw " << a.noDraw << " nag "
        << static_cast<int>(a.nag) << " comment {" << a.comment << "} at " << where(a.where)
        << " turn@" << where(a.turnWhere) << " draw@" << where(a.drawWhere) << "\n";
    return out.str();
}

// Every field of a record, one line a hand and an action: what two readings must share.
std::string dump(const Record& r) {
    std::ostringstream out;
    out << "event " << r.event << " site " << r.site << " date " << r.date << " players "
        << r.rules.table.players << " target " << r.rules.table.target << " game target "
        << r.rules.gameTarget << " result " << r.result << " scores " << list(r.scores)
        << dump(r.otherTags) << " comment {" << r.comment << "} at " << where(r.where) << " "
        << where(r.rulesWhere) << " " << where(r.resultWhere) << " " << where(r.scoresWhere) << " "
        << where(r.sidesWhere) << " " << where(r.seatsWhere) << "\n seats";
    for (const std::string& s : r.seats) out << " " << s;
    out << (r.rules == Record{}.rules ? "" : " rules differ from the default") << "\n";
    for (const RecordedHand& h : r.hands) {
        out << " hand " << h.number << " dealer " << h.dealer << " hasDeal " << h.hasDeal;
        for (const auto& cards : h.deal) out << " " << list(cards);
        out << " pile " << list(h.pile) << " position {" << h.position << "} score "
            << list(h.score) << " opening {" << h.openingComment << "}" << dump(h.otherTags)
            << " broken " << h.broken << " at " << where(h.where) << " " << where(h.dealerWhere)
            << " " << where(h.dealWhere) << " " << where(h.pileWhere) << " "
            << where(h.positionWhere) << " " << where(h.scoreWhere) << "\n";
        for (const RecordedAction& a : h.actions) out << dump(a);
    }
    return out.str();
}

// Every game of `text` read one way, with its syntax problems, as text.
std::string readAll(const std::string& text, bool fast) {
    std::istringstream in(text);
    RecordReader reader(in);
    reader.useFastPath(fast);
    std::string out;
    Record record;
    std::vector<Diagnostic> problems;
    while (reader.next(record, problems)) {
        out += dump(record);
        for (const Diagnostic& d : problems)
            out += where(d.where) + (d.severity == Severity::Error ? " error " : " warning ") +
                   d.message + "\n";
        problems.clear();
    }
    return out;
}

void expectSameBothWays(const std::string& text) {
    const std::string lenient = readAll(text, false);
    const std::string fast = readAll(text, true);
    EXPECT_EQ(fast, lenient) << "text:\n" << text;
}

// Games as bornes-play writes them, in every form, with cards known or hidden, some
// actions annotated or commented.
std::string writtenGames(Form form, Hidden hidden, int games, std::uint64_t seed, int hands = 3) {
    GameRules rules;
    rules.table = Table::of(form);
    RandomPlayer random(seed);
    HeuristicPlayer heuristic;
    Seating seats{};
    for (int s = 0; s < rules.table.players; ++s)
        seats[static_cast<std::size_t>(s)] = s % 2 ? static_cast<Player*>(&random) : &heuristic;
    Rng shuffle(seed);
    std::mt19937 pick(static_cast<std::mt19937::result_type>(seed));
    std::string text;
    for (int g = 0; g < games; ++g) {
        Game game(rules, g % rules.table.players);
        Record record =
            playAndRecord(game, seats, shuffle, hands, hidden, "fast path " + std::to_string(g));
        for (RecordedHand& h : record.hands)
            for (RecordedAction& a : h.actions) {
                const auto roll = pick() % 40;
                if (roll < 6) a.nag = static_cast<std::uint8_t>(roll + 1);
                if (roll == 7) a.nag = 12;
                if (roll == 8) a.comment = "a note";
            }
        text += writeRecord(record) + "\n";
    }
    return text;
}

constexpr Form kForms[] = {Form::Two, Form::Three, Form::Four, Form::SixThreeTeams,
                           Form::SixTwoTeams};

TEST(FastReader, WrittenGamesReadAlikeBothWays) {
    for (Form form : kForms)
        for (Hidden hidden : {Hidden::Nothing, Hidden::Draws, Hidden::Cards})
            expectSameBothWays(writtenGames(form, hidden, 3, 7));
}

// The fast path reads nearly every word of a written game: the lenient path is left the
// lines with a comment, and the words a longer name may go on from ("ROUE" before a word).
// The actions of a text, and how many of them the fast path read.
std::pair<long, long long> actionsRead(const std::string& text) {
    std::istringstream in(text);
    RecordReader reader(in);
    Record record;
    std::vector<Diagnostic> problems;
    long actions = 0;
    while (reader.next(record, problems))
        for (const RecordedHand& h : record.hands) actions += static_cast<long>(h.actions.size());
    EXPECT_TRUE(problems.empty());
    return {actions, reader.fastActions()};
}

TEST(FastReader, WrittenGamesTakeTheFastPath) {
    const auto [actions, fast] = actionsRead(writtenGames(Form::Four, Hidden::Nothing, 2, 3));
    EXPECT_GT(actions, 100);
    EXPECT_GT(fast, actions * 3 / 4);
}

// A word the fast path leaves (a comment, a long name) costs that word: the lenient path
// hands the line back at the next one.
TEST(FastReader, TheFastPathTakesTheLineBackAfterAnUnusualWord) {
    std::istringstream in(writtenGames(Form::Four, Hidden::Nothing, 2, 3));
    std::string text;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line[0] != '[') line = "{a comment} " + line;
        text += line + "\n";
    }
    expectSameBothWays(text);
    const auto [actions, fast] = actionsRead(text);
    EXPECT_GT(actions, 100);
    EXPECT_GT(fast, actions * 3 / 4);
}

TEST(FastReader, SamplesAndSeedsReadAlikeBothWays) {
    const fs::path root(BORNES_SOURCE_DIR);
    int files = 0;
    for (const fs::path& dir : {root / "samples", root / "tests" / "data", root / "tests" / "fuzz"})
        for (const auto& entry : fs::recursive_directory_iterator(dir)) {
            const std::string ext = entry.path().extension().string();
            if (!entry.is_regular_file() || (ext != ".mbn" && ext != ".txt" && ext != "")) continue;
            SCOPED_TRACE(entry.path().string());
            expectSameBothWays(test::readFile(entry.path()));
            ++files;
        }
    EXPECT_GT(files, 100);
}

// --- mutations -----------------------------------------------------------------------------

// What a person or another program may write in place of a word, beside what the writer
// prints: other spellings, cases and accents, words glued or cut, comments and tags inside a
// move, and errors.
// Separated by '|'.
constexpr std::string_view kInsertList =
    "{c}|{ c }|;c|{open|}|[Hand \"2\"]|[|:| : |!|?!|$3|$0|+-|+?|+|-|CF|cf|noCF|no cf|NOCF|"
    "allonge|Allonge|noallonge|no allonge|takeback|coup fourré|Feu vert|feu-vert|vert|Roll|go|"
    "Roue de secours|roue|de|secours|As du volant|as|du|volant|As du volan|Fin de limite|fin|"
    "Panne d'essence|Réparations|reparation|Feu rouge|sur|Sur|B|>B|> B|>|STOP>B|STOP >B|"
    "STOP> B|STOP>Z|STOP>b|STOP>P2|PANNE>A!|VERT!!|VERT!x|25!|25?!|-25!|-STOP>B|12.|12...|0.|"
    "99999999999.|12.P1:|P1:VERT|P1:|p1:|P1 :|P9:|Paul:|Paulé:|É|\xff|\xc3|\t|\r|\f|+VERT|"
    "+ROUE|+ROUE de secours|+AS|+FIN|+Feu vert|+vert|+XX|+VERTx2|ROUE|AS|FIN|PANNE|VERT|25|200|"
    "XX|Lcu:|P1:P2:|+-+|noCF?|allonge!|CF!|takeback 100|CF -25|CF ROUE|ROUE VERT|AS 25|"
    "AS STOP>B|FIN de|ROUE d|+P1:|::|{}|x{y}z|VERT{c}|"
    // in a deal or a pile
    "VERTx2|VERTX3|?x3|x3|VERTx0|VERTx107|VERTx0002|ROUEx2 de|25,50|,|,,|P2: 25|; P1:|/|\\\"";

std::vector<std::string> inserts() {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (std::size_t bar; (bar = kInsertList.find('|', start)) != std::string_view::npos;
         start = bar + 1)
        out.emplace_back(kInsertList.substr(start, bar - start));
    out.emplace_back(kInsertList.substr(start));
    return out;
}
const std::vector<std::string> kInserts = inserts();

std::vector<std::string> wordsOf(const std::string& line) {
    std::vector<std::string> words;
    std::istringstream in(line);
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

std::string joined(const std::vector<std::string>& words, std::mt19937& pick) {
    std::string line;
    for (std::size_t k = 0; k < words.size(); ++k) {
        if (k) line += pick() % 8 ? " " : "  ";
        line += words[k];
    }
    return line;
}

// One word of one movetext line changed: replaced, cased, cut, glued, doubled, dropped, or
// something inserted before it or inside it.
std::string mutateLine(const std::string& line, std::mt19937& pick) {
    std::vector<std::string> words = wordsOf(line);
    if (words.empty()) return line;
    const std::size_t k = pick() % words.size();
    std::string& w = words[k];
    const std::string& insert = kInserts[pick() % kInserts.size()];
    switch (pick() % 10) {
        case 0:
            for (char& c : w) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            break;
        case 1:
            w = insert;
            break;
        case 2:
            words.insert(words.begin() + static_cast<std::ptrdiff_t>(k), insert);
            break;
        case 3:
            w.insert(pick() % (w.size() + 1), insert);
            break;
        case 4:
            if (k + 1 < words.size()) {
                w += words[k + 1];
                words.erase(words.begin() + static_cast<std::ptrdiff_t>(k + 1));
            }
            break;
        case 5:
            words.erase(words.begin() + static_cast<std::ptrdiff_t>(k));
            break;
        case 6:
            words.insert(words.begin() + static_cast<std::ptrdiff_t>(k), w);
            break;
        case 7:
            if (w.size() > 1) w.insert(1 + pick() % (w.size() - 1), " ");
            break;
        case 8:
            w += insert;
            break;
        default:
            words.push_back(insert);
            break;
    }
    return joined(words, pick);
}

// Games cut apart, each with a few of its movetext lines mutated, read both ways.
void mutateAndCompare(const std::string& games, std::uint64_t seed, int rounds) {
    std::mt19937 pick(static_cast<std::mt19937::result_type>(seed));
    std::vector<std::string> lines;
    std::istringstream in(games);
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    for (int round = 0; round < rounds; ++round) {
        std::vector<std::string> copy = lines;
        for (int m = 0; m < 3; ++m) {
            const std::size_t at = pick() % copy.size();
            std::string& line = copy[at];
            if (line.starts_with("[Deal ") || line.starts_with("[Pile ")) {
                // The cards of a deal or a pile, inside the quotes.
                const std::size_t open = line.find('"'), close = line.rfind('"');
                if (open == std::string::npos || close <= open) continue;
                const std::string inside = line.substr(open + 1, close - open - 1);
                line = line.substr(0, open + 1) + mutateLine(inside, pick) + line.substr(close);
            } else if (!line.empty() && line[0] != '[') {
                line = mutateLine(line, pick);
            }
        }
        std::string text;
        for (const std::string& l : copy) text += l + "\n";
        expectSameBothWays(text);
        if (::testing::Test::HasFailure()) return;  // one text to look at is enough
    }
}

TEST(FastReader, MutatedGamesReadAlikeBothWays) {
    std::uint64_t seed = 11;
    for (Form form : kForms)
        for (Hidden hidden : {Hidden::Nothing, Hidden::Draws}) {
            // One hand a game, so that a mutation often lands in the hand read.
            std::string game = writtenGames(form, hidden, 1, seed, 1);
            mutateAndCompare(game, seed++, 300);
        }
}

}  // namespace
}  // namespace bornes::formats
