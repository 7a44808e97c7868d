// SPDX-License-Identifier: Apache-2.0
// Reads a stream line by line in bounded memory: a line longer than the limit is cut, and
// the rest of it skipped without being stored (a 10 MB line costs no more than the limit).
#pragma once

#include <cstdint>
#include <istream>
#include <string>
#include <string_view>
#include <vector>

namespace bornes::formats {

class LineReader {
  public:
    static constexpr std::size_t kMaxLine = 64 * 1024;

    explicit LineReader(std::istream& in, std::size_t maxLine = kMaxLine)
        : in_(in), maxLine_(maxLine) {}

    // The next line without its end of line ("\n" or "\r\n"); false at the end of input.
    bool next(std::string_view& line);
    long long lineNumber() const { return lineNumber_; }
    // True when the last line returned was longer than the limit (its end, "\n" or "\r\n",
    // not counted) and was cut.
    bool cut() const { return cut_; }
    // True when the input ended by a read error (EIO, a closed standard input), not by its
    // end: what was read is not the whole input.
    bool failed() const;
    // How the last line returned ended in the input: "\r\n", "\n", or "" (the input's
    // last line without an end of line), and the byte order mark taken off its start: with
    // them, byteOrderMark() + line + ending() reproduces the input byte for byte
    // (bornes-select).
    std::string_view ending() const;
    std::string_view byteOrderMark() const { return byteOrderMark_ ? kByteOrderMark : ""; }
    static constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

  private:
    // What a line may hold beyond its text and still be read whole: a byte order mark and
    // the '\r' of its end, which finishLine takes off before the limit is counted.
    static constexpr std::size_t kBeyondText = kByteOrderMark.size() + 1;

    bool fill();
    // The end of a line read: its '\r' and the byte order mark taken off.
    bool finishLine(std::string_view& line);

    std::istream& in_;
    std::size_t maxLine_;
    std::vector<char> buffer_ = std::vector<char>(1 << 16);
    std::size_t begin_ = 0, end_ = 0;
    std::string line_;
    long long lineNumber_ = 0;
    bool cut_ = false;
    bool eof_ = false;
    bool newline_ = false, carriageReturn_ = false, byteOrderMark_ = false;
    char last_ = 0;  // the last byte of a line read across fills, kept or not
};

}  // namespace bornes::formats
