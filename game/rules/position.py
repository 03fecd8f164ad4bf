"""Positions: one hand in progress as a TOML (or JSON) table — read, validate, write.

The keys are those of docs/positions.md. Writing a state and reading it back gives an equal
state; a position that cannot exist is refused with a :class:`PositionError` naming the problem.
"""

from __future__ import annotations

import json
import tomllib
from collections import Counter
from collections.abc import Mapping
from typing import Any

from .cards import Card, parse_cards, sort_cards
from .errors import NotationError, PositionError
from .melds import Meld
from .shapes import ordered_melds
from .state import PHASES, GameState
from .variants import Rules, find_variant
from .words import plural


def state_to_position(state: GameState) -> dict[str, Any]:
    """Every field of ``state`` as position keys (see :meth:`GameState.to_position`)."""
    return state.to_position()


def position_to_toml(pos: Mapping[str, Any]) -> str:
    """Write a position table as TOML (plain keys first, then the sub-tables)."""
    lines: list[str] = []
    tables: list[tuple[str, Mapping[str, Any]]] = []
    for key, value in pos.items():
        if isinstance(value, Mapping):
            tables.append((key, value))
        else:
            lines.append(f"{key} = {_toml_value(value)}")
    for name, table in tables:
        lines.append("")
        lines.append(f"[{name}]")
        for key, value in table.items():
            lines.append(f"{_toml_key(str(key))} = {_toml_value(value)}")
    return "\n".join(lines) + "\n"


def _toml_key(key: str) -> str:
    return key if key.replace("_", "").replace("-", "").isalnum() else json.dumps(key)


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(f"cannot write {value!r} as TOML")


def parse_position_text(text: str) -> dict[str, Any]:
    """Parse TOML or JSON text into a position table."""
    stripped = text.lstrip()
    try:
        if stripped.startswith("{"):
            data = json.loads(text)
        else:
            data = tomllib.loads(text)
    except (json.JSONDecodeError, tomllib.TOMLDecodeError) as error:
        raise PositionError(f"the position is not valid TOML or JSON: {error}") from error
    if not isinstance(data, dict):
        raise PositionError("a position is a table of keys")
    return data


def read_position(source: Mapping[str, Any] | str) -> GameState:
    """Build a state from a position table (or its TOML/JSON text), validating it."""
    data = parse_position_text(source) if isinstance(source, str) else dict(source)
    try:
        return _read(data)
    except NotationError as error:
        raise PositionError(str(error)) from error


def _need(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], default: Any) -> Any:
    if key not in data:
        return default
    value = data[key]
    if isinstance(value, bool) and kind is int:
        raise PositionError(f"'{key}' must be a whole number")
    if not isinstance(value, kind):
        raise PositionError(f"'{key}' has the wrong type ({type(value).__name__})")
    return value


def _read(data: dict[str, Any]) -> GameState:
    if "variant" not in data:
        raise PositionError("a position needs 'variant' (e.g. \"classic\")")
    options = _need(data, "options", dict, {})
    try:
        rules = find_variant(str(data["variant"]), options)
    except ValueError as error:
        raise PositionError(str(error)) from error
    players = _need(data, "players", int, rules.default_players)
    if players not in rules.player_counts:
        raise PositionError(f"{rules.title} is not played by {players} players")
    teams = _read_teams(data, rules, players)
    n_teams = len(teams)

    def seat(key: str, default: int) -> int:
        value = _need(data, key, int, default)
        if not 0 <= value < players:
            raise PositionError(f"'{key}' = {value} is not a seat (0..{players - 1})")
        return int(value)

    dealer = seat("dealer", players - 1)
    turn = seat("turn", (dealer + 1) % players)
    phase = _need(data, "phase", str, "draw")
    if phase not in PHASES:
        raise PositionError(f"'phase' must be one of {', '.join(PHASES)}, not '{phase}'")
    scores = _int_list(data, "scores", n_teams, [0] * n_teams)
    if "hands" not in data:
        raise PositionError("a position needs 'hands', one string per seat")
    hand_texts = _need(data, "hands", list, [])
    if len(hand_texts) != players:
        raise PositionError(f"'hands' lists {len(hand_texts)} hands for {players} players")
    hands = tuple(sort_cards(_cards(text, f"hand of seat {i}")) for i, text in
                  enumerate(hand_texts))
    for i, hand in enumerate(hands):
        if rules.lays_down_red_threes and any(c.is_red_three for c in hand):
            raise PositionError(f"seat {i} holds a red three; red threes are laid down at once")
    stock = _cards(_need(data, "stock", str, ""), "stock")
    discard = _cards(_need(data, "discard", str, ""), "discard")
    frozen = _need(data, "frozen", bool, False)
    melds = _read_melds(data, rules, n_teams)
    red_texts = _need(data, "red_threes", list, [""] * n_teams)
    if len(red_texts) != n_teams:
        raise PositionError(f"'red_threes' lists {len(red_texts)} entries for {n_teams} teams")
    red_threes = tuple(_cards(t, "red threes") for t in red_texts)
    for cards in red_threes:
        if any(not c.is_red_three for c in cards):
            raise PositionError("'red_threes' may hold only red threes (3H, 3D)")
    melded_seats = frozenset(_need(data, "melded_seats", list, []))
    for s in melded_seats:
        if not isinstance(s, int) or not 0 <= s < players:
            raise PositionError(f"'melded_seats' names {s!r}, not a seat")
    known_texts = _need(data, "known", list, [""] * players)
    if len(known_texts) != players:
        raise PositionError("'known' needs one string per seat")
    known = tuple(sort_cards(_cards(t, "known cards")) for t in known_texts)
    asked = _need(data, "asked", str, "") or None
    if asked not in (None, "yes", "no"):
        raise PositionError("'asked' must be \"yes\", \"no\" or empty")
    went_out_raw = _need(data, "went_out", int, -1)
    went_out = None if went_out_raw < 0 else went_out_raw
    state = GameState(
        rules=rules,
        players=players,
        teams=teams,
        seed=_need(data, "seed", int, 0),
        hand_number=_need(data, "hand_number", int, 0),
        dealer=dealer,
        turn=turn,
        phase=phase,
        hands=hands,
        stock=stock,
        discard=discard,
        frozen_under=frozen,
        melds=melds,
        red_threes=red_threes,
        melded_seats=melded_seats,
        scores=tuple(scores),
        history=tuple(tuple(h) for h in _need(data, "history", list, [])),
        known=known,
        asked=asked,
        concealed_ok=_need(data, "concealed_ok", bool, turn not in melded_seats),
        turn_new_ranks=frozenset(_need(data, "turn_new_ranks", list, [])),
        pile_turned=_need(data, "pile_turned", bool, False),
        went_out=went_out,
        concealed=_need(data, "concealed", bool, False),
        ended_by=_need(data, "ended_by", str, "") or None,
        removed=tuple(
            _cards(t, "removed cards") for t in _need(data, "removed", list, [""] * n_teams)
        ),
        side_piles=tuple(_cards(t, "side pile") for t in _need(data, "side_piles", list, [])),
        flags=frozenset(str(f) for f in _need(data, "flags", list, [])),
        thrown=_read_record(data, "thrown", players),
        passed=_read_record(data, "passed", players),
    )
    _check_counts(state)
    return state


