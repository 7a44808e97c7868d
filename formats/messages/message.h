// SPDX-License-Identifier: Apache-2.0
// Messages as data: what a reader or the engine found, by a stable code with its arguments,
// printed in French or English only when shown (like clang's diagnostic kinds). The texts,
// codes and rules of every message are in messages.def, one entry a message.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/card.h"
#include "engine/position_setup.h"
#include "engine/rules.h"
#include "text/language.h"

namespace bornes::formats {

enum class MessageId : std::uint16_t {
#define BORNES_MESSAGE(id, code, rule, english, french) id,
#include "messages/messages.def"
#undef BORNES_MESSAGE
};

// Why a described position is impossible (position_setup.h), with the engine's English.
struct PositionProblem {
    SetupProblem problem;
    std::string english;  // ends with the rule it cites: "... (§4)"
};

// An argument: a text shown as it is (a player's name, a word of the input), a number
// (grouped in French: "1 000"), a card (named in the language), or an engine's refusal or
// impossible position (told in the language, without its rule: the message cites it).
using MessageArg = std::variant<std::string, long long, Card, Refusal, PositionProblem>;

struct Message {
    MessageId id = MessageId::Text;
    std::vector<MessageArg> args;

    Message() = default;
    template <typename... Args>
    explicit Message(MessageId i, Args&&... a) : id(i) {
        args.reserve(sizeof...(a));
        (args.push_back(toArg(std::forward<Args>(a))), ...);
    }

    // An argument from what a caller holds (a text, a number, a card, a refusal).
    static MessageArg toArg(const std::string& s) { return s; }
    static MessageArg toArg(std::string&& s) { return std::move(s); }
    static MessageArg toArg(std::string_view s) { return std::string(s); }
    static MessageArg toArg(const char* s) { return std::string(s); }
    static MessageArg toArg(Card c) { return c; }
    static MessageArg toArg(const Refusal& r) { return r; }
    static MessageArg toArg(PositionProblem p) { return p; }
    template <typename N>
    requires std::is_integral_v<N>
    static MessageArg toArg(N n) { return static_cast<long long>(n); }
};

// Fills a catalogue pattern as a message is filled: {N} is argument N, {N?one|other}
// chooses by ICU's plural rule for number N, French "de" elided before a vowel ("d'Anaïs").
// The pattern's typography is taken as written (words.def writes its no-break spaces).
std::string fillPattern(std::string_view pattern, const std::vector<MessageArg>& args,
                        Language lang);

// "unknown-card": the message's machine code, the same in every language.
std::string_view messageCode(MessageId id);
// The rule it cites ("§4", "R11", "notation"; a refusal's own rule for an illegal move, an
// impossible position's for a position).
std::string messageRule(const Message& m);
// The text in a language, ending with the rule it cites: "unknown card 'Feu rouje' (notation)".
std::string messageText(const Message& m, Language lang);
// The same without the rule (a message without an entry: its text without the rule it ends
// with).
std::string messageBody(const Message& m, Language lang);

// French "de" before a name, elided before a vowel sound as the catalogue does: "d'Anaïs",
// "de Luc".
std::string frenchDe(std::string_view name);

// The whole catalogue, for tests: every id, in order.
std::vector<MessageId> allMessages();
// The patterns of an id, as written in messages.def.
std::string_view messagePattern(MessageId id, Language lang);

}  // namespace bornes::formats
