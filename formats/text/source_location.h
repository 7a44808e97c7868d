// SPDX-License-Identifier: Apache-2.0
// A place in a text: 1-based line and column (columns count characters, not bytes).
#pragma once

namespace bornes::formats {

struct SourceLocation {
    long long line = 0;  // 64 bits: a file of more than 2^31 lines keeps its places
    int column = 0;
    friend bool operator==(const SourceLocation&, const SourceLocation&) = default;
};

}  // namespace bornes::formats
