// SPDX-License-Identifier: Apache-2.0
#include "notation/misspelling_scan.h"

#include "text/utf8.h"

namespace bornes::formats {

using namespace notation;

namespace {

bool isTurnNumber(std::string_view w) {
    return w.size() >= 2 && w.back() == '.' && w.find_first_not_of("0123456789") == w.size() - 1;
}

}  // namespace

void MisspellingScan::line(std::string_view text, long long number, Lexer& lexer) {
    if (!on_ || invalidUtf8At(text) != std::string_view::npos) return;
    items_.clear();
    if (lexer.scan(text, number, items_, 0)) return;
    words(items_, 0, false);
}

void MisspellingScan::words(const std::vector<Item>& items, std::size_t from, bool skipping) {
    if (!reader_) reader_.emplace(seats_);
    for (std::size_t i = from; i < items.size() && on_; ++i) {
        if (items[i].kind != Item::Word) continue;
        if (skipping && !isTurnNumber(items[i].text)) continue;
        skipping = false;
        std::optional<Diagnostic> problem;
        std::vector<MovetextEvent> ignored;
        i = reader_->word(items, i, ignored, problem);
        if (!problem) continue;
        if (isMisspelling(problem->what.id)) problems_.push_back(std::move(*problem));
        on_ = ++said_ < kMaxMisspellings;
        reader_.emplace(seats_);  // a reader begins again after its error
        skipping = true;
    }
}

}  // namespace bornes::formats
