// SPDX-License-Identifier: Apache-2.0
// Text for terminals: its width in characters (UTF-8: "Réparations" is 11) and lines
// wrapped at word boundaries, so that transcripts fit in 80 columns (or $COLUMNS).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace bornes::formats {

// Characters, not bytes (every code point counts one column: the toolkit's text has no
// double-width characters).
std::size_t displayWidth(std::string_view text);

// `text` padded with blanks to `width` columns (left-aligned), or to the right (`right`).
std::string padded(std::string text, std::size_t width, bool right = false);

// `text` (one line) broken at blanks into lines of at most `width` columns, each followed
// by '\n'; the lines after the first start with `indent` blanks. A word longer than a line
// stays whole.
std::string wrapLine(std::string_view text, std::size_t width, std::size_t indent);

// A comment of several lines as one: every run of blanks, tabs and line breaks becomes one
// blank, and none is left at either end.
std::string oneLine(std::string_view text);

// The terminal width: $COLUMNS when it is a number from 20 to 1000, else the width of the
// terminal standard output is (when it is one, from 20 to 1000 columns), else 80.
std::size_t terminalWidth();

}  // namespace bornes::formats
