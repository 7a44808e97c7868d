// SPDX-License-Identifier: Apache-2.0
// The pseudo-locale (text/pseudo_locale.h): letters accented and runs of words marked, the
// catalogues' placeholders kept so that the filler fills its texts as it fills English; and
// every row of every catalogue of formats/ filled in it with its markers whole.
#include <gtest/gtest.h>

#include <string>

#include "messages/message.h"
#include "messages/words.h"
#include "text/pseudo_locale.h"

namespace bornes::formats {
namespace {

const std::string kOpen(kPseudoOpen), kClose(kPseudoClose);

std::string marked(const std::string& inside) {
    return kOpen + inside + kClose;
}

TEST(PseudoLocale, AccentsAndMarksTheWords) {
    EXPECT_EQ(pseudoText("Turn "), marked("Ţúŕñ") + " ");
    EXPECT_EQ(pseudoText("yes"), marked("ýéš"));
    EXPECT_EQ(pseudoText(": "), ": ") << "no letters, no markers";
    EXPECT_EQ(pseudoText(""), "");
}

TEST(PseudoLocale, KeepsThePlaceholdersOutsideTheMarkers) {
    EXPECT_EQ(pseudoText("{0} cards left"), "{0} " + marked("çáŕđš ĺéƒţ"));
    EXPECT_EQ(pseudoText("{0}: did you mean {1}?"), "{0}: " + marked("đíđ ýóú ɱéáñ") + " {1}?");
    // A plural's choices are made pseudo in turn, its '?' and '|' kept.
    EXPECT_EQ(pseudoText("{0} {0?card|cards}"),
              "{0} {0?" + marked("çáŕđ") + "|" + marked("çáŕđš") + "}");
    // A '{' before a non-digit is text, as the filler reads it.
    EXPECT_EQ(pseudoText("'{' open"), "'{' " + marked("óþéñ"));
}

TEST(PseudoLocale, KeepsAnOptionAsTheCommandReadsIt) {
    EXPECT_EQ(pseudoText("see --hash now"), marked("šéé --hash ñóŵ"));
}

TEST(PseudoLocale, FillsAsEnglishDoes) {
    const std::string pattern = pseudoText("{0} {0?card|cards} in {1}");
    EXPECT_EQ(fillPattern(pattern, {Message::toArg(1), Message::toArg(std::string("Paul"))},
                          Language::Pseudo),
              "1 " + marked("çáŕđ") + " " + marked("íñ") + " Paul");
    EXPECT_EQ(fillPattern(pattern, {Message::toArg(3), Message::toArg(std::string("Paul"))},
                          Language::Pseudo),
              "3 " + marked("çáŕđš") + " " + marked("íñ") + " Paul");
}

// Every marker closed where it opens: a catalogue row whose placeholders the pseudo-locale
// broke would print half a marker, or the placeholder itself.
void expectWhole(const std::string& text, const std::string& what) {
    std::size_t depth = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text.compare(i, kOpen.size(), kOpen) == 0) ++depth;
        if (text.compare(i, kClose.size(), kClose) == 0) {
            ASSERT_EQ(depth, 1u) << what << ": " << text;
            --depth;
        }
    }
    EXPECT_EQ(depth, 0u) << what << ": " << text;
    EXPECT_EQ(text.find("{0"), std::string::npos) << what << ": " << text;
}

TEST(PseudoLocale, EveryRowOfTheCataloguesFillsWhole) {
    const std::vector<MessageArg> args = {Message::toArg(2), Message::toArg(3), Message::toArg(4),
                                          Message::toArg(5), Message::toArg(6), Message::toArg(7)};
    for (const WordId id : allWords())
        expectWhole(fillPattern(word(id, Language::Pseudo), args, Language::Pseudo), "a word");
    for (const MessageId id : allMessages())
        expectWhole(fillPattern(messagePattern(id, Language::Pseudo), args, Language::Pseudo),
                    "a message");
}

}  // namespace
}  // namespace bornes::formats
