# SPDX-License-Identifier: Apache-2.0
"""bornes: 1000 Bornes records, positions and an exact solver, from Python.

Read a collection of games, a game at a time::

    import bornes
    for game in bornes.read_games("season.mbn"):
        print(game.event, game.players, game.totals)
        for hand in game.hands:
            for move in hand.moves:
                print(move.player, move.action, move.card, move.side)

Positions as the notation writes them, their legal moves, the exact solver, and estimates
where cards are hidden (odds over deals solved exactly, rollouts)::

    p = bornes.Position("2 700 dujardin ... turn:1")
    print(p.legal_moves())
    print(bornes.solve(p, question="reach").answer)
    print(bornes.odds(p, samples=200).moves[0])   # an estimate, with its 95 % interval

Games and hands are written back in the notation (``str(game)``, ``hand.notation()``) or as
the tools' JSON (``game.json()``, ``solution.json()``), and played by the built-in players
(``play_games``).

The loop runs in C++ (the library the bornes tools are made of); Python values are made only
for what is asked. See doc/python.md.
"""
import io
import os

from . import errors
from ._bornes import (  # noqa: F401
    Diagnostic, Estimate, Game, Hand, Move, MoveEstimate, Odds, Position, RecordedMove, Solution,
    Solver, Step, estimate, odds, solve)
from ._bornes import _GameReader, _SelfPlay
from .errors import NotationError

__all__ = ["read_games", "play_games", "Game", "Hand", "RecordedMove", "Step", "Position", "Move",
           "Solver", "Solution", "solve", "odds", "Odds", "estimate", "Estimate", "MoveEstimate",
           "Diagnostic", "NotationError"]


def read_games(source, *, lenient=False, lang="en"):
    """The games of a record file, one at a time: ``source`` a path, or a file object opened
    for reading (binary or text). Each game is played through the rules as bornes-validate
    plays it. The first error of a game raises NotationError (its file, line, column and
    message in ``lang``, 'en' or 'fr'); with ``lenient=True`` the game is yielded with its
    diagnostics in ``game.problems`` instead."""
    if isinstance(source, (str, os.PathLike)):
        with open(source, "rb") as file:
            yield from _GameReader(file, os.fspath(source), lenient, lang)
    elif callable(getattr(source, "read", None)):
        yield from _GameReader(source, str(getattr(source, "name", "<stream>")), lenient, lang)
    else:
        raise TypeError(f"read_games() takes a path or a file opened for reading, not "
                        f"{type(source).__name__}")


def play_games(players=4, games=1, *, seed=1, seats=("heuristic",), six="3x2",
               ruleset="dujardin", hide="none", dealer=1, hands=0):
    """Games between the built-in players, as bornes-play plays them: the same seed gives the
    same deals and moves. ``seats`` names each seat's player in turn ('heuristic', 'random'
    or 'rollout:N'), repeated around the table; ``hide`` what the records leave out ('none',
    'draws', 'cards'); ``hands`` at most so many hands a game (0: to the game's end). The
    games are yielded as read_games yields a file's."""
    if isinstance(seats, str):
        seats = seats.split(",")
    played = _SelfPlay(players, games, seed, list(seats), six, ruleset, hide, dealer, hands)
    for before, record in enumerate(played):
        # A game of no file (its JSON's "file" is null, as bornes-play's), ranked in the run.
        yield next(_GameReader(io.BytesIO(record.encode("utf-8")), "", False, "en", before))
