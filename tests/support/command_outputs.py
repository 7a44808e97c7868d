#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""The whole output of every command the CLI tests run, kept to compare two builds (issue 33:
"the outputs of a few hundred commands compared before and after: the same").

The CLI tests (tests/cli/expect.sh) check an exit status and a pattern; a refactoring that
must change nothing is held to more: the whole output, byte for byte. This runs each such
test's command (not expect.sh: the command under it) with the test's environment and
working directory, and writes its exit status and its standard output and error, one file a
test, into OUTDIR. The build and source trees' paths are written BUILD and SOURCE, and the
figures that depend on the machine's speed (seconds, nodes or moves a second) are written #,
so that two builds in two trees compare with `diff -r`.

Usage: command_outputs.py BUILD_DIR OUTDIR [--only REGEX]
"""
import json
import os
import re
import subprocess
import sys

# Figures of speed and time, which differ from run to run.
SPEED = re.compile(
    r"\d[\d ,.\u202f\u00a0]*\s*(?:s\b|ms\b|µs|seconds?|secondes?|nodes/s|noeuds/s|nœuds/s|"
    r"moves/s|coups/s|games/s|parties/s|/s\b|k/s|M/s|[KM]iB|[KM]io)"
)


def tests_of(build):
    shown = subprocess.run(["ctest", "--test-dir", build, "--show-only=json-v1"],
                           capture_output=True, text=True, check=True)
    for test in json.loads(shown.stdout)["tests"]:
        command = test.get("command") or []
        if not command or not command[0].endswith("/expect.sh"):
            continue
        props = {p["name"]: p["value"] for p in test.get("properties", [])}
        yield test["name"], command[3:], props


def normalise(text, build, source):
    text = text.replace(os.path.realpath(build), "BUILD").replace(build, "BUILD")
    text = text.replace(source, "SOURCE")
    text = re.sub(r"/tmp/tmp\.[A-Za-z0-9]+", "TMP", text)
    return SPEED.sub("#", text)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    build, outdir = os.path.abspath(sys.argv[1]), sys.argv[2]
    only = re.compile(sys.argv[4]) if len(sys.argv) > 4 and sys.argv[3] == "--only" else None
    source = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    os.makedirs(outdir, exist_ok=True)
    count = 0
    for name, command, props in tests_of(build):
        if only and not only.search(name):
            continue
        env = dict(os.environ)
        for pair in props.get("ENVIRONMENT", []):
            key, _, value = pair.partition("=")
            env[key] = value
        try:
            run = subprocess.run(command, cwd=props.get("WORKING_DIRECTORY", build), env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
            output = run.stdout.decode("utf-8", "replace")
            status = run.returncode
        except subprocess.TimeoutExpired:
            output, status = "", "timeout"
        with open(os.path.join(outdir, name), "w", encoding="utf-8") as f:
            f.write(f"exit {status}\n{normalise(output, build, source)}")
        count += 1
    print(f"{count} commands written to {outdir}")


if __name__ == "__main__":
    main()
