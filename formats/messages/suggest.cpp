// SPDX-License-Identifier: Apache-2.0
#include "messages/suggest.h"

#include <algorithm>
#include <numeric>

#include "messages/card_names.h"
#include "text/name_folding.h"
#include "text/utf8.h"

namespace bornes::formats {

namespace {

std::vector<char32_t> codePoints(std::string_view s) {
    std::vector<char32_t> out;
    for (std::size_t i = 0; i < s.size();) {
        const auto lead = static_cast<unsigned char>(s[i]);
        const std::size_t n = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        char32_t c = n == 1 ? lead : lead & (0x7F >> n);
        for (std::size_t k = 1; k < n && i + k < s.size(); ++k)
            c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        out.push_back(c);
        i += n;
    }
    return out;
}

std::size_t threshold(std::size_t length) {
    return length < 5 ? 1 : length < 9 ? 2 : 3;
}

}  // namespace

std::size_t editDistance(std::string_view a, std::string_view b) {
    const std::vector<char32_t> s = codePoints(a), t = codePoints(b);
    // Three rows of the dynamic programme: two back for transpositions.
    std::vector<std::size_t> before(t.size() + 1), previous(t.size() + 1), current(t.size() + 1);
    std::iota(previous.begin(), previous.end(), std::size_t{0});
    for (std::size_t i = 1; i <= s.size(); ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= t.size(); ++j) {
            const std::size_t cost = s[i - 1] == t[j - 1] ? 0 : 1;
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost});
            if (i > 1 && j > 1 && s[i - 1] == t[j - 2] && s[i - 2] == t[j - 1])
                current[j] = std::min(current[j], before[j - 2] + 1);
        }
        before.swap(previous);
        previous.swap(current);
    }
    return previous[t.size()];
}

std::string nearest(std::string_view word, const std::vector<std::string>& candidates) {
    const std::string folded = foldName(word);
    if (folded.empty()) return {};
    std::size_t best = threshold(codePoints(folded).size()) + 1;
    std::string found;
    bool tie = false;
    for (const std::string& c : candidates) {
        const std::size_t d = editDistance(folded, foldName(c));
        if (d < best) {
            best = d, found = c, tie = false;
        } else if (d == best && foldName(c) != foldName(found)) {
            tie = true;
        }
    }
    return tie ? std::string() : found;
}

std::vector<std::string> nearestFew(std::string_view word,
                                    const std::vector<std::string>& candidates, std::size_t most) {
    const std::string folded = foldName(word);
    if (folded.empty()) return {};
    const std::size_t slip = threshold(codePoints(folded).size());
    std::vector<std::pair<std::size_t, std::string>> near;  // distance, candidate
    for (const std::string& c : candidates) {
        const std::size_t d = editDistance(folded, foldName(c));
        const bool again = std::any_of(near.begin(), near.end(), [&](const auto& n) {
            return foldName(n.second) == foldName(c);
        });
        if (d <= slip && !again) near.emplace_back(d, c);
    }
    std::sort(near.begin(), near.end());
    std::vector<std::string> found;
    for (std::size_t i = 0; i < near.size() && i < most; ++i) found.push_back(near[i].second);
    return found;
}

std::string nearestCardName(std::string_view word) {
    const std::string folded = foldName(word);
    if (folded.empty() || parseCardName(word)) return {};
    std::vector<std::string> names;
    for (int k = 0; k < kCardKinds; ++k) {
        const Card c = cardAt(k);
        if (isDistance(c)) continue;  // numbers are not misspelt, they are wrong
        names.emplace_back(cardName(c, Language::French));
        names.emplace_back(cardName(c, Language::English));
        names.emplace_back(shortCode(c));
    }
    return nearest(word, names);
}

}  // namespace bornes::formats
