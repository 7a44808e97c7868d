// SPDX-License-Identifier: Apache-2.0
#include "bornes-annotate/hand_luck.h"

#include <cmath>

#include "analysis/luck.h"
#include "engine/mix64.h"
#include "messages/words.h"
#include "text/numbers.h"

namespace bornes::formats {

namespace {

// The card `d`'s player drew at its turn, as the record shows it: the one draw written
// before a card played or discarded; nothing for another action or a hidden draw.
std::optional<Card> drawOf(const Record& record, const HandAnnotation& h, const Decision& d) {
    if (d.actionIndex < 0 || !d.before) return std::nullopt;
    const RecordedAction& a = record.hands[static_cast<std::size_t>(h.hand)]
                                  .actions[static_cast<std::size_t>(d.actionIndex)];
    using K = RecordedAction::Kind;
    if (a.kind != K::Play && a.kind != K::Attack && a.kind != K::Discard) return std::nullopt;
    if (a.drawCount != 1 || a.noDraw) return std::nullopt;
    const Card c = a.draws[0];
    if (c == Card::Unknown || d.before->hand(d.seat).count(c) == 0) return std::nullopt;
    return c;
}

bool drawsHidden(const Record& record, const HandAnnotation& h) {
    for (const RecordedAction& a : record.hands[static_cast<std::size_t>(h.hand)].actions)
        for (int i = 0; i < a.drawCount; ++i)
            if (a.draws[static_cast<std::size_t>(i)] == Card::Unknown) return true;
    return false;
}

}  // namespace

HandLuck luckOfHand(const Record& record, const HandAnnotation& h, const ScoringRules& rules,
                    Solver& solver, const AnnotateRequest& request) {
    const Table& table = record.rules.table;
    HandLuck luck;
    luck.byPlayer.assign(static_cast<std::size_t>(table.players), 0.0);
    if (drawsHidden(record, h) || !h.end) {
        luck.status = HandLuck::Status::DrawsHidden;
        return luck;
    }
    const auto deadline = request.deadline.value_or(std::chrono::steady_clock::time_point::max());
    luck.result = endValue(*h.end, Query{Question::Score, 0, rules});
    luck.deals = request.luckDeals;
    bool first = true;
    for (std::size_t i = 0; i < h.decisions.size(); ++i) {
        const Decision& d = h.decisions[i];
        const std::optional<Card> drawn = drawOf(record, h, d);
        if (!drawn) continue;
        const int side = table.sideOf(d.seat);
        const Query query{Question::Score, side, rules};
        // Named by --seed and by the position: two draws do not share their deals.
        const std::uint64_t seed = mix64(request.seed ^ d.before->hash() ^ 0x4C55434Bull);
        const DrawLuck l = drawLuck(&solver, *d.before, d.seat, *drawn, query, request.rollout,
                                    request.luckDeals, seed, deadline);
        if (l.deals == 0) break;  // the budget is spent
        // For side A: the same draw, negated with two sides; weighed again with three (the
        // same deals: its own seed), where B's gain is not A's loss.
        DrawLuck forA = l;
        if (side != 0 && table.sides == 2) forA.before = -l.before, forA.after = -l.after;
        if (side != 0 && table.sides != 2)
            forA = drawLuck(&solver, *d.before, d.seat, *drawn, Query{Question::Score, 0, rules},
                            request.rollout, request.luckDeals, seed, deadline);
        if (forA.deals == 0) break;
        luck.byPlayer[static_cast<std::size_t>(d.seat)] += l.luck();
        luck.fromDraws += forA.luck();
        luck.deals = std::min(luck.deals, l.deals);
        ++luck.draws;
        luck.shown.push_back(
            {static_cast<int>(i), side, l.after, l.afterReach, l.luck(), forA.luck()});
        // Side A's expectation before the hand's first draw: the swing is measured from it.
        if (first) luck.start = forA.before;
        first = false;
    }
    // No draw written at all (a club's record without them): nothing to weigh.
    if (luck.draws == 0) luck.status = HandLuck::Status::DrawsHidden;
    return luck;
}

namespace {

std::string points(double value, Language lang) {
    const long rounded = std::lround(value);
    return (rounded > 0 ? "+" : "") + formatNumber(rounded, lang);
}

}  // namespace

void writeLuckText(std::ostream& out, const Record& record, const HandAnnotation& h,
                   Language lang) {
    if (!h.luck) return;
    const HandLuck& l = *h.luck;
    if (l.status != HandLuck::Status::Weighed) {
        out << word(WordId::LuckHidden, lang) << "\n";
        return;
    }
    const Table& table = record.rules.table;
    out << say(WordId::LuckHeading, lang, l.draws, std::to_string(l.deals)) << "\n";
    for (int seat = 0; seat < table.players; ++seat)
        out << say(WordId::LuckPlayer, lang, record.seatName(seat),
                   std::string(1, sideLetter(table.sideOf(seat))),
                   points(l.byPlayer[static_cast<std::size_t>(seat)], lang))
            << "\n";
    out << say(WordId::LuckSwing, lang, points(l.swing(), lang), points(l.fromDraws, lang),
               points(l.fromPlay(), lang), points(l.start, lang), points(l.result, lang))
        << "\n";
}

void writeLuckJson(JsonWriter& j, const Record& record, const HandAnnotation& h) {
    j.key("luck");
    if (!h.luck) {
        j->Null();
        return;
    }
    const HandLuck& l = *h.luck;
    const Table& table = record.rules.table;
    const bool weighed = l.status == HandLuck::Status::Weighed;
    j->StartObject();
    j.key("status"), j.string(weighed ? "weighed" : "draws-hidden");
    j.key("draws"), j->Int(l.draws);
    j.key("deals"), j->Int(l.deals);
    j.key("players"), j->StartArray();
    for (int seat = 0; weighed && seat < table.players; ++seat) {
        j->StartObject();
        j.key("player"), j.string(record.seatName(seat));
        j.key("side"), j.string(std::string(1, sideLetter(table.sideOf(seat))));
        j.key("luck"), j->Double(l.byPlayer[static_cast<std::size_t>(seat)]);
        j->EndObject();
    }
    j->EndArray();
    j.key("byDraw"), j->StartArray();
    for (const HandLuck::Draw& d : weighed ? l.shown : std::vector<HandLuck::Draw>{}) {
        j->StartObject();
        j.key("decision"), j->Int(d.decision);
        j.key("side"), j.string(std::string(1, sideLetter(d.side)));
        j.key("score"), j->Double(d.score);
        j.key("reach"), j->Double(d.reach);
        j.key("luck"), j->Double(d.luck);
        j.key("luckForA"), j->Double(d.luckForA);
        j->EndObject();
    }
    j->EndArray();
    for (const char* key : {"start", "result", "swing", "fromDraws", "fromPlay"}) {
        j.key(key);
        if (!weighed) {
            j->Null();
            continue;
        }
        const std::string_view k(key);
        j->Double(k == "start"       ? l.start
                  : k == "result"    ? l.result
                  : k == "swing"     ? l.swing()
                  : k == "fromDraws" ? l.fromDraws
                                     : l.fromPlay());
    }
    j->EndObject();
}

}  // namespace bornes::formats
