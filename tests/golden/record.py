"""Write the golden data: ``python -m tests.golden.record`` (from the project's root).

``--check`` compares instead of writing and prints the first differences.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
import time
from pathlib import Path
from typing import Any

from . import games

HERE = Path(__file__).resolve().parent
GAMES = HERE / "games.jsonl.gz"
REFUSALS = HERE / "refusals.jsonl.gz"
HINTS = HERE / "hints.jsonl"


def record_games(only: str | None = None) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The games, and every hint reason they gave in every language (by English text)."""
    from .texts import hint_reason, in_every_language

    out = []
    reasons: dict[str, Any] = {}
    for config in games.configurations():
        key = games.config_key(config)
        if only and only not in key:
            continue
        start = time.perf_counter()
        out.append(games.play(config, reason_of=lambda view: _keep(reasons, hint_reason(view))))
        print(f"{key}: {len(out[-1]['decisions'])} decisions "
              f"{time.perf_counter() - start:.2f}s", file=sys.stderr)
    return out, in_every_language(list(reasons.values()))


def _keep(reasons: dict[str, Any], reason: Any) -> str:
    reasons.setdefault(str(reason), reason)
    return str(reason)


def record_refusals() -> list[dict[str, Any]]:
    """Per walk, a digest of its refused moves and their English texts; then each distinct
    text in every language, with the first move that gave it."""
    from .texts import in_every_language

    walks: dict[str, Any] = {}
    first: dict[str, tuple[str, str, Any]] = {}
    for where, _state, move, error in games.refusal_walks():
        walk = where.rsplit("/", 1)[0]
        digest, count = walks.get(walk, (hashlib.sha256(), 0))
        digest.update(f"{where}|{move}|{error}\n".encode())
        walks[walk] = (digest, count + 1)
        first.setdefault(str(error), (where, move, error))
    texts = in_every_language([error for _w, _m, error in first.values()])
    rows: list[dict[str, Any]] = [
        {"walk": walk, "refusals": count, "digest": digest.hexdigest()[:16]}
        for walk, (digest, count) in walks.items()
    ]
    rows += [{"where": where, "move": move, "message": english, **texts[english]}
             for english, (where, move, _e) in sorted(first.items())]
    return rows


def write_lines(path: Path, rows: list[dict[str, Any]]) -> None:
    """One JSON object a line; gzip for the big files (mtime 0: the same bytes every time)."""
    text = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in rows)
    data = text.encode("utf-8")
    if path.suffix == ".gz":
        data = gzip.compress(data, mtime=0)
    path.write_bytes(data)


def read_lines(path: Path) -> list[dict[str, Any]]:
    data = path.read_bytes()
    if path.suffix == ".gz":
        data = gzip.decompress(data)
    return [json.loads(line) for line in data.decode("utf-8").splitlines()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--only", help="games whose key contains this text")
    parser.add_argument("--skip-refusals", action="store_true")
    args = parser.parse_args(argv)
    played, hints = record_games(args.only)
    hint_rows = [{"message": en, **texts} for en, texts in sorted(hints.items())]
    refused = [] if args.skip_refusals else record_refusals()
    if not args.check:
        if args.only:
            old = {r["key"]: r for r in read_lines(GAMES)} if GAMES.exists() else {}
            old.update({r["key"]: r for r in played})
            played = list(old.values())
            old_hints = {r["message"]: r for r in read_lines(HINTS)} if HINTS.exists() else {}
            old_hints.update({r["message"]: r for r in hint_rows})
            hint_rows = [old_hints[k] for k in sorted(old_hints)]
        write_lines(GAMES, played)
        write_lines(HINTS, hint_rows)
        if refused:
            write_lines(REFUSALS, refused)
        print(f"{len(played)} games, {len(refused)} refusals written", file=sys.stderr)
        return 0
    bad = 0
    expected = {r["key"]: r for r in read_lines(GAMES)}
    for r in played:
        want = expected.get(r["key"])
        if want != r:
            bad += 1
            print(f"game differs: {r['key']}", file=sys.stderr)
    want_hints = {r["message"]: r for r in read_lines(HINTS)}
    for row in hint_rows:
        if want_hints.get(row["message"]) != row:
            bad += 1
            print(f"hint differs: {row} (was {want_hints.get(row['message'])})",
                  file=sys.stderr)
    if refused:
        want_refusals = read_lines(REFUSALS)
        if want_refusals != refused:
            bad += 1
            for a, b in zip(want_refusals, refused, strict=False):
                if a != b:
                    print(f"refusal differs:\n  {a}\n  {b}", file=sys.stderr)
            if len(want_refusals) != len(refused):
                print(f"refusals: {len(want_refusals)} then, {len(refused)} now", file=sys.stderr)
    print("unchanged" if not bad else f"{bad} differences", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
