"""Positions: one hand in progress as a TOML (or JSON) table — read, validate, write.

The keys are those of docs/positions.md. Writing a state and reading it back gives an equal
state; a position that cannot exist is refused with a :class:`PositionError` naming the problem.
"""

from __future__ import annotations

import json
import math
import tomllib
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, TypeVar

from .actions import target_name
from .cards import Card, parse_cards, sort_cards
from .errors import NotationError, PositionError
from .melds import Meld
from .position_checks import check_playable
from .registry import find_variant
from .shapes import ordered_melds
from .state import PHASES, GameState
from .variants import Rules
from .words import plural, shown

T = TypeVar("T")


def state_to_position(state: GameState) -> dict[str, Any]:
    """Every field of ``state`` as position keys (see :meth:`GameState.to_position`)."""
    return state.to_position()


def position_to_toml(pos: Mapping[str, Any]) -> str:
    """Write a position table as TOML (plain keys first, then the sub-tables).

    Raises :class:`PositionError` for a value TOML cannot hold (None, a table inside a list,
    a whole number beyond TOML's 64 bits); every position the engine writes can be written.
    """
    if not isinstance(pos, Mapping):
        raise PositionError(f"a position is a table of keys, not {type(pos).__name__}")
    lines: list[str] = []
    tables: list[tuple[str, Mapping[Any, Any]]] = []
    for key, value in pos.items():
        if isinstance(value, Mapping):
            tables.append((_toml_key(key), value))
        else:
            lines.append(f"{_toml_key(key)} = {_toml_value(value)}")
    for name, table in tables:
        lines.append("")
        lines.append(f"[{name}]")
        for key, value in table.items():
            lines.append(f"{_toml_key(key)} = {_toml_value(value)}")
    return "\n".join(lines) + "\n"


#: TOML's whole numbers are 64-bit; a larger one could not be read back by every reader.
INT64 = 2**63
#: How deep the writer follows lists inside lists (positions go two deep).
_TOML_DEPTH = 8


def _toml_key(key: Any) -> str:
    if isinstance(key, int) and not isinstance(key, bool) and -INT64 <= key < INT64:
        key = str(key)  # a team index in 'melds'
    if not isinstance(key, str) or not key:
        raise PositionError(f"a position's key must be a name, not {shown(key)}")
    bare = key.isascii() and key.replace("_", "").replace("-", "").isalnum()
    return key if bare else _toml_string(key)


def _toml_string(text: str) -> str:
    if not _writable(text):
        raise PositionError(f"{shown(text)} holds characters a position cannot store")
    # JSON's escapes are TOML's, except that TOML wants DEL (U+007F) escaped too.
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


def _writable(text: str) -> bool:
    """Text TOML (UTF-8) can hold: no lone surrogates."""
    return not any("\ud800" <= ch <= "\udfff" for ch in text)


def _toml_value(value: Any, depth: int = 0) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        if not -INT64 <= value < INT64:
            raise PositionError(f"{shown(value)} is beyond TOML's whole numbers")
        return str(value)
    if type(value) is float:  # not a card (cards are numbers too: see cards.Card)
        return repr(value) if math.isfinite(value) else str(value)  # TOML's nan, inf, -inf
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, list | tuple) and depth < _TOML_DEPTH:
        return "[" + ", ".join(_toml_value(v, depth + 1) for v in value) + "]"
    raise PositionError(f"cannot write {type(value).__name__} {shown(value)} in a position")


def parse_position_text(text: str) -> dict[str, Any]:
    """Parse TOML or JSON text into a position table."""
    if not isinstance(text, str):
        raise PositionError(f"a position's text is a string, not {type(text).__name__}")
    # A byte-order mark, as some editors on Windows save UTF-8, is no part of the position.
    text = text.removeprefix("\ufeff")
    stripped = text.lstrip()
    try:
        if stripped.startswith("{"):
            data = json.loads(text, object_pairs_hook=_json_table)
        else:
            data = tomllib.loads(text)
    except RecursionError:
        raise PositionError("the position nests lists or tables too deeply") from None
    except ValueError as error:  # JSON and TOML syntax, numbers of thousands of digits
        raise PositionError(f"the position is not valid TOML or JSON: {error}") from error
    if not isinstance(data, dict):
        raise PositionError("a position is a table of keys")
    return data


