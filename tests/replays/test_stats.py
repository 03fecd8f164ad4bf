"""Statistics: a finished game's outcome read from its record, exact tallies per variant and
opponent level (streaks included), and storage that reports and sets aside a broken file
instead of starting again over it."""

from __future__ import annotations

import json

import pytest

from game import platform
from game.rules import Event, GameRecord, GameState
from game.saves import SaveStore
from game.stats import (
    ANY,
    BOOK_NAME,
    MIXED,
    RECENT,
    STATS_PREFIX,
    Outcome,
    Statistics,
    StatsBook,
    StatsError,
    Tally,
    opponent_level,
    outcome_of,
)

from .games import recorded_game

KEY = STATS_PREFIX + BOOK_NAME


def events_of(record: GameRecord) -> list[Event]:
    state = record.initial_state()
    seen: list[Event] = []
    for _seat, text in record.actions:
        state, events = state.apply(text)
        seen += events
    return seen


@pytest.mark.parametrize(("seed", "variant", "players"), [
    (3, "classic", 4), (8, "classic", 2), (2, "samba", 4), (5, "hand-and-foot", 4)])
def test_the_outcome_agrees_with_the_games_own_events(seed: int, variant: str, players: int
                                                      ) -> None:
    record, final = recorded_game(seed, variant, players, options={"target_score": 1500}
                                  if variant == "classic" else None)
    levels = {s: "easy" for s in range(1, players)}
    for seat in (0, 1):
        outcome = outcome_of(record, seat, levels, final, ended="2025-01-01T00:00:00Z")
        team = final.team_of(seat)
        scored = [e.data for e in events_of(record) if e.kind == "hand_scored"]
        assert len(outcome.hands) == len(scored) == len(final.history) + 1
        assert sum(outcome.hands) == final.total_scores[team]
        assert outcome.won == (final.winner == team)
        assert outcome.canastas == sum(r.teams[team].natural_canastas
                                       + r.teams[team].mixed_canastas for r in scored)
        went = [e for e in events_of(record) if e.kind == "went_out" and e.seat == seat]
        assert outcome.concealed == sum(e.data == "concealed" for e in went)
        assert outcome.variant == variant and outcome.ended == "2025-01-01T00:00:00Z"


def test_the_opponents_level_is_theirs_alone_or_mixed() -> None:
    teams = ((0, 2), (1, 3))
    assert opponent_level(teams, 0, {1: "hard", 2: "easy", 3: "hard"}) == "hard"
    assert opponent_level(teams, 0, {1: "hard", 2: "hard", 3: "easy"}) == MIXED
    assert opponent_level(((0,), (1,), (2,)), 1, {0: "easy", 2: "easy"}) == "easy"


def outcome(won: bool, hands: tuple[int, ...] = (100, -50), variant: str = "classic",
            level: str = "normal") -> Outcome:
    return Outcome(variant, level, won, hands, canastas=2, concealed=int(won), ended="t")


def test_a_tally_counts_wins_hands_and_the_longest_streak() -> None:
    tally = Tally()
    for won in (True, True, False, True, True, True, False):
        tally.add(outcome(won, (300, -20) if won else (-100,)))
    assert (tally.games, tally.wins, tally.longest, tally.streak) == (7, 5, 3, 0)
    assert tally.win_rate == pytest.approx(5 / 7)
    assert tally.hands == 5 * 2 + 2 and tally.hand_points == 5 * 280 - 200
    assert tally.best_hand == 300 and tally.canastas == 14 and tally.concealed == 5
    assert tally.recent[-1] == ["t", False, -100, 7, 5]
    tally.add(outcome(True))
    tally.add_abandoned()  # leaving a game ends the streak, and is no loss
    assert (tally.streak, tally.longest, tally.games, tally.abandoned) == (0, 3, 8, 1)


def test_the_chart_keeps_the_last_games_with_exact_running_counts() -> None:
    tally = Tally()
    for n in range(RECENT + 20):
        tally.add(outcome(n % 3 == 0))
    assert len(tally.recent) == RECENT
    first = tally.recent[0]
    assert first[3] == 21 and first[4] == 7  # game 21, and 7 wins up to it (0, 3, ..., 18)


def test_every_game_counts_in_four_tallies() -> None:
    book = StatsBook()
    book.add(outcome(True, variant="classic", level="hard"))
    book.add(outcome(False, variant="samba", level="hard"))
    book.add(outcome(True, variant="classic", level="easy"))
    book.add_abandoned("classic", "hard")
    assert book.tally().games == 3 and book.tally().abandoned == 1
    assert book.tally("classic").wins == 2 and book.tally("classic").abandoned == 1
    assert book.tally(ANY, "hard").games == 2 and book.tally(ANY, "hard").wins == 1
    assert book.tally("samba", "easy").games == 0  # no such games: an empty tally
    assert book.variants() == ["classic", "samba"] and book.levels() == ["hard", "easy"]
    again = StatsBook.from_json(json.loads(json.dumps(book.to_json())))
    assert again == book


