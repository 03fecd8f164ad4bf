"""A refusal names exactly what is wrong with the move: the cards at fault, the pile's top card
as the top card, and each special hand by its own name."""

from __future__ import annotations

import pytest

from game.rules import IllegalActionError, parse_cards
from game.rules.american import SPECIAL_HAND_LABELS

from .support import position


def refusal(state_keys: dict[str, object], move: str) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as raised:
        position(**state_keys).apply(move)
    return raised.value


SIXES = {"hands": ["JK 2C 5H 4H 6D 8C 9C", "4C", "4D", "4H"], "melds": {"0": ["6C 6S 6H"]}}


@pytest.mark.parametrize(
    ("move", "strays"),
    [
        ("meld 6: JK 5H", "5H"),  # the joker may join the sixes: only 5H is at fault
        ("meld 6: 6D 5H", "5H"),  # a six of its own beside a five
        ("meld 6: 2C JK 5H", "5H"),
        ("meld 6: 5H 6D JK 4H", "5H 4H"),
        ("meld 6: 5H", "5H"),
    ],
)
def test_a_named_meld_refuses_only_the_cards_that_do_not_belong(move: str, strays: str) -> None:
    error = refusal(SIXES, move)
    assert error.code == "meld.wrong_target"
    assert error.params["cards"] == parse_cards(strays)
    assert str(error) == f"{strays} cannot go to the sixes."


@pytest.mark.parametrize("move", ["meld seq: 5H", "meld seq: 8C 9C JK", "meld seq: 6D"])
def test_a_sequence_named_where_there_are_none_says_the_variant_has_none(move: str) -> None:
    error = refusal(SIXES, move)
    assert error.code == "seq.none"
    assert str(error) == "Classic Canasta has no sequences."


@pytest.mark.parametrize(("melds", "move", "cards"), [
    (["4H 5H 6H"], "meld seq: 7D", "7D"),  # another suit
    (["4H 5H 6H"], "meld seq: 8H", "8H"),  # a gap
    (["4H 5H 6H 7H 8H 9H"], "meld seq: TH JH", "TH JH"),  # eight cards
    ([], "meld seq: 7H", "7H"),  # no sequence at all
])
def test_cards_named_for_a_sequence_that_none_takes_say_so(
        melds: list[str], move: str, cards: str) -> None:
    # Once "A new sequence holds three to seven cards": true of a new one, but the player
    # meant to extend one of the side's.
    hand = f"{cards} 9S 9S 8D"
    error = refusal({"variant": "samba", "hands": [hand, "8S", "8D", "8C"],
                     "melds": {"0": [*melds, "QS QS QD"]}}, move)
    assert error.code == "seq.extends_none"
    assert str(error) == (f"None of your side's sequences takes {cards}, and a new sequence "
                          "needs three to seven cards.")


def test_wild_cards_named_for_a_meld_the_side_lacks_say_so() -> None:
    # Once "A new meld needs at least three cards; kings: 1", as if two more would do.
    error = refusal(SIXES, "meld K: 2C")
    assert error.code == "meld.no_target"
    assert str(error) == "Your side has no meld of kings for 2C to join."
    assert refusal(SIXES, "meld 6: 2C 5H").code == "meld.wrong_target"  # the sixes exist


def test_a_named_meld_takes_its_wild_cards_and_naturals() -> None:
    position(**SIXES).apply("meld 6: JK 6D 2C")


def test_no_special_hand_names_each_special_hand_by_its_own_name() -> None:
    # Seven pairs with a pair of twos but no aces: neither kind of pair hand.
    error = refusal({"variant": "american",
                     "hands": ["2S 2D QS QD JS JD TS TD 9S 9D 8S 8D 6S 6D", "5C", "5D", "5H"]},
                    "special")
    assert error.code == "american.special_none"
    names = [label.split(": ", 1)[1] for label in SPECIAL_HAND_LABELS.values()]
    assert names == ["straight", "seven pairs", "pairs with wild cards", "garbage"]
    for name in names:
        assert name in str(error)


#: Ponytail: the side's queens are a canasta, closed; a queen lies on top of the pile.
CLOSED_QUEENS = {
    "variant": "ponytail", "phase": "draw", "hands": ["QS QD 8C 9C", "4C", "4D", "4H"],
    "side_piles": ["5C", "6C", "6H", "7C"], "stock": "TS TD TH TC", "discard": "8D QH",
    "melded_seats": [0], "melds": {"0": ["QC QC QC QH QS QD QC", "KS KD KC"]},
}


