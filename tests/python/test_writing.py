# SPDX-License-Identifier: Apache-2.0
"""What the module writes against what the tools write (issue 34): a game in the notation as
bornes-replay --format notation writes it, its JSON and each hand's as bornes-replay --format
json and jsonl write them, byte for byte, over the samples and thousands of bornes-play games
of every form; a hand written alone reads back as a game of one hand that plays the same
moves into the same positions; the French notation reads back as the same game.

Run by CTest (python.module): see test_against_tools.py.
"""
import glob
import io
import os

import pytest

import bornes
from test_against_tools import RECORDS, tool

# Games of every form and every hiding, so many a form: the byte comparisons are cheap.
FORMS = [("2", None, "none"), ("3", None, "draws"), ("4", None, "cards"), ("6", "3x2", "none"),
         ("6", "2x3", "draws")]
GAMES_A_FORM = 400
# Records with mistakes: their JSON holds the reading's diagnostics and the play's.
BROKEN = sorted(glob.glob(os.path.join(os.path.dirname(RECORDS[0]), "broken", "*.mbn")))


@pytest.fixture(scope="module")
def many_games(tmp_path_factory):
    folder = tmp_path_factory.mktemp("many")
    files = []
    for players, six, hide in FORMS:
        args = ["--players", players, "--games", str(GAMES_A_FORM), "--seed", "3400", "--hide",
                hide, "--seats", "heuristic,random"]
        if six:
            args += ["--six", six]
        run = tool("bornes-play", *args)
        assert run.returncode == 0, run.stderr
        path = folder / f"{players}{six or ''}-{hide}.mbn"
        path.write_bytes(run.stdout)
        files.append(str(path))
    return files


def jsonl_lines(path, *options):
    run = tool("bornes-replay", "--format", "jsonl", *options, path)
    return run.stdout.decode("utf-8").splitlines(keepends=True)


def test_thousands_of_games_write_their_json_as_bornes_replay_does(many_games):
    """2 000 games: each game's JSON line (compact) is bornes-replay's, byte for byte."""
    total = 0
    for path in many_games:
        expected = jsonl_lines(path, "--compact")
        games = list(bornes.read_games(path))
        assert len(games) == GAMES_A_FORM == len(expected)
        for game, line in zip(games, expected):
            assert game.json(compact=True, lines=True) == line, (path, game.event)
        total += len(games)
    assert total == GAMES_A_FORM * len(FORMS)


def test_games_write_their_notation_as_bornes_replay_does(many_games):
    """The canonical form states what a record leaves implied (actors, turns, sides): the
    samples leave much of it so."""
    for path in many_games + RECORDS:
        run = tool("bornes-replay", "--format", "notation", path)
        written = "\n".join(str(g) for g in bornes.read_games(path))
        assert written == run.stdout.decode("utf-8"), path


@pytest.mark.parametrize("path", RECORDS + BROKEN)
def test_samples_write_their_json_as_bornes_replay_does(path):
    """Every sample in full, broken ones too (lenient): the document of a file of one game
    is bornes-replay's; the JSON line of each game in a file of several."""
    games = list(bornes.read_games(path, lenient=True))
    if len(games) == 1:
        run = tool("bornes-replay", "--format", "json", path)
        assert games[0].json() == run.stdout.decode("utf-8"), path
    for game, line in zip(games, jsonl_lines(path)):
        assert game.json(lines=True) == line, path


@pytest.mark.parametrize("path", RECORDS + BROKEN)
def test_a_hands_json_is_bornes_replays_with_hand(path):
    games = list(bornes.read_games(path, lenient=True))
    for rank, game in enumerate(games, 1):
        for number, hand in enumerate(game.hands, 1):
            expected = jsonl_lines(path, "--game", str(rank), "--hand", str(number))
            assert [hand.json(lines=True)] == expected, (path, rank, number)


def moves_of(hand):
    return [(m.player, m.action, m.card, m.side, m.draws) for m in hand.moves]


def check_hand_alone(game, hand):
    text = hand.notation()
    alone = list(bornes.read_games(io.StringIO(text)))
    assert len(alone) == 1 and len(alone[0].hands) == 1, text
    again = alone[0].hands[0]
    assert alone[0].valid and alone[0].result == "*" and not alone[0].scores
    assert again.number == 1 and again.dealer is not None or hand.position is not None
    assert moves_of(again) == moves_of(hand), (game.event, hand.number)
    assert [str(p) for p in again.positions()] == [str(p) for p in hand.positions()]
    assert again.score == hand.score
    # Written alone again, the same text: the canonical form is a fixed point.
    assert again.notation() == text


def test_a_hand_written_alone_plays_the_same(many_games):
    """Every hand of the first games of each form (hand 2 on, whose dealer the record leaves
    to the rotation and whose start the hands before it do not change)."""
    checked = 0
    for path in many_games:
        for game in list(bornes.read_games(path))[:20]:
            for hand in game.hands:
                check_hand_alone(game, hand)
                checked += 1
    assert checked > 300


@pytest.mark.parametrize("path", RECORDS)
def test_sample_hands_written_alone_play_the_same(path):
    for game in bornes.read_games(path, lenient=True):
        if game.valid:
            for hand in game.hands:
                check_hand_alone(game, hand)


def test_a_hand_alone_is_valid_for_bornes_validate(tmp_path):
    game = next(bornes.read_games(os.path.join(os.path.dirname(RECORDS[0]), "games",
                                               "4-players.mbn")))
    for hand in game.hands[1:]:
        path = tmp_path / f"hand-{hand.number}.mbn"
        path.write_text(hand.notation())
        run = tool("bornes-validate", str(path))
        assert run.returncode == 0, (run.stdout, run.stderr)


def test_french_notation_reads_back_as_the_same_game(many_games):
    for path in many_games[:2] + RECORDS:
        for game in list(bornes.read_games(path, lenient=True))[:30]:
            if not game.valid:
                continue
            french = game.notation(lang="fr")
            assert french != str(game)
            again = next(bornes.read_games(io.StringIO(french)))
            assert str(again) == str(game), path


IMPLIED = """[Event "t"]
[Players "2"]
[Seats "Ana Luc"]

[Hand "1"]
[Dealer "Luc"]
[Deal "Ana: VERT 25 50 75 100 200; Luc: VERT STOP 25 50 75 100"]
1. VERT 2. VERT 3. 200 4. STOP 5. -25 6. 100
"""


def test_the_canonical_form_states_what_a_record_leaves_implied(tmp_path):
    """Players, turns and attacked sides left to the rules are written (bornes-replay's)."""
    path = tmp_path / "implied.mbn"
    path.write_text(IMPLIED)
    game = next(bornes.read_games(str(path)))
    assert "4. Luc: STOP>A 5. Ana: -25" in str(game)
    run = tool("bornes-replay", "--format", "notation", str(path))
    assert str(game) == run.stdout.decode("utf-8")
    assert "4. Luc: STOP>A" in game.hands[0].notation()


def test_thousands_of_games_round_trip(many_games, tmp_path):
    """Read, written, read again: the same games (2 000, every form)."""
    for path in many_games:
        games = [str(g) for g in bornes.read_games(path)]
        written = tmp_path / "again.mbn"
        written.write_text("\n".join(games))
        assert [str(g) for g in bornes.read_games(str(written))] == games, path
