"""The guided first game as data: a fixed Classic deal for four and the lesson's steps.

The deal is a position (docs/positions.md): the learner at seat 0 (bottom), the opponents at
seats 1 and 3, the partner at seat 2, the pile started with a two turned under a six (so it is
frozen from the start). The stock's top cards are chosen so that the hand unfolds the same way
every time: what each seat draws, in order, is listed in ``STOCK_TOP``; the rest of the stock
follows in the packs' order (it is never reached during the lesson).

Each :class:`Step` says what the learner reads and what the lesson waits for: a press of
Continue (``expect`` and ``select`` empty), cards selected in the hand (``select``), or moves
played (``expect``: the learner's moves, and the computer players' scripted moves while the
learner watches). The whole script is legal in the real engine (tests/ui/test_tutorial.py plays
it through ``GameState.apply`` from the deal). No pygame here: texts are marked with ``N_`` and
translated where they are shown.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.i18n import N_
from game.rules import Action, GameState, format_cards, parse_cards, read_position
from game.rules.cards import full_deck

LEARNER = 0
PARTNER = 2
HANDS = (
    "KS KH KD AS AH AC 9S 9D JK 4C 7H",  # the learner
    "KC 5S 5H 8C 8D QS JH TD 4S 6C 3S",  # the left opponent
    "7C QH QD JC TS 8S 6H 5C 4D TC JD",  # the partner
    "9H QC JS TH 8H 6S 5D 4H 3C 8C JC",  # the right opponent
)
PILE = "2D 6D"  # bottom first: the two was turned at the start, the six covers it
#: Drawn in this order: the learner (a two), each other seat twice, the learner (a red three,
#: laid down at once, and the seven that replaces it).
STOCK_TOP = "2C TH QS 4S 6S 5H 9C 3H 7S"


@dataclass(frozen=True)
class Step:
    """One step of the lesson: what the learner reads, what is highlighted, what it waits for.

    ``targets`` name what to highlight: ``stock``, ``pile``, ``plate`` (the learner's own plate
    with the opening count), ``reds`` (the side's red threes), ``seat:<n>`` (another seat's
    plate), ``button:<name>`` (a table button), ``card:<card>`` (a card in the hand),
    ``meld:<rank>`` (a meld of the side).
    ``keys`` name the key hints shown under the text (``KEY_HINTS``).
    """

    chapter: int
    text: str
    targets: tuple[str, ...] = ()
    keys: tuple[str, ...] = ()
    select: tuple[str, ...] = ()  # cards the learner selects (a selection step)
    expect: tuple[tuple[int, str], ...] = ()  # moves played, in order: (seat, action)
    refusal: str = ""  # the friendly word for any other move while this step is on
    end: bool = False  # the last step: New game or Menu

    @property
    def is_info(self) -> bool:
        """A step the learner reads and closes with Continue."""
        return not self.select and not self.expect and not self.end


CHAPTERS = (
    N_("Drawing"),
    N_("Melding and the opening minimum"),
    N_("Taking the pile"),
    N_("Canastas"),
    N_("Red threes"),
    N_("Asking your partner and going out"),
    N_("What next"),
)

KEY_HINTS = {
    "continue": N_("Enter continues"),
    "stock": N_("D draws"),
    "cards": N_("Left/Right choose a card, Up selects it"),
    "meld": N_("M melds"),
    "discard": N_("X discards the selected card"),
    "pile": N_("T takes the pile"),
    "column": N_("Tab chooses one of your melds, E adds to it"),
    "ask": N_("A asks your partner"),
    "end": N_("Enter starts a new game, Esc goes to the menu"),
}

NOT_YET_DRAW = N_("Not yet — first draw a card from the stock.")

STEPS: tuple[Step, ...] = (
    Step(0, N_("Welcome to Canasta! You sit at the bottom; your partner sits across the table, "
               "and the two of you play as one side against the opponents on your left and "
               "right. This hand is dealt to show you the whole game: just follow the "
               "highlighted steps."), ("seat:2",), ("continue",)),
    Step(0, N_("Every turn starts with a draw. Click the stock, the face-down cards in the "
               "middle, to take its top card."), ("stock",), ("stock",),
         expect=((0, "draw"),), refusal=NOT_YET_DRAW),
    Step(0, N_("You drew a two. Twos and jokers are wild cards: in a meld they stand in for a "
               "card of any rank. Keep it for later."), ("card:2C",), ("continue",)),
    Step(1, N_("A meld is three or more cards of one rank, laid face up on the table. Select "
               "your three kings: click each of them."), ("card:KS", "card:KH", "card:KD"),
         ("cards",), select=("KS", "KH", "KD"),
         refusal=N_("Not yet — first select your three kings.")),
    Step(1, N_("Your side's first meld must be worth at least 50 points. Kings count 10 each: "
               "30 so far, as the bar at the bottom left shows. Aces count 20 each: select "
               "your three aces too."), ("card:AS", "card:AH", "card:AC", "plate"), ("cards",),
         select=("KS", "KH", "KD", "AS", "AH", "AC"),
         refusal=N_("Not yet — select your three aces as well.")),
    Step(1, N_("30 + 60 = 90 points: enough to open. Click {meld} to lay down both melds at "
               "once."), ("button:meld",), ("meld",), expect=((0, "meld KS KH KD | AS AH AC"),),
         refusal=N_("Not yet — meld just the three kings and the three aces.")),
    Step(1, N_("A turn ends with a discard. Drag the four onto the pile, or select it and "
               "click {discard}."), ("card:4C", "pile"), ("cards", "discard"),
         expect=((0, "discard 4C"),),
         refusal=N_("Not now — end your turn by discarding the four.")),
    Step(1, N_("Now the others play in turn: the left opponent, your partner, then the right "
               "opponent. Your partner's melds join yours: partners share their melds."),
         expect=((1, "draw"), (1, "discard KC"), (2, "draw"), (2, "meld QS QH QD"),
                 (2, "discard 7C"), (3, "draw"), (3, "discard 9H"))),
    Step(2, N_("The right opponent threw a nine, and you hold two nines. Instead of drawing, "
               "you may take the whole pile if you meld its top card at once. But the pile is "
               "frozen: the two lying across it is a wild card, turned up when the pile was "
               "started."), ("pile",), ("continue",)),
    Step(2, N_("A frozen pile is taken only with a natural pair of its top card: two nines, "
               "no wild card. (Until your side has opened, the pile is frozen for you "
               "anyway.) Select your two nines, then click the pile."),
         ("card:9S", "card:9D", "pile"), ("cards", "pile"), expect=((0, "pickup 9S 9D"),),
         refusal=N_("Not yet — select your two nines, then click the pile.")),
    Step(2, N_("The pile is yours: the nines went on the table with its top card, and the "
               "rest of the pile into your hand. Taking it also unfroze the pile."),
         ("meld:9",), ("continue",)),
    Step(3, N_("A meld of seven cards is a canasta. Your kings have three: select the king, "
               "both twos and the joker, then click your kings on the table to add them."),
         ("card:KC", "card:2D", "card:2C", "card:JK", "meld:K"), ("cards", "column"),
         expect=((0, "meld K: KC 2D 2C JK"),),
         refusal=N_("Not yet — add the king, both twos and the joker to your kings.")),
    Step(3, N_("A canasta! It holds wild cards, so it is a mixed canasta, worth 300 points; "
               "seven natural cards make a natural canasta, worth 500. A meld may hold at "
               "most three wild cards. Your side needs a canasta to go out."),
         ("meld:K",), ("continue",)),
    Step(3, N_("End your turn: discard the six."), ("card:6D", "pile"), ("cards", "discard"),
         expect=((0, "discard 6D"),),
         refusal=N_("Not now — end your turn by discarding the six.")),
    Step(3, N_("The others play their turns again. Your next turn brings a surprise from the "
               "stock."),
         expect=((1, "draw"), (1, "discard JH"), (2, "draw"), (2, "discard 4D"), (3, "draw"),
                 (3, "discard 5D"))),
    Step(4, N_("Your turn: draw from the stock."), ("stock",), ("stock",),
         expect=((0, "draw"),), refusal=NOT_YET_DRAW),
    Step(4, N_("A red three! Red threes are never kept in the hand: it went straight beside "
               "your melds, and you drew another card in its place. Each red three is worth "
               "100 points to your side, or 100 against it if your side has melded nothing "
               "by the end of the hand."), ("reds",), ("continue",)),
    Step(5, N_("Going out, getting rid of your last card, ends the hand and is worth 100. You "
               "have a canasta, and the seven you drew gives you three sevens: you can go out "
               "now. First ask your partner: click {ask}."), ("button:ask",), ("ask",),
         expect=((0, "ask"),), refusal=N_("Not yet — first ask your partner.")),
    Step(5, N_("Your partner's answer binds you: after yes you must go out this turn, after "
               "no you may not."), expect=((2, "yes"),)),
    Step(5, N_("Your partner said yes, so go out now: select your three sevens and click "
               "{meld}."), ("card:7H", "card:7C", "card:7S", "button:meld"), ("cards", "meld"),
         expect=((0, "meld 7H 7C 7S"),), refusal=N_("Not yet — meld your three sevens.")),
    Step(5, N_("Now discard your last card, the four, to go out."), ("card:4C", "pile"),
         ("cards", "discard"), expect=((0, "discard 4C"),),
         refusal=N_("Not now — discard the four to go out.")),
    Step(6, N_("You went out, and the hand is over: its score shows what each side melded, "
               "its bonuses and the cards left in hands. A game goes on hand after hand until "
               "a side reaches 5000 points. You know the whole game now: start a new game, or "
               "read the rules from the menu."), keys=("end",), end=True),
)


def lesson_position() -> dict[str, object]:
    """The lesson's deal as a position table: the hands, the pile and the whole stock (its
    top as in ``STOCK_TOP``, then every card not placed, in the packs' order)."""
    placed = Counter(parse_cards(" ".join((*HANDS, PILE, STOCK_TOP))))
    rest = []
    for c in full_deck(2):
        if placed[c]:
            placed[c] -= 1
        else:
            rest.append(c)
    stock = STOCK_TOP + " " + format_cards(rest)
    return {"variant": "classic", "players": 4, "dealer": 3, "turn": LEARNER,
            "hands": list(HANDS), "discard": PILE, "stock": stock}


def lesson_state() -> GameState:
    """The state the lesson starts from."""
    return read_position(lesson_position())


def lesson_script() -> list[tuple[int, Action]]:
    """Every move of the lesson in order, the learner's and the computer players'."""
    return [(seat, Action.parse(text)) for step in STEPS for seat, text in step.expect]