def test_a_pair_refused_with_the_pile_names_the_hands_cards_and_the_top_card_apart() -> None:
    error = refusal(CLOSED_QUEENS, "pickup QS QD")
    assert error.code == "pile.cannot_add"
    assert error.params["cards"] == parse_cards("QS QD")
    assert str(error.params["top"]) == "QH"
    assert str(error) == ("You cannot add QS QD and the QH from the pile to your queens: a meld "
                          "holds at most seven cards: a canasta is closed.")


def test_a_meld_refused_with_the_pile_names_the_top_card_as_the_piles() -> None:
    error = refusal({"phase": "draw", "hands": ["QS 2C 2D JK 2H 8C", "4C", "4D", "4H"],
                     "discard": "8D QH", "melds": {"0": ["KC KS KD"]}},
                    "pickup QS 2C 2D JK 2H")
    assert error.code == "pile.not_a_meld"
    assert str(error) == ("QS 2C 2D JK 2H and the QH from the pile are not a meld: a meld may "
                          "hold at most 3 wild cards.")


@pytest.mark.parametrize(("variant", "melds", "needs"), [
    ("classic", ["8D 8C 8H"], "your side needs a canasta to go out"),
    ("samba", ["8D 8C 8H 8S 8D 8C 8H"], "your side needs two canastas to go out"),
    ("spanish", ["8D 8C 8H"], "your side needs a clean and a mixed canasta to go out"),
])
def test_asking_without_the_canastas_to_go_out_names_them(
        variant: str, melds: list[str], needs: str) -> None:
    # Once only "You cannot go out this turn": true, but the player asking wants to know why.
    error = refusal({"variant": variant, "hands": ["KS KD 9S 8S 5H", "5C", "6D", "7H"],
                     "stock": "JC JD", "melds": {"0": melds}, "melded_seats": [0]}, "ask")
    assert error.code == "ask.cannot_go_out_needs"
    assert str(error) == f"There is nothing to ask: you cannot go out this turn, and {needs}."


def test_asking_with_the_canastas_down_but_no_way_out_says_only_that() -> None:
    error = refusal({"hands": ["KS KD 9S 8S 5H", "5C", "6D", "7H"], "stock": "JC JD",
                     "melds": {"0": ["8D 8C 8H 8S 8D 8C 8H"]}, "melded_seats": [0]}, "ask")
    assert error.code == "ask.cannot_go_out"


@pytest.mark.parametrize("variant", ["samba", "bolivia", "italy"])
def test_cards_of_one_suit_with_a_rank_twice_are_refused_as_a_sequence(variant: str) -> None:
    # Once "A meld holds cards of one rank: 4H and 5H differ": the player tried a sequence.
    error = refusal({"variant": variant, "hands": ["4H 4H 5H 6H 9S 9D KS", "5C", "6D", "7H"],
                     "melds": {"0": ["8D 8C 8H"]}, "melded_seats": [0]}, "meld 4H 4H 5H 6H")
    assert error.code == "seq.not_run"
    assert "each rank once" in str(error)
    # Mostly one suit, a stray card of another: a sequence was meant all the same.
    assert refusal({"variant": variant, "hands": ["4H 5H 6H 6D 9S 9D KS", "5C", "6D", "7H"]},
                   "meld 4H 5H 6H 6D").code == "seq.not_run"
    # No suit holds more of them than a rank: a group was meant, and it is refused as one.
    assert refusal({"variant": variant, "hands": ["4H 4S 5H 9S 9D KS", "5C", "6D", "7H"]},
                   "meld 4H 4S 5H").code == "meld.mixed_ranks"
    assert refusal({"variant": variant, "hands": ["7H 7D 7S 8S 9D KS", "5C", "6D", "7H"]},
                   "meld 7H 7D 7S 8S").code == "meld.mixed_ranks"


@pytest.mark.parametrize(("variant", "title"), [
    ("italy", "Italian Canasta"), ("cuba", "Cuban Canasta"), ("hand-and-foot", "Hand and Foot")])
