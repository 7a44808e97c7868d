#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""bornes-select against a selection made here (issue 24). A collection is built with known
tags (names with accents, events, sites, dates with unknown parts, forms, rulesets,
targets), laid out with CRLF line ends, a byte order mark, comments and blank lines between
games; each game's facts are counted from bornes-replay --format json of the same files
(each step's position, each hand's score sheet), by another path than the tool's; and each
condition's selection is made here and compared byte for byte with what bornes-select
writes, with --invert and --count. Then --dedupe on copies of games (annotated, renamed),
a game that breaks the rules: kept by a condition on tags (not played), said and never
written by a condition on play; and a game with a misspelt move, whose movetext a condition
on tags never reads.

Usage: check_select.py SELECT REPLAY PLAY WORKDIR BROKEN (a record breaking a rule)
Prints "N conditions over M games: every selection agrees" or what differs; exit 0 or 1.
"""
import json
import os
import re
import subprocess
import sys

select, replay, play, work = sys.argv[1:5]
os.makedirs(work, exist_ok=True)
SAFETIES = {"PRIO", "CIT", "INC", "AS"}
failures = []


def run(args, **kw):
    return subprocess.run(args, capture_output=True, **kw)


def games_of(raw):
    """The games of a file's bytes, split here as NOTATION.md says: "[Event" at the start
    of a line begins a game; what comes before the first belongs to it."""
    lines = raw.splitlines(keepends=True)
    games, current = [], b""
    for line in lines:
        text = line.lstrip(b"\xef\xbb\xbf")
        if text.startswith(b"[Event") and current.strip(b" \t\r\n\xef\xbb\xbf"):
            games.append(current)
            current = b""
        current += line
    if current.strip():
        games.append(current)
    return games


# --- The collection ------------------------------------------------------------------------
NAMES = [["Anne", "Chloé"], ["Bruno", "anne"], ["Zoé", "Bruno", "Élodie"],
         ["Anne", "Bruno", "Chloé", "Denis"], ["Paul", "Janine", "Paulette", "Jean", "Zoé", "Yves"]]
SETS = [(["-p", "2", "-g", "14", "-s", "401"], 0), (["-p", "2", "-g", "10", "-s", "402",
        "--ruleset", "parker", "--target", "500", "--seats", "random,heuristic"], 1), (["-p", "3", "-g", "5", "-s", "403"], 2),
        (["-p", "4", "-g", "6", "-s", "404", "--hide", "draws"], 3),
        (["-p", "6", "--six", "2x3", "-g", "3", "-s", "405"], 4), (["-p", "6", "-g", "2", "-s", "406"], 4)]
EVENTS = ["Soirée du club", "Club night", "Tournoi de Noël"]
DATES = ["2025.12.20", "2026.01.09", "2026.03.??", "2026.??.??", "2026.03.14"]
files, number = [], 0
for k, (args, names) in enumerate(SETS):
    out = run([play] + args + ["--names", ",".join(NAMES[names])]).stdout
    texts = []
    for game in games_of(out):
        number += 1
        tags = (f'[Event "{EVENTS[number % 3]}"]\n[Site "Salle {number % 4}"]\n'
                f'[Date "{DATES[number % 5]}"]\n').encode()
        texts.append(re.sub(rb'^\[Event "[^"]*"\]\n', lambda m: tags, game, count=1))
    raw = b"\n{a comment between games}\n".join(texts)
    if k == 1:
        raw = raw.replace(b"\n", b"\r\n")  # CRLF line ends
    if k == 2:
        raw = b"\xef\xbb\xbf\n\n" + raw  # a byte order mark and blank lines first
    if k == 3:
        raw = raw.rstrip(b"\n")  # no end to the last line
    path = os.path.join(work, f"set-{k}.mbn")
    with open(path, "wb") as f:
        f.write(raw)
    files.append(path)

# --- Each game's facts, from the replay's JSON ----------------------------------------------
def lead_by_side(hand, sides):
    """Each side's largest lead over every other side at some moment of the hand."""
    best = {s: 0 for s in sides}
    positions = [hand["start"]] + [s["after"] for s in hand["steps"] if s.get("after")]
    for p in positions:
        if not p or "tableaux" not in p:
            continue
        km = {t["side"]: t["distance"] for t in p["tableaux"]}
        for s in km:
            others = max((v for o, v in km.items() if o != s), default=0)
            best[s] = max(best[s], km[s] - others)
    return best


