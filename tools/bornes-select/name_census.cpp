// SPDX-License-Identifier: Apache-2.0
#include "bornes-select/name_census.h"

#include "messages/suggest.h"
#include "notation/record_writer.h"
#include "text/name_folding.h"

namespace bornes::formats {

std::string NameCensus::poolKey(Pool pool, const std::string& tagName) {
    return std::to_string(static_cast<int>(pool)) + ":" + foldName(tagName);
}

NameCensus::NameCensus(const Condition& condition) {
    collect(condition);
}

void NameCensus::collect(const Condition& c) {
    if (c.kind != Condition::Kind::Test) {
        for (const Condition& operand : c.operands) collect(operand);
        return;
    }
    Asked a;
    a.folded = c.text;
    a.written = c.written;
    a.column = c.valueColumn;
    if (c.by.kind == Scorer::Kind::Player) {
        a.folded = c.by.name;
    } else if (c.comparison != Comparison::Equal && c.comparison != Comparison::NotEqual) {
        return;
    } else if (c.field == Field::Event || c.field == Field::Site || c.field == Field::Tag) {
        a.pool = c.field == Field::Event  ? Pool::Events
                 : c.field == Field::Site ? Pool::Sites
                                          : Pool::Tag;
        a.tagName = c.tagName;
        a.field = c.field == Field::Tag     ? "tag:" + c.tagName
                  : c.field == Field::Event ? "[Event]"
                                            : "[Site]";
    } else if (c.field != Field::Player && c.field != Field::Winner &&
               c.field != Field::GameWinner) {
        return;
    }
    if (a.folded.empty()) return;
    asked_.push_back(std::move(a));
}

void NameCensus::note(Pool pool, const std::string& tagName, const std::string& value) {
    const std::string folded = foldName(value);
    for (Asked& a : asked_)
        if (a.pool == pool && foldName(a.tagName) == foldName(tagName) && a.folded == folded)
            a.seen = true;
    std::map<std::string, std::string>& values = pools_[poolKey(pool, tagName)];
    if (values.size() < kMaxValues) values.emplace(folded, value);
}

void NameCensus::see(const Record& record) {
    if (asked_.empty()) return;
    for (int seat = 0; seat < record.rules.table.players; ++seat)
        note(Pool::Players, "", record.seatName(seat));
    note(Pool::Events, "", record.event);
    if (!record.site.empty()) note(Pool::Sites, "", record.site);
    bool tagsAsked = false;
    for (const Asked& a : asked_) tagsAsked = tagsAsked || a.pool == Pool::Tag;
    if (!tagsAsked) return;
    const std::vector<Tag> tags = gameTagsOf(record);
    for (const Asked& a : asked_)
        if (a.pool == Pool::Tag)
            for (const Tag& t : tags)
                if (foldName(t.name) == foldName(a.tagName)) note(Pool::Tag, a.tagName, t.value);
}

std::vector<Diagnostic> NameCensus::warnings() const {
    std::vector<Diagnostic> said;
    for (const Asked& a : asked_) {
        if (a.seen) continue;
        std::vector<std::string> values;
        if (const auto pool = pools_.find(poolKey(a.pool, a.tagName)); pool != pools_.end())
            for (const auto& [folded, written] : pool->second) values.push_back(written);
        std::string near;
        for (const std::string& n : nearestFew(a.written, values, 3))
            near += (near.empty() ? "'" : ", '") + n + "'";
        Message what = a.pool == Pool::Players
                           ? Message(MessageId::ConditionNoPlayerNamed, a.written, near)
                           : Message(MessageId::ConditionNoGameHas, a.field, a.written, near);
        said.push_back({Severity::Warning, {1, a.column}, std::move(what)});
    }
    return said;
}

}  // namespace bornes::formats
