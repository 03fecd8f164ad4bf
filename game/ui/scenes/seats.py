"""How the screens name seats and sides, seen from one seat (the human player's, seat 0).

Who plays with whom comes from the rules' own teams (``rules.teams_for(players)``, a state's
``teams``), never from seat numbers: six-player Classic pairs every second seat, six-player
Hand and Foot pairs opposite seats (0/3, 1/4, 2/5), and some house rules make everyone play
alone at four. Where a seat sits is the table's seating order (``table_layout.POSITIONS``:
left, across the top, right; eight players have five seats across the top).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import N_, _
from game.ui.table_layout import POSITIONS

Teams = Sequence[Sequence[int]]
RGB = tuple[int, int, int]

#: Each side's colour: the viewer's side gold, another side red, and with two other sides the
#: first in team order blue; colours that tell apart for colour-blind eyes too (lightness and
#: hue both differ).
GOLD_SIDE: RGB = (236, 196, 88)
BLUE_SIDE: RGB = (116, 186, 238)
RED_SIDE: RGB = (236, 124, 108)

#: A seat's name by where it sits and whether it plays on the viewer's side.
_LABELS: dict[tuple[str, bool], str] = {
    ("left", False): N_("Left opponent"),
    ("top_left", False): N_("Top-left opponent"),
    ("top", False): N_("Opponent across"),
    ("top_right", False): N_("Top-right opponent"),
    ("right", False): N_("Right opponent"),
    # Eight players: the two seats either side of the one across, between it and the corners.
    ("top_centre_left", False): N_("Centre-left opponent"),
    ("top_centre_right", False): N_("Centre-right opponent"),
    ("left", True): N_("Left partner"),
    ("top_left", True): N_("Left partner"),
    ("top", True): N_("Partner"),
    ("top_right", True): N_("Right partner"),
    ("right", True): N_("Right partner"),
    ("top_centre_left", True): N_("Left partner"),
    ("top_centre_right", True): N_("Right partner"),
}


def team_of(seat: int, teams: Teams) -> int:
    """The index of the team ``seat`` plays in."""
    for index, seats in enumerate(teams):
        if seat in seats:
            return index
    raise ValueError(f"seat {seat} is in no team of {teams}")


def is_partner(seat: int, teams: Teams, viewer: int = 0) -> bool:
    """Whether ``seat`` (another seat than ``viewer``) plays on the viewer's side."""
    return seat != viewer and team_of(seat, teams) == team_of(viewer, teams)


def seat_label(seat: int, teams: Teams, viewer: int = 0) -> str:
    """A seat's name as ``viewer`` sees the table: where it sits and whether it is a partner
    (translated)."""
    players = sum(len(seats) for seats in teams)
    if seat == viewer:
        return _("You")
    places = POSITIONS.get(players)
    if places is None or not 0 <= seat < players:
        return _("Player {n}").format(n=seat + 1)
    if players == 2:
        return _("Opponent")
    place = places[(seat - viewer) % players - 1]
    return _(_LABELS[place, is_partner(seat, teams, viewer)])


def partnership_label(team: int, teams: Teams, viewer: int | None) -> str:
    """A partnership's name on the table: "Your side", "Their side" when there is only one
    other side, else "Side n" (three pairs at six, or nobody's side in the attract mode)."""
    if viewer is not None and viewer in teams[team]:
        return _("Your side")
    if viewer is not None and len(teams) == 2:
        return _("Their side")
    return _("Side {n}").format(n=team + 1)


def side_colours(teams: Teams, viewer: int = 0) -> list[RGB]:
    """Each side's colour as ``viewer`` sees the table, by team: the same on the plates, the
    meld areas, the score panels, the score sheet and the chart."""
    mine = team_of(viewer, teams)
    others = [team for team in range(len(teams)) if team != mine]
    palette = [RED_SIDE] if len(others) == 1 else [BLUE_SIDE, RED_SIDE, (170, 222, 150)]
    return [GOLD_SIDE if team == mine else palette[others.index(team) % len(palette)]
            for team in range(len(teams))]


def side_labels(teams: Teams, viewer: int = 0) -> list[str]:
    """Column titles for the score sheet: "We" / "They" for two partnerships ("Side n" for
    the others when there are three), else each player's seat label."""
    if all(len(seats) > 1 for seats in teams):
        mine = team_of(viewer, teams)
        if len(teams) == 2:
            return [_("We") if team == mine else _("They") for team in range(len(teams))]
        return [_("We") if team == mine else _("Side {n}").format(n=team + 1)
                for team in range(len(teams))]
    return [seat_label(seats[0], teams, viewer) for seats in teams]
