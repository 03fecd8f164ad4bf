"""The score screen says how the game ends: a target, a number of hands, or both."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.rules import find_variant, read_position
from game.ui.scenes.scoring import game_end_text, game_end_text_after


def test_the_game_end_follows_the_rules() -> None:
    assert game_end_text(find_variant("classic"), 4) == "First to 5,000 wins."
    # Hand and Foot has no target: four hands are the game (not "First to 0 wins.").
    assert game_end_text(find_variant("hand-and-foot"), 6) == (
        "The highest score after 4 hands wins.")
    assert game_end_text(find_variant("ponytail"), 4) == (
        "First to 50,000 wins, or the highest score after 4 hands.")


@pytest.mark.parametrize(("scores", "line"), [
    # Seat 0 goes out: its side scores 1235 and the other 560.
    ([4000, 4675], "The leaders are level: another hand decides."),  # 5235 each
    ([3000, 3675], "First to 5,000 wins."),  # level, short of the target
])
def test_leaders_level_at_the_target_are_told_another_hand_decides(
    scores: list[int], line: str
) -> None:
    state = read_position({
        "variant": "classic", "players": 4, "turn": 0, "phase": "play", "scores": scores,
        "hands": ["5D", "6C", "6D", "6H"], "stock": "8C 8D 8H", "discard": "4D",
        "melded_seats": [0, 1],
        "melds": {"0": ["KS KD KC KH KS KD KC", "QS QD QC QH QS QD QC"],
                  "1": ["JS JD JC JH JS JD JC"]},
    })
    after, _events = state.apply("discard 5D")
    assert after.is_hand_over and not after.is_game_over
    assert game_end_text_after(after) == line


def test_new_game_at_the_games_end_opens_the_new_game_screen(tmp_path: Path,
                                                            monkeypatch: Any) -> None:
    """The button says New game: it opens the New game screen (over the menu), where the
    player chooses the next game, not the menu."""
    import pygame

    from game.rules import new_game as start
    from game.ui.app import App
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.new_game import NewGameScene
    from game.ui.scenes.scoring import ScoringScene

    monkeypatch.setenv("CANASTA_DATA_DIR", str(tmp_path / "data"))
    state = start("classic", 2, seed=3, options={"target_score": 1500})
    from game.ai import make_bot

    bots = [make_bot("normal", seat) for seat in range(2)]
    for _ in range(20000):
        if state.is_game_over:
            break
        if state.is_hand_over:
            state, _events = state.apply("deal")
            continue
        state, _events = state.apply(bots[state.to_act].choose(state.player_view(state.to_act)))
    assert state.is_game_over
    app = App(pygame.Surface((1280, 720)), settings={"sound": False})
    scene = ScoringScene(app, state, None)
    app.scenes.push(scene)
    assert scene.button.label == "New game"
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert isinstance(app.scenes.top, NewGameScene)
    assert isinstance(app.scenes.scenes[0], MenuScene)
