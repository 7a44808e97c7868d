// A place in a text: 1-based line and column (columns count characters, not bytes).
#pragma once

namespace bornes::formats {

struct SourceLocation {
    int line = 0;
    int column = 0;
    friend bool operator==(const SourceLocation&, const SourceLocation&) = default;
};

}  // namespace bornes::formats