def _read_record(data: Mapping[str, Any], key: str, players: int) -> tuple[tuple[Card, ...], ...]:
    """A per-seat public record (``thrown``, ``passed``): empty, or one string per seat."""
    texts = _need(data, key, list, [])
    if texts and len(texts) != players:
        raise PositionError(f"'{key}' needs one string per seat")
    return tuple(_cards(t, f"{key} cards") for t in texts)


def _read_teams(data: Mapping[str, Any], rules: Rules, players: int) -> tuple[tuple[int, ...], ...]:
    if "teams" not in data:
        return rules.teams_for(players)
    raw = _need(data, "teams", list, [])
    teams = []
    for team in raw:
        if not isinstance(team, list) or not all(isinstance(s, int) for s in team):
            raise PositionError("'teams' is a list of lists of seats")
        teams.append(tuple(team))
    seats = sorted(s for t in teams for s in t)
    if seats != list(range(players)):
        raise PositionError(f"'teams' must name every seat 0..{players - 1} exactly once")
    return tuple(teams)


def _int_list(data: Mapping[str, Any], key: str, length: int, default: list[int]) -> list[int]:
    values = _need(data, key, list, default)
    if len(values) != length or not all(isinstance(v, int) and not isinstance(v, bool)
                                        for v in values):
        raise PositionError(f"'{key}' needs {length} whole numbers")
    return list(values)


def _cards(text: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(text, str):
        raise PositionError(f"the {where} must be a string of cards")
    try:
        return parse_cards(text)
    except NotationError as error:
        raise PositionError(f"in the {where}: {error}") from error


def _read_melds(
    data: Mapping[str, Any], rules: Rules, n_teams: int
) -> tuple[tuple[Meld, ...], ...]:

    table = _need(data, "melds", dict, {})
    melds: list[list[Meld]] = [[] for _ in range(n_teams)]
    for key, texts in table.items():
        try:
            team = int(key)
        except ValueError:
            raise PositionError(f"'melds' key '{key}' is not a team index") from None
        if not 0 <= team < n_teams:
            raise PositionError(f"'melds' names team {team}, but there are {n_teams} teams")
        if not isinstance(texts, list):
            raise PositionError("each team's melds are a list of strings")
        for text in texts:
            meld = _read_meld(rules, text)
            same = [m for m in melds[team] if m.rank == meld.rank and m.kind == meld.kind]
            if same and meld.kind != "sequence":
                raise PositionError(f"team {team} has two melds of {plural(meld.rank)}")
            melds[team].append(meld)
    return tuple(ordered_melds(m) for m in melds)


def _read_meld(rules: Rules, text: Any) -> Meld:
    if not isinstance(text, str):
        raise PositionError("a meld is a string of cards")
    prefix: str | None = None
    body = text
    if ":" in text:
        head, body = text.split(":", 1)
        prefix = head.strip().upper()
        if prefix == "10":
            prefix = "T"
    cards = _cards(body, f"meld '{text}'")
    return rules.meld_from_position(prefix, cards, text)


def _check_counts(state: GameState) -> None:
    rules = state.rules
    packs = rules.packs(state.players)
    counts: Counter[Card] = Counter()
    for hand in state.hands:
        counts.update(hand)
    counts.update(state.stock)
    counts.update(state.discard)
    for team in state.melds:
        for m in team:
            counts.update(m.cards)
    for reds in state.red_threes:
        counts.update(reds)
    for out in state.removed:
        counts.update(out)
    for pile in state.side_piles:
        counts.update(pile)
    for c, n in counts.items():
        limit = packs * rules.jokers_per_pack() if c.is_joker else packs
        if n > limit:
            raise PositionError(
                f"the position holds {n} copies of {c}, but {packs} packs hold only {limit}"
            )
