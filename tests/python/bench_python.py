#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
"""The Python module beside the command-line tools, in one run (issue 34's figures; a
benchmark, not a test): reading a collection touching every move against bornes-validate, and
one solve against bornes-solve (the same nodes, the time of each). Runs are interleaved and
each figure is the best of RUNS.

Usage: PYTHONPATH=build/python bench_python.py BUILD_BIN RECORD_FILE [RUNS]
"""
import json
import re
import subprocess
import sys
import time

import bornes

# A two-player position whose score takes the solver some 800 000 nodes (samples/games/
# 2-players.mbn, a hand's middle).
POSITION = ("2 700^2 dujardin VERTx4,ESS,ROUE,CIT/ESS,ROUEx2,75,100x2 ESS,REP,VERT,CREV,VERT,"
            "REP,LIM,75,100x2,25,REPx2,100,50x2,200,ROUE,REP,75,25,STOP,50,ESS,VERT,AS,PRIO,100,"
            "200,100,STOP,PANNE,VERT,50,VERT,ROUE,FIN,ESS,INC,25,VERT STOPx2,CREV,FINx3,ROUE,"
            "25x2,50x2,75x4 VERT:-:25x5,50x3,75,100x2:-:LIM,ACC,VERT,FIN,REP/ACC<VERT:-:50,75x2,"
            "100x3,200x2:-:LIM,PANNE,VERT,FIN,ESS turn:1")


def python_reading(path):
    start, moves = time.perf_counter(), 0
    for game in bornes.read_games(path):
        for hand in game.hands:
            for move in hand.moves:
                move.card  # touched: a Python value made
                moves += 1
    return moves, time.perf_counter() - start


def validate_reading(binary, path):
    run = subprocess.run([f"{binary}/bornes-validate", "--stats", path], capture_output=True,
                         text=True, check=True)
    moves, seconds = re.search(r"moves ([\d,]+), ([\d.]+) s", run.stderr).groups()
    return int(moves.replace(",", "")), float(seconds)


def python_solve():
    position = bornes.Position(POSITION)
    solver = bornes.Solver(16)  # its tables made outside the time, as bornes-solve's stats do
    start = time.perf_counter()
    solution = solver.solve(position, question="score")
    return solution.nodes, time.perf_counter() - start


def tool_solve(binary):
    run = subprocess.run([f"{binary}/bornes-solve", "-q", "score", "--hash", "16", "--format",
                          "json", "--stats", POSITION], capture_output=True, text=True, check=True)
    stats = json.loads(run.stdout)["puzzles"][0]["stats"]
    return stats["nodes"], stats["seconds"]


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    binary, path = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    best = {}
    for _ in range(runs):
        for name, measure in (("python reading", lambda: python_reading(path)),
                              ("bornes-validate", lambda: validate_reading(binary, path)),
                              ("python solve", python_solve),
                              ("bornes-solve", lambda: tool_solve(binary))):
            count, seconds = measure()
            if name not in best or seconds < best[name][1]:
                best[name] = (count, seconds)
    for name, (count, seconds) in best.items():
        print(f"{name:16} {count:>10,} in {seconds:.3f} s: {count / seconds:>12,.0f} a second")
    read = (best["python reading"][0] / best["python reading"][1]) / \
        (best["bornes-validate"][0] / best["bornes-validate"][1])
    print(f"reading from Python: {100 * read:.0f} % of bornes-validate's moves a second")
    same = best["python solve"][0] == best["bornes-solve"][0]
    print(f"solve from Python: {best['python solve'][1] / best['bornes-solve'][1]:.3f} of "
          f"bornes-solve's time, nodes {'identical' if same else 'DIFFERENT'}")


if __name__ == "__main__":
    main()
