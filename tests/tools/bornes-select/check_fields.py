#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""Each field of bornes-select's conditions is answered as its row of fields.def says: a
field of the tags reads the games without playing them, a field of play plays them first.

For every row (tools/bornes-select/fields.def: Needs is Tags or Play) a condition on the field,
in English and in French, selects from a record whose moves break a rule (the third 200,
§4): the rule's error is said, and the exit status is 1, exactly when the row says Play. A
row changed from Tags to Play needs no other change for its games to be played (the
selection reads the row); a selection deciding by another sign (the field's place in the
enum, as it once did) fails here.

Usage: check_fields.py BORNES_SELECT FIELDS_DEF BROKEN_RECORD
"""
import re
import subprocess
import sys

select, fields_def, broken = sys.argv[1:4]
ROW = re.compile(r'^BORNES_FIELD\((\w+), (\w+), (\w+), \w+, \w+, (?:"([^"]*)"|nullptr), '
                 r'(?:"([^"]*)"|nullptr), "[^"]*"\)')
# A condition the parser takes for each type (what it answers does not matter here).
TEST = {
    "Text": "{} = zz",
    "Date": "{} >= 2000",
    "Ruleset": "{} = parker",
    "Result": "{} = a",
    "Players": "{} = 2",
    "Number": "{} >= 0",
    "Count": "{}",
}
RULE_ERROR = "third-200.mbn:6:94: error:"

rows = [ROW.match(line) for line in open(fields_def, encoding="utf-8")]
rows = [r for r in rows if r]
if len(rows) < 20:
    sys.exit(f"only {len(rows)} rows read from {fields_def}")
failures = checked = 0
for row in rows:
    ident, kind, needs, english, french = row.groups()
    names = [english, french] if english else ["tag:Event"]
    for name in names:
        condition = TEST[kind].format(name)
        run = subprocess.run([select, "-w", condition, broken], capture_output=True, text=True)
        played = RULE_ERROR in run.stderr
        checked += 1
        if played != (needs == "Play") or run.returncode != (1 if played else 0):
            failures += 1
            print(f"FAIL: {ident} ({needs}): -w '{condition}' "
                  f"{'played' if played else 'did not play'} the game, exit {run.returncode}:\n"
                  f"{run.stderr}")
if failures:
    sys.exit(1)
print(f"{len(rows)} fields, {checked} conditions: played exactly when their row says Play")
