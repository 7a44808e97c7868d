#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Opens the analysis page of `bornes-annotate --page` in real headless Chromium (as
step_through.py opens the step-through page) with the annotator's JSON of the same run,
and steps through every decision as a player reviewing a hand would:

- the page is self-contained (nothing fetched) and written in the language asked;
- each decision of the JSON's story has its step, in order: its mark after the caption,
  a verdict under it, the moves weighed beside the table with the one played highlighted
  and valued as the JSON's candidates say, best first;
- the hand's story under the table: the chart of the hand shown (one at a time), its cursor
  on the decision shown (on its point when it has one), moving right from decision to
  decision, and hidden on the steps that are not decisions;
- at its window size nothing scrolls, and from 1920x1080 up the chart's words are drawn at
  16 pixels or more (its 20-unit text at the chart's scale).

Usage: analysis_page.py PAGE JSON LANG [WIDTH HEIGHT]
"""
import json
import os
import re
import shutil
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

page, report, lang = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
width, height = (int(sys.argv[4]), int(sys.argv[5])) if len(sys.argv) > 5 else (1280, 900)
WORDS = {"en": ("Next ▶", "Chances of reaching", "Score difference"),
         "fr": ("Suivant ▶", "Chances d'atteindre", "Écart de points")}[lang]
failures = []


def check(what, got, want):
    if got != want:
        failures.append(f"{what}: got {got!r}, want {want!r}")


html = open(page, encoding="utf-8").read()
for pattern in (r"<script[^>]+src=", r"<link\b", r"<img\b", r"url\((?!#)", r"@import",
                r"(?:src|href)=\"https?:"):
    if re.search(pattern, html):
        failures.append(f"the page refers to another resource: {pattern}")
annotation = json.load(open(report))
reach = annotation["question"] == "reach"
story = [d for game in annotation["games"][:1] for h in game["hands"] for d in h["story"]]

options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
profile = tempfile.mkdtemp(prefix="bornes-chromium-")
for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--disable-dev-shm-usage", "--hide-scrollbars",
             f"--user-data-dir={profile}"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)

# The step shown, read from what the window shows: its caption, comment, the moves in its
# column, and the chart shown with its cursor and the centres of its points (cairo's
# squares of side 10).
STATE = """
const frame = [...document.querySelectorAll('.frame')].find(f => f.offsetParent !== null);
const charts = [...document.querySelectorAll('.chart')].filter(c => c.offsetParent !== null);
const rows = [...frame.querySelectorAll('aside tr')].map(r =>
    [r.cells[0].textContent, r.cells[1].textContent, r.classList.contains('played')]);
const heading = frame.querySelector('aside h2');
let cursor = null, points = [], scale = 0, hand = null;
if (charts.length === 1) {
  const svg = charts[0].querySelector('svg'), line = svg.querySelector('.cursor');
  hand = charts[0].dataset.hand;
  if (getComputedStyle(line).display !== 'none') cursor = parseFloat(line.getAttribute('x1'));
  for (const p of svg.querySelectorAll('path')) {
    const m = (p.getAttribute('d') || '').match(/^M ([\\d.]+) ([\\d.]+) L ([\\d.]+) [\\d.]+ L [\\d.]+ ([\\d.]+) L/);
    if (m && Math.abs(m[3] - m[1] - 10) < 0.01 && Math.abs(m[4] - m[2] - 10) < 0.01)
      points.push(parseFloat(m[1]) + 5);
  }
  const r = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
  scale = Math.min(r.width / vb.width, r.height / vb.height);
}
const e = document.scrollingElement;
return {caption: document.getElementById('caption').textContent,
        comment: document.getElementById('comment').textContent,
        heading: heading ? heading.textContent : null, rows: rows, charts: charts.length,
        hand: hand, frameHand: frame.dataset.hand, x: frame.dataset.x, cursor: cursor,
        points: points, scale: scale,
        scrolls: e.scrollHeight > innerHeight || e.scrollWidth > innerWidth};
"""
try:
    driver.set_window_size(width, height)
    inner = driver.execute_script("return [innerWidth, innerHeight]")
    driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])
    driver.get("file://" + page)
    frames = driver.find_elements(By.CSS_SELECTOR, ".frame")
    check("the Next button", driver.find_element(By.ID, "next").text, WORDS[0])
    body = driver.find_element(By.TAG_NAME, "body")
    decisions, last_x, last_hand, smallest, scrolled = 0, -1.0, None, 1e9, False
    for i in range(len(frames)):
        if i:
            body.send_keys(Keys.ARROW_RIGHT)
        s = driver.execute_script(STATE)
        scrolled = scrolled or s["scrolls"]
        check(f"step {i + 1}: charts shown", s["charts"], 1)
        check(f"step {i + 1}: the chart of its hand", s["hand"], s["frameHand"])
        if s["x"] is None:
            check(f"step {i + 1}: no cursor off a decision", s["cursor"], None)
            continue
        smallest = min(smallest, 20 * s["scale"])
        if decisions >= len(story):
            failures.append(f"step {i + 1}: more decisions on the page than in the JSON")
            break
        d = story[decisions]
        decisions += 1
        where = f"step {i + 1} (turn {d['turn']}, {d['move']})"
        if d["mark"]:
            check(f"{where}: mark", s["caption"].endswith(" " + d["mark"]), True)
        if not s["comment"].strip():
            failures.append(f"{where}: no verdict")
        check(f"{where}: the moves weighed", [r[0] for r in s["rows"][:10]],
              [c["move"] for c in d["candidates"][:10]])
        played = [r[0] for r in s["rows"] if r[2]]
        check(f"{where}: the move played highlighted", played,
              [d["move"]] if d["candidates"] else [])
        if d["candidates"] and not s["heading"].startswith(WORDS[1 if reach else 2]):
            failures.append(f"{where}: heading {s['heading']!r}")
        cursor = float(s["cursor"]) if s["cursor"] is not None else None
        check(f"{where}: cursor at the decision", cursor is not None and
              abs(cursor - float(s["x"])) < 0.01, True)
        if d["after"] is not None and not any(abs(cursor - p) < 0.01 for p in s["points"]):
            failures.append(f"{where}: the cursor ({cursor}) is on no point of the chart")
        if last_hand == s["hand"] and cursor <= last_x:
            failures.append(f"{where}: the cursor went back from {last_x} to {cursor}")
        last_x, last_hand = cursor, s["hand"]
    check("decisions stepped through", decisions, len(story))
    check("nothing scrolls", scrolled, False)
    if width >= 1920 and smallest < 16:
        failures.append(f"the chart's words are drawn at {smallest:.1f} px, under 16")
finally:
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)  # the browser's profile: nothing left in /tmp

if failures:
    print("\n".join(failures[:20]))
    sys.exit(1)
print(f"stepped through {len(frames)} steps, {decisions} decisions at {width}x{height}")
