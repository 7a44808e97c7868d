#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Opens a page written by `bornes-diagram --html` in real headless Chromium (WebDriver,
Debian's chromium-driver and python3-selenium) and steps through it as a teacher would:
the Next and Previous buttons, the arrow keys, Home and End, checking the turn and the
caption shown, that one picture at a time is visible, and that the page asks for nothing
over the network.

At its window size it checks the page as a projector shows it: nothing scrolls, the picture
covers most of the window, every picture of the hand has the same size (its viewBox), and,
from 1920x1080 up, no text of the picture is drawn under 16 pixels, and from 1024x768 up, no
card name (in the hands and on the tableaux) under 14 pixels.

Usage: step_through.py PAGE LANG [WIDTH HEIGHT]   (LANG: en or fr, the language the page was
written in; the window 1280x900 unless given)
"""
import os
import re
import shutil
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

page, lang = os.path.abspath(sys.argv[1]), sys.argv[2]
width, height = (int(sys.argv[3]), int(sys.argv[4])) if len(sys.argv) > 4 else (1280, 900)
EXPECT = {
    "en": {
        "start": ("The deal", "Jean deals six cards each"),
        "draw": ("Turn 1", "Paul draws a card"),
        1: ("Turn 1", "Paul plays Roll", "the way is open for his team"),
        2: ("Turn 2", "Janine plays Driving Ace, and plays again"),
        "last": ("Turn 18", "Paul discards Spare Tire"),
        "next": "Next ▶",
        "prev": "◀ Previous",
    },
    "fr": {
        "start": ("La donne", "Jean distribue six cartes à chacun"),
        "draw": ("Tour 1", "Paul pioche une carte"),
        1: ("Tour 1", "Paul joue Feu vert", "the way is open for his team"),
        2: ("Tour 2", "Janine joue As du volant, et rejoue"),
        "last": ("Tour 18", "Paul défausse Roue de secours"),
        "next": "Suivant ▶",
        "prev": "◀ Précédent",
    },
}[lang]

# The card names, whose lines the pictures draw: a text of the picture that is part of one is
# a card name (the empty places' "speed" and "vitesse" are not).
CARDS = {
    "en": ["Stop", "Speed Limit", "Out of Gas", "Flat Tire", "Accident", "Roll", "End of Limit",
           "Gasoline", "Spare Tire", "Repairs", "Right of Way", "Extra Tank", "Puncture-Proof",
           "Driving Ace"],
    "fr": ["Feu rouge", "Limite de vitesse", "Panne d'essence", "Crevaison", "Accident",
           "Feu vert", "Fin de limite", "Essence", "Roue de secours", "Réparations",
           "Prioritaire", "Citerne d'essence", "Increvable", "As du volant"],
}[lang]
NOT_CARDS = {"speed", "vitesse"}

failures = []


def check(what, got, want):
    if got != want:
        failures.append(f"{what}: got {got!r}, want {want!r}")


# Self-contained: nothing the browser would fetch (scripts, styles, images, fonts, links).
html = open(page, encoding="utf-8").read()
for pattern in (r"<script[^>]+src=", r"<link\b", r"<img\b", r"url\(", r"@import",
                r"(?:src|href)=\"https?:"):
    if re.search(pattern, html):
        failures.append(f"the page refers to another resource: {pattern}")

options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
profile = tempfile.mkdtemp(prefix="bornes-chromium-")
for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--disable-dev-shm-usage", "--hide-scrollbars", f"--user-data-dir={profile}"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)

# The picture shown, as the window draws it: its box, the scale of its viewBox (the page
# keeps the aspect: the smaller of the two ratios), the smallest font it draws at, and
# whether the page scrolls.
MEASURE = """
const svg = [...document.querySelectorAll('.frame')].find(f => f.offsetParent !== null)
    .querySelector('svg');
const r = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
const scale = Math.min(r.width / vb.width, r.height / vb.height);
let smallest = 1e9, names = 1e9;
for (const t of svg.querySelectorAll('text')) {
  const text = t.textContent.trim(), size = parseFloat(t.getAttribute('font-size')) * scale;
  if (text) smallest = Math.min(smallest, size);
  if (text.length > 1 && !arguments[1].includes(text) && arguments[0].some(c => c.includes(text)))
    names = Math.min(names, size);
}
const e = document.scrollingElement;
return {cover: (vb.width * scale) * (vb.height * scale) / (innerWidth * innerHeight),
        box: vb.width + 'x' + vb.height, smallest: smallest, names: names,
        scrolls: e.scrollHeight > innerHeight || e.scrollWidth > innerWidth};
