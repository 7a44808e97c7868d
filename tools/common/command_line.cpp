// SPDX-License-Identifier: Apache-2.0
#include "common/command_line.h"

#include <iostream>
#include <string>
#include <vector>

#include "common/errors.h"
#include "common/help.h"
#include "messages/suggest.h"

namespace bornes::cli {

namespace po = boost::program_options;
using formats::Language;

int printVersion(const char* tool) {
    std::cout << tool << " (bornes) " << BORNES_VERSION << "\n";
    return kSuccess;
}

po::variables_map parse(int argc, char** argv, const po::options_description& options,
                        const po::positional_options_description* positional) {
    po::variables_map vm;
    po::command_line_parser parser(argc, argv);
    parser.options(options);
    if (positional) parser.positional(*positional);
    try {
        po::store(parser.run(), vm);
    } catch (const po::unknown_option& e) {
        // "--stict": did you mean --strict?
        std::vector<std::string> names;
        for (const auto& option : options.options())
            if (!option->long_name().empty()) names.push_back("--" + option->long_name());
        const std::string near = formats::nearest(e.get_option_name(), names);
        if (near.empty()) throw;
        throw UsageError(say(ToolMessage::DidYouMean, optionError(e), near));
    }
    po::notify(vm);
    return vm;
}

po::variables_map parse(int argc, char** argv, const po::options_description& options,
                        const po::options_description& hidden,
                        const po::positional_options_description& positional) {
    po::options_description all;
    all.add(options).add(hidden);
    return parse(argc, argv, all, &positional);
}

int printHelp(HelpId usage, HelpId about, Language lang, const po::options_description& options) {
    std::cout << helpText(usage, lang) << helpText(about, lang) << options << "\n";
    return kSuccess;
}

}  // namespace bornes::cli
