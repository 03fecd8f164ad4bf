"""The score screen says how the game ends: a target, a number of hands, or both."""

from __future__ import annotations

from game.rules import find_variant
from game.ui.scenes.scoring import game_end_text


def test_the_game_end_follows_the_rules() -> None:
    assert game_end_text(find_variant("classic"), 4) == "First to 5,000 wins."
    # Hand and Foot has no target: four hands are the game (not "First to 0 wins.").
    assert game_end_text(find_variant("hand-and-foot"), 6) == (
        "The highest score after 4 hands wins.")
    assert game_end_text(find_variant("ponytail"), 4) == (
        "First to 50,000 wins, or the highest score after 4 hands.")
