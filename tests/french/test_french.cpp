// SPDX-License-Identifier: Apache-2.0
// French all the way (issue 20, doc/french.md): the catalogue's French read character by
// character. The words are the project's (le sabot, l'objectif, l'étape, le coup fourré),
// a negative sentence has both its halves, four-digit numbers are grouped ("1 000"), and
// a puzzle says what it teaches in French too (note-fr=). The expected sentences were
// written by hand.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "messages/message.h"
#include "notation/position_text.h"
#include "notation/puzzle.h"

namespace bornes::formats {
namespace {

constexpr auto kFr = Language::French;
constexpr auto kEn = Language::English;
const std::string kNbsp = "\u00A0", kNarrow = "\u202F";

Refusal refusal(RefusalReason reason, Card card, Card shown, int number = 0, int limit = 0) {
    return Refusal{Violation::HandOver, "English (§4)", reason, card, shown, number, limit};
}

std::string illegal(const Refusal& r, Language lang) {
    return messageBody(Message(MessageId::IllegalMove, "Anaïs", r), lang);
}

TEST(French, ARemedyOnAnEmptyBattlePileShowsNothing) {
    // "votre pile de bataille montre rien" lacked its "ne".
    EXPECT_EQ(illegal(refusal(RefusalReason::RemedyMismatch, Card::Gasoline, Card::None), kFr),
              "Anaïs" + kNbsp + ": Essence" + kNbsp +
                  ": elle ne se pose que sur l'attaque qu'elle pare, et votre pile de bataille "
                  "ne montre rien");
    EXPECT_EQ(illegal(refusal(RefusalReason::RemedyMismatch, Card::Gasoline, Card::Stop), kFr),
              "Anaïs" + kNbsp + ": Essence" + kNbsp +
                  ": elle ne se pose que sur l'attaque qu'elle pare, et votre pile de bataille "
                  "montre Feu rouge");
}

TEST(French, TheTargetIsTheObjectif) {
    // "le but" was the word for the target.
    EXPECT_EQ(illegal(refusal(RefusalReason::PastTarget, Card::D100, Card::None, 650, 700), kFr),
              "Anaïs" + kNbsp + ": 100" + kNbsp + ": 650 + 100 dépasserait l'objectif de 700");
    EXPECT_EQ(messageText(Message(MessageId::PositionTableDiffers, 2, 700, 2, 1000), kFr),
              "la position est pour 2 joueurs, objectif 700, mais les tags disent 2 joueurs, "
              "objectif 1" +
                  kNarrow + "000 (notation)");
    EXPECT_EQ(messageText(Message(MessageId::PlayedPastTarget, Card::D200, "Anne", 700), kFr),
              "200 fait dépasser à Anne l'objectif de 700" + kNbsp +
                  ": une étape doit être reprise au prochain tour de ce camp (§10)");
    const PositionParse past = parsePosition(
        "2 700 dujardin 50/100 - * VERT:-:200x2,100x3,75:-:-/VERT:-:100x2:-:- turn:1");
    ASSERT_FALSE(past.line);
    EXPECT_EQ(messageText(past.what, kFr), "position impossible" + kNbsp + ": le camp A" + kNbsp +
                                               ": 775 km dépassent l'objectif de 700 (§4)");
    const PositionParse reached =
        parsePosition("2 700 dujardin 50/100 - * VERT:-:200x2,100x3:-:-/VERT:-:100x2:-:- turn:1");
    ASSERT_FALSE(reached.line);
    EXPECT_EQ(messageText(reached.what, kFr),
              "position impossible" + kNbsp + ": le camp A" + kNbsp +
                  ": l'objectif de 700 est atteint, la manche est donc finie (§6)");
}

TEST(French, DistanceCardsAreEtapesAndThePileIsTheSabot) {
    EXPECT_EQ(illegal(refusal(RefusalReason::DistanceLimited, Card::D100, Card::None), kFr),
              "Anaïs" + kNbsp + ": 100" + kNbsp +
                  ": sous une Limite de vitesse, seules les étapes 25 et 50 se jouent");
    EXPECT_EQ(
        messageText(Message(MessageId::TakeBackWhich, "75", "200", "25"), kFr),
        "reprenez la dernière étape jouée (75) ou l'une des plus grandes (200), pas 25 (§10)");
    EXPECT_EQ(messageText(Message(MessageId::DrawNotNext, "Janine", Card::Roll, Card::D50), kFr),
              "Janine pioche Feu vert, mais la carte suivante du sabot est 50 ([Pile])");
    EXPECT_EQ(
        messageText(Message(MessageId::UnknownCardsForSolver, "Paul (5)", "60", 60, "", "0"), kFr),
        "le solveur a besoin de toutes les cartes des mains et du sabot" + kNbsp +
            ": cartes inconnues dans les mains de Paul (5)" + kNarrow +
            "; cartes inconnues dans le sabot" + kNbsp +
            ": 60 sur 60 (écrivez-les dans la position, ou dans [Deal], [Pile] et les "
            "cartes piochées de la partie)");
    EXPECT_EQ(messageText(Message(MessageId::SkippedDraw, "Bruno"), kFr),
              "Bruno ne pioche pas" + kNarrow +
                  "; seul un joueur trouvé avec 7 cartes s'abstient de piocher (§10)");
}

TEST(French, NumbersOfFourDigitsAreGrouped) {
    EXPECT_EQ(messageText(Message(MessageId::BadTarget, "990"), kFr),
              "[Target] vaut un multiple de 25 jusqu'à 1" + kNarrow + "000, pas '990' (§2)");
    EXPECT_EQ(
        messageText(Message(MessageId::TooManyActions), kFr),
        "plus de 100" + kNarrow + "000 actions dans une manche (notation" + kNbsp + ": limites)");
    // The collection's own errors, and the notation's sections as the French
    // bornes-notation(5) names them (LIMITES, PROBLÈMES).
    EXPECT_EQ(messageText(Message(MessageId::CollectionTooManyPuzzles, 10000), kFr),
              "plus de 10" + kNarrow + "000 problèmes dans un même recueil (notation" + kNbsp +
                  ": limites)");
    EXPECT_EQ(messageText(Message(MessageId::PuzzleIdTwice, "cf-1", "3"), kFr),
              "id=cf-1 est déjà l'identifiant de la ligne 3 (notation" + kNbsp + ": problèmes)");
    EXPECT_EQ(messageText(Message(MessageId::PuzzleIdTwice, "cf-1", "3"), kEn),
              "id=cf-1 is already the id of line 3 (notation: puzzles)");
    // Names that hold digits are no numbers.
    EXPECT_EQ(messageText(Message(MessageId::Latin1Hint), kFr),
              "UTF-8 invalide" + kNbsp + ": ce texte semble en Latin-1 (ISO-8859-1)" + kNarrow +
                  "; convertissez-le avec" + kNbsp +
                  ": iconv -f latin1 -t utf-8 FICHIER (notation)");
    // English keeps its plain digits.
    EXPECT_EQ(messageText(Message(MessageId::BadTarget, "990"), kEn),
              "[Target] must be a multiple of 25 up to 1000, not '990' (§2)");
}

TEST(French, TheToolsWordsInFrench) {
    // bornes-solve --record and --side said these in English only.
    EXPECT_EQ(messageText(Message(MessageId::NoSuchTurnInGame, 900, 1, 1), kFr),
              "pas de tour 900 dans la manche 1 de la partie 1");
    EXPECT_EQ(messageText(Message(MessageId::InputHoldsFewerGames, 1, 4), kFr),
              "le fichier contient 1 partie, pas 4");
    EXPECT_EQ(messageText(Message(MessageId::SideOption, "C", "A, B, P1, P2"), kFr),
              "--side C" + kNbsp +
                  ": pas de tel camp ni de tel joueur à cette table (A, B, P1, "
                  "P2) (§2)");
    EXPECT_EQ(messageText(Message(MessageId::SideOption, "C", "A, B, P1, P2"), kEn),
              "--side C: no such side or player at this table (A, B, P1, P2) (§2)");
    EXPECT_EQ(messageText(Message(MessageId::NoSuchTurnInGame, 900, 1, 1), kEn),
              "no turn 900 in hand 1 of game 1");
    EXPECT_EQ(messageText(Message(MessageId::InputHoldsFewerGames, 1, 4), kEn),
              "the file holds 1 game, not 4");
}

TEST(French, TheCatalogueSpeaksTheProjectsWords) {
    // doc/french.md: "le sabot", never "la pioche" for the pile; "l'objectif", never "le but";
    // plurals written out, never "(s)".
    static const std::regex kWrong(
        R"((^|[ '(])(le|du|au|de) but\b|\b(la|de la|dans la) pioche\b|\bpioches\b|\(s\)|coup-fourré)");
    for (MessageId id : allMessages()) {
        const std::string fr(messagePattern(id, kFr));
        EXPECT_FALSE(std::regex_search(fr, kWrong)) << fr;
    }
    for (int r = 0; r <= static_cast<int>(RefusalReason::CoupFourreWrongCard); ++r) {
        const std::string fr = illegal(
            refusal(static_cast<RefusalReason>(r), Card::Stop, Card::Accident, 300, 700), kFr);
        EXPECT_FALSE(std::regex_search(fr, kWrong)) << fr;
    }
}

TEST(French, APuzzleSaysWhatItTeachesInFrench) {
    const std::string line =
        "2 700 dujardin 50/100 - * VERT:-:200x2,100x2,50:-:-/VERT:-:200x2,100x2:-:- turn:1 "
        "id=n a=yes note=\"Play the 50.\" note-fr=\"Jouez le 50" +
        kNbsp + ": c'est fini.\"";
    const PuzzleParse parsed = parsePuzzle(line, 1);
    ASSERT_TRUE(parsed.puzzle) << parsed.problem.message;
    EXPECT_EQ(parsed.puzzle->note, "Play the 50.");
    EXPECT_EQ(parsed.puzzle->noteFrench, "Jouez le 50" + kNbsp + ": c'est fini.");
    const std::string notes = joinNotes(parsed.puzzle->note, parsed.puzzle->noteFrench);
    EXPECT_EQ(noteIn(notes, kEn), "Play the 50.");
    EXPECT_EQ(noteIn(notes, kFr), "Jouez le 50" + kNbsp + ": c'est fini.");
    // Without note-fr=, French shows the English note rather than nothing.
    EXPECT_EQ(noteIn(joinNotes("Play the 50.", ""), kFr), "Play the 50.");
    EXPECT_EQ(noteIn(joinNotes("", ""), kFr), "");
}

}  // namespace
}  // namespace bornes::formats
