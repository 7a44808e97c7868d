// SPDX-License-Identifier: Apache-2.0
// The message catalogue (formats/messages/messages.def) and its French: every entry complete and
// consistent in both languages, and the French read as French typography writes it. The
// expected sentences were written by hand from the rule books' French (the oracle).
#include <gtest/gtest.h>

#include <rapidjson/document.h>
#include <rapidjson/pointer.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "engine/rules.h"
#include "messages/message.h"
#include "messages/suggest.h"
#include "messages/words.h"
#include "notation/position_text.h"
#include "records.h"

namespace bornes::formats {
namespace {

using test::validateText;

constexpr auto kFr = Language::French;
constexpr auto kEn = Language::English;
const std::string kNbsp = "\u00A0", kNarrow = "\u202F";

// The argument numbers a pattern names, as `kind` finds them.
std::set<std::string> arguments(std::string_view pattern, const std::regex& kind) {
    std::set<std::string> found;
    const std::string text(pattern);
    for (auto it = std::sregex_iterator(text.begin(), text.end(), kind);
         it != std::sregex_iterator(); ++it)
        found.insert((*it)[1]);
    return found;
}

// Every argument of a pattern: shown ({N}) or choosing a plural ({N?a|b}).
std::set<std::string> placeholders(std::string_view pattern) {
    static const std::regex kPlaceholder(R"(\{([0-9])[}?])");
    return arguments(pattern, kPlaceholder);
}

TEST(Messages, EveryEntryHasACodeAndBothLanguagesWithTheSameArguments) {
    static const std::regex kCode("[a-z0-9]+(-[a-z0-9]+)*");
    for (MessageId id : allMessages()) {
        const std::string_view en = messagePattern(id, kEn), fr = messagePattern(id, kFr);
        SCOPED_TRACE(std::string(en));
        EXPECT_TRUE(std::regex_match(std::string(messageCode(id)), kCode)) << messageCode(id);
        // Their words are all in their argument, told in the language.
        if (id == MessageId::Text || id == MessageId::ImpossibleDeal) continue;
        EXPECT_NE(en, fr) << "not translated";
        // A French pattern that forgets or invents an argument shows the wrong thing.
        EXPECT_EQ(placeholders(en), placeholders(fr));
        // Typography is the printer's: the catalogue writes plain spaces.
        EXPECT_EQ(fr.find(kNbsp), std::string_view::npos);
    }
}

// The arguments a pattern shows ({N}), not those it only chooses a plural by ({N?a|b}): a
// language whose noun does not change ("1,000 km") need not ask for the count.
std::set<std::string> shown(std::string_view pattern) {
    static const std::regex kShown(R"(\{([0-9])\})");
    return arguments(pattern, kShown);
}

TEST(Words, EveryWordHasBothLanguagesShowingTheSameArguments) {
    for (WordId id : allWords()) {
        const std::string en = word(id, kEn), fr = word(id, kFr);
        SCOPED_TRACE(en);
        EXPECT_FALSE(en.empty());
        EXPECT_FALSE(fr.empty());
        EXPECT_EQ(shown(en), shown(fr));
    }
}

TEST(Words, SentencesChooseByEachLanguagesPluralRule) {
    // ICU's rules: French puts 0 and 1 in the singular, English only 1.
    EXPECT_EQ(say(WordId::SummaryEstimated, kFr, 0), ", 0 estimée");
    EXPECT_EQ(say(WordId::SummaryEstimated, kFr, 1), ", 1 estimée");
    EXPECT_EQ(say(WordId::SummaryEstimated, kFr, 2), ", 2 estimées");
    EXPECT_EQ(say(WordId::SummaryTurningPoints, kEn, 0), "; 0 turning points");
    EXPECT_EQ(say(WordId::SummaryTurningPoints, kEn, 1), "; 1 turning point");
    // French groups thousands (messages and words alike); English writes plain digits, as
    // the notation does.
    EXPECT_EQ(say(WordId::SummaryReaches, kFr, 1000), "atteint 1" + kNarrow + "000" + kNbsp + ": ");
    EXPECT_EQ(say(WordId::SummaryReaches, kEn, 1000), "reaches 1000: ");
    EXPECT_EQ(say(WordId::GameWonBy, kFr, "A"), " — gagnée par A");
}

TEST(Messages, FrenchReadsAsFrench) {
    // Elision, plurals as French counts them (0 and 1 singular), no-break spaces.
    EXPECT_EQ(messageText(Message(MessageId::DealHandTwice, "Anaïs"), kFr),
              "[Deal] donne deux fois la main d'Anaïs (notation)");
    EXPECT_EQ(messageText(Message(MessageId::DealHandTwice, "Paul"), kFr),
              "[Deal] donne deux fois la main de Paul (notation)");
    EXPECT_EQ(messageText(Message(MessageId::DrawsPastPile, "Luc", 1, 0), kFr),
              "Luc pioche 1 carte, mais il n'en restait que 0 (§6)");
    EXPECT_EQ(messageText(Message(MessageId::DrawsPastPile, "Luc", 2, 1), kFr),
              "Luc pioche 2 cartes, mais il n'en restait que 1 (§6)");
    EXPECT_EQ(messageText(Message(MessageId::DrawsPastPile, "Luc", 1, 0), kEn),
              "Luc draws 1 card, but only 0 were left (§6)");
    EXPECT_EQ(messageText(Message(MessageId::HandOverWon, "Marie/Luc", 1000), kFr),
              "la manche est finie" + kNbsp + ": Marie/Luc a atteint 1" + kNarrow + "000 (§6)");
    EXPECT_EQ(messageText(Message(MessageId::HandOverWon, "Marie/Luc", 1000), kEn),
              "the hand is over: Marie/Luc reached 1000 (§6)");
    EXPECT_EQ(messageText(Message(MessageId::UnknownCard, "Crevasion", "Crevaison"), kFr),
              "carte inconnue 'Crevasion'" + kNbsp + ": vouliez-vous dire Crevaison" + kNarrow +
                  "? (notation)");
    EXPECT_EQ(messageText(Message(MessageId::UnknownCard, "Zorglub", ""), kFr),
              "carte inconnue 'Zorglub' (notation)");
    EXPECT_EQ(messageText(Message(MessageId::DealShortHand, "Anaïs", 5), kFr),
              "[Deal] donne 5 cartes à Anaïs" + kNbsp + ": on distribue 6 cartes par main (§3)");
}

TEST(Messages, TheEnginesRefusalsInFrench) {
    // A Stop against a side that has not opened, and a Speed Limit against Right of Way.
    const auto parsed = parsePosition(
        "2 1000 dujardin STOP,LIM,25,50,75,100,200/25,50,75,100,200,ESS ?x87 - "
        "-:-:-:-:-/-:-:-:PRIO:- "
        "turn:1");
    ASSERT_TRUE(parsed.line) << parsed.error;
    const Position& p = parsed.line->position;
    const auto stop = whyIllegal(p, Move::attack(Card::Stop, 1));
    ASSERT_TRUE(stop);
    EXPECT_EQ(
        messageText(Message(MessageId::IllegalMove, "Marie", *stop), kFr),
        "Marie" + kNbsp + ": Feu rouge" + kNbsp + ": Prioritaire est sur la table de ce camp (§4)");
    const auto distance = whyIllegal(p, Move::play(Card::D25));
    ASSERT_TRUE(distance);
    EXPECT_EQ(messageText(Message(MessageId::IllegalMove, "Marie", *distance), kFr),
              "Marie" + kNbsp + ": 25" + kNbsp + ": votre camp n'est pas parti" + kNbsp +
                  ": jouez d'abord Feu vert (§4)");
    EXPECT_EQ(messageText(Message(MessageId::IllegalMove, "Marie", *distance), kEn),
              "Marie: 25: your side has not opened: play Roll first (§4)");
}

TEST(Messages, EveryRefusalReasonHasItsFrench) {
    // Every reason renders without a placeholder left over, and differs from the English.
    for (int r = 0; r <= static_cast<int>(RefusalReason::CoupFourreWrongCard); ++r) {
        Refusal refusal{Violation::HandOver,
                        "English (§6)",
                        static_cast<RefusalReason>(r),
                        Card::Stop,
                        Card::Accident,
                        300,
                        700};
        const std::string fr = messageBody(Message(MessageId::IllegalMove, "X", refusal), kFr);
        SCOPED_TRACE(fr);
        EXPECT_EQ(fr.find('{'), std::string::npos);
        EXPECT_EQ(fr.find("English"), std::string::npos);
    }
}

TEST(Messages, AWholeSessionInFrench) {
    // A record as a French club player types it: names with accents, a blank before the
    // colon, "coup fourré" in two words; then a misspelt card.
    const std::string header =
        "[Event \"Soirée du club\"]\n[Players \"2\"]\n[Seats \"Anaïs Luc\"]\n\n"
        "[Hand \"1\"]\n[Dealer \"Luc\"]\n"
        "[Deal \"Anaïs : VERT 25 50 75 100 200; Luc : VERT STOP 25 50 75 100\"]\n";
    EXPECT_TRUE(validateText(header + "1. Anaïs : VERT 2. Luc : VERT 3. Anaïs : 200\n").empty());
    EXPECT_EQ(validateText(header + "1. Anaïs : VERT 2. Luc : Feu rouje\n", false, nullptr, kFr),
              std::vector<std::string>{"8:26: erreur" + kNbsp +
                                       ": carte ou mot inconnu 'Feu rouje'" + kNbsp +
                                       ": vouliez-vous dire Feu rouge" + kNarrow + "? (notation)"});
    EXPECT_EQ(validateText(header + "1. Luc : VERT\n", false, nullptr, kFr),
              std::vector<std::string>{"8:10: erreur" + kNbsp +
                                       ": c'est à Anaïs de jouer, pas à Luc" + kNbsp +
                                       ": le donneur est Luc, et le joueur à sa gauche "
                                       "joue en premier (§3)"});
}

// Impossible positions and malformed position lines, told in French: the engine's reason
// with its data (position_setup.h), worded by formats/; the expected texts written by hand.
TEST(Messages, PositionsInFrench) {
    struct Case {
        const char* line;
        std::string french;
    };
    const Case cases[] = {
        {"2 700 dujardin -/- - * -:-:-:-:-/-:-:-:-:- over:A",
         "position impossible" + kNbsp + ": le camp A a gagné sans atteindre 700 (§6)"},
        {"2 700 dujardin 50,ESS/50,ROUE - * ESS:-:-:-:PANNE/VERT:-:200:-:- turn:1",
         "position impossible" + kNbsp + ": le camp A" + kNbsp +
             ": 1 attaque dans la pile de bataille mais 0 Feu vert" + kNbsp +
             ": sans Prioritaire, une attaque ne se joue que sur un Feu vert (§4)"},
        {"2 700 dujardin 200x5/- - * -:-:-:-:-/-:-:-:-:- turn:1",
         "position impossible" + kNbsp + ": 5 × 200, mais le jeu de 101 cartes en a 4 (§1)"},
        {"2 700 dujardin VERT - * -:-:-:-:-/-:-:-:-:- turn:1", "1 main pour 2 joueurs (notation)"},
        {"2 700 dujardin -/- - * -:-:-:-:-/-:-:-:-:- over:- oops",
         "une opération s'écrit nom=valeur (notation" + kNbsp + ": positions)"},
        {"2 700 dujardin Crevasion/- - * -:-:-:-:-/-:-:-:-:- turn:1",
         "carte inconnue 'Crevasion'" + kNbsp + ": vouliez-vous dire Crevaison" + kNarrow +
             "? (notation)"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.line);
        const PositionParse p = parsePosition(c.line);
        ASSERT_FALSE(p.line);
        EXPECT_EQ(messageText(p.what, kFr), c.french);
        EXPECT_EQ(messageText(p.what, kEn), p.error) << "the English is the engine's";
    }
}

// The codes a program may meet in a diagnostic are the catalogue's: the schemas list them
// all (a code added to messages.def and not to the schemas fails here, and so does a code
// renamed in one place only).
TEST(Messages, TheSchemasListEveryCode) {
    std::set<std::string> catalogue;
    for (MessageId id : allMessages()) catalogue.insert(std::string(messageCode(id)));
    for (const char* name : {"replay", "validation"}) {
        SCOPED_TRACE(name);
        std::ifstream file(std::string(BORNES_SOURCE_DIR) + "/formats/json/schemas/" + name +
                           ".schema.json");
        std::stringstream text;
        text << file.rdbuf();
        rapidjson::Document schema;
        schema.Parse(text.str().c_str());
        ASSERT_FALSE(schema.HasParseError());
        const auto* codes =
            rapidjson::Pointer("/definitions/diagnostic/properties/code/enum").Get(schema);
        ASSERT_NE(codes, nullptr);
        std::set<std::string> listed;
        for (const auto& code : codes->GetArray()) listed.insert(code.GetString());
        EXPECT_EQ(listed, catalogue);
    }
}

// Edit distances counted by hand (the classic kitten/sitting is 3; a transposition is one
// edit; accents count as code points), and the thresholds that make a slip a suggestion.
TEST(Suggest, DistancesAndThresholds) {
    EXPECT_EQ(editDistance("kitten", "sitting"), 3u);
    EXPECT_EQ(editDistance("crevasion", "crevaison"), 1u);
    EXPECT_EQ(editDistance("é", "e"), 1u);
    EXPECT_EQ(editDistance("", "abc"), 3u);
    // Seven letters, two edits (a missing c, n and e swapped): still a slip.
    EXPECT_EQ(nearestCardName("Acidnet"), "Accident");
    // Four letters, two edits: too far to guess.
    EXPECT_EQ(nearestCardName("Vrte"), "");
    EXPECT_EQ(nearestCardName("zzzzzz"), "");
    // Equally near two names: no guess.
    EXPECT_EQ(nearest("Lea", {"Leo", "Les"}), "");
    EXPECT_EQ(nearest("Pual", {"Paul", "Luc"}), "Paul");
}

TEST(Suggest, TheFewNearestFirstEachNameOnce) {
    using List = std::vector<std::string>;
    // bornes-select's "did you mean 'Léa', 'Leo'?": the nearest first, ties by name, names
    // that fold alike once, none past a slip.
    EXPECT_EQ(nearestFew("Lea", {"Luc", "Leo", "Léa", "LEA", "Zoé"}, 3), (List{"Léa", "Leo"}));
    EXPECT_EQ(nearestFew("Jan", {"Jean", "Janine", "Paul"}, 3), (List{"Jean"}));
    EXPECT_EQ(nearestFew("Ann", {"Anne", "Anna", "Annie", "Yann"}, 2), (List{"Anna", "Anne"}));
    EXPECT_EQ(nearestFew("Pauline", {"Paul", "Paulette"}, 3), List{});
    EXPECT_EQ(nearestFew("", {"Paul"}, 3), List{});
}

}  // namespace
}  // namespace bornes::formats
