#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""bornes-stats in the memory of one game (issue 24): the same summary over 20 times more
games, streamed from bornes-play through a pipe, must not take much more memory (its peak
resident size, as the kernel counts it for the child).

Usage: memory.py PLAY STATS   Prints the two peaks and exits 0, or 1 when the larger run
took over 1.5 times the smaller's (a tally that kept every game would take 20 times).
"""
import os
import subprocess
import sys

play, stats = sys.argv[1], sys.argv[2]


def peak(games):
    """The peak resident size of bornes-stats over `games` 4-player games, in KiB."""
    producer = subprocess.Popen([play, "-p", "4", "-g", str(games), "-s", "9"],
                                stdout=subprocess.PIPE)
    summary = subprocess.Popen([stats, "-"], stdin=producer.stdout, stdout=subprocess.PIPE,
                               text=True)
    producer.stdout.close()
    out = summary.stdout.read()
    _, status, usage = os.wait4(summary.pid, 0)  # this child's own peak, not bornes-play's
    producer.wait()
    if status or not out.startswith(f"{games} games"):
        sys.exit(f"bornes-stats failed ({status}): {out[:200]}")
    return usage.ru_maxrss


small, large = peak(100), peak(2000)
print(f"100 games: {small} KiB; 2000 games: {large} KiB")
sys.exit(1 if large > 1.5 * small else 0)
