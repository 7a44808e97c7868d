// SPDX-License-Identifier: Apache-2.0
#include "common/errors.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <iostream>
#include <optional>

#include "messages/words.h"

namespace bornes::cli {

namespace po = boost::program_options;
using formats::Language;
using formats::Severity;

namespace {

// A closed standard output (">&-") would let the next file opened take its number, and the
// output go into that file: give it /dev/null opened for reading, on which writes fail.
void guardStandardOutput() {
    if (::fcntl(STDOUT_FILENO, F_GETFD) == -1 && errno == EBADF) {
        const int fd = ::open("/dev/null", O_RDONLY);
        if (fd >= 0 && fd != STDOUT_FILENO) {
            ::dup2(fd, STDOUT_FILENO);
            ::close(fd);
        }
    }
}

int writeError(const char* tool, int error, Language lang) {
    const Told why = error ? systemReason(error) : say(ToolMessage::OutputNotWritten);
    std::cerr << errorLine(tool, say(ToolMessage::WriteError, why).in(lang), lang);
    return kUsage;
}

// boost's message for a parse error in French, from its own template: the copy of the error
// fills in the option's name and value as boost does.
std::optional<ToolMessage> boostMessage(const po::error& e) {
    using Syntax = po::invalid_syntax;
    using Value = po::validation_error;
    if (dynamic_cast<const po::unknown_option*>(&e)) return ToolMessage::BoostUnknownOption;
    if (dynamic_cast<const po::ambiguous_option*>(&e)) return ToolMessage::BoostAmbiguousOption;
    if (dynamic_cast<const po::multiple_occurrences*>(&e))
        return ToolMessage::BoostMultipleOccurrences;
    if (dynamic_cast<const po::multiple_values*>(&e)) return ToolMessage::BoostSingleValue;
    if (dynamic_cast<const po::required_option*>(&e)) return ToolMessage::BoostRequired;
    if (dynamic_cast<const po::too_many_positional_options_error*>(&e))
        return ToolMessage::BoostTooManyArguments;
    if (const auto* syntax = dynamic_cast<const Syntax*>(&e)) {
        switch (syntax->kind()) {
            case Syntax::missing_parameter:
                return ToolMessage::BoostMissingValue;
            case Syntax::extra_parameter:
            case Syntax::long_adjacent_not_allowed:
            case Syntax::short_adjacent_not_allowed:
                return ToolMessage::BoostNoValueTaken;
            case Syntax::empty_adjacent_parameter:
                return ToolMessage::BoostEmptyAfterEqual;
            case Syntax::long_not_allowed:
                return ToolMessage::BoostLongNotAllowed;
            default:
                return std::nullopt;
        }
    }
    if (const auto* value = dynamic_cast<const Value*>(&e)) {
        switch (value->kind()) {
            case Value::multiple_values_not_allowed:
                return ToolMessage::BoostSingleValue;
            case Value::at_least_one_value_required:
                return ToolMessage::BoostAtLeastOneValue;
            case Value::invalid_option_value:
                return ToolMessage::BoostInvalidValue;
            case Value::invalid_option:
                return ToolMessage::BoostInvalidOption;
            default:
                return std::nullopt;
        }
    }
    return std::nullopt;
}

// "<tool>: error: <message>", then the hint to --help.
int usageError(const char* tool, const Told& message, Language lang) {
    std::cerr << errorLine(tool, message.in(lang), lang) << say(ToolMessage::TryHelp, tool).in(lang)
              << "\n";
    return kUsage;
}

}  // namespace

// A parse error in every language: boost's English, and in another language the catalogue's
// template of it when it has one (else boost's English again).
Told optionError(const po::error& e) {
    const std::optional<ToolMessage> id = boostMessage(e);
    if (!id) return fromLibrary(e.what());
    const Told pattern = say(*id);
    return Told::each([&](Language lang) -> std::string {
        if (lang == Language::English) return e.what();
        if (const auto* named = dynamic_cast<const po::error_with_option_name*>(&e)) {
            po::error_with_option_name copy(*named);
            copy.m_error_template = pattern.in(lang);
            return copy.what();
        }
        return pattern.in(lang);
    });
}

Told told(const formats::Message& message) {
    return Told::each([&](Language lang) { return formats::messageText(message, lang); });
}

Told told(const formats::Diagnostic& diagnostic) {
    return Told::each([&](Language lang) { return diagnostic.text(lang); });
}

Told toldOfFile(const std::string& file, const formats::Message& message) {
    using formats::Message;
    using formats::MessageId;
    const Told text = told(message);
    return Told::each([&](Language lang) {
        return formats::messageText(Message(MessageId::CannotOpen, file, text.in(lang)), lang);
    });
}

std::string errorLine(std::string_view tool, std::string_view text, Language lang) {
    return toolLine(tool, Severity::Error, text, lang);
}

std::string toolLine(std::string_view tool, Severity severity, std::string_view text,
                     Language lang) {
    return std::string(tool) + ": " + std::string(formats::severityName(severity, lang)) +
           formats::word(formats::WordId::Colon, lang) + std::string(text) + "\n";
}

int run(const char* tool, Language lang, const std::function<int()>& body) {
    guardStandardOutput();
    // Every write to standard output is checked: the first that fails (a full disk, a
    // closed output) stops the tool with "write error", never a truncated output and 0.
    std::cout.exceptions(std::ios::badbit);
    try {
        const int code = body();
        std::cout.flush();  // the last buffered bytes: a failure throws as any write does
        return code;
    } catch (const std::ios_base::failure&) {
        const int error = errno;
        if (std::cout.bad()) {
            std::cout.exceptions(std::ios::goodbit);
            return writeError(tool, error, lang);
        }
        std::cerr << errorLine(tool, say(ToolMessage::InputOutputFailed).in(lang), lang);
        return kUsage;
    } catch (const po::error& e) {
        return usageError(tool, optionError(e), lang);
    } catch (const UsageError& e) {
        return usageError(tool, e.said, lang);
    } catch (const FileError& e) {
        std::cerr << errorLine(tool, e.said.in(lang), lang);
        return kUsage;
    } catch (const std::exception& e) {
        std::cerr << errorLine(tool, e.what(), lang);
        return kFailure;
    }
}

}  // namespace bornes::cli
