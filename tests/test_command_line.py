"""main.py and the arena: a wrong variant or player count is a one-line usage error, not a
traceback; the arena reports its progress on stderr while its results stay on stdout."""

from __future__ import annotations

import importlib.util
import io
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from game.ai import arena

ROOT = Path(__file__).resolve().parents[1]
ENV = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
           PYGAME_HIDE_SUPPORT_PROMPT="1")

BAD = [
    (["--variant", "nonesuch"], "unknown variant 'nonesuch' (known: american, "),
    (["--variant", "american", "--players", "3"],
     "Modern American Canasta is played by 4 players, not 3"),
    (["--variant", "ponytail", "--players", "2"], "played by 4 or 6 players, not 2"),
    (["--players", "5"], "Classic Canasta is played by 2, 3, 4 or 6 players, not 5"),
]


def run(args: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(ENV, CANASTA_DATA_DIR=str(tmp_path / "data"))
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120, check=False)


def load_main() -> ModuleType:
    spec = importlib.util.spec_from_file_location("canasta_main_cli", ROOT / "main.py")
    assert spec is not None and spec.loader is not None
    main = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(main)
    return main


def one_line_error(stderr: str, prog: str, message: str) -> None:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"{prog}: error: "), stderr
    assert message in lines[0] and "Traceback" not in stderr


