#include "storyboard_page.h"

#include "graphviz.h"
#include "score_sheet.h"
#include "table_diagram.h"

namespace bornes::formats {

namespace {

// The SVG element alone (no XML prolog or doctype), to sit inside the page.
std::string inlineSvg(const std::string& svg) {
    const std::size_t start = svg.find("<svg");
    return start == std::string::npos ? std::string() : svg.substr(start);
}

constexpr const char* kStyle = R"(
body { margin: 0; font-family: "DejaVu Sans", "Verdana", sans-serif; background: #fafaf7;
       color: #222; }
header { position: sticky; top: 0; background: #1f3b2c; color: white; padding: 0.6em 1em; }
h1 { margin: 0 0 0.3em 0; font-size: 1.3em; }
nav { display: flex; align-items: center; gap: 1em; }
nav button { font-size: 1.2em; padding: 0.3em 1em; border-radius: 0.4em; border: none;
             background: #f2b600; color: #222; cursor: pointer; }
nav button:disabled { background: #777; color: #ccc; cursor: default; }
#turn { font-size: 1.2em; font-weight: bold; min-width: 8em; }
#count { opacity: 0.8; }
#caption { font-size: 1.5em; margin: 0.6em 1em 0.2em 1em; }
#comment { font-size: 1.1em; font-style: italic; margin: 0 1em 0.6em 1em; min-height: 1.2em; }
.frame { display: none; margin: 0 1em; }
.frame.shown { display: block; }
.frame svg { max-width: 100%; width: auto; height: calc(100vh - 11em); }
pre { font-family: "DejaVu Sans Mono", monospace; font-size: 1.3em; }
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

std::string attribute(const std::string& text) {
    return htmlEscape(text);
}

}  // namespace

std::string storyboardPage(const HandFrames& hand, const Record& record, const SeatNames& names,
                           Language lang) {
    const bool french = lang == Language::French;
    const std::string title =
        record.event + (french ? " — manche " : " — hand ") + std::to_string(hand.hand + 1);
    std::string frames;
    for (const Frame& f : hand.frames) {
        if (f.implied) continue;  // a decision the record does not write (a coup-fourré declined)
        Graph graph("table");
        DiagramText text;  // the page shows the caption above the picture
        drawTable(graph, f, text, names, lang);
        const Picture svg = render(graph, PictureType::Svg);
        if (!svg.error.empty()) return {};
        const DiagramText words = frameText(f, record.event, hand, names, lang);
        const std::string turn = f.turn == 0
                                     ? (french ? "La donne" : "The deal")
                                     : (french ? "Tour " : "Turn ") + std::to_string(f.turn);
        frames += "<section class=\"frame\" data-turn=\"" + attribute(turn) + "\" data-caption=\"" +
                  attribute(words.caption) + "\" data-comment=\"" + attribute(words.comment) +
                  "\">\n" + inlineSvg(svg.bytes) + "\n</section>\n";
    }
    if (hand.score) {
        const std::string sheet = renderScoreSheet(*hand.score, names, lang);
        const std::string turn = french ? "Marque" : "Score";
        const std::string caption = french ? "La marque de la manche" : "The hand's score sheet";
        frames += "<section class=\"frame\" data-turn=\"" + attribute(turn) + "\" data-caption=\"" +
                  attribute(caption) + "\" data-comment=\"\">\n<pre>" + htmlEscape(sheet) +
                  "</pre>\n</section>\n";
    }
    std::string page = "<!DOCTYPE html>\n<html lang=\"" + std::string(french ? "fr" : "en") +
                       "\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" "
                       "content=\"width=device-width, initial-scale=1\">\n<title>" +
                       htmlEscape(title) + "</title>\n<style>" + kStyle +
                       "</style>\n</head>\n<body>\n";
    page += "<header>\n<h1>" + htmlEscape(title) + "</h1>\n<nav><button id=\"prev\">" +
            (french ? "◀ Précédent" : "◀ Previous") + "</button><span id=\"turn\"></span>" +
            "<button id=\"next\">" + (french ? "Suivant ▶" : "Next ▶") +
            "</button><span id=\"count\"></span></nav>\n</header>\n";
    page += "<p id=\"caption\"></p>\n<p id=\"comment\"></p>\n<main>\n" + frames + "</main>\n";
    page += "<script>" + std::string(kScript) + "</script>\n</body>\n</html>\n";
    return page;
}

}  // namespace bornes::formats