def test_a_pile_always_frozen_is_named_so(variant: str, title: str) -> None:
    # Once "The pile is frozen": the player looked for the wild card that froze it.
    side = {"variant": variant, "phase": "draw", "hands": ["4H 9S 9D KS 8S", "5C", "6D", "7H"],
            "stock": "5H JC",
            "melds": {"0": ["8D 8C 8H"]}, "melded_seats": [0]}
    error = refusal({**side, "discard": "4S 9C"}, "pickup 9S")
    assert error.code == "pile.always_frozen_pair"
    assert str(error) == (f"In {title} the pile is always frozen: to take it you need a natural "
                          "pair of nines from your hand.")
    assert refusal({**side, "discard": "4S 8D"}, "pickup").code == "pile.always_frozen"


def test_a_pile_frozen_by_a_wild_card_says_only_frozen() -> None:
    error = refusal({"phase": "draw", "hands": ["4H 9S 9D KS 8S", "5C", "6D", "7H"],
                     "discard": "4S 2C 9C", "melds": {"0": ["8D 8C 8H"]}, "melded_seats": [0]},
                    "pickup 9S")
    assert error.code == "pile.frozen_pair"


def test_asking_with_the_foot_still_waiting_says_the_foot_comes_first() -> None:
    # Hand and Foot: every canasta down, but a player goes out only from the foot.
    melds = ["AS AS AD AD AH AH AC", "JS JS JD JD JH JH JC", "TS TD TH TC TS TD TH",
             "8C 8C 8H 8H 2C 2D JK", "9C 9C 9H 9H 2C 2D JK", "7S 7S 7D 7D 2S 2H JK",
             "6S 6S 6D 6D 2S 2H 6H"]
    side = {"variant": "hand-and-foot", "hands": ["KS KD KC 9S", "4C", "4D", "4H"],
            "side_piles": ["5C 5D 5H 8S 8D", "6C 6D", "6H 6S", "7C 7D"], "stock": "TS TD TH TC",
            "discard": "7H", "melded_seats": [0], "melds": {"0": melds}}
    assert refusal(side, "ask").code == "ask.foot_waiting"
    position(**{**side, "flags": ["foot-taken:0"]}).apply("ask")  # from the foot, it may ask


def test_a_pile_frozen_by_a_black_three_says_so() -> None:
    # Bicycle (house rule): a black three covered in the pile still freezes it.
    side = {"variant": "classic-bicycle", "phase": "draw", "stock": "5H JC",
            "hands": ["4H 9S 9D KS 8S", "5C", "6D", "7H"], "melds": {"0": ["8D 8C 8H"]},
            "melded_seats": [0]}
    error = refusal({**side, "discard": "4S 3C 9C"}, "pickup 9S")
    assert error.code == "pile.frozen_three_pair"
    assert str(error).startswith("A black three in the pile freezes it (house rule)")
    assert refusal({**side, "discard": "4S 3C 8D"}, "pickup").code == "pile.frozen_three"
    # A wild card beside it froze the pile in plain sight.
    assert refusal({**side, "discard": "2S 3C 9C"}, "pickup 9S").code == "pile.frozen_pair"


@pytest.mark.parametrize(("hand", "left"), [("9S 9D 5H", "1 card"), ("9S 9D", "0 cards")])
def test_a_pickup_that_would_leave_too_few_cards_speaks_of_the_pile(hand: str, left: str) -> None:
    # Once "You may not meld down to 1 card": true, but the player was taking the pile.
    error = refusal({"phase": "draw", "hands": [hand, "5C", "6D", "7H"], "stock": "5H JC",
                     "discard": "9C", "melds": {"0": ["8D 8C 8H"]}, "melded_seats": [0]},
                    "pickup 9S 9D")
    assert error.code == "pile.leaves"
    assert str(error) == (f"You may not take the pile so: it would leave you {left} in your "
                          "hand, and your side needs a canasta to go out.")


def test_wild_cards_naming_no_meld_are_shown_a_meld_that_takes_them() -> None:
    # The kings hold three wild cards already: the example names the eights, not the kings.
    error = refusal({"hands": ["2S 9S 5H 4D", "5C", "6D", "7H"], "stock": "5H JC",
                     "melds": {"0": ["KS KD KH KC 2C 2D JK", "8D 8C 8H"]},
                     "melded_seats": [0]}, "meld 2S")
    assert error.code == "meld.name_target"
    assert str(error) == "Say which meld the wild cards go to, like '8: 2S'."


