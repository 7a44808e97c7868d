// SPDX-License-Identifier: Apache-2.0
// The game tags of a record (formats/notation/NOTATION.md §3.2), the "roster": gathered in any
// order before the first hand, then read as a whole into the record — the form, the seats and
// sides, the ruleset, the target, the options and their limits, the result and the scores.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "messages/diagnostic.h"
#include "notation/record.h"

namespace bornes::formats {

// Tag names, in lower case: a game tag, or a hand tag (§3.3).
bool isGameTag(std::string_view name);
bool isHandTag(std::string_view name);

class GameTags {
  public:
    // Adds a game tag (`name` in lower case, `rawName` as written); a tag given twice is a
    // problem.
    std::optional<Diagnostic> add(const std::string& name, std::string_view rawName,
                                  const std::string& value, SourceLocation where,
                                  SourceLocation valueWhere);
    // Reads the tags into `record`; the first problem, if any (the record is then partly set).
    std::optional<Diagnostic> apply(Record& record) const;
    // A [Date] not written YYYY.MM.DD: a warning (the date is kept as written).
    std::optional<Diagnostic> dateWarning() const;
    // Whether `name` is one of the names [Seats] gives (or P1 to P6 without [Seats]).
    bool namesSeat(std::string_view name) const;

  private:
    const Tag* find(std::string_view name) const;
    std::optional<Diagnostic> applyTable(Record& record) const;
    static std::optional<Diagnostic> applyOptions(const Tag& options, Record& record);
    std::optional<Diagnostic> applyResult(Record& record) const;
    std::vector<Tag> tags_;
};

}  // namespace bornes::formats
