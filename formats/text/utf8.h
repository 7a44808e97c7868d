// SPDX-License-Identifier: Apache-2.0
// UTF-8 checks (ICU's U8_NEXT): the notation is UTF-8, and what the tools print must be too.
#pragma once

#include <string>
#include <string_view>

namespace bornes::formats {

// The byte offset of the first ill-formed sequence in `text`, or npos when it is all UTF-8.
std::size_t invalidUtf8At(std::string_view text);
// Whether every byte is below 0x80 (then the text is UTF-8, a byte a character): checked
// eight bytes at a time, for the reader's fast path.
bool isAscii(std::string_view text);
// A line that is not UTF-8 but reads as French in Latin-1 (an old editor's "é"): a hint
// for the message.
bool looksLatin1(std::string_view text);
// `text` with its invisible characters shown, for a message that quotes it: a control or
// format character (a byte order mark, a zero-width space, a tab) as "<U+FEFF>". Line ends
// and the rest, ill-formed bytes included, are left as they are.
std::string visibleText(std::string_view text);
// `text` made UTF-8 for printing: each ill-formed byte that would begin a character shown as
// '?' (stray continuation bytes dropped), so that columns counted by characters still line up.
std::string wellFormedText(std::string_view text);

}  // namespace bornes::formats
