// SPDX-License-Identifier: Apache-2.0
#include "common/command.h"

#include <iostream>
#include <string>
#include <vector>

#include "common/command_line.h"
#include "common/errors.h"
#include "common/language_options.h"

namespace bornes::cli {

using formats::Language;

void recordFileArguments(po::options_description& hidden,
                         po::positional_options_description& positional) {
    hidden.add_options()("file", po::value<std::vector<std::string>>(), "record files");
    positional.add("file", -1);
}

std::optional<po::variables_map> readCommandLine(int argc, char** argv, const Command& command,
                                                 Language helpLang) {
    const po::options_description options = command.options(helpLang);
    po::variables_map vm;
    if (command.arguments) {
        po::options_description hidden;
        po::positional_options_description positional;
        command.arguments(hidden, positional);
        vm = parse(argc, argv, options, hidden, positional);
    } else {
        vm = parse(argc, argv, options);
    }
    if (vm.count("help")) {
        printHelp(command.usage, command.about, helpLang, options);
        if (command.helpAfter) std::cout << command.helpAfter(helpLang) << "\n";
        return std::nullopt;
    }
    if (vm.count("version")) {
        printVersion(command.name);
        return std::nullopt;
    }
    if (command.filesRequired && !vm.count("file"))
        throw UsageError(say(ToolMessage::NoRecordFile));
    return vm;
}

Language languageBeforeParse(int argc, char** argv, const Command& command) {
    return command.langOption ? languageOf(argc, argv) : languageFromEnvironment();
}

int runCommand(int argc, char** argv, const Command& command, const Work& work) {
    const Language helpLang = languageBeforeParse(argc, argv, command);
    return run(command.name, helpLang, [&] {
        const std::optional<po::variables_map> vm = readCommandLine(argc, argv, command, helpLang);
        return vm ? work(*vm, helpLang) : kSuccess;
    });
}

}  // namespace bornes::cli
