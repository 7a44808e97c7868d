// SPDX-License-Identifier: Apache-2.0
#include "common/progress.h"

#include <unistd.h>

#include <cstdio>
#include <iostream>

#include "messages/words.h"

namespace bornes::cli {

namespace {

using Clock = std::chrono::steady_clock;

std::size_t codePoints(const std::string& s) {
    std::size_t n = 0;
    for (unsigned char c : s) n += (c & 0xC0) != 0x80;
    return n;
}

}  // namespace

std::string clockDuration(double seconds) {
    const long long s = static_cast<long long>(seconds + 0.5);
    char text[32];
    if (s >= 3600)
        std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
    else
        std::snprintf(text, sizeof text, "%lld:%02lld", s / 60, s % 60);
    return text;
}

Progress::Progress(const char* tool, formats::Language lang, bool shown)
    : tool_(tool), lang_(lang), shown_(shown), start_(Clock::now()), countStart_(start_) {}

Progress::Progress(const char* tool, formats::Language lang)
    : Progress(tool, lang, ::isatty(STDERR_FILENO) == 1) {}

Progress::~Progress() {
    clear();
}

void Progress::restart() {
    countStart_ = Clock::now();
}

void Progress::update(long long done, long long total, const std::string& what) {
    if (!shown_) return;
    const Clock::time_point now = Clock::now();
    // A few times a second, and always the last: a terminal need not see every step.
    if ((done < total || total <= 0) && now - last_ < std::chrono::milliseconds(250)) return;
    last_ = now;
    const double elapsed = std::chrono::duration<double>(now - start_).count();
    const double counted = std::chrono::duration<double>(now - countStart_).count();
    // Without a total (a file read as it comes), the count alone.
    std::string line = std::string(tool_) + ": " + what + " " + std::to_string(done) +
                       (total > 0 ? "/" + std::to_string(total) : "") + ", " +
                       clockDuration(elapsed);
    if (done > 0 && done < total)
        line += formats::say(
            formats::WordId::ProgressLeft, lang_,
            clockDuration(counted / static_cast<double>(done) * static_cast<double>(total - done)));
    const std::size_t width = codePoints(line);
    std::cerr << "\r" << line << std::string(width < width_ ? width_ - width : 0, ' ')
              << std::flush;
    width_ = width;
}

void Progress::clear() {
    if (!shown_ || width_ == 0) return;
    std::cerr << "\r" << std::string(width_, ' ') << "\r" << std::flush;
    width_ = 0;
}

LongRun::LongRun(const char* tool, double afterSeconds)
    : tool_(tool), after_(afterSeconds), start_(Clock::now()) {}

double LongRun::seconds() const {
    return std::chrono::duration<double>(Clock::now() - start_).count();
}

bool LongRun::becameLong() {
    if (long_ || seconds() < after_) return false;
    long_ = true;
    return true;
}

void LongRun::say(const std::string& text) const {
    std::cerr << tool_ << ": " << text << "\n" << std::flush;
}

}  // namespace bornes::cli