def _json_table(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    table: dict[str, Any] = {}
    for key, value in pairs:
        if key in table:  # TOML refuses a repeated key; JSON would silently keep the last
            raise PositionError(f"the key '{key}' is given twice")
        table[key] = value
    return table


def read_position(source: Mapping[str, Any] | str) -> GameState:
    """Build a state from a position table (or its TOML/JSON text), validating it.

    Raises :class:`PositionError`, naming the problem, for anything that is not a position
    the engine can play on (or score, once the hand is over).
    """
    if isinstance(source, str):
        data = parse_position_text(source)
    elif isinstance(source, Mapping):
        data = dict(source)
    else:
        raise PositionError(
            f"a position is a table of keys or its TOML/JSON text, not {type(source).__name__}"
        )
    try:
        state = _read(data)
    except NotationError as error:
        raise PositionError(str(error)) from error
    check_playable(state)
    return state


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _need(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], default: Any) -> Any:
    if key not in data:
        return default
    value = data[key]
    if kind is int and isinstance(value, bool):
        raise PositionError(f"'{key}' must be a whole number")
    if kind is list:
        kind = (list, tuple)
    if not isinstance(value, kind):
        raise PositionError(f"'{key}' has the wrong type ({type(value).__name__})")
    return value


def _number(data: Mapping[str, Any], key: str, default: int, low: int, high: int) -> int:
    """A whole number in ``low..high``."""
    value = _need(data, key, int, default)
    if not low <= value <= high:
        raise PositionError(f"'{key}' = {shown(value)} is out of range ({low}..{high})")
    return int(value)


def _strings(data: Mapping[str, Any], key: str, length: int, default: list[str]) -> list[str]:
    """A list of ``length`` strings (one per seat or per team)."""
    values = list(_need(data, key, list, default))
    if len(values) != length:
        raise PositionError(f"'{key}' needs {length} entries, not {len(values)}")
    return values