def lead_lost(hand, sides):
    """The largest lead a side that did not win the hand held at some moment of it."""
    winner = (hand.get("end") or {}).get("winner")
    if not winner:
        return 0
    best = lead_by_side(hand, sides)
    return max((v for s, v in best.items() if s != winner), default=0)


def side_events(g, h, sides):
    """What each side did in a hand (who scored): {side: {event: count}}, from its score
    sheet, its steps and its last position."""
    end = h.get("end")
    score = {s["side"]: s for s in end["score"]}
    winner = end.get("winner")
    seat_side = {p: x["side"] for x in g["sides"] for p in x["seats"]}
    declared = [s for s in h["steps"] if s["action"] == "allonge"]
    declarer = seat_side[declared[0]["player"]] if declared else None
    last = [s["after"] for s in h["steps"] if s.get("after")]
    held = {s: 0 for s in sides}
    if last:
        for p in last[-1]["hands"]:
            held[seat_side[p["player"]]] += sum(c in SAFETIES for c in p["cards"])
    leads = lead_by_side(h, sides)
    return {s: {"couronnement": int(score[s]["couronnement"] > 0),
                "capot": int(score[s]["capot"] > 0), "cf": score[s]["coupsFourres"],
                "safety": score[s]["safeties"], "allonge": int(s == declarer),
                "allonge_made": int(s == declarer and score[s]["allonge"] > 0),
                "held": held[s],
                "lead_lost": leads[s] if winner and s != winner else 0,
                "total": score[s]["total"]} for s in sides}


def add_events(into, events):
    for s, e in events.items():
        mine = into.setdefault(s, {})
        for k, v in e.items():
            mine[k] = max(mine.get(k, 0), v) if k == "lead_lost" else mine.get(k, 0) + v


def facts_of(g):
    f = {"players": [p for s in g["sides"] for p in s["seats"]], "event": g["event"],
         "site": g["site"] or "", "date": g["date"] or "", "ruleset": g["ruleset"],
         "nplayers": g["players"], "form": g["form"], "target": g["target"],
         "tags": g["tags"], "hands": 0, "couronnement": 0, "capot": 0, "cf": 0, "safety": 0,
         "allonge": 0, "allonge_made": 0, "held": 0, "lead_lost": 0, "turns": 0,
         "by": {}, "seats": {x["side"]: x["seats"] for x in g["sides"]},
         "game_winner_side": g["winner"] if g["status"] == "won" else None}
    f["result"] = {"won": (g["winner"] or "").lower(), "drawn": "draw"}.get(g["status"], "*")
    f["winner_side"] = g["winner"] if g["status"] == "won" else None
    totals = g["totals"] or []
    f["winner"] = next((s["seats"] for s in g["sides"] if s["side"] == g["winner"]), []) \
        if g["status"] == "won" else []
    f["score"] = (totals[ord(g["winner"]) - 65] if g["status"] == "won" else max(totals, default=0))
    ordered = sorted(totals, reverse=True)
    f["margin"] = ordered[0] - ordered[1] if len(ordered) > 1 else 0
    sides = [s["side"] for s in g["sides"]]
    for h in g["hands"]:
        end = h.get("end")
        if not end or not end.get("score"):
            continue
        score = end["score"]
        f["hands"] += 1
        f["couronnement"] += any(s["couronnement"] > 0 for s in score)
        f["capot"] += any(s["capot"] > 0 for s in score) and any(s["distance"] == 0 for s in score)
        f["cf"] += sum(s["coupsFourres"] for s in score)
        f["safety"] += sum(s["safeties"] for s in score)
        declared = [s for s in h["steps"] if s["action"] == "allonge"]
        if declared:
            f["allonge"] += 1
            side = next(x["side"] for x in g["sides"] if declared[0]["player"] in x["seats"])
            f["allonge_made"] += any(s["side"] == side and s["allonge"] > 0 for s in score)
        last = [s["after"] for s in h["steps"] if s.get("after")]
        if last:
            f["held"] += sum(c in SAFETIES for p in last[-1]["hands"] for c in p["cards"])
        f["lead_lost"] = max(f["lead_lost"], lead_lost(h, sides))
        f["turns"] = max([f["turns"]] + [s["turn"] for s in h["steps"]])
        add_events(f["by"], side_events(g, h, sides))
    for s, x in zip(sides, g["sides"]):
        f["by"].setdefault(s, {})["total"] = totals[sides.index(s)] if totals else 0
    return f


