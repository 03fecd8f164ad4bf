"""Scoring a hand: card values, canastas, red threes, going out, cards left in hand."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .cards import Card
from .melds import Meld
from .variants import Rules
from .words import N_


def named(*items: tuple[str, int]) -> tuple[tuple[str, int], ...]:
    """The items worth something, for :attr:`TeamScore.extras`."""
    return tuple(item for item in items if item[1])


@dataclass(frozen=True, slots=True)
class TeamScore:
    """One side's score for one hand, item by item (what the scoring screen shows)."""

    melded: int  # value of the cards in the side's melds
    natural_canastas: int
    mixed_canastas: int
    canasta_bonus: int
    red_threes: int  # how many red threes the side laid down
    red_three_bonus: int  # negative when the side made no meld
    going_out: int  # 100, or 200 concealed, or 0
    concealed: bool
    in_hand: int  # value of the cards left in the side's hands (subtracted)
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


#: The scoring screen's row for each kind of canasta of one rank (``Rules.canasta_kind``,
#: and Spanish's concealed canastas).
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


def score_hand(
    rules: Rules,
    players: int,
    teams: Sequence[Sequence[int]],
    melds: Sequence[Sequence[Meld]],
    red_threes: Sequence[Sequence[Card]],
    hands: Sequence[Sequence[Card]],
    went_out: int | None,
    concealed: bool,
    seven_canastas_team: int | None = None,
) -> HandResult:
    """Score each side as the rules say: melded cards + bonuses − cards left in hand."""
    value = rules.card_value
    results = []
    for team, seats in enumerate(teams):
        team_melds = melds[team]
        melded = sum(value(c) for m in team_melds for c in m.cards)
        natural = sum(1 for m in team_melds if m.is_canasta and m.is_natural)
        mixed = sum(1 for m in team_melds if m.is_canasta and not m.is_natural)
        canasta_bonus = natural * rules.canasta_bonus(True) + mixed * rules.canasta_bonus(False)
        n_red = len(red_threes[team])
        red_bonus = rules.red_three_bonus(n_red, players) if n_red else 0
        if not team_melds:
            red_bonus = -red_bonus
        out = went_out is not None and went_out in seats
        going_out = rules.going_out_bonus(concealed) if out else 0
        in_hand = sum(value(c) for seat in seats for c in hands[seat])
        special = 5000 if seven_canastas_team == team else 0
        total = melded + canasta_bonus + red_bonus + going_out - in_hand + special
        rows = canasta_rows((rules.canasta_kind(m), rules.canasta_bonus(m.is_natural))
                            for m in team_melds if m.is_canasta)
        results.append(
            TeamScore(melded, natural, mixed, canasta_bonus, n_red, red_bonus, going_out,
                      out and concealed, in_hand, special, total,
                      named((N_("Seven canastas"), special)), rows)
        )
    return HandResult(tuple(results), went_out, concealed)
