"""Cuban Canasta: two packs to 7500, the pile always frozen, melds of wild cards.

What it changes from Classic: the pile is always frozen (taken only with a natural pair); melds
of wild cards alone (``2: 2C 2D JK``) whose canasta is worth 2000 to 4000 by its twos; threes
scored by colour once the side has a canasta (red threes laid down, black threes melded); black
threes taken with the pile leave the game, and a side that removes all of them scores 100;
opening minimum 150 above 5000 points (seed 000: "vyšší než 5 000", higher than 5000 — where
the same article means "from" it writes "od" or "nebo více"), so 120 at exactly 5000.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from .cards import Card
from .melds import Meld
from .options import TARGET_OPTION, OptionInfo
from .registry import register_rules
from .variants import Rules
from .words import N_

if TYPE_CHECKING:
    from .state import GameState


class CubaRules(Rules):
    """Cuba: two packs to 7500, the pile always frozen, canastas of wild cards worth 2000 to
    4000 by their twos, threes scored by colour once the side has a canasta, and black threes
    taken with the pile leaving the game."""

    id: ClassVar[str] = "cuba"
    title: ClassVar[str] = "Cuban Canasta"
    aliases: ClassVar[tuple[str, ...]] = ("cuban",)
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4, 6)
    option_infos: ClassVar[tuple[OptionInfo, ...]] = (TARGET_OPTION,)
    wild_melds: ClassVar[bool] = True
    pile_always_frozen: ClassVar[bool] = True
    action_cost: ClassVar[float] = 1.3
    #: A side that removes all four black threes (taking them with the pile) scores this.
    all_black_threes_removed: ClassVar[int] = 100

    def default_target(self, players: int) -> int:
        return 7500

    def minimum(self, score: int, players: int, hand_number: int = 0) -> int:
        if score > 5000:  # above 5000 only: at exactly 5000 Classic's 120 still holds
            return 150
        return super().minimum(score, 4)

    def leaves_game_with_pile(self, c: Card) -> bool:
        return c.is_black_three

    def canasta_kind(self, meld: Meld) -> str:
        return "wild" if meld.kind == "wild" else super().canasta_kind(meld)

    # -- scoring --------------------------------------------------------------------------------
    def canasta_value(self, state: GameState, team: int, meld: Meld) -> int:
        if meld.kind == "wild":
            return wild_canasta_value(sum(1 for c in meld.cards if c.is_two))
        return super().canasta_value(state, team, meld)

    def red_threes_score(self, state: GameState, team: int) -> tuple[int, int]:
        """Red threes by colour, and only for a side with a canasta."""
        count = len(state.red_threes[team])
        if not any(m.is_canasta for m in state.melds[team]):
            return count, 0
        return count, threes_by_colour(count)

    def score_items(self, state: GameState, team: int) -> list[tuple[str, int]]:
        melds = state.melds[team]
        black = 0
        if any(m.is_canasta for m in melds):
            black = threes_by_colour(sum(m.size for m in melds if m.rank == "3"))
        packs = self.packs(state.players)
        removed = sum(1 for c in state.removed[team] if c.is_black_three) >= 2 * packs
        return [
            (N_("Black threes"), black),
            (N_("All black threes removed"), self.all_black_threes_removed if removed else 0),
        ]


def threes_by_colour(count: int) -> int:
    """1, 2, 3, 4 threes of one colour: 100, 300, 500, 1000 (each further one 100 more)."""
    return (0, 100, 300, 500, 1000)[min(count, 4)] if count <= 4 else 1000 + (count - 4) * 100


def wild_canasta_value(twos: int) -> int:
    """A canasta of wild cards is worth 2000 + 2000 × twos / 7, rounded to the nearest
    hundred (all jokers and twos mixed: 2000 with no two … 4000 with seven twos)."""
    return int(round((2000 + 2000 * twos / 7) / 100)) * 100


register_rules(CubaRules)