def hand_facts_of(g, h, number):
    """One hand judged alone (--hands): its result, scores and events are the hand's."""
    sides = [s["side"] for s in g["sides"]]
    end = h.get("end")
    if not end or not end.get("score"):
        return None
    score = end["score"]
    totals = [s["total"] for s in score]
    winner = end.get("winner")
    f = {"players": [p for s in g["sides"] for p in s["seats"]], "hands": number,
         "result": (winner or "*").lower(),
         "winner": next((s["seats"] for s in g["sides"] if s["side"] == winner), []),
         "score": totals[ord(winner) - 65] if winner else max(totals),
         "couronnement": int(any(s["couronnement"] > 0 for s in score)),
         "cf": sum(s["coupsFourres"] for s in score), "lead_lost": lead_lost(h, sides),
         "turns": max([0] + [s["turn"] for s in h["steps"]]),
         "by": side_events(g, h, sides), "seats": {x["side"]: x["seats"] for x in g["sides"]},
         "winner_side": winner, "game_winner_side": g["winner"] if g["status"] == "won" else None,
         "game_winner": next((s["seats"] for s in g["sides"] if s["side"] == g["winner"]), [])
         if g["status"] == "won" else []}
    ordered = sorted(totals, reverse=True)
    f["margin"] = ordered[0] - ordered[1]
    return f


raws, facts, hands = [], [], []
for path in files:
    with open(path, "rb") as fh:
        texts = games_of(fh.read())
    replayed = json.loads(run([replay, "--format", "json", path]).stdout)["games"]
    assert len(replayed) == len(texts), (path, len(replayed), len(texts))
    raws += texts
    facts += [facts_of(g) for g in replayed]
    hands += [[f for i, h in enumerate(g["hands"]) if (f := hand_facts_of(g, h, i + 1))]
              for g in replayed]


def fold(s):
    import unicodedata
    s = unicodedata.normalize("NFD", s.casefold())
    return "".join(c for c in s if not unicodedata.combining(c))


def dated(d, v, op):
    known = d[:len(v)]
    if len(known) < len(v) or "?" in known:
        return op == "!="
    return {"=": known == v, "!=": known != v, "<": known < v, "<=": known <= v,
            ">": known > v, ">=": known >= v}[op]


