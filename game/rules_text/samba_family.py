"""The rules texts of the variants built on Classic: Uruguayan, British, the Samba family and
Cuba. Each variant's text is what differs from Classic Canasta, followed by the Classic text
itself where the variant keeps it; one English string per heading and paragraph (see
classic.py for the conventions)."""

from __future__ import annotations

from game.rules_text import classic
from game.rules_text.model import N_, Section

#: Where a variant's text is followed by the text of the game it is built on: its own rules,
#: above, win over what follows.
ON_CLASSIC = Section(
    N_("Built on Classic Canasta"),
    (
        N_(
            "What follows is Classic Canasta, on which this game is built. Where the rules above "
            "say otherwise, they replace what follows."
        ),
    ),
)

URUGUAYAN: tuple[Section, ...] = (
    Section(
        N_("The original game"),
        (
            N_(
                "Canasta was born in Montevideo, Uruguay, and the Uruguayan game is the original: "
                "it is played exactly like Classic Canasta, described below."
            ),
        ),
    ),
    *classic.SECTIONS,
)

BRITISH: tuple[Section, ...] = (
    Section(
        N_("Acaba"),
        (
            N_(
                "British Canasta is Classic Canasta with one more word: acaba (\"the end\"). "
                "During your turn, before or after drawing, you may say acaba. The hand ends "
                "at once: your side scores nothing for it and every other side scores 1500. "
                "Players say it to end a hand in which the other side holds the pile and they "
                "cannot win it back."
            ),
            N_(
                "With a partner you may first ask for permission, as for going out. A yes "
                "binds you to go out or to say acaba in this turn; after a no you may neither "
                "go out nor say acaba in this turn."
            ),
        ),
    ),
    ON_CLASSIC,
    *classic.SECTIONS,
)

BRITISH_CHOICES: tuple[str, ...] = (
    N_("• Acaba may be said at any moment of your own turn, even before you draw."),
    N_(
        "• You may ask your partner even when you cannot go out, and before you draw, "
        "because the answer also covers acaba."
    ),
    N_(
        "• With three players, each alone, acaba gives 1500 to each of the other two players."
    ),
)

SAMBA: tuple[Section, ...] = (
    Section(
        N_("What Samba changes"),
        (
            N_(
                "Samba is Canasta with three packs (162 cards, six jokers), fifteen cards to "
                "each player and two cards drawn each turn; you still discard one. Besides "
                "groups of one rank you may meld sequences. The game is played to 10000."
            ),
            N_(
                "Everything this page does not say (freezing the pile, laying down red "
                "threes, the stock running out) is played as in Classic Canasta: choose "
                "Classic above to read it."
            ),
        ),
    ),
    Section(
        N_("Sequences and sambas"),
        (
            N_(
                "A sequence is three to seven cards of one suit in a row, from the four up to "
                "the ace (the ace is high only). It holds no wild cards and no threes. You may "
                "add cards to either end of your side's sequence until it has seven cards: "
                "then it is a samba and is closed."
            ),
            N_(
                "A single card that could join both your group of its rank and a sequence must "
                "say where it goes; on the table you choose, in writing it is '7: 7H' for the "
                "group or 'seq: 7H' for the sequence."
            ),
            N_("Example: 5H 6H 7H is a sequence; adding 4H and 8H 9H TH makes a samba."),
        ),
    ),
    Section(
        N_("Groups in Samba"),
        (
            N_(
                "A group needs at least two natural cards and may hold at most two wild cards. "
                "Once a group is a canasta, no wild card may be added to it (natural cards "
                "still may)."
            ),
            N_(
                "Your side may hold two groups of one rank. Cards of a rank join your group of "
                "that rank (an unfinished one before a canasta); when none of your groups of "
                "the rank can take them, as with wild cards beside a finished canasta, they "
                "start a second group if they make one (two natural cards or more and one or "
                "two wild cards). Each group grows and counts as a canasta on its own."
            ),
        ),
    ),
    Section(
        N_("Opening"),
        (
            N_(
                "The opening minimums are Classic's (15, 50, 90, 120), and 150 once your side "
                "has 7000 points or more."
            ),
        ),
    ),
    Section(
        N_("Taking the pile"),
        (
            N_(
                "You take the pile with a natural pair of the top card's rank from your hand. "
                "When the pile is not frozen for your side you may also take it by adding the "
                "top card to one of your melds that has fewer than seven cards: your group of "
                "its rank, or, if you have none, a sequence of yours that it extends. The top "
                "card never starts a sequence, and a natural card with a wild card is not "
                "enough."
            ),
        ),
    ),
    Section(
        N_("Going out and scoring"),
        (
            N_(
                "Your side needs two canastas to go out (sambas count). Going out scores 200; "
                "there is no extra bonus for going out concealed."
            ),
            N_("• Samba (a sequence of seven): 1500"),
            N_("• Natural canasta: 500; mixed canasta: 300"),
            N_(
                "• Red threes: 100 each, 1000 for all six; they count against your side unless "
                "it has two canastas"
            ),
            N_("• Cards on the table count their value; cards left in hand count against you."),
        ),
    ),
)

