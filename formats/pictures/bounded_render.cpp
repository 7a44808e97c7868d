// SPDX-License-Identifier: Apache-2.0
#include "pictures/bounded_render.h"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>

namespace bornes::formats {

namespace {

bool writeAll(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t n = write(fd, data, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

// The child: draws, and sends back one byte ('P' a picture, 'E' Graphviz's error) and the
// bytes; exits without running the parent's exit handlers.
[[noreturn]] void drawInChild(Graph& graph, PictureType type, int fd) {
    const Picture p = render(graph, type);
    const bool ok = p.error.empty();
    const std::string& bytes = ok ? p.bytes : p.error;
    const bool sent = writeAll(fd, ok ? "P" : "E", 1) && writeAll(fd, bytes.data(), bytes.size());
    _exit(sent ? 0 : 1);
}

// What the child sent, until it closes the pipe or the deadline passes (false then).
bool readUntil(int fd, std::chrono::steady_clock::time_point deadline, std::string& got) {
    char buffer[1 << 16];
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) return false;
        pollfd p{fd, POLLIN, 0};
        const int ready = poll(&p, 1, static_cast<int>(std::min<long long>(left.count(), 1 << 30)));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return ready == 0 ? false : true;
        const ssize_t n = read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return true;  // the child is done (or gone: the bytes say which)
        got.append(buffer, static_cast<std::size_t>(n));
    }
}

}  // namespace

BoundedPicture renderWithin(Graph& graph, PictureType type, double seconds) {
    BoundedPicture out;
    if (seconds <= 0) {
        out.picture = render(graph, type);
        return out;
    }
    const auto deadline = std::chrono::steady_clock::now() +
                          std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                              std::chrono::duration<double>(seconds));
    int fds[2];
    if (pipe(fds) != 0) {
        out.picture.error =
            std::string("cannot draw within the time limit: ") + std::strerror(errno);
        return out;
    }
    std::fflush(nullptr);  // nothing buffered is written twice
    const pid_t child = fork();
    if (child < 0) {
        out.picture.error =
            std::string("cannot draw within the time limit: ") + std::strerror(errno);
        close(fds[0]);
        close(fds[1]);
        return out;
    }
    if (child == 0) {
        close(fds[0]);
        drawInChild(graph, type, fds[1]);
    }
    close(fds[1]);
    std::string got;
    const bool done = readUntil(fds[0], deadline, got);
    close(fds[0]);
    if (!done) kill(child, SIGKILL);
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    if (!done) {
        out.timedOut = true;
        out.picture.error = "the layout went past the time limit";
    } else if (got.empty() || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        out.picture.error = "the drawing process failed";
    } else if (got.front() == 'P') {
        out.picture.bytes = got.substr(1);
    } else {
        out.picture.error = got.substr(1);
    }
    return out;
}

}  // namespace bornes::formats
