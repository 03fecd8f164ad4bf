"""How the screens name seats and sides, seen from the human player at seat 0."""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _

#: Seat labels by player count, seat 0 first. Play goes to the left, so seat 1 is on the left.
_SEATS: dict[int, tuple[str, ...]] = {
    2: ("You", "Opponent"),
    3: ("You", "Left opponent", "Right opponent"),
    4: ("You", "Left opponent", "Partner", "Right opponent"),
    6: ("You", "Left opponent", "Left partner", "Opponent across", "Right partner",
        "Right opponent"),
}


def seat_label(seat: int, players: int) -> str:
    """A seat's name relative to the player at seat 0 (translated)."""
    names = _SEATS.get(players)
    if names is None or seat >= len(names):
        return _("Player {n}").format(n=seat + 1)
    return _(names[seat])


def side_labels(teams: Sequence[Sequence[int]], players: int) -> list[str]:
    """Column titles for the score sheet: "We" / "They" for partnerships, else each player."""
    if all(len(seats) > 1 for seats in teams):
        return [_("We") if 0 in seats else _("They") for seats in teams]
    return [seat_label(seats[0], players) for seats in teams]


def is_partner(seat: int, players: int) -> bool:
    """Whether ``seat`` plays on the human player's side (seat 0)."""
    return players in (4, 6) and seat % 2 == 0