def _read(data: dict[str, Any]) -> GameState:
    if "variant" not in data:
        raise PositionError("a position needs 'variant' (e.g. \"classic\")")
    variant = _need(data, "variant", str, "")
    options = _need(data, "options", Mapping, {})
    try:
        rules = find_variant(variant, options)
    except ValueError as error:
        raise PositionError(str(error)) from error
    players = _need(data, "players", int, rules.default_players)
    if players not in rules.player_counts:
        raise PositionError(f"{rules.title} is not played by {shown(players)} players")
    rules, teams, order = _read_teams(data, variant, options, rules, players)
    n_teams = len(teams)

    def by_side(rows: Sequence[T]) -> tuple[T, ...]:
        """Rows kept per team, moved from the position's order of teams to the engine's."""
        moved = list(rows)
        for written, side in enumerate(order):
            moved[side] = rows[written]
        return tuple(moved)

    def seat(key: str, default: int) -> int:
        value = _need(data, key, int, default)
        if not 0 <= value < players:
            raise PositionError(f"'{key}' = {shown(value)} is not a seat (0..{players - 1})")
        return int(value)

    dealer = seat("dealer", players - 1)
    turn = seat("turn", (dealer + 1) % players)
    phase = _need(data, "phase", str, "draw")
    if phase not in PHASES:
        raise PositionError(f"'phase' must be one of {', '.join(PHASES)}, not {phase!r}")
    scores = by_side(_int_row(_need(data, "scores", list, [0] * n_teams), "scores", n_teams))
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
    melds = by_side(_read_melds(data, rules, n_teams))
    red_texts = by_side(_strings(data, "red_threes", n_teams, [""] * n_teams))
    red_threes = tuple(_cards(t, "red threes") for t in red_texts)
    for cards in red_threes:
        if any(not c.is_red_three for c in cards):
            raise PositionError("'red_threes' may hold only red threes (3H, 3D)")
    melded_seats = frozenset(_seats(_need(data, "melded_seats", list, []), "melded_seats",
                                    players))
    # A seat playing alone laid its side's melds itself, listed or not: it has melded (and so
    # cannot go out concealed).
    melded_seats |= {team[0] for team, side in zip(teams, melds, strict=True)
                     if len(team) == 1 and side}
    known_texts = _strings(data, "known", players, [""] * players)
    known = tuple(sort_cards(_cards(t, "known cards")) for t in known_texts)
    asked = _need(data, "asked", str, "") or None
    if asked not in (None, "yes", "no"):
        raise PositionError("'asked' must be \"yes\", \"no\" or empty")
    went_out_raw = _need(data, "went_out", int, -1)
    if not -1 <= went_out_raw < players:
        raise PositionError(
            f"'went_out' = {shown(went_out_raw)} is not a seat (0..{players - 1}, or -1: nobody)"
        )
    went_out = None if went_out_raw < 0 else went_out_raw
    hand_number = _number(data, "hand_number", 0, 0, MAX_HANDS)
    history = tuple(
        by_side(_int_row(row, "history", n_teams)) for row in _need(data, "history", list, [])
    )
    state = GameState(
        rules=rules,
        players=players,
        teams=teams,
        seed=_number(data, "seed", 0, -INT64, INT64 - 1),
        hand_number=hand_number,
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
        scores=scores,
        history=history,
        known=known,
        asked=asked,
        concealed_ok=_need(data, "concealed_ok", bool, turn not in melded_seats),
        turn_new_ranks=frozenset(_words(data, "turn_new_ranks")),
        pile_turned=_need(data, "pile_turned", bool, False),
        went_out=went_out,
        concealed=_need(data, "concealed", bool, False),
        ended_by=_word(_need(data, "ended_by", str, ""), "ended_by") or None,
        removed=by_side(tuple(
            _cards(t, "removed cards") for t in _strings(data, "removed", n_teams, [""] * n_teams)
        )),
        side_piles=tuple(_cards(t, "side pile") for t in _need(data, "side_piles", list, [])),
        flags=frozenset(_side_flag(flag, order, rules.team_flags)
                        for flag in _words(data, "flags")),
        thrown=_read_record(data, "thrown", players),
        passed=_read_record(data, "passed", players),
    )
    _check_counts(state)
    return state


#: Hands a game may have played (far beyond any real game; keeps every number a position holds
#: within what TOML can write back). Games of four hands go on while the last one is tied.
MAX_HANDS = 100_000
#: Scores beyond this are not from a game of cards (and could not grow hand after hand).
MAX_SCORE = 10**12


def _int_row(values: Any, key: str, length: int) -> list[int]:
    """``length`` whole numbers (a score per team)."""
    if (
        not isinstance(values, list | tuple)
        or len(values) != length
        or not all(_is_int(v) and -MAX_SCORE <= v <= MAX_SCORE for v in values)
    ):
        raise PositionError(f"'{key}' needs {length} whole numbers (one per team) in each row"
                            if key == "history" else f"'{key}' needs {length} whole numbers")
    return list(values)


def _seats(values: Any, key: str, players: int) -> list[int]:
    for s in values:
        if not _is_int(s) or not 0 <= s < players:
            raise PositionError(f"'{key}' names {shown(s)}, not a seat (0..{players - 1})")
    return list(values)


def _word(text: str, key: str) -> str:
    """A name the engine keeps as given (a flag, a special ending): printable, one line."""
    if not text.isprintable() or len(text) > 100:
        raise PositionError(f"'{key}' holds {shown(text)}, which is not a plain name")
    return text


def _words(data: Mapping[str, Any], key: str) -> list[str]:
    values = _need(data, key, list, [])
    for v in values:
        if not isinstance(v, str):
            raise PositionError(f"'{key}' is a list of strings, not {shown(v)}")
        _word(v, key)
    return list(values)


def _read_record(data: Mapping[str, Any], key: str, players: int) -> tuple[tuple[Card, ...], ...]:
    """A per-seat public record (``thrown``, ``passed``): empty, or one string per seat."""
    texts = _need(data, key, list, [])
    if texts and len(texts) != players:
        raise PositionError(f"'{key}' needs one string per seat")
    return tuple(_cards(t, f"{key} cards") for t in texts)


