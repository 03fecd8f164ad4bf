"""Behaviour kept: every golden game makes the same decisions and ends in the same state, and
every refused move and hint reads the same in every language (data by ``record.py``)."""

from __future__ import annotations

import hashlib
from functools import cache
from typing import Any

import pytest

from game.rules import variant_names

from . import games, record
from .texts import hint_reason, in_every_language


@cache
def _expected_games() -> dict[str, dict[str, Any]]:
    return {r["key"]: r for r in record.read_lines(record.GAMES)}


@cache
def _expected_refusals() -> tuple[dict[str, Any], dict[str, Any]]:
    rows = record.read_lines(record.REFUSALS)
    walks = {r["walk"]: r for r in rows if "walk" in r}
    texts = {r["message"]: r for r in rows if "message" in r}
    return walks, texts


@cache
def _expected_hints() -> dict[str, dict[str, Any]]:
    return {r["message"]: r for r in record.read_lines(record.HINTS)}


def test_every_game_is_recorded() -> None:
    keys = {games.config_key(c) for c in games.configurations()}
    assert keys == set(_expected_games())


@pytest.mark.parametrize("variant", sorted(variant_names()))
def test_games_play_as_recorded(variant: str) -> None:
    reasons: dict[str, Any] = {}
    for config in games.configurations():
        if config["variant"] != variant:
            continue
        key = games.config_key(config)
        want = _expected_games()[key]

        def reason_of(view: Any) -> str:
            reason = hint_reason(view)
            reasons.setdefault(str(reason), reason)
            return str(reason)

        got = games.play(config, reason_of=reason_of)
        for i, (a, b) in enumerate(zip(want["decisions"], got["decisions"], strict=False)):
            assert a == b, f"{key}: decision {i} was {a}, now {b}"
        assert got == want, key
    hints = _expected_hints()
    for english, texts in in_every_language(list(reasons.values())).items():
        assert {"message": english, **texts} == hints[english]


@pytest.mark.parametrize("variant", sorted(variant_names()))
def test_refusals_read_as_recorded(variant: str) -> None:
    walks, texts = _expected_refusals()
    digests: dict[str, Any] = {}
    counts: dict[str, int] = {}
    first: dict[str, Any] = {}
    for where, _state, move, error in games.refusal_walks(only=variant):
        walk = where.rsplit("/", 1)[0]
        digests.setdefault(walk, hashlib.sha256()).update(f"{where}|{move}|{error}\n".encode())
        counts[walk] = counts.get(walk, 0) + 1
        first.setdefault(str(error), error)
    for walk, digest in digests.items():
        assert walks[walk] == {"walk": walk, "refusals": counts[walk],
                               "digest": digest.hexdigest()[:16]}, walk
    for english, translated in in_every_language(list(first.values())).items():
        want = texts[english]
        assert translated == {code: want[code] for code in games.LANGUAGES}, english
