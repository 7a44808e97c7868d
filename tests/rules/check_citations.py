#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Every rule a message of the tools cites must exist in the project's rules reference.

Usage: check_citations.py SOURCE_ROOT

What is scanned: the string literals (comments are skipped; adjacent literals are joined) of
every .cpp and .h file under SOURCE_ROOT/libanalysis, SOURCE_ROOT/formats and
SOURCE_ROOT/tools, and of the .def files there (formats/messages/messages.def: the message catalogue,
whose rule field is a bare citation such as "§2" or "§9, notation: limits"). A citation is
  - a parenthesised group inside a literal, split at commas, of which at least one item is a
    citation: "(§4)", "(R11)", "(§5, §10)", "(§3.3)", "(B2)", "(R6, §8)", "(irregular, §10)",
    "(§9, notation: limits)", "(R1: why)"; items that are not citations ("irregular") are
    left alone;
  - a literal that is nothing but citations, which the caller then puts in parentheses:
    what rules.cpp's ruleOf() returns ("§6", "R11"), a catalogue's rule field ("§3, R16",
    "notation: limits"). A bare literal counts when it holds a §, R or B item, or a
    "notation: WORD" or "NOTATION.md §N" item, or is in a .def file (a lone "notation"
    elsewhere is more likely the name of the output format). The other citation forms
    ("strict", "[Pile]", "*") are not checked.
Citation items: §N or §N.M (a section), RN (a ruling), BN (a ruling of this project),
"notation", "notation: WORD", "NOTATION.md §N".

