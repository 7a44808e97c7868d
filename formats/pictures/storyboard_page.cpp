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
nav button { font-size: 1.2em; padding: 0.3em 1em; border-radius: 0.4em; border: none;
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
pre { font-family: "DejaVu Sans Mono", monospace; font-size: clamp(14px, 2.6vh, 40px);
      margin: 0.5em 1em; }
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
  }
  document.getElementById('prev').addEventListener('click', function () { show(at - 1); });
  document.getElementById('next').addEventListener('click', function () { show(at + 1); });
  document.addEventListener('keydown', function (e) {
    if (e.key === 'ArrowRight' || e.key === 'PageDown' || e.key === ' ') { show(at + 1); e.preventDefault(); }
    else if (e.key === 'ArrowLeft' || e.key === 'PageUp') { show(at - 1); e.preventDefault(); }
    else if (e.key === 'Home') { show(0); e.preventDefault(); }
    else if (e.key === 'End') { show(frames.length - 1); e.preventDefault(); }
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

}  // namespace

std::string storyboardPage(const HandFrames& hand, const Record& record, const SeatNames& names,
                           Language lang) {
    const std::string title =
        record.event + std::string(word(WordId::HandDash, lang)) + std::to_string(hand.hand + 1);
    std::vector<std::string> svgs, heads;
    const TableLayout layout = layoutFor(hand);
    for (const Frame& f : hand.frames) {
        if (f.implied) continue;  // a decision the record does not write (a coup-fourré declined)
        Graph graph("table");
        DiagramText text;  // the page shows the caption above the picture
        drawTable(graph, f, text, names, lang, layout);
        const Picture svg = render(graph, PictureType::Svg);
        if (!svg.error.empty()) return {};
        const DiagramText words = frameText(f, record.event, hand, names, lang);
        const std::string turn =
            f.turn == 0 ? std::string(word(WordId::TheDeal, lang))
                        : std::string(word(WordId::TurnSpace, lang)) + std::to_string(f.turn);
        heads.push_back("<section class=\"frame\" data-turn=\"" + attribute(turn) +
                        "\" data-caption=\"" + attribute(words.caption) + "\" data-comment=\"" +
                        attribute(words.comment) + "\">\n");
        svgs.push_back(inlineSvg(svg.bytes));
    }
    uniformViewBox(svgs);
    std::string frames;
    for (std::size_t i = 0; i < svgs.size(); ++i) frames += heads[i] + svgs[i] + "\n</section>\n";
    if (hand.score) {
        const std::string sheet = renderScoreSheet(*hand.score, names, lang);
        const std::string turn = std::string(word(WordId::ScoreStep, lang));
        const std::string ended = handEndSentence(hand, names, lang);
        const std::string caption =
            ended.empty() ? std::string(word(WordId::HandScoreSheet, lang)) : ended;
        frames += "<section class=\"frame\" data-turn=\"" + attribute(turn) + "\" data-caption=\"" +
                  attribute(caption) + "\" data-comment=\"\">\n<pre>" + htmlEscape(sheet) +
                  "</pre>\n</section>\n";
    }
    std::string page =
        "<!DOCTYPE html>\n<html lang=\"" + std::string(word(WordId::HtmlLanguage, lang)) +
        "\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" "
        "content=\"width=device-width, initial-scale=1\">\n<title>" +
        htmlEscape(title) + "</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n";
    page += "<header>\n<h1>" + htmlEscape(title) + "</h1>\n<nav><button id=\"prev\">" +
            std::string(word(WordId::Previous, lang)) + "</button><span id=\"turn\"></span>" +
            "<button id=\"next\">" + std::string(word(WordId::Next, lang)) +
            "</button><span id=\"count\"></span></nav>\n</header>\n";
    page += "<p id=\"caption\"></p>\n<p id=\"comment\"></p>\n<main>\n" + frames + "</main>\n";
    page += "<script>" + std::string(kScript) + "</script>\n</body>\n</html>\n";
    return page;
}

}  // namespace bornes::formats