# --- Conditions and the selection made here -------------------------------------------------
CONDITIONS = [
    ("player = Anne", lambda f: any(fold(p) == "anne" for p in f["players"])),
    ("joueur = ANNE", lambda f: any(fold(p) == "anne" for p in f["players"])),
    ("player != anne", lambda f: not any(fold(p) == "anne" for p in f["players"])),
    ("player = chloe", lambda f: "Chloé" in f["players"]),
    ("player ~ lo", lambda f: any("lo" in fold(p) for p in f["players"])),
    ('event = "Soirée du club"', lambda f: f["event"] == "Soirée du club"),
    ("event ~ club", lambda f: "club" in fold(f["event"])),
    ("site = 'x'", None),  # a quote that is not ours: a word
    ("date >= 2026.01", lambda f: dated(f["date"], "2026.01", ">=")),
    ("date = 2026.03", lambda f: dated(f["date"], "2026.03", "=")),
    ("date < 2026", lambda f: dated(f["date"], "2026", "<")),
    ("date != 2026.03.14", lambda f: dated(f["date"], "2026.03.14", "!=")),
    ("ruleset = parker", lambda f: f["ruleset"] == "parker"),
    ("players = 6", lambda f: f["nplayers"] == 6),
    ("players = 6x2x3", lambda f: f["form"] == "6x2x3"),
    ("players >= 3 and players < 6", lambda f: 3 <= f["nplayers"] < 6),
    ("target = 500", lambda f: f["target"] == 500),
    ("tag:Generator ~ draws", lambda f: "draws" in f["tags"].get("Generator", "")),
    ("result = a", lambda f: f["result"] == "a"),
    ("result != b", lambda f: f["result"] != "b"),
    ("winner = Anne", lambda f: any(fold(p) == "anne" for p in f["winner"])),
    ("hands >= 4", lambda f: f["hands"] >= 4),
    ("score > 6000", lambda f: f["score"] > 6000),
    ("margin < 1500", lambda f: f["margin"] < 1500),
    ("couronnement", lambda f: f["couronnement"] >= 1),
    ("couronnements >= 2", lambda f: f["couronnement"] >= 2),
    ("capot", lambda f: f["capot"] >= 1),
    ("coup-fourré", lambda f: f["cf"] >= 1),
    ("coups-fourres >= 2", lambda f: f["cf"] >= 2),
    ("safeties > 8", lambda f: f["safety"] > 8),
    ("allonge", lambda f: f["allonge"] >= 1),
    ("allonges >= 3 and allonge-made <= 2", lambda f: f["allonge"] >= 3 and f["allonge_made"] <= 2),
    ("safety-held", lambda f: f["held"] >= 1),
    ("lead-lost >= 300", lambda f: f["lead_lost"] >= 300),
    ("avance-perdue >= 150 et non capots >= 3", lambda f: f["lead_lost"] >= 150 and f["capot"] < 3),
    ("turns > 90", lambda f: f["turns"] > 90),
    ("player = Anne or players = 3 and not couronnement",
     lambda f: any(fold(p) == "anne" for p in f["players"]) or
     (f["nplayers"] == 3 and f["couronnement"] == 0)),
    ("(player = Anne or players = 3) and not couronnement",
     lambda f: (any(fold(p) == "anne" for p in f["players"]) or f["nplayers"] == 3) and
     f["couronnement"] == 0),
]


def by(f, event, who, keep):
    """A count by the sides `who` names (winner, loser, game-winner, a letter, a name): their
    counts added (lead-lost and score: the largest); not met when it names no side."""
    sides = list(f["seats"])
    if who == "winner":
        named = [f["winner_side"]] if f["winner_side"] else []
    elif who == "loser":
        named = [s for s in sides if s != f["winner_side"]] if f["winner_side"] else []
    elif who == "game-winner":
        named = [f["game_winner_side"]] if f["game_winner_side"] else []
    elif who in ("A", "B", "C"):
        named = [who] if who in sides else []
    else:
        named = [s for s in sides if any(fold(p) == fold(who) for p in f["seats"][s])]
    if not named:
        return False
    values = [f["by"][s][event] for s in named]
    return keep(max(values) if event in ("lead_lost", "total") else sum(values))


