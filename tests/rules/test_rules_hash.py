"""Rules are equal by variant and options, and hash alike: the bots' memos are keyed by them.
The hash is kept on the object, so one read back from another process (a pickle, where
strings hash differently) must work it out again."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

from game.rules import find_variant, new_game

ROOT = Path(__file__).resolve().parents[2]

PICKLE_IN_ANOTHER_PROCESS = """
import pickle, sys
from game.rules import new_game
rules = new_game("classic", 4, seed=1, options={"black_threes_freeze": True}).rules
sys.stdout.buffer.write(pickle.dumps(rules))
"""


def test_equal_rules_hash_alike() -> None:
    a = new_game("classic", 4, seed=1).rules
    b = new_game("classic", 4, seed=2).rules
    assert a == b and hash(a) == hash(b)
    assert {a: "memo"}[find_variant("classic")] == "memo"
    assert a != new_game("samba", 4, seed=1).rules


def test_rules_read_back_from_another_process_find_their_memos() -> None:
    env = dict(os.environ, PYTHONHASHSEED="123", PYTHONPATH=str(ROOT))
    data = subprocess.run([sys.executable, "-c", PICKLE_IN_ANOTHER_PROCESS], cwd=ROOT,
                          env=env, capture_output=True, check=True).stdout
    loaded = pickle.loads(data)
    here = new_game("classic", 4, seed=1, options={"black_threes_freeze": True}).rules
    assert loaded == here
    assert hash(loaded) == hash(here)
    assert {here: "memo"}[loaded] == "memo"
