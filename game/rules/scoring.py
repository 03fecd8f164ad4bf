"""Scoring a hand: card values, canastas, red threes, going out, cards left in hand.

:func:`score_hand` is the one scoring of every variant. It asks the rules object for what
differs (each a small hook on :class:`~game.rules.variants.Rules`): what a canasta is worth,
what the side's red threes score, what a card left in a hand costs, whether melded cards count
for a side with no canasta, and the variant's own bonuses and penalties by name. Variants that
can end a hand their own way (acaba, special hands, the match won) adjust its result.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .words import N_

if TYPE_CHECKING:
    from .state import GameState
    from .variants import Rules


def named(*items: tuple[str, int]) -> tuple[tuple[str, int], ...]:
    """The items worth something, for :attr:`TeamScore.extras`."""
    return tuple(item for item in items if item[1])


@dataclass(frozen=True, slots=True, kw_only=True)
class TeamScore:
    """One side's score for one hand, item by item (what the scoring screen shows)."""

    melded: int = 0  # value of the cards in the side's melds (negative when they count against)
    natural_canastas: int = 0
    mixed_canastas: int = 0
    canasta_bonus: int = 0  # for the canastas of one rank
    red_threes: int = 0  # how many threes the side's red-three score counts
    red_three_bonus: int = 0  # negative when they count against the side
    going_out: int = 0
    concealed: bool = False
    in_hand: int = 0  # value of the cards left in the side's hands (subtracted)
    special: int = 0  # every bonus and penalty below added up
    total: int = 0
    #: The variant's own bonuses and penalties by name (English labels the scoring screen
    #: translates): ``(("Sambas", 1500), ("Short sequences", -1000))``; they add up to special.
    extras: tuple[tuple[str, int], ...] = ()
    #: The canastas of one rank (what canasta_bonus adds up) by kind, each with how many and
    #: their points: ``(("Natural canastas", 2, 1000), ("Canastas of sevens", 1, 2500))``
    #: (English labels the scoring screen translates). Left out of repr, where canasta_bonus
    #: stands for it.
    canastas: tuple[tuple[str, int, int], ...] = field(default=(), repr=False)


#: The scoring screen's row for each kind of canasta of one rank (``Rules.canasta_row``).
CANASTA_ROWS: dict[str, str] = {
    "natural": N_("Natural canastas"),
    "mixed": N_("Mixed canastas"),
    "sevens": N_("Canastas of sevens"),
    "aces": N_("Canastas of aces"),
    "concealed": N_("Concealed canastas"),
}


def canasta_rows(canastas: Iterable[tuple[str, int]]) -> tuple[tuple[str, int, int], ...]:
    """``(kind, points)`` of each canasta of one rank, gathered into rows for
    :attr:`TeamScore.canastas`: natural and mixed first, other kinds as they come."""
    counts: dict[str, list[int]] = {"natural": [0, 0], "mixed": [0, 0]}
    for kind, points in canastas:
        row = counts.setdefault(kind, [0, 0])
        row[0] += 1
        row[1] += points
    return tuple((CANASTA_ROWS.get(kind, kind), n, points)
                 for kind, (n, points) in counts.items() if n)


@dataclass(frozen=True, slots=True)
class HandResult:
    """The whole hand's outcome: per-team scores and how it ended."""

    teams: tuple[TeamScore, ...]
    went_out: int | None  # seat, or None when the stock ran out
    concealed: bool

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(t.total for t in self.teams)


def score_hand(rules: Rules, state: GameState) -> HandResult:
    """Score each side as the rules say: melded cards + bonuses − cards left in hand."""
    concealed = state.concealed and rules.concealed_going_out
    return HandResult(
        tuple(score_team(rules, state, team, concealed) for team in range(len(state.teams))),
        state.went_out,
        concealed,
    )


def score_team(rules: Rules, state: GameState, team: int, concealed: bool) -> TeamScore:
    """One side's score for the finished hand in ``state``."""
    seats = state.teams[team]
    melds = state.melds[team]
    canastas = [m for m in melds if m.is_canasta]
    value = rules.points.__getitem__
    melded = sum(sum(map(value, m.cards)) for m in melds)
    if not canastas and not rules.melds_count_without_canasta:
        melded = -melded
    groups = [m for m in canastas if m.kind == "group"]
    natural = sum(1 for m in groups if m.is_natural)
    kinds = [(rules.canasta_row(state, team, m), rules.canasta_value(state, team, m))
             for m in groups]
    bonus = sum(points for _kind, points in kinds)
    red_threes, red_points = rules.red_threes_score(state, team)
    out = state.went_out is not None and state.went_out in seats
    going_out = rules.going_out_bonus(out and concealed) if out else 0
    in_hand = sum(rules.hand_card_value(c) for c in rules.cards_left(state, seats))
    sequences = sum(rules.canasta_value(state, team, m) for m in canastas
                    if m.kind == "sequence")
    others = sum(rules.canasta_value(state, team, m) for m in canastas
                 if m.kind not in ("group", "sequence"))
    extras = named(
        (N_("Escaleras") if rules.sequence_name == "escalera" else N_("Sambas"), sequences),
        (rules.wild_label, others),
        *rules.score_items(state, team),
    )
    special = sum(points for _, points in extras)
    return TeamScore(
        melded=melded,
        natural_canastas=natural,
        mixed_canastas=len(groups) - natural,
        canasta_bonus=bonus,
        red_threes=red_threes,
        red_three_bonus=red_points,
        going_out=going_out,
        concealed=out and concealed,
        in_hand=in_hand,
        special=special,
        total=melded + bonus + red_points + going_out - in_hand + special,
        extras=extras,
        canastas=canasta_rows(kinds),
    )
