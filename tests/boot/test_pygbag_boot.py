"""The built page boots and plays under pygbag's own runtime code (tests/boot/pygbag_page.py
runs it natively: cpythonrc.py, aio, import_site, the page's loader, main.py in __main__,
frames by aio.step()). Each run is a child process, so the runtime's global changes (asyncio,
sys.exit, sys.platform, the platform module) stay there."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.rules import GameRecord
from game.saves import encode

ROOT = Path(__file__).resolve().parents[2]
PAGE = Path(__file__).resolve().parent / "pygbag_page.py"
MARK = "PYGBAG-PAGE "
TIMEOUT_S = 240


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("boot") / "web"
    proc = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_web.py"), "--out", str(out), "--zip",
         str(out.parent / "web.zip")],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return out


def boot(web: Path, root: Path, scenario: str, *argv: str, storage: dict[str, str] | None = None,
         replace_main: str | None = None, fullscreen: str = "off") -> dict[str, Any]:
    """Run one scenario in a child process and return its report."""
    root.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, str(PAGE), "--web", str(web), "--root", str(root),
               "--scenario", scenario, "--fullscreen", fullscreen]
    if storage is not None:
        path = root / "storage.json"
        path.write_text(json.dumps(storage), encoding="utf-8")
        command += ["--storage", str(path)]
    if replace_main is not None:
        path = root / "variant_main.py"
        path.write_text(replace_main, encoding="utf-8")
        command += ["--replace-main", str(path)]
    command += ["--", *argv]
    # USER=web_user: cpythonrc.py renames /home/web_user to /home/$USER otherwise.
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", USER="web_user",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("CANASTA_DATA_DIR", None)  # in the browser saves go to localStorage only
    proc = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True,
                          timeout=TIMEOUT_S, check=False, stdin=subprocess.DEVNULL)
    lines = [line for line in proc.stdout.splitlines() if line.startswith(MARK)]
    assert lines, f"the page printed no report:\n{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}"
    report: dict[str, Any] = json.loads(lines[-1][len(MARK):])
    report["log"] = proc.stdout[-3000:] + proc.stderr[-3000:]
    return report


def assert_clean_start(report: dict[str, Any]) -> None:
    assert report["failures"] == [], report["failures"][0] + "\n" + report["log"]
    assert report["main_started"], report["log"]
    # The game that ran is the one in the built archive, mounted where the page mounts it.
    assert report["game_package"].endswith("/data/data/canasta/assets/game/__init__.py")
    # Nothing but pygbag's own package index (which its runtime always reads) and the
    # archive was fetched: main.py's header sends the page nowhere.
    index, archive = report["fetched"]
    assert index.startswith("https://pygame-web.github.io/cdn/index-0.9.3-cp3")
    assert archive == "canasta.apk"
    assert report["ready_calls"] == 1  # the loading screen gave way to the game


def test_menu_runs_300_frames_under_pygbag(web: Path, tmp_path: Path) -> None:
    # A mistake in the page address's arguments is reported, and the game starts anyway.
    report = boot(web, tmp_path, "menu", "canasta", "--variant", "nonesuch")
    assert_clean_start(report)
    assert "ignoring the arguments in the page address" in report["log"]
    assert report["menu_frames"] >= 300 and not report["main_done"]
    assert report["top"] == "MenuScene"
    assert report["main_globals_kept"]  # no recycle of __main__ ran
    # A plain 1280x720 canvas: no SCALED/RESIZABLE in the browser (see game/ui/display.py).
    assert report["screen_size"] == [1280, 720] and not report["scaled_or_resizable"]
    assert "Quit" not in report["menu_buttons"]  # a page can't be quit
    assert report["fullscreen_label"] == "Full screen"


def test_the_old_entry_point_dies_on_its_first_frame(web: Path, tmp_path: Path) -> None:
    """What the harness is for: main.py ending in sys.exit(asyncio.run(main())), as it did,
    is recycled by pygbag's sys.exit and main() finds its module's globals gone."""
    source = (ROOT / "main.py").read_text(encoding="utf-8")
    head = source[:source.index('if __name__ == "__main__":')]
    old = head + 'if __name__ == "__main__":\n    sys.exit(asyncio.run(main()))\n'
    report = boot(web, tmp_path, "menu", replace_main=old)
    assert any("task main failed" in f and "NameError" in f for f in report["failures"]), (
        report["failures"])


def test_demo_hand_plays_to_its_scoring_screen(web: Path, tmp_path: Path) -> None:
    shots = tmp_path / "shots"  # the folder the page's report lists
    report = boot(web, tmp_path, "demo", "canasta", "--demo", "--turbo", "--quit-after-hand",
                  "--seed", "5", "--level", "easy", "--screenshot-dir", str(shots))
    assert_clean_start(report)
    assert report["main_done"] and report["main_result"] == 0
    assert report["scoring_shown"] and report["exit_code"] == 0
    assert any("scoring" in name for name in report["shots"])
    assert report["storage_keys"] == []  # demo games never save over the player's game


def saved_game(seed: int = 21) -> dict[str, str]:
    """localStorage holding a Classic game saved a few turns in, a bot to act next."""
    record, state = GameRecord.start("classic", 4, seed)
    rng = random.Random(seed)
    while len(record.actions) < 12 or state.to_act == 0:
        action = rng.choice(list(state.legal_actions()))
        record.add(state.to_act, action)
        state, _ = state.apply(action)
    payload = {"record": record.to_json(), "human_seat": 0,
               "levels": {"1": "easy", "2": "easy", "3": "easy"}}
    return {"canasta:saves/current": encode(payload)}


def test_saved_game_continues_and_a_human_turn_is_played_with_the_mouse(
    web: Path, tmp_path: Path
) -> None:
    storage = saved_game()
    report = boot(web, tmp_path, "continue", "canasta", "--turbo", storage=storage)
    assert_clean_start(report)
    assert report["top"] == "TableScene"
    assert report["bots_played_before_human"] >= 1  # Continue picked the game up
    # The human's turn, by posted mouse events: a click on the stock, a card onto the pile.
    kinds = [text.split()[0] for _seat, text in report["human_actions"]]
    assert kinds[:1] == ["draw"] and "discard" in kinds, report["human_actions"]
    assert report["played_on"]  # and the bots carried on after it, saving as they went


def short_saved_game(seed: int = 8) -> dict[str, str]:
    """localStorage holding a two-player Classic game to 1500, a few turns in."""
    record, state = GameRecord.start("classic", 2, seed, {"target_score": 1500})
    rng = random.Random(seed)
    while len(record.actions) < 6 or state.to_act == 0:
        action = rng.choice(list(state.legal_actions()))
        record.add(state.to_act, action)
        state, _ = state.apply(action)
    payload = {"record": record.to_json(), "human_seat": 0, "levels": {"1": "easy"}}
    return {"canasta:saves/current": encode(payload)}


def test_a_finished_game_is_counted_kept_and_replayed(web: Path, tmp_path: Path) -> None:
    """Under pygbag's runtime with localStorage: a game played to its end is counted (a broken
    statistics file is reported and set aside, its bytes kept), Statistics and Replays open
    from the menu with the mouse, the game replays to its first score, steps back and turns
    to another seat with the keys, and steps back again by touch."""
    storage = {**short_saved_game(), "canasta:stats/games": "{ broken"}
    report = boot(web, tmp_path, "statistics_and_replays", "canasta", "--turbo",
                  storage=storage)
    assert_clean_start(report)
    assert report["game_over"], report
    assert "The statistics could not be read; they were kept as “games.bad-" in report["notice"]
    keys = report["storage_keys"]
    backups = [k for k in keys if k.startswith("canasta:stats/games.bad-")]
    assert len(backups) == 1 and "canasta:stats/games" in keys
    assert "canasta:saves/current" not in keys  # the finished game's save is gone...
    assert sum(k.startswith("canasta:games/") for k in keys) == 1  # ...kept for replays
    assert report["figures"]["Games finished"] == "1"
    assert report["figures"]["Wins"] == ("1" if report["winner"] == 0 else "0")
    assert report["statistics_problem"].startswith("Statistics that could not be read")
    assert len(report["replays"]) == 1
    assert report["replay_first_score_at"] > 10 and report["replay_top"] == "TableScene"
    assert report["stepped_back_to"] == report["replay_first_score_at"] - 1
    assert report["state_matches"] and report["bottom_after_v"] == 1
    assert report["tapped_back_to"] == report["stepped_back_to"] - 1
    assert report["open_seats"] == [0, 1]


def test_replay_file_plays_its_first_hand_under_pygbag(web: Path, tmp_path: Path) -> None:
    """--replay FILE --turbo --quit-after-hand, as the demo: to the first score, main() ends
    with 0 and the page stops cleanly."""
    record, state = GameRecord.start("classic", 2, 5)
    while not state.is_hand_over:
        action = state.legal_actions()[0]
        record.add(state.to_act, action)
        state, _ = state.apply(action)
    path = tmp_path / "finished-hand.save"
    path.write_text(encode({"record": record.to_json(), "human_seat": 0,
                            "levels": {"1": "easy"}}), encoding="utf-8")
    shots = tmp_path / "shots"
    report = boot(web, tmp_path, "demo", "canasta", "--replay", str(path), "--turbo",
                  "--quit-after-hand", "--screenshot-dir", str(shots))
    assert_clean_start(report)
    assert report["main_done"] and report["main_result"] == 0
    assert report["scoring_shown"] and report["exit_code"] == 0
    assert report["storage_keys"] == []  # watching writes nothing


def test_the_guided_first_game_plays_through_under_pygbag(web: Path, tmp_path: Path) -> None:
    """Learn to play from the menu, every step of the lesson by posted mouse events (clicks,
    a drag onto the pile), to the New game screen it ends on; nothing is saved."""
    from game.ui.tutorial_lesson import LEARNER, STEPS, lesson_script, lesson_state

    report = boot(web, tmp_path, "lesson", "canasta", "--turbo")
    assert_clean_start(report)
    assert report["lesson_went_out"] == LEARNER
    # The moves played are the script's (a meld's groups may come in another order).
    played, scripted = lesson_state(), lesson_state()
    assert [seat for seat, _text in report["lesson_actions"]] == [
        seat for seat, _a in lesson_script()]
    for (_seat, text), (_s, action) in zip(report["lesson_actions"], lesson_script(),
                                           strict=True):
        played, scripted = played.play(text), scripted.play(action)
        assert played == scripted, text
    acted = [i for i, s in enumerate(STEPS) if not s.expect or any(
        seat == LEARNER for seat, _text in s.expect)]
    assert [i for i in report["lesson_steps"] if i in acted] == acted
    assert report["top_after_lesson"] == "NewGameScene"
    assert "canasta:saves/current" not in report["storage_keys"]  # a lesson is never saved
    assert any(name.endswith("-end.png") for name in report["shots"])


def saved_practice_game() -> dict[str, str]:
    """localStorage holding a practice game of Classic, the human to draw next and able to
    meld after the draw."""
    levels = {"1": "easy", "2": "easy", "3": "easy"}
    for seed in range(1, 300):
        record, state = GameRecord.start("classic", 4, seed)
        rng = random.Random(seed)
        while not state.is_hand_over and len(record.actions) < 80:
            if state.to_act == 0 and state.phase == "draw" and len(record.actions) >= 8:
                drawn, _ = state.apply("draw")
                if any(a.kind == "meld" and all(g.target is None for g in a.groups)
                       for a in drawn.legal_actions()):
                    payload = {"record": record.to_json(), "human_seat": 0, "levels": levels,
                               "practice": True}
                    return {"canasta:saves/current": encode(payload)}
            legal = [a for a in state.legal_actions() if a.kind not in ("meld", "ask")]
            action = rng.choice(legal or list(state.legal_actions()))
            record.add(state.to_act, action)
            state, _ = state.apply(action)
    raise AssertionError("no deal gave the human a meld")


def test_undo_takes_back_a_meld_by_mouse_touch_and_ctrl_z_and_practice_a_turn(
    web: Path, tmp_path: Path
) -> None:
    report = boot(web, tmp_path, "undo", "canasta", "--turbo", storage=saved_practice_game())
    assert_clean_start(report)
    start, drawn = report["turn_start"], report["after_draw"]
    assert drawn == start + 1
    # Each meld reached the save, and each take-back left it as before the meld.
    assert report["saved_after"] == [drawn + 1, drawn] * 3
    assert report["states_back"] == [True, True, True]
    assert report["message"].startswith("Taken back:")
    # Practice: Backspace took the whole turn back, the draw too.
    assert report["after_turn_back"] == start and report["phase_after_turn_back"] == "draw"
    assert report["practice_saved"] is True


def test_pass_and_play_from_the_menu_hides_each_hand_between_people(
    web: Path, tmp_path: Path
) -> None:
    report = boot(web, tmp_path, "passplay", "canasta", "--turbo")
    assert_clean_start(report)
    assert isinstance(report["seed"], int)  # saved with the game: a failure names its deal
    deal = f"the deal of seed {report['seed']}"
    assert report["names_typed"] == {"0": "Eva", "2": "Tom"}, deal
    # The table opens hidden, then passes between the two people around the computer players.
    assert report["handoffs"] == ["Eva", "Tom", "Eva", "Tom"], deal
    assert report["viewers"] == [0, 2, 0, 2], deal
    assert report["saved_humans"] == [0, 2], deal
    assert report["saved_names"] == {"0": "Eva", "2": "Tom"}, deal
    assert report["actions"] >= 6, deal
