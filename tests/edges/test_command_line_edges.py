"""The game's command line: a seed no position or record could hold is a one-line usage error
(exit status 2), like an unknown variant (see tests/test_command_line.py), not a traceback from
deep inside the engine."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_main() -> ModuleType:
    spec = importlib.util.spec_from_file_location("canasta_main_edges", ROOT / "main.py")
    assert spec is not None and spec.loader is not None
    main = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(main)
    return main


@pytest.mark.parametrize("seed", [str(2**63), str(-(2**63) - 1), "9" * 30])
def test_a_seed_beyond_64_bits_is_a_usage_error(seed: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        load_main().parse_args(["--demo", "--seed", seed])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "64 bits" in err and "Traceback" not in err


def test_seeds_within_64_bits_are_taken() -> None:
    main = load_main()
    for seed in (-(2**63), 2**63 - 1, -7, 0):
        assert main.parse_args(["--demo", "--seed", str(seed)]).seed == seed
