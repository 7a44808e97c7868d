// SPDX-License-Identifier: Apache-2.0
#include "messages/message.h"

#include <unicode/locid.h>
#include <unicode/plurrule.h>
#include <unicode/unistr.h>

#include <array>
#include <cctype>
#include <memory>
#include <utility>

#include "messages/card_names.h"
#include "messages/words.h"
#include "text/name_folding.h"
#include "text/numbers.h"
#include "text/pseudo_locale.h"
#include "text/utf8.h"

namespace bornes::formats {

namespace {

struct Entry {
    std::string_view code, rule, english, french;
};

constexpr Entry kEntries[] = {
#define BORNES_MESSAGE(id, code, rule, english, french) {code, rule, english, french},
#include "messages/messages.def"
#undef BORNES_MESSAGE
};

const Entry& entry(MessageId id) {
    return kEntries[static_cast<std::size_t>(id)];
}

// The engine's refusals and impossible positions in French, by reason (engine_words.def).
// A switch without default, an error when a reason has no row (-Wswitch, here in every
// build): a reason added to the engine cannot be left without its words.
#pragma GCC diagnostic push
#pragma GCC diagnostic error "-Wswitch"
std::string_view refusalFrench(RefusalReason reason) {
    switch (reason) {
#define BORNES_REFUSAL(name, french) \
    case RefusalReason::name:        \
        return french;
#include "messages/engine_words.def"
#undef BORNES_REFUSAL
    }
    return {};
}

std::string_view setupFrench(SetupReason reason) {
    switch (reason) {
#define BORNES_SETUP(name, french) \
    case SetupReason::name:        \
        return french;
#include "messages/engine_words.def"
#undef BORNES_SETUP
    }
    return {};
}
#pragma GCC diagnostic pop

// "side A: ... (§4)" -> {"side A: ...", "§4"}: an English text without the rule it ends
// with, and that rule (empty when it cites none).
std::pair<std::string_view, std::string_view> splitRule(std::string_view text) {
    const std::size_t open = text.rfind(" (");
    if (!text.ends_with(')') || open == std::string_view::npos) return {text, {}};
    return {text.substr(0, open), text.substr(open + 2, text.size() - open - 3)};
}

// A message without an entry (MessageId::Text): its English text, rule included.
const std::string* plainText(const Message& m) {
    return m.id == MessageId::Text && !m.args.empty() ? std::get_if<std::string>(&m.args[0])
                                                      : nullptr;
}

std::string numberText(long long n, Language lang) {
    // French groups thousands as its score sheets do ("1 000"); English prints plain digits,
    // as the notation and the books' English translation do.
    if (lang == Language::French && (n >= 1000 || n <= -1000))
        return formatNumber(static_cast<long>(n), lang);
    return std::to_string(n);
}

// "one" or "other" for a count in a language (ICU's plural rules: French says "0 carte",
// "1 carte", "2 cartes"; English "0 cards").
bool pluralIsOne(long long n, Language lang) {
    static const auto rules = [] {
        std::array<std::unique_ptr<icu::PluralRules>, kLanguages.size()> r;
        for (const Language each : kLanguages) {
            UErrorCode status = U_ZERO_ERROR;
            r[static_cast<std::size_t>(each)].reset(
                icu::PluralRules::forLocale(icu::Locale(icuLocaleName(each)), status));
        }
        return r;
    }();
    const auto& rule = rules[static_cast<std::size_t>(lang)];
    if (!rule) return n == 1;
    const icu::UnicodeString keyword = rule->select(static_cast<double>(n));
    return keyword == icu::UnicodeString(u"one");
}

bool startsWithVowelSound(std::string_view text) {
    // The first character only (whole: "Ï" is two bytes), folded: "É" -> "e".
    std::size_t first = 1;
    while (first < text.size() && (static_cast<unsigned char>(text[first]) & 0xC0) == 0x80) ++first;
    const std::string folded = foldName(text.substr(0, std::min(first, text.size())));
    return !folded.empty() && std::string_view("aeiouyh").find(folded[0]) != std::string_view::npos;
}

std::string argText(const MessageArg& a, Language lang);
std::string frenchSpacing(std::string text);
std::string positionProblemText(const PositionProblem& p, Language lang);

// Fills a pattern: {N} is argument N; {N?one|other} chooses by the plural of number N (or,
// for a card, by whether it is None: {N?nothing} shows "nothing" for None and the card
// else, {N?none|some} either text, where "{N}" inside is the card). French elides "de" and
// "que" before a vowel: "d'Anaïs".
std::string fill(std::string_view pattern, const std::vector<MessageArg>& args, Language lang) {
    std::string out;
    for (std::size_t i = 0; i < pattern.size();) {
        // '{' is a placeholder only before a digit: "comment '{' is never closed" is text.
        if (pattern[i] != '{' || i + 1 == pattern.size() || pattern[i + 1] < '0' ||
            pattern[i + 1] > '9') {
            out += pattern[i++];
            continue;
        }
        // Find the matching '}' (alternatives may hold {N} themselves).
        std::size_t depth = 0, end = i;
        for (; end < pattern.size(); ++end) {
            if (pattern[end] == '{') ++depth;
            if (pattern[end] == '}' && --depth == 0) break;
        }
        const std::string_view inside = pattern.substr(i + 1, end - i - 1);
        i = end + 1;
        const std::size_t n = static_cast<std::size_t>(inside[0] - '0');
        if (n >= args.size()) continue;
        const MessageArg& arg = args[n];
        if (inside.size() == 1) {
            std::string text = argText(arg, lang);
            if (lang == Language::French && startsWithVowelSound(text)) {
                for (std::string_view article : {"de ", "que "}) {
                    if (out.ends_with(article) && (out.size() == article.size() ||
                                                   out[out.size() - article.size() - 1] == ' ' ||
                                                   out[out.size() - article.size() - 1] == '(')) {
                        out.resize(out.size() - 2);
                        out += "'";
                        break;
                    }
                }
            }
            out += text;
            continue;
        }
        // {N?a|b}
        const std::string_view choices = inside.substr(2);
        const std::size_t bar = choices.find('|');
        bool first = false;
        if (const auto* number = std::get_if<long long>(&arg))
            first = pluralIsOne(*number, lang);
        else if (const auto* card = std::get_if<Card>(&arg))
            first = *card == Card::None;
        else if (const auto* text = std::get_if<std::string>(&arg))
            first = text->empty();
        std::string_view chosen = first || bar == std::string_view::npos ? choices.substr(0, bar)
                                                                         : choices.substr(bar + 1);
        if (!first && bar == std::string_view::npos) {
            out += argText(arg, lang);  // {N?nothing}: the card itself
            continue;
        }
        out += fill(chosen, args, lang);
    }
    return out;
}

std::string refusalText(const Refusal& r, Language lang) {
    // The engine words its refusals in English (libanalysis prints nothing); the pseudo-locale's
    // is that English made pseudo, as any column of it.
    if (lang == Language::English) return std::string(splitRule(r.message).first);
    if (lang == Language::Pseudo) return pseudoText(splitRule(r.message).first);
    const std::string body = fill(
        frenchSpacing(std::string(refusalFrench(r.reason))),
        {r.card, r.shown, static_cast<long long>(r.number), static_cast<long long>(r.limit)}, lang);
    return r.card == Card::None ? body : std::string(cardName(r.card, lang)) + "\u00A0: " + body;
}

std::string positionProblemText(const PositionProblem& p, Language lang) {
    if (lang == Language::English) return std::string(splitRule(p.english).first);
    if (lang == Language::Pseudo) return pseudoText(splitRule(p.english).first);
    const SetupProblem& q = p.problem;
    const std::string side =
        q.side >= 0 ? fillPattern(word(WordId::TheSide, lang),
                                  {std::string(1, static_cast<char>('A' + q.side))}, lang)
                    : "";
    const std::string seat = q.seat >= 0 ? fillPattern(word(WordId::ThePlayer, lang),
                                                       {static_cast<long long>(q.seat + 1)}, lang)
                                         : "";
    return fill(frenchSpacing(std::string(setupFrench(q.reason))),
                {side, seat, q.card, q.other, static_cast<long long>(q.a),
                 static_cast<long long>(q.b), static_cast<long long>(q.c)},
                lang);
}

std::string argText(const MessageArg& a, Language lang) {
    // A quoted text shows what it holds: "no player '<U+FEFF>P2'", not an invisible mark.
    if (const auto* s = std::get_if<std::string>(&a)) return visibleText(*s);
    if (const auto* n = std::get_if<long long>(&a)) return numberText(*n, lang);
    if (const auto* c = std::get_if<Card>(&a)) return std::string(cardName(*c, lang));
    if (const auto* p = std::get_if<PositionProblem>(&a)) return positionProblemText(*p, lang);
    return refusalText(std::get<Refusal>(a), lang);
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// The length of the number written at `i` when French groups it (four digits and more,
// standing alone: "1000", not "ISO-8859-1" or "$255"), else 0.
std::size_t groupedNumberAt(std::string_view text, std::size_t i) {
    if (i > 0 && std::string_view(" (").find(text[i - 1]) == std::string_view::npos) return 0;
    std::size_t end = i;
    while (end < text.size() && isDigit(text[end])) ++end;
    if (end - i < 4) return 0;
    if (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) ||
                              text[end] == '-' || text[end] == '.'))
        return 0;
    return end - i;
}

// French typography: a no-break space before ':' and a narrow one before ';', '?', '!';
// thousands grouped with a narrow no-break space, as formatNumber does ("1 000").
std::string frenchSpacing(std::string text) {
    std::string out;
    out.reserve(text.size() + 8);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (const std::size_t digits = groupedNumberAt(text, i)) {
            for (std::size_t d = 0; d < digits; ++d) {
                if (d > 0 && (digits - d) % 3 == 0) out += "\u202F";
                out += text[i + d];
            }
            i += digits - 1;
            continue;
        }
        const bool tall = c == ':', thin = c == ';' || c == '?' || c == '!';
        if ((tall || thin) && !out.empty() && out.back() == ' ' &&
            (i + 1 == text.size() ||
             std::string_view(" })|").find(text[i + 1]) != std::string_view::npos)) {
            out.pop_back();
            out += tall ? "\u00A0" : "\u202F";
        }
        out += c;
    }
    return out;
}

}  // namespace

