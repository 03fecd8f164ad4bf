"""Can a hand go out this turn? A small exact solver over ranks, not card permutations.

The engine asks it before allowing ``ask`` (a "yes" binds the player to go out, so asking must
be possible only when going out is), and after each meld while a "yes" stands; bots use it to
see a chance to go out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .cards import Card
from .melds import Meld
from .variants import Rules

if TYPE_CHECKING:
    from .state import GameState


def can_go_out(state: GameState) -> bool:
    """Whether the seat playing its turn can meld its hand (bar one discard) and go out now."""
    if state.asked == "no" or state.phase not in ("play", "answer"):
        return False
    seat = state.turn
    team = state.team_of(seat)
    minimum = None if state.melds[team] else state.minimum(team)
    return can_meld_out(state.rules, state.players, state.hands[seat], state.melds[team], minimum)


def can_meld_out(
    rules: Rules,
    players: int,
    hand: Sequence[Card],
    melds: Sequence[Meld],
    minimum: int | None,
) -> bool:
    """Whether ``hand`` can be melded onto ``melds`` (keeping at most one card to discard) so
    that the side meets the rules' going-out requirement. ``minimum`` is the opening minimum
    when the side has not opened yet, else None."""
    need = rules.canastas_to_go_out(players)
    no_jokers = rules.flag("jokers_not_discarded")
    only_jokers = all(c.is_joker for c in hand)
    tried: set[str] = set()
    choices: list[Card | None] = [None]
    for c in hand:
        key = str(c) if c.is_three else c.rank
        if key not in tried:
            tried.add(key)
            choices.append(c)
    for leave in choices:
        if leave is not None and leave.is_joker and no_jokers and not only_jokers:
            continue
        cards = list(hand)
        if leave is not None:
            cards.remove(leave)
        if _fits(rules, cards, melds, minimum, need):
            return True
    return False


def _fits(
    rules: Rules,
    cards: list[Card],
    melds: Sequence[Meld],
    minimum: int | None,
    need: int,
) -> bool:
    naturals: dict[str, int] = {}
    wilds = 0
    black_threes = 0
    for c in cards:
        if rules.is_wild(c):
            wilds += 1
        elif c.is_black_three:
            black_threes += 1
        elif c.is_red_three:
            return False
        else:
            naturals[c.rank] = naturals.get(c.rank, 0) + 1
    if black_threes and not 3 <= black_threes <= 4:
        return False
    if minimum is not None and sum(rules.card_value(c) for c in cards) < minimum:
        return False
    existing = {m.rank: m for m in melds if m.kind == "group"}
    # Each slot: [size with its required wilds, room for more wilds].
    slots: list[tuple[int, int]] = []
    required = 0
    for rank, n in naturals.items():
        m = existing.get(rank)
        if m is not None:
            nat = m.naturals + n
            if rules.group_error(rank, nat, m.wilds) is not None:
                return False
            slots.append((m.size + n, rules.wild_room(rank, nat, m.wilds)))
            continue
        room = rules.wild_room(rank, n, 0)
        need_wilds = max(0, 3 - n)
        if need_wilds > room or rules.group_error(rank, n, need_wilds) is not None:
            return False
        required += need_wilds
        slots.append((n + need_wilds, room - need_wilds))
    canastas = 0
    for m in melds:
        if m.kind == "group" and m.rank in existing and m.rank not in naturals:
            slots.append((m.size, rules.wild_room(m.rank, m.naturals, m.wilds)))
        elif m.kind != "group" and m.is_canasta:
            canastas += 1
    if wilds < required or wilds - required > sum(room for _, room in slots):
        return False
    spare = wilds - required
    deficits = []
    for size, room in slots:
        if size >= 7:
            canastas += 1
        elif 7 - size <= room:
            deficits.append(7 - size)
    for gap in sorted(deficits):
        if gap > spare:
            break
        spare -= gap
        canastas += 1
    return canastas >= need
