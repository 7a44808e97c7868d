// SPDX-License-Identifier: Apache-2.0
// Card names in French and English, any case, with or without accents (ICU), short codes
// and the books' variant spellings (RULES.md §1).
#include <gtest/gtest.h>

#include "messages/card_names.h"
#include "text/numbers.h"

namespace bornes::formats {
namespace {

TEST(CardNames, FrenchAndEnglishNamesOfEveryCard) {
    for (int k = 0; k < kCardKinds; ++k) {
        const Card c = cardAt(k);
        EXPECT_EQ(parseCardName(cardName(c, Language::French)), c) << cardName(c, Language::French);
        EXPECT_EQ(parseCardName(cardName(c, Language::English)), c)
            << cardName(c, Language::English);
        EXPECT_EQ(parseCardName(shortCode(c)), c) << shortCode(c);
    }
}

TEST(CardNames, AnyCaseWithOrWithoutAccents) {
    EXPECT_EQ(parseCardName("Réparations"), Card::Repairs);
    EXPECT_EQ(parseCardName("REPARATIONS"), Card::Repairs);
    EXPECT_EQ(parseCardName("RÉPARATIONS"), Card::Repairs);
    EXPECT_EQ(parseCardName("réparation"), Card::Repairs);
    EXPECT_EQ(parseCardName("Véhicule prioritaire"), Card::RightOfWay);
    EXPECT_EQ(parseCardName("VEHICULE-PRIORITAIRE"), Card::RightOfWay);
    EXPECT_EQ(parseCardName("feu_vert"), Card::Roll);
    EXPECT_EQ(parseCardName("speed limit"), Card::SpeedLimit);
    EXPECT_EQ(parseCardName("Speed  Limit"), Card::SpeedLimit);  // extra spaces
    EXPECT_EQ(parseCardName("puncture-proof"), Card::PunctureProof);
    EXPECT_EQ(parseCardName("Panne d’essence"), Card::OutOfGas);  // typographic apostrophe
    // Decomposed accents (e + combining acute) fold like precomposed ones.
    EXPECT_EQ(parseCardName("Re\xcc\x81parations"), Card::Repairs);
}

TEST(CardNames, TheBooksVariantSpellings) {
    EXPECT_EQ(parseCardName("Crevaision"), Card::FlatTire);       // 000
    EXPECT_EQ(parseCardName("Incredible"), Card::PunctureProof);  // 000
    EXPECT_EQ(parseCardName("Réservoir"), Card::ExtraTank);       // 004
    EXPECT_EQ(parseCardName("Roulez"), Card::Roll);
    EXPECT_EQ(parseCardName("Go"), Card::Roll);
    EXPECT_EQ(parseCardName("Stop"), Card::Stop);
    EXPECT_EQ(parseCardName("Feu rouge"), Card::Stop);
    EXPECT_EQ(parseCardName("Citerne d'essence"), Card::ExtraTank);
}

TEST(CardNames, RejectsWhatIsNotACard) {
    EXPECT_FALSE(parseCardName(""));
    EXPECT_FALSE(parseCardName("150"));
    EXPECT_FALSE(parseCardName("feu"));
    EXPECT_FALSE(parseCardName("Rollz"));
    EXPECT_FALSE(parseCardName("\xff\xfe"));        // invalid UTF-8
    EXPECT_FALSE(parseCardName("R\xc3\xa9p\xc3"));  // truncated sequence
    EXPECT_FALSE(parseCardName(std::string(100000, 'a')));
}

TEST(CardNames, PrintedFormsFollowTheBooks) {
    EXPECT_EQ(cardName(Card::Roll, Language::French), "Feu vert");
    EXPECT_EQ(cardName(Card::Repairs, Language::French), "Réparations");
    EXPECT_EQ(cardName(Card::Roll, Language::English), "Roll");
    EXPECT_EQ(cardName(Card::D200, Language::French), "200");
}

TEST(Numbers, LocaleGrouping) {
    // ICU's French grouping separator is the narrow no-break space U+202F.
    EXPECT_EQ(formatNumber(1000, Language::French), "1\u202f000");
    EXPECT_EQ(formatNumber(5100, Language::English), "5,100");
    EXPECT_EQ(formatNumber(925, Language::French), "925");
    EXPECT_EQ(formatNumber(-200, Language::English), "-200");
}

}  // namespace
}  // namespace bornes::formats
