// SPDX-License-Identifier: Apache-2.0
#include "output_file.h"

#include <unistd.h>

#include <cerrno>
#include <filesystem>

#include "cli.h"

namespace bornes::cli {

namespace fs = std::filesystem;

OutputFile::OutputFile(const std::string& name) : name_(name), written_(name) {
    std::error_code error;
    if (fs::is_directory(name, error))
        throw FileError(say(ToolMessage::FileWhy, name, say(ToolMessage::OutputIsDirectory)));
    const bool inPlace = fs::exists(name, error) && !fs::is_regular_file(name, error);
    if (!inPlace) written_ = name + ".tmp-" + std::to_string(::getpid());
    errno = 0;
    file_.open(written_, std::ios::binary | std::ios::trunc);
    if (!file_)
        throw FileError(say(ToolMessage::FileWhy, name,
                            say(ToolMessage::CannotBeWritten, systemReason(errno ? errno : EIO))));
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
    if (finished_ || written_ == name_) return;
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
    if (written_ != name_) {
        std::error_code error;
        fs::rename(written_, name_, error);
        if (error)
            throw FileError(say(ToolMessage::FileWhy, name_,
                                say(ToolMessage::CannotBeWritten, same(error.message()))));
    }
    finished_ = true;
}

void addOutputOption(boost::program_options::options_description& options, formats::Language lang) {
    options.add_options()(
        "output,o",
        boost::program_options::value<std::string>()->default_value("-")->value_name(
            helpText(HelpId::ValueFile, lang)),
        helpText(HelpId::OutputStream, lang));
}

}  // namespace bornes::cli
