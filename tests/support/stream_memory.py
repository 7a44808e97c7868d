#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""A collection tool in the memory of one game (issue 24: bornes-stats, bornes-select): the
same command over 20 times more games, streamed from bornes-play through a pipe, must not
take much more memory (its peak resident size, as the kernel counts it for the child).

Usage: stream_memory.py PLAY TOOL [ARG...]   (TOOL ARG... - reads the games)
Prints the two peaks and exits 0, or 1 when the larger run took over 1.5 times the
smaller's (a tool that kept every game would take 20 times).
"""
import os
import subprocess
import sys

play, tool = sys.argv[1], sys.argv[2:]


def peak(games):
    """The peak resident size of the tool over `games` 4-player games, in KiB."""
    producer = subprocess.Popen([play, "-p", "4", "-g", str(games), "-s", "9"],
                                stdout=subprocess.PIPE)
    consumer = subprocess.Popen(tool + ["-"], stdin=producer.stdout, stdout=subprocess.PIPE)
    producer.stdout.close()
    out = consumer.stdout.read()
    _, status, usage = os.wait4(consumer.pid, 0)  # this child's own peak, not bornes-play's
    producer.wait()
    if status or not out:
        sys.exit(f"{tool[0]} failed ({status}): {out[:200]}")
    return usage.ru_maxrss


small, large = peak(100), peak(2000)
print(f"100 games: {small} KiB; 2000 games: {large} KiB")
sys.exit(1 if large > 1.5 * small else 0)
