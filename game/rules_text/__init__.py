"""The rules as players read them in the game, per variant, in translatable paragraphs.

:func:`rules_sections` assembles what the rules screen shows for a variant: the house rules in
force when it is opened from a game, the variant's own text, the choices this game makes where
the rule books are unclear, and every house rule the variant offers.

Paragraph conventions (the screen renders them): "## " starts a sub-heading, "• " a list item,
"Example: " an example set apart.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.i18n import _, number
from game.rules import OptionInfo, Rules, find_variant
from game.rules_text import american, classic, hand_and_foot, ponytail, samba_family, spanish
from game.rules_text.model import N_, Section

__all__ = ["Section", "N_", "rules_sections", "option_value_text", "UNAVAILABLE_VARIANTS"]

#: Variant families with a written rules text, by the rules class's id.
TEXTS: dict[str, tuple[Section, ...]] = {
    "classic": classic.SECTIONS,
    "uruguayan": samba_family.URUGUAYAN,
    "british": samba_family.BRITISH,
    "samba": samba_family.SAMBA,
    "bolivia": samba_family.BOLIVIA,
    "brazil": samba_family.BRAZIL,
    "chile": samba_family.CHILE,
    "italy": samba_family.ITALY,
    "cuba": samba_family.CUBA,
    "american": american.SECTIONS,
    "spanish": spanish.SECTIONS,
    "hand-and-foot": hand_and_foot.SECTIONS,
    "ponytail": ponytail.SECTIONS,
}
CHOICES: dict[str, tuple[str, ...]] = {
    "classic": classic.ENGINE_CHOICES,
    "uruguayan": classic.ENGINE_CHOICES,
    # British answers asking its own way (the answer covers acaba too).
    "british": tuple(c for c in classic.ENGINE_CHOICES if c not in classic.ASKING_CHOICES)
    + samba_family.BRITISH_CHOICES,
    "samba": samba_family.SAMBA_CHOICES,
    "bolivia": samba_family.SAMBA_CHOICES,
    "brazil": samba_family.SAMBA_CHOICES,
    "chile": samba_family.SAMBA_CHOICES,
    "italy": samba_family.SAMBA_CHOICES,
    "cuba": (*classic.ENGINE_CHOICES, classic.NINE_CARDS),
    "american": american.ENGINE_CHOICES,
    "spanish": spanish.ENGINE_CHOICES,
    "hand-and-foot": hand_and_foot.ENGINE_CHOICES,
    "ponytail": ponytail.ENGINE_CHOICES,
}

#: Variants the sources name but do not describe well enough to play: (title, reason).
UNAVAILABLE_VARIANTS: tuple[tuple[str, str], ...] = (
    (N_("Boat"), N_("no rules source describes it")),
)


def option_value_text(info: OptionInfo, value: Any, rules: Rules, players: int) -> str:
    """A house rule's value as a player reads it: On/Off, a number, or "Usual (N)"."""
    if isinstance(value, bool):
        return _("On") if value else _("Off")
    if value == 0 and info.name == "target_score":
        return _("Usual ({value})").format(value=number(rules.default_target(players)))
    if value == 0 and info.name == "hand_size":
        usual = find_variant(rules.id).hand_size(players)
        return _("Usual ({value})").format(value=usual)
    if value == 0:
        return _("Usual")
    return number(value) if isinstance(value, int) else str(value)


def _in_force(rules: Rules, players: int, in_game: bool) -> Section:
    changed = rules.changed_options()
    lines: list[str] = []
    for info in rules.option_infos:
        if info.name in changed:
            value = option_value_text(info, changed[info.name], rules, players)
            lines.append(f"• {_(info.title)}: {value}")
    if not lines:
        lines.append(_("No house rules: the usual rules apply."))
    heading = N_("House rules in this game") if in_game else N_("House rules of this variant")
    return Section(heading, tuple(lines), translate=False)


def _house_rules(rules: Rules, players: int, show_state: bool) -> Section:
    paragraphs: list[str] = []
    for info in rules.option_infos:
        title = _(info.title)
        if show_state:
            state = option_value_text(info, rules.option(info.name), rules, players)
            title = f"{title} — {state}"
        paragraphs.append(f"## {title}")
        paragraphs.append(_(info.description))
    if not paragraphs:
        paragraphs.append(_("This variant has no house rules."))
    return Section(N_("House rules"), tuple(paragraphs), translate=False)


def rules_sections(
    variant_id: str, options: Mapping[str, Any] | None = None, players: int | None = None
) -> list[Section]:
    """What the rules screen shows for ``variant_id``.

    ``options`` are the game's house rules when the screen is opened from a game (None from
    the menu); ``players`` picks the numbers quoted for the usual values.
    """
    rules = find_variant(variant_id, options)
    count = players if players is not None else rules.default_players
    sections: list[Section] = []
    show_state = options is not None or bool(rules.changed_options())
    if show_state:
        sections.append(_in_force(rules, count, options is not None))
    text = TEXTS.get(rules.id)
    if text is None:
        sections.append(
            Section(
                N_("About this variant"),
                (N_("The full rules text of this variant has not been written yet."),),
            )
        )
    else:
        sections.extend(text)
    choices = CHOICES.get(rules.id)
    if choices:
        sections.append(Section(N_("How this game settles unclear rules"), choices))
    sections.append(_house_rules(rules, count, show_state))
    return sections