CONDITIONS += [
    ("couronnement by winner", lambda f: by(f, "couronnement", "winner", lambda n: n >= 1)),
    ("winner = Anne and couronnement by winner",
     lambda f: any(fold(p) == "anne" for p in f["winner"]) and
     by(f, "couronnement", "winner", lambda n: n >= 1)),
    ("couronnement par perdant", lambda f: by(f, "couronnement", "loser", lambda n: n >= 1)),
    ("capot by Anne >= 2", lambda f: by(f, "capot", "Anne", lambda n: n >= 2)),
    ("capot by Anne = 0", lambda f: by(f, "capot", "Anne", lambda n: n == 0)),
    ('coup-fourre by "Zoé" >= 1', lambda f: by(f, "cf", "Zoé", lambda n: n >= 1)),
    ("safeties by B > 4", lambda f: by(f, "safety", "B", lambda n: n > 4)),
    ("safety by C >= 1", lambda f: by(f, "safety", "C", lambda n: n >= 1)),
    ("allonge by loser or allonges by A >= 3",
     lambda f: by(f, "allonge", "loser", lambda n: n >= 1) or
     by(f, "allonge", "A", lambda n: n >= 3)),
    ("allonge-made by winner >= 2", lambda f: by(f, "allonge_made", "winner", lambda n: n >= 2)),
    ("safety-held by winner > 2", lambda f: by(f, "held", "winner", lambda n: n > 2)),
    ("lead-lost by loser >= 200", lambda f: by(f, "lead_lost", "loser", lambda n: n >= 200)),
    ("lead-lost by Bruno >= 100", lambda f: by(f, "lead_lost", "Bruno", lambda n: n >= 100)),
    ("score by Bruno > 1000", lambda f: by(f, "total", "Bruno", lambda n: n > 1000)),
    ("score by loser < 3000", lambda f: by(f, "total", "loser", lambda n: n < 3000)),
    ("game-winner = Anne", lambda f: any(fold(p) == "anne" for p in f["winner"])),
    ("game-result = b", lambda f: f["result"] == "b"),
]
CONDITIONS[7] = ("site = \"Salle 2\"", lambda f: f["site"] == "Salle 2")
checked = 0
for condition, keep in CONDITIONS:
    want = [i for i, f in enumerate(facts) if keep(f)]
    if not want or len(want) == len(facts):
        failures.append(f"{condition}: the collection does not tell (keeps {len(want)} of "
                        f"{len(facts)}): build it otherwise")
    for invert in (False, True):
        chosen = [i for i in range(len(facts)) if (i in want) != invert]
        args = [select, "--where", condition] + (["--invert"] if invert else []) + files
        got = run(args)
        expected = b"".join(raws[i] for i in chosen)
        if got.returncode != 0 or got.stdout != expected:
            gotten = [i for i, r in enumerate(raws) if r in got.stdout]
            failures.append(f"{condition}{' --invert' if invert else ''}: exit "
                            f"{got.returncode}, games {gotten[:12]} instead of {chosen[:12]}"
                            f" {got.stderr.decode()[:300]}")
        count = run(args + ["--count"]).stdout.decode().strip()
        if count != str(len(chosen)):
            failures.append(f"{condition} --count: {count}, not {len(chosen)}")
    checked += 1

# --hands: each hand judged alone; the games with a hand that meets it are written, and the
# hands are counted.
HAND_CONDITIONS = [
    ("couronnement and lead-lost >= 100",
     lambda f: f["couronnement"] and f["lead_lost"] >= 100),
    ("result = b and margin > 1000", lambda f: f["result"] == "b" and f["margin"] > 1000),
    ("winner = anne and hands >= 3", lambda f: any(fold(p) == "anne" for p in f["winner"]) and
     f["hands"] >= 3),
    ("score < 900 or coup-fourre >= 2", lambda f: f["score"] < 900 or f["cf"] >= 2),
    ("player = Chloé", lambda f: "Chloé" in f["players"]),
    ("winner = Zoé and game-winner != Zoé",
     lambda f: "Zoé" in f["winner"] and "Zoé" not in f["game_winner"]),
    ("couronnement by winner and capot by game-winner",
     lambda f: by(f, "couronnement", "winner", lambda n: n >= 1) and
     by(f, "capot", "game-winner", lambda n: n >= 1)),
    ("coup-fourre by loser", lambda f: by(f, "cf", "loser", lambda n: n >= 1)),
    ("safeties by winner >= 2", lambda f: by(f, "safety", "winner", lambda n: n >= 2)),
    ("safeties by game-winner >= 2",
     lambda f: by(f, "safety", "game-winner", lambda n: n >= 2)),
    ("lead-lost by loser >= 100", lambda f: by(f, "lead_lost", "loser", lambda n: n >= 100)),
    ("score by Anne >= 1000", lambda f: by(f, "total", "Anne", lambda n: n >= 1000)),
]
for condition, keep in HAND_CONDITIONS:
    for invert in (False, True):
        met = [[(keep(f) != invert) for f in game] for game in hands]
        chosen = [i for i, m in enumerate(met) if any(m)]
        args = [select, "--hands", "--where", condition] + (["--invert"] if invert else [])
        got = run(args + files)
        if got.returncode != 0 or got.stdout != b"".join(raws[i] for i in chosen):
            failures.append(f"--hands {condition}{' --invert' if invert else ''}: exit "
                            f"{got.returncode}, {len(games_of(got.stdout))} games instead of "
                            f"{len(chosen)}")
        count = run(args + ["--count"] + files).stdout.decode().strip()
        if count != str(sum(sum(m) for m in met)):
            failures.append(f"--hands {condition} --count: {count}, not "
                            f"{sum(sum(m) for m in met)}")
    if not any(any(keep(f) for f in game) for game in hands):
        failures.append(f"--hands {condition}: no hand meets it: build the collection otherwise")
    checked += 1

