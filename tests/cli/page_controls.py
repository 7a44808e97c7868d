#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Reads a page written by `bornes-diagram --html` (no browser) and checks what a teacher needs
on a classroom screen: the keys shown on the page in its language (the arrows, Home, End), in
text at least 14 pixels high, and a full-screen button wired to the Fullscreen API.

Usage: page_controls.py PAGE LANG   (LANG: en or fr)
"""
import re
import sys
from html.parser import HTMLParser

page, lang = sys.argv[1], sys.argv[2]
KEYS = {"en": ["←", "→", "Home", "End"], "fr": ["←", "→", "Début", "Fin"]}[lang]
BUTTON = {"en": "Full screen", "fr": "Plein écran"}[lang]


class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.stack, self.text, self.kbd, self.style, self.script = [], {}, [], "", ""

    def handle_starttag(self, tag, attrs):
        self.stack.append((tag, dict(attrs).get("id")))

    def handle_endtag(self, tag):
        while self.stack and self.stack.pop()[0] != tag:
            pass

    def handle_data(self, data):
        for _, i in self.stack:
            if i:
                self.text[i] = self.text.get(i, "") + data
        tags = [t for t, _ in self.stack]
        if "kbd" in tags and any(i == "keys" for _, i in self.stack):
            self.kbd.append(data.strip())
        if tags and tags[-1] == "style":
            self.style += data
        if tags and tags[-1] == "script":
            self.script += data


p = Page()
p.feed(open(page, encoding="utf-8").read())
failures = []
for k in KEYS:
    if k not in p.kbd:
        failures.append(f"the key {k!r} is not shown on the page (keys shown: {p.kbd})")
rule = re.search(r"#keys\s*\{[^}]*font-size:\s*([0-9.]+)px", p.style)
if not rule or float(rule.group(1)) < 14:
    failures.append("the keys' legend is not set in 14 px or more")
if BUTTON not in p.text.get("fullscreen", ""):
    failures.append(f"no full-screen button saying {BUTTON!r}")
wired = re.search(r"getElementById\('fullscreen'\)", p.script) and re.search(
    r"\.addEventListener\('click', function \(\) \{ fullScreen\(\)", p.script)
if not wired or "requestFullscreen()" not in p.script or "exitFullscreen()" not in p.script:
    failures.append("the full-screen button is not wired to the Fullscreen API")
if failures:
    print("\n".join(failures))
    sys.exit(1)
print("keys and full screen: ok")
