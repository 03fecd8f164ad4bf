"""Whether a position read from a table can be played on: the checks across its keys.

Each key of a position is checked for its type and range where it is read (see
:mod:`game.rules.position`); what is checked here are the combinations that would leave a state
the engine cannot go on from — a seat that has drawn but holds no card, a partner's "yes" for a
seat that cannot go out, a hand that is over before anyone went out of it. Every state the
engine reaches passes these checks (its positions read back equal).
"""

from __future__ import annotations

from collections import Counter

from .cards import full_deck
from .ending import game_decided
from .engine import ASKED_BEFORE_DRAWING
from .errors import PositionError
from .going_out import answer_out_of_phase, bound_to_go_out, threes_bind
from .state import GameState


def check_playable(state: GameState) -> None:
    """Raise :class:`PositionError` unless ``state`` has a legal action, is a finished hand, or
    is a :func:`last_card_question`."""
    _check_hand_end(state)
    _check_asked(state)
    _check_side_piles(state)
    _check_known(state)
    _check_new_ranks(state)
    if state.is_hand_over:
        return
    if state.phase == "answer":
        _check_answer(state)
    if not state.legal_actions() and not last_card_question(state):
        raise PositionError(f"seat {state.to_act} could do nothing in this position: "
                            + _why_stuck(state))


def last_card_question(state: GameState) -> bool:
    """A seat that has drawn and holds one card, with no partner's "yes" binding it.

    Play never reaches it while the side may not go out (nobody may meld down to one card
    then), but a position may ask it: "may this last card be discarded?" — rules cases do,
    expecting ``discard`` to be refused. It is accepted even when nothing is legal in it.
    """
    return (state.phase == "play" and len(state.hands[state.turn]) == 1
            and not bound_to_go_out(state))


def _check_hand_end(state: GameState) -> None:
    if len(state.history) > state.hand_number:
        raise PositionError(f"'history' lists {len(state.history)} hands, but 'hand_number' = "
                            f"{state.hand_number} hands were played before this one")
    if state.is_hand_over:
        decided = game_decided(state)
        if decided and state.phase == "hand_over":
            raise PositionError(f"this hand's scores {list(state.total_scores)} end the game: "
                                "the phase is 'game_over', not 'hand_over'")
        if not decided and state.phase == "game_over":
            raise PositionError(f"phase 'game_over', but the scores {list(state.total_scores)} "
                                "do not end the game (no single side at the target)")
        return
    if state.went_out is not None:
        raise PositionError(
            f"'went_out' = {state.went_out}, but the hand is not over (phase '{state.phase}')"
        )
    if state.concealed:
        raise PositionError("'concealed' is for a hand somebody went out of")
    if state.ended_by is not None:
        raise PositionError(f"'ended_by' = {state.ended_by!r}, but the hand is not over")
    seven = state.seven_canastas_team()
    if seven is not None:  # the house rule ends the hand on the seventh canasta
        raise PositionError(f"team {seven} holds seven canastas, which end the hand under the "
                            "house rule seven_canastas_win, but the hand is not over")


def _check_asked(state: GameState) -> None:
    if state.asked is None:
        return
    if answer_out_of_phase(state):
        raise PositionError(
            f"'asked' = \"{state.asked}\" is the answer to a question asked after drawing, "
            f"not in the {state.phase} phase"
        )
    if len(state.teams[state.team_of(state.turn)]) < 2:
        raise PositionError(f"'asked' = \"{state.asked}\", but seat {state.turn} has no partner")


def _check_answer(state: GameState) -> None:
    seat = state.turn
    if len(state.teams[state.team_of(seat)]) < 2:
        raise PositionError(f"phase 'answer', but seat {seat} has no partner to answer it")
    before_drawing = ASKED_BEFORE_DRAWING in state.flags
    asking = state.replace(phase="draw" if before_drawing else "play",
                           flags=state.flags - {ASKED_BEFORE_DRAWING})
    if not asking.is_legal("ask"):
        raise PositionError(
            f"phase 'answer', but seat {seat} could not have asked to go out here"
        )
    for answer in ("yes", "no"):
        after, _ = state.apply(answer)
        if not after.legal_actions():
            raise PositionError(
                f"phase 'answer': after a \"{answer}\" seat {seat} could do nothing "
                "(a \"yes\" obliges it to go out)"
            )


def _check_side_piles(state: GameState) -> None:
    """The variant's face-down piles (feet, ponytails, bonus piles): none, or all of them."""
    rules = state.rules
    deck = full_deck(rules.packs(state.players), rules.jokers_per_pack())
    _, piles, _, _ = rules.deal_side_piles(deck, 0, state.players, state.dealer, state.seed, 0)
    if len(state.side_piles) not in (0, len(piles)):
        raise PositionError(
            f"'side_piles' lists {len(state.side_piles)} piles; {rules.title} with "
            f"{state.players} players has {len(piles)}"
        )


def _check_known(state: GameState) -> None:
    """Cards others saw a seat take with the pile are cards it still holds."""
    for seat, known in enumerate(state.known):
        if Counter(known) - Counter(state.hands[seat]):
            raise PositionError(f"'known' names cards seat {seat} does not hold")


def _check_new_ranks(state: GameState) -> None:
    """Melds the seat started this turn are melds of its side."""
    ranks = {m.rank for m in state.melds[state.team_of(state.turn)]}
    extra = sorted(state.turn_new_ranks - ranks)
    if extra:
        raise PositionError(
            f"'turn_new_ranks' names {', '.join(extra)}: the side of seat {state.turn} has no "
            "such meld"
        )


def _why_stuck(state: GameState) -> str:
    hand = state.hands[state.to_act]
    if state.phase == "play" and not hand:
        return "it has drawn but holds no card to meld or discard"
    if state.asked == "yes":
        return "its partner said yes, so it must go out this turn, and it cannot"
    if threes_bind(state):
        return "it melded black threes this turn, so it must go out, and it cannot"
    return "no action is legal"
