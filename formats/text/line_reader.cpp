// SPDX-License-Identifier: Apache-2.0
#include "text/line_reader.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace bornes::formats {

bool LineReader::fill() {
    if (eof_) return false;
    in_.read(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
    begin_ = 0;
    end_ = static_cast<std::size_t>(in_.gcount());
    if (end_ == 0) eof_ = true;
    return end_ > 0;
}

std::string_view LineReader::ending() const {
    // A '\r' ends the line only before its '\n': a lone one at the end of the input is text
    // the line lost, put back here.
    if (!newline_) return carriageReturn_ ? "\r" : "";
    return carriageReturn_ ? "\r\n" : "\n";
}

bool LineReader::failed() const {
    // Standard input in sync with C stdio reports its errors through the FILE, not badbit.
    return in_.bad() || (&in_ == &std::cin && std::ferror(stdin));
}

bool LineReader::next(std::string_view& line) {
    cut_ = false;
    newline_ = carriageReturn_ = false;
    last_ = 0;
    // A whole line in the buffer is handed out where it lies, without a copy.
    if (begin_ < end_) {
        const char* start = buffer_.data() + begin_;
        const auto* newline = static_cast<const char*>(std::memchr(start, '\n', end_ - begin_));
        if (newline && static_cast<std::size_t>(newline - start) <= maxLine_ + kBeyondText) {
            line = std::string_view(start, static_cast<std::size_t>(newline - start));
            begin_ += line.size() + 1;
            newline_ = true;
            return finishLine(line);
        }
    }
    line_.clear();
    bool any = false;
    for (;;) {
        if (begin_ == end_ && !fill()) break;
        any = true;
        const char* start = buffer_.data() + begin_;
        const char* stop = buffer_.data() + end_;
        const char* newline = static_cast<const char*>(
            std::memchr(start, '\n', static_cast<std::size_t>(stop - start)));
        const char* upto = newline ? newline : stop;
        const std::size_t most = maxLine_ + kBeyondText;
        const std::size_t room = most > line_.size() ? most - line_.size() : 0;
        const auto length = static_cast<std::size_t>(upto - start);
        if (length > room) cut_ = true;
        if (length > 0) last_ = upto[-1];
        line_.append(start, std::min(length, room));
        begin_ += length;
        if (newline) {
            ++begin_;
            newline_ = true;
            break;
        }
    }
    if (!any) return false;
    line = line_;
    return finishLine(line);
}

bool LineReader::finishLine(std::string_view& line) {
    // The limit is on the line's text: without its end (a line of exactly the limit reads
    // the same with "\n" and "\r\n") and without a byte order mark. A line cut short already
    // ends where it was cut; its last byte read says how it ended.
    carriageReturn_ = cut_ ? last_ == '\r' : !line.empty() && line.back() == '\r';
    if (carriageReturn_ && !cut_) line.remove_suffix(1);
    ++lineNumber_;
    // A byte order mark, which some editors put first in a UTF-8 file, is not text: at the
    // start of any line, since files laid end to end (`cat a.mbn b.mbn`) put the second
    // file's mark at the start of a line.
    byteOrderMark_ = line.starts_with(kByteOrderMark);
    if (byteOrderMark_) line.remove_prefix(kByteOrderMark.size());
    if (line.size() > maxLine_) {
        line = line.substr(0, maxLine_);
        cut_ = true;
    }
    return true;
}

}  // namespace bornes::formats
