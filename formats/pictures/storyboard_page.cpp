// SPDX-License-Identifier: Apache-2.0
#include "pictures/storyboard_page.h"

#include <algorithm>
#include <cstdio>
#include <vector>

#include "messages/words.h"
#include "pictures/graphviz.h"
#include "pictures/table_diagram.h"
#include "replay/score_sheet.h"

namespace bornes::formats {

namespace {

// The SVG element alone (no XML prolog or doctype), to sit inside the page; scaled to its
// box with its aspect kept, at the top of it, under the caption.
std::string inlineSvg(const std::string& svg) {
    const std::size_t start = svg.find("<svg");
    if (start == std::string::npos) return {};
    return "<svg preserveAspectRatio=\"xMidYMin meet\"" + svg.substr(start + 4);
}

// Laid out for a projector: the page is the window, never scrolled; the picture fills what
// the header and the caption leave (its aspect kept), and every picture of the hand has the
// same size (table_diagram.h: TableLayout), so a step never moves the cards about. The
// caption and the comment keep a fixed height for the same reason.
constexpr const char* kStyle = R"(
html, body { height: 100%; margin: 0; overflow: hidden; }
body { display: flex; flex-direction: column; font-family: "DejaVu Sans", "Verdana", sans-serif;
       background: #fafaf7; color: #222; }
header { flex: none; background: #1f3b2c; color: white; padding: 0.4em 1em;
         display: flex; align-items: center; gap: 1.5em; }
h1 { margin: 0; font-size: 1.4em; flex: 1 1 auto; min-width: 0; }
nav { flex: none; display: flex; align-items: center; gap: 1em; white-space: nowrap; }
nav button { font-size: 1.2em; padding: 0.3em 0.8em; border-radius: 0.4em; border: none;
             background: #f2b600; color: #222; cursor: pointer; }
nav button:disabled { background: #777; color: #ccc; cursor: default; }
#turn { font-size: 1.3em; font-weight: bold; min-width: 6em; }
#count { opacity: 0.8; font-size: 1.1em; }
#caption { flex: none; font-size: 1.6em; line-height: 1.3em; height: 2.6em; overflow: hidden;
           margin: 0.3em 1em 0 1em; }
#comment { flex: none; font-size: 1.2em; line-height: 1.4em; height: 1.4em; overflow: hidden;
           white-space: nowrap; text-overflow: ellipsis; font-style: italic; margin: 0 1em 0.2em 1em; }
main { flex: 1; min-height: 0; margin: 0 0.5em 0.5em 0.5em; }
.frame { display: none; width: 100%; height: 100%; }
.frame.shown { display: block; }
.frame svg { display: block; width: 100%; height: 100%; }
#keys { flex: none; margin: 0 1em 0.3em 1em; font-size: 16px; color: #555; }
kbd { font-family: inherit; border: 1px solid #999; border-bottom-width: 2px; border-radius: 0.3em;
      padding: 0 0.35em; background: white; color: #222; }
pre { font-family: "DejaVu Sans Mono", monospace; font-size: clamp(14px, 2.6vh, 40px);
      margin: 0.5em 1em; }
)";

// The analysis page: the moves weighed beside the picture, the hand's story under it. The
// verdict on two lines and the column wide enough for an estimate's interval and deals
// ("56 % [48, 64] (130 deals)") down to 1024 pixels.
constexpr const char* kAnalysisStyle = R"(
#comment { height: 2.8em; white-space: normal; display: -webkit-box; -webkit-line-clamp: 2;
           -webkit-box-orient: vertical; }
.frame.shown { display: flex; gap: 0.8em; }
.frame svg { flex: 1 1 auto; min-width: 0; }
aside { flex: none; width: min(28em, 40vw); overflow: hidden; font-size: 1.15em; }
aside h2 { font-size: 1.1em; margin: 0.2em 0 0.4em 0; }
aside table { border-collapse: collapse; width: 100%; }
aside td { padding: 0.2em 0.4em; border-bottom: 1px solid #ddd; white-space: nowrap; }
aside td:last-child { text-align: right; }
tr.played { background: #ffe9a8; font-weight: bold; }
footer { flex: none; height: 32vh; margin: 0 0.5em 0.4em 0.5em; }
.chart { display: none; height: 100%; }
.chart.shown { display: block; }
.chart svg { display: block; width: 100%; height: 100%; }
.cursor { stroke: #f2b600; stroke-width: 8; opacity: 0.6; }
table.players { flex: none; align-self: flex-start; border-collapse: collapse; margin: 0.5em 1em;
                font-size: clamp(14px, 2.4vh, 36px); }
table.players th, table.players td { padding: 0.15em 0.6em; border-bottom: 1px solid #ddd;
                                      text-align: right; white-space: nowrap; }
table.players th:first-child, table.players td:first-child { text-align: left; }
)";

constexpr const char* kScript = R"(
(function () {
  var frames = document.querySelectorAll('.frame');
  var at = 0;
  function show(i) {
    if (i < 0 || i >= frames.length) return;
    frames[at].classList.remove('shown');
    at = i;
    var f = frames[at];
    f.classList.add('shown');
    document.getElementById('turn').textContent = f.dataset.turn;
    document.getElementById('caption').textContent = f.dataset.caption;
    document.getElementById('comment').textContent = f.dataset.comment;
    document.getElementById('count').textContent = (at + 1) + ' / ' + frames.length;
    document.getElementById('prev').disabled = at === 0;
    document.getElementById('next').disabled = at === frames.length - 1;
    // The analysis page: the story of the hand shown, the cursor on the decision shown.
    document.querySelectorAll('.chart').forEach(function (c) {
      var mine = c.dataset.hand === f.dataset.hand;
      c.classList.toggle('shown', mine);
      var cursor = c.querySelector('.cursor');
      if (!mine || !cursor) return;
      cursor.style.display = f.dataset.x === undefined ? 'none' : '';
      if (f.dataset.x !== undefined) {
        cursor.setAttribute('x1', f.dataset.x);
        cursor.setAttribute('x2', f.dataset.x);
      }
    });
  }
  // Full screen on a classroom's screen (the Fullscreen API): the button, or the F key.
  var full = document.getElementById('fullscreen');
  function fullScreen() {
    if (document.fullscreenElement) document.exitFullscreen();
    else if (document.documentElement.requestFullscreen) document.documentElement.requestFullscreen();
  }
  if (!document.fullscreenEnabled) full.hidden = true;
  full.addEventListener('click', function () { fullScreen(); full.blur(); });
  document.getElementById('prev').addEventListener('click', function () { show(at - 1); });
  document.getElementById('next').addEventListener('click', function () { show(at + 1); });
  document.addEventListener('keydown', function (e) {
    if (e.key === 'ArrowRight' || e.key === 'PageDown' || e.key === ' ') { show(at + 1); e.preventDefault(); }
    else if (e.key === 'ArrowLeft' || e.key === 'PageUp') { show(at - 1); e.preventDefault(); }
    else if (e.key === 'Home') { show(0); e.preventDefault(); }
    else if (e.key === 'End') { show(frames.length - 1); e.preventDefault(); }
    else if (e.key === 'f' || e.key === 'F') { fullScreen(); e.preventDefault(); }
  });
  frames[0].classList.remove('shown');
  show(0);
})();
)";

// Every picture of the page given the largest one's viewBox, their content kept at the top
// left: pictures of one size show the cards at one scale, wherever a step lands (the page
// scales each picture to the window).
void uniformViewBox(std::vector<std::string>& svgs) {
    const auto box = [](const std::string& svg, double& w, double& h) {
        const std::size_t at = svg.find("viewBox=\"");
        if (at == std::string::npos) return std::string::npos;
        double x = 0, y = 0;
        if (std::sscanf(svg.c_str() + at, "viewBox=\"%lf %lf %lf %lf\"", &x, &y, &w, &h) != 4)
            return std::string::npos;
        return at;
    };
    double wMax = 0, hMax = 0;
    for (const std::string& svg : svgs) {
        double w = 0, h = 0;
        if (box(svg, w, h) != std::string::npos) wMax = std::max(wMax, w), hMax = std::max(hMax, h);
    }
    char wanted[96];
    std::snprintf(wanted, sizeof wanted, "viewBox=\"0.00 0.00 %.2f %.2f\"", wMax, hMax);
    for (std::string& svg : svgs) {
        double w = 0, h = 0;
        const std::size_t at = box(svg, w, h);
        if (at == std::string::npos) continue;
        svg.replace(at, svg.find('"', at + 9) + 1 - at, wanted);
    }
}

std::string attribute(const std::string& text) {
    return htmlEscape(text);
}

// What the analysis page adds, beside the picture: the moves weighed, the one played shown.
// The best ten, and the one played when it comes later: what a screen shows.
std::string candidatesTable(const FrameJudgement& j) {
    constexpr std::size_t kRows = 10;
    std::string rows;
    const auto row = [&](std::size_t i) {
        rows += std::string(static_cast<int>(i) == j.played ? "<tr class=\"played\">" : "<tr>") +
                "<td>" + htmlEscape(j.candidates[i].first) + "</td><td>" +
                htmlEscape(j.candidates[i].second) + "</td></tr>\n";
    };
    for (std::size_t i = 0; i < j.candidates.size() && i < kRows; ++i) row(i);
    if (j.played >= static_cast<int>(kRows)) {
        if (j.played > static_cast<int>(kRows)) rows += "<tr><td>…</td><td></td></tr>\n";
        row(static_cast<std::size_t>(j.played));
    }
    return "<aside><h2>" + htmlEscape(j.heading) + "</h2>\n<table>\n" + rows +
           "</table>\n</aside>\n";
}

// The sections of one hand: a picture after each decision the record writes, then its score
// sheet; `judged` (the analysis page) adds each decision's judgement.
// A step: a picture (its section's head, the SVG, what follows it) or, without a picture,
// a whole section (the score sheet).
struct Step {
    std::string head, svg, tail;
};

bool handSteps(std::vector<Step>& out, const HandFrames& hand, const Record& record,
               const SeatNames& names, Language lang, const HandPage* page) {
    const TableLayout layout = layoutFor(hand);
    for (std::size_t i = 0; i < hand.frames.size(); ++i) {
        const Frame& f = hand.frames[i];
        if (f.implied) continue;  // a decision the record does not write (a coup-fourré declined)
        Graph graph("table");
        DiagramText text;  // the page shows the caption above the picture
        drawTable(graph, f, text, names, lang, layout);
        const Picture svg = render(graph, PictureType::Svg);
        if (!svg.error.empty()) return false;
        DiagramText words = frameText(f, record.event, hand, names, lang);
        const std::string turn =
            f.turn == 0 ? std::string(word(WordId::TheDeal, lang))
                        : std::string(word(WordId::TurnSpace, lang)) + std::to_string(f.turn);
        const FrameJudgement* judged =
            page && i < page->judged.size() && page->judged[i] ? &*page->judged[i] : nullptr;
        std::string extra, tail;
        if (page) {
            // A step without a judgement keeps the column, so that the table does not move.
            extra = " data-hand=\"" + std::to_string(hand.hand) + "\"";
            tail = "<aside></aside>\n";
        }
        if (judged) {
            if (!judged->mark.empty()) words.caption += " " + judged->mark;
            words.comment = judged->verdict;
            extra += " data-x=\"" + std::to_string(judged->cursor) + "\"";
            tail = candidatesTable(*judged);
        }
        out.push_back({"<section class=\"frame\" data-turn=\"" + attribute(turn) +
                           "\" data-caption=\"" + attribute(words.caption) + "\" data-comment=\"" +
                           attribute(words.comment) + "\"" + extra + ">\n",
                       inlineSvg(svg.bytes), tail + "</section>\n"});
    }
    return true;
}

// The hand's score sheet, the last step of a hand played to its end.
// The analysis page's players' summary, beside the score sheet: a heading row, then a row
// per player.
std::string playersTable(const std::vector<std::vector<std::string>>& rows) {
    if (rows.empty()) return {};
    std::string table = "<table class=\"players\">\n";
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const char* cell = r == 0 ? "th" : "td";
        table += "<tr>";
        for (const std::string& text : rows[r])
            table += std::string("<") + cell + ">" + htmlEscape(text) + "</" + cell + ">";
        table += "</tr>\n";
    }
    return table + "</table>\n";
}

std::string scoreSection(const HandFrames& hand, const SeatNames& names, Language lang,
                         const HandPage* page) {
    const bool analysis = page != nullptr;
    if (!hand.score) return {};
    const std::string sheet = renderScoreSheet(*hand.score, names, lang);
    const std::string turn = std::string(word(WordId::ScoreStep, lang));
    const std::string ended = handEndSentence(hand, names, lang);
    const std::string caption =
        ended.empty() ? std::string(word(WordId::HandScoreSheet, lang)) : ended;
    const std::string hand_ =
        analysis ? " data-hand=\"" + std::to_string(hand.hand) + "\"" : std::string();
    return "<section class=\"frame\" data-turn=\"" + attribute(turn) + "\" data-caption=\"" +
           attribute(caption) + "\" data-comment=\"\"" + hand_ + ">\n<pre>" + htmlEscape(sheet) +
           "</pre>\n" + (page ? playersTable(page->players) : std::string()) + "</section>\n";
}

std::string joined(std::vector<Step>& steps) {
    std::vector<std::string> svgs;
    for (const Step& s : steps)
        if (!s.svg.empty()) svgs.push_back(s.svg);
    uniformViewBox(svgs);
    std::string frames;
    std::size_t next = 0;
    for (const Step& s : steps)
        frames += s.svg.empty() ? s.head : s.head + svgs[next++] + "\n" + s.tail;
    return frames;
}

// The page around its steps: the header with the title and the buttons, the caption and the
// comment, the steps, then `footer` (the analysis page's chart).
std::string pageAround(const std::string& title, const std::string& frames,
                       const std::string& footer, Language lang, bool analysis) {
    std::string page = "<!DOCTYPE html>\n<html lang=\"" +
                       std::string(word(WordId::HtmlLanguage, lang)) +
                       "\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" "
                       "content=\"width=device-width, initial-scale=1\">\n<title>" +
                       htmlEscape(title) + "</title>\n<style>" + kStyle +
                       (analysis ? kAnalysisStyle : "") + "</style>\n</head>\n<body>\n";
    page += "<header>\n<h1>" + htmlEscape(title) + "</h1>\n<nav><button id=\"prev\">" +
            std::string(word(WordId::Previous, lang)) + "</button><span id=\"turn\"></span>" +
            "<button id=\"next\">" + std::string(word(WordId::Next, lang)) +
            "</button><span id=\"count\"></span><button id=\"fullscreen\">" +
            std::string(word(WordId::FullScreen, lang)) + "</button></nav>\n</header>\n";
    page += "<p id=\"caption\"></p>\n<p id=\"comment\"></p>\n<main>\n" + frames + "</main>\n";
    // The keys, under the picture: a teacher at the keyboard finds them without a manual.
    const auto key = [](const std::string& k) { return "<kbd>" + htmlEscape(k) + "</kbd>"; };
    page += "<p id=\"keys\">" + key("←") + " " + key("→") + " " +
            htmlEscape(word(WordId::KeysPrevNext, lang)) + " · " +
            key(word(WordId::KeyHome, lang)) + " " + htmlEscape(word(WordId::KeysFirst, lang)) +
            " · " + key(word(WordId::KeyEnd, lang)) + " " +
            htmlEscape(word(WordId::KeysLast, lang)) + " · " + key("F") + " " +
            htmlEscape(word(WordId::KeysFullScreen, lang)) + "</p>\n";
    page += footer + "<script>" + std::string(kScript) + "</script>\n</body>\n</html>\n";
    return page;
}

// The chart of a hand for the page: its ids made its own (cairo names its glyphs and clips
// alike in every picture, and one page holds a chart per hand), and the cursor the script
// moves to the decision shown.
std::string chartFigure(const HandPage& page) {
    std::string svg = inlineSvg(page.chartSvg);
    const std::string prefix = "h" + std::to_string(page.hand->hand) + "-";
    for (const auto& [from, to] : {std::pair<std::string, std::string>{"id=\"", "id=\"" + prefix},
                                   {"href=\"#", "href=\"#" + prefix},
                                   {"url(#", "url(#" + prefix}}) {
        for (std::size_t at = svg.find(from); at != std::string::npos;
             at = svg.find(from, at + to.size()))
            svg.replace(at, from.size(), to);
    }
    const std::size_t end = svg.rfind("</svg>");
    if (end == std::string::npos) return {};
    svg.insert(end, "<line class=\"cursor\" x1=\"0\" x2=\"0\" y1=\"" +
                        std::to_string(page.chartTop) + "\" y2=\"" +
                        std::to_string(page.chartBottom) + "\"/>\n");
    return "<div class=\"chart\" data-hand=\"" + std::to_string(page.hand->hand) + "\">\n" + svg +
           "</div>\n";
}

}  // namespace

std::string storyboardPage(const HandFrames& hand, const Record& record, const SeatNames& names,
                           Language lang) {
    const std::string title =
        record.event + std::string(word(WordId::HandDash, lang)) + std::to_string(hand.hand + 1);
    std::vector<Step> steps;
    if (!handSteps(steps, hand, record, names, lang, nullptr)) return {};
    steps.push_back({scoreSection(hand, names, lang, nullptr), {}, {}});
    return pageAround(title, joined(steps), {}, lang, false);
}

std::string analysisPage(const std::vector<HandPage>& hands, const Record& record,
                         const std::string& title, Language lang) {
    std::vector<Step> steps;
    std::string footer = "<footer id=\"story\">\n";
    for (const HandPage& page : hands) {
        if (!handSteps(steps, *page.hand, record, *page.names, lang, &page)) return {};
        steps.push_back({scoreSection(*page.hand, *page.names, lang, &page), {}, {}});
        footer += chartFigure(page);
    }
    const std::string frames = joined(steps);
    return pageAround(title, frames, footer + "</footer>\n", lang, true);
}

}  // namespace bornes::formats
