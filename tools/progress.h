// SPDX-License-Identifier: Apache-2.0
// Progress of a long run on standard error, for a person at a terminal: one line rewritten
// in place ("bornes-annotate: game 1, 12/87 decisions, 0:14, about 1:30 left"), at most a
// few times a second; nothing at all when standard error is not a terminal (a pipe, a file,
// a test), so that what is piped is exactly what the tool says.
#pragma once

#include <chrono>
#include <string>

#include "text/language.h"

namespace bornes::cli {

class Progress {
  public:
    // `shown`: whether to show anything (by default, whether standard error is a terminal).
    Progress(const char* tool, formats::Language lang, bool shown);
    Progress(const char* tool, formats::Language lang);
    ~Progress();  // the line cleared

    // `done` of `total` things (0: not known), `what` naming them ("decisions of game 2");
    // the estimate of what is left is the elapsed time so far scaled, since the run began or
    // the last reset.
    void update(long long done, long long total, const std::string& what);
    void restart();  // a new count begins (the next game): its estimate from now
    void clear();

  private:
    const char* tool_;
    formats::Language lang_;
    bool shown_;
    std::chrono::steady_clock::time_point start_, countStart_, last_;
    std::size_t width_ = 0;  // of the line shown, to blank it
};

}  // namespace bornes::cli
