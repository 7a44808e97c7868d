// SPDX-License-Identifier: Apache-2.0
#include "common/tool_messages.h"

#include <cerrno>
#include <cstring>
#include <string_view>

#include "text/numbers.h"

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

std::string numberText(long long n, Language lang) {
    // French groups thousands as the printers do ("1 000"); English writes plain digits, as
    // the command line takes them.
    if (formats::fr(lang) && (n >= 1000 || n <= -1000))
        return formats::formatNumber(static_cast<long>(n), lang);
    return std::to_string(n);
}

std::string argText(const ToolArg& arg, Language lang) {
    if (const auto* text = std::get_if<std::string>(&arg)) return *text;
    if (const auto* n = std::get_if<long long>(&arg)) return numberText(*n, lang);
    return std::get<Bilingual>(arg).in(lang);
}

// "{1?game|games}": the form for the number argument `n` (French: 0 and 1 singular).
std::string_view pluralForm(std::string_view forms, long long n, Language lang) {
    const std::size_t bar = forms.find('|');
    const bool one = formats::fr(lang) ? (n == 0 || n == 1 || n == -1) : n == 1;
    if (bar == std::string_view::npos) return one ? forms : std::string_view();
    return one ? forms.substr(0, bar) : forms.substr(bar + 1);
}

// The pattern with {N} and {N?one|other} filled in.
std::string fill(std::string_view pattern, const std::vector<ToolArg>& args, Language lang) {
    std::string out;
    std::size_t i = 0;
    while (i < pattern.size()) {
        const std::size_t open = pattern.find('{', i);
        const std::size_t close =
            open == std::string_view::npos ? open : pattern.find('}', open + 1);
        if (close == std::string_view::npos) break;
        out.append(pattern.substr(i, open - i));
        const std::string_view inside = pattern.substr(open + 1, close - open - 1);
        const std::size_t question = inside.find('?');
        const auto index = static_cast<std::size_t>(
            std::strtoul(std::string(inside.substr(0, question)).c_str(), nullptr, 10));
        if (index < args.size()) {
            if (question == std::string_view::npos) {
                out += argText(args[index], lang);
            } else {
                const auto* n = std::get_if<long long>(&args[index]);
                out += pluralForm(inside.substr(question + 1), n ? *n : 2, lang);
            }
        }
        i = close + 1;
    }
    if (i < pattern.size()) out.append(pattern.substr(i));
    return out;
}

// Whether `c` ends a word, so that a ':' or a '?' after it and a space is punctuation.
bool endsWord(char c) {
    return c != ',' && c != '(' && c != '\n' && c != ' ' && c != '\xAB';
}

}  // namespace

Bilingual tell(ToolMessage id, const std::vector<ToolArg>& args) {
    const Entry& e = kEntries[static_cast<std::size_t>(id)];
    return {fill(e.english, args, Language::English),
            fill(frenchSpacing(e.french), args, Language::French)};
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

Bilingual systemReason(int error) {
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
    Bilingual reason = same(std::strerror(error));
    for (const Reason& r : kFrench)
        if (r.error == error) reason.french = r.french;
    return reason;
}

}  // namespace bornes::cli
