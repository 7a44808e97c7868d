// SPDX-License-Identifier: Apache-2.0
#include "common/picture_options.h"

#include <unistd.h>

#include <optional>
#include <string>

#include "common/errors.h"
#include "common/help.h"

namespace bornes::cli {

namespace po = boost::program_options;
using formats::Language;

void addPictureOptions(po::options_description& options, const char* outputHelp, Language lang) {
    const auto h = [lang](HelpId id) { return helpText(id, lang); };
    options.add_options()(
        "type,T", po::value<std::string>()->default_value("svg")->value_name(h(HelpId::ValueType)),
        h(HelpId::Type))(
        "output,o", po::value<std::string>()->default_value("-")->value_name(h(HelpId::ValueFile)),
        outputHelp);
}

void refuseBinaryToTerminal(const po::variables_map& vm, formats::PictureType type) {
    if (type != formats::PictureType::Png && type != formats::PictureType::Pdf) return;
    if (vm["output"].as<std::string>() != "-" || !::isatty(STDOUT_FILENO)) return;
    throw UsageError(
        say(ToolMessage::BinaryToTerminal, type == formats::PictureType::Png ? "PNG" : "PDF"));
}

formats::PictureType pictureTypeFrom(const po::variables_map& vm) {
    const std::string name = vm["type"].as<std::string>();
    const std::optional<formats::PictureType> type = formats::parsePictureType(name);
    if (!type) throw UsageError(say(ToolMessage::TypeValue, name));
    return *type;
}

}  // namespace bornes::cli