@pytest.mark.parametrize("change", [
    lambda d: d.update(version=2),
    lambda d: d.update(tallies=[]),
    lambda d: d["tallies"].update({"classic": {}}),
    lambda d: d["tallies"]["*|*"].update(games=-1),
    lambda d: d["tallies"]["*|*"].update(wins=99),
    lambda d: d["tallies"]["*|*"].update(best_hand="lots"),
    lambda d: d["tallies"]["*|*"].update(recent=[["t", 1, 0, 1, 1]]),
    lambda d: d["tallies"]["*|*"].update(games=True),
    lambda d: d["tallies"]["*|*"].update(hand_points=10**400),  # no float holds its average
    lambda d: d["tallies"]["*|*"].update(best_hand=-10**400),
    lambda d: d["tallies"]["*|*"].update(recent=[["t", True, 0, 0, 0]]),  # no games so far
    lambda d: d["tallies"]["*|*"].update(recent=[["t", True, 0, 1, 2]]),  # more wins than games
    lambda d: d["tallies"]["*|*"].update(recent=[["t", True, 10**400, 1, 1]]),
])
def test_statistics_of_another_shape_are_refused(change: object) -> None:
    book = StatsBook()
    book.add(outcome(True))
    data = json.loads(json.dumps(book.to_json()))
    change(data)  # type: ignore[operator]
    with pytest.raises(StatsError):
        StatsBook.from_json(data)


def test_a_player_whose_hands_sum_below_zero_keeps_their_statistics() -> None:
    """Hands can score below zero, so can all of a game's: what the game wrote for such a
    game reads back (it was refused as damaged and set aside before)."""
    stats = Statistics()
    assert stats.record(outcome(False, hands=(-300, 20))) is None
    loaded = stats.load()
    assert loaded.problem is None and stats.backups() == []
    assert loaded.book.tally().hand_points == -280 and loaded.book.tally().games == 1


def test_statistics_are_stored_and_read_back() -> None:
    stats = Statistics()
    assert stats.load().book == StatsBook() and stats.load().problem is None
    assert stats.record(outcome(True)) is None
    assert stats.record_abandoned("classic", "normal") is None
    loaded = stats.load()
    assert loaded.problem is None
    assert loaded.book.tally().games == 1 and loaded.book.tally().abandoned == 1


@pytest.mark.parametrize("damage", ["bytes", "shape"])
def test_a_broken_file_is_set_aside_reported_and_never_written_over(damage: str) -> None:
    stats = Statistics()
    stats.record(outcome(True))
    stats.record(outcome(True))
    if damage == "bytes":
        text = platform.storage_get(KEY)
        assert text is not None
        broken = text.replace('"wins":2', '"wins":9')  # the checksum no longer matches
    else:  # a file with a valid checksum whose contents are not statistics
        SaveStore(STATS_PREFIX).save(BOOK_NAME, {"version": 1, "tallies": {"x": 1}})
        broken = platform.storage_get(KEY) or ""
    platform.storage_set(KEY, broken)
    problem = stats.record(outcome(False))
    assert problem is not None and problem.kind == "damaged"
    assert problem.backup is not None and problem.backup.startswith(BOOK_NAME + ".bad-")
    assert platform.storage_get(STATS_PREFIX + problem.backup) == broken  # byte for byte
    assert stats.load().book.tally().games == 1  # the new statistics: this game alone
    assert stats.backups() == [problem.backup]
    platform.storage_set(KEY, broken)  # broken again within the same second: a new name
    again = stats.load().problem
    assert again is not None and again.backup != problem.backup
    assert len(stats.backups()) == 2


def test_a_file_that_can_be_neither_read_nor_moved_is_left_alone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    stats = Statistics()
    stats.record(outcome(True))
    before = platform.storage_get(KEY)

    def refuse(key: str) -> str:
        raise OSError("permission denied")

    writes: list[str] = []
    with monkeypatch.context() as patch:
        patch.setattr(platform, "storage_get", refuse)
        patch.setattr(platform, "storage_set", lambda key, value: writes.append(key))
        problem = stats.record(outcome(False))
    assert problem is not None and problem.kind == "unreadable" and writes == []
    assert platform.storage_get(KEY) == before


def test_a_full_storage_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    def full(key: str, value: str) -> None:
        raise OSError("the browser refused to store: QuotaExceededError")

    monkeypatch.setattr(platform, "storage_set", full)
    problem = Statistics().record(outcome(True))
    assert problem is not None and problem.kind == "unsaved" and "Quota" in problem.detail


def test_a_state_that_is_not_over_has_no_winner_to_count() -> None:
    record, state = recorded_game(9, stop_after=20)
    assert isinstance(state, GameState) and state.winner is None
    assert not outcome_of(record, 0, {}, state).won
