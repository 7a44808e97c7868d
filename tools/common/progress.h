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

// "1:05", "12:00:07": a duration as a clock shows it, the same in both languages.
std::string clockDuration(double seconds);

// A long run told on standard error even when it is piped (issue 32), where Progress says
// nothing: a person who pipes a run of minutes to a file should know that it runs, when it
// will stop at the latest, and that it ended. A short run (a test, a quick check) says
// nothing, so that its standard error stays its errors alone.
class LongRun {
  public:
    explicit LongRun(const char* tool, double afterSeconds = 10);
    // True once, the first time it is asked after the run has lasted `afterSeconds` of wall
    // time (on a loaded machine a second's work may take several): the caller then says
    // that the run is long (say()).
    bool becameLong();
    bool wasLong() const { return long_; }
    double seconds() const;                   // since the run began
    void say(const std::string& text) const;  // "<tool>: <text>" on a line of its own

  private:
    const char* tool_;
    double after_;
    std::chrono::steady_clock::time_point start_;
    bool long_ = false;
};

}  // namespace bornes::cli
