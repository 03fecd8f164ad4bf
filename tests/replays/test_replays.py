"""Reading games to watch: saves and bare records are checked once, any moment of the game is
rebuilt exactly, and whatever can't be watched is refused with one line and a ReplayError."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.replays import (
    CHECKPOINT_EVERY,
    ReplayError,
    ReplayGame,
    is_practice,
    read_replay,
    read_replay_file,
    replay_from_payload,
)
from game.saves import MAX_BYTES, encode

from .games import payload, recorded_game, save_text


@pytest.fixture(scope="module")
def finished() -> ReplayGame:
    record, _state = recorded_game(3, options={"target_score": 1500})
    return replay_from_payload(payload(record))


def test_every_moment_is_rebuilt_as_the_game_went(finished: ReplayGame) -> None:
    record = finished.record
    assert finished.finished and finished.length == len(record.actions) > 3 * CHECKPOINT_EVERY
    state = record.initial_state()
    positions = [state.to_position()]
    for _seat, text in record.actions:
        state, _events = state.apply(text)
        positions.append(state.to_position())
    for index in random.Random(1).sample(range(finished.length + 1), 40) + [0, finished.length]:
        assert finished.state_at(index).to_position() == positions[index], index
    with pytest.raises(IndexError):
        finished.state_at(finished.length + 1)


def test_hands_start_after_each_deal(finished: ReplayGame) -> None:
    actions = [text for _seat, text in finished.record.actions]
    deals = [i + 1 for i, text in enumerate(actions) if text == "deal"]
    assert finished.hand_starts == (0, *deals) and len(deals) >= 1
    second = finished.hand_starts[1]
    assert finished.hand_at(second - 1) == 0 and finished.hand_at(second) == 1
    assert finished.hand_start_after(0) == second
    assert finished.hand_start_before(second + 5) == second  # back to this hand's start
    assert finished.hand_start_before(second) == 0  # at a start: the hand before
    last = finished.hand_starts[-1]
    assert finished.hand_start_after(last) == finished.length  # the last hand: the end


def test_a_finished_game_opens_every_hand_a_game_in_progress_only_the_players() -> None:
    record, _state = recorded_game(4, stop_after=60)
    game = replay_from_payload(payload(record, human_seat=2))
    assert not game.finished and game.open_seats() == (2,) and game.people() == (2,)
    record, _state = recorded_game(3, options={"target_score": 1500})
    assert replay_from_payload(payload(record)).open_seats() == (0, 1, 2, 3)


def test_saves_and_bare_records_are_read(tmp_path: Path) -> None:
    record, _state = recorded_game(5, stop_after=30)
    from_save = read_replay(save_text(record, "hard"))
    assert from_save.levels == {1: "hard", 2: "hard", 3: "hard"} and from_save.human_seat == 0
    bare = tmp_path / "record.json"
    bare.write_text(json.dumps(record.to_json()), encoding="utf-8")
    from_record = read_replay_file(bare)
    assert from_record.record == record and from_record.human_seat == 0
    assert from_record.state_at(30).to_position() == from_save.final.to_position()


def _broken_texts() -> dict[str, tuple[str, str]]:
    record, _state = recorded_game(6, stop_after=30)
    good = save_text(record)
    envelope = json.loads(good)
    tampered = dict(envelope, payload=dict(envelope["payload"], human_seat=1))
    illegal = record.to_json()
    illegal["actions"][5] = [illegal["actions"][5][0], "discard JK"]
    wrong_seat = record.to_json()
    wrong_seat["actions"][2] = [(wrong_seat["actions"][2][0] + 1) % 4,
                                wrong_seat["actions"][2][1]]
    return {
        "not json": ("{not json", "not JSON"),
        "not a record": (json.dumps({"hello": 1}), "not a Canasta save or game record"),
        "a list": ("[1, 2]", "not a Canasta save or game record"),
        "tampered save": (json.dumps(tampered), "checksum"),
        "truncated save": (good[: len(good) // 2], "not JSON"),
        "illegal action": (json.dumps(illegal), "action 6 ('discard JK') is refused"),
        "out of turn": (json.dumps(wrong_seat), "action 3"),
        "unknown variant": (json.dumps(dict(record.to_json(), variant="nonesuch")), "nonesuch"),
        "bad seat": (encode(dict(payload(record), human_seat=7)), "seat 7"),
        "bad level": (encode(dict(payload(record), levels={"1": "genius"})), "genius"),
        "bad level seat": (encode(dict(payload(record), levels={"9": "easy"})), "'9'"),
    }


@pytest.mark.parametrize("case", sorted(_broken_texts()))
def test_what_cannot_be_watched_is_refused_in_one_line(case: str) -> None:
    text, words = _broken_texts()[case]
    with pytest.raises(ReplayError) as refused:
        read_replay(text)
    message = str(refused.value)
    assert words in message and "\n" not in message


def test_files_that_are_missing_huge_or_not_text_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ReplayError, match="No such file"):
        read_replay_file(tmp_path / "nowhere.save")
    huge = tmp_path / "huge.save"
    huge.write_bytes(b" " * (MAX_BYTES + 1))
    with pytest.raises(ReplayError, match="larger than"):
        read_replay_file(huge)
    binary = tmp_path / "binary.save"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(ReplayError, match="UTF-8"):
        read_replay_file(binary)
    with pytest.raises(ReplayError):
        read_replay_file(tmp_path)  # a folder


def test_practice_is_read_from_the_save_or_the_config_and_absent_means_not() -> None:
    assert not is_practice({"record": {}})
    assert is_practice({"practice": True})
    assert not is_practice({"practice": "yes"})  # only a real true counts

    class Config:
        practice = True

    assert is_practice(None, Config()) and not is_practice(None, object())
    record, _state = recorded_game(7, stop_after=10)
    assert replay_from_payload(dict(payload(record), practice=True)).practice
