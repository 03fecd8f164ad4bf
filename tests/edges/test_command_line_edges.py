"""The game's command line: a variant, player count or seed that cannot be dealt is a usage
error (exit status 2, the reason on stderr), not a traceback."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import main  # noqa: E402


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["--variant", "pinochle"], "unknown variant 'pinochle'"),
        (["--variant", "american", "--players", "2"], "played by 4 players, not 2"),
        (["--variant", "ponytail", "--players", "3"], "not 3"),
        (["--seed", "9" * 30], "64 bits"),
    ],
)
def test_a_game_that_cannot_be_dealt_is_a_usage_error(
    argv: list[str], reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main.parse_args(["--demo", *argv])
    assert stopped.value.code == 2
    assert reason in capsys.readouterr().err


def test_a_game_that_can_be_dealt_is_taken() -> None:
    args = main.parse_args(["--demo", "--variant", "samba", "--players", "6", "--seed", "-7"])
    assert (args.variant, args.players, args.seed) == ("samba", 6, -7)