def test_british_after_a_yes_the_refusals_name_acaba_too() -> None:
    # A yes binds a British player to go out or to say acaba: the refusals said "go out"
    # only, and their advice (meld down) was refused in turn where going out is impossible.
    from .support import play

    state = play(position(variant="british", hands=["KS KD KC 5S 6S", "6D", "7H", "8C"],
                          stock="5H JC 4D 4H", melds={"0": ["8D 8C 8H"]}, melded_seats=[0]),
                 "ask", "yes")
    for move, code in (("discard 6S", "acaba.yes_discard"), ("meld KS KD KC", "acaba.yes_meld")):
        with pytest.raises(IllegalActionError) as raised:
            state.apply(move)
        assert raised.value.code == code and "acaba" in str(raised.value)
    state.apply("acaba")


@pytest.mark.parametrize(("melds", "missing"), [
    (["QS QD QC QH QD 2H QS", "2: 2S 2S 2D 2D JK JK JK"], "spanish.out_clean"),  # two mixed
    (["QS QD QC QH QD QC QS"], "spanish.out_mixed"),
    (["QS QD QC"], "spanish.out"),
])
def test_spanish_names_the_canasta_still_missing_to_go_out(melds: list[str], missing: str) -> None:
    error = refusal({"variant": "spanish", "hands": ["KS KD KC 5S", "6D", "7H", "8C"],
                     "stock": "5H 4D 4H", "side_piles": [""], "melds": {"0": melds},
                     "melded_seats": [0]}, "meld KS KD KC")
    assert error.code == "out.meld_down"
    assert error.params["error"].code == missing


def test_an_empty_stock_names_the_sequence_the_top_card_extends() -> None:
    # Once "… fits your meld of eights" where the side had no eights, only 5H 6H 7H.
    error = refusal({"variant": "samba", "phase": "draw", "stock": "",
                     "hands": ["KS KD 5C 6C", "5C", "6D", "7H"], "discard": "4S 8H",
                     "melds": {"0": ["5H 6H 7H"]}, "melded_seats": [0]}, "draw")
    assert error.code == "stock.must_take_pile_run"
    assert "sequence" in str(error) and "eights" not in str(error)


@pytest.mark.parametrize("variant", ["samba", "cuba"])
def test_asking_with_a_hand_too_long_to_search_says_so(variant: str) -> None:
    # Once "You cannot go out this turn", false: three groups and a discard go out; the
    # search for a way out gives up on more than nine cards, and the refusal says that.
    melds = (["8D 8C 8H 8S 8D 8C 8H", "9S 9D 9H 9S 9D 9H 9C"] if variant == "samba"
             else ["8D 8C 8H 8S JK 2C 2D"])
    side = {"variant": variant, "stock": "5H JC", "melds": {"0": melds}, "melded_seats": [0],
            "hands": ["KS KD KH QS QD QH JS JD JH 5C", "5C", "6D", "7H"]}
    error = refusal(side, "ask")
    assert error.code == "ask.hand_too_long" and "9 cards" in str(error)
    # Classic counts its hands whole: a long hand that cannot go out is told just that.
    classic = {**side, "variant": "classic", "melds": {"0": ["8D 8C 8H 8S JK 2C 2D"]},
               "hands": ["KS KD KH QS QD QH JS JD 4H 5C", "5C", "6D", "7H"]}
    assert refusal(classic, "ask").code == "ask.cannot_go_out"


def test_too_few_wild_cards_for_a_meld_of_their_own_are_asked_which_meld() -> None:
    # Spanish: two twos are no meld of wild cards (three to seven); meant for the queens.
    error = refusal({"variant": "spanish", "hands": ["2C 2D 5S 6S", "6D", "7H", "8C"],
                     "stock": "5H 4D 4H", "side_piles": [""], "melds": {"0": ["QS QD QC"]},
                     "melded_seats": [0]}, "meld 2C 2D")
    assert error.code == "meld.name_target"
    assert str(error) == "Say which meld the wild cards go to, like 'Q: 2C'."


