"""Command-line parsing shared by main.py and the arena: usage errors in one line.

A wrong variant or a player count the variant does not allow is a mistake on the command line,
so it ends with one line naming the problem and exit status 2, as argparse does for its own
errors, never with a traceback from deep inside the engine.
"""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

from game.rules import Rules, find_variant, variant_names


class UsageError(SystemExit):
    """Raised (with exit status 2) for a bad command line, after the one-line message."""


class UsageParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line and which always raises.

    argparse ends a bad command line with ``sys.exit(2)``; under pygbag's runtime ``sys.exit``
    is replaced by one that only schedules a stop and returns, so parsing would go on with
    half-read arguments. Raising SystemExit ourselves stops in every environment.
    """

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see --help)\n")

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            sys.stderr.write(message)
        raise UsageError(status)


def variant_and_players(
    parser: argparse.ArgumentParser, variant: str, players: int | None
) -> tuple[Rules, int]:
    """The rules of ``variant`` and the number of players (its default when None), or a
    one-line usage error when the variant is unknown or is not played by that many."""
    try:
        rules = find_variant(variant)
    except ValueError:
        known = ", ".join(sorted(variant_names()))
        parser.error(f"unknown variant '{variant}' (known: {known})")
    count = rules.default_players if players is None else players
    if count not in rules.player_counts:
        counts = [str(n) for n in rules.player_counts]
        allowed = counts[0] if len(counts) == 1 else f"{', '.join(counts[:-1])} or {counts[-1]}"
        parser.error(f"{rules.title} is played by {allowed} players, not {count}")
    return rules, count


#: Seeds are written into positions and records, whose whole numbers are TOML's 64-bit ones.
SEED_LIMIT = 2**63


def check_seed(parser: argparse.ArgumentParser, seed: int | None, *dealt: int) -> None:
    """A one-line usage error when ``seed``, or a deal seed made from it (``dealt``), is
    beyond 64 bits: the engine refuses such a seed (see :func:`game.rules.new_game`)."""
    if seed is None:
        return
    if any(not -SEED_LIMIT <= s < SEED_LIMIT for s in (seed, *dealt)):
        parser.error(f"the seed must be a whole number of 64 bits, not {seed}"
                     + (" (the games' deal seeds are made from it)" if dealt else ""))
