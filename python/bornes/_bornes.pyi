# SPDX-License-Identifier: Apache-2.0
"""Type stubs of the extension bornes._bornes (python/src/), for editors and type checkers."""
from typing import Iterator, Optional, Union

class Diagnostic:
    severity: str
    line: int
    column: int
    code: str
    rule: str
    message: str
    def text(self, lang: str = "en") -> str: ...

class Move:
    card: str
    def card_name(self, lang: str = "en") -> str: ...

class Position:
    players: int
    to_move: str
    side_to_move: str
    target: int
    over: bool
    pile_size: int
    pile: list[str]
    def __init__(self, line: str) -> None: ...
    def legal_moves(self) -> list[Move]: ...
    def play(self, move: Union[Move, str]) -> "Position": ...
    def move(self, word: str) -> Move: ...
    def hand(self, seat: int) -> list[str]: ...
    def distance(self, side: str) -> int: ...
    def tableau(self, side: str) -> dict[str, object]: ...
    sides: int

class RecordedMove:
    player: Optional[str]
    turn: int
    action: str
    card: Optional[str]
    side: Optional[str]
    draws: list[str]
    comment: str
    nag: int

class Step:
    before: Position
    move: Move
    after: Position
    player: str
    implied: bool
    irregular: bool

class Hand:
    number: int
    dealer: Optional[str]
    deal: Optional[dict[str, list[str]]]
    pile: list[str]
    position: Optional[str]
    score: list[int]
    comment: str
    moves: list[RecordedMove]
    def positions(self) -> list[Position]: ...
    def steps(self) -> list[Step]: ...
    def notation(self, lang: str = "en") -> str: ...
    def json(self, compact: bool = False, lines: bool = False) -> str: ...

class Game:
    tags: dict[str, str]
    event: str
    players: list[str]
    sides: list[str]
    result: str
    scores: list[int]
    totals: list[int]
    valid: bool
    problems: list[Diagnostic]
    hands: list[Hand]
    def notation(self, lang: str = "en") -> str: ...
    def json(self, compact: bool = False, lines: bool = False) -> str: ...

class Solution:
    answer: Union[bool, int, None]
    solved: bool
    question: str
    side: str
    limit_hit: str
    best_moves: list[str]
    line: list[str]
    move_values: dict[str, Optional[int]]
    nodes: int
    def json(self, stats: bool = False) -> str: ...

class Solver:
    def __init__(self, hash_mib: int = 64) -> None: ...
    def solve(self, position: Position, question: str = "reach", side: Optional[str] = None,
              max_nodes: int = 0, time_limit: float = 0.0, all_moves: bool = False) -> Solution: ...

def solve(position: Position, question: str = "reach", side: Optional[str] = None,
          max_nodes: int = 0, time_limit: float = 0.0, all_moves: bool = False) -> Solution: ...

class MoveEstimate:
    move: str
    deals: int
    value: float
    low: float
    high: float
    mean: Optional[float]
    mean_low: Optional[float]
    mean_high: Optional[float]

class Odds:
    question: str
    side: str
    moves: list[MoveEstimate]
    requested: int
    samples: int
    solved: int
    inconsistent: int
    hidden: int
    seed: int
    limit_hit: str
    def json(self, stats: bool = False) -> str: ...

class Estimate:
    question: str
    side: str
    moves: list[MoveEstimate]
    choice: Optional[str]
    deals: int
    requested: int
    playouts: int
    hidden: int
    limit_hit: str
    def json(self) -> str: ...

def odds(position: Position, question: str = "reach", side: Optional[str] = None,
         samples: int = 100, seed: int = 1, max_nodes: int = 0, time_limit: float = 0.0,
         hash_mib: int = 64) -> Odds: ...

def estimate(position: Position, question: str = "reach", side: Optional[str] = None,
             deals: int = 8000, seed: int = 1, horizon: int = -1,
             time_limit: float = 0.0) -> Estimate: ...

class _GameReader(Iterator[Game]):
    def __init__(self, file: object, source: str, lenient: bool, lang: str,
                 before: int = 0) -> None: ...
    def __next__(self) -> Game: ...