Where each must resolve:
  - §N, RN, BN: in SOURCE_ROOT/doc/rules.md AND in SOURCE_ROOT/man/bornes-rules.7, as an
    entry, not a mention in passing. In doc/rules.md an entry is
        a heading whose text starts with the number:    ## §4 Where each card may go
                                                        ### R11 ...
        or a line that starts with it in bold:          **R11 — Where hazards go.** ...
                                                        - **B2** ...
    In man/bornes-rules.7 an entry is
        a section or subsection heading:                .Ss \\(sc4 Where each card may go
                                                        (\\(sc or a literal §)
        or a list item tag:                             .It Sy R11 \\(em Where hazards go
                                                        (.It R11 also counts)
    §N.M resolves to the entry §N.M; when the reference has no §N.M it falls back to §N,
    unless the reference numbers parts of §N (§N.1, ...) and §N.M is not among them.
  - "notation": SOURCE_ROOT/formats/notation/NOTATION.md exists.
    "notation: WORD": WORD (any case) is a word of one of NOTATION.md's headings.
    "NOTATION.md §N": NOTATION.md has a heading numbered N ("## 4. Positions", "### 4.1 ...").

Conversely, each ruling R1-R18 and each section §1-§12 must be an entry of both references
even if nothing cites it, and both references must hold the same entries.

Each unresolved citation is printed as FILE:LINE: message; the exit status is then 1. When
all resolve, one summary line is printed and the exit status is 0; 2 for a usage error.
Standard library only; nothing outside SOURCE_ROOT is read.
"""

import os
import re
import sys

SCANNED_DIRS = ("libanalysis", "formats", "tools")
EXTENSIONS = (".cpp", ".h", ".def")
EXPECTED_RULINGS = [f"R{n}" for n in range(1, 19)]
EXPECTED_SECTIONS = [f"§{n}" for n in range(1, 13)]

RULE_ITEM = re.compile(r"(§\d+(?:\.\d+)*|[RB]\d+)(?::.*)?", re.S)
NOTATION_ITEM = re.compile(r"notation(?::\s*(\S.*))?", re.S)
NOTATION_SECTION_ITEM = re.compile(r"NOTATION\.md\s+§(\d+(?:\.\d+)*)")
GROUP = re.compile(r"\(([^()]*)\)")

MD_HEADING = re.compile(r"^#{1,6}\s+(§\d+(?:\.\d+)*|[RB]\d+)(?!\w)")
MD_BOLD = re.compile(r"^(?:[-*+]\s+|\d+\.\s+)?\*\*(§\d+(?:\.\d+)*|[RB]\d+)(?!\w)")
MAN_HEADING = re.compile(r"^\.S[sh]\s+(?:\\\(sc|§)(\d+(?:\.\d+)*)(?!\w)")
MAN_ITEM = re.compile(r"^\.It\s+(?:Sy\s+)?([RB]\d+)(?!\w)")
NOTATION_HEADING = re.compile(r"^#{1,6}\s+(.*)$")


def string_literals(text):
    """Yields (line, content) for each string literal of C++ source, adjacent ones joined."""
    i, n, line = 0, len(text), 1
    pending = None  # [line, content] of the literal being joined
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif c in " \t\r\f\v":
            i += 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            line += text.count("\n", i, j)
            i = j
        elif c == '"' or (c == "R" and text.startswith('R"', i)) or re.match(
                r'(?:u8|u|U|L)R?"', text[i:i + 4]):
            prefix = re.match(r'(?:u8|u|U|L)?(R?)"', text[i:i + 4])
            raw = prefix.group(1) == "R"
            start_line = line
            i += prefix.end()
            if raw:
                open_paren = text.find("(", i)
                delim = text[i:open_paren]
                close = ")" + delim + '"'
                end = text.find(close, open_paren + 1)
                end = n if end < 0 else end
                content = text[open_paren + 1:end]
                line += text.count("\n", i, end)
                i = end + len(close)
            else:
                buf = []
                while i < n and text[i] != '"' and text[i] != "\n":
                    if text[i] == "\\" and i + 1 < n:
                        esc = text[i + 1]
                        buf.append({"n": "\n", "t": "\t", '"': '"', "\\": "\\"}.get(esc, esc))
                        i += 2
                    else:
                        buf.append(text[i])
                        i += 1
                content = "".join(buf)
                i += 1
            if pending is not None:
                pending[1] += content
            else:
                pending = [start_line, content]
            continue
        elif c == "'":
            # A character literal ('"', '\'') or a digit separator (1'000): skip it whole.
            m = re.match(r"'(?:\\.|[^'\\\n])*'", text[i:])
            i += m.end() if m else 1
            if pending is not None:
                yield tuple(pending)
                pending = None
        else:
            if pending is not None:
                yield tuple(pending)
                pending = None
            i += 1
            continue
        # whitespace and comments keep a pending literal open for joining
    if pending is not None:
        yield tuple(pending)


def classify(item):
    """('rule', '§4') / ('notation', None or WORD) / ('notation-section', '4') / None."""
    item = " ".join(item.split())
    m = NOTATION_SECTION_ITEM.fullmatch(item)
    if m:
        return ("notation-section", m.group(1))
    m = NOTATION_ITEM.fullmatch(item)
    if m:
        return ("notation", m.group(1))
    m = RULE_ITEM.fullmatch(item)
    if m:
        return ("rule", m.group(1))
    return None


def citations_in(content, catalogue=False):
    """Lists the citation items of one literal (`catalogue`: of a .def file)."""
    found = []
    bare = [classify(part) for part in content.split(",")]
    if content.strip() and all(bare) and (catalogue or any(
            kind != "notation" or value for kind, value in bare)):
        return bare
    for group in GROUP.finditer(content):
        items = [classify(part) for part in group.group(1).split(",")]
        found.extend(item for item in items if item)
    return found


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def entries(path, patterns):
    """The entries (§4, R11, B2) of a reference, by line."""
    found = {}
    in_fence = False
    for number, text in enumerate(read(path).splitlines(), 1):
        if text.startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        for pattern in patterns:
            m = pattern.match(text)
            if m:
                key = m.group(1)
                if key[0].isdigit():
                    key = "§" + key
                found.setdefault(key, number)
    return found


def resolve(rule, found):
    """Why `rule` does not resolve in a reference's entries, or None."""
    if rule in found:
        return None
    if rule.startswith("§") and "." in rule:
        parent = rule.split(".")[0]
        parts = [k for k in found if k.startswith(parent + ".")]
        if parent in found and not parts:
            return None
        if parts:
            return f"has parts of {parent} but no {rule}"
        return f"has no {parent}"
    return f"has no {rule}"


def main(argv):
    if len(argv) != 2 or argv[1] in ("-h", "--help"):
        print("usage: check_citations.py SOURCE_ROOT", file=sys.stderr)
        return 2
    root = argv[1]
    rules_md = os.path.join(root, "doc", "rules.md")
    rules_man = os.path.join(root, "man", "bornes-rules.7")
    notation_md = os.path.join(root, "formats", "notation", "NOTATION.md")
    problems = []
    references = {}
    for label, path, patterns in (("doc/rules.md", rules_md, (MD_HEADING, MD_BOLD)),
                                  ("man/bornes-rules.7", rules_man, (MAN_HEADING, MAN_ITEM))):
        if not os.path.isfile(path):
            problems.append(f"{label}: missing")
            references[label] = {}
        else:
            references[label] = entries(path, patterns)

    notation_words, notation_numbers = set(), set()
    if os.path.isfile(notation_md):
        in_fence = False
        for text in read(notation_md).splitlines():
            if text.startswith("```"):
                in_fence = not in_fence
                continue
            m = None if in_fence else NOTATION_HEADING.match(text)
            if m:
                heading = m.group(1)
                notation_words.update(w.lower() for w in re.findall(r"[^\W\d_]+", heading))
                number = re.match(r"(\d+(?:\.\d+)*)\.?(?:\s|$)", heading)
                if number:
                    notation_numbers.add(number.group(1))
    else:
        problems.append("formats/notation/NOTATION.md: missing")

    # The converse: every ruling and section of the rules is in both references, and the
    # references hold the same entries.
    (md_label, md), (man_label, man) = references.items()
    for label, found in references.items():
        for key in EXPECTED_SECTIONS + EXPECTED_RULINGS:
            if found and key not in found:
                problems.append(f"{label}: no entry for {key}")
    for key in sorted(set(md) ^ set(man)):
        has, lacks = (md_label, man_label) if key in md else (man_label, md_label)
        line = (md if key in md else man)[key]
        problems.append(f"{has}:{line}: {key} is not in {lacks}")

    count, distinct, files = 0, set(), 0
    for top in SCANNED_DIRS:
        base = os.path.join(root, top)
        if not os.path.isdir(base):
            problems.append(f"{top}/: missing")
            continue
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames.sort()
            for name in sorted(filenames):
                if not name.endswith(EXTENSIONS):
                    continue
                path = os.path.join(dirpath, name)
                shown = os.path.relpath(path, root)
                files += 1
                for line, content in string_literals(read(path)):
                    for kind, value in citations_in(content, name.endswith(".def")):
                        count += 1
                        if kind == "rule":
                            distinct.add(value)
                            for label, found in references.items():
                                why = resolve(value, found)
                                if why:
                                    problems.append(
                                        f"{shown}:{line}: ({value}) does not resolve: "
                                        f"{label} {why}")
                        elif kind == "notation":
                            distinct.add("notation" + (f": {value}" if value else ""))
                            if value and value.lower() not in notation_words:
                                problems.append(
                                    f"{shown}:{line}: (notation: {value}) does not resolve: "
                                    f"no heading of formats/notation/NOTATION.md has the word '{value}'")
                        else:
                            distinct.add(f"NOTATION.md §{value}")
                            if value not in notation_numbers:
                                problems.append(
                                    f"{shown}:{line}: (NOTATION.md §{value}) does not resolve: "
                                    f"formats/notation/NOTATION.md has no section {value}")

    if problems:
        for p in problems:
            print(p)
        print(f"check_citations: {len(problems)} unresolved", file=sys.stderr)
        return 1
    rules = sorted(k for k in distinct if k[0] in "§RB")
    print(f"check_citations: {count} citations in {files} files, {len(rules)} distinct rules "
          f"({len(distinct) - len(rules)} notation forms), all in doc/rules.md, "
          f"man/bornes-rules.7 and formats/notation/NOTATION.md")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
