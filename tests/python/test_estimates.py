# SPDX-License-Identifier: Apache-2.0
"""The solver's and the estimates' output from Python against bornes-solve's (issue 34): a
solve's JSON, the odds' (--odds) and the rollouts' (--engine rollout) byte for byte; the odds
of a position with every card known equal the exact solver's values (one deal, solved); the
odds' and the rollouts' intervals hold their means; the tableaux as the position line says.

Run by CTest (python.module): see test_against_tools.py.
"""
import glob
import json
import os

import pytest

import bornes
from test_against_tools import SAMPLES, tool

PUZZLES = sorted(glob.glob(os.path.join(SAMPLES, "puzzles", "*.txt")))
# Two players, cards hidden: P1 holds 25, 50 and five unknown cards; P2's hand and the pile
# are unknown (each deal solved exactly in a few milliseconds).
HIDDEN = "2 700 dujardin 25,50,?x5/?x6 ?x8 * VERT:-:200,100x3:-:-/VERT:-:100x3,75:-:- turn:1"


def puzzles():
    """(position, question, side) of every bundled puzzle, as bornes-solve --batch reads it."""
    found = []
    for path in PUZZLES:
        run = tool("bornes-solve", "--batch", path, "--format", "json")
        for p in json.loads(run.stdout)["puzzles"]:
            found.append((p["position"], p["question"], p["side"]))
    return found


PUZZLE_LIST = puzzles()


@pytest.mark.parametrize("line,question,side", PUZZLE_LIST)
def test_a_solves_json_is_bornes_solves(line, question, side):
    for all_moves in (False, True):
        solution = bornes.solve(bornes.Position(line), question=question, side=side,
                                all_moves=all_moves)
        run = tool("bornes-solve", "--format", "json", "--question", question, "--side", side,
                   *(["--all-moves"] if all_moves else []), line)
        assert run.returncode == 0, run.stderr
        assert solution.json() == run.stdout.decode("utf-8")


@pytest.mark.parametrize("line,question,side", PUZZLE_LIST[::3])
def test_odds_with_every_card_known_are_the_exact_values(line, question, side):
    """With nothing hidden there is one deal: each move's odds are its exact value."""
    position = bornes.Position(line)
    exact = bornes.solve(position, question=question, side=side, all_moves=True).move_values
    odds = bornes.odds(position, question=question, side=side, samples=50)
    assert odds.hidden == 0 and odds.samples == 1 and odds.solved == 1
    assert {m.move: m.value for m in odds.moves} == pytest.approx(
        {move: float(value) for move, value in exact.items()})


def test_odds_json_is_bornes_solves():
    for question, samples, seed in (("reach", 40, 1), ("score", 25, 7)):
        odds = bornes.odds(bornes.Position(HIDDEN), question=question, samples=samples,
                           seed=seed)
        run = tool("bornes-solve", "--odds", "--format", "json", "--question", question,
                   "--samples", str(samples), "--seed", str(seed), HIDDEN)
        assert run.returncode == 0, run.stderr
        assert odds.json() == run.stdout.decode("utf-8")
        assert odds.hidden == 5 + 6 + 8 and odds.samples == samples
        for m in odds.moves:
            assert m.low <= m.value <= m.high
            assert (m.mean is None) == (question == "reach")
        best = odds.moves[0]
        assert all(best.value >= m.value for m in odds.moves)


def test_an_estimates_json_is_bornes_solves():
    for question in ("reach", "score"):
        estimate = bornes.estimate(bornes.Position(HIDDEN), question=question, deals=60,
                                   seed=3)
        run = tool("bornes-solve", "--engine", "rollout", "--format", "json", "--question",
                   question, "--samples", "60", "--seed", "3", HIDDEN)
        assert run.returncode == 0, run.stderr
        assert estimate.json() == run.stdout.decode("utf-8")
        assert estimate.deals == 60 and estimate.playouts > 0
        for m in estimate.moves:
            assert m.low <= m.value <= m.high and m.mean_low <= m.mean <= m.mean_high
        assert estimate.choice in [m.move for m in estimate.moves]


def test_the_same_seed_the_same_estimate_another_seed_another():
    p = bornes.Position(HIDDEN)
    a, b = (bornes.odds(p, samples=30, seed=5) for _ in range(2))
    c = bornes.odds(p, samples=30, seed=6)
    assert a.json() == b.json() != c.json()


def test_estimates_refuse_what_bornes_solve_refuses():
    p = bornes.Position(HIDDEN)
    with pytest.raises(ValueError, match="couronnement"):
        bornes.estimate(p, question="couronnement")
    for bad in ({"samples": 0}, {"samples": 10**7}, {"question": "win"}, {"side": "D"},
                {"time_limit": -1}, {"time_limit": float("nan")}, {"hash_mib": 0},
                {"hash_mib": 2**40}):
        with pytest.raises(ValueError):
            bornes.odds(p, **bad)
    for bad in ({"deals": 0}, {"horizon": -2}, {"time_limit": 1e10}):
        with pytest.raises(ValueError):
            bornes.estimate(p, **bad)
    with pytest.raises(ValueError):
        bornes.Solver(hash_mib=0)
    with pytest.raises(TypeError):
        bornes.odds(p, samples="many")
    over = bornes.Position("2 700 dujardin -/- - * VERT:-:200x2,100x3:-:-/VERT:-:-:-:- over:A")
    with pytest.raises(ValueError, match="over"):
        bornes.odds(over)
    with pytest.raises(ValueError, match="hidden"):
        bornes.solve(p)


def test_a_time_limit_bounds_the_odds():
    odds = bornes.odds(bornes.Position(HIDDEN), samples=1000000, time_limit=0.3)
    assert odds.limit_hit == "time" and odds.samples < odds.requested == 1000000


def test_tableaux_as_the_position_line_gives_them():
    p = bornes.Position("2 700 dujardin 25,?x6/50,?x5 ?x30 * PANNE<VERT:LIM:200,100,25:INC,AS*:-/"
                        "-:-:200x2,75:PRIO:- turn:1")
    assert p.tableau("A") == {"distance": 325, "battle": "PANNE", "limited": True,
                              "rolling": False, "safeties": ["INC", "AS"],
                              "coups_fourres": ["AS"], "two_hundreds": 1}
    b = p.tableau("B")
    assert b["distance"] == p.distance("B") == 475 and b["two_hundreds"] == 2
    assert b["rolling"] and b["safeties"] == ["PRIO"] and b["battle"] is None
    assert p.sides == 2
    with pytest.raises(ValueError):
        p.tableau("C")
