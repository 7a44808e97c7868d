#!/usr/bin/python3
"""Opens a page written by `bornes-diagram --html` in real headless Chromium (WebDriver,
Debian's chromium-driver and python3-selenium) and steps through it as a teacher would:
the Next and Previous buttons, the arrow keys, Home and End, checking the turn and the
caption shown, that one picture at a time is visible, and that the page asks for nothing
over the network.

Usage: step_through.py PAGE LANG   (LANG: en or fr, the language the page was written in)
"""
import os
import re
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

page, lang = os.path.abspath(sys.argv[1]), sys.argv[2]
EXPECT = {
    "en": {
        "start": ("The deal", "Jean deals six cards each"),
        1: ("Turn 1", "Paul plays Roll", "the way is open for his team"),
        2: ("Turn 2", "Janine plays Driving Ace, and plays again"),
        "last": ("Turn 18", "Paul discards Spare Tire"),
        "next": "Next ▶",
        "prev": "◀ Previous",
    },
    "fr": {
        "start": ("La donne", "Jean distribue six cartes à chacun"),
        1: ("Tour 1", "Paul joue Feu vert", "the way is open for his team"),
        2: ("Tour 2", "Janine joue As du volant, et rejoue"),
        "last": ("Tour 18", "Paul défausse Roue de secours"),
        "next": "Suivant ▶",
        "prev": "◀ Précédent",
    },
}[lang]

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
             "--disable-dev-shm-usage", "--window-size=1280,900", f"--user-data-dir={profile}"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
try:
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
    check("after Next", (turn(), caption(), comment()), EXPECT[1])
    body.send_keys(Keys.ARROW_RIGHT)
    check("after the right arrow", (turn(), caption()), EXPECT[2])
    check("one picture shown", len(shown()), 1)
    body.send_keys(Keys.ARROW_LEFT)
    check("after the left arrow", (turn(), caption(), comment()), EXPECT[1])
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
    for i in range(len(frames) - 1):
        next_button.click()
        shown_turn = turn()
        number = int(shown_turn.split()[-1]) if shown_turn.split()[-1].isdigit() else last_turn
        if number < last_turn or not caption():
            failures.append(f"frame {i + 2}: turn {shown_turn!r}, caption {caption()!r}")
        last_turn = number
finally:
    driver.quit()

if failures:
    print("\n".join(failures))
    sys.exit(1)
print(f"stepped through {len(frames)} frames")