@pytest.mark.parametrize(("variant", "meld", "hand", "move"), [
    ("samba", "9D 9H 9H", "9S KS KD 5C 6C", "pickup 9S"),  # once "only with a natural pair"
    ("samba", "6C 7C 8C", "TC KS KD 5C 6C", "pickup TC"),  # once "you need nines"
    ("classic", "9D 9H 9H", "8S KS KD 5C 6C", "pickup 8S"),
])
def test_cards_offered_with_a_top_card_that_joins_a_meld_alone_are_told_so(
        variant: str, meld: str, hand: str, move: str) -> None:
    side = {"variant": variant, "phase": "draw", "stock": "5H JC 8S", "discard": "4S 9C",
            "hands": [hand, "5C", "6D", "7H"], "melds": {"0": ["8D 8C 8H", meld]},
            "melded_seats": [0]}
    error = refusal(side, move)
    assert error.code == "pile.top_alone"
    assert str(error).startswith("The 9C joins your side's meld by itself")
    position(**side).apply("pickup")  # as it says


@pytest.mark.parametrize("move", ["meld seq: 4H", "meld 4H", "meld QH"])
def test_a_card_for_a_finished_sequence_is_told_it_is_finished(move: str) -> None:
    # Once "None of your side's sequences takes 4H…" or "A new meld needs at least three
    # cards; queens: 1": the side's 5H–JH is a samba, closed at seven cards.
    error = refusal({"variant": "samba", "hands": ["4H QH KS KD 5C", "5C", "6D", "7H"],
                     "stock": "5H JC 8S", "melded_seats": [0],
                     "melds": {"0": ["8D 8C 8H", "5H 6H 7H 8H 9H TH JH"]}}, move)
    assert error.code == "seq.finished"
    assert "has seven cards" in str(error)


@pytest.mark.parametrize("melds", [[], ["8D 8C 8H"]])
def test_italy_twos_and_a_joker_naming_no_meld_are_shown_the_meld_of_twos(
        melds: list[str]) -> None:
    # Once "Wild cards alone never make a meld" (false in Italy: '2: 2C 2D JK' is one) or
    # "like '8: 2C'" (three wild cards, which the eights refuse in turn).
    side = {"variant": "italy", "hands": ["2C 2D JK KS KD 5C 6C", "5C", "6D", "7H"],
            "stock": "5H JC 8S", "melds": {"0": melds}, "melded_seats": [0] if melds else []}
    error = refusal(side, "meld 2C 2D JK")
    assert error.code == "italy.name_twos" and "'2:' before them" in str(error)
    position(**side).apply("meld 2: 2C 2D JK")


def test_a_top_card_for_a_finished_sequence_is_told_it_is_finished() -> None:
    # Once "Your side has no meld of fours to add the 4H to": true, but the player meant the
    # samba 5H–JH, closed at seven cards.
    side = {"variant": "samba", "phase": "draw", "stock": "5H JC 8S", "melded_seats": [0],
            "hands": ["KS KD 5C 6C", "5C", "6D", "7H"],
            "melds": {"0": ["8D 8C 8H", "5H 6H 7H 8H 9H TH JH"]}}
    assert refusal({**side, "discard": "5S 4H"}, "pickup").code == "pile.sequence_finished"
    assert refusal({**side, "discard": "5S 4D"}, "pickup").code == "pile.no_meld"


@pytest.mark.parametrize(("variant", "code"), [
    ("bolivia", "bolivia.two_with_escalera"), ("brazil", "bolivia.two_with_escalera"),
    ("samba", "samba.two_canastas")])
def test_going_out_short_of_two_canastas_names_the_escalera_where_one_is_needed(
        variant: str, code: str) -> None:
    # Once "needs two canastas" in Bolivia too: a second plain canasta was refused again.
    error = refusal({"variant": variant, "hands": ["KS KD KC 9S", "5C", "6D", "7H"],
                     "stock": "5H JC 8S", "melded_seats": [0],
                     "melds": {"0": ["8D 8C 8H 8S 8D 8C 8H"]}}, "meld KS KD KC")
    assert error.params["error"].code == code


@pytest.mark.parametrize("variant", ["classic", "uruguayan", "british", "ponytail"])
def test_one_card_with_the_top_card_is_told_it_makes_only_two(variant: str) -> None:
    # Once "your sevens make 2": the player picked one seven; the other was the pile's.
    error = refusal({"variant": variant, "phase": "draw", "stock": "5H JC",
                     "hands": ["4H 7S 9D KS", "5C", "6D", "7H"], "discard": "4S 5C 7C",
                     "melds": {"0": ["8D 8C 8H"]}, "melded_seats": [0]}, "pickup 7S")
    assert error.code == "pile.too_short"
    assert str(error) == ("The 7C from the pile and your 7S make only two cards: a new meld "
                          "needs at least three, wild cards included.")