@pytest.mark.parametrize(("args", "message"), BAD)
def test_main_refuses_in_one_line(args: list[str], message: str,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        load_main().parse_args(["--demo", *args])
    assert exit_info.value.code == 2
    one_line_error(capsys.readouterr().err, "main.py", message)


@pytest.mark.parametrize(("args", "message"), BAD)
def test_arena_refuses_in_one_line(args: list[str], message: str,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        arena.main(["--games", "2", *args])
    assert exit_info.value.code == 2
    captured = capsys.readouterr()
    one_line_error(captured.err, "python -m game.ai.arena", message)
    assert captured.out == ""  # nothing was played


def test_both_refuse_in_one_line_when_run(tmp_path: Path) -> None:
    """As a newcomer runs them: a process that ends with status 2 and one line."""
    args, message = BAD[0]
    proc = run(["main.py", *args], tmp_path)
    assert proc.returncode == 2
    one_line_error(proc.stderr, "main.py", message)
    proc = run(["-m", "game.ai.arena", *args], tmp_path)
    assert proc.returncode == 2
    one_line_error(proc.stderr, "python -m game.ai.arena", message)


def test_main_takes_the_variants_own_player_count() -> None:
    main = load_main()
    assert main.parse_args(["--variant", "american"]).players == 4
    assert main.parse_args(["--variant", "hand-and-foot", "--players", "8"]).players == 8


def test_main_help_says_which_options_set_up_the_demo(
        capsys: pytest.CaptureFixture[str]) -> None:
    # A person's game is chosen in the menu: --variant alone does not start one, and the
    # help must not let a newcomer believe it does.
    with pytest.raises(SystemExit) as exit_info:
        load_main().parse_args(["--help"])
    assert exit_info.value.code == 0
    # Each option's entry: its line and the indented lines under it, up to the next option.
    entries: dict[str, str] = {}
    for line in capsys.readouterr().out.splitlines():
        if line.startswith("  -"):
            name = line.split()[0]
            entries[name] = line
        elif line.startswith("      ") and entries:
            entries[name] += line
    for option in ("--players", "--variant", "--seed", "--level"):
        assert "--demo" in entries[option].split(option, 1)[1], entries[option]


SEED_MESSAGE = "the seed must be a whole number of 64 bits"


@pytest.mark.parametrize("seed", [str(2**63), str(-(2**63) - 1), "9" * 30])
def test_a_seed_beyond_64_bits_is_refused_in_one_line(
    seed: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # The engine refuses such a seed: positions and records keep it as a TOML whole number.
    with pytest.raises(SystemExit) as exit_info:
        load_main().parse_args(["--demo", "--seed", seed])
    assert exit_info.value.code == 2
    one_line_error(capsys.readouterr().err, "main.py", SEED_MESSAGE)
    with pytest.raises(SystemExit) as exit_info:
        arena.main(["--games", "2", "--seed", seed])
    assert exit_info.value.code == 2
    one_line_error(capsys.readouterr().err, "python -m game.ai.arena", SEED_MESSAGE)


def test_the_arena_refuses_a_seed_whose_deal_seeds_go_beyond_64_bits(
    capsys: pytest.CaptureFixture[str]
) -> None:
    seed = 2**63 // 100_003 + 1  # a 64-bit number itself; the deals made from it are not
    with pytest.raises(SystemExit):
        arena.main(["--games", "2", "--seed", str(seed)])
    captured = capsys.readouterr()
    one_line_error(captured.err, "python -m game.ai.arena", "deal seeds are made from it")
    assert captured.out == ""


def test_main_takes_every_64_bit_seed() -> None:
    main = load_main()
    for seed in (-(2**63), 2**63 - 1, -7, 0):
        assert main.parse_args(["--demo", "--seed", str(seed)]).seed == seed


def test_arena_reports_progress_on_stderr(tmp_path: Path) -> None:
    proc = run(["-m", "game.ai.arena", "--variant", "classic", "--players", "4", "--a", "easy",
                "--b", "random", "--games", "4", "--hands", "1", "--seed", "3"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    progress = proc.stderr.strip().splitlines()
    assert [line.split(",")[0] for line in progress] == [
        f"arena: {n}/4 games" for n in range(1, 5)]
    assert "A win rate" in progress[-1]
    assert proc.stdout.strip().splitlines()[-1].startswith("a_win_rate=")


def test_progress_on_a_terminal_rewrites_one_line() -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    stream = Terminal()
    report = arena.stderr_progress(stream)
    outcomes = [arena.Outcome(g, p, 0, 0, 1, 0.0) for g, p in enumerate([1.0, 0.0, 0.5])]
    for n in range(1, 4):
        report(outcomes[:n], 3)
    text = stream.getvalue()
    assert text.count("\r") == 3 and text.endswith("\n") and text.count("\n") == 1
    assert "3/3 games, A win rate 0.500" in text


def test_progress_in_a_log_writes_a_line_per_tenth() -> None:
    stream = io.StringIO()
    report = arena.stderr_progress(stream)
    outcomes = [arena.Outcome(g, 1.0, 0, 0, 1, 0.0) for g in range(200)]
    for n in range(1, 201):
        report(outcomes[:n], 200)
    lines = stream.getvalue().splitlines()
    assert [line.split(",")[0] for line in lines] == [
        f"arena: {n}/200 games" for n in range(20, 201, 20)]


def replay_files(tmp_path: Path) -> dict[str, Path]:
    """A good save, and files --replay must refuse: missing, not a record, tampered, a record
    whose actions the rules refuse."""
    from game.rules import GameRecord
    from game.saves import encode

    record, state = GameRecord.start("classic", 2, 5)
    while not state.is_hand_over:  # the first hand, to its end
        action = state.legal_actions()[0]
        record.add(state.to_act, action)
        state, _events = state.apply(action)
    good = {"record": record.to_json(), "human_seat": 0, "levels": {"1": "easy"}}
    text = encode(good)
    illegal = record.to_json()
    illegal["actions"][3] = [illegal["actions"][3][0], "discard JK JK"]
    files = {
        "good": text,
        "not a record": '{"hello": "world"}',
        "garbage": "\x00\x01 binary junk",
        "tampered": text.replace('"human_seat":0', '"human_seat":1'),
        "illegal": encode(dict(good, record=illegal)),
    }
    paths = {}
    for name, content in files.items():
        paths[name] = tmp_path / f"{name.replace(' ', '-')}.save"
        paths[name].write_text(content, encoding="utf-8")
    paths["missing"] = tmp_path / "missing.save"
    return paths


REPLAY_BAD = [
    ("missing", "No such file or directory"),
    ("not a record", "it is not a Canasta save or game record"),
    ("garbage", "it is not a Canasta save or game record (not JSON)"),
    ("tampered", "it is damaged (its contents do not match its checksum)"),
    ("illegal", "action 4 ('discard JK JK') is refused"),
]


@pytest.mark.parametrize(("name", "message"), REPLAY_BAD)
def test_a_file_that_cannot_be_replayed_is_refused_in_one_line(
        name: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = replay_files(tmp_path)[name]
    with pytest.raises(SystemExit) as exit_info:
        load_main().parse_args(["--replay", str(path)])
    assert exit_info.value.code == 2
    one_line_error(capsys.readouterr().err, "main.py", f"cannot replay {path}: {message}")


def test_replay_as_run_refuses_in_one_line_and_plays_a_good_file(tmp_path: Path) -> None:
    paths = replay_files(tmp_path)
    proc = run(["main.py", "--replay", str(paths["tampered"])], tmp_path)
    assert proc.returncode == 2
    one_line_error(proc.stderr, "main.py", "checksum")
    shots = tmp_path / "shots"
    proc = run(["main.py", "--replay", str(paths["good"]), "--turbo", "--quit-after-hand",
                "--max-frames", "3000", "--screenshot-dir", str(shots)], tmp_path)
    assert proc.returncode == 0, proc.stderr  # not 3: the frame cap was not reached
    assert [p.name.split("-", 1)[1] for p in sorted(shots.iterdir())] == [
        "table.png", "table-midgame.png", "scoring.png"]
    assert not (tmp_path / "data").exists() or not any((tmp_path / "data").iterdir())
