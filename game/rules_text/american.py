"""Modern American Canasta, told for the rules screen: one English string per paragraph.

Every string is a translation unit (see classic.py for the conventions)."""

from __future__ import annotations

from game.rules_text.classic import LEVEL_AT_TARGET, NINE_CARDS
from game.rules_text.model import N_, Section

SECTIONS: tuple[Section, ...] = (
    Section(
        N_("The game"),
        (
            N_(
                "Modern American Canasta is the tournament game of the United States: four "
                "players in two partnerships, partners sitting opposite. Two packs with four "
                "jokers are used. The game is played to 8500 points."
            ),
            N_(
                "Each player gets 13 cards. Two small piles are dealt face down beside the "
                "stock: a bonus pile of four cards and one of three. The discard pile starts "
                "empty. You draw one card a turn."
            ),
        ),
    ),
    Section(
        N_("The bonus piles"),
        (
            N_(
                "The first side to make its opening takes the four-card bonus pile: the player "
                "who opened puts it in his hand at once and plays on. The other side takes the "
                "three-card pile when it opens."
            ),
        ),
    ),
    Section(
        N_("Opening"),
        (
            N_(
                "A side needs 125 points to open while its score is below 3000, 155 from 3000 "
                "and 180 from 5000. Among the opening melds there must be one with three natural "
                "cards of a rank. Laying a whole canasta from the hand always opens, whatever "
                "its points."
            ),
            N_(
                "The pile is always frozen: it is taken only with a natural pair of the top "
                "card's rank. A side that has not opened may take the pile only by opening from "
                "its hand in the same move: the cards taken with the pile do not count."
            ),
        ),
    ),
    Section(
        N_("Melds"),
        (
            N_(
                "A meld holds at most seven cards, so a canasta is closed, and at most two wild "
                "cards; only the meld with which a player goes out may pass seven cards. A side "
                "has one meld of a rank."
            ),
            N_(
                "• Sevens never take wild cards. A canasta of sevens is worth 2500; a meld of "
                "sevens left unfinished when the hand ends costs 2500."
            ),
            N_(
                "• Aces are like sevens, except that wild cards may join them in the side's "
                "opening; such a meld of aces is then an ordinary meld."
            ),
            N_(
                "• Jokers and twos may be melded on their own (written '2: 2C 2D JK'). A canasta "
                "of seven twos is worth 3000, one with all four jokers 2500, any other 2000; an "
                "unfinished meld of wild cards costs 2000."
            ),
            N_("• Three sevens or three aces left in a player's hand cost 1500."),
        ),
    ),
    Section(
        N_("Threes"),
        (
            N_(
                "Threes stay in your hand. During your turn you may lay red and black threes "
                "down beside your side; each one laid is replaced from the stock. Threes are "
                "never melded."
            ),
            N_(
                "Threes score by colour: one, two, three or four of a colour count 100, 300, 500 "
                "or 1000. For a side with no canasta they count against it, those still in its "
                "hands included; with one canasta they count nothing; with two or more they "
                "count for it."
            ),
        ),
    ),
    Section(
        N_("Discarding and going out"),
        (
            N_(
                "Threes and wild cards may not be discarded, except as your last card when "
                "going out. Aces and sevens may not be discarded onto an empty pile. When "
                "nothing else is left, an ace or a seven, then a wild card, may be discarded."
            ),
            N_(
                "A side needs two canastas to go out, and you go out by discarding your last "
                "card: you may not meld every card. Going out scores 100."
            ),
        ),
    ),
    Section(
        N_("Special hands"),
        (
            N_(
                "If your side has not melded, you may show one of these 14-card hands after "
                "drawing. The hand ends at once and your side scores the hand's value and "
                "nothing else; the other side scores as usual."
            ),
            N_(
                "• Straight: one card of every rank, the three and the two included, and a "
                "joker: 3000."
            ),
            N_("• Pairs: seven natural pairs of different ranks: 2500."),
            N_("• Pairs with a pair of twos, a pair of sevens and a pair of aces: 2000."),
            N_(
                "• Garbage: two fours-of-a-kind and two threes-of-a-kind of natural cards "
                "(no threes, no wild cards): 2000."
            ),
        ),
    ),
    Section(
        N_("Scoring"),
        (
            N_(
                "A side scores its melded cards, its canastas (natural 500, mixed 300, sevens "
                "and natural aces 2500, wild cards as above), its threes, going out, and loses "
                "the cards left in its hands and the penalties above. A side with no canasta "
                "loses the value of its melded cards instead of scoring it."
            ),
        ),
    ),
)

#: Rules questions the sources leave open, and what this game does about them.
ENGINE_CHOICES: tuple[str, ...] = (
    N_(
        "• The player who opens takes the bonus pile into his own hand in the same move, so an "
        "opening may leave him one card or none: he plays on with the bonus pile's cards."
    ),
    N_(
        "• Opening and taking the pile in one move: the opening is melded from the hand first, "
        "so its points and its meld of three naturals come from the hand, and the pile's top "
        "card never counts. The hand's cards of the top card's rank count when they make a "
        "meld of their own, whose natural pair then takes the pile; a bare pair does not."
    ),
    N_(
        "• Going out, only the meld that leaves the last card to throw may pass seven cards (a "
        "wild card laid on a canasta, say); melds before it in the turn stay at seven."
    ),
    N_("• Laying threes down is allowed only after drawing; a three drawn stays in your hand."),
    N_(
        "• A hand of nothing but threes may discard a three (this can happen only with the "
        "stock used up); threes in a hand have no card value of their own."
    ),
    N_(
        "• Three sevens or three aces in one player's hand cost 1500 whatever the side's meld of "
        "that rank."
    ),
    N_(
        "• Seven pairs must be of seven different ranks. Garbage has no wild cards, although one "
        "source's example shows jokers."
    ),
    N_("• Going out concealed scores 200, as in Classic."),
    LEVEL_AT_TARGET,
    NINE_CARDS,
)