SAMBA_CHOICES: tuple[str, ...] = (
    N_(
        "• Cards of a rank start a second group only when none of your groups of that rank "
        "takes them. Joining two groups of one rank would then always put a third wild card "
        "in a group or a wild card in a finished canasta, so the two groups stay apart."
    ),
    classic.NINE_CARDS,
    classic.LEVEL_AT_TARGET,
)

WILD_MELDS = Section(
    N_("Melds of wild cards"),
    (
        N_(
            "Three to seven jokers and twos may be melded on their own, without natural cards "
            "(written '2: 2C 2D JK'). Seven of them make a bolivia, worth 2500."
        ),
        N_(
            "A side has one meld of wild cards in a hand: wild cards melded alone join it, and "
            "once it is a bolivia they may only go with natural cards."
        ),
    ),
)

ON_SAMBA = Section(
    N_("Built on Samba"),
    (
        N_(
            "What follows is Samba, on which this game is built. Where the rules above say "
            "otherwise, they replace what follows."
        ),
    ),
)

ON_BOLIVIA = Section(
    N_("Built on Bolivia"),
    (
        N_(
            "What follows is Bolivia, on which this game is built. Where the rules above say "
            "otherwise, they replace what follows."
        ),
    ),
)

BOLIVIA: tuple[Section, ...] = (
    Section(
        N_("What Bolivia changes"),
        (
            N_(
                "Bolivia is Samba with melds of wild cards; a sequence of seven is called an "
                "escalera (1500). The game is played to 15000."
            ),
            N_(
                "To go out your side needs two canastas, and one of them must be an escalera. "
                "Red threes count for your side only when it has two canastas. A black three "
                "left in your hand costs 100."
            ),
        ),
    ),
    WILD_MELDS,
    ON_SAMBA,
    *SAMBA,
)

BRAZIL: tuple[Section, ...] = (
    Section(
        N_("What Brazil changes"),
        (
            N_(
                "Brazil is Bolivia played to 10000, with a steeper opening table: 150 from 5000 "
                "points; from 7000 to 7995 your opening must include a canasta, whatever its "
                "points; from 8000 to 8995 it needs 200 points; from 9000 it must include a "
                "natural canasta (an escalera counts), whatever its points."
            ),
            N_(
                "A canasta of wild cards is worth 2000. Five red threes score 1000 and all six "
                "1200. At the end of the hand your side loses 1000 if a sequence of five cards "
                "or fewer lies on its table (1000 once, however many there are)."
            ),
        ),
    ),
    ON_BOLIVIA,
    *BOLIVIA,
)

CHILE: tuple[Section, ...] = (
    Section(
        N_("What Chile changes"),
        (
            N_(
                "Chile is Samba with both sambas (sequences of seven, 1500) and bolivias (seven "
                "wild cards, 2500). It is played with three packs, or four (216 cards) if you "
                "choose. Red threes score as in Samba, 1000 for six; with four packs each one "
                "beyond six adds 100."
            ),
        ),
    ),
    WILD_MELDS,
    ON_SAMBA,
    *SAMBA,
)

ITALY: tuple[Section, ...] = (
    Section(
        N_("What Italian Canasta changes"),
        (
            N_(
                "Italian Canasta is Samba played to 15000 with the pile always frozen: it is "
                "taken only with a natural pair of the top card's rank."
            ),
            N_(
                "The starting pile is as long as its first card says: a four, five, six or "
                "seven turned first starts a pile of that many cards; any other card starts a "
                "pile of ten."
            ),
            N_(
                "Twos may be melded as a rank of their own (written '2: 2C 2D 2H', jokers as "
                "wild cards). Once your side has begun a meld of twos, and until it is a "
                "canasta, your twos are not wild: they can only join that meld."
            ),
        ),
    ),
    ON_SAMBA,
    *SAMBA,
)

CUBA: tuple[Section, ...] = (
    Section(
        N_("What Cuban Canasta changes"),
        (
            N_(
                "Cuban Canasta is Classic Canasta with two packs (three with six players), "
                "played to 7500. The opening "
                "minimum is 150 once your side has more than 5000 points; at exactly 5000 it "
                "is still 120. The pile is always frozen: it is taken only with a natural pair "
                "of the top card's rank."
            ),
            N_(
                "Jokers and twos may be melded on their own (three to seven, written "
                "'2: 2C 2D JK'). A canasta of wild cards is worth 2000 plus 2000 × (twos in it) "
                "÷ 7, rounded to the nearest hundred: 4000 with seven twos."
            ),
            N_(
                "Threes score by colour, and only for a side with a canasta: one, two, three or "
                "four of a colour score 100, 300, 500 or 1000 (with three packs, five red "
                "threes score 1100 and six 1200). Red threes laid down count, and so do black "
                "threes melded when going out."
            ),
            N_(
                "Black threes taken with the pile leave the game. The side that removes all "
                "the black threes that way (four, six with three packs) scores 100 more."
            ),
        ),
    ),
    ON_CLASSIC,
    *classic.SECTIONS,
)
