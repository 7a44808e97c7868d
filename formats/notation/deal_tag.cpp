// SPDX-License-Identifier: Apache-2.0
#include "notation/deal_tag.h"

#include "notation/card_reader.h"
#include "notation/notation_lexer.h"

namespace bornes::formats {

std::optional<Diagnostic> readDeal(std::string_view text, SourceLocation where,
                                   const Record& record, const SeatMatcher& seats, bool fast,
                                   RecordedHand& hand, std::vector<Diagnostic>& warnings) {
    const int players = record.rules.table.players;
    int position = 0;
    std::size_t start = 0;
    std::size_t counted = 0;  // columnOf(text, start), counted on as start moves on
    int column = 1;
    auto error = [](SourceLocation at, Message what) {
        return Diagnostic{Severity::Error, at, std::move(what)};
    };
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i < text.size() && text[i] != '/' && text[i] != ';') continue;
        std::string_view part = text.substr(start, i - start);
        for (; counted < start; ++counted)
            column += (static_cast<unsigned char>(text[counted]) & 0xC0) != 0x80;
        SourceLocation at = where;
        at.column += column - 1;
        start = i + 1;
        if (part.find_first_not_of(" \t") == std::string::npos)
            continue;  // "a; b;" ends with an empty part
        int seat = position++;
        const std::size_t colon = part.find(':');
        if (colon != std::string::npos) {
            const std::string_view name = trimmedName(part.substr(0, colon));
            seat = seats.seat(name);
            if (seat < 0)
                return error(at, Message(MessageId::UnknownDealPlayer, name, seats.nearest(name)));
            at.column += notation::columnOf(part, colon + 1) - 1;
            part = part.substr(colon + 1);
        }
        if (seat >= players) return error(at, Message(MessageId::DealTooManyHands));
        auto& cards = hand.deal[static_cast<std::size_t>(seat)];
        if (!cards.empty())
            return error(at, Message(MessageId::DealHandTwice, record.seatName(seat)));
        if (const auto problem = readCardList(part, at, cards, 6, fast)) return problem;
        // Six cards are dealt (§3): fewer is a slip of the pen ('?' writes an unknown card).
        if (cards.size() < 6)
            warnings.push_back(
                {Severity::Warning, at,
                 Message(MessageId::DealShortHand, record.seatName(seat), cards.size())});
        cards.resize(6, Card::Unknown);  // readCardList refused more than six
    }
    for (int seat = 0; seat < players; ++seat) {
        auto& cards = hand.deal[static_cast<std::size_t>(seat)];
        if (cards.empty()) cards.assign(6, Card::Unknown);
    }
    return std::nullopt;
}

}  // namespace bornes::formats
