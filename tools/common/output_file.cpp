// SPDX-License-Identifier: Apache-2.0
#include "common/output_file.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>

#include "common/errors.h"
#include "common/help.h"

namespace bornes::cli {

namespace fs = std::filesystem;

namespace {

// A link under /proc names an open descriptor (/dev/stdout -> /proc/self/fd/1, /dev/fd/1 in
// the directory /dev/fd -> /proc/self/fd, bash's >(...) as /dev/fd/63): written through the
// descriptor, as the user meant, never replaced by a new file at the path its text shows
// (a file the shell opened for appending, or "pipe:[123]", which is no path at all).
bool namesADescriptor(const fs::path& link) {
    std::error_code error;
    const fs::path directory = fs::canonical(link.parent_path(), error);
    return link.string().starts_with("/proc/") ||
           (!error && directory.string().starts_with("/proc/"));
}

// The temporary file beside `target`, with the permissions of the file it replaces.
std::string temporaryFor(const std::string& target) {
    return target + ".tmp-" + std::to_string(::getpid());
}

// The file made whole keeps the permissions and, where the system allows (run as root), the
// owner of the file it replaces: its owner can still read it.
void keepPermissions(const std::string& target, const std::string& temporary) {
    struct stat old {};
    if (::stat(target.c_str(), &old) != 0 || !S_ISREG(old.st_mode)) return;
    if (::chown(temporary.c_str(), old.st_uid, old.st_gid) != 0) {
        // Not allowed: the file is the runner's own, with its permissions.
    }
    ::chmod(temporary.c_str(), old.st_mode & 07777);
}

// In place, what is written is added (a descriptor's file: `>> log` keeps what it held;
// `> file` emptied it already); a file made whole starts empty.
std::ios::openmode openMode(const OutputPlace& place) {
    return place.inPlace ? std::ios::app : std::ios::trunc;
}

Told reasonOf(const std::error_code& error) {
    return error.category() == std::system_category() || error.category() == std::generic_category()
               ? systemReason(error.value())
               : fromLibrary(error.message());
}

}  // namespace

OutputPlace outputPlaceOf(const std::string& name) {
    std::error_code error;
    fs::path path = fs::absolute(name, error);
    if (error) return {name, true};
    // Each link followed to what it names (40 at most, as the kernel follows them).
    for (int hops = 0; fs::is_symlink(path, error); ++hops) {
        if (hops == 40 || namesADescriptor(path)) return {name, true};
        const fs::path next = fs::read_symlink(path, error);
        if (error) return {name, true};
        path = next.is_absolute() ? next : path.parent_path() / next;
    }
    // A device or a pipe (/dev/full, a FIFO) is written in place: a temporary file renamed
    // over it would replace it. A file that does not exist yet is made whole.
    const bool inPlace = fs::exists(path, error) && !fs::is_regular_file(path, error);
    return {path.string(), inPlace};
}

OutputFile::OutputFile(const std::string& name) : name_(name) {
    std::error_code error;
    if (fs::is_directory(name, error))
        throw FileError(say(ToolMessage::FileWhy, name, say(ToolMessage::OutputIsDirectory)));
    const OutputPlace place = outputPlaceOf(name);
    target_ = place.inPlace ? name : place.target;
    written_ = place.inPlace ? name : temporaryFor(target_);
    errno = 0;
    file_.open(written_, std::ios::binary | openMode(place));
    if (!file_)
        throw FileError(say(ToolMessage::FileWhy, name,
                            say(ToolMessage::CannotBeWritten, systemReason(errno ? errno : EIO))));
    if (!place.inPlace) keepPermissions(target_, written_);
    std::cout.flush();
    saved_ = std::cout.rdbuf(file_.rdbuf());
}

OutputFile::~OutputFile() {
    // rdbuf() clears the stream's state: a failed write must stay seen (cli::run says
    // "write error" with its errno), without throwing here.
    const int error = errno;
    const bool bad = std::cout.bad();
    if (bad) std::cout.exceptions(std::ios::goodbit);
    std::cout.rdbuf(saved_);
    if (bad) std::cout.setstate(std::ios::badbit);
    errno = error;
    if (finished_ || written_ == target_) return;
    file_.close();
    std::error_code removed;
    fs::remove(written_, removed);
    errno = error;
}

void OutputFile::finish() {
    std::cout.flush();  // throws on failure (cli::run: "write error")
    std::cout.rdbuf(saved_);
    errno = 0;
    file_.close();
    if (!file_)
        throw FileError(say(ToolMessage::FileWhy, name_,
                            say(ToolMessage::WriteError, systemReason(errno ? errno : EIO))));
    if (written_ != target_) {
        std::error_code error;
        fs::rename(written_, target_, error);
        if (error)
            throw FileError(say(ToolMessage::FileWhy, name_,
                                say(ToolMessage::CannotBeWritten, reasonOf(error))));
    }
    finished_ = true;
}

bool writeOutput(const std::string& name, const std::string& bytes, Told& why) {
    if (name == "-") {
        std::cout.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        std::cout.flush();
        if (!std::cout) why = say(ToolMessage::CannotWriteStandardOutput);
        return static_cast<bool>(std::cout);
    }
    std::error_code error;
    if (fs::is_directory(name, error)) {
        why = say(ToolMessage::OutputIsDirectory);
        return false;
    }
    const OutputPlace place = outputPlaceOf(name);
    if (place.inPlace) {
        errno = 0;
        std::ofstream out(name, std::ios::binary | openMode(place));
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        out.close();
        if (!out) why = say(ToolMessage::WriteError, systemReason(errno ? errno : EIO));
        return static_cast<bool>(out);
    }
    const std::string temporary = temporaryFor(place.target);
    {
        errno = 0;
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) {
            why = say(ToolMessage::CannotBeWritten, systemReason(errno ? errno : EIO));
            return false;
        }
        keepPermissions(place.target, temporary);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        out.close();
        if (!out) {
            why = say(ToolMessage::CannotBeWritten, systemReason(errno ? errno : EIO));
            fs::remove(temporary, error);
            return false;
        }
    }
    fs::rename(temporary, place.target, error);
    if (error) {
        why = say(ToolMessage::CannotBeWritten, reasonOf(error));
        fs::remove(temporary, error);
        return false;
    }
    return true;
}

int writeOutputOption(const boost::program_options::variables_map& vm, const char* tool,
                      const std::string& bytes, formats::Language lang) {
    const std::string output = vm["output"].as<std::string>();
    Told why;
    if (writeOutput(output, bytes, why)) return kSuccess;
    std::cerr << errorLine(tool, say(ToolMessage::FileWhy, output, why).in(lang), lang);
    return kUsage;
}

void addOutputOption(boost::program_options::options_description& options, formats::Language lang) {
    options.add_options()(
        "output,o",
        boost::program_options::value<std::string>()->default_value("-")->value_name(
            helpText(HelpId::ValueFile, lang)),
        helpText(HelpId::OutputStream, lang));
}

}  // namespace bornes::cli
