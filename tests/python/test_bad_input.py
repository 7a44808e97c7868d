# SPDX-License-Identifier: Apache-2.0
"""Bad input to the Python module (issue 34): malformed notation, an illegal move, an
impossible position, a wrong type, a closed file, a huge file. Each gives a Python exception
that names the place, never a crash: the cases that reach the library run in a subprocess,
whose exit and output are checked."""
import os
import subprocess
import sys
import textwrap

import pytest

import bornes

SAMPLES = os.environ.get("BORNES_SAMPLES", "samples")
BROKEN = os.path.join(SAMPLES, "broken")


def run_isolated(code):
    """Runs `code` in a fresh interpreter with the same module: its exit status and output."""
    run = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True,
                         text=True, env=os.environ, timeout=300)
    return run.returncode, run.stdout + run.stderr


def test_a_misspelt_word_names_its_place(tmp_path):
    record = tmp_path / "bad.mbn"
    record.write_text('[Event "x"]\n[Players "2"]\n[Seats "Anne Bruno"]\n\n'
                      '[Hand "1"]\n1. Anne: VERTT\n')
    with pytest.raises(bornes.NotationError) as caught:
        list(bornes.read_games(str(record)))
    error = caught.value
    assert (error.source, error.line, error.column) == (str(record), 6, 10)
    assert (error.code, error.rule) == ("unknown-word", "notation")
    assert "did you mean VERT" in error.message
    assert str(error).startswith(f"{record}:6:10: ")
    with pytest.raises(bornes.NotationError) as french:
        list(bornes.read_games(str(record), lang="fr"))
    assert french.value.message != error.message  # told in French


def test_lenient_mode_yields_the_diagnostics():
    path = os.path.join(BROKEN, "third-200.mbn")
    games = list(bornes.read_games(path, lenient=True))
    assert games and not games[0].valid
    errors = [d for d in games[0].problems if d.severity == "error"]
    assert errors and errors[0].line > 0 and errors[0].rule == "§4"
    with pytest.raises(bornes.NotationError) as caught:
        list(bornes.read_games(path))
    assert caught.value.line == errors[0].line and caught.value.rule == "§4"


@pytest.mark.parametrize("name", sorted(os.listdir(BROKEN)) if os.path.isdir(BROKEN) else [])
def test_every_broken_sample_raises_at_its_place(name):
    if not name.endswith(".mbn"):
        pytest.skip("not a record")
    path = os.path.join(BROKEN, name)
    expected = open(os.path.join(BROKEN, name[:-4] + ".expected"), encoding="utf-8").read()
    # The .expected file names the first error as file:line:col: the exception names it too.
    place = expected.split(": ")[0].rsplit(":", 2)[-2:]
    with pytest.raises(bornes.NotationError) as caught:
        list(bornes.read_games(path))
    assert [str(caught.value.line), str(caught.value.column)] == place, expected


def test_an_illegal_move_and_an_impossible_position():
    p = bornes.Position("2 700 dujardin 200,100,75,50,25x2,ESS/PANNE,STOP,ROUE,25x2,VERT "
                        "PANNE,VERT * VERT:-:200,100x2,50x2:-:-/VERT:-:200x2,100x2:-:- turn:1")
    with pytest.raises(ValueError, match="not a legal move"):
        p.play("STOP>B")
    with pytest.raises(bornes.NotationError) as caught:
        bornes.Position("2 700 dujardin 200x9/- - * -:-:-:-:-/-:-:-:-:- turn:1")
    assert caught.value.source == "<position>" and caught.value.column > 0
    with pytest.raises(ValueError, match="question"):
        bornes.solve(p, question="win")
    with pytest.raises(ValueError, match="side"):
        bornes.solve(p, side="Z")


def test_wrong_types():
    with pytest.raises(TypeError):
        bornes.Position(5)
    with pytest.raises(TypeError):
        list(bornes.read_games(5))
    p = bornes.Position("2 700 dujardin 200/100 - * VERT:-:-:-:-/VERT:-:-:-:- turn:1")
    with pytest.raises(TypeError):
        p.play(3.5)


def test_a_closed_file_says_so(tmp_path):
    record = tmp_path / "games.mbn"
    record.write_text('[Event "x"]\n')
    file = open(record, "rb")
    file.close()
    with pytest.raises(ValueError, match="closed file"):
        list(bornes.read_games(file))


def test_the_library_never_crashes_on_hostile_input():
    status, output = run_isolated(f"""
        import io, bornes
        cases = [b"\\xff\\xfe garbage", b"[Event " * 100000, b"{{" * 50000,
                 b'[Event "x"]\\n[Players "99"]\\n', open({os.path.join(BROKEN, "third-200.mbn")!r},
                 "rb").read()[:300]]
        for data in cases:
            try:
                for game in bornes.read_games(io.BytesIO(data), lenient=True):
                    game.hands, game.problems, str(game)
            except bornes.NotationError as e:
                pass
        for line in ["", "x" * 100000, "2 700", "9 700 dujardin - - * - turn:1"]:
            try:
                bornes.Position(line)
            except bornes.NotationError:
                pass
        print("survived")
    """)
    assert status == 0 and "survived" in output, output


def test_a_huge_file_is_read_a_game_at_a_time(tmp_path):
    """A file of many games read as a stream: memory stays that of one game."""
    status, output = run_isolated(f"""
        import io, resource, subprocess, bornes
        one = subprocess.run([{os.path.join(os.environ.get("BORNES_BIN", "build/bin"),
                                            "bornes-play")!r}, "--games", "1", "--seed", "3"],
                             capture_output=True).stdout

        class Many(io.RawIOBase):
            def __init__(self):
                self.left = 2000
                self.buffer = b""
            def readable(self):
                return True
            def read(self, n=-1):
                while len(self.buffer) < n and self.left:
                    self.buffer += one + b"\\n"
                    self.left -= 1
                out, self.buffer = self.buffer[:n], self.buffer[n:]
                return out

        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        count = sum(1 for _ in bornes.read_games(Many()))
        grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
        print(count, grown)
    """)
    assert status == 0, output
    count, grown_kib = map(int, output.split())
    assert count == 2000
    assert grown_kib < 64 * 1024, f"memory grew by {grown_kib} KiB reading 2 000 games"
