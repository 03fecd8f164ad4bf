"""The score screen says how the game ends: a target, a number of hands, or both."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.rules import find_variant
from game.ui.scenes.scoring import game_end_text


def test_the_game_end_follows_the_rules() -> None:
    assert game_end_text(find_variant("classic"), 4) == "First to 5,000 wins."
    # Hand and Foot has no target: four hands are the game (not "First to 0 wins.").
    assert game_end_text(find_variant("hand-and-foot"), 6) == (
        "The highest score after 4 hands wins.")
    assert game_end_text(find_variant("ponytail"), 4) == (
        "First to 50,000 wins, or the highest score after 4 hands.")


def test_new_game_at_the_games_end_opens_the_new_game_screen(tmp_path: Path,
                                                            monkeypatch: Any) -> None:
    """The button says New game: it opens the New game screen (over the menu), where the
    player chooses the next game, not the menu."""
    import pygame

    from game.rules import new_game as start
    from game.ui.app import App
    from game.ui.scenes.menu import MenuScene, NewGameScene
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
