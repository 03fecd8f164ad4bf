"""British Canasta and Uruguayan Canasta: Classic rules with small differences.

*Uruguayan* is the original game, played exactly as Classic. *British* adds **acaba**: during
his turn a player may end the hand at once; his side scores nothing for it and every other side
1500. In a partnership he may first ask his partner (``ask``), before drawing too, and is bound by
the answer, as for going out: after "no" he may not say acaba this turn; after "yes" the turn
ends in going out or acaba.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from .actions import Action
from .ending import finish_hand
from .events import Event
from .reasons import illegal
from .registry import register_rules
from .scoring import HandResult, TeamScore, named
from .variants import Rules
from .words import N_

if TYPE_CHECKING:
    from .state import GameState

ACABA = Action("acaba")
ASK = Action("ask")
#: What every other side scores when a player says acaba.
ACABA_AWARD = 1500


class UruguayanRules(Rules):
    """The original Canasta from Montevideo: the Classic rules."""

    id: ClassVar[str] = "uruguayan"
    title: ClassVar[str] = "Uruguayan Canasta"


class BritishRules(Rules):
    """Classic Canasta with acaba."""

    id: ClassVar[str] = "british"
    title: ClassVar[str] = "British Canasta (Acaba)"
    aliases: ClassVar[tuple[str, ...]] = ("acaba",)
    ask_without_going_out: ClassVar[bool] = True

    def special_actions(self, state: GameState) -> list[Action]:
        if state.phase not in ("draw", "play"):
            return []
        found = [ACABA] if state.asked != "no" else []
        if (state.phase == "draw" and state.asked is None
                and len(state.teams[state.team_of(state.turn)]) > 1):
            # Acaba may be said before drawing, so its question may be asked then too (after
            # drawing, the listing asks it with going out's).
            found.append(ASK)
        return found

    def apply_special(self, state: GameState, action: Action) -> tuple[GameState, list[Event]]:
        if action.kind != "acaba":
            return super().apply_special(state, action)
        if state.phase not in ("draw", "play"):
            illegal("acaba.not_turn")
        if state.asked == "no":
            illegal("acaba.partner_no")
        seat = state.turn
        ended = state.replace(ended_by="acaba")
        events = [Event("acaba", seat, state.team_of(seat))]
        # Nobody goes out: the hand ends in the turn of the seat that said it, which loses it.
        return finish_hand(ended, events, None)

    def score_hand(self, state: GameState) -> HandResult:
        if state.ended_by != "acaba":
            return super().score_hand(state)
        loser = state.team_of(state.turn)
        teams = tuple(
            TeamScore(special=0 if t == loser else ACABA_AWARD,
                      total=0 if t == loser else ACABA_AWARD,
                      extras=named((N_("Acaba"), 0 if t == loser else ACABA_AWARD)))
            for t in range(len(state.teams))
        )
        return HandResult(teams, None, False)


register_rules(UruguayanRules)
register_rules(BritishRules)
