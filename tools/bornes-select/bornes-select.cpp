// SPDX-License-Identifier: Apache-2.0
// bornes-select: the game records of a collection that meet a condition, written unchanged,
// byte for byte. See man/bornes-select.1.
#include <iostream>
#include <set>

#include "bornes-select/fields.h"
#include "bornes-select/name_census.h"
#include "bornes-select/selection.h"
#include "common/command.h"
#include "common/errors.h"
#include "common/help.h"
#include "common/language_options.h"
#include "common/output_file.h"
#include "common/record_files.h"
#include "notation/record_player.h"
#include "notation/record_reader.h"
#include "text/text_wrap.h"

namespace {

using namespace bornes;
using namespace bornes::formats;
namespace po = boost::program_options;

constexpr const char* kTool = "bornes-select";

po::options_description optionsOf(Language lang) {
    const auto h = [lang](cli::HelpId id) { return cli::helpText(id, lang); };
    po::options_description options(h(cli::HelpId::Options));
    options.add_options()("help,h", h(cli::HelpId::Help))("version", h(cli::HelpId::Version))(
        "where,w",
        po::value<std::vector<std::string>>()->value_name(h(cli::HelpId::ValueCondition)),
        h(cli::HelpId::SelectWhere))("invert,v", h(cli::HelpId::SelectInvert))(
        "count,c", h(cli::HelpId::SelectCount))("hands", h(cli::HelpId::SelectHands))(
        "dedupe", h(cli::HelpId::SelectDedupe));
    cli::addOutputOption(options, lang);
    cli::addLanguageOption(options, lang);
    return options;
}

// The fields a condition tests and who may have scored them, as --help lists them.
std::string fieldsHelp(Language lang) {
    return cli::helpText(cli::HelpId::SelectFields, lang) +
           wrapLine("  " + fieldNames(lang), 78, 2);
}

// Every --where, parsed; a mistake is said at its column under the condition, as a reader
// says a record's, and is a usage error (exit 2).
std::optional<Condition> conditionOf(const po::variables_map& vm, Language lang,
                                     std::vector<std::pair<NameCensus, std::string>>& censuses) {
    std::vector<Condition> all;
    if (vm.count("where"))
        for (const std::string& text : vm["where"].as<std::vector<std::string>>()) {
            Diagnostic problem;
            std::optional<Condition> c = parseCondition(text, problem);
            if (!c) {
                std::cerr << kTool << ": " << renderDiagnostic("--where", problem, text, lang);
                // A word near no field: the fields, as --help lists them.
                const auto* near = problem.what.args.size() > 1
                                       ? std::get_if<std::string>(&problem.what.args[1])
                                       : nullptr;
                if (problem.what.id == MessageId::ConditionUnknownField && near && near->empty())
                    std::cerr << fieldsHelp(lang);
                std::cerr << cli::say(cli::ToolMessage::TryHelp, kTool).in(lang) << "\n";
                return std::nullopt;
            }
            censuses.emplace_back(NameCensus(*c), text);
            all.push_back(std::move(*c));
        }
    Condition condition = allOf(std::move(all));
    // "winner = Anne and couronnement" counts her opponents' couronnements too: said once,
    // with the words that ask for hers.
    if (countsEverySideBesideWinner(condition))
        std::cerr << renderToolMessage(kTool, Severity::Warning,
                                       Message(MessageId::ConditionCountsEverySide), lang);
    return condition;
}

// The values asked for that no game read has, said under the condition they are in.
void sayUnseen(const std::vector<std::pair<NameCensus, std::string>>& censuses, Language lang) {
    for (const auto& [census, text] : censuses)
        for (const Diagnostic& d : census.warnings())
            std::cerr << kTool << ": " << renderDiagnostic("--where", d, text, lang);
}

// What the condition is asked of: the game, or each of its hands (--hands); null entries
// when the condition needs only the tags (then one per hand recorded, or the game).
struct Judged {
    PlayedGame game;
    std::vector<PlayedGame> hands;
    std::vector<const PlayedGame*> units;
};

// Fills `j` in place: its units point into it.
void judge(Judged& j, const Record& record, std::vector<Diagnostic>& problems, bool play,
           bool byHand) {
    // A game the reader could not read to its end is never kept, but played up to the
    // reading error all the same: an earlier rule broken is the first error, and the one
    // said, as bornes-validate says it.
    const bool readToItsEnd = !hasError(problems);
    if (play || !readToItsEnd) {
        HandFactsObserver facts([&](const HandFacts& hand) {
            j.game.add(hand);
            if (byHand) j.hands.push_back(handAlone(hand));
        });
        const PlayResult result = playRecord(record, PlayOptions{}, problems, &facts, readToItsEnd);
        if (result.game) {
            j.game.status = result.game->status();
            j.game.winner = result.game->winner();
            for (int side = 0; side < record.rules.table.sides; ++side)
                j.game.totals.push_back(result.game->total(side));
        }
    }
    if (!byHand) {
        j.units.push_back(play ? &j.game : nullptr);
    } else if (play) {
        for (const PlayedGame& hand : j.hands) j.units.push_back(&hand);
    } else {
        j.units.assign(record.hands.size(), nullptr);
    }
}

struct Digests {
    bool operator()(const GameDigest& a, const GameDigest& b) const {
        return a.high != b.high ? a.high < b.high : a.low < b.low;
    }
};

const cli::Command kCommand{.name = kTool,
                            .usage = cli::HelpId::SelectUsage,
                            .about = cli::HelpId::SelectAbout,
                            .options = optionsOf,
                            .arguments = cli::recordFileArguments,
                            .helpAfter = fieldsHelp};

int run(const po::variables_map& vm, Language /*helpLang*/) {
    const Language lang = cli::languageFrom(vm);
    std::vector<std::pair<NameCensus, std::string>> censuses;
    const std::optional<Condition> condition = conditionOf(vm, lang, censuses);
    if (!condition) return cli::kUsage;
    if (!vm.count("file")) throw cli::UsageError(cli::say(cli::ToolMessage::NoRecordFile));
    const bool invert = vm.count("invert") > 0, countOnly = vm.count("count") > 0,
               dedupe = vm.count("dedupe") > 0, byHand = vm.count("hands") > 0;
    // Games are played only when the condition asks about play: a selection on tags reads.
    const bool play = needsPlay(*condition);
    std::optional<cli::OutputFile> output;
    if (vm["output"].as<std::string>() != "-") output.emplace(vm["output"].as<std::string>());

    const bool datesAsked = asksAbout(*condition, Field::Date);
    long long kept = 0, invalid = 0, gamesRead = 0;
    // --dedupe: 16 bytes a distinct game kept (the only memory that grows with the input).
    std::set<GameDigest, Digests> seen;
    cli::RecordFiles how{kTool, lang, {}, {}, {}};
    how.read = [&](std::istream& in, const std::string& file) {
        RecordReader reader(in);
        reader.keepExactText();
        // A condition on tags alone reads no movetext (the games are not played either),
        // unless a hand is judged alone (--hands) or the moves tell copies apart (--dedupe).
        // Without --where every game is kept that reads and plays to its end: its moves are
        // read, and the first error said as every tool says it (issue 30).
        if (vm.count("where") && !play && !byHand && !dedupe)
            reader.onTagsRead([](const Record&) { return Reading::SkipMovetext; });
        Record record;
        std::vector<Diagnostic> problems;
        long long games = 0;
        while (reader.next(record, problems)) {
            ++games;
            ++gamesRead;
            Judged judged;
            judge(judged, record, problems, play, byHand);
            // A game that cannot be judged is never written, kept or not: its first error
            // is said as bornes-validate says it (exit 1).
            const bool broken = upToFirstError(problems);
            invalid += broken;
            // Each hand judged alone (--hands) or the game: how many of them are kept.
            long long met = 0;
            for (auto& census : censuses) census.first.see(record);
            const PlayedGame* game = play ? &judged.game : nullptr;
            for (const PlayedGame* unit : judged.units)
                met += !broken && meets(*condition, record, unit, game) != invert;
            const bool keep = met && (!dedupe || seen.insert(digestOf(record)).second);
            kept += keep ? (byHand ? met : 1) : 0;
            const bool written = keep && !countOnly;
            // Said as well: a [Date] not in the notation's form when dates are asked about,
            // and blank lines left out of a game written.
            cli::sayGameErrors(file, problems, reader, lang, [&](const Diagnostic& d) {
                return (datesAsked && d.what.id == MessageId::BadDate) ||
                       (written && d.what.id == MessageId::LeadingBlanksNotKept);
            });
            problems.clear();
            if (written) std::cout << reader.exactText();
        }
        return cli::FileRead{reader.readFailed(), games, false};
    };
    const cli::FilesOutcome outcome =
        cli::readRecordFiles(vm["file"].as<std::vector<std::string>>(), how);
    if (countOnly) std::cout << kept << "\n";
    if (output) output->finish();
    if (gamesRead) sayUnseen(censuses, lang);
    if (outcome.unreadable) return cli::kUsage;
    return invalid ? cli::kFailure : cli::kSuccess;
}

}  // namespace

int main(int argc, char** argv) {
    return bornes::cli::runCommand(argc, argv, kCommand, run);
}
