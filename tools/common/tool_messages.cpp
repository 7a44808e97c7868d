// SPDX-License-Identifier: Apache-2.0
#include "common/tool_messages.h"

#include <cerrno>
#include <cstring>
#include <string_view>

#include "messages/message.h"
#include "text/pseudo_locale.h"

namespace bornes::cli {

using formats::Language;

namespace {

struct Entry {
    std::string_view english, french;
};

constexpr Entry kEntries[] = {
#define BORNES_TOOL_MESSAGE(id, english, french) {english, french},
#include "common/tool_messages.def"
#undef BORNES_TOOL_MESSAGE
};

// The arguments as the catalogue's filler takes them: a text in both languages told in the
// run's.
std::vector<formats::MessageArg> messageArgs(const std::vector<ToolArg>& args, Language lang) {
    std::vector<formats::MessageArg> out;
    out.reserve(args.size());
    for (const ToolArg& arg : args) {
        if (const auto* text = std::get_if<std::string>(&arg))
            out.emplace_back(*text);
        else if (const auto* n = std::get_if<long long>(&arg))
            out.emplace_back(*n);
        else
            out.emplace_back(std::get<Told>(arg).in(lang));
    }
    return out;
}

// The pattern filled by the catalogue's one filler (messages/message.h): {N}, and
// {N?one|other} chosen by ICU's plural rule of the language; numbers grouped as each
// language writes them.
std::string fill(std::string_view pattern, const std::vector<ToolArg>& args, Language lang) {
    return formats::fillPattern(pattern, messageArgs(args, lang), lang);
}

// Whether `c` ends a word, so that a ':' or a '?' after it and a space is punctuation.
bool endsWord(char c) {
    return c != ',' && c != '(' && c != '\n' && c != ' ' && c != '\xAB';
}

}  // namespace

Told tell(ToolMessage id, const std::vector<ToolArg>& args) {
    const Entry& e = kEntries[static_cast<std::size_t>(id)];
    return Told::each([&](Language lang) {
        const std::string_view pattern = formats::columnText({e.english, e.french}, lang);
        return fill(fr(lang) ? frenchSpacing(pattern) : std::string(pattern), args, lang);
    });
}

Told fromLibrary(const std::string& english) {
    return Told::each([&](Language lang) {
        return lang == Language::Pseudo ? formats::pseudoText(english) : english;
    });
}

std::string frenchSpacing(std::string_view text) {
    static constexpr std::string_view kNoBreak = "\u00A0", kNarrow = "\u202F";
    static constexpr std::string_view kOpen = "\u00AB", kClose = "\u00BB";  // « »
    std::string out;
    out.reserve(text.size() + 16);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const bool tall = c == ':', thin = c == ';' || c == '?' || c == '!';
        const bool followed = i + 1 == text.size() || std::string_view(" \n)}|").find(
                                                          text[i + 1]) != std::string_view::npos;
        if ((tall || thin) && followed && out.size() >= 2 && out.back() == ' ' &&
            endsWord(out[out.size() - 2])) {
            out.pop_back();
            out += tall ? kNoBreak : kNarrow;
        } else if (text.substr(i).starts_with(kClose) && out.ends_with(' ')) {
            out.pop_back();
            out += kNoBreak;
        } else if (c == ' ' && out.ends_with(kOpen)) {
            out += kNoBreak;
            continue;
        }
        out += c;
    }
    return out;
}

Told systemReason(int error) {
    // glibc's French words (libc.mo), as the shell and coreutils print them under French.
    struct Reason {
        int error;
        const char* french;
    };
    static constexpr Reason kFrench[] = {
        {ENOENT, "Aucun fichier ou dossier de ce type"},
        {EISDIR, "Est un dossier"},
        {EACCES, "Permission non accordée"},
        {EPERM, "Opération non permise"},
        {ENOSPC, "Aucun espace disponible sur le périphérique"},
        {EDQUOT, "Débordement du quota d'espace disque"},
        {EPIPE, "Relais brisé (pipe)"},
        {EROFS, "Système de fichiers accessible en lecture seulement"},
        {ENOTDIR, "N'est pas un dossier"},
        {EMFILE, "Trop de fichiers ouverts"},
        {ENFILE, "Trop de fichiers ouverts dans le système"},
        {EBADF, "Mauvais descripteur de fichier"},
        {EIO, "Erreur d'entrée/sortie"},
        {ENAMETOOLONG, "Nom de fichier trop long"},
        {ELOOP, "Trop de niveaux de liens symboliques"},
        {EEXIST, "Le fichier existe"},
        {EFBIG, "Fichier trop gros"},
        {ENOMEM, "Ne peut allouer de la mémoire"},
        {ETXTBSY, "Fichier texte occupé"},
        {ENXIO, "Aucun périphérique ou adresse"},
        {ENODEV, "Aucun périphérique de ce type"},
        {EBUSY, "Périphérique ou ressource occupé"},
        {EINVAL, "Argument invalide"},
        {EXDEV, "Lien physique inter-périphérique invalide"},
        {EAGAIN, "Ressource temporairement non disponible"},
        {EINTR, "Appel système interrompu"},
    };
    const std::string english = std::strerror(error);
    std::string_view french = english;
    for (const Reason& r : kFrench)
        if (r.error == error) french = r.french;
    return Told::each([&](Language lang) {
        return std::string(formats::columnText({english, french}, lang));
    });
}

}  // namespace bornes::cli