# Every game kept: the files themselves, byte for byte.
for path in files:
    with open(path, "rb") as fh:
        if run([select, path]).stdout != fh.read():
            failures.append(f"{path}: selecting every game does not give the file back")

# --dedupe: the same deal and moves, renamed, retagged and annotated, is one game.
copy = re.sub(rb"\[Seats \"[^\"]*\"\]\n", b"", raws[3])
copy = copy.replace(b"[Event \"", b"[Event \"Copie de ").replace(b"[Result", b"{vu}\n[Result")
dup = os.path.join(work, "dup.mbn")
with open(dup, "wb") as fh:
    fh.write(raws[3] + raws[5] + raws[3] + copy + raws[4])
got = run([select, "--dedupe", dup]).stdout
if got != raws[3] + raws[5] + raws[4]:
    failures.append(f"--dedupe: {len(games_of(got))} games written, not 3 (the first of each)")
if run([select, "--dedupe", "--count", dup]).stdout != b"3\n":
    failures.append("--dedupe --count is not 3")

# A game that breaks the rules: kept by a condition on tags alone (it is not played), said
# at its place and never written when the condition asks about play.
with open(sys.argv[5], "rb") as fh:
    broken = fh.read()
bad = os.path.join(work, "bad.mbn")
with open(bad, "wb") as fh:
    fh.write(broken + raws[1])
tags_only = run([select, "--where", "player = Anne", bad])
if tags_only.returncode != 0 or tags_only.stdout != broken + raws[1]:
    failures.append(f"a condition on tags played the games: exit {tags_only.returncode}")
on_play = run([select, "--where", "hands >= 0", bad])
if on_play.returncode != 1 or on_play.stdout != raws[1] or b"bad.mbn:" not in on_play.stderr:
    failures.append(f"a broken game asked about play: exit {on_play.returncode}, "
                    f"{on_play.stderr.decode()[:200]}")

# A game whose moves hold a word no reader knows: a condition on tags reads no movetext
# (RecordReader::onTagsRead) and keeps it, saying nothing; a condition on play reads it and
# says the word. Without --where the moves are read.
misspelt = re.sub(rb"(\n1\. [^\n]*?: )", rb"\1ZZTOP ", raws[1], count=1)
if misspelt == raws[1]:
    failures.append("no first move to misspell in the second game")
odd = os.path.join(work, "odd.mbn")
with open(odd, "wb") as fh:
    fh.write(misspelt + raws[2])
player = re.search(rb'\[Seats "([^" ]+)', raws[1]).group(1).decode()
unread = run([select, "--where", f"player = {player}", odd])
if unread.returncode != 0 or not unread.stdout.startswith(misspelt) or unread.stderr:
    failures.append(f"a condition on tags read the moves: exit {unread.returncode}, "
                    f"{unread.stderr.decode()[:200]}")
for args in (["--where", "hands >= 0"], []):
    read = run([select, *args, odd])
    if read.returncode != 1 or b"ZZTOP" not in read.stderr or read.stdout.startswith(misspelt):
        failures.append(f"{args or 'no condition'}: the misspelt move was not said "
                        f"(exit {read.returncode})")

if failures:
    print("\n".join(failures))
    sys.exit(1)
print(f"{checked} conditions over {len(facts)} games: every selection agrees")
