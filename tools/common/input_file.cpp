// SPDX-License-Identifier: Apache-2.0
#include "common/input_file.h"

#include <cerrno>
#include <filesystem>
#include <iostream>

namespace bornes::cli {

std::istream* openInput(const std::string& name, std::ifstream& file, Told& why) {
    if (name == "-") return &std::cin;
    std::error_code ignored;
    if (std::filesystem::is_directory(name, ignored)) {
        why = systemReason(EISDIR);
        return nullptr;
    }
    errno = 0;
    file.open(name, std::ios::binary);
    if (file) return &file;
    why = systemReason(errno ? errno : EIO);
    return nullptr;
}

}  // namespace bornes::cli