def _read_teams(
    data: Mapping[str, Any], variant: str, options: Mapping[str, Any], rules: Rules, players: int
) -> tuple[Rules, tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """The position's partnerships, the rules they are played by (the variant's, or, where a
    house rule of the variant seats the players so, as Spanish or Hand and Foot with everyone
    alone, the rules with that house rule on) and where each team the position lists stands
    among the engine's: the partnerships may be listed in any order (``[[1, 3], [0, 2]]``),
    and the rows the position keeps per team follow its order."""
    expected = rules.teams_for(players)
    if "teams" not in data:
        return rules, expected, tuple(range(len(expected)))
    raw = _need(data, "teams", list, [])
    teams = []
    for team in raw:
        if not isinstance(team, list | tuple) or not all(_is_int(s) for s in team):
            raise PositionError("'teams' is a list of lists of seats")
        teams.append(sorted(team))
    seats = sorted(s for t in teams for s in t)
    if seats != list(range(players)):
        raise PositionError(f"'teams' must name every seat 0..{players - 1} exactly once")
    for seated in _seatings(variant, options, rules):
        sides = [sorted(t) for t in seated.teams_for(players)]
        if sorted(teams) == sorted(sides):
            return seated, seated.teams_for(players), tuple(sides.index(t) for t in teams)
    # Scores, melds and red threes are kept per team and carry into the next hand, which is
    # dealt with the variant's partnerships: other teams could not be played on.
    written = [list(t) for t in expected]
    raise PositionError(
        f"'teams' must be {written} (in any order): {rules.title} with {players} players is "
        "played in those partnerships"
    )


def _seatings(variant: str, options: Mapping[str, Any], rules: Rules) -> Iterator[Rules]:
    """The variant's rules, then those of each house rule not asked for (one of them may seat
    the players otherwise), built only when the earlier ones do not seat them as given."""
    yield rules
    for info in rules.option_infos:
        if info.default is False and not options.get(info.name):
            yield find_variant(variant, {**options, info.name: True})


def _side_flag(flag: str, order: tuple[int, ...], prefixes: tuple[str, ...]) -> str:
    """A flag naming a team (one of the variant's ``team_flags``), renamed from the position's
    order of teams to the engine's."""
    for prefix in prefixes:
        if flag.startswith(prefix):
            team, colon, rest = flag[len(prefix):].partition(":")
            if team.isdigit() and int(team) < len(order):
                return f"{prefix}{order[int(team)]}{colon}{rest}"
    return flag


def _cards(text: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(text, str):
        raise PositionError(f"the {where} must be a string of cards")
    try:
        return parse_cards(text)
    except NotationError as error:
        raise PositionError(f"in the {where}: {error}") from error


def _team_key(key: Any, n_teams: int) -> int:
    digits = isinstance(key, str) and key.isascii() and key.isdigit() and len(key) < 4
    if not (_is_int(key) or digits):
        raise PositionError(f"'melds' key {shown(key)} is not a team index")
    team = int(key)
    if not 0 <= team < n_teams:
        raise PositionError(f"'melds' names team {team}, but there are {n_teams} teams")
    return team


def _read_melds(
    data: Mapping[str, Any], rules: Rules, n_teams: int
) -> tuple[tuple[Meld, ...], ...]:
    table = _need(data, "melds", Mapping, {})
    melds: list[list[Meld]] = [[] for _ in range(n_teams)]
    for key, texts in table.items():
        team = _team_key(key, n_teams)
        if not isinstance(texts, list | tuple):
            raise PositionError("each team's melds are a list of strings")
        for text in texts:
            meld = _read_meld(rules, text)
            same = [m for m in melds[team] if m.rank == meld.rank and m.kind == meld.kind]
            if same and meld.kind != "sequence" and not (rules.twin_melds and meld.rank != "3"):
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
        prefix = target_name(head)
        if prefix is None:
            raise PositionError(f"meld {text!r}: {head.strip()!r} does not name a rank")
    cards = _cards(body, f"meld {text!r}")
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
