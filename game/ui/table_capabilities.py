"""What the game at the table has, asked of its rules: a partner to ask, acaba, a special
hand, threes to lay down.

A button, a key or a line that applies only in some games asks here, never a variant's id:
Ask partner shows only where sides have partners, the key list names C for acaba only in a
game that has acaba, and so on.
"""

from __future__ import annotations

from game.i18n import N_, _
from game.rules import GameState, Rules

#: The table's keys, each with the capability it needs ("" where every game has it).
KEY_LIST: tuple[tuple[str, str], ...] = (
    (N_("Left/Right choose a card"), ""),
    (N_("Up or Enter select it"), ""),
    (N_("Down clear the selection"), ""),
    (N_("D draw"), ""),
    (N_("T take the pile"), ""),
    (N_("M meld"), ""),
    (N_("Tab choose a meld and E add to it"), ""),
    (N_("X discard"), ""),
    (N_("S sort"), ""),
    (N_("A ask partner"), "partners"),
    (N_("Y/N answer"), ""),
    (N_("C acaba"), "acaba"),
    (N_("H hint"), ""),
    (N_("L game log"), ""),
    (N_("Space skip the animation"), ""),
    (N_("Ctrl+Z or Backspace undo"), ""),
    (N_("Esc menu"), ""),
    (N_("F1 this list"), ""),
)
KEYS_TITLE = N_("Keys")


def has_partners(state: GameState) -> bool:
    """Whether a player here has a partner to ask "may I go out?"."""
    return state.rules.has_partners(state.players)


def variant_actions(state: GameState) -> frozenset[str]:
    """The kinds of the actions this variant adds to every game's (British: ``acaba``)."""
    # The rules list a variant's own actions for the seat to act (Rules.special_actions);
    # asked at the start of a turn nobody has asked in, they name every action a variant
    # offers whatever the cards (acaba; Modern American's threes and special hands wait for
    # the cards, and have buttons of their own).
    rules = state.rules
    cached = _BY_RULES.get(rules)
    if cached is None:
        probe = state.replace(phase="draw", asked=None)
        cached = _BY_RULES[rules] = frozenset(a.kind for a in rules.special_actions(probe))
    return cached


#: Each set of rules' own actions, asked once (rules compare equal by variant and options).
_BY_RULES: dict[Rules, frozenset[str]] = {}


def capabilities(state: GameState) -> frozenset[str]:
    """What the game has, by the names :data:`KEY_LIST` uses."""
    out = set(variant_actions(state))
    if has_partners(state):
        out.add("partners")
    return frozenset(out)


def key_lines(state: GameState) -> list[str]:
    """The keys of the table that apply in this game, in the current language."""
    have = capabilities(state)
    return [_(words) for words, needs in KEY_LIST if not needs or needs in have]