std::string_view messageCode(MessageId id) {
    return entry(id).code;
}

std::string messageRule(const Message& m) {
    const std::string_view rule = entry(m.id).rule;
    if (rule == "*" && !m.args.empty()) {
        if (const auto* r = std::get_if<Refusal>(&m.args.back()))
            return std::string(ruleOf(r->violation));
        if (const auto* p = std::get_if<PositionProblem>(&m.args.back()))
            return std::string(splitRule(p->english).second);
    }
    if (const std::string* text = plainText(m)) return std::string(splitRule(*text).second);
    return std::string(rule == "*" ? "" : rule);
}

std::string messageBody(const Message& m, Language lang) {
    if (const std::string* text = plainText(m)) return std::string(splitRule(*text).first);
    const Entry& e = entry(m.id);
    const std::string_view pattern = columnText({e.english, e.french}, lang);
    return fill(fr(lang) ? frenchSpacing(std::string(pattern)) : std::string(pattern), m.args,
                lang);
}

namespace {

// The rule a message cites as a French reader finds it: the sections of the notation's spec
// by the names of the French bornes-notation(5) (LIMITES, PROBLÈMES, POSITIONS). JSON keeps
// the English citation, a stable reference.
std::string ruleIn(std::string rule, Language lang) {
    if (lang == Language::English) return rule;
    static constexpr Columns kSections[] = {{"notation: limits", "notation\u00A0: limites"},
                                            {"notation: puzzles", "notation\u00A0: problèmes"},
                                            {"notation: positions", "notation\u00A0: positions"},
                                            {"notation", "notation"}};
    // "notation: limits" before "notation", whose text the first replaced no longer holds
    // (or holds as it is: French keeps the word).
    for (const Columns& section : kSections)
        if (const std::size_t at = rule.find(section[0]); at != std::string::npos)
            rule.replace(at, section[0].size(), columnText(section, lang));
    return rule;
}

}  // namespace

std::string fillPattern(std::string_view pattern, const std::vector<MessageArg>& args,
                        Language lang) {
    return fill(pattern, args, lang);
}

std::string messageText(const Message& m, Language lang) {
    std::string text = messageBody(m, lang);
    const std::string rule = ruleIn(messageRule(m), lang);
    if (!rule.empty()) text += " (" + rule + ")";
    return text;
}

std::string frenchDe(std::string_view name) {
    return (startsWithVowelSound(name) ? "d'" : "de ") + std::string(name);
}

std::vector<MessageId> allMessages() {
    std::vector<MessageId> ids;
    for (std::size_t i = 0; i < std::size(kEntries); ++i) ids.push_back(static_cast<MessageId>(i));
    return ids;
}

std::string_view messagePattern(MessageId id, Language lang) {
    return columnText({entry(id).english, entry(id).french}, lang);
}

}  // namespace bornes::formats
