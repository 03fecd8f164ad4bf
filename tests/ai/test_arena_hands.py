"""The arena's single hands: one hand a game, sides swapped on each deal, going out counted."""

from __future__ import annotations

import pytest

from game.ai import arena


def test_single_hands_swap_sides_on_one_deal() -> None:
    outcomes = arena.run("spanish", 4, "normal", "easy", 4, seed=3, hands=1)
    assert [o.hands for o in outcomes] == [1, 1, 1, 1]
    # A pair of games is one deal with the sides swapped.
    assert arena.deal_seed(3, 0) == arena.deal_seed(3, 1) != arena.deal_seed(3, 2)
    teams = ((0, 2), (1, 3))
    assert arena.a_seats(4, teams, 0) == (0, 2) and arena.a_seats(4, teams, 1) == (1, 3)


def test_same_levels_get_a_deal_each() -> None:
    assert arena.deal_seed(3, 0, paired=False) != arena.deal_seed(3, 1, paired=False)
    outcomes = arena.run("classic", 4, "normal", "normal", 2, seed=5, hands=1)
    assert (outcomes[0].a_score, outcomes[0].b_score) != (outcomes[1].b_score,
                                                          outcomes[1].a_score)


def test_hand_summary_counts_going_out_and_points_ahead() -> None:
    outcomes = [arena.Outcome(0, 1.0, 300, 100, 1, 0.1, True),
                arena.Outcome(1, 0.0, 50, 150, 1, 0.1, False)]
    summary = arena.hand_summary(outcomes)
    assert summary.startswith("went_out=0.500 (1/2) ci95=[")
    assert "a_points_ahead=+50.0 ci95=[" in summary


def test_single_hands_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    arena.main(["--variant", "hand-and-foot", "--a", "normal", "--b", "easy", "--games", "2",
                "--single-hands", "--seed", "2"])
    out = capsys.readouterr().out
    assert "hands_per_game=1.0" in out
    assert "went_out=" in out and "a_points_ahead=" in out and "a_win_rate=" in out


def test_single_hands_refuse_more_hands(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        arena.main(["--single-hands", "--hands", "3", "--games", "2"])
    assert "--single-hands plays one hand a game, not --hands 3" in capsys.readouterr().err