"""
try:
    driver.set_window_size(width, height)
    # The window's outer size holds its frame: make the page itself width x height.
    inner = driver.execute_script("return [innerWidth, innerHeight]")
    driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])
    driver.get("file://" + page)
    turn = lambda: driver.find_element(By.ID, "turn").text
    caption = lambda: driver.find_element(By.ID, "caption").text
    comment = lambda: driver.find_element(By.ID, "comment").text
    frames = driver.find_elements(By.CSS_SELECTOR, ".frame")
    shown = lambda: [f for f in frames if f.is_displayed()]
    next_button = driver.find_element(By.ID, "next")
    prev_button = driver.find_element(By.ID, "prev")
    body = driver.find_element(By.TAG_NAME, "body")

    check("frames", len(frames) >= 19, True)
    check("buttons", (next_button.text, prev_button.text), (EXPECT["next"], EXPECT["prev"]))
    check("start", (turn(), caption()), EXPECT["start"])
    check("one picture shown", len(shown()), 1)
    check("a picture", len(shown()[0].find_elements(By.TAG_NAME, "svg")), 1)
    check("previous disabled at the start", prev_button.is_enabled(), False)
    check("count", driver.find_element(By.ID, "count").text, f"1 / {len(frames)}")

    next_button.click()
    check("after Next", (turn(), caption()), EXPECT["draw"])
    next_button.click()
    check("after Next", (turn(), caption(), comment()), EXPECT[1])
    body.send_keys(Keys.ARROW_RIGHT)
    check("after the right arrow", (turn(), caption()), EXPECT[2])
    check("one picture shown", len(shown()), 1)
    body.send_keys(Keys.ARROW_LEFT)
    check("after the left arrow", (turn(), caption(), comment()), EXPECT[1])
    prev_button.click()
    check("after Previous", (turn(), caption()), EXPECT["draw"])
    prev_button.click()
    check("after Previous", (turn(), caption()), EXPECT["start"])
    prev_button_enabled = prev_button.is_enabled()
    check("previous disabled again", prev_button_enabled, False)
    body.send_keys(Keys.END)
    check("after End", (turn(), caption()), EXPECT["last"])
    check("next disabled at the end", next_button.is_enabled(), False)
    body.send_keys(Keys.ARROW_RIGHT)
    check("the end stays the end", (turn(), caption()), EXPECT["last"])
    body.send_keys(Keys.HOME)
    check("after Home", (turn(), caption()), EXPECT["start"])
    # Every frame in turn: the turn shown never goes back, the caption is never empty.
    last_turn = 0
    sizes, covers, smallest, names, scrolled = set(), [], 1e9, 1e9, False
    for i in range(len(frames)):
        if i:
            next_button.click()
        if shown()[0].find_elements(By.TAG_NAME, "svg"):
            m = driver.execute_script(MEASURE, CARDS, sorted(NOT_CARDS))
            sizes.add(m["box"])
            covers.append(m["cover"])
            smallest = min(smallest, m["smallest"])
            names = min(names, m["names"])
            scrolled = scrolled or m["scrolls"]
        shown_turn = turn()
        number = int(shown_turn.split()[-1]) if shown_turn.split()[-1].isdigit() else last_turn
        if number < last_turn or not caption():
            failures.append(f"frame {i + 1}: turn {shown_turn!r}, caption {caption()!r}")
        last_turn = number
    check("one size of picture", len(sizes), 1)
    check("nothing scrolls", scrolled, False)
    if min(covers) < 0.5:
        failures.append(f"a picture covers {min(covers):.0%} of the window, under half")
    if width >= 1920 and smallest < 16:
        failures.append(f"a text of the picture is drawn at {smallest:.1f} px, under 16")
    if names == 1e9:
        failures.append("no card name found in the pictures")
    elif width >= 1024 and height >= 768 and names < 14:
        failures.append(f"a card name is drawn at {names:.1f} px, under 14")
    measured = (f" (pictures {min(covers):.0%} of the window, text {smallest:.0f} px at least,"
                f" card names {names:.1f} px at least)")
finally:
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)  # the browser's profile: nothing left in /tmp

if failures:
    print("\n".join(failures))
    sys.exit(1)
print(f"stepped through {len(frames)} frames at {width}x{height}" + measured)
