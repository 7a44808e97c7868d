// SPDX-License-Identifier: Apache-2.0
// A named input opened for reading: "-" is standard input; a directory or a file that cannot
// be opened says the system's reason.
#pragma once

#include <fstream>
#include <istream>
#include <string>

#include "common/tool_messages.h"

namespace bornes::cli {

// The stream to read FILE from: standard input for "-", else the file opened into `file`;
// nullptr when it cannot be read, with the system's reason in `why` ("No such file or
// directory", "Aucun fichier ou dossier de ce type"; the JSON reports keep the English).
std::istream* openInput(const std::string& name, std::ifstream& file, Told& why);

}  // namespace bornes::cli
